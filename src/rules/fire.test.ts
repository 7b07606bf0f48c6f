import { describe, expect, it } from 'vitest';
import { resolveGuns } from './classes.js';
import { collisionEffect, groundingDamage, unfoulBreaks, unfoulNeeded } from './contact.js';
import { NO_DAMAGE, applyRiggingDamage, dcLost, trackState } from './damage.js';
import { RuleError } from './errors.js';
import { endOfPartFire, extinguish, fireSpreadOnContact, lastRdcOutcome } from './fire.js';
import {
  FIRESHIP_UNFOUL_NEEDS,
  checkFireshipsPerSquadron,
  fireshipStartsFarthest,
  lightFireship,
  mayBeFireship,
} from './fireship.js';
import { shipProfile } from './ship.js';

const p74 = shipProfile(resolveGuns('74C')); // DC 120

describe('FP-4.4 fire fighting', () => {
  it('FP-4.4 one success puts out every fire', () => {
    expect(extinguish(p74, NO_DAMAGE, { hull: 1, rigging: 2 }, 10)).toMatchObject({
      success: true,
      fires: { hull: 0, rigging: 0 },
      penalty: null,
    });
  });
  it('FP-4.4 / D-5 a failure with a rigging fire damages the rigging (-50% DC at 5)', () => {
    const r = extinguish(p74, NO_DAMAGE, { hull: 1, rigging: 1 }, 5);
    expect(r.penalty).toEqual({ track: 'rigging', points: 60, pct: 50 });
    expect(r.damage.rigging).toBe(60);
    expect(r.fires).toEqual({ hull: 1, rigging: 1 });
  });
  it('FP-4.4 / D-5 a hull-only fire failure damages the hull side the owner picks; "-2 DC" at 3 is two capacities', () => {
    const r = extinguish(p74, NO_DAMAGE, { hull: 1, rigging: 0 }, 3, 'starboard');
    expect(r.penalty).toEqual({ track: 'starboard', points: 240, pct: 200 });
    expect(dcLost(p74, r.damage).starboard).toBe(2);
  });
  it('FP-4.2 a failure at 8-9 costs nothing more', () =>
    expect(extinguish(p74, NO_DAMAGE, { hull: 1, rigging: 0 }, 9)).toMatchObject({
      success: false,
      penalty: null,
    }));
  it('FP-4.4 a rigging fire not put out costs 1 RDC; the partial box carries', () => {
    const r = endOfPartFire(p74, { ...NO_DAMAGE, rigging: 30 }, { hull: 0, rigging: 1 });
    expect([r.riggingLost, r.damage.rigging, r.explodes]).toEqual([1, 120, false]);
  });
  it('D-21 each rigging fire not put out costs 1 RDC a turn: two fires, two RDC', () => {
    const r = endOfPartFire(p74, { ...NO_DAMAGE, rigging: 30 }, { hull: 1, rigging: 2 });
    expect([r.riggingLost, r.damage.rigging, r.explodes]).toEqual([2, 240, false]);
    expect(r.fires).toEqual({ hull: 1, rigging: 2 });
  });
  it('D-21 / D-6 three rigging fires on a ship with two RDC left burn them both: it explodes', () => {
    const r = endOfPartFire(p74, { ...NO_DAMAGE, rigging: 4 * 120 }, { hull: 0, rigging: 3 });
    expect([r.riggingLost, r.damage.rigging, r.explodes]).toEqual([2, 720, true]);
  });
  it('D-7 a hull fire not put out spreads to the rigging at the end of the part', () => {
    const r = endOfPartFire(p74, NO_DAMAGE, { hull: 1, rigging: 0 });
    expect(r.fires).toEqual({ hull: 1, rigging: 1 });
    expect(r.riggingLost).toBe(0);
  });
  it('FP-4.4 / D-6 losing the last RDC to fire: the ship explodes', () => {
    const almost = applyRiggingDamage(p74, NO_DAMAGE, 5 * 120 + 10).damage;
    const r = endOfPartFire(p74, almost, { hull: 0, rigging: 1 });
    expect(r.explodes).toBe(true);
    expect(trackState(p74, r.damage, 'rigging').lost).toBe(6);
  });
  it('FP-6.7 a lit fireship burns out instead of exploding', () => {
    const almost = applyRiggingDamage(p74, NO_DAMAGE, 5 * 120).damage;
    expect(endOfPartFire(p74, almost, { hull: 0, rigging: 1 }, { fireship: true }).explodes).toBe(
      false,
    );
  });
  it('D-6 the last RDC lost to gunfire alone dismasts', () => {
    expect(lastRdcOutcome(false)).toBe('dismasted');
    expect(lastRdcOutcome(true)).toBe('explodes');
    expect(lastRdcOutcome(true, true)).toBe('burntOut');
  });
  it('FP-4.4 contact with a burning ship sets a rigging fire, also on the ships it already touches', () => {
    expect(
      fireSpreadOnContact({ id: 'f', burning: true }, { id: 'a', burning: false }, [
        { id: 'b', burning: false },
      ]),
    ).toEqual({ a: 1, b: 1 });
    expect(
      fireSpreadOnContact({ id: 'a', burning: false }, { id: 'f', burning: true }, []),
    ).toEqual({ a: 1 });
  });
  it('FP-4.4 a burning ship that makes contact with another burning ship gains a new fire; the ship touched does not', () => {
    expect(fireSpreadOnContact({ id: 'f', burning: true }, { id: 'g', burning: true }, [])).toEqual(
      { f: 1 },
    );
  });
  it('rejects negative fires', () =>
    expect(() => extinguish(p74, NO_DAMAGE, { hull: -1, rigging: 0 }, 10)).toThrow(RuleError));
});

describe('FP-5.8 collisions and FP-4.5 unfouling', () => {
  it('FP-5.8 / D-9 the moving ship at easy sail: 20% DC rigging each; full sail: 50%', () => {
    expect(collisionEffect('easy', 120)).toEqual({ riggingPoints: 24, pct: 20, hoveTo: true });
    expect(collisionEffect('full', 170)).toEqual({ riggingPoints: 85, pct: 50, hoveTo: true });
  });
  it('FP-7.1 a deliberate boarding contact at easy sail does no damage but both are hove to', () => {
    expect(collisionEffect('easy', 120, { deliberateBoarding: true })).toEqual({
      riggingPoints: 0,
      pct: 0,
      hoveTo: true,
    });
    expect(() => collisionEffect('full', 120, { deliberateBoarding: true })).toThrow(RuleError);
  });
  it.each([
    ['friendlyCollision', 'A'],
    ['enemyCollision', 'AE'],
    ['boarding', 'AEB'],
    ['fireship', 'all'],
  ] as const)('FP-4.5 a %s contact needs at least %s', (kind, needed) =>
    expect(unfoulNeeded(kind)).toBe(needed),
  );
  it('FP-4.5 A frees from a friend only; AE from an enemy collision; All from a fireship', () => {
    expect(unfoulBreaks('A', { kind: 'friendlyCollision' })).toBe(true);
    expect(unfoulBreaks('A', { kind: 'enemyCollision' })).toBe(false);
    expect(unfoulBreaks('AEB', { kind: 'fireship' })).toBe(false);
    expect(unfoulBreaks('all', { kind: 'fireship' })).toBe(true);
    expect(unfoulBreaks('fail', { kind: 'friendlyCollision' })).toBe(false);
  });
  it('FP-7.3 a boarded ship may not unfoul until it repels; nor may a ship in a melee', () => {
    expect(unfoulBreaks('all', { kind: 'boarding', boardedNotRepelled: true })).toBe(false);
    expect(unfoulBreaks('all', { kind: 'boarding', inMelee: true })).toBe(false);
  });
  it('HR-3 running aground: 20% / 50% DC hull; getting off needs A after easy sail, All after full', () => {
    expect(groundingDamage('full', 120)).toEqual({ hullPoints: 60, pct: 50 });
    expect(unfoulNeeded('grounding', 'full')).toBe('all');
    expect(unfoulBreaks('A', { kind: 'grounding', groundedAtSail: 'easy' })).toBe(true);
  });
});

describe('FP-6.7 fireships', () => {
  it('FP-6.7 only a 6th rate, one per squadron', () => {
    expect(mayBeFireship('6th')).toBe(true);
    expect(mayBeFireship('5th')).toBe(false);
    expect(() => checkFireshipsPerSquadron(2)).toThrow(RuleError);
  });
  it("FP-6.7 / SD-25 a fireship starts farthest from the enemy of all its side's ships", () => {
    const enemies = [
      { x: 0, y: 1000 },
      { x: 400, y: 1200 },
    ];
    const own = [
      { x: 0, y: 300 },
      { x: 200, y: 250 },
    ];
    expect(fireshipStartsFarthest({ x: 100, y: 100 }, own, enemies)).toBe(true);
    expect(fireshipStartsFarthest({ x: 100, y: 400 }, own, enemies)).toBe(false);
    // Equal to the farthest is enough; without enemies on the table there is nothing to check.
    expect(fireshipStartsFarthest({ x: 200, y: 250 }, own, enemies)).toBe(true);
    expect(fireshipStartsFarthest({ x: 0, y: 900 }, own, [])).toBe(true);
  });
  it('FP-6.7 lighting uses the S column: H lights it (W too, SD-9), U and m do not', () => {
    expect([3, 4, 5, 6, 12, 16].map(lightFireship)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });
  it('FP-6.7 unfouling from a fireship needs All', () =>
    expect(FIRESHIP_UNFOUL_NEEDS).toBe(unfoulNeeded('fireship')));
});

describe('FP-6.7 fireship burning', () => {
  it('FP-6.7 loses one RDC a turn and burns out with the last one', async () => {
    const { fireshipTurn } = await import('./fireship.js');
    expect(fireshipTurn(6, 0)).toEqual({ rdcLost: 1, burntOut: false });
    expect(fireshipTurn(6, 5)).toEqual({ rdcLost: 6, burntOut: true });
    expect(() => fireshipTurn(6, 7)).toThrow(RuleError);
  });
});
