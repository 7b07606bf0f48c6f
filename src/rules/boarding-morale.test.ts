import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capture,
  meleeDamage,
  meleeModifiers,
  meleeTest,
  permissions,
  prepareBoarding,
  takenWithoutMelee,
  type MeleeParty,
} from './boarding.js';
import { RuleError } from './errors.js';
import { sumModifiers } from './modifiers.js';
import { moraleTest, mustTestMorale, type MoraleConditions } from './morale.js';
import { testDiceModifier } from './tests-dice.js';
import { victoryPoints } from './victory.js';

const party = (x: Partial<MeleeParty> = {}): MeleeParty => ({
  crew: 'average',
  initialBf: 7,
  dcLost: 0,
  supports: 0,
  ...x,
});

describe('FP-7 boarding', () => {
  it('FP-7.2 boarding parties are ready on 7+', () =>
    expect([6, 7, 18].map(prepareBoarding)).toEqual([false, true, true]));
  it.each([
    [3, -2],
    [6, -2],
    [7, -1],
    [10, -1],
    [11, 1],
    [14, 1],
    [15, 2],
    [18, 2],
  ])('FP-7.5 / FP-8.2 dice modifier of %i is %i', (t, m) => expect(testDiceModifier(t)).toBe(m));
  it('FP-7.5 better crew +1, enemy DCs lost +1 each, larger ship +1, own DCs lost -1 each', () => {
    const mods = meleeModifiers(
      party({ crew: 'good', initialBf: 9, dcLost: 1 }),
      party({ crew: 'average', initialBf: 7, dcLost: 3 }),
    );
    expect(mods.map((m) => [m.key, m.value])).toEqual([
      ['betterCrew', 1],
      ['enemyDcLost', 3],
      ['ownDcLost', -1],
      ['larger', 1],
    ]);
  });
  it('FP-7.5 worse crew -1 and smaller ship -1', () => {
    expect(sumModifiers(meleeModifiers(party({ crew: 'poor', initialBf: 4 }), party()))).toBe(-2);
  });
  it('FP-7.6 supports count +1 / -1 each, but cancel when both sides have them', () => {
    expect(sumModifiers(meleeModifiers(party({ supports: 2 }), party()))).toBe(2);
    expect(sumModifiers(meleeModifiers(party(), party({ supports: 1 })))).toBe(-1);
    expect(sumModifiers(meleeModifiers(party({ supports: 2 }), party({ supports: 1 })))).toBe(0);
  });
  it('FP-7.5 outcome: <= 0 repelled, 1-2 continues, >= 3 captured', () => {
    expect(meleeTest(12, party({ supports: 1 }), party())).toMatchObject({
      diceModifier: 1,
      score: 2,
      outcome: 'continues',
    });
    expect(meleeTest(16, party({ supports: 1 }), party())).toMatchObject({
      score: 3,
      outcome: 'captured',
    });
    expect(meleeTest(8, party(), party())).toMatchObject({ score: -1, outcome: 'repelled' });
  });
  it('FP-7.5 capture: control passes with a prize crew of the original quality', () => {
    const c = capture(
      { controller: 'fr', crew: 'poor', originalCrew: 'good', captured: false, struck: true },
      'gb',
    );
    expect(c).toEqual({
      controller: 'gb',
      crew: 'good',
      originalCrew: 'good',
      captured: true,
      struck: false,
    });
  });
  it('FP-7.2 a struck or captured ship is taken without a melee', () => {
    expect(takenWithoutMelee({ struck: true, captured: false })).toBe(true);
    expect(takenWithoutMelee({ struck: false, captured: false })).toBe(false);
  });
  it('HR-1 melee damage: 10% DC hull and rigging to the tester on <= 0, both on 1-2, the captured ship on >= 3', () => {
    expect(meleeDamage('repelled', { dcCapacity: 120 }, { dcCapacity: 150 })).toEqual({
      testing: { hullPoints: 12, riggingPoints: 12 },
      defending: { hullPoints: 0, riggingPoints: 0 },
    });
    expect(meleeDamage('continues', { dcCapacity: 120 }, { dcCapacity: 150 }).defending).toEqual({
      hullPoints: 15,
      riggingPoints: 15,
    });
    expect(meleeDamage('captured', { dcCapacity: 120 }, { dcCapacity: 150 }).testing).toEqual({
      hullPoints: 0,
      riggingPoints: 0,
    });
  });
  it('FP-2.5 / FP-7.5 / FP-8.2 permissions: captured never fires; repaired never boards; struck does nothing', () => {
    const base = { captured: false, struck: false, sinking: false, riggingRepaired: 0 };
    expect(permissions({ ...base, captured: true })).toMatchObject({
      mayFire: false,
      mayBoard: false,
      mayFightFire: true,
    });
    expect(permissions({ ...base, riggingRepaired: 1 })).toMatchObject({
      mayFire: true,
      mayBoard: false,
    });
    expect(permissions({ ...base, struck: true })).toMatchObject({
      mayFire: false,
      mayMove: false,
      mayFightFire: false,
    });
    expect(permissions({ ...base, boardingPartiesReady: true }).sidesThatMayFire).toBe(1);
  });
  it('rejects negative supports', () =>
    expect(() => meleeModifiers(party({ supports: -1 }), party())).toThrow(RuleError));
});

const calmMorale: MoraleConditions = {
  dcCapacity: 120,
  onFire: false,
  hoveTo: false,
  rudderDamaged: false,
  rdcLost: 0,
  hdcLost: 0,
  hits: 0,
  previousTests: 0,
  bowRakes: 0,
  sternRakes: 0,
};

describe('FP-8 morale', () => {
  it('FP-8.1 a raked ship always tests', () =>
    expect(mustTestMorale({ decks: 3, dcLostBefore: 0, dcLostNow: 0, raked: true })).toEqual({
      must: true,
      reasons: ['raked'],
    }));
  it('FP-8.1 single-decked: any DC lost this part', () => {
    expect(mustTestMorale({ decks: 1, dcLostBefore: 0, dcLostNow: 1, raked: false }).must).toBe(
      true,
    );
    expect(mustTestMorale({ decks: 1, dcLostBefore: 1, dcLostNow: 1, raked: false }).must).toBe(
      false,
    );
  });
  it('FP-8.1 two-decked: from the 2nd DC lost', () => {
    expect(mustTestMorale({ decks: 2, dcLostBefore: 0, dcLostNow: 1, raked: false }).must).toBe(
      false,
    );
    expect(mustTestMorale({ decks: 2, dcLostBefore: 1, dcLostNow: 2, raked: false }).must).toBe(
      true,
    );
    expect(mustTestMorale({ decks: 2, dcLostBefore: 0, dcLostNow: 3, raked: false }).must).toBe(
      true,
    );
  });
  it('FP-8.1 three-decked: from the 3rd DC lost', () => {
    expect(mustTestMorale({ decks: 3, dcLostBefore: 0, dcLostNow: 2, raked: false }).must).toBe(
      false,
    );
    expect(mustTestMorale({ decks: 3, dcLostBefore: 2, dcLostNow: 3, raked: false }).must).toBe(
      true,
    );
  });
  it('SD-1 a fortification never tests for DC loss', () =>
    expect(mustTestMorale({ decks: 0, dcLostBefore: 0, dcLostNow: 5, raked: false }).must).toBe(
      false,
    ));
  it('FP-8.2 base = DC / 10 with the dice modifier', () => {
    expect(moraleTest(12, calmMorale)).toMatchObject({
      base: 12,
      diceModifier: 1,
      score: 13,
      struck: false,
    });
  });
  it('FP-8.2 every circumstance: fire, hove to, rudder -1; RDC -1, hit -1, test -1 each; HDC -2, bow rake -2, stern rake -4 each', () => {
    const r = moraleTest(10, {
      ...calmMorale,
      onFire: true,
      hoveTo: true,
      rudderDamaged: true,
      rdcLost: 1,
      hits: 2,
      previousTests: 1,
      hdcLost: 1,
      bowRakes: 1,
      sternRakes: 1,
    });
    expect(r.modifiers.map((m) => [m.key, m.value])).toEqual([
      ['fire', -1],
      ['hoveTo', -1],
      ['rudder', -1],
      ['rdcLost', -1],
      ['hits', -2],
      ['previousTests', -1],
      ['hdcLost', -2],
      ['bowRakes', -2],
      ['sternRakes', -4],
    ]);
    expect(r.score).toBe(12 - 1 - 15);
    expect(r.struck).toBe(true);
  });
  it('FP-8.2 a score of exactly 0 strikes', () =>
    expect(moraleTest(3, { ...calmMorale, dcCapacity: 80, hdcLost: 3 }).score).toBe(0));
  it('FP-8.2 the score equals base + dice + modifiers (random conditions)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 18 }), fc.nat(10), fc.nat(6), (roll, hdc, hits) => {
        const r = moraleTest(roll, { ...calmMorale, hdcLost: hdc, hits });
        expect(r.score).toBe(r.base + r.diceModifier + sumModifiers(r.modifiers));
        expect(r.struck).toBe(r.score <= 0);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('FP-8.3 victory points', () => {
  const fleet = [
    { initialBf: 7, dcLost: 2, fate: 'afloat' as const },
    { initialBf: 9, dcLost: 4, fate: 'struck' as const },
    { initialBf: 3, dcLost: 0, fate: 'captured' as const },
    { initialBf: 1.5, dcLost: 3, fate: 'destroyed' as const },
    { initialBf: 10, dcLost: 0, fate: 'afloat' as const },
  ];
  it('FP-8.3 standard: 1 per damaged ship, half BF struck/destroyed, BF captured, rounded down', () => {
    expect(victoryPoints(fleet)).toEqual({ points: 11, exact: 3 + 4.5 + 3 + 0.75 });
  });
  it('FP-8.3 detailed option: 1 per DC, BF struck/destroyed, 2 x BF captured', () => {
    expect(victoryPoints(fleet, 'detailed')).toEqual({ points: 25, exact: 9 + 9 + 6 + 1.5 });
  });
});
