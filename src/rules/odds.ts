// Exact odds over the 216 outcomes of 3d6, for cards to show before a roll (FP-4.2, FP-7.5, FP-8.2).
import { clampScore } from './abilita.js';
import type { RangeBand } from './tables/gunnery.js';
import { THREE_D6_COUNTS, THREE_D6_OUTCOMES } from './dice.js';
import {
  ABILITA_COLUMNS,
  ABILITA_TABLE,
  type AbilitaColumn,
  type AbilitaRow,
} from './tables/abilita.js';
import { testDiceModifier } from './tests-dice.js';

export interface Outcome<T> {
  value: T;
  /** Outcomes of the 216 giving this value. */
  count: number;
  probability: number;
}

/** Exact distribution of a function of the 3d6 total; outcomes in first-seen order from total 3 up. */
export function distributionOf<T>(fn: (total: number) => T): Outcome<T>[] {
  const out: Outcome<T>[] = [];
  for (let total = 3; total <= 18; total++) {
    const value = fn(total);
    const count = THREE_D6_COUNTS[total]!;
    const existing = out.find((o) => o.value === value);
    if (existing) existing.count += count;
    else out.push({ value, count, probability: 0 });
  }
  for (const o of out) o.probability = o.count / THREE_D6_OUTCOMES;
  return out;
}

/** FP-4.1/4.2 distribution of a table column for a ship whose modifiers sum to `modifierTotal`. */
export function columnOdds<C extends AbilitaColumn>(
  column: C,
  modifierTotal: number,
): Outcome<AbilitaRow[C]>[] {
  return distributionOf((total) => ABILITA_TABLE[clampScore(total + modifierTotal)]![column]);
}

export type AllColumnOdds = { [C in AbilitaColumn]: Outcome<AbilitaRow[C]>[] };

/** Every column's odds at once, for an orders dialog. */
export function allColumnOdds(modifierTotal: number): AllColumnOdds {
  const result = {} as Record<AbilitaColumn, Outcome<unknown>[]>;
  for (const column of ABILITA_COLUMNS) result[column] = columnOdds(column, modifierTotal);
  return result as AllColumnOdds;
}

/** Probability that an order on a column is carried out (ok, or any unfoul result that frees `needed`). */
export function successProbability(
  column: AbilitaColumn,
  modifierTotal: number,
  isSuccess: (v: string) => boolean,
): number {
  let count = 0;
  for (const o of columnOdds(column, modifierTotal))
    if (isSuccess(o.value as string)) count += o.count;
  return count / THREE_D6_OUTCOMES;
}

/** Odds of a dice-modifier test (melee, morale): score = test dice modifier + constant. */
export function testScoreOdds(constant: number): Outcome<number>[] {
  return distributionOf((total) => testDiceModifier(total) + constant);
}

/** FP-6.2 / FP-4.2 probability that a broadside hits at `band`: H or W on the band's column. */
export function broadsideHitProbability(band: RangeBand, modifierTotal: number): number {
  return successProbability(band, modifierTotal, (v) => v === 'hit' || v === 'wellLaid');
}
