// OR-6 the full game's damage multipliers (the source's "second gunnery table", Fast Play's three
// ranges) and its reload table adapted to 3d6, transcribed from the digest.
import type { RangeBand } from './gunnery.js';
import type { CrewQuality } from './ships.js';

export const BROADSIDE_KINDS = ['normal', 'initial'] as const;
export type BroadsideKind = (typeof BROADSIDE_KINDS)[number];

/** Multipliers of BF: target area T, collateral C (the other area), opposite side O (hull only). */
export interface AreaMultipliers {
  t: number;
  c: number;
  /** Only the hull column has it, and only at short range; 0 where the table has none. */
  o: number;
}

/** OR-6 one row: hull aim, rigging aim at a target at ES or less, rigging at all plain sail or more. */
export interface FullGunneryRow {
  hull: AreaMultipliers;
  riggingReduced: AreaMultipliers;
  riggingFull: AreaMultipliers;
}

const m = (t: number, c: number, o = 0): AreaMultipliers => ({ t, c, o });

/** OR-6 by band and broadside, in the digest's row order (long, medium, short; normal, initial). */
export const FULL_GUNNERY_MULTIPLIERS: Readonly<
  Record<RangeBand, Readonly<Record<BroadsideKind, FullGunneryRow>>>
> = {
  long: {
    normal: { hull: m(1, 1), riggingReduced: m(1, 1), riggingFull: m(2, 1) },
    initial: { hull: m(2, 1), riggingReduced: m(2, 1), riggingFull: m(3, 1) },
  },
  medium: {
    normal: { hull: m(3, 1), riggingReduced: m(3, 1), riggingFull: m(4, 1) },
    initial: { hull: m(4, 1), riggingReduced: m(4, 1), riggingFull: m(5, 1) },
  },
  short: {
    normal: { hull: m(5, 1, 1), riggingReduced: m(6, 1), riggingFull: m(7, 1) },
    initial: { hull: m(7, 1, 1), riggingReduced: m(8, 1), riggingFull: m(9, 1) },
  },
};

/** OR-6 reload table (Abilità score 3..18): the crews whose reload succeeds; 16-18 is perfect. */
export interface ReloadRow {
  min: number;
  max: number;
  crews: readonly CrewQuality[];
  perfect: boolean;
}

export const RELOAD_TABLE: readonly ReloadRow[] = [
  { min: 3, max: 4, crews: [], perfect: false },
  { min: 5, max: 6, crews: ['elite'], perfect: false },
  { min: 7, max: 7, crews: ['elite', 'good'], perfect: false },
  { min: 8, max: 8, crews: ['elite', 'good', 'average'], perfect: false },
  { min: 9, max: 15, crews: ['elite', 'good', 'average', 'poor'], perfect: false },
  { min: 16, max: 18, crews: ['elite', 'good', 'average', 'poor'], perfect: true },
];

/**
 * SD-37 carronade-only ships (FP-A2) under OR-6: no damage at long range; at medium and short range
 * the target multiplier moves by FP-A2's difference from FP-6.3 (medium -1, short +2).
 */
export const CARRONADE_TARGET_SHIFT: Readonly<Record<RangeBand, number | null>> = {
  long: null,
  medium: -1,
  short: 2,
};
