// Issue 13: one ship's part among many (part.ts, part-fire.ts, battle-orders.ts) by rule id.
import { describe, expect, it } from 'vitest';
import { reason, reasonText } from './reasons.js';

/** playShipPart never reads the orders' reasons: any will do in a hand-written order. */
const ANY_REASON = reason('noFireOnBoard');
import { relativeToWind } from '../sailing.js';
import { battleShipOrders } from './battle-orders.js';
import { captainOrders } from './captain.js';
import { makeSimShip, parseDuellist, type DuelSide } from './duel-state.js';
import { duelRandom, type PartRecord } from './duel.js';
import { orderViolations } from './legality.js';
import { firingPointAmong, otherShips } from './part-fire.js';
import { prepareBoarding } from '../boarding.js';
import { playShipPart } from './part.js';
import { tableEntry, type SimTable } from './table.js';

function entry(uid: string, side: DuelSide, x: number, y: number, heading: number, gun = '74C') {
  return tableEntry(
    makeSimShip(side, parseDuellist(`${gun}:average`), { x, y, headingDeg: 0 }, heading),
    uid,
    side,
  );
}

describe('issue 13 FP-6.2 / D-18 a broadside among many ships', () => {
  it('a friend nearer in the arc is the target; with no move she cannot be avoided and is hit (SD-146)', () => {
    // All heading east; the friend 100 mm to port (north), the enemy 300 mm beyond her.
    const me = entry('a1', 'a', 0, 0, 4);
    const friend = entry('a2', 'a', 0, 100, 4);
    const enemy = entry('b1', 'b', 0, 300, 4);
    const others = otherShips(me, [me, friend, enemy]);
    const p = firingPointAmong(me, 'port', me.ship.pose, 0, 0, others, enemy);
    expect(p.target).toBe(friend);
    expect(p.value).toBeLessThan(0);
  });

  it('D-18 a ship in each half of the arc: the owner picks, and the captain picks the enemy over the friend', () => {
    // The friend abeam a little forward, the enemy further off and aft: one candidate in each half.
    const me = entry('a1', 'a', 0, 0, 4);
    const friend = entry('a2', 'a', 30, 100, 4);
    const enemy = entry('b1', 'b', -60, 250, 4);
    const others = otherShips(me, [me, friend, enemy]);
    const p = firingPointAmong(me, 'port', me.ship.pose, 0, 0, others, enemy);
    expect(p.target).toBe(enemy);
    expect(p.candidate?.half).toBe('aft');
    expect(p.value).toBeGreaterThan(0);
  });

  it('SD-147 a struck ship is not a target; sunk and exploded ones have left the table', () => {
    const me = entry('a1', 'a', 0, 0, 4);
    const struck = entry('b1', 'b', 0, 100, 4);
    const sunk = entry('b2', 'b', 0, 200, 4);
    struck.ship.fate = 'struck';
    sunk.ship.fate = 'sunk';
    expect(otherShips(me, [me, struck, sunk])).toEqual([]);
  });
});

describe('issue 13 FP-5.7 / FP-5.8 the move stops at contact with ANY ship', () => {
  it('a friend dead ahead stops the move short of the allowance; the contact is reported', () => {
    const me = entry('a1', 'a', 0, 0, 4);
    const friend = entry('a2', 'a', 120, 0, 4);
    const enemy = entry('b1', 'b', 0, 900, 12);
    const table: SimTable = { wind: 0, strength: 'breeze', entries: [me, friend, enemy] };
    const orders = captainOrders(
      { turn: 1, wind: 0, ships: [me.ship, { ...enemy.ship, id: 'b' }] },
      'a',
    );
    const played = playShipPart(
      table,
      me,
      { ...orders, orders: [], fire: [] },
      enemy,
      duelRandom(5),
    );
    expect(played.allowanceMm).toBe(90);
    expect(played.movedMm).toBeLessThan(90);
    expect(played.contacts).toEqual(['a2']);
  });

  it('FP-A1 a strong wind moves her further than a breeze (FP-5.2 table)', () => {
    const me = entry('a1', 'a', 0, 0, 4);
    const enemy = entry('b1', 'b', 0, 900, 12);
    const table: SimTable = { wind: 0, strength: 'strong', entries: [me, enemy] };
    const played = playShipPart(
      table,
      me,
      {
        ship: 'a',
        orders: [],
        sail: 'easy',
        heading: 4,
        fire: [],
        reasons: { fire: ANY_REASON, sail: ANY_REASON, course: ANY_REASON, guns: [] },
      },
      enemy,
      duelRandom(5),
    );
    expect(played.allowanceMm).toBe(120);
  });
});

describe('issue 13 FP-5.4 a ship the shifted wind left in irons', () => {
  it('orders a course change onto a legal heading, with its reason', () => {
    // Wind from the north; she heads NNE (r = 1): in irons.
    const me = makeSimShip('a', parseDuellist('74C'), { x: 0, y: 0, headingDeg: 0 }, 1);
    const enemy = makeSimShip('b', parseDuellist('74C'), { x: 0, y: 400, headingDeg: 0 }, 4);
    const o = battleShipOrders(me, [enemy], 3, 0)!;
    expect(o.orders).toContain('changeCourse');
    expect(relativeToWind(o.heading, 0).r).toBeGreaterThanOrEqual(3);
    expect(reasonText(o.reasons.course)).toMatch(/^[^\n]+$/);
  });

  it('the legality check refuses staying in irons unless the escape was ordered and failed, without moving', () => {
    const me = makeSimShip('a', parseDuellist('74C'), { x: 0, y: 0, headingDeg: 0 }, 1);
    const enemy = makeSimShip('b', parseDuellist('74C'), { x: 0, y: 400, headingDeg: 0 }, 4);
    const o = battleShipOrders(me, [enemy], 3, 0)!;
    const record: PartRecord = {
      before: { turn: 3, wind: 0, ships: [me, enemy] },
      orders: { ...o, ship: 'a' },
      score: 3,
      fired: [],
      movedMm: 0,
      allowanceMm: 0,
      headingAfter: 1,
    };
    expect(orderViolations(record)).toEqual([]);
    expect(orderViolations({ ...record, movedMm: 10, allowanceMm: 90 })).toContain(
      'FP-5.4 in irons at 1',
    );
    const held = { ...record, orders: { ...record.orders, heading: 1, orders: [] } };
    expect(orderViolations(held)).toContain('FP-5.4 in irons at 1');
  });

  it('the legality check refuses a move beyond the allowance in the wind of the part (FP-A1)', () => {
    const me = makeSimShip('a', parseDuellist('74C'), { x: 0, y: 0, headingDeg: 0 }, 4);
    const enemy = makeSimShip('b', parseDuellist('74C'), { x: 0, y: 400, headingDeg: 0 }, 4);
    const record: PartRecord = {
      before: { turn: 1, wind: 0, ships: [me, enemy] },
      orders: {
        ship: 'a',
        orders: [],
        sail: 'easy',
        heading: 4,
        fire: [],
        reasons: { fire: ANY_REASON, sail: ANY_REASON, course: ANY_REASON, guns: [] },
      },
      score: 10,
      fired: [],
      movedMm: 120,
      allowanceMm: 120,
      headingAfter: 4,
    };
    expect(orderViolations({ ...record, windStrength: 'strong' })).toEqual([]);
    expect(orderViolations(record).join(' ')).toMatch(/FP-5.7 moved 120/);
  });
});

describe('issue 13 SD-156 / FP-7.2 / D-19 taking a struck enemy', () => {
  it('a struck enemy nearer than any enemy afloat: easy sail, a heading to lay her aboard, parties ordered, guns held', () => {
    const me = makeSimShip('a', parseDuellist('74C'), { x: 0, y: 0, headingDeg: 0 }, 4);
    me.sail = 'full';
    const struck = makeSimShip('b', parseDuellist('74C'), { x: 100, y: 0, headingDeg: 0 }, 8);
    struck.fate = 'struck';
    const afloat = makeSimShip('b', parseDuellist('74C'), { x: 0, y: 600, headingDeg: 0 }, 12);
    const o = battleShipOrders(me, [afloat, struck], 2, 0)!;
    expect(o.target).toBe(1);
    expect(o.orders).toEqual(['decreaseSail', 'prepareBoarding']);
    expect(o.sail).toBe('easy');
    expect(o.fire).toEqual([]);
    expect(reasonText(o.reasons.course)).toMatch(/lay her aboard: she has struck/);
    expect(reasonText(o.targetReason)).toMatch(/take the struck enemy/);
    // An enemy afloat nearer than the prize: she fights instead.
    const near = makeSimShip('b', parseDuellist('74C'), { x: 0, y: 50, headingDeg: 0 }, 4);
    expect(battleShipOrders(me, [near, struck], 2, 0)!.orders).not.toContain('prepareBoarding');
  });

  it('no legal heading touches the prize or brings her nearer (she lies astern): she fights on instead', () => {
    // Sailing east at easy sail; every heading she may take from a beam reach leads away from the prize.
    const me = makeSimShip('a', parseDuellist('74C'), { x: 0, y: 0, headingDeg: 0 }, 4);
    const astern = makeSimShip('b', parseDuellist('74C'), { x: -160, y: 0, headingDeg: 0 }, 4);
    astern.fate = 'struck';
    const afloat = makeSimShip('b', parseDuellist('74C'), { x: 0, y: 600, headingDeg: 0 }, 12);
    const o = battleShipOrders(me, [afloat, astern], 2, 0, [afloat, astern])!;
    expect(o.orders).not.toContain('prepareBoarding');
    expect(reasonText(o.targetReason)).toMatch(/engage/);
    // The same prize ahead is taken.
    const ahead = { ...astern, pose: { ...astern.pose, x: 160 } };
    expect(battleShipOrders(me, [afloat, ahead], 2, 0, [afloat, ahead])!.orders).toContain(
      'prepareBoarding',
    );
  });

  it('contact with her and parties ready (the Brd column) takes her without a melee; not otherwise', () => {
    let taken = 0;
    let notReady = 0;
    for (let seed = 0; seed < 30; seed++) {
      const me = entry('a1', 'a', 0, 0, 4);
      const prize = entry('b1', 'b', 100, 0, 8);
      prize.ship.fate = 'struck';
      const far = entry('b2', 'b', 0, 900, 12);
      const table: SimTable = { wind: 0, strength: 'breeze', entries: [me, prize, far] };
      const orders = battleShipOrders(me.ship, [prize.ship, far.ship], 2, 0)!;
      const played = playShipPart(table, me, orders, prize, duelRandom(seed));
      expect(played.contacts).toEqual(['b1']);
      if (prepareBoarding(played.score)) {
        expect(prize.ship.fate).toBe('captured');
        taken++;
      } else {
        expect(prize.ship.fate).toBe('struck');
        notReady++;
      }
    }
    expect(taken).toBeGreaterThan(0);
    expect(notReady).toBeGreaterThan(0);
  });
});
