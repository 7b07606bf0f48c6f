// Shared by the OR-5 look-ahead tests under src/rules/sim (or5-plan, or5-plan-figures): the empty plan
// planMove fills. The core's own blank plan is private to captain-plan.ts, so the tests keep theirs.
import type { Plan } from '../../src/rules/sim/captain-plan.js';

/** A plan with every field set, for planMove to fill. */
export function blankPlan(): Plan {
  return {
    heading: 0,
    end: { x: 0, y: 0, headingDeg: 0 },
    moved: 0,
    contact: false,
    dealt: { port: 0, starboard: 0 },
    threat: 0,
    rangeMm: 0,
    gauge: 0,
    rakes: false,
    score: 0,
  };
}
