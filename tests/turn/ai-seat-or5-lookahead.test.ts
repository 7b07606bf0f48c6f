// Issue 13 / OR-5 (SD-54, SD-273): the AI seat's look-ahead against the referee's spread turn, with
// figures. The referee sails segment 1 on the old heading, turns the first half (rounded up) at its end,
// sails segment 2 on that heading and turns the rest at segment 2's end. The captain's look-ahead (the
// simulation's planMove) turns first and sails one straight leg. Planned from where Généreux lies with
// both segments' sum (SD-245), the end of that leg missed the referee's end by 37 mm after a
// three-point change; planned from the end of segment 1 (seatLookAhead, SD-273) the miss is what the
// split of the turn itself leaves (its one leg here turns whole; the captain's own plan now follows the
// split, SD-279: ai-seat-or5-spread.test.ts). Under OR-3 alone (SD-49: the whole change at the end of segment 1)
// the plan now ends where the referee does.
import { describe, expect, it } from 'vitest';
import { headingDegrees, headingIndex } from '../../src/rules/index.js';
import { mastToMastRange } from '../../src/rules/geometry/range.js';
import { headingVector } from '../../src/rules/geometry/vec.js';
import { pivotTurn, sweepStraightMove } from '../../src/rules/geometry/movement.js';
import { allowanceMm } from '../../src/rules/sim/captain.js';
import { tableShip, type SimShip } from '../../src/rules/sim/duel-state.js';
import type { CaptainTable } from '../../src/rules/sim/captain.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { seatCaptainTable } from '../../src/foundry/turn/ai-seat/ai-or5-plan.js';
import { captainTableOf } from '../../src/foundry/turn/ai-seat/sim-ships.js';
import { seatLookAhead } from '../../src/foundry/turn/ai-seat/ai-or5-lookahead.js';
import { battleTableShips } from '../../src/foundry/turn/ai-seat/sim-ships.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';
import { playFrenchPart, table, type Table } from '../support/ai-seat-segments.js';

function view(t: Table) {
  const ships = battleTableShips(battle(), t.scene as never);
  const me = ships.find((s) => s.actorUuid === t.genereux.uuid)!;
  const bellona = ships.find((s) => s !== me)!;
  return { ships, me, bellona };
}

/** The end of the captain's one leg from `me`: pivot to `heading`, then the table's move at `sail`. */
function legEnd(
  me: SimShip,
  heading: number,
  sail: 'easy' | 'full',
  tb: CaptainTable,
  other: SimShip,
) {
  const turned = pivotTurn(me.pose, me.body, headingDegrees(heading));
  return sweepStraightMove(tableShip(me, turned), allowanceMm(me, sail, tb), [tableShip(other)]);
}

describe('issue 13 OR-5 the look-ahead against the spread turn (figures)', () => {
  it('OR-5 / SD-54 / SD-273 planned from the end of segment 1, the end of the plan is nearer the referee’s', async () => {
    const t = await table(600, -400, ['riggingTest', 'fullNavigation']);
    const before = view(t);
    const ahead = seatLookAhead(t.scene as never, before.me, before.ships, true);
    // SD-273 the captain starts where segment 1's move (on her heading, at her sail) will leave her.
    const seg1 = Math.hypot(
      ahead.me.pose.x - before.me.sim.pose.x,
      ahead.me.pose.y - before.me.sim.pose.y,
    );
    expect(ahead.me.pose.headingDeg).toBe(before.me.sim.pose.headingDeg);
    await toggleAiSeat('French');
    await aiSeatSettled();
    const o = t.genereux.system.orders;
    const sail = o.increaseSail ? 'full' : 'easy';
    const target = o.changeCourse ? headingIndex(o.changeCourse) : before.me.sim.heading;
    const turnPoints = Math.abs(((target - before.me.sim.heading + 24) % 16) - 8);
    const bellona = before.bellona.sim;
    const planned = legEnd(ahead.me, target, sail, ahead.table, bellona);
    // The old plan, for the figures: from where she lay, both segments' sum on the new heading.
    const sumTable = seatCaptainTable(t.scene as never, before.me, true);
    const old = legEnd(before.me.sim, target, sail, sumTable, bellona);
    const seen = await playFrenchPart(t);
    expect(seg1).toBeCloseTo(seen[1].movedMm, 6);
    const after = view(t).me.sim;
    expect(after.heading).toBe(target);
    const gap = (p: { x: number; y: number }) => Math.hypot(after.pose.x - p.x, after.pose.y - p.y);
    const range = (p: typeof planned.pose) =>
      mastToMastRange({ pose: p, body: after.body }, bellona);
    console.log(
      `OR-5 look-ahead vs referee (${turnPoints} points to ${o.changeCourse || 'none'}, moved ${seen[1].movedMm}+${seen[2].movedMm} mm): ` +
        `from the end of segment 1 ${gap(planned.pose).toFixed(1)} mm off (range ${range(planned.pose).toFixed(0)} mm); ` +
        `from where she lay ${gap(old.pose).toFixed(1)} mm off (range ${range(old.pose).toFixed(0)} mm); ` +
        `actual range ${mastToMastRange(after, bellona).toFixed(0)} mm`,
    );
    expect(turnPoints).toBeGreaterThanOrEqual(2);
    expect(gap(planned.pose)).toBeLessThan(gap(old.pose) / 2);
  });

  it('OR-3 / SD-49 / SD-273 without OR-5 the whole change is made at the end of segment 1: the plan ends where the referee does', async () => {
    const t = await table(600, -400);
    const before = view(t);
    const ahead = seatLookAhead(t.scene as never, before.me, before.ships, true);
    await toggleAiSeat('French');
    await aiSeatSettled();
    const o = t.genereux.system.orders;
    expect(o.changeCourse).not.toBe('');
    const sail = o.increaseSail ? 'full' : 'easy';
    const target = headingIndex(o.changeCourse);
    const planned = legEnd(ahead.me, target, sail, ahead.table, before.bellona.sim);
    const old = legEnd(
      before.me.sim,
      target,
      sail,
      captainTableOf(t.scene as never),
      before.bellona.sim,
    );
    const seen = await playFrenchPart(t);
    const after = view(t).me.sim;
    expect(after.heading).toBe(target);
    const gap = (p: { x: number; y: number }) => Math.hypot(after.pose.x - p.x, after.pose.y - p.y);
    console.log(
      `OR-3 look-ahead vs referee (to ${o.changeCourse}, moved ${seen[1].movedMm}+${seen[2].movedMm} mm): ` +
        `from the end of segment 1 ${gap(planned.pose).toFixed(1)} mm off; turning first ${gap(old.pose).toFixed(1)} mm off`,
    );
    expect(gap(planned.pose)).toBeLessThan(0.5);
    expect(gap(old.pose)).toBeGreaterThan(5);
  });

  it('SD-273 a segment 1 that would stop against a ship: the seat plans from where she lies, with both segments', async () => {
    const t = await table(600, -400, ['riggingTest', 'fullNavigation']);
    const { ships, me, bellona } = view(t);
    const free = seatLookAhead(t.scene as never, me, ships, true);
    expect(free.me).not.toBe(me.sim);
    // Bellona moved to lie across her bow, nearer than segment 1's move takes her.
    const ahead = headingVector(me.sim.pose.headingDeg);
    const reach = me.sim.body.lengthMm / 2 + bellona.sim.body.widthMm / 2 + 10;
    const across = {
      ...bellona,
      sim: {
        ...bellona.sim,
        pose: {
          x: me.sim.pose.x + ahead.x * reach,
          y: me.sim.pose.y + ahead.y * reach,
          headingDeg: 0,
        },
      },
    };
    const blocked = seatLookAhead(t.scene as never, me, [me, across], true);
    expect(blocked.me).toBe(me.sim);
    expect(allowanceMm(me.sim, 'easy', blocked.table)).toBe(
      allowanceMm(me.sim, 'easy', seatCaptainTable(t.scene as never, me, true)),
    );
    // Not a two-segment battle: from where she lies, Fast Play's move.
    expect(seatLookAhead(t.scene as never, me, ships, false).me).toBe(me.sim);
  });
});
