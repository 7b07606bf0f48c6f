// What a roll needed, for the cards to show beside what it got: the lowest Abilità score that
// carries an order out (FP-4.2), the hit / well laid / unlucky scores at each range band (FP-4.2
// S/M/L, FP-4.3), the rows of the critical tables (FP-6.5, FP-6.6), and the melee (FP-7.5) and
// morale (FP-8.2) lines. Derived from the tables, never restated.
import { MAX_SCORE, MIN_SCORE, shotResult } from './abilita.js';
import { assertTotal3d6 } from './dice.js';
import {
  UNLUCKY_TABLE,
  WELL_LAID_TABLE,
  type CriticalRow,
  type RangeBand,
  type UnluckyEffect,
  type WellLaidEffect,
} from './tables/gunnery.js';

/**
 * FP-4.2 the lowest modified score from which `passes` holds for it and every higher score (the
 * number an order needs), or null when even 18 does not pass.
 */
export function minPassingScore(passes: (score: number) => boolean): number | null {
  let min: number | null = null;
  for (let s = MAX_SCORE; s >= MIN_SCORE && passes(s); s--) min = s;
  return min;
}

export interface ShotThresholds {
  /** FP-4.2 a hit (H, or W) from this score up. */
  hit: number;
  /** FP-4.3 a well laid shot from this score up (null: never at this band). */
  wellLaid: number | null;
  /** FP-4.3 an unlucky shot at this score and below (null: never). */
  unluckyAtMost: number | null;
}

/** FP-4.2 / FP-4.3 the scores a broadside needs at a range band. */
export function shotThresholds(band: RangeBand): ShotThresholds {
  let unluckyAtMost: number | null = null;
  for (let s = MIN_SCORE; s <= MAX_SCORE && shotResult(s, band) === 'unlucky'; s++)
    unluckyAtMost = s;
  return {
    hit: minPassingScore((s) => ['hit', 'wellLaid'].includes(shotResult(s, band))) ?? MAX_SCORE,
    wellLaid: minPassingScore((s) => shotResult(s, band) === 'wellLaid'),
    unluckyAtMost,
  };
}

function rowOf<E>(table: ReadonlyArray<CriticalRow<E>>, total: number): CriticalRow<E> {
  assertTotal3d6(total);
  return table.find((r) => total >= r.min && total <= r.max)!;
}

/** FP-6.5 the row of the unlucky shot table a 3d6 total falls in. */
export function unluckyRow(total: number): CriticalRow<UnluckyEffect> {
  return rowOf(UNLUCKY_TABLE, total);
}

/** FP-6.6 the row of the well laid shot table a 3d6 total falls in. */
export function wellLaidRow(total: number): CriticalRow<WellLaidEffect> {
  return rowOf(WELL_LAID_TABLE, total);
}

/** FP-7.5 melee result: 0 or less repelled, from 1 the melee continues, from 3 the ship is captured. */
export const MELEE_CONTINUES_FROM = 1;
export const MELEE_CAPTURED_FROM = 3;

/** FP-8.2 a morale result of 0 or less strikes the colours: the ship holds above it. */
export const MORALE_HOLDS_ABOVE = 0;
