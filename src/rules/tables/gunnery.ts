// Gunfire tables: FP-6.1 ranges (HR-2 at 1:3000), FP-6.3 multipliers, FP-A2 carronades,
// FP-6.4 rakes, FP-6.5 unlucky shot, FP-6.6 well laid shot, FP-4.4 explosion radius.
import type { Scale } from './ships.js';

export const RANGE_BANDS = ['short', 'medium', 'long'] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];
export type Band = RangeBand | 'out';

/** Upper bound (inclusive, D-10) of each band in mm. FP-6.1 at 1:1200, HR-2 at 1:3000. */
export const RANGE_LIMITS_MM: Readonly<Record<Scale, Readonly<Record<RangeBand, number>>>> = {
  1200: { short: 100, medium: 350, long: 700 },
  3000: { short: 40, medium: 140, long: 280 },
};

/** FP-6.3 damage multipliers of the firing side's current BF. */
export interface MultiplierRow {
  /** Hull, or rigging of a target at full sail. */
  hullOrFullSail: number;
  /** Rigging of a target at easy sail or furled. */
  riggingReduced: number;
}

export const GUN_MULTIPLIERS: Readonly<Record<RangeBand, MultiplierRow>> = {
  long: { hullOrFullSail: 2, riggingReduced: 1 },
  medium: { hullOrFullSail: 5, riggingReduced: 4 },
  short: { hullOrFullSail: 12, riggingReduced: 11 },
};

/** FP-A2 carronade-only ships: no damage at long range. */
export const CARRONADE_MULTIPLIERS: Readonly<Record<RangeBand, MultiplierRow>> = {
  long: { hullOrFullSail: 0, riggingReduced: 0 },
  medium: { hullOrFullSail: 4, riggingReduced: 3 },
  short: { hullOrFullSail: 14, riggingReduced: 13 },
};

export type RakeKind = 'bow' | 'stern';
/** FP-6.4 rake multipliers; only at short or medium range, aimed at the hull. */
export const RAKE_MULTIPLIERS: Readonly<Record<RakeKind, number>> = { bow: 2, stern: 4 };
export const RAKE_BANDS: readonly RangeBand[] = ['short', 'medium'];

export type UnluckyEffect = 'burst-hdc' | 'burst-half' | 'fire' | 'none';
export type WellLaidEffect = 'fire' | 'double' | 'rudder' | 'magazine';

export interface CriticalRow<E> {
  min: number;
  max: number;
  effect: E;
}

/** FP-6.5 unlucky shot (3d6), suffered by the firing ship. */
export const UNLUCKY_TABLE: ReadonlyArray<CriticalRow<UnluckyEffect>> = [
  { min: 3, max: 6, effect: 'burst-hdc' }, // lose 1 HDC and a hull fire
  { min: 7, max: 10, effect: 'burst-half' }, // 50% DC hull damage and a hull fire
  { min: 11, max: 14, effect: 'fire' }, // a hull fire
  { min: 15, max: 18, effect: 'none' },
];

/** FP-6.6 well laid shot (3d6), suffered by the target; normal damage also applies. */
export const WELL_LAID_TABLE: ReadonlyArray<CriticalRow<WellLaidEffect>> = [
  { min: 3, max: 6, effect: 'fire' }, // fire in hull or rigging as aimed
  { min: 7, max: 10, effect: 'double' }, // double the normal damage
  { min: 11, max: 14, effect: 'rudder' }, // rudder damaged for the rest of the game
  { min: 15, max: 18, effect: 'magazine' }, // the target explodes
];

/** FP-6.5 "burst-half": percent of one DC of hull damage. */
export const UNLUCKY_HALF_DC_PCT = 50;
