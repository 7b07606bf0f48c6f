import { describe, expect, it } from 'vitest';
import { RuleError } from './errors.js';
import {
  broadsideDamage,
  damageMultiplier,
  rangeBand,
  resolveShot,
  unluckyEffect,
  wellLaidEffect,
} from './gunnery.js';

describe('FP-6.1 / D-10 range bands', () => {
  it.each([
    [0, 'short'],
    [100, 'short'],
    [100.01, 'medium'],
    [350, 'medium'],
    [350.5, 'long'],
    [700, 'long'],
    [700.001, 'out'],
  ] as const)('D-10 %s mm is %s', (mm, band) => expect(rangeBand(mm)).toBe(band));
  it.each([
    [40, 'short'],
    [40.1, 'medium'],
    [140, 'medium'],
    [280, 'long'],
    [281, 'out'],
  ] as const)('HR-2 at 1:3000 %s mm is %s', (mm, band) => expect(rangeBand(mm, 3000)).toBe(band));
  it('FP-6.1 a negative range is an error', () => expect(() => rangeBand(-1)).toThrow(RuleError));
});

describe('FP-6.3 damage', () => {
  it.each([
    ['long', 'hull', 'full', 2],
    ['long', 'rigging', 'full', 2],
    ['long', 'rigging', 'easy', 1],
    ['long', 'rigging', 'furled', 1],
    ['medium', 'hull', 'easy', 5],
    ['medium', 'rigging', 'easy', 4],
    ['short', 'hull', 'full', 12],
    ['short', 'rigging', 'easy', 11],
  ] as const)(
    'FP-6.3 %s range at the %s (target %s sail) multiplies BF by %i',
    (band, aim, sail, mult) => expect(damageMultiplier(band, aim, sail, false)).toBe(mult),
  );
  it.each([
    ['long', 'hull', 'full', 0],
    ['medium', 'hull', 'full', 4],
    ['medium', 'rigging', 'easy', 3],
    ['short', 'rigging', 'full', 14],
    ['short', 'rigging', 'easy', 13],
  ] as const)(
    'FP-A2 carronades %s range at the %s (target %s sail): x%i',
    (band, aim, sail, mult) => expect(damageMultiplier(band, aim, sail, true)).toBe(mult),
  );
  it('FP-6.3 BF 7 at medium range on the hull: 35 points with its arithmetic', () => {
    const d = broadsideDamage({ bf: 7, band: 'medium', aim: 'hull' });
    expect(d.damage).toBe(35);
    expect(d.factors.map((f) => [f.key, f.value])).toEqual([
      ['bf', 7],
      ['multiplier', 5],
    ]);
  });
  it('D-16 BF 1.5 x 5 = 7.5 rounds to 8', () =>
    expect(broadsideDamage({ bf: 1.5, band: 'medium', aim: 'hull' }).damage).toBe(8));
  it('FP-6.4 a bow rake doubles and a stern rake quadruples', () => {
    expect(broadsideDamage({ bf: 6, band: 'short', aim: 'hull', rake: 'bow' }).damage).toBe(144);
    expect(broadsideDamage({ bf: 6, band: 'medium', aim: 'hull', rake: 'stern' }).damage).toBe(120);
  });
  it('FP-6.4 a rake at long range or at the rigging is an error', () => {
    expect(() => broadsideDamage({ bf: 6, band: 'long', aim: 'hull', rake: 'bow' })).toThrow(
      /short or medium/,
    );
    expect(() => broadsideDamage({ bf: 6, band: 'short', aim: 'rigging', rake: 'stern' })).toThrow(
      /hull/,
    );
  });
  it('FP-6.6 "double" doubles the final damage; D-16 rounds once after it', () => {
    expect(broadsideDamage({ bf: 1.5, band: 'medium', aim: 'hull', double: true }).damage).toBe(15);
    expect(
      broadsideDamage({
        bf: 2.5,
        band: 'long',
        aim: 'rigging',
        targetSail: 'easy',
        rake: null,
        double: true,
      }).damage,
    ).toBe(5);
  });
  it('FP-7.1 damage split evenly between ships in a boarding, rounded after the split (D-16)', () => {
    const d = broadsideDamage({ bf: 7, band: 'medium', aim: 'hull', splitBetween: 2 });
    expect([d.exact, d.damage]).toEqual([17.5, 18]);
    expect(d.factors.at(-1)).toMatchObject({ key: 'split', value: 0.5 });
  });
});

describe('FP-6.2 resolving a broadside', () => {
  it('FP-6.2 a hit at medium range deals damage', () => {
    expect(resolveShot({ bf: 9, rangeMm: 300, aim: 'hull', score: 8 })).toMatchObject({
      band: 'medium',
      result: 'hit',
      damage: { damage: 45 },
    });
  });
  it('FP-6.2 a miss deals nothing', () =>
    expect(resolveShot({ bf: 9, rangeMm: 500, aim: 'hull', score: 9 })).toMatchObject({
      result: 'miss',
      damage: null,
    }));
  it('FP-6.1 out of range is no fire', () =>
    expect(resolveShot({ bf: 9, rangeMm: 701, aim: 'hull', score: 12 })).toEqual({
      band: 'out',
      result: 'outOfRange',
      damage: null,
    }));
  it('FP-6.5 an unlucky shot deals no damage to the target', () =>
    expect(resolveShot({ bf: 9, rangeMm: 50, aim: 'hull', score: 4 })).toMatchObject({
      result: 'unlucky',
      damage: null,
    }));
  it('FP-6.6 a well laid shot also deals the normal damage', () =>
    expect(resolveShot({ bf: 9, rangeMm: 50, aim: 'hull', score: 17 })).toMatchObject({
      result: 'wellLaid',
      damage: { damage: 108 },
    }));
  it('FP-4.3 a W that another ship scores is a plain hit; a U another ship suffers is a miss', () => {
    expect(
      resolveShot({ bf: 9, rangeMm: 50, aim: 'hull', score: 17, takesCritical: false }).result,
    ).toBe('hit');
    expect(
      resolveShot({ bf: 9, rangeMm: 50, aim: 'hull', score: 3, takesCritical: false }).result,
    ).toBe('miss');
  });
  it('HR-2 at 1:3000, 200 mm is long range', () =>
    expect(resolveShot({ bf: 4, rangeMm: 200, aim: 'hull', score: 12, scale: 3000 }).band).toBe(
      'long',
    ));
});

describe('FP-6.5 / FP-6.6 critical tables', () => {
  it.each([
    [3, 'burst-hdc'],
    [6, 'burst-hdc'],
    [7, 'burst-half'],
    [10, 'burst-half'],
    [11, 'fire'],
    [14, 'fire'],
    [15, 'none'],
    [18, 'none'],
  ] as const)('FP-6.5 unlucky %i: %s', (t, e) => expect(unluckyEffect(t)).toBe(e));
  it.each([
    [3, 'fire'],
    [6, 'fire'],
    [7, 'double'],
    [10, 'double'],
    [11, 'rudder'],
    [14, 'rudder'],
    [15, 'magazine'],
    [18, 'magazine'],
  ] as const)('FP-6.6 well laid %i: %s', (t, e) => expect(wellLaidEffect(t)).toBe(e));
  it('a critical roll outside 3..18 is an error', () =>
    expect(() => unluckyEffect(19)).toThrow(RuleError));
});
