// Issue 13 / OR-5 (SD-245): the table the AI seat's captain plans a turn on. Under OR-5 (in a two-segment battle)
// a ship's move is no longer Fast Play's: each segment sails the navigation table's speed for her point
// of sail at the start of segment 1 (SD-52), segment 1 at the sail she carries and segment 2 at the sail
// her orders set (SD-53), halved where Fast Play halves. The captain's look-ahead is given exactly the
// allowance the referee will grant her (segment-move.ts reckons it the same way, from allowance.ts), so
// it plans with OR-5 speeds; the legality of its course and tack is the options' (captain-options.ts:
// navigationCourseOrder on the SD-54 split, navigationTackAllowed), judged again by the referee's orders.
import type { CaptainTable } from '../../../rules/sim/captain.js';
import type { SailSetting } from '../../../rules/index.js';
import {
  movementAllowance,
  navigationSegmentSpeeds,
  segmentAllowance,
} from '../../canvas/allowance.js';
import { sceneRules, type SceneLike } from '../../canvas/scene-ships.js';
import type { ShipSystemSource } from '../../models/ship-model.js';
import { optionalRules } from '../../settings.js';
import { captainTableOf, type AiTableShip } from './sim-ships.js';
import { sailChangeChanges } from '../sail-change.js';

/**
 * The captain's table for `ship`'s orders: the scene's scale and wind (SD-204) and, under OR-5 in a
 * two-segment battle, the turn's move at each sail setting as the sum of the two segments' allowances.
 */
export function seatCaptainTable(
  scene: SceneLike,
  ship: Pick<AiTableShip, 'system' | 'sim'>,
  twoSegment: boolean,
): CaptainTable {
  const table = captainTableOf(scene);
  if (!twoSegment || !optionalRules().fullNavigation) return table;
  const { wind, scale } = sceneRules(scene);
  // SD-52 the point of sail of both segments: her heading at the orders, before segment 1's move.
  const start = ship.sim.heading;
  const segmentMm = (s: ShipSystemSource, segment: 1 | 2) =>
    segmentAllowance(
      movementAllowance(s, wind, scale),
      segment,
      navigationSegmentSpeeds(s, start, wind, scale),
    ).allowanceMm;
  const first = segmentMm(ship.system, 1);
  return {
    ...table,
    // SD-53 segment 1 at the sail she carries, segment 2 at the sail the orders set, on the ship the
    // referee's sail order makes of her (FP-5.2 out of hove to: under way at half speed, SD-272).
    turnMoveMm: (sail: SailSetting) =>
      first + segmentMm({ ...ship.system, ...sailChangeChanges(ship.system, sail) }, 2),
  };
}
