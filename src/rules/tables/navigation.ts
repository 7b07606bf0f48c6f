// OR-5 full-game navigation (simplified speed table, drift, rigging loss per segment), HR-2 1:3000
// drift table (printed, not computed), OR-9 rigging damage test (base, modifiers, restored RDC).
import type { PointOfSail } from './sailing.js';
import type { CrewQuality, Scale } from './ships.js';

/** OR-5 the three wind strengths of the speed table (OR-2's light airs, calm, storm: navigation.ts). */
export const NAV_WINDS = ['light-breeze', 'moderate-breeze', 'strong-wind'] as const;
export type NavWind = (typeof NAV_WINDS)[number];

/** The sails the OR-5 table knows (easy and full sail of Fast Play). */
export const NAV_SAILS = ['easy', 'full'] as const;
export type NavSail = (typeof NAV_SAILS)[number];

export type NavPointOfSail = Exclude<PointOfSail, 'inIrons'>;
/** The table's row order. */
export const NAV_POINTS_OF_SAIL: readonly NavPointOfSail[] = [
  'closeHauled',
  'beam',
  'quarter',
  'running',
];

/** Millimetres moved in segment 1 and segment 2. */
export type SegmentPair = readonly [number, number];

/** OR-5 simplified speed table at 1:1200: mm in segment 1 - segment 2. */
export const NAV_SPEED_MM: Readonly<
  Record<NavPointOfSail, Readonly<Record<NavWind, Readonly<Record<NavSail, SegmentPair>>>>>
> = {
  closeHauled: {
    'light-breeze': { easy: [10, 10], full: [25, 25] },
    'moderate-breeze': { easy: [25, 20], full: [45, 45] },
    'strong-wind': { easy: [40, 40], full: [75, 70] },
  },
  beam: {
    'light-breeze': { easy: [15, 10], full: [35, 30] },
    'moderate-breeze': { easy: [25, 25], full: [55, 50] },
    'strong-wind': { easy: [45, 40], full: [85, 80] },
  },
  quarter: {
    'light-breeze': { easy: [20, 20], full: [50, 45] },
    'moderate-breeze': { easy: [35, 35], full: [75, 70] },
    'strong-wind': { easy: [55, 55], full: [110, 110] },
  },
  running: {
    'light-breeze': { easy: [20, 15], full: [40, 40] },
    'moderate-breeze': { easy: [35, 30], full: [65, 60] },
    'strong-wind': { easy: [55, 50], full: [95, 95] },
  },
};

/** HR-2: every distance x 0.4 at 1:3000 (the speed table is computed, the drift table printed). */
export const NAV_SCALE_FACTOR: Readonly<Record<Scale, number>> = { 1200: 1, 3000: 0.4 };

/** OR-5 each RDC lost: -5 mm per segment; HR-2: -2 mm at 1:3000. */
export const NAV_RDC_LOSS_MM: Readonly<Record<Scale, number>> = { 1200: 5, 3000: 2 };

/**
 * OR-5 drift, mm in segment 1 / segment 2 (null: the source's "-", no drift), by wind and the sail
 * the ship carries: `drift` for a ship hove to, `withSails` for one drifting with its sails set
 * (SD-27). HR-2 prints its own 1:3000 table (not OR-5 x 0.4: e.g. strong wind ES drift 4/3).
 */
export interface DriftRow {
  drift: Readonly<Record<NavSail, readonly [number, number | null]>>;
  withSails: Readonly<Record<NavSail, readonly [number, number | null]>>;
}

export const DRIFT_MM: Readonly<Record<Scale, Readonly<Record<NavWind, DriftRow>>>> = {
  1200: {
    'light-breeze': {
      drift: { easy: [5, null], full: [5, null] },
      withSails: { easy: [10, 5], full: [20, 15] },
    },
    'moderate-breeze': {
      drift: { easy: [5, 5], full: [5, 5] },
      withSails: { easy: [10, 10], full: [25, 25] },
    },
    'strong-wind': {
      drift: { easy: [10, 10], full: [10, 10] },
      withSails: { easy: [20, 20], full: [45, 45] },
    },
  },
  3000: {
    'light-breeze': {
      drift: { easy: [2, null], full: [2, null] },
      withSails: { easy: [4, 2], full: [8, 6] },
    },
    'moderate-breeze': {
      drift: { easy: [2, 2], full: [2, 2] },
      withSails: { easy: [4, 4], full: [10, 10] },
    },
    'strong-wind': {
      drift: { easy: [4, 3], full: [4, 4] },
      withSails: { easy: [8, 8], full: [18, 18] },
    },
  },
};

/** OR-9 base of the rigging damage test by crew (the original crew for a prize). */
export const RIGGING_TEST_BASE: Readonly<Record<CrewQuality, number>> = {
  elite: 10,
  good: 9,
  average: 8,
  poor: 7,
};

/** OR-9 modifiers of the rigging damage test (the dice modifier is TEST_DICE_MODIFIER). */
export const RIGGING_TEST_MODIFIERS = {
  partiesReady: 1,
  rock: -5,
  sand: -3,
  perRateAgainst: -1,
  hoveTo: -1,
  perRdcLost: -1,
  sail: { easy: -2, full: -5 },
  wind: { 'light-breeze': -2, 'moderate-breeze': -3, 'strong-wind': -4 },
} as const satisfies {
  partiesReady: number;
  rock: number;
  sand: number;
  perRateAgainst: number;
  hoveTo: number;
  perRdcLost: number;
  sail: Readonly<Record<NavSail, number>>;
  wind: Readonly<Record<NavWind, number>>;
};

/** OR-9 a result of 0 or more passes the test. */
export const RIGGING_TEST_PASSES_AT = 0;

/** OR-9 a negative result costs |result| x 10% of one DC in rigging damage. */
export const RIGGING_DAMAGE_PCT_PER_POINT = 10;

/**
 * OR-9 restored RDC speeds: 3 lost and restored: easy sail only; 5: the segment-1 speed spread over
 * both segments; all lost: no movement.
 */
export const RESTORED_RDC_EASY_ONLY = 3;
export const RESTORED_RDC_SEGMENT1_SPREAD = 5;
