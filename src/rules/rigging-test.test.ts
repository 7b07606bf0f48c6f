import { describe, expect, it } from 'vitest';
import { RuleError } from './errors.js';
import {
  lowerSail,
  dueTestCause,
  leeSide,
  lostRdcEffects,
  randomLeeSide,
  riggingSailOf,
  riggingTest,
  riggingTestDue,
  sailStepsLower,
  wreckageFireModifier,
} from './rigging-test.js';

const base = { crew: 'average', roll: 11, sail: 'easy', wind: 'moderate-breeze' } as const;
const modValue = (key: string, r: ReturnType<typeof riggingTest>) =>
  r.modifiers.find((m) => m.key === key)?.value;

describe('OR-9 rigging damage test', () => {
  it.each([
    ['elite', 10],
    ['good', 9],
    ['average', 8],
    ['poor', 7],
  ] as const)('OR-9 base for a %s crew is %i', (crew, b) =>
    expect(modValue('crew', riggingTest({ ...base, crew }))).toBe(b),
  );
  it.each([
    [3, -2],
    [6, -2],
    [7, -1],
    [10, -1],
    [11, 1],
    [14, 1],
    [15, 2],
    [18, 2],
  ])('OR-9 dice modifier for a 3d6 of %i is %i', (roll, v) =>
    expect(modValue('dice', riggingTest({ ...base, roll }))).toBe(v),
  );
  it('OR-9 average crew, 11, ES, moderate breeze: 8 + 1 - 2 - 3 = 4, no damage', () =>
    expect(riggingTest(base)).toMatchObject({
      score: 4,
      damage: false,
      damagePctDc: 0,
      dcOf: 'own',
    }));
  it('OR-9 FS -5 and strong wind -4: average crew, 7 → 8 - 1 - 5 - 4 = -2, 20 % DC', () =>
    expect(riggingTest({ ...base, roll: 7, sail: 'full', wind: 'strong-wind' })).toMatchObject({
      score: -2,
      damage: true,
      damagePctDc: 20,
    }));
  it('OR-9 a score of exactly 0 is no damage', () =>
    expect(
      riggingTest({
        ...base,
        crew: 'poor',
        roll: 7,
        sail: 'easy',
        wind: 'light-breeze',
        rdcLost: 2,
      }),
    ).toMatchObject({
      score: 0,
      damage: false,
    }));
  it('OR-9 hove to -1 and no sail modifier (SD-30)', () => {
    const r = riggingTest({ ...base, sail: 'hove-to' });
    expect(modValue('hoveTo', r)).toBe(-1);
    expect(modValue('sail', r)).toBeUndefined();
  });
  it('OR-9 light breeze -2, moderate breeze -3, strong wind -4', () => {
    expect(modValue('wind', riggingTest({ ...base, wind: 'light-breeze' }))).toBe(-2);
    expect(modValue('wind', riggingTest({ ...base, wind: 'moderate-breeze' }))).toBe(-3);
    expect(modValue('wind', riggingTest({ ...base, wind: 'strong-wind' }))).toBe(-4);
  });
  it('OR-9 per RDC lost -1', () =>
    expect(modValue('rdcLost', riggingTest({ ...base, rdcLost: 3 }))).toBe(-3));
  it('OR-9 collision or grounding on rock -5, on sand -3', () => {
    expect(modValue('rock', riggingTest({ ...base, collision: 'rock' }))).toBe(-5);
    expect(modValue('sand', riggingTest({ ...base, collision: 'sand' }))).toBe(-3);
  });
  it("OR-9 a collision with a ship: -1 per rate against, +1 parties ready, the other ship's DC (SD-31)", () => {
    const r = riggingTest({ ...base, roll: 3, collision: 'ship', rateDiff: 2, partiesReady: true });
    expect(modValue('rateDiff', r)).toBe(-2);
    expect(modValue('partiesReady', r)).toBe(1);
    expect(r.modifiers.some((m) => m.key === 'rock' || m.key === 'sand')).toBe(false);
    // 8 - 2 + 1 - 2 - 2 - 3 = 0
    expect(r).toMatchObject({ score: 0, damage: false, dcOf: 'other' });
    expect(riggingTest({ ...base, roll: 3, collision: 'ship', rateDiff: 3 })).toMatchObject({
      score: -2,
      damagePctDc: 20,
      dcOf: 'other',
    });
  });
  it('OR-9 every modifier carries the rule id OR-9', () => {
    const r = riggingTest({
      ...base,
      collision: 'ship',
      rateDiff: 1,
      partiesReady: true,
      rdcLost: 1,
    });
    expect(r.modifiers.every((m) => m.rule === 'OR-9')).toBe(true);
    expect(r.score).toBe(r.modifiers.reduce((s, m) => s + m.value, 0));
  });
  it('OR-9 refuses a rate difference or boarding parties without a ship collision, and bad inputs', () => {
    expect(() => riggingTest({ ...base, rateDiff: 1 })).toThrow(RuleError);
    expect(() => riggingTest({ ...base, collision: 'rock', rateDiff: 1 })).toThrow(RuleError);
    expect(() => riggingTest({ ...base, partiesReady: true })).toThrow(RuleError);
    expect(() => riggingTest({ ...base, collision: 'ship', rateDiff: -1 })).toThrow(RuleError);
    expect(() => riggingTest({ ...base, roll: 2 })).toThrow(RuleError);
    expect(() => riggingTest({ ...base, rdcLost: -1 })).toThrow(RuleError);
    expect(() => riggingTest({ ...base, crew: 'green' as 'poor' })).toThrow(RuleError);
  });
  it('OR-9 the test sail of a furled ship is hove to', () => {
    expect(riggingSailOf('furled')).toBe('hove-to');
    expect(riggingSailOf('full')).toBe('full');
  });
});

describe('OR-9 when the test is due', () => {
  it('OR-9 full sail in a strong wind, every turn until reduced', () => {
    expect(riggingTestDue({ sail: 'full', wind: 'strong-wind' })).toBe(true);
    expect(riggingTestDue({ sail: 'easy', wind: 'strong-wind' })).toBe(false);
    expect(riggingTestDue({ sail: 'full', wind: 'moderate-breeze' })).toBe(false);
    expect(dueTestCause('strong-wind')).toBe('fullSailStrongWind');
  });
  it('OR-2 storm: every ship above easy sail', () => {
    expect(riggingTestDue({ sail: 'full', wind: 'storm' })).toBe(true);
    expect(riggingTestDue({ sail: 'easy', wind: 'storm' })).toBe(false);
    expect(dueTestCause('storm')).toBe('storm');
  });
  it('no test in light airs or a calm', () => {
    expect(riggingTestDue({ sail: 'full', wind: 'light-airs' })).toBe(false);
    expect(riggingTestDue({ sail: 'full', wind: 'calm' })).toBe(false);
  });
});

describe('OR-9 lost RDC', () => {
  // Wind from N (0).
  it('OR-9 the wreckage falls on the lee side', () => {
    expect(leeSide(4, 0)).toBe('starboard'); // heading E, wind over port
    expect(leeSide(12, 0)).toBe('port'); // heading W, wind over starboard
  });
  it('OR-9 head or stern to wind: random (null), one die decides (SD-32)', () => {
    expect(leeSide(8, 0)).toBeNull();
    expect(leeSide(0, 0)).toBeNull();
    expect(randomLeeSide(1)).toBe('port');
    expect(randomLeeSide(6)).toBe('starboard');
    expect(() => randomLeeSide(7)).toThrow(RuleError);
  });
  it('OR-9 -1 to fire from the side the wreckage fell on only', () => {
    expect(wreckageFireModifier('starboard', 'starboard')).toMatchObject({
      value: -1,
      rule: 'OR-9',
    });
    expect(wreckageFireModifier('port', 'starboard')).toBeNull();
    expect(wreckageFireModifier('port', null)).toBeNull();
  });
  it('OR-9 one RDC down: no manoeuvre, no more sail, hove to for Abilità and morale, one sail step lower', () =>
    expect(lostRdcEffects({ rdcDown: 1, sail: 'full', heading: 4, wind: 0 })).toEqual({
      mayManoeuvre: false,
      mayRaiseSail: false,
      hoveToForAbilitaAndMorale: true,
      speedSail: 'easy',
      wreckageSide: 'starboard',
    }));
  it('OR-9 one step below easy sail is hove to (SD-33); several down: two steps', () => {
    expect(lostRdcEffects({ rdcDown: 1, sail: 'easy', heading: 4, wind: 0 }).speedSail).toBe(
      'furled',
    );
    expect(lostRdcEffects({ rdcDown: 2, sail: 'full', heading: 4, wind: 0 }).speedSail).toBe(
      'furled',
    );
    expect(sailStepsLower('furled', 1)).toBe('furled');
  });
  it('OR-9 nothing down: no consequence', () =>
    expect(lostRdcEffects({ rdcDown: 0, sail: 'full', heading: 4, wind: 0 })).toMatchObject({
      mayManoeuvre: true,
      speedSail: 'full',
      wreckageSide: null,
    }));
});

describe('OR-9 due with Fast Play wind steps', () => {
  it('OR-9 FP-A1 strong counts as a strong wind, breeze does not', () => {
    expect(riggingTestDue({ sail: 'full', wind: 'strong' })).toBe(true);
    expect(riggingTestDue({ sail: 'full', wind: 'breeze' })).toBe(false);
  });
});

describe('OR-9 / SD-99 the lower of two sail settings', () => {
  it('SD-99 furled < easy < full, either order', () => {
    expect(lowerSail('full', 'easy')).toBe('easy');
    expect(lowerSail('easy', 'full')).toBe('easy');
    expect(lowerSail('furled', 'easy')).toBe('furled');
    expect(lowerSail('full', 'full')).toBe('full');
  });
});
