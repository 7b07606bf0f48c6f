// Issue 13 / SD-157 / SD-158: the AI captain in contact and boarding, a seeded battle and duel won by
// boarding, and the sweep's tallies of captured ships.
import { describe, expect, it } from 'vitest';
import { reason, reasonText, type Reason } from './reasons.js';

const text = (r: Reason | undefined) => (r ? reasonText(r) : '');
import { parseBattleSetup, type FleetShipLike } from './battle-state.js';
import { battleSweep } from './battle-sweep.js';
import { runBattle } from './battle.js';
import {
  boardingApproach,
  heldOrders,
  meleeOdds,
  worthBoarding,
  type ContactView,
} from './board-captain.js';
import { captainOrders, type CaptainOrders } from './captain.js';
import { makeSimShip, parseDuellist, type DuelSide, type SimShip } from './duel-state.js';
import { runDuel } from './duel.js';
import { orderViolations } from './legality.js';

function ship(side: DuelSide, who: string, x: number, y: number, heading: number): SimShip {
  return makeSimShip(side, parseDuellist(who), { x, y, headingDeg: 0 }, heading);
}

function held(me: SimShip, enemy: SimShip, kind: ContactView['kind'] = 'boarding') {
  me.contacts = [{ uid: 'b', kind }];
  enemy.contacts = [{ uid: 'a', kind }];
  const base = captainOrders({ turn: 3, wind: 0, ships: [me, enemy] }, 'a');
  return heldOrders(me, [{ uid: 'b', ship: enemy, enemy: true, kind }], base);
}

describe('issue 13 FP-7.5 the captain judges a melee by the core modifiers (SD-157)', () => {
  it('FP-7.5 an elite 80 against a poor 74: +2 (better crew, larger), an even chance to carry her', () => {
    const o = meleeOdds(ship('a', '80L:elite', 0, 0, 4), ship('b', '74C:poor', 0, 300, 4));
    expect(o.bonus).toBe(2);
    expect(o.capture).toBeCloseTo(108 / 216, 10);
    expect(o.repel).toBeCloseTo(20 / 216, 10);
    expect(o.mods.map((m) => `${m.label} ${m.value}`)).toEqual([
      'better crew 1',
      'own ship larger 1',
    ]);
    expect(worthBoarding(o)).toBe(true);
  });

  it('FP-7.5 like against like: no chance in one test, not worth it; her lost DCs count for the boarder', () => {
    const me = ship('a', '74C:average', 0, 0, 4);
    const her = ship('b', '74C:average', 0, 300, 4);
    expect(meleeOdds(me, her).capture).toBe(0);
    expect(worthBoarding(meleeOdds(me, her))).toBe(false);
    her.damage = { ...her.damage, port: her.profile.dcCapacity * 2 };
    expect(meleeOdds(me, her).bonus).toBe(2);
  });
});

describe('issue 13 FP-5.8 / FP-7.2 / FP-7.3 the captain held in contact (SD-157)', () => {
  it('FP-5.8 an enemy it cannot take: unfoul, with its reason; every order one the referee accepts', () => {
    const me = ship('a', '74C:average', 0, 0, 4);
    const her = ship('b', '74C:average', 0, 60, 12);
    const o = held(me, her, 'enemyCollision');
    expect(o.orders).toContain('unfoul');
    expect(o.orders).not.toContain('prepareBoarding');
    expect(text(o.reasons.contact)).toMatch(/^unfoul: held by one ship/);
    const before = { turn: 3, wind: 0, ships: [me, her] as [SimShip, SimShip] };
    const record = {
      before,
      orders: o,
      score: 10,
      fired: [],
      movedMm: 0,
      allowanceMm: 0,
      headingAfter: me.heading,
    };
    expect(orderViolations(record)).toEqual([]);
  });

  it('FP-7.2 / FP-7.3 an enemy it can take: boarding parties, no unfouling, no course, one broadside at most', () => {
    const me = ship('a', '80L:elite', 0, 0, 4);
    const her = ship('b', '74C:poor', 0, 60, 12);
    const o = held(me, her);
    expect(o.orders).toContain('prepareBoarding');
    expect(o.orders).not.toContain('unfoul');
    expect(o.orders).not.toContain('changeCourse');
    expect(o.fire.length).toBeLessThanOrEqual(1);
    expect(text(o.reasons.contact)).toMatch(
      /^board her: 50% to carry her in one melee \(better crew/,
    );
    // Parties already ready: not prepared twice (FP-7.2 once per boarding).
    me.partiesReady = true;
    expect(held(me, her).orders).not.toContain('prepareBoarding');
  });

  it('FP-7.3 locked in a melee it cannot win outright: no unfoul order, it fights on', () => {
    const me = ship('a', '74C:average', 0, 0, 4);
    const her = ship('b', '74C:average', 0, 60, 12);
    me.melee = 'b';
    const o = held(me, her);
    expect(o.orders).not.toContain('unfoul');
    expect(text(o.reasons.contact)).toMatch(/no unfouling while the melee lasts/);
  });

  it('FP-7.2 a struck enemy alongside is taken with boarding parties', () => {
    const me = ship('a', '74C:average', 0, 0, 4);
    const her = ship('b', '74C:average', 0, 60, 12);
    her.fate = 'struck';
    expect(held(me, her).orders).toContain('prepareBoarding');
  });
});

describe('issue 13 D-19 the captain lays aboard an enemy it can take (SD-157)', () => {
  it('D-19 at easy sail, onto a heading that ends touching her, parties called, guns held', () => {
    const me = ship('a', '80L:elite', 0, 0, 4);
    const her = ship('b', '74C:poor', 120, 0, 4);
    const o = boardingApproach(me, her, 0, [her])!;
    expect(o.sail).toBe('easy');
    expect(o.orders).toContain('prepareBoarding');
    expect(o.fire).toEqual([]);
    expect(text(o.reasons.course)).toMatch(/lay her aboard/);
    expect(text(o.reasons.contact)).toMatch(/^board her/);
  });

  it('not when the odds are poor, nor when she is out of reach this move', () => {
    expect(
      boardingApproach(ship('a', '74C:average', 0, 0, 4), ship('b', '74C:poor', 120, 0, 4), 0, []),
    ).toBeNull();
    const far = ship('b', '74C:poor', 600, 0, 4);
    expect(boardingApproach(ship('a', '80L:elite', 0, 0, 4), far, 0, [far])).toBeNull();
  });
});

function fleet(who: string): FleetShipLike[] {
  const [classId, crew] = who.split(':') as [string, string];
  return [
    { name: who, classId, crew, squadron: '', damage: { port: 0, starboard: 0, rigging: 0 } },
  ];
}

describe('issue 13 FP-7.5 a seeded battle and duel won by boarding; the sweep tallies captures (SD-154 / SD-158)', () => {
  const setup = parseBattleSetup(fleet('3rd-80l:elite'), fleet('3rd-74c:poor'), 30);

  it('FP-7.5 in a one-ship battle the enemy is captured by a melee (a struck one would have ended it first)', () => {
    const r = runBattle(setup, 1);
    expect(r).toMatchObject({ winner: 'a', end: 'annihilated' });
    expect(r.ships.map((s) => s.fate)).toEqual(['afloat', 'captured']);
  });

  it('SD-154 the sweep counts captured ships per class', () => {
    const c = battleSweep(setup, 0, 20);
    const poor = c.classes.find((t) => t.side === 'b')!;
    expect(poor.captured).toBe(2);
    expect(poor.captured + poor.struck + poor.sunk + poor.exploded).toBe(20);
  });

  it('SD-158 a duel goes on through contact to a capture; none ends at a contact', () => {
    const a = parseDuellist('80L:elite');
    const b = parseDuellist('74C:poor');
    expect(runDuel(a, b, 0)).toMatchObject({ winner: 'a', end: 'captured', loser: 'b' });
    const ends = new Set<string>();
    for (let seed = 0; seed < 30; seed++) ends.add(runDuel(a, b, seed).end);
    expect(ends.has('captured')).toBe(true);
    expect(ends.has('contact')).toBe(false);
  });
});

describe('issue 13 FP-5.8 / FP-7.2 / FP-7.3 the legality check refuses contact orders the referee would refuse', () => {
  function record(me: SimShip, her: SimShip, orders: CaptainOrders['orders'], movedMm = 0) {
    const fire = (['port', 'starboard'] as const)
      .filter((side) => orders.includes(side === 'port' ? 'firePort' : 'fireStarboard'))
      .map((side) => ({ side, aim: 'hull' as const, reason: reason('fireAtHull', { side }) }));
    return {
      before: { turn: 3, wind: 0, ships: [me, her] as [SimShip, SimShip] },
      orders: {
        ship: 'a' as const,
        orders,
        sail: me.sail,
        heading: me.heading,
        fire,
        reasons: {
          fire: reason('noFireOnBoard'),
          sail: reason('cannotAct'),
          course: reason('cannotAct'),
          guns: [],
        },
      },
      score: 10,
      fired: [],
      movedMm,
      allowanceMm: movedMm,
      headingAfter: me.heading,
    };
  }

  it('FP-5.8 unfoul with no contact; FP-7.3 unfoul in a melee; FP-5.8 a move or a course order while held', () => {
    const me = ship('a', '74C:average', 0, 0, 4);
    const her = ship('b', '74C:average', 0, 60, 12);
    expect(orderViolations(record(me, her, ['unfoul']))).toContain(
      'FP-5.8 unfoul ordered with no contact',
    );
    me.contacts = [{ uid: 'b', kind: 'boarding' }];
    me.melee = 'b';
    expect(orderViolations(record(me, her, ['unfoul']))).toContain(
      'FP-7.3 unfoul ordered in a melee',
    );
    me.melee = undefined;
    expect(orderViolations(record(me, her, [], 30))).toContain('FP-5.8 moved 30 while held');
    const turn = record(me, her, ['changeCourse']);
    turn.orders.heading = 5;
    expect(orderViolations(turn)).toContain('FP-5.8 course order while held, without unfouling');
    expect(orderViolations(record(me, her, ['unfoul'], 45))).toEqual([]);
    expect(orderViolations(record(me, her, ['unfoul'], 60))[0]).toMatch(
      /^FP-5\.8 moved 60 after unfouling \(half speed 45\)/,
    );
  });

  it('FP-7.2 parties prepared twice; FP-7.3 both broadsides with parties ready', () => {
    const me = ship('a', '74C:average', 0, 0, 4);
    const her = ship('b', '74C:average', 0, 60, 12);
    me.partiesReady = true;
    expect(orderViolations(record(me, her, ['prepareBoarding']))).toContain(
      'FP-7.2 boarding parties prepared twice for one boarding',
    );
    expect(orderViolations(record(me, her, ['firePort', 'fireStarboard']))).toContain(
      'FP-7.3 both broadsides ordered with boarding parties ready',
    );
    me.partiesReady = undefined;
    expect(orderViolations(record(me, her, ['firePort', 'fireStarboard']))).toEqual([]);
  });
});
