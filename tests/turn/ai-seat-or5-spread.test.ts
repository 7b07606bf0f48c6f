// Issue 13 / OR-5 (SD-54, SD-273, SD-279): the AI seat's look-ahead against the referee's spread turn,
// over several tables. The referee sails segment 1 on the old heading, turns the first half of the
// change (rounded up) at its end, sails segment 2 on that heading and turns the rest at segment 2's end.
// The seat plans from the end of segment 1 (SD-273); the captain's own plan (captain-plan.ts planMove)
// now sails segment 2's leg on the half-turned heading and pivots the rest at its end (SD-279), so its
// end is the referee's and its firing points lie along the leg the referee sails.
import { describe, expect, it } from 'vitest';
import { headingDegrees, headingIndex, mod16 } from '../../src/rules/index.js';
import { mastToMastRange } from '../../src/rules/geometry/range.js';
import { pivotTurn, sweepStraightMove } from '../../src/rules/geometry/movement.js';
import type { Pose } from '../../src/rules/geometry/ship-shape.js';
import { allowanceMm } from '../../src/rules/sim/captain.js';
import {
  lookAhead,
  planMove,
  preferredRange,
  type Plan,
  blankPlan,
} from '../../src/rules/sim/captain-plan.js';
import { spreadTurns } from '../../src/rules/sim/captain-options.js';
import { abilitaModifierTotal, bestFiringPoint } from '../../src/rules/sim/firing-point.js';
import { captainView } from '../../src/rules/sim/fleet-captain.js';
import { tableShip, type SimShip } from '../../src/rules/sim/duel-state.js';
import { NAV_SCALE_FACTOR } from '../../src/rules/tables/navigation.js';
import { sceneRules } from '../../src/foundry/canvas/scene-ships.js';
import { battle } from '../../src/foundry/turn/flow.js';
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

/** One straight leg of `mm` from `from` on `heading` (the core's pivot and sweep), Bellona in the way. */
function leg(from: Pose, me: SimShip, heading: number, mm: number, other: SimShip) {
  const turned = pivotTurn(from, me.body, headingDegrees(heading));
  return sweepStraightMove(tableShip(me, turned), mm, [tableShip(other)]);
}

const gap = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

/** Where Bellona lies in each case (Généreux at 760, -150 heading east in a north wind). */
const CASES: ReadonlyArray<readonly [number, number]> = [
  [600, -400],
  [500, -350],
  [700, -450],
  [950, -350],
  [450, 100],
  [1000, 150],
  [850, -250],
  [650, -250],
  [900, 0],
  [600, 0],
];

describe('issue 13 OR-5 the seat’s look-ahead follows the spread turn (figures)', () => {
  for (const [x, y] of CASES)
    it(`SD-54 / SD-279 Bellona at ${x}, ${y}: the captain's plan ends where the referee does`, async () => {
      const t = await table(x, y, ['riggingTest', 'fullNavigation']);
      const before = view(t);
      const ahead = seatLookAhead(t.scene as never, before.me, before.ships, true);
      const wind = sceneRules(t.scene as never).wind!.direction;
      await toggleAiSeat('French');
      await aiSeatSettled();
      const o = t.genereux.system.orders;
      const sail = o.increaseSail ? 'full' : o.decreaseSail ? 'furled' : 'easy';
      const start = before.me.sim.heading;
      const target = o.changeCourse ? headingIndex(o.changeCourse) : start;
      const [first] = spreadTurns(start, target);
      const half = mod16(start + first);
      // The captain's own plan for the heading it ordered, from the end of segment 1 (SD-273).
      const [me, her] = captainView(ahead.me, before.bellona.sim, 1, wind).ships;
      const mods = { mine: abilitaModifierTotal(me), theirs: abilitaModifierTotal(her) };
      const k = NAV_SCALE_FACTOR[ahead.table.scale];
      const ctx = lookAhead(
        me,
        her,
        mods,
        wind,
        ahead.table.scale,
        ahead.table.spreadCourse === true,
      );
      const mm = allowanceMm(me, sail, ahead.table);
      const want = preferredRange(me, her, mods, k).mm;
      const plan: Plan = planMove(me, her, target, mm, want, ctx, blankPlan());
      // The one leg turned whole (the look-ahead before SD-279) and the leg the referee sails.
      const whole = leg(ahead.me.pose, me, target, mm, her);
      const halfLeg = leg(ahead.me.pose, me, half, mm, her);
      const seen = await playFrenchPart(t);
      const after = view(t).me.sim;
      expect(after.heading).toBe(target);
      expect(seen[1].headingAfter).toBe(half);
      const sailedLeg = leg(ahead.me.pose, me, half, seen[2].movedMm, her);
      // Each side's best firing point along the leg planned turned whole, and along the leg sailed.
      const fire = (end: Pose, moved: number) =>
        (['port', 'starboard'] as const).map((side) => {
          const p = bestFiringPoint(me, her, side, end, moved, mods.mine, undefined, ctx.scale);
          return { side, x: p.pose.x, y: p.pose.y, value: p.expected };
        });
      const firePlannedWhole = fire(whole.pose, whole.distanceMm);
      const fireSailed = fire(sailedLeg.pose, sailedLeg.distanceMm);
      const fireHalf = fire(halfLeg.pose, halfLeg.distanceMm);
      const firingGap = (a: typeof fireSailed) =>
        a
          .map((p, i) =>
            p.value > 0 || fireSailed[i]!.value > 0
              ? `${p.side} ${gap(p, fireSailed[i]!).toFixed(1)} mm`
              : `${p.side} none`,
          )
          .join(', ');
      const points = Math.abs(((target - start + 24) % 16) - 8);
      console.log(
        `OR-5 seat (${x},${y}): ${points} points ${o.changeCourse || 'none'} at ${sail}, moved ${seen[1].movedMm}+${seen[2].movedMm} mm; ` +
          `captain's plan ${gap(plan.end, after.pose).toFixed(1)} mm off (range ${plan.rangeMm.toFixed(0)} v ${mastToMastRange(after, her).toFixed(0)} mm); ` +
          `turned whole ${gap(whole.pose, after.pose).toFixed(1)} mm off; ` +
          `firing points turned whole v sailed: ${firingGap(firePlannedWhole)}; half-turned leg v sailed: ${firingGap(fireHalf)}`,
      );
      // SD-279 (a segment 2 not stopped by Bellona): the plan ends where the referee leaves her.
      if (seen[2].movedMm >= mm - 1e-6) {
        expect(gap(plan.end, after.pose)).toBeLessThan(0.5);
        expect(plan.end.headingDeg).toBeCloseTo(after.pose.headingDeg, 6);
      }
    });
});
