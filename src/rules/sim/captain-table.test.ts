// SD-204 the captain plans on the table's own numbers: HR-2 (1:3000, every distance x 0.4) for its
// range wishes, its allowance and its look-ahead's bands and arcs; FP-A1 the wind's strength for the
// allowance its look-ahead moves by. The simulation's default (1:1200, a breeze) is pinned by the goldens.
import { describe, expect, it } from 'vitest';
import { pivotTurn, sweepStraightMove } from '../geometry/movement.js';
import { mastToMastRange } from '../geometry/range.js';
import { headingVector } from '../geometry/vec.js';
import { headingDegrees } from '../sailing.js';
import { classById } from '../ship.js';
import { RANGE_LIMITS_MM } from '../tables/gunnery.js';
import { BASE_SIZES, type Scale } from '../tables/ships.js';
import { allowanceMm, captainOrders, SIM_TABLE, type CaptainTable } from './captain.js';
import { makeSimShip, parseDuellist, tableShip, type SimShip } from './duel-state.js';
import { bestFiringPoint } from './firing-point.js';

/** A ship on its base at `scale` (HR-2 bases at 1:3000). */
function ship(id: 'a' | 'b', who: string, x: number, y: number, heading: number, scale: Scale) {
  const d = parseDuellist(who);
  const s = makeSimShip(id, d, { x, y, headingDeg: 0 }, heading);
  const base = BASE_SIZES[scale][classById(d.classId).rate];
  return { ...s, body: { ...base, masts: s.body.masts } };
}

/** The captain's orders carried out on a 1:3000 table, the enemy standing: the range after each move. */
function rangesAt3000(plan: Readonly<CaptainTable>, turns: number): number[] {
  const table: CaptainTable = { scale: 3000, strength: 'breeze' };
  const me = ship('a', '74C:elite', -150, 60, 4, 3000);
  const enemy = ship('b', '74C:poor', 0, 0, 4, 3000);
  const ranges: number[] = [];
  for (let turn = 1; turn <= turns; turn++) {
    const o = captainOrders({ turn, wind: 0, ships: [me, enemy] }, 'a', plan);
    me.sail = o.sail;
    const turned =
      o.heading === me.heading ? me.pose : pivotTurn(me.pose, me.body, headingDegrees(o.heading));
    me.heading = o.heading;
    // The referee moves her at the table's own allowance, whatever the captain planned with.
    me.pose = sweepStraightMove(tableShip(me, turned), allowanceMm(me, o.sail, table), [
      tableShip(enemy),
    ]).pose;
    ranges.push(mastToMastRange(me, enemy));
  }
  return ranges;
}

describe('SD-204 the captain at the table’s scale and wind strength', () => {
  it('HR-2 / FP-5.2 / FP-A1 the allowance is the table’s: 1:3000 and the wind strength', () => {
    const s = ship('a', '74C', 0, 0, 4, 1200);
    expect(allowanceMm(s, 'full')).toBe(180);
    expect(allowanceMm(s, 'full', { scale: 3000, strength: 'breeze' })).toBe(72);
    expect(allowanceMm(s, 'easy', { scale: 1200, strength: 'strong' })).toBe(120);
    expect(allowanceMm(s, 'easy', { scale: 3000, strength: 'light' })).toBe(30);
  });

  it('HR-2 with the better crew she closes to 1:3000’s short range; planning at 1:1200 she never does', () => {
    const short = RANGE_LIMITS_MM[3000].short;
    const hr2 = rangesAt3000({ scale: 3000, strength: 'breeze' }, 8);
    expect(Math.min(...hr2.slice(0, 4))).toBeLessThanOrEqual(short);
    const at1200 = rangesAt3000(SIM_TABLE, 8);
    expect(Math.min(...at1200)).toBeGreaterThan(short);
  });

  it('FP-A1 in a strong wind the look-ahead moves her by the strong wind’s allowance (she would run into the ship ahead)', () => {
    // She sails astern of the enemy on the same course, 105 mm from bow to stern: easy sail carries her
    // 90 mm in a breeze (clear) and 120 mm in a strong wind (into her).
    const v = headingVector(headingDegrees(4));
    const setup = (): [SimShip, SimShip] => [
      ship('a', '74C:average', -180 * v.x, -180 * v.y, 4, 1200),
      ship('b', '74C:average', 0, 0, 4, 1200),
    ];
    const strong = captainOrders({ turn: 1, wind: 0, ships: setup() }, 'a', {
      scale: 1200,
      strength: 'strong',
    });
    expect(strong.reasons.course.id).toBe('turnClear');
    const breeze = captainOrders({ turn: 1, wind: 0, ships: setup() }, 'a', SIM_TABLE);
    expect(breeze.reasons.course.id).not.toBe('turnClear');
  });

  it('HR-2 the firing point is judged with 1:3000’s bands: 100 mm abeam is short at 1:1200, medium at 1:3000', () => {
    const me = ship('a', '74C', 0, 0, 4, 3000);
    // Abeam to port at 100 mm: 1:1200's short band ends at 100 mm (D-10), 1:3000's medium at 140 mm.
    const v = headingVector(headingDegrees(0));
    const her = ship('b', '74C', 100 * v.x, 100 * v.y, 4, 3000);
    const at1200 = bestFiringPoint(me, her, 'port', me.pose, 0, 0);
    const at3000 = bestFiringPoint(me, her, 'port', me.pose, 0, 0, undefined, 3000);
    expect(at1200.target?.band).toBe('short');
    expect(at3000.target?.band).toBe('medium');
  });
});

describe('OR-5 a table that reckons the turn otherwise than Fast Play (the Foundry AI seat)', () => {
  it('OR-5 allowanceMm is the table turnMoveMm at each sail; dismasted still 0 (FP-2.5)', () => {
    const me = ship('a', '74C:average', 0, 0, 4, 1200);
    const table: CaptainTable = {
      ...SIM_TABLE,
      turnMoveMm: (sail) => (sail === 'full' ? 75 : 50),
    };
    expect(allowanceMm(me, 'easy', table)).toBe(50);
    expect(allowanceMm(me, 'full', table)).toBe(75);
    expect(allowanceMm(me, 'easy', SIM_TABLE)).not.toBe(50);
    const dismasted: SimShip = {
      ...me,
      damage: { ...me.damage, rigging: me.profile.rdc * me.profile.dcCapacity },
    };
    expect(allowanceMm(dismasted, 'easy', table)).toBe(0);
  });
});
