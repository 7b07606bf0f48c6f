// Issue 13 / OR-5: full-game navigation in the battle simulation's two-segment part (part-navigation.ts,
// navigation-captain.ts) by rule id: the OR-5 speed table per segment (footnote 15), SD-27 drift, the
// SD-54 spread course change and SD-55, the FP-5.6 / SD-87 tack and its OR-5 failures, SD-89 BF -1.
import { describe, expect, it } from 'vitest';
import { headingVector } from '../geometry/vec.js';
import type { RiggingTestCause } from '../rigging-test.js';
import { headingDegrees, relativeToWind } from '../sailing.js';
import type { CaptainOrders } from './captain.js';
import { makeSimShip, parseDuellist, type DuelSide, type SimShip } from './duel-state.js';
import type { DuelRandom } from './duel.js';
import type { FleetShipOrders } from './fleet-captain.js';
import { otherTackHeading, tackTowardEnemy } from './navigation-captain.js';
import { BattleNavigation } from './part-navigation.js';
import { playShipPartInSegments } from './part-segments.js';
import { reason } from './reasons.js';
import { tableEntry, type SimTable, type TableEntry } from './table.js';

const ANY_REASON = reason('noFireOnBoard');

function entry(uid: string, side: DuelSide, x: number, y: number, heading: number) {
  return tableEntry(
    makeSimShip(side, parseDuellist('74C:average'), { x, y, headingDeg: 0 }, heading),
    uid,
    side,
  );
}

function orders(o: Partial<CaptainOrders> & Pick<CaptainOrders, 'heading'>): CaptainOrders {
  return {
    ship: 'a',
    sail: 'easy',
    orders: [],
    fire: [],
    reasons: { fire: ANY_REASON, sail: ANY_REASON, course: ANY_REASON, guns: [] },
    ...o,
  } as CaptainOrders;
}

/** 3d6 always `total` (an average crew with no modifier reads it as the score). */
function fixedDice(total: number): DuelRandom {
  return { roll3d6: () => total, int: () => 3 };
}

/** A battle's navigation with the turn set by the test, a breeze, and the OR-9 tests it asks for noted. */
function navigation() {
  const tests: RiggingTestCause[] = [];
  let turn = 1;
  const nav = new BattleNavigation({
    turn: () => turn,
    condition: () => 'breeze',
    riggingTest: (_s, cause) => tests.push(cause),
  });
  return { nav, tests, setTurn: (t: number) => (turn = t) };
}

function setup(heading: number) {
  const me = entry('a1', 'a', 0, 0, heading);
  const far = entry('b1', 'b', 3000, 3000, 4);
  const table: SimTable = { wind: 0, strength: 'breeze', entries: [me, far] };
  return { me, table };
}

function play(t: SimTable, me: TableEntry, o: CaptainOrders, score: number, nav: BattleNavigation) {
  return playShipPartInSegments(t, me, o, null, fixedDice(score), null, false, nav);
}

describe('issue 13 OR-5 navigation in the battle simulation (part-navigation.ts)', () => {
  it('OR-5 / footnote 15 each segment moves the table speed for the point of sail at the start of segment 1: a beam reach in a breeze (moderate breeze, SD-26) at easy sail 25 + 25 mm, full sail ordered 25 + 50 (SD-53)', () => {
    const { nav } = navigation();
    const a = setup(4);
    expect(play(a.table, a.me, orders({ heading: 4 }), 12, nav).segments).toEqual([
      { allowanceMm: 25, movedMm: 25, sail: 'easy' },
      { allowanceMm: 25, movedMm: 25, sail: 'easy' },
    ]);
    const b = setup(4);
    const o = orders({ heading: 4, sail: 'full', orders: ['increaseSail'] });
    expect(play(b.table, b.me, o, 12, nav).segments.map((g) => g.allowanceMm)).toEqual([25, 50]);
  });

  it('SD-54 a two-point course change is turned one point at the end of each segment, and segment 2 keeps the speed of the starting point of sail (footnote 15)', () => {
    const { nav } = navigation();
    const { me, table } = setup(4);
    // Beam (r 4) to quarter (r 6): segment 2 still moves the beam's 25 mm, not the quarter's 35.
    const played = play(table, me, orders({ heading: 6, orders: ['changeCourse'] }), 12, nav);
    expect(played.segments.map((g) => g.allowanceMm)).toEqual([25, 25]);
    expect(me.ship.heading).toBe(6);
    expect(nav.record()).toMatchObject({ turns: [1, 1], courseTarget: 6, refusedTurns: 0 });
  });

  it('SD-55 the rest of a change the wind has since put in irons is not turned and costs one OR-9 test', () => {
    const { nav, tests } = navigation();
    const { me, table } = setup(2);
    const o = orders({ heading: 5, orders: ['changeCourse'] });
    nav.begin(me, o);
    nav.endOfSegment1(table, me, o, 12);
    expect(me.ship.heading).toBe(4);
    table.wind = 5; // the last point, 4 -> 5, would now be head to wind
    nav.endOfSegment2(table, me);
    expect(me.ship.heading).toBe(4);
    expect(tests).toEqual(['illegalCourseOrder']);
    expect(nav.record()).toMatchObject({ turns: [2, 0], refusedTurns: 1 });
  });

  it('SD-27 hove to (furled) she drifts straight downwind by the drift row, 5 mm a segment in a moderate breeze, and does not sail', () => {
    const { nav } = navigation();
    const { me, table } = setup(4);
    me.ship.sail = 'furled';
    const played = play(table, me, orders({ heading: 4, sail: 'furled' }), 12, nav);
    expect(played.movedMm).toBe(0);
    const down = headingVector(headingDegrees(8));
    expect(me.ship.pose.x).toBeCloseTo(10 * down.x);
    expect(me.ship.pose.y).toBeCloseTo(10 * down.y);
    expect(me.ship.heading).toBe(4);
    expect(nav.record()).toMatchObject({ drift: [5, 5], driftAllowed: [5, 5] });
  });

  it('FP-5.6 / SD-87 a tack: turn 1 head to wind at the end of segment 1 (no move in segment 2), turn 2 close-hauled on the other tack (no move), turn 3 at half speed, and no new tack the turn after (SD-86)', () => {
    const { nav, tests, setTurn } = navigation();
    const { me, table } = setup(3);
    const tack = orders({ heading: 3, orders: ['tack'] });
    const t1 = play(table, me, tack, 12, nav);
    expect(relativeToWind(me.ship.heading, 0).r).toBe(0);
    expect(t1.segments.map((g) => g.allowanceMm)).toEqual([25, 0]);
    expect(nav.record()).toMatchObject({ tack: 'begun', firingWhileTacking: [true, true] });
    expect(nav.atOrders(me).tack.phase).toBe('inStays');
    setTurn(2);
    const t2 = play(table, me, orders({ heading: me.ship.heading, orders: ['tack'] }), 12, nav);
    expect(me.ship.heading).toBe(13);
    expect(t2.movedMm).toBe(0);
    expect(nav.record()).toMatchObject({ tack: 'completed', firingWhileTacking: [true, false] });
    expect(tests).toEqual([]);
    setTurn(3);
    expect(nav.atOrders(me).turnsSinceLastTack).toBe(1);
    const t3 = play(table, me, orders({ heading: 13 }), 12, nav);
    // Close-hauled in a moderate breeze at easy sail, 25 and 20 mm, halved.
    expect(t3.segments.map((g) => g.allowanceMm)).toEqual([12.5, 10]);
    expect(nav.record()).toMatchObject({ halfSpeed: true, tackPhase: 'none', tack: null });
  });

  it('OR-5 a tack failed on turn 1 sails on close-hauled in both segments, no damage, no test', () => {
    const { nav, tests } = navigation();
    const { me, table } = setup(3);
    const played = play(table, me, orders({ heading: 3, orders: ['tack'] }), 4, nav);
    expect(me.ship.heading).toBe(3);
    expect(played.segments.map((g) => g.movedMm)).toEqual([25, 20]);
    expect(tests).toEqual([]);
    expect(nav.record()).toMatchObject({ tack: 'failedTurn1' });
    expect(nav.atOrders(me)).toMatchObject({ tack: { phase: 'none' }, turnsSinceLastTack: 0 });
  });

  it('OR-5 / SD-87 a tack failed on turn 2: the OR-9 test, back to the exact pose it began from, hove to and drifting in segment 2', () => {
    const { nav, tests, setTurn } = navigation();
    const { me, table } = setup(3);
    const from = me.ship.pose;
    play(table, me, orders({ heading: 3, orders: ['tack'] }), 12, nav);
    const inStays = me.ship.pose;
    // Where the tack began: after segment 1's 25 mm close-hauled.
    const ahead = headingVector(from.headingDeg);
    const began = { x: from.x + 25 * ahead.x, y: from.y + 25 * ahead.y };
    setTurn(2);
    const played = play(table, me, orders({ heading: me.ship.heading, orders: ['tack'] }), 4, nav);
    expect(tests).toEqual(['tackFailure']);
    expect(me.ship.heading).toBe(3);
    expect(me.ship.sail).toBe('furled');
    expect(played.movedMm).toBe(0);
    expect(nav.record()).toMatchObject({ tack: 'failedTurn2', drift: [0, 5] });
    expect(me.ship.pose).not.toEqual(inStays);
    // Back at that pose, then 5 mm of segment 2's drift downwind.
    const down = headingVector(headingDegrees(8));
    expect(me.ship.pose.x).toBeCloseTo(began.x + 5 * down.x);
    expect(me.ship.pose.y).toBeCloseTo(began.y + 5 * down.y);
    expect(me.ship.pose.headingDeg).toBe(from.headingDeg);
  });

  it('SD-89 BF -1 on the broadsides fired while tacking: segment 1 with a tack order; segment 2 only while she is still in stays', () => {
    const { nav, setTurn } = navigation();
    const { me, table } = setup(3);
    const tack = orders({ heading: 3, orders: ['tack'] });
    nav.begin(me, tack);
    expect(nav.fireModifier()).toBe(-1);
    nav.endOfSegment1(table, me, tack, 12);
    nav.startSegment2();
    expect(nav.fireModifier()).toBe(-1);
    setTurn(2);
    const on = orders({ heading: me.ship.heading, orders: ['tack'] });
    nav.begin(me, on);
    nav.endOfSegment1(table, me, on, 12);
    nav.startSegment2();
    expect(nav.fireModifier()).toBe(0);
    nav.begin(me, orders({ heading: me.ship.heading }));
    expect(nav.fireModifier()).toBe(0);
  });
});

describe('issue 13 OR-5 the captain tacks toward a windward enemy (SD-225)', () => {
  const fp = (me: SimShip, heading = me.heading): FleetShipOrders =>
    ({
      ...orders({ heading, sail: me.sail }),
      target: 0,
      targetReason: ANY_REASON,
    }) as FleetShipOrders;
  const ship = (x: number, y: number, heading: number) =>
    makeSimShip('a', parseDuellist('74C:average'), { x, y, headingDeg: 0 }, heading);
  const never = { tack: { phase: 'none' as const }, turnsSinceLastTack: null };

  it('close-hauled with her enemy along the other tack, she tacks, with its reason', () => {
    const me = ship(0, 0, 3);
    const other = otherTackHeading(3, 0);
    expect(other).toBe(13);
    const v = headingVector(headingDegrees(other));
    const enemy = ship(400 * v.x, 400 * v.y, 8);
    const t = tackTowardEnemy(me, enemy, 0, fp(me), never);
    expect(t?.orders.orders).toEqual(['tack']);
    expect(t?.orders.heading).toBe(3);
    expect(t?.why).toEqual(reason('tackTowardEnemy', { heading: 13 }));
  });

  it('not with the enemy ahead on this tack, not off the wind, not a turn after the last tack, not when bearing away', () => {
    const v = headingVector(headingDegrees(3));
    const ahead = ship(400 * v.x, 400 * v.y, 8);
    const w = headingVector(headingDegrees(13));
    const astern = ship(400 * w.x, 400 * w.y, 8);
    expect(tackTowardEnemy(ship(0, 0, 3), ahead, 0, fp(ship(0, 0, 3)), never)).toBeNull();
    expect(tackTowardEnemy(ship(0, 0, 4), astern, 0, fp(ship(0, 0, 4)), never)).toBeNull();
    const soon = { tack: { phase: 'none' as const }, turnsSinceLastTack: 1 };
    expect(tackTowardEnemy(ship(0, 0, 3), astern, 0, fp(ship(0, 0, 3)), soon)).toBeNull();
    expect(tackTowardEnemy(ship(0, 0, 3), astern, 0, fp(ship(0, 0, 3), 5), never)).toBeNull();
  });
});
