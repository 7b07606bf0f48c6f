import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampScore, shotResult } from './abilita.js';
import { meleeOutcome } from './boarding.js';
import { THREE_D6_COUNTS } from './dice.js';
import {
  allColumnOdds,
  broadsideHitProbability,
  columnOdds,
  distributionOf,
  testScoreOdds,
} from './odds.js';
import { ABILITA_COLUMNS, ABILITA_TABLE } from './tables/abilita.js';
import { testDiceModifier } from './tests-dice.js';

function bruteForce<T>(fn: (total: number) => T): Map<T, number> {
  const m = new Map<T, number>();
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        const v = fn(a + b + c);
        m.set(v, (m.get(v) ?? 0) + 1);
      }
  return m;
}

describe('exact odds over 3d6', () => {
  it('3d6 has 216 outcomes: 1 way to 3, 27 ways to 10 and to 11', () => {
    expect(THREE_D6_COUNTS.reduce((a, b) => a + b, 0)).toBe(216);
    expect([
      THREE_D6_COUNTS[3],
      THREE_D6_COUNTS[10],
      THREE_D6_COUNTS[11],
      THREE_D6_COUNTS[18],
    ]).toEqual([1, 27, 27, 1]);
  });
  it('FP-4.2 an average crew hits at long range on 10-17 (134/216) and lays it well on 18 (1/216)', () => {
    const long = columnOdds('long', 0);
    expect(long.find((o) => o.value === 'hit')?.count).toBe(134);
    expect(long.find((o) => o.value === 'wellLaid')?.count).toBe(1);
    expect(long.find((o) => o.value === 'hit')?.probability).toBeCloseTo(134 / 216, 12);
  });
  it('FP-4.2 short range with +2: U never, W on 14+ (16 after modifier)', () => {
    const odds = columnOdds('short', 2);
    expect(odds.find((o) => o.value === 'unlucky')).toBeUndefined();
    expect(odds.find((o) => o.value === 'wellLaid')?.count).toBe(
      THREE_D6_COUNTS.slice(14).reduce((a, b) => a + b, 0),
    );
  });
  it('FP-4.2 odds of every column sum to 1 and match brute-force enumeration for every modifier -20..+20', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20, max: 20 }),
        fc.constantFrom(...ABILITA_COLUMNS),
        (mod, column) => {
          const odds = columnOdds(column, mod);
          expect(odds.reduce((a, o) => a + o.probability, 0)).toBeCloseTo(1, 12);
          const brute = bruteForce((t) => ABILITA_TABLE[clampScore(t + mod)]![column]);
          expect(new Map(odds.map((o) => [o.value, o.count]))).toEqual(brute);
        },
      ),
      { numRuns: 10_000 },
    );
  });
  it('allColumnOdds gives every column', () =>
    expect(Object.keys(allColumnOdds(0))).toEqual([...ABILITA_COLUMNS]));
  it('FP-7.5 melee: with +3 the odds of capture match enumeration', () => {
    const odds = testScoreOdds(3);
    const captured = odds
      .filter((o) => meleeOutcome(o.value) === 'captured')
      .reduce((a, o) => a + o.count, 0);
    const brute = [...bruteForce((t) => meleeOutcome(testDiceModifier(t) + 3)).entries()].find(
      ([k]) => k === 'captured',
    )?.[1];
    expect(captured).toBe(brute);
  });
  it('distributionOf sums to 216 outcomes for any function', () => {
    expect(distributionOf((t) => t % 3).reduce((a, o) => a + o.count, 0)).toBe(216);
  });
  it('FP-6.2 / FP-4.2 broadside hit probability: H or W on the band column; long at 0 is 135/216', () => {
    expect(broadsideHitProbability('long', 0)).toBeCloseTo(135 / 216, 12);
    for (const band of ['short', 'medium', 'long'] as const)
      for (let mod = -6; mod <= 6; mod++) {
        const m = bruteForce((t) => shotResult(clampScore(t + mod), band));
        const hits = (m.get('hit') ?? 0) + (m.get('wellLaid') ?? 0);
        expect(broadsideHitProbability(band, mod)).toBeCloseTo(hits / 216, 12);
      }
  });
});
