// Issue 13 / OR-5 (SD-27, SD-272, SD-275): drift when hove to, and getting under way from it. Since
// SD-275 the referee drifts her (5 mm downwind in segment 1 here, none in segment 2 once under way), and
// the seat's captain plans from where that drift leaves her. What
// the referee also does is FP-5.2: a sail order out of hove to puts her under way at half speed in
// segment 2; the seat plans that move.
import { describe, expect, it } from 'vitest';
import { driftPerSegment, headingDegrees, headingVector } from '../../src/rules/index.js';
import { driftKeys, or5DriftMm } from '../../src/foundry/canvas/or5-drift.js';
import { seatLookAhead } from '../../src/foundry/turn/ai-seat/ai-or5-lookahead.js';
import { allowanceMm } from '../../src/rules/sim/captain.js';
import { battle } from '../../src/foundry/turn/flow.js';
import {
  movementAllowance,
  navigationSegmentSpeeds,
  segmentAllowance,
} from '../../src/foundry/canvas/allowance.js';
import { sceneRules } from '../../src/foundry/canvas/scene-ships.js';
import { seatCaptainTable } from '../../src/foundry/turn/ai-seat/ai-or5-plan.js';
import { battleTableShips } from '../../src/foundry/turn/ai-seat/sim-ships.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';
import { playFrenchPart, table } from '../support/ai-seat-segments.js';

describe('issue 13 OR-5 hove to: the AI seat plans what the referee moves', () => {
  it('OR-5 / SD-27 / SD-272 hove to, sails furled: no drift in segment 1; made sail, she sails segment 2 at half speed as planned', async () => {
    const t = await table(1700, -700, ['riggingTest', 'fullNavigation']);
    t.world.actAs(t.gm);
    await t.genereux.update({ 'system.hoveTo': true, 'system.sail': 'furled' });
    const me = battleTableShips(battle(), t.scene as never).find(
      (s) => s.actorUuid === t.genereux.uuid,
    )!;
    const plan = seatCaptainTable(t.scene as never, me, true);
    // SD-275 the captain plans from where the referee's segment-1 drift leaves her: 5 mm downwind.
    const onTable = battleTableShips(battle(), t.scene as never);
    const look = seatLookAhead(t.scene as never, me, onTable, true);
    const rules0 = sceneRules(t.scene as never);
    const due = or5DriftMm(t.genereux.system, rules0.wind, rules0.scale, 1);
    expect(due).toBe(5);
    const downwind = headingVector(headingDegrees((rules0.wind!.direction + 8) % 16));
    expect(look.me.pose.x - me.sim.pose.x).toBeCloseTo(downwind.x * due, 6);
    expect(look.me.pose.y - me.sim.pose.y).toBeCloseTo(downwind.y * due, 6);
    // SD-27 a ship with furled sails does not drift.
    expect(driftPerSegment({ wind: 'moderate-breeze', sail: 'furled', hoveTo: true })).toEqual({
      segment1Mm: 0,
      segment2Mm: 0,
    });
    const start = { x: t.token.x, y: t.token.y };
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(t.genereux.system.orders.increaseSail).toBe(true);
    const seen = await playFrenchPart(t);
    // Segment 1: hove to, no move of her own; SD-275 the referee drifted her (segment 1 only: in
    // segment 2 she is under way).
    expect(seen[1].movedMm).toBe(0);
    expect(driftKeys(t.token as never)).toEqual(['1:1']);
    // Segment 2: under way at easy sail, half speed (FP-5.2), as the seat planned it: the referee's own
    // segment allowance for the ship its sail order made, read for her heading at the orders (SD-52).
    expect(seen[2].movedMm).toBeGreaterThan(0);
    expect(t.genereux.system).toMatchObject({ hoveTo: false, halfSpeed: true, sail: 'easy' });
    const rules = sceneRules(t.scene as never);
    const referee = segmentAllowance(
      movementAllowance(t.genereux.system, rules.wind, rules.scale),
      2,
      navigationSegmentSpeeds(t.genereux.system, me.sim.heading, rules.wind, rules.scale),
    ).allowanceMm;
    expect(referee).toBeGreaterThan(0);
    expect(allowanceMm(me.sim, 'easy', plan)).toBe(referee);
    expect(allowanceMm(me.sim, 'furled', plan)).toBe(0);
    console.log(
      `OR-5 out of hove to: planned ${allowanceMm(me.sim, 'easy', plan)} mm in segment 2 (SD-52, orders' heading); ` +
        `the referee moved her ${seen[2].movedMm} mm (course ${t.genereux.system.orders.changeCourse})`,
    );
    expect(Math.hypot(t.token.x - start.x, t.token.y - start.y)).toBeGreaterThan(0);
  });
});
