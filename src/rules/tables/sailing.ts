// Sailing tables: FP-1.7 wind rose, FP-5.1-5.5 sail, speed, points of sail and course changes,
// FP-5.8 collisions, FP-A1 wind strength, FP-A4 unrated speed loss, HR-2 1:3000.
import type { Scale } from './ships.js';

/** FP-1.7 the 16-point rose, clockwise from north, 22.5 degrees apart. */
export const COMPASS_POINTS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];
export const POINT_DEGREES = 22.5;

export const SAIL_SETTINGS = ['full', 'easy', 'furled'] as const;
export type SailSetting = (typeof SAIL_SETTINGS)[number];

export const WIND_STRENGTHS = ['light', 'breeze', 'strong'] as const;
export type WindStrength = (typeof WIND_STRENGTHS)[number];

/** FP-5.2 / FP-A1 speeds in mm (easy, full) by wind strength at 1:1200; HR-2 at 1:3000. */
export const SAIL_SPEEDS_MM: Readonly<
  Record<Scale, Readonly<Record<WindStrength, { easy: number; full: number }>>>
> = {
  1200: {
    light: { easy: 75, full: 150 },
    breeze: { easy: 90, full: 180 },
    strong: { easy: 120, full: 240 },
  },
  3000: {
    light: { easy: 30, full: 60 },
    breeze: { easy: 36, full: 72 },
    strong: { easy: 48, full: 96 },
  },
};

/** FP-5.3 speed lost per RDC lost on a three-masted ship; HR-2: -12 at 1:3000. */
export const SPEED_LOSS_PER_RDC_MM: Readonly<Record<Scale, number>> = { 1200: 30, 3000: 12 };

/** FP-5.3 / FP-A4 unrated: fraction of speed lost per RDC lost, by masts (two: 25%, one: 50%). */
export const SPEED_LOSS_FRACTION_BY_MASTS: Readonly<Record<number, number>> = { 2: 0.25, 1: 0.5 };

export const POINTS_OF_SAIL = ['inIrons', 'closeHauled', 'beam', 'quarter', 'running'] as const;
export type PointOfSail = (typeof POINTS_OF_SAIL)[number];

/** FP-5.4 points of sail by r (points between heading and the wind's source, 0..8). */
export const POINT_OF_SAIL_BY_R: readonly PointOfSail[] = [
  'inIrons',
  'inIrons',
  'inIrons',
  'closeHauled',
  'beam',
  'quarter',
  'quarter',
  'running',
  'running',
];

/** A target of a course change: r after the change, and whether it is on the other tack (a prime). */
export interface CourseTarget {
  r: number;
  otherTack: boolean;
}

/** FP-5.5 legal single-turn course changes by current r, exactly as the digest's table. */
export const COURSE_CHANGES: Readonly<Record<number, readonly CourseTarget[]>> = {
  3: [
    { r: 4, otherTack: false },
    { r: 5, otherTack: false },
    { r: 6, otherTack: false },
  ],
  4: [
    { r: 3, otherTack: false },
    { r: 5, otherTack: false },
    { r: 6, otherTack: false },
    { r: 7, otherTack: false },
  ],
  5: [
    { r: 3, otherTack: false },
    { r: 4, otherTack: false },
    { r: 6, otherTack: false },
    { r: 7, otherTack: false },
    { r: 8, otherTack: false },
  ],
  6: [
    { r: 4, otherTack: false },
    { r: 5, otherTack: false },
    { r: 7, otherTack: false },
    { r: 8, otherTack: false },
    { r: 7, otherTack: true },
  ],
  7: [
    { r: 5, otherTack: false },
    { r: 6, otherTack: false },
    { r: 8, otherTack: false },
    { r: 7, otherTack: true },
  ],
  8: [
    { r: 7, otherTack: false },
    { r: 6, otherTack: false },
    { r: 7, otherTack: true },
    { r: 6, otherTack: true },
  ],
};

/** FP-6.6 a ship with a damaged rudder may only sail with r >= 5. */
export const RUDDER_MIN_R = 5;

/** FP-5.6 tack: 3 points per step; a failed step costs 10% DC rigging. */
export const TACK_POINTS_PER_STEP = 3;
export const TACK_FAILURE_RIGGING_PCT = 10;
/** FP-5.4 forced onto a forbidden heading: 10% DC rigging, and again for each failure to bear away. */
export const IN_IRONS_RIGGING_PCT = 10;

/** FP-5.8 collision rigging damage in percent of one DC, by the moving ship's sail (D-9). */
export const COLLISION_RIGGING_PCT: Readonly<Record<Exclude<SailSetting, 'furled'>, number>> = {
  easy: 20,
  full: 50,
};

/** HR-3 running aground: hull damage in percent of one DC. */
export const GROUNDING_HULL_PCT: Readonly<Record<Exclude<SailSetting, 'furled'>, number>> = {
  easy: 20,
  full: 50,
};

/** FP-1.8 deployment distance from every enemy, and FP-A3 independent action radius (1:1200). */
export const DEPLOYMENT_MIN_MM = 700;
