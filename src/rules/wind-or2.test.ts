import { describe, expect, it } from 'vitest';
import { RuleError } from './errors.js';
import { WIND_FORCES } from './tables/setup-rolls.js';
import {
  FP_STRENGTH_OF_FORCE,
  isOared,
  stormRiggingTestDue,
  windChange,
  windChangeMeaning,
  windSpeedFactor,
} from './wind-or2.js';

describe('OR-2 wind change roll', () => {
  it.each([
    [4, 'weaken', 'back'],
    [7, 'weaken', 'back'],
    [3, 'weaken', 'veer'],
    [6, 'weaken', 'veer'],
    [8, 'none', 'none'],
    [13, 'none', 'none'],
    [15, 'strengthen', 'back'],
    [14, 'strengthen', 'veer'],
  ] as const)('OR-2 %i: %s, %s', (t, strength, direction) =>
    expect(windChangeMeaning(t)).toEqual({ strength, direction }),
  );
  it('D-13 17 strengthens and backs, 18 strengthens and veers', () => {
    expect(windChangeMeaning(17)).toEqual({ strength: 'strengthen', direction: 'back' });
    expect(windChangeMeaning(18)).toEqual({ strength: 'strengthen', direction: 'veer' });
  });
  it('OR-2 refuses a total outside 3-18', () =>
    expect(() => windChangeMeaning(1)).toThrow(RuleError));
});

describe('OR-2 two consecutive turns', () => {
  const wind = { direction: 0, force: 'moderate-breeze' } as const;
  it('OR-2 the first turn has no previous roll: nothing changes', () =>
    expect(windChange({ wind, previousRoll: null, roll: 4 })).toMatchObject({
      rolled: { strength: 'weaken', direction: 'back' },
      repeated: { strength: 'none', direction: 'none' },
      strength: 'steady',
      direction: 'steady',
      wind,
    }));
  it('OR-2 weaken-and-back twice: one step weaker and one point anticlockwise', () =>
    expect(windChange({ wind, previousRoll: 7, roll: 4 })).toMatchObject({
      strength: 'weakened',
      direction: 'backed',
      wind: { direction: 15, force: 'light-breeze' },
    }));
  it('OR-2 the source’s example: strengthen-and-back then weaken-and-back only backs', () =>
    expect(windChange({ wind, previousRoll: 15, roll: 4 })).toMatchObject({
      repeated: { strength: 'none', direction: 'back' },
      strength: 'steady',
      direction: 'backed',
      wind: { direction: 15, force: 'moderate-breeze' },
    }));
  it('OR-2 weaken-and-veer then weaken-and-back only weakens', () =>
    expect(windChange({ wind, previousRoll: 3, roll: 7 })).toMatchObject({
      strength: 'weakened',
      direction: 'steady',
      wind: { direction: 0, force: 'light-breeze' },
    }));
  it('OR-2 strengthen-and-veer twice: stronger and one point clockwise', () =>
    expect(windChange({ wind, previousRoll: 14, roll: 18 })).toMatchObject({
      wind: { direction: 1, force: 'strong-wind' },
    }));
  it('OR-2 none after a change roll: nothing happens', () =>
    expect(windChange({ wind, previousRoll: 14, roll: 10 })).toMatchObject({
      strength: 'steady',
      direction: 'steady',
      wind,
    }));
  it('OR-2 beyond light airs: calm', () =>
    expect(
      windChange({ wind: { direction: 4, force: 'light-airs' }, previousRoll: 5, roll: 6 }).wind,
    ).toEqual({ direction: 5, force: 'calm' }));
  it('OR-2 beyond strong wind: storm', () =>
    expect(
      windChange({ wind: { direction: 4, force: 'strong-wind' }, previousRoll: 16, roll: 17 }).wind,
    ).toEqual({ direction: 3, force: 'storm' }));
  it('OR-2 calm and storm are the ends: no step beyond', () => {
    const calm = windChange({ wind: { direction: 0, force: 'calm' }, previousRoll: 4, roll: 4 });
    expect(calm).toMatchObject({ strength: 'steady', wind: { direction: 15, force: 'calm' } });
    const storm = windChange({
      wind: { direction: 0, force: 'storm' },
      previousRoll: 14,
      roll: 14,
    });
    expect(storm).toMatchObject({ strength: 'steady', wind: { direction: 1, force: 'storm' } });
  });
  it('OR-2 refuses an unknown strength or a bad previous roll', () => {
    expect(() =>
      windChange({ wind: { direction: 0, force: 'gale' as never }, previousRoll: null, roll: 4 }),
    ).toThrow(RuleError);
    expect(() => windChange({ wind, previousRoll: 20, roll: 4 })).toThrow(RuleError);
  });
});

describe('OR-2 calm, storm and the Fast Play strengths', () => {
  it('SD-56 footnote 13: light airs light, both breezes breeze, strong wind strong; calm light, storm strong', () =>
    expect(WIND_FORCES.map((f) => FP_STRENGTH_OF_FORCE[f])).toEqual([
      'light',
      'light',
      'breeze',
      'breeze',
      'strong',
      'strong',
    ]));
  it('OR-2 calm: only oared ships move, at half speed', () => {
    expect(windSpeedFactor('calm', true)).toBe(0.5);
    expect(windSpeedFactor('calm', false)).toBe(0);
    expect(windSpeedFactor('light-airs', false)).toBe(1);
    expect(windSpeedFactor('storm', true)).toBe(1);
  });
  it('SD-59 the gunboats are the oared ships', () => {
    expect(isOared('unrated-gunboat-small')).toBe(true);
    expect(isOared('unrated-gunboat-large')).toBe(true);
    expect(isOared('unrated-12-14')).toBe(false);
    expect(isOared(null)).toBe(false);
  });
  it('OR-2 storm: ships above easy sail take the rigging test', () => {
    expect(stormRiggingTestDue('storm', 'full')).toBe(true);
    expect(stormRiggingTestDue('storm', 'easy')).toBe(false);
    expect(stormRiggingTestDue('storm', 'furled')).toBe(false);
    expect(stormRiggingTestDue('strong-wind', 'full')).toBe(false);
  });
});
