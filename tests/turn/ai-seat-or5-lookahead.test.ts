// Issue 13 / OR-5 (SD-54): the AI seat's look-ahead against the referee's spread turn, with figures.
// The captain's look-ahead (captain.ts planMove, the simulation's) turns first and sails one straight
// move of both segments' allowance (ai-or5-plan.ts). The referee sails segment 1 on the old heading,
// turns the first half (rounded up) at its end, sails segment 2 on that heading and turns the rest at
// segment 2's end. This test measures where each puts Généreux after a three-point change; the gap is
// reported (not closed: closing it needs the captain's planMove to plan two legs, see the report).
import { describe, expect, it } from 'vitest';
import { headingDegrees } from '../../src/rules/index.js';
import { mastToMastRange } from '../../src/rules/geometry/range.js';
import { pivotTurn, sweepStraightMove } from '../../src/rules/geometry/movement.js';
import { allowanceMm } from '../../src/rules/sim/captain.js';
import { tableShip } from '../../src/rules/sim/duel-state.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { seatCaptainTable } from '../../src/foundry/turn/ai-seat/ai-or5-plan.js';
import { battleTableShips } from '../../src/foundry/turn/ai-seat/sim-ships.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';
import { playFrenchPart, table, type Table } from '../support/ai-seat-segments.js';

function view(t: Table) {
  const ships = battleTableShips(battle(), t.scene as never);
  const me = ships.find((s) => s.actorUuid === t.genereux.uuid)!;
  const bellona = ships.find((s) => s !== me)!;
  return { me, bellona };
}

describe('issue 13 OR-5 the look-ahead against the spread turn (figures)', () => {
  it('OR-5 / SD-54 a three-point change: the planned end and the referee’s end differ by tens of mm', async () => {
    const t = await table(600, -400, ['riggingTest', 'fullNavigation']);
    const before = view(t);
    await toggleAiSeat('French');
    await aiSeatSettled();
    const o = t.genereux.system.orders;
    expect(o.changeCourse).toBe('SSE');
    const sail = o.increaseSail ? 'full' : 'easy';
    // The captain's look-ahead: pivot to SSE (7), then one straight move of the whole turn's allowance.
    const me = before.me.sim;
    const speed = allowanceMm(me, sail, seatCaptainTable(t.scene as never, before.me, true));
    const turned = pivotTurn(me.pose, me.body, headingDegrees(7));
    const planned = sweepStraightMove(tableShip(me, turned), speed, [
      tableShip(before.bellona.sim),
    ]);
    // The referee's: segment 1 east, two points at its end, segment 2 south-east, one point at its end.
    const seen = await playFrenchPart(t);
    expect([seen[1].headingAfter, seen[2].headingAfter]).toEqual([6, 7]);
    const after = view(t).me.sim;
    expect(after.heading).toBe(7);
    const gapMm = Math.hypot(after.pose.x - planned.pose.x, after.pose.y - planned.pose.y);
    const plannedRange = mastToMastRange({ pose: planned.pose, body: me.body }, before.bellona.sim);
    const actualRange = mastToMastRange(after, before.bellona.sim);
    console.log(
      `OR-5 look-ahead vs referee: moved ${seen[1].movedMm}+${seen[2].movedMm} mm, planned ${Math.round(speed)} mm; ` +
        `end ${Math.round(gapMm)} mm apart; range to Bellona planned ${Math.round(plannedRange)} mm, actual ${Math.round(actualRange)} mm`,
    );
    expect(planned.distanceMm).toBe(seen[1].movedMm + seen[2].movedMm);
    // The gap the look-ahead does not see (not done): material against 90 mm, the short range it seeks.
    expect(gapMm).toBeGreaterThan(30);
  });
});
