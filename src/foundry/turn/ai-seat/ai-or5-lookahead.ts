// Issue 13 / OR-3 / OR-5 (SD-273): where the AI seat's captain looks ahead from. In a two-segment battle
// the referee sails segment 1 on her heading at the sail she carries (SD-53) and makes the ordered
// course change only at the end of segment 1's move (SD-49; OR-5 SD-54), so a look-ahead that turns
// first and sails both segments on the new heading plans a place she never reaches
// (tests/turn/ai-seat-or5-lookahead: 37 mm off after a three-point change under OR-5). The seat therefore hands the captain the ship where segment 1's move will
// leave her (the core's straight move, as the referee's manoeuvre sweeps it), with segment 2's move at
// each sail as her turn: the captain's own look-ahead then turns at the end of segment 1 and sails
// segment 2, as the referee does (without OR-5 exactly: 50 mm off before, 0.1 mm now). Under OR-5 the
// referee turns a change of two points or more in two halves (SD-54): the captain's leg is then sailed
// on the first half and the rest pivoted at its end (spreadCourse, SD-279: 9.8 mm off before, 0.1 mm now).
// A ship hove to is planned from where the referee's drift leaves her at the close of segment 1 (SD-275).
import { sweepStraightMove } from '../../../rules/geometry/movement.js';
import type { CaptainTable } from '../../../rules/sim/captain.js';
import type { SimShip } from '../../../rules/sim/duel-state.js';
import type { TableShip } from '../../../rules/geometry/ship-shape.js';
import { isInIrons, type SailSetting } from '../../../rules/index.js';
import { sceneRules, type SceneLike } from '../../canvas/scene-ships.js';
import { driftSweep, or5DriftMm } from '../../canvas/or5-drift.js';
import { sceneShoals } from '../../canvas/shoals.js';
import { optionalRules } from '../../settings.js';
import { seatCaptainTable, segmentMoveMm } from './ai-or5-plan.js';
import { captainTableOf, type AiTableShip } from './sim-ships.js';

export interface SeatLookAhead {
  /** The ship the captain plans from (her pose after segment 1 in a two-segment battle, else as she lies). */
  me: SimShip;
  table: CaptainTable;
}

/**
 * The captain's starting point and table for `ship`'s orders. In a two-segment battle: from the end of
 * segment 1's move, with segment 2's move to plan; if that move would stop against a ship (FP-5.8) or
 * she has none, from where she lies with the turn's whole move (SD-245 under OR-5), as before.
 */
export function seatLookAhead(
  scene: SceneLike,
  ship: AiTableShip,
  onTable: readonly AiTableShip[],
  twoSegment: boolean,
): SeatLookAhead {
  const sum = { me: ship.sim, table: seatCaptainTable(scene, ship, twoSegment) };
  if (!twoSegment) return sum;
  const others = onTable.filter((s) => s.actorUuid !== ship.actorUuid).map(placed);
  const first = inIronsNow(scene, ship) ? 0 : segmentMoveMm(scene, ship, 1, ship.system.sail);
  // No move in segment 1: the turn's move is segment 2's alone (SD-280), sailed after the first half
  // of a spread change (SD-279).
  const segmentTwo = { me: ship.sim, table: segmentTwoTable(scene, ship) };
  if (first <= 0) return spread(driftedInSegmentOne(scene, ship, others, segmentTwo));
  const sweep = sweepStraightMove(placed(ship), first, others);
  if (sweep.distanceMm < first || sweep.contactIds.length || sweep.blockingIds.length) return sum;
  // SD-281 a broadside may go off along segment 1's move too: the captain looks there as well.
  return spread({
    me: { ...ship.sim, pose: sweep.pose },
    table: { ...segmentTwo.table, leadMm: sweep.distanceMm },
  });
}

/** The captain's table for segment 2's move at each sail (SD-273), the scene's scale and wind. */
function segmentTwoTable(scene: SceneLike, ship: AiTableShip): CaptainTable {
  return {
    ...captainTableOf(scene),
    turnMoveMm: (sail: SailSetting) => segmentMoveMm(scene, ship, 2, sail),
  };
}

/**
 * FP-5.4 / SD-280 in irons when her orders are written she stops at once: the referee offers her no
 * straight move on a forbidden heading, so segment 1 leaves her where she lies and her bear-away is
 * made at its end (SD-49). Without a scene wind no heading is forbidden.
 */
function inIronsNow(scene: SceneLike, ship: AiTableShip): boolean {
  const wind = sceneRules(scene).wind;
  return wind !== null && isInIrons(ship.sim.heading, wind.direction);
}

/**
 * OR-5 / SD-54 / SD-279 planned from the end of segment 1, the captain's one leg is segment 2's: the
 * referee sails it after the first half of a spread change and turns the rest at its end.
 */
function spread(ahead: SeatLookAhead): SeatLookAhead {
  if (!optionalRules().fullNavigation) return ahead;
  return { ...ahead, table: { ...ahead.table, spreadCourse: true } };
}

// Each ship by her actor (the captain's own view labels every ship 'a', which the sweep would skip).
function placed(s: AiTableShip): TableShip {
  return { id: s.actorUuid, pose: s.sim.pose, body: s.sim.body };
}

/**
 * OR-5 / SD-275 a ship hove to makes no move of her own in segment 1, but the referee drifts her at
 * its close (or5-drift.ts, the same reckoning and sweep): the captain plans from where the drift
 * leaves her.
 */
function driftedInSegmentOne(
  scene: SceneLike,
  ship: AiTableShip,
  others: readonly TableShip[],
  sum: SeatLookAhead,
): SeatLookAhead {
  if (!optionalRules().fullNavigation) return sum;
  const { wind, scale } = sceneRules(scene);
  const mm = or5DriftMm(ship.system, wind, scale, 1);
  if (!wind || mm <= 0) return sum;
  const drift = driftSweep(placed(ship), others, wind.direction, mm, sceneShoals(scene));
  return { ...sum, me: { ...ship.sim, pose: drift.pose } };
}
