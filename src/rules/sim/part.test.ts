// Issue 13: one ship's part among many (part.ts, part-fire.ts, battle-orders.ts) by rule id.
import { describe, expect, it } from 'vitest';
import { relativeToWind } from '../sailing.js';
import { battleShipOrders } from './battle-orders.js';
import { captainOrders } from './captain.js';
import { makeSimShip, parseDuellist, type DuelSide } from './duel-state.js';
import { duelRandom, type PartRecord } from './duel.js';
import { orderViolations } from './legality.js';
import { firingPointAmong, otherShips } from './part-fire.js';
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
        reasons: { fire: '', sail: '', course: '', guns: [] },
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
    expect(o.reasons.course).toMatch(/^[^\n]+$/);
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
        reasons: { fire: '', sail: '', course: '', guns: [] },
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
