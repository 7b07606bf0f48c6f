// Issue 13 / OR-5: the captain's look-ahead over the spread course change, by rule id. SD-279 planMove
// with spreadCourse sails the leg on the first half (rounded up) and pivots the rest at its end; one
// point and every plan without it take the path they took. SD-281 the simulation's captain starts
// from the end of segment 1 with segment 2's allowance (captainStart, plannedAllowances: what the part
// then grants), looks only at navigable changes, and in irons takes the best escape.
import { describe, expect, it } from 'vitest';
import { pivotTurn, sweepStraightMove } from '../geometry/movement.js';
import { mastToMastRange } from '../geometry/range.js';
import { headingVector } from '../geometry/vec.js';
import { headingDegrees, mod16, relativeToWind } from '../sailing.js';
import { navigationCourseOrder } from '../navigation.js';
import { SAIL_SETTINGS } from '../tables/sailing.js';
import { captainOrders, SIM_TABLE } from './captain.js';
import { spreadTurns } from './captain-options.js';
import { lookAhead, planMove, preferredRange, type Plan, blankPlan } from './captain-plan.js';
import type { CaptainOrders } from './captain.js';
import {
  makeSimShip,
  parseDuellist,
  tableShip,
  type DuelSide,
  type DuelState,
} from './duel-state.js';
import type { DuelRandom } from './duel.js';
import { abilitaModifierTotal } from './firing-point.js';
import { captainStart } from './or5-plan-start.js';
import { BattleNavigation } from './part-navigation.js';
import { playShipPartInSegments } from './part-segments.js';
import { reason, reasonText } from './reasons.js';
import { tableEntry, type SimTable } from './table.js';

/** A 74 heading east (4) in a north wind, her enemy 250 mm to the south-east. */
function duel(heading = 4): DuelState {
  const me = makeSimShip('a', parseDuellist('74C:good'), { x: 0, y: 0, headingDeg: 0 }, heading);
  const enemy = makeSimShip(
    'b',
    parseDuellist('80L:average'),
    { x: 180, y: 180, headingDeg: 0 },
    12,
  );
  return { turn: 1, wind: 0, ships: [me, enemy] };
}

function plan(state: DuelState, heading: number, spread: boolean): Plan {
  const [me, enemy] = state.ships;
  const mods = { mine: abilitaModifierTotal(me), theirs: abilitaModifierTotal(enemy) };
  const want = preferredRange(me, enemy, mods, 1).mm;
  const ctx = lookAhead(me, enemy, mods, state.wind, 1200, spread);
  return planMove(me, enemy, heading, 60, want, ctx, blankPlan());
}

describe('issue 13 OR-5 SD-279 the look-ahead over a spread course change (planMove)', () => {
  it('SD-54 / SD-279 a three-point change: the leg on the first two points, the third pivoted at its end', () => {
    const state = duel();
    const me = state.ships[0];
    // East (4) to south by east (7): two points at the end of segment 1, one at the end of segment 2.
    expect(spreadTurns(4, 7)).toEqual([2, 1]);
    const p = plan(state, 7, true);
    const leg = sweepStraightMove(
      tableShip(me, pivotTurn(me.pose, me.body, headingDegrees(6))),
      60,
      [tableShip(state.ships[1])],
    );
    const end = pivotTurn(leg.pose, me.body, headingDegrees(7));
    expect(p.heading).toBe(7);
    expect(p.end).toEqual(end);
    expect(p.moved).toBe(60);
    // Turned whole, then sailed: another end (the look-ahead before SD-279).
    const whole = plan(state, 7, false);
    expect(Math.hypot(whole.end.x - end.x, whole.end.y - end.y)).toBeGreaterThan(5);
  });

  it('SD-279 the enemy’s answer, the range and the gauge are judged at the end after the rest is turned', () => {
    const state = duel();
    const p = plan(state, 7, true);
    const [me, enemy] = state.ships;
    // The range the plan reports is the end pose's (mast to mast), not the leg's end before the pivot.
    expect(p.rangeMm).toBeCloseTo(mastToMastRange({ pose: p.end, body: me.body }, enemy), 9);
    const up = headingVector(headingDegrees(state.wind));
    const gauge = (p.end.x - enemy.pose.x) * up.x + (p.end.y - enemy.pose.y) * up.y;
    expect(p.gauge).toBeCloseTo(gauge, 9);
  });

  it('SD-54 / SD-279 a one-point change and a hold take exactly the path they took', () => {
    const state = duel();
    for (const heading of [3, 4, 5])
      expect(plan(state, heading, true)).toEqual(plan(state, heading, false));
  });

  it('SD-279 the bound that cuts a plan short never cuts one that would win (spread plans)', () => {
    const state = duel();
    const [me, enemy] = state.ships;
    const mods = { mine: abilitaModifierTotal(me), theirs: abilitaModifierTotal(enemy) };
    const want = preferredRange(me, enemy, mods, 1).mm;
    const ctx = lookAhead(me, enemy, mods, state.wind, 1200, true);
    for (const heading of [1, 6, 7, 8, 9, 12]) {
      const full = planMove(me, enemy, heading, 60, want, ctx, blankPlan());
      const cut = planMove(me, enemy, heading, 60, want, ctx, blankPlan(), full.score - 1e-3);
      expect(cut.score).toBe(full.score);
    }
  });
});

const ANY = reason('noFireOnBoard');

function partOrders(o: Partial<CaptainOrders> & Pick<CaptainOrders, 'heading'>): CaptainOrders {
  return {
    ship: 'a',
    sail: 'easy',
    orders: [],
    fire: [],
    reasons: { fire: ANY, sail: ANY, course: ANY, guns: [] },
    ...o,
  } as CaptainOrders;
}

function entry(uid: string, side: DuelSide, x: number, y: number, heading: number, sail = 'easy') {
  const s = makeSimShip(side, parseDuellist('74C:average'), { x, y, headingDeg: 0 }, heading);
  s.sail = sail as typeof s.sail;
  return tableEntry(s, uid, side);
}

function navigation() {
  return new BattleNavigation({ turn: () => 1, condition: () => 'breeze', riggingTest: () => {} });
}

const dice = (total: number): DuelRandom => ({ roll3d6: () => total, int: () => 3 });

describe('issue 13 OR-5 SD-281 the simulation captain plans from the end of segment 1', () => {
  for (const [heading, sail, to] of [
    [4, 'easy', 'easy'],
    [4, 'easy', 'full'],
    [6, 'full', 'easy'],
    [10, 'furled', 'easy'],
  ] as const)
    it(`OR-5 / SD-52 / SD-53 plannedAllowances is what the part grants (heading ${heading}, ${sail} to ${to})`, () => {
      const me = entry('a1', 'a', 0, 0, heading, sail);
      const table: SimTable = {
        wind: 0,
        strength: 'breeze',
        entries: [me, entry('b1', 'b', 3000, 3000, 4)],
      };
      const nav = navigation();
      const planned = nav.plannedAllowances(table, me, to);
      const orders =
        to === sail
          ? partOrders({ heading })
          : partOrders({
              heading,
              sail: to,
              // FP-5.1 SAIL_SETTINGS run from the most sail to the least.
              orders: [
                SAIL_SETTINGS.indexOf(to) < SAIL_SETTINGS.indexOf(sail)
                  ? 'increaseSail'
                  : 'decreaseSail',
              ],
            });
      const played = playShipPartInSegments(table, me, orders, null, dice(11), null, false, nav);
      expect(played.segments.map((s) => s.allowanceMm)).toEqual(planned);
    });

  it('OR-5 / FP-5.4 in irons she plans no move in either segment (the part grants none)', () => {
    const me = entry('a1', 'a', 0, 0, 15);
    const table: SimTable = { wind: 0, strength: 'breeze', entries: [me] };
    expect(navigation().plannedAllowances(table, me, 'full')).toEqual([0, 0]);
  });

  it('SD-281 captainStart: the end of segment 1’s move, segment 2’s allowance, the change spread; without OR-5 as she lies', () => {
    const me = entry('a1', 'a', 0, 0, 4);
    const table: SimTable = {
      wind: 0,
      strength: 'breeze',
      entries: [me, entry('b1', 'b', 3000, 3000, 4)],
    };
    const nav = navigation();
    const start = captainStart(table, me, nav, SIM_TABLE);
    // A beam reach at easy sail in a breeze: 25 mm a segment (OR-5's table).
    expect(start.me.pose.x).toBeCloseTo(25, 9);
    expect(start.me.pose.y).toBeCloseTo(0, 9);
    expect(start.me).not.toBe(me.ship);
    expect(me.ship.pose.x).toBe(0);
    expect(start.table.spreadCourse).toBe(true);
    expect(start.table.leadMm).toBeCloseTo(25, 9);
    expect(start.table.turnMoveMm!('full')).toBe(nav.plannedAllowances(table, me, 'full')[1]);
    // Without OR-5: as before.
    expect(captainStart(table, me, null, SIM_TABLE)).toEqual({ me: me.ship, table: SIM_TABLE });
  });

  it('SD-281 / FP-5.8 a segment 1 that would stop against a ship: from where she lies, as before', () => {
    const me = entry('a1', 'a', 0, 0, 4);
    const table: SimTable = {
      wind: 0,
      strength: 'breeze',
      entries: [me, entry('b1', 'b', me.ship.body.lengthMm / 2 + 20, 0, 0)],
    };
    expect(captainStart(table, me, navigation(), SIM_TABLE)).toEqual({
      me: me.ship,
      table: SIM_TABLE,
    });
  });

  it('OR-5 / SD-228 / SD-281 in irons, planning a spread change, she orders only a change the navigation allows', () => {
    // From one or two points off the wind, the least FP-5.5 bear-away turns through a forbidden heading.
    for (const heading of [1, 2, 14, 15]) {
      const state = duel(heading);
      for (const mm of [0, 40]) {
        const o = captainOrders(state, 'a', {
          ...SIM_TABLE,
          spreadCourse: true,
          turnMoveMm: () => mm,
        });
        const turns = spreadTurns(heading, o.heading);
        expect(
          navigationCourseOrder({ heading, wind: 0, turns, inTable: true }).legal,
          `from ${heading} to ${o.heading} (${mm} mm)`,
        ).toBe(true);
      }
    }
  });

  it('OR-5 / FP-5.4 / SD-281 in irons she bears away by the navigable change she judges best, never stays', () => {
    // North by west (15): one point off a north wind. Two points to west-north-west turn through
    // north-west (two off the wind, forbidden under OR-5); three or more are navigable.
    const state = duel(15);
    const o = captainOrders(state, 'a', { ...SIM_TABLE, spreadCourse: true, turnMoveMm: () => 0 });
    expect(o.orders).toContain('changeCourse');
    expect(relativeToWind(o.heading, 0).r).toBeGreaterThan(2);
    expect(relativeToWind(mod16(15 + spreadTurns(15, o.heading)[0]), 0).r).toBeGreaterThan(2);
    expect(reasonText(o.reasons.course)).toBe(
      reasonText(reason('bearAwayInIrons', { heading: o.heading })),
    );
  });
});
