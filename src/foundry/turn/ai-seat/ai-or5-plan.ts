// Issue 13 / OR-5 (SD-245): the table the AI seat's captain plans a turn on. Under OR-5 (in a two-segment battle)
// a ship's move is no longer Fast Play's: each segment sails the navigation table's speed for her point
// of sail at the start of segment 1 (SD-52), segment 1 at the sail she carries and segment 2 at the sail
// her orders set (SD-53), halved where Fast Play halves. The captain's look-ahead is given exactly the
// allowance the referee will grant her (segment-move.ts allowanceOfSegment, the referee's own reckoning), so
// it plans with OR-5 speeds; the legality of its course and tack is the options' (captain-options.ts:
// navigationCourseOrder on the SD-54 split, navigationTackAllowed), judged again by the referee's orders.
import type { CaptainTable } from '../../../rules/sim/captain.js';
import type { SailSetting } from '../../../rules/index.js';
import { allowanceOfSegment } from '../../canvas/segment-move.js';
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
  const first = segmentMoveMm(scene, ship, 1, ship.system.sail);
  return {
    ...table,
    // SD-53 segment 1 at the sail she carries, segment 2 at the sail the orders set.
    turnMoveMm: (sail: SailSetting) => first + segmentMoveMm(scene, ship, 2, sail),
  };
}

/**
 * OR-3 the referee's allowance of one segment for `ship` at `sail` (segment-move.ts allowanceOfSegment):
 * under OR-5 the navigation table's speed for her point of sail at the orders (SD-52), else half the
 * Fast Play move (SD-50); on the ship the referee's sail order makes of her (FP-5.2 out of hove to:
 * under way at half speed, SD-272).
 */
export function segmentMoveMm(
  scene: SceneLike,
  ship: Pick<AiTableShip, 'system' | 'sim'>,
  segment: 1 | 2,
  sail: SailSetting,
): number {
  const s: ShipSystemSource =
    sail === ship.system.sail
      ? ship.system
      : { ...ship.system, ...sailChangeChanges(ship.system, sail) };
  return allowanceOfSegment(s, segment, ship.sim.heading, sceneRules(scene)).allowanceMm;
}
