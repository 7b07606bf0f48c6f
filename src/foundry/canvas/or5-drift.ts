// OR-5 drift on a Foundry table (SD-275): a ship hove to is pushed straight downwind by the drift row
// of OR-5's table (HR-2: the printed 1:3000 table) after her side's movement in each segment, as the
// battle simulation drifts her (SD-223). The referee (the GM's client) derives it from the ship's
// recorded state (hove to, sail, contacts, grounding: the ship guard's fields) and the scene's wind
// and scale, never from a request; it moves the token as a judged move (not counted as her own move,
// SD-206) and records the turn and segment on the token (the referee's flag), so it is made once.
import {
  RuleError,
  baseCorners,
  driftPerSegment,
  firstShoalDistance,
  headingDegrees,
  headingVector,
  mod16,
  navWindOf,
  sweepTranslation,
  type Pose,
  type Scale,
  type ShoalArea,
  type TableShip,
} from '../../rules/index.js';
import { SYSTEM_ID } from '../constants.js';
import { localize } from '../i18n.js';
import { shipDataOf } from '../models/access.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import type { SceneWind } from '../scene-wind.js';
import { movementAllowance } from './allowance.js';
import { JUDGED_MOVE } from './moves.js';
import {
  sceneRules,
  shipToken,
  tableShipsInView,
  type SceneLike,
  type TokenDocLike,
} from './scene-ships.js';
import { sceneShoals } from './shoals.js';
import { tokenPlacementForPose } from './table-ships.js';

/** The referee's once-only record on the token: the `turn:segment` keys she has drifted in this turn. */
export const OR5_DRIFT_FLAG = 'or5Drift';

/**
 * OR-5 / SD-27 / SD-223 / SD-275 the mm a ship drifts in `segment`, 0 when she does not: only a ship
 * hove to (the hove-to flag, furled sails, or rigging down below easy sail, SD-33) that is otherwise
 * free: not struck, sinking or dismasted, not held in contact or aground, not in stays (the blocks of
 * movementAllowance ahead of hove to). A calm gives none. The drift row's column is the sail she
 * carries; furled sails read the easy-sail column (SD-223: the same row at 1:1200).
 */
export function or5DriftMm(
  s: ShipSystemSource,
  wind: SceneWind | null,
  scale: Scale,
  segment: 1 | 2,
): number {
  if (!wind) return 0;
  const block = movementAllowance(s, wind, scale).blockedBy;
  if (block !== 'hoveTo' && block !== 'furled') return 0;
  const reading = navWindOf(wind.force ?? wind.strength);
  if (reading.calm || reading.wind === null) return 0;
  const d = driftPerSegment({
    wind: reading.wind,
    sail: s.sail === 'full' ? 'full' : 'easy',
    hoveTo: true,
    scale,
  });
  return segment === 1 ? d.segment1Mm : d.segment2Mm;
}

/** Where a drift ends and what stopped it short. */
export interface DriftSweep {
  pose: Pose;
  distanceMm: number;
  /** SD-275 the ships whose bases it met (no collision, contact or test: it is not a move under command). */
  stoppedByShipIds: string[];
  /** HR-3 the shoal whose edge it met (she is not run aground), or null. */
  stoppedByShoal: string | null;
}

/**
 * SD-223 / SD-275 the drift of `ship` `mm` straight downwind (the wind blows from `windDirection`, a
 * compass index), keeping her heading: it stops where her base first meets another ship's base or a
 * shoal's edge.
 */
export function driftSweep(
  ship: TableShip,
  others: readonly TableShip[],
  windDirection: number,
  mm: number,
  shoals: readonly ShoalArea[],
): DriftSweep {
  const dir = headingVector(headingDegrees(mod16(windDirection + 8)));
  const to: Pose = {
    x: ship.pose.x + dir.x * mm,
    y: ship.pose.y + dir.y * mm,
    headingDeg: ship.pose.headingDeg,
  };
  const sweep = sweepTranslation(ship, to, others);
  let stop = sweep.distanceMm;
  let shoalId: string | null = null;
  const quad = baseCorners(ship.pose, ship.body);
  for (const shoal of shoals) {
    const d = firstShoalDistance(quad, dir, shoal, stop);
    if (d !== null && d < stop) {
      stop = d;
      shoalId = shoal.id;
    }
  }
  const pose: Pose = {
    x: ship.pose.x + dir.x * stop,
    y: ship.pose.y + dir.y * stop,
    headingDeg: ship.pose.headingDeg,
  };
  return {
    pose,
    distanceMm: stop,
    stoppedByShipIds: shoalId === null && sweep.stopped ? sweep.blockingIds : [],
    stoppedByShoal: shoalId,
  };
}

/** The `turn:segment` keys of this battle turn the ship has drifted in (the referee's record). */
export function driftKeys(token: Pick<TokenDocLike, 'getFlag'>): string[] {
  const v = token.getFlag(SYSTEM_ID, OR5_DRIFT_FLAG);
  return Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : [];
}

export interface DriftReport {
  tokenId: string;
  /** The drift the table gives (before anything stopped it). */
  dueMm: number;
  sweep: DriftSweep;
}

/**
 * SD-275 (GM) drifts the ship token `tokenId` for battle turn `turn` and `segment`, once: null when she
 * owes no drift or has already drifted in that segment.
 */
export async function applyOr5Drift(
  scene: SceneLike,
  tokenId: string,
  turn: number,
  segment: 1 | 2,
): Promise<DriftReport | null> {
  if (!game.user?.isGM) throw new RuleError(localize('SCA.Canvas.Drift.GmOnly'));
  const token = shipToken(scene, tokenId);
  const key = `${turn}:${segment}`;
  const done = driftKeys(token);
  if (done.includes(key)) return null;
  const rules = sceneRules(scene);
  const dueMm = or5DriftMm(shipDataOf(token.actor!), rules.wind, rules.scale, segment);
  if (!rules.wind || dueMm <= 0) return null;
  const ships = tableShipsInView(scene, rules.scale, tokenId, { isGM: true });
  const ship = ships.find((s) => s.id === tokenId);
  if (!ship) return null;
  const sweep = driftSweep(ship, ships, rules.wind.direction, dueMm, sceneShoals(scene));
  await token.update(
    {
      ...tokenPlacementForPose(sweep.pose, token, rules.grid),
      [`flags.${SYSTEM_ID}.${OR5_DRIFT_FLAG}`]: [
        ...done.filter((k) => k.startsWith(`${turn}:`)),
        key,
      ],
    },
    { [JUDGED_MOVE]: true },
  );
  return { tokenId, dueMm, sweep };
}
