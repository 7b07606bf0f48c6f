// FP-5.8 contact during any straight translation of a base (a hand-placed move, e.g. a token dragged
// on the table in any direction): the base keeps its heading, the move stops at once at the first
// base contact, as sweepStraightMove does for the FP-5.7 move along the heading.
import { RuleError } from '../errors.js';
import { contactsAtStop, firstContactDistance } from './movement.js';
import { baseRect } from './rectangles.js';
import { assertPose, assertShipBody, type Pose, type TableShip } from './ship-shape.js';

export interface TranslationSweep {
  /** Where the ship ends: `to`, or short of it at the first contact. */
  pose: Pose;
  requestedMm: number;
  distanceMm: number;
  /** The move was cut short by a contact. */
  stopped: boolean;
  /** Every ship in base contact at the end position (input order). */
  contactIds: string[];
  /** The ships whose new (or deepening) contact stopped the move: the FP-5.8 collision partners. */
  blockingIds: string[];
}

/**
 * FP-5.8 moves `ship` in a straight line to `to`, turned to `to.headingDeg` first (a turn in place),
 * stopping at the first base contact; ships already touching only stop a move that presses into them.
 */
export function sweepTranslation(
  ship: TableShip,
  to: Pose,
  others: readonly TableShip[],
): TranslationSweep {
  assertPose(ship.pose);
  assertPose(to);
  assertShipBody(ship.body);
  const start: Pose = { x: ship.pose.x, y: ship.pose.y, headingDeg: to.headingDeg };
  const dx = to.x - start.x;
  const dy = to.y - start.y;
  const requestedMm = Math.hypot(dx, dy);
  if (!Number.isFinite(requestedMm))
    throw new RuleError(`a move must be finite, got (${dx}, ${dy})`);
  const startRect = baseRect(start, ship.body);
  const rects = others.map((o) =>
    o === ship || o.id === ship.id ? null : baseRect(o.pose, o.body),
  );
  const direction = requestedMm > 0 ? { x: dx / requestedMm, y: dy / requestedMm } : null;
  const contactAt = rects.map((r) =>
    r && direction ? firstContactDistance(startRect, direction, r, requestedMm) : null,
  );
  let stop = requestedMm;
  for (const t of contactAt) if (t !== null && t < stop) stop = t;
  const fraction = requestedMm > 0 ? stop / requestedMm : 0;
  const pose: Pose = {
    x: start.x + dx * fraction,
    y: start.y + dy * fraction,
    headingDeg: to.headingDeg,
  };
  const { contactIds, blockingIds } = contactsAtStop(ship, pose, others, rects, contactAt, stop);
  return {
    pose,
    requestedMm,
    distanceMm: stop,
    stopped: stop < requestedMm,
    contactIds,
    blockingIds,
  };
}
