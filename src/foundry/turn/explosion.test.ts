// D-6 a burning ship that loses its last RDC explodes, whatever took it.
import { describe, expect, it } from 'vitest';
import { shipData } from '../../../tests/turn/ships.js';
import { snapshotOrders } from './orders.js';
import { collisionPlan } from './contact-effects.js';
import { explodes, withBurntOutExplosion } from './explosion.js';
import { meleePlan } from './melee.js';
import { orderPlan } from './plans.js';
import type { MeleeCard } from '../chat/card-data-melee-morale.js';

// A 74 (DC 120, 6 RDC) with five rigging boxes gone and 100 points into the last one.
const almost = { port: 0, starboard: 0, rigging: 700, riggingRepaired: 0 };
const gone = { ...almost, rigging: 720 };
const burning = (extra: Record<string, unknown> = {}) =>
  shipData('3rd-74c', 'average', { damage: almost, fires: { hull: 1, rigging: 0 }, ...extra });
const entry = (score: number, o: Record<string, unknown>, headingIndex = 3) => ({
  actorUuid: 'a',
  name: 'a',
  orders: snapshotOrders(o),
  modifiers: [],
  score,
  headingIndex,
  tack: { phase: 'none' as const, startHeading: null, rotation: 1 },
});

describe('D-6 a burning ship losing its last RDC explodes, whatever took it', () => {
  it('D-6 gunfire taking the last RDC of a burning ship blows it up', () => {
    const out = withBurntOutExplosion(burning(), { damage: gone });
    expect(out).toEqual({
      damage: gone,
      status: { struck: false, captured: false, exploded: true, abandoned: false },
    });
    expect(explodes(out)).toBe(true);
  });
  it('D-6 the same loss on a ship not on fire only dismasts it (FP-2.5)', () => {
    const s = shipData('3rd-74c', 'average', { damage: almost });
    expect(withBurntOutExplosion(s, { damage: gone })).toEqual({ damage: gone });
  });
  it('D-6 a change that sets the fire and takes the last box together (a collision with a burning ship) explodes', () => {
    const s = shipData('3rd-74c', 'average', { damage: almost });
    expect(
      explodes(withBurntOutExplosion(s, { damage: gone, fires: { hull: 0, rigging: 1 } })),
    ).toBe(true);
  });
  it('D-6 nothing new: already dismasted, already exploded, or a lit fireship (FP-6.7 burns out)', () => {
    expect(
      withBurntOutExplosion(burning({ damage: gone }), { fires: { hull: 1, rigging: 1 } }),
    ).toEqual({ fires: { hull: 1, rigging: 1 } });
    const fireship = shipData('6th-20-28', 'average', {
      damage: { port: 0, starboard: 0, rigging: 70, riggingRepaired: 0 },
      fireship: { isFireship: true, lit: true },
    });
    expect(
      withBurntOutExplosion(fireship, {
        damage: { port: 0, starboard: 0, rigging: 360, riggingRepaired: 0 },
      }),
    ).not.toHaveProperty('status');
  });
  it("D-6 keeps the plan's own status changes and is idempotent", () => {
    const once = withBurntOutExplosion(burning(), { damage: gone, 'status.abandoned': true });
    expect(once).toEqual({
      damage: gone,
      status: { struck: false, captured: false, exploded: true, abandoned: true },
    });
    expect(withBurntOutExplosion(burning(), once)).toEqual(once);
  });
  it('D-6 a failed fire-fighting roll that burns the last RDC explodes the ship', () => {
    const s = burning({ fires: { hull: 0, rigging: 1 } });
    const plan = orderPlan({
      entry: entry(5, { extinguish: true }),
      order: 'extinguish',
      system: s,
      wind: 0,
      burning: () => false,
    });
    expect(explodes(plan!.changes)).toBe(true);
  });
  it('D-6 a failed tack that takes the last RDC of a burning ship explodes it', () => {
    // Heading ENE (3) close-hauled in a north wind; score 4: Crs fails, 10% DC rigging.
    const plan = orderPlan({
      entry: entry(4, { tack: true }),
      order: 'tack',
      system: burning({ damage: { ...almost, rigging: 710 } }),
      wind: 0,
      burning: () => false,
    });
    expect(explodes(plan!.changes)).toBe(true);
  });
  it('D-6 a collision that takes the last RDC of a burning ship explodes it', () => {
    const mover = shipData('3rd-74c', 'average', { sail: 'full' });
    const hit = burning({ side: 'F' });
    expect(explodes(collisionPlan(hit, mover, hit, false).changes)).toBe(true);
  });
  it('D-6 HR-1 melee damage that takes the last RDC of a burning ship explodes it', () => {
    const card = {
      kind: 'melee',
      turn: 1,
      side: 'B',
      attacker: { actorUuid: 'a', name: 'a' },
      defender: { actorUuid: 'd', name: 'd' },
      attackerSupports: [],
      defenderSupports: [],
      withoutMelee: false,
      faces: [1, 1, 1],
      own: { crew: 'average', initialBf: 7, dcLost: 0, supports: 0 },
      enemy: { crew: 'average', initialBf: 7, dcLost: 0, supports: 0 },
      meleeDamage: true,
      defenderSide: 'F',
    } as MeleeCard;
    const attacker = burning({ side: 'B', damage: { ...almost, rigging: 710 } });
    expect(explodes(meleePlan(card, 'attacker', attacker, shipData('3rd-74c')).changes)).toBe(true);
  });
});
