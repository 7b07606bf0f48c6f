import { describe, expect, it } from 'vitest';
import { shipData } from '../../../tests/turn/ships.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import {
  buildEndOfPartCard,
  endOfPartPlan,
  fateOf,
  summaryShips,
  victoryTally,
} from './end-of-part.js';
import {
  buildMeleeCard,
  meleeOptions,
  meleePlan,
  meleeResult,
  supporters,
  type TableShipData,
} from './melee.js';
import { buildMoraleCard, buildMoraleList, moralePlan } from './morale.js';
import { advance, newBattle, partStartOf } from './turn-state.js';

const ship = (
  id: string,
  side: string,
  classId: string,
  crew: 'good' | 'average' | 'poor',
  extra: Record<string, unknown> = {},
): TableShipData => ({
  id,
  actorUuid: `Actor.${id}`,
  name: id,
  system: shipData(classId, crew, { side, ...extra }),
});
const touching = (...ids: string[]) => ({
  contacts: ids.map((actorId) => ({ actorId, kind: 'enemyCollision' })),
});
const ready = { boarding: { partiesReady: true, inMelee: false, boardedNotRepelled: false } };

describe('FP-7 boarding melee', () => {
  const a = ship('a', 'B', '3rd-74c', 'good', { ...ready, ...touching('d') });
  const s1 = ship('s1', 'B', '3rd-64', 'average', { ...ready, ...touching('d') });
  const d = ship('d', 'F', '3rd-80s-74l', 'poor', touching('a', 's1', 'e'));
  const e = ship('e', 'F', '5th-36-40', 'average', touching('a', 'd'));
  // FP-7.6 a defending supporter needs its parties ready too.
  const eReady = ship('e', 'F', '5th-36-40', 'average', { ...ready, ...touching('a', 'd') });
  it('FP-7.2 a ship with parties ready may board an enemy it touches', () => {
    expect(
      meleeOptions('B', [a, s1, d, e]).map((o) => `${o.attacker.id}>${o.defender.id}`),
    ).toEqual(['a>d', 'a>e', 's1>d']);
    expect(meleeOptions('F', [a, s1, d, e])).toEqual([]);
  });
  it('FP-7.6 supporters of both sides are picked from the ships in contact, and cancel out', () => {
    const sup = supporters(a, d, [a, s1, d, eReady], 1);
    expect(sup.attackerSupports.map((x) => x.id)).toEqual(['s1']);
    expect(sup.defenderSupports.map((x) => x.id)).toEqual(['e']);
    const card = buildMeleeCard({
      turn: 1,
      attacker: a,
      defender: d,
      ships: [a, s1, d, eReady],
      faces: [3, 4, 4],
      meleeDamage: false,
    });
    // 11 -> +1; better crew +1; own smaller (7 < 9) -1; supports cancel: score 1, continues.
    expect(meleeResult(card)).toMatchObject({ score: 1, outcome: 'continues' });
    // SD-242 each records the other as her melee partner (actor id) while the melee goes on.
    expect(meleePlan(card, 'defender', d.system, a.system, 'a').changes).toEqual({
      boarding: { partiesReady: false, inMelee: true, boardedNotRepelled: true, meleeWith: 'a' },
    });
    expect(meleePlan(card, 'attacker', a.system, d.system, 'd').changes).toEqual({
      boarding: { partiesReady: true, inMelee: true, boardedNotRepelled: false, meleeWith: 'd' },
    });
  });
  it('FP-7.6 defending supporters need boarding parties successfully prepared, as attacking ones do', () => {
    expect(supporters(a, d, [a, s1, d, e], 1).defenderSupports).toEqual([]);
    const idleAttacker = ship('s1', 'B', '3rd-64', 'average', touching('d'));
    expect(supporters(a, d, [a, idleAttacker, d, eReady], 1).attackerSupports).toEqual([]);
  });
  it('FP-7.6 a ship contacted at full sail gives no support in the turn of the contact, and supports from the next', () => {
    const atFull = (id: string, side: string, other: string, mover: boolean) =>
      ship(id, side, '3rd-64', 'average', {
        ...ready,
        contacts: [{ actorId: other, kind: 'enemyCollision', mover, moverSail: 'full', turn: 2 }],
      });
    // s1 ran into d at full sail in turn 2; e was run into by a at full sail in turn 2.
    const s1Full = atFull('s1', 'B', 'd', true);
    const eFull = atFull('e', 'F', 'a', false);
    expect(supporters(a, d, [a, s1Full, d, eFull], 2)).toEqual({
      attackerSupports: [],
      defenderSupports: [],
    });
    const next = supporters(a, d, [a, s1Full, d, eFull], 3);
    expect([
      next.attackerSupports.map((x) => x.id),
      next.defenderSupports.map((x) => x.id),
    ]).toEqual([['s1'], ['e']]);
    // A contact made at easy sail supports at once.
    const s1Easy = ship('s1', 'B', '3rd-64', 'average', {
      ...ready,
      contacts: [{ actorId: 'd', kind: 'boarding', mover: true, moverSail: 'easy', turn: 2 }],
    });
    expect(supporters(a, d, [a, s1Easy, d], 2).attackerSupports.map((x) => x.id)).toEqual(['s1']);
  });
  it('HR-1 the setting "meleeDamage" deals 10% DC hull and rigging to the testing ship on a repulse', () => {
    const card = buildMeleeCard({
      turn: 1,
      attacker: a,
      defender: d,
      ships: [a, d],
      faces: [1, 1, 1],
      meleeDamage: true,
    });
    expect(meleeResult(card)!.outcome).toBe('repelled');
    expect(meleePlan(card, 'attacker', a.system, d.system).changes.damage).toEqual({
      port: 13,
      starboard: 0,
      rigging: 13,
      riggingRepaired: 0,
    });
    expect(meleePlan(card, 'defender', d.system, a.system).changes.damage).toBeUndefined();
    const off = buildMeleeCard({
      turn: 1,
      attacker: a,
      defender: d,
      ships: [a, d],
      faces: [1, 1, 1],
      meleeDamage: false,
    });
    expect(meleePlan(off, 'attacker', a.system, d.system).changes.damage).toBeUndefined();
  });
  it('FP-7.2 a struck ship is taken without a melee, with a prize crew of its original quality (FP-7.5)', () => {
    const struck = ship('d', 'F', '3rd-80s-74l', 'poor', {
      ...touching('a'),
      status: { struck: true, captured: false, exploded: false, abandoned: false },
    });
    const card = buildMeleeCard({
      turn: 1,
      attacker: a,
      defender: struck,
      ships: [a, struck],
      faces: null,
      meleeDamage: true,
    });
    expect(card.withoutMelee).toBe(true);
    expect(meleePlan(card, 'defender', struck.system, a.system).changes).toMatchObject({
      side: 'B',
      crew: 'poor',
      status: { struck: false, captured: true },
    });
  });
});

describe('FP-8 morale', () => {
  it('FP-8.1 a two-decker tests from its 2nd DC lost in the part; a raked ship always', () => {
    const twoDeck = ship('t', 'F', '3rd-74c', 'average', {
      damage: { port: 240, starboard: 0, rigging: 0, riggingRepaired: 0 },
    });
    const oneLost = ship('o', 'F', '3rd-74c', 'average', {
      damage: { port: 120, starboard: 0, rigging: 0, riggingRepaired: 0 },
    });
    const raked = ship('r', 'F', '3rd-74c', 'average');
    const list = buildMoraleList({
      turn: 1,
      side: 'B',
      ships: [twoDeck, oneLost, raked],
      partStart: { 'Actor.t': 1 },
      turnHits: [
        { targetUuid: 'Actor.r', firerUuid: 'x', side: 'B', rake: 'bow' },
        { targetUuid: 'Actor.r', firerUuid: 'y', side: 'B', rake: null },
      ],
    });
    expect(list.entries.map((e) => [e.name, e.reasons, e.hits, e.bowRakes])).toEqual([
      ['t', ['dcLost'], 0, 0],
      ['r', ['raked'], 2, 1],
    ]);
  });
  it('FP-8.2 "per enemy ship that hit it" counts enemy firers only: a friendly broadside that hit it does not count', () => {
    const raked = ship('r', 'F', '3rd-74c', 'average');
    const list = buildMoraleList({
      turn: 1,
      side: 'B',
      ships: [raked],
      partStart: {},
      turnHits: [
        { targetUuid: 'Actor.r', firerUuid: 'x', side: 'B', rake: 'bow' },
        { targetUuid: 'Actor.r', firerUuid: 'x', side: 'B', rake: null },
        { targetUuid: 'Actor.r', firerUuid: 'friend', side: 'F', rake: null },
      ],
    });
    expect(list.entries.map((e) => [e.name, e.hits])).toEqual([['r', 1]]);
  });
  it('FP-8.2 re-validation: the test applies only to the ship as it was rolled; FP-6.7 a fireship crew abandons', () => {
    const fs = ship('f', 'F', '6th-20-28', 'average', {
      fireship: { isFireship: true, lit: true },
    });
    const list = {
      kind: 'moraleList' as const,
      turn: 2,
      side: 'B',
      entries: [
        {
          actorUuid: 'Actor.f',
          name: 'f',
          reasons: ['raked' as const],
          hits: 1,
          bowRakes: 0,
          sternRakes: 1,
        },
      ],
    };
    const card = buildMoraleCard(list, 'L', 0, fs.system, [1, 1, 1]);
    expect(moralePlan(card, list.entries[0]!, fs.system).changes).toMatchObject({
      moraleTests: [{ turn: 2, roll: 3, score: 6 - 2 - 1 - 4, struck: true }],
      status: { abandoned: true, struck: false },
    });
    const changed: ShipSystemSource = { ...fs.system, rudderDamaged: true };
    expect(() => moralePlan(card, list.entries[0]!, changed)).toThrow(/changed since/);
  });
});

describe('FP-4.4 / FP-6.7 end of part, FP-8.3 victory', () => {
  it('D-6 a rigging fire that burns the last RDC blows the ship up; the blast reaches the listed ships', () => {
    const s = ship('s', 'B', '3rd-74c', 'average', {
      fires: { hull: 0, rigging: 1 },
      damage: { port: 0, starboard: 0, rigging: 600, riggingRepaired: 0 },
    });
    const card = buildEndOfPartCard({
      turn: 1,
      side: 'B',
      ships: [s],
      litThisTurn: () => false,
      neighbours: () => [{ actorUuid: 'Actor.n', name: 'n' }],
    });
    expect(card.entries).toEqual([
      {
        actorUuid: 'Actor.s',
        name: 's',
        cause: 'fire',
        neighbours: [{ actorUuid: 'Actor.n', name: 'n' }],
      },
    ]);
    expect(endOfPartPlan(card.entries[0]!, s.system)!.changes).toMatchObject({
      damage: { rigging: 720 },
      status: { exploded: true },
    });
  });
  it('FP-6.7 a lit fireship burns one RDC each later turn, not the turn it is lit, and burns out', () => {
    const f = ship('f', 'B', '6th-20-28', 'average', {
      fireship: { isFireship: true, lit: true },
      damage: { port: 0, starboard: 0, rigging: 300, riggingRepaired: 0 },
    });
    expect(
      buildEndOfPartCard({
        turn: 1,
        side: 'B',
        ships: [f],
        litThisTurn: () => true,
        neighbours: () => [],
      }).entries,
    ).toEqual([]);
    const plan = endOfPartPlan({ cause: 'fireship' }, f.system)!;
    expect(plan.changes).toEqual({
      damage: { port: 0, starboard: 0, rigging: 360, riggingRepaired: 0 },
    });
    expect(plan.label.key).toBe('SCA.Turn.Effect.FireshipBurntOut');
    expect(
      fateOf(
        { ...f.system, damage: { port: 0, starboard: 0, rigging: 360, riggingRepaired: 0 } },
        'B',
      ),
    ).toBe('destroyed');
  });
  it('FP-8.3 both scorings ("victoryScoring" setting) from the same ships', () => {
    const ships = summaryShips(
      [
        ship('a', 'B', '3rd-74c', 'average', {
          damage: { port: 240, starboard: 0, rigging: 0, riggingRepaired: 0 },
        }),
        ship('b', 'B', '3rd-64', 'poor', {
          status: { struck: false, captured: true, exploded: false, abandoned: false },
        }),
        ship('c', 'F', '5th-36-40', 'average', {
          status: { struck: true, captured: false, exploded: false, abandoned: false },
        }),
      ],
      [
        { actorUuid: 'Actor.a', originalSide: 'B' },
        { actorUuid: 'Actor.b', originalSide: 'F' },
        { actorUuid: 'Actor.c', originalSide: 'F' },
      ],
    );
    expect(victoryTally(ships, ['B', 'F'], 'standard')).toEqual([
      { id: 'B', points: 8, exact: 8 },
      { id: 'F', points: 1, exact: 1 },
    ]);
    expect(victoryTally(ships, ['B', 'F'], 'detailed')).toEqual([
      { id: 'B', points: 16, exact: 16 },
      { id: 'F', points: 2, exact: 2 },
    ]);
  });
});

describe('FP-3 the sequence of play', () => {
  it('FP-3 six steps per side, sides in turn, then a new turn; a new part snapshots DCs lost', () => {
    let s = newBattle(
      [
        { id: 'B', userIds: [] },
        { id: 'F', userIds: [] },
      ],
      [],
      [],
    );
    const seen: string[] = [];
    for (let i = 0; i < 12; i++) {
      seen.push(`${s.turn}${s.sides[s.sideIndex]!.id}:${s.step}`);
      s = advance(s, () => [{ actorUuid: 'Actor.x', dcLost: i }]).state;
    }
    expect(seen.slice(0, 7)).toEqual([
      '1B:orders',
      '1B:abilita',
      '1B:course',
      '1B:moveFire',
      '1B:boarding',
      '1B:morale',
      '1F:orders',
    ]);
    expect(`${s.turn}${s.sides[s.sideIndex]!.id}:${s.step}`).toBe('2B:orders');
    expect(partStartOf(s)).toEqual({ 'Actor.x': 11 });
    expect(() => newBattle([{ id: 'B', userIds: [] }], [], [])).toThrow(/two sides/);
  });
});

describe('FP-5.8 collisions', () => {
  it("D-9 the moving ship's sail decides: 50% DC rigging at full sail for both; FP-7.1 none for a deliberate boarding; FP-4.4 fire passes", async () => {
    const { collisionPlan } = await import('./contact-effects.js');
    const mover = shipData('3rd-74c', 'average', { sail: 'full', fires: { hull: 1, rigging: 0 } });
    const hit = shipData('5th-36-40', 'good');
    expect(collisionPlan(hit, mover, hit, false).changes).toEqual({
      hoveTo: true,
      damage: { port: 0, starboard: 0, rigging: 45, riggingRepaired: 0 },
      fires: { hull: 0, rigging: 1 },
    });
    expect(collisionPlan(mover, mover, hit, true).changes).toEqual({
      hoveTo: true,
      damage: { port: 0, starboard: 0, rigging: 60, riggingRepaired: 0 },
    });
    const boarder = shipData('3rd-74c', 'average', {
      sail: 'easy',
      boarding: { partiesReady: true, inMelee: false, boardedNotRepelled: false },
    });
    expect(collisionPlan(hit, boarder, hit, false).changes).toEqual({ hoveTo: true });
  });
});
