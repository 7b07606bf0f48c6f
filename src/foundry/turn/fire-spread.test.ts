// FP-4.4 fire reaching the rigging of ships in contact at the end of a part, and FP-6.7 a lit
// fireship's crew abandoning it when it touches a ship.
import { describe, expect, it } from 'vitest';
import { shipData } from '../../../tests/turn/ships.js';
import { collisionPlan } from './contact-effects.js';
import { buildEndOfPartCard, endOfPartPlan } from './end-of-part.js';
import type { TableShipData } from './melee.js';

const ship = (id: string, side: string, extra: Record<string, unknown> = {}): TableShipData => ({
  id,
  actorUuid: `Actor.${id}`,
  name: id,
  system: shipData('3rd-74c', 'average', { side, ...extra }),
});
const touching = (...ids: string[]) => ({
  contacts: ids.map((actorId) => ({ actorId, kind: 'enemyCollision' })),
});
const card = (ships: TableShipData[], side: string) =>
  buildEndOfPartCard({ turn: 2, side, ships, litThisTurn: () => false, neighbours: () => [] });

describe('FP-4.4 fire spreading to ships in contact', () => {
  const burning = ship('b', 'B', { fires: { hull: 1, rigging: 0 }, ...touching('f', 'g') });
  const enemy = ship('f', 'F', touching('b'));
  const alreadyAlight = ship('g', 'F', { fires: { hull: 0, rigging: 1 }, ...touching('b') });
  it("FP-4.4 at the end of the burning ship's part, each ship it touches that is not burning catches a rigging fire", () => {
    const c = card([burning, enemy, alreadyAlight], 'B');
    expect(c.entries.filter((e) => e.cause === 'spread')).toEqual([
      {
        actorUuid: 'Actor.f',
        name: 'f',
        cause: 'spread',
        from: { actorUuid: 'Actor.b', name: 'b' },
        neighbours: [],
      },
    ]);
    expect(
      endOfPartPlan({ cause: 'spread' }, enemy.system, { selfId: 'f', from: burning.system }),
    ).toEqual({
      changes: { fires: { hull: 0, rigging: 1 } },
      label: { key: 'SCA.Turn.Effect.FireCaught', data: undefined },
    });
  });
  it("FP-4.4 the other side's part spreads nothing from this ship (SD-17)", () => {
    expect(card([burning, enemy], 'F').entries.filter((e) => e.cause === 'spread')).toEqual([]);
  });
  it('FP-4.4 no fire passes once the burning ship is out, no longer touching, or the ship already burns', () => {
    const out = shipData('3rd-74c', 'average', { side: 'B', ...touching('f') });
    expect(endOfPartPlan({ cause: 'spread' }, enemy.system, { selfId: 'f', from: out })).toBeNull();
    const apart = shipData('3rd-74c', 'average', { side: 'B', fires: { hull: 1, rigging: 0 } });
    expect(
      endOfPartPlan({ cause: 'spread' }, enemy.system, { selfId: 'f', from: apart }),
    ).toBeNull();
    expect(
      endOfPartPlan({ cause: 'spread' }, alreadyAlight.system, {
        selfId: 'g',
        from: burning.system,
      }),
    ).toBeNull();
    expect(() =>
      endOfPartPlan({ cause: 'spread' }, enemy.system, { selfId: 'f', from: null }),
    ).toThrow('the burning ship is gone');
  });
});

describe('FP-4.4 fire reaching two ships in contact', () => {
  it('FP-4.4 a burning ship that made contact this turn with a ship touching another: the fire reaches that other ship too', () => {
    // b (burning, side B) ran into f in turn 2; f was already touching g.
    const b = ship('b', 'B', {
      fires: { hull: 1, rigging: 0 },
      contacts: [{ actorId: 'f', kind: 'enemyCollision', mover: true, moverSail: 'full', turn: 2 }],
    });
    const f = ship('f', 'F', {
      fires: { hull: 0, rigging: 1 },
      contacts: [
        { actorId: 'b', kind: 'enemyCollision', mover: false, moverSail: 'full', turn: 2 },
        { actorId: 'g', kind: 'friendlyCollision' },
      ],
    });
    const g = ship('g', 'F', touching('f'));
    expect(
      card([b, f, g], 'B')
        .entries.filter((e) => e.cause === 'spread')
        .map((e) => [e.name, e.from?.name]),
    ).toEqual([['g', 'f']]);
    // The same contact made in an earlier turn, or made by the other ship, does not carry the fire further.
    const earlier = {
      ...b,
      system: {
        ...b.system,
        contacts: [
          {
            actorId: 'f',
            kind: 'enemyCollision' as const,
            mover: true,
            moverSail: 'full' as const,
            turn: 1,
          },
        ],
      },
    };
    expect(card([earlier, f, g], 'B').entries.filter((e) => e.cause === 'spread')).toEqual([]);
    const touched = {
      ...b,
      system: {
        ...b.system,
        contacts: [
          {
            actorId: 'f',
            kind: 'enemyCollision' as const,
            mover: false,
            moverSail: 'full' as const,
            turn: 2,
          },
        ],
      },
    };
    expect(card([touched, f, g], 'B').entries.filter((e) => e.cause === 'spread')).toEqual([]);
    // Applied once f burns and still touches g.
    expect(
      endOfPartPlan({ cause: 'spread' }, g.system, { selfId: 'g', from: f.system })?.changes,
    ).toEqual({ fires: { hull: 0, rigging: 1 } });
  });
});

describe('FP-6.7 a fireship touching a ship', () => {
  it('FP-6.7 the crew of a lit fireship abandon it on contact; the fire passes to the ship it touches', () => {
    const fireship = shipData('6th-20-28', 'average', {
      side: 'F',
      fireship: { isFireship: true, lit: true },
      sail: 'full',
    });
    const victim = shipData('3rd-74c', 'average', { side: 'B' });
    const own = collisionPlan(fireship, fireship, victim, true);
    expect(own.changes.status).toMatchObject({ abandoned: true });
    const other = collisionPlan(victim, fireship, victim, false);
    expect(other.changes.status).toBeUndefined();
    expect(other.changes.fires).toEqual({ hull: 0, rigging: 1 });
  });
});
