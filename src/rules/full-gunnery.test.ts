import { describe, expect, it } from 'vitest';
import { RuleError } from './errors.js';
import { broadsideKind, fullGunneryDamage, reloadNeeds, reloadResult } from './full-gunnery.js';
import { CREW_QUALITIES } from './tables/ships.js';

describe('OR-6 full gunnery damage', () => {
  it('OR-6 short range, normal broadside at the hull: BF x 5 target, x 1 rigging, x 1 other side', () => {
    expect(
      fullGunneryDamage({
        bf: 4,
        band: 'short',
        broadside: 'normal',
        aim: 'hull',
        targetSail: 'full',
      }),
    ).toMatchObject({ target: 20, collateral: 4, opposite: 4 });
  });
  it('OR-6 short range, initial broadside at the hull: 7/1/1', () => {
    expect(
      fullGunneryDamage({
        bf: 3,
        band: 'short',
        broadside: 'initial',
        aim: 'hull',
        targetSail: 'easy',
      }),
    ).toMatchObject({ target: 21, collateral: 3, opposite: 3 });
  });
  it('OR-6 the opposite side is hull only and short range only', () => {
    const rig = fullGunneryDamage({
      bf: 3,
      band: 'short',
      broadside: 'normal',
      aim: 'rigging',
      targetSail: 'full',
    });
    expect(rig).toMatchObject({ target: 21, collateral: 3, opposite: 0 });
    const med = fullGunneryDamage({
      bf: 3,
      band: 'medium',
      broadside: 'normal',
      aim: 'hull',
      targetSail: 'full',
    });
    expect(med).toMatchObject({ target: 9, collateral: 3, opposite: 0 });
  });
  it('OR-6 rigging: ES or furled reads the "ES or less" column, FS the "all plain sail" one', () => {
    const at = (targetSail: 'easy' | 'full' | 'furled') =>
      fullGunneryDamage({ bf: 2, band: 'long', broadside: 'initial', aim: 'rigging', targetSail })
        .target;
    expect([at('furled'), at('easy'), at('full')]).toEqual([4, 4, 6]);
  });
  it('OR-6 / D-16 each figure is rounded once, halves up: BF 1.5 at medium, normal, hull', () => {
    const d = fullGunneryDamage({
      bf: 1.5,
      band: 'medium',
      broadside: 'normal',
      aim: 'hull',
      targetSail: 'full',
    });
    expect(d.exact).toEqual({ target: 4.5, collateral: 1.5, opposite: 0 });
    expect(d).toMatchObject({ target: 5, collateral: 2, opposite: 0 });
  });
  it('SD-36 a rake multiplies the target area only; a well laid double all three; D-16 after both', () => {
    const stern = fullGunneryDamage({
      bf: 2.5,
      band: 'short',
      broadside: 'normal',
      aim: 'hull',
      targetSail: 'full',
      rake: 'stern',
      double: true,
    });
    // 2.5 x 5 x 4 x 2 = 100; 2.5 x 1 x 2 = 5 (both C and O)
    expect(stern).toMatchObject({ target: 100, collateral: 5, opposite: 5 });
    expect(stern.factors.map((f) => f.key)).toEqual(['bf', 'multiplier', 'rake', 'double']);
    const bow = fullGunneryDamage({
      bf: 1.3,
      band: 'medium',
      broadside: 'initial',
      aim: 'hull',
      targetSail: 'full',
      rake: 'bow',
    });
    // 1.3 x 4 x 2 = 10.4; 1.3 x 1 = 1.3
    expect(bow).toMatchObject({ target: 10, collateral: 1, opposite: 0 });
  });
  it('FP-6.4 still holds under OR-6: a rake needs the hull at short or medium range', () => {
    expect(() =>
      fullGunneryDamage({
        bf: 2,
        band: 'long',
        broadside: 'normal',
        aim: 'hull',
        targetSail: 'full',
        rake: 'bow',
      }),
    ).toThrow(RuleError);
    expect(() =>
      fullGunneryDamage({
        bf: 2,
        band: 'short',
        broadside: 'normal',
        aim: 'rigging',
        targetSail: 'full',
        rake: 'bow',
      }),
    ).toThrow(RuleError);
  });
  it('SD-37 carronade-only ships: nothing at long range, target -1 at medium, +2 at short', () => {
    const c = (band: 'long' | 'medium' | 'short') =>
      fullGunneryDamage({
        bf: 2,
        band,
        broadside: 'normal',
        aim: 'hull',
        targetSail: 'full',
        carronades: true,
      });
    expect(c('long')).toMatchObject({ target: 0, collateral: 0, opposite: 0 });
    expect(c('medium')).toMatchObject({ target: 4, collateral: 2, opposite: 0 });
    expect(c('short')).toMatchObject({ target: 14, collateral: 2, opposite: 2 });
  });
  it('FP-7.1 a boarding split shares each figure, rounded after the split', () => {
    const d = fullGunneryDamage({
      bf: 3,
      band: 'short',
      broadside: 'normal',
      aim: 'hull',
      targetSail: 'full',
      splitBetween: 2,
    });
    expect(d).toMatchObject({ target: 8, collateral: 2, opposite: 2 });
  });
  it('OR-6 a BF below 0 or a bad split is refused', () => {
    expect(() =>
      fullGunneryDamage({
        bf: -1,
        band: 'short',
        broadside: 'normal',
        aim: 'hull',
        targetSail: 'full',
      }),
    ).toThrow(RuleError);
    expect(() =>
      fullGunneryDamage({
        bf: 1,
        band: 'short',
        broadside: 'normal',
        aim: 'hull',
        targetSail: 'full',
        splitBetween: 0,
      }),
    ).toThrow(RuleError);
  });
});

describe('OR-6 reload', () => {
  // Lowest score that reloads, per crew, from the digest: 5-6 Elite only; 7 Elite and Good; 8 all but Poor.
  const needs = { elite: 5, good: 7, average: 8, poor: 9 } as const;
  const cases = CREW_QUALITIES.flatMap((crew) =>
    Array.from({ length: 16 }, (_, i) => [crew, i + 3] as const),
  );
  it.each(cases)('OR-6 reload: %s crew, score %i', (crew, score) => {
    const reloaded = score >= needs[crew];
    expect(reloadResult(crew, score)).toEqual({ reloaded, initial: score >= 16 });
  });
  it('OR-6 reload needs per crew', () => {
    expect(CREW_QUALITIES.map(reloadNeeds)).toEqual([5, 7, 8, 9]);
  });
  it('OR-6 reload: a score outside 3..18 or an unknown crew is refused', () => {
    expect(() => reloadResult('good', 2)).toThrow(RuleError);
    expect(() => reloadResult('good', 19)).toThrow(RuleError);
    expect(() => reloadResult('good', 9.5)).toThrow(RuleError);
    expect(() => reloadResult('bad' as 'good', 9)).toThrow(RuleError);
  });
});

describe('OR-6 initial broadside', () => {
  it('OR-6 guns run out and the side has not fired: initial', () => {
    expect(broadsideKind({ gunsRunOut: true, sideHasFired: false, perfectReload: false })).toBe(
      'initial',
    );
  });
  it('OR-6 guns run out but the side has fired: normal', () => {
    expect(broadsideKind({ gunsRunOut: true, sideHasFired: true, perfectReload: false })).toBe(
      'normal',
    );
  });
  it('OR-6 guns not run out: normal, unless the reload was perfect', () => {
    expect(broadsideKind({ gunsRunOut: false, sideHasFired: false, perfectReload: false })).toBe(
      'normal',
    );
    expect(broadsideKind({ gunsRunOut: false, sideHasFired: true, perfectReload: true })).toBe(
      'initial',
    );
  });
});
