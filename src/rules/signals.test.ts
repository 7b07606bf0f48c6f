import { describe, expect, it } from 'vitest';
import { RuleError } from './errors.js';
import { INDEPENDENT_ACTION_MM, receiveSignal, type SignalConditions } from './signals.js';
import { distributionOf } from './odds.js';

const calm: SignalConditions = {
  underEnemyFire: false,
  orderedToFire: false,
  boarding: false,
  fireOnBoard: false,
  otherNation: false,
};

describe('FP-A3 signals', () => {
  it('FP-A3 one element needs 7+, two need 8+', () => {
    expect(receiveSignal(7, 1, calm)).toMatchObject({ score: 7, needed: 7, received: true });
    expect(receiveSignal(7, 2, calm)).toMatchObject({ needed: 8, received: false });
    expect(receiveSignal(8, 2, calm).received).toBe(true);
  });
  it('FP-A3 each circumstance is -1: under fire, ordered to fire, boarding, fire on board, another nation', () => {
    const r = receiveSignal(12, 2, {
      underEnemyFire: true,
      orderedToFire: true,
      boarding: true,
      fireOnBoard: true,
      otherNation: true,
    });
    expect(r.modifiers.map((m) => [m.key, m.value])).toEqual([
      ['underEnemyFire', -1],
      ['orderedToFire', -1],
      ['boarding', -1],
      ['fireOnBoard', -1],
      ['otherNation', -1],
    ]);
    expect(r).toMatchObject({ score: 7, received: false });
  });
  it('FP-A3 a signal has one or two elements; the roll is a 3d6 total', () => {
    expect(() => receiveSignal(10, 3, calm)).toThrow(RuleError);
    expect(() => receiveSignal(2, 1, calm)).toThrow(RuleError);
  });
  it('FP-A3 / HR-2 ships within 200 mm of an enemy act independently (80 mm at 1:3000)', () => {
    expect(INDEPENDENT_ACTION_MM).toEqual({ 1200: 200, 3000: 80 });
  });
  it('FP-A3 exact odds: a calm ship reads one element on 7+ (196 of 216)', () => {
    const odds = distributionOf((t) => receiveSignal(t, 1, calm).received);
    // 3d6 totals 3-6 come up 1 + 3 + 6 + 10 ways.
    expect(odds.find((o) => o.value === true)?.count).toBe(216 - (1 + 3 + 6 + 10));
  });
});
