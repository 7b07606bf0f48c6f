// Moving bases: FP-5.7 straight moves stopped by FP-5.8 contact, FP-5.5 / D-8 pivots, FP-1.4 table shift.
import { RuleError } from '../errors.js';
import { CONTACT_EPSILON_MM } from './intersect.js';
import { baseRect, rectanglesTouch, projectedRadius, type OrientedRect } from './rectangles.js';
import {
  assertPose,
  assertShipBody,
  shipFrame,
  type Pose,
  type ShipBody,
  type ShipPlacement,
  type TableShip,
} from './ship-shape.js';
import { headingVector, normalizeDeg, signedTurnDeg, type Vec2 } from './vec.js';

/** Below this rate (mm of gap per mm moved) a touching pair is sliding, not closing. */
const SLIDING_SLOPE = 1e-12;

// FP-5.8 collisions are base contact; FP-1.2 measured from base edges; touching counts.
export function basesInContact(a: ShipPlacement, b: ShipPlacement): boolean {
  return rectanglesTouch(baseRect(a.pose, a.body), baseRect(b.pose, b.body));
}

// Scratch of firstContactDistance (synchronous and never re-entered); Float64Array holds the same doubles.
const OFFSETS = new Float64Array(4);
const RATES = new Float64Array(4);
const REACHES = new Float64Array(4);

/**
 * FP-5.8 distance along `direction` (a unit vector) at which rectangle `moving` first touches
 * `still`, within [0, maxMm]; null if it never does. A pair already touching only blocks when the
 * move would press them together; moving apart or sliding along each other is free.
 */
export function firstContactDistance(
  moving: OrientedRect,
  direction: Vec2,
  still: OrientedRect,
  maxMm: number,
): number | null {
  const dx = still.centre.x - moving.centre.x;
  const dy = still.centre.y - moving.centre.y;
  // Per axis n: gap(t) = |offset - rate * t| - reach, where t is the distance moved. The four axes
  // are separatingAxes(moving, still), in its order; the numbers go in scratch arrays (no garbage).
  const offsets = OFFSETS;
  const rates = RATES;
  const reaches = REACHES;
  let startSeparation = -Infinity;
  for (let k = 0; k < 4; k++) {
    const axis =
      k === 0 ? moving.axisU : k === 1 ? moving.axisV : k === 2 ? still.axisU : still.axisV;
    const offset = dx * axis.x + dy * axis.y;
    const reach = projectedRadius(moving, axis) + projectedRadius(still, axis);
    offsets[k] = offset;
    rates[k] = direction.x * axis.x + direction.y * axis.y;
    reaches[k] = reach;
    startSeparation = Math.max(startSeparation, Math.abs(offset) - reach);
  }

  if (startSeparation <= CONTACT_EPSILON_MM) {
    // The separation is a maximum of linear pieces, hence convex along the move: if it does not
    // fall right away it never falls, so only an immediately closing contact blocks.
    let slope = -Infinity;
    for (let k = 0; k < 4; k++) {
      const gap = Math.abs(offsets[k]!) - reaches[k]!;
      if (gap < startSeparation - CONTACT_EPSILON_MM) continue;
      const rate = rates[k]!;
      const closing = offsets[k]! > 0 ? -rate : offsets[k]! < 0 ? rate : Math.abs(rate);
      slope = Math.max(slope, closing);
    }
    return slope < -SLIDING_SLOPE && maxMm > 0 ? 0 : null;
  }

  let from = 0;
  let to = maxMm;
  for (let k = 0; k < 4; k++) {
    const rate = rates[k]!;
    const offset = offsets[k]!;
    const reach = reaches[k]! + CONTACT_EPSILON_MM;
    if (rate === 0) {
      if (Math.abs(offset) > reach) return null;
      continue;
    }
    const t1 = (offset - reach) / rate;
    const t2 = (offset + reach) / rate;
    from = Math.max(from, Math.min(t1, t2));
    to = Math.min(to, Math.max(t1, t2));
    if (from > to) return null;
  }
  return from;
}

export interface SweepResult {
  /** Distance actually moved, <= the distance asked for. */
  readonly distanceMm: number;
  /** Where the ship ends. */
  readonly pose: Pose;
  /** Every ship in base contact at the end position (input order). */
  readonly contactIds: string[];
  /** The ships whose new (or deepening) contact stopped the move: the FP-5.8 collision partners. */
  readonly blockingIds: string[];
}

/** sweepStraightMoveShared's answer: its id lists may be one shared empty list, never to be changed. */
export interface SharedSweepResult {
  readonly distanceMm: number;
  readonly pose: Pose;
  readonly contactIds: readonly string[];
  readonly blockingIds: readonly string[];
}

/** The id lists of every unobstructed move of sweepStraightMoveShared (the simulation's common case). */
const NO_IDS: readonly string[] = [];

// FP-5.7 straight move along the heading; FP-5.8 a collision stops it at once, positions unchanged.
export function sweepStraightMove(
  ship: TableShip,
  distanceMm: number,
  others: readonly TableShip[],
): SweepResult {
  const sweep = sweepStraightMoveShared(ship, distanceMm, others);
  // Callers of this one own the lists they get (the canvas hands them on): never the shared empty one.
  return sweep.contactIds === NO_IDS
    ? { distanceMm: sweep.distanceMm, pose: sweep.pose, contactIds: [], blockingIds: [] }
    : (sweep as SweepResult);
}

/**
 * sweepStraightMove for callers that only read the id lists (the simulation's parts and look-ahead):
 * a move no base comes near answers with one shared empty list instead of two new ones per call.
 */
export function sweepStraightMoveShared(
  ship: TableShip,
  distanceMm: number,
  others: readonly TableShip[],
): SharedSweepResult {
  assertPose(ship.pose);
  assertShipBody(ship.body);
  if (!(distanceMm >= 0 && Number.isFinite(distanceMm))) {
    throw new RuleError(`a move must be a finite distance >= 0, got ${distanceMm}`);
  }
  // baseRect's axisU, without building the rectangle when the shortcut answers.
  const direction = headingVector(ship.pose.headingDeg);
  if (clearOfAll(ship, direction, distanceMm, others)) {
    // What the exact path below gives when no base comes near: the whole move, no contact.
    const pose: Pose = {
      x: ship.pose.x + direction.x * distanceMm,
      y: ship.pose.y + direction.y * distanceMm,
      headingDeg: ship.pose.headingDeg,
    };
    return { distanceMm, pose, contactIds: NO_IDS, blockingIds: NO_IDS };
  }
  const start = baseRect(ship.pose, ship.body);
  // A base the shortcut proves clear of the whole move has no contact on it (the exact tests below
  // would find none), so only the bases near the move are measured exactly.
  const radius = baseRadius(ship.body);
  const n = others.length;
  if (CONTACT_AT.length < n) CONTACT_AT = new Float64Array(Math.max(n, 2 * CONTACT_AT.length));
  const rects = NEAR_RECTS;
  const contactAt = CONTACT_AT;
  let stop = distanceMm;
  for (let k = 0; k < n; k++) {
    const o = others[k]!;
    const rect =
      o === ship || o.id === ship.id || clearOf(ship, direction, distanceMm, radius, o)
        ? null
        : baseRect(o.pose, o.body);
    if (k < rects.length) rects[k] = rect;
    else rects.push(rect);
    const t = rect ? firstContactDistance(start, direction, rect, distanceMm) : null;
    // NaN for "never": it fails every comparison, as null did.
    contactAt[k] = t === null ? Number.NaN : t;
    if (t !== null && t < stop) stop = t;
  }

  const pose: Pose = {
    x: ship.pose.x + direction.x * stop,
    y: ship.pose.y + direction.y * stop,
    headingDeg: ship.pose.headingDeg,
  };
  const { contactIds, blockingIds } = contactsAtStop(ship, pose, others, rects, contactAt, stop);
  // The same literal as the shortcut's, so both answers have one object shape.
  return { distanceMm: stop, pose, contactIds, blockingIds };
}

// Scratch of sweepStraightMoveShared's exact path (synchronous and never re-entered; read only up to
// the number of other ships): each base's rectangle (null when clear of the move) and the distance at
// which the move first touches it (NaN: never). Reused so that no call builds arrays whose element
// kinds (null, whole or fractional numbers) differ from the last call's, which deoptimised the move.
const NEAR_RECTS: Array<OrientedRect | null> = [null];
let CONTACT_AT = new Float64Array(16);

/** Margin (mm) that keeps the bounding-circle shortcut strictly conservative. */
const CLEAR_SLACK_MM = 1e-6;

function baseRadius(body: ShipBody): number {
  return Math.sqrt((body.lengthMm / 2) ** 2 + (body.widthMm / 2) ** 2);
}

// FP-5.8 a cheap proof that no other base comes near the move: each one's bounding circle stays
// farther from the path of the moving centre than the two radii (then there is no contact anywhere
// along it, at its start or at its end, and the exact test would find none).
function clearOfAll(
  ship: TableShip,
  direction: Vec2,
  distanceMm: number,
  others: readonly TableShip[],
): boolean {
  const radius = baseRadius(ship.body);
  for (const other of others) {
    if (other === ship || other.id === ship.id) continue;
    if (!clearOf(ship, direction, distanceMm, radius, other)) return false;
  }
  return true;
}

/** clearOfAll for one other base (`radius`: the moving base's bounding radius). */
function clearOf(
  ship: TableShip,
  direction: Vec2,
  distanceMm: number,
  radius: number,
  other: TableShip,
): boolean {
  const dx = other.pose.x - ship.pose.x;
  const dy = other.pose.y - ship.pose.y;
  const along = Math.min(distanceMm, Math.max(0, dx * direction.x + dy * direction.y));
  const gx = dx - direction.x * along;
  const gy = dy - direction.y * along;
  const reach = radius + baseRadius(other.body) + CLEAR_SLACK_MM;
  // Written so that a NaN anywhere falls through to the exact test.
  return gx * gx + gy * gy > reach * reach;
}

/**
 * FP-5.8 who touches a ship that stopped at `stop` (mm along its move) at `pose`: the ships whose
 * first contact came at that point stopped it (the collision partners); any other base touching the
 * end position is in contact too (slid along, or already touching).
 */
export function contactsAtStop(
  ship: TableShip,
  pose: Pose,
  others: readonly TableShip[],
  rects: ReadonlyArray<OrientedRect | null>,
  /** Where the move first touches each (null or NaN: never). */
  contactAt: ArrayLike<number | null>,
  stop: number,
): { contactIds: string[]; blockingIds: string[] } {
  const end = baseRect(pose, ship.body);
  const contactIds: string[] = [];
  const blockingIds: string[] = [];
  others.forEach((other, k) => {
    const rect = rects[k];
    if (!rect) return;
    const t = contactAt[k];
    const blocks = t !== null && t !== undefined && t <= stop + CONTACT_EPSILON_MM;
    if (blocks) blockingIds.push(other.id);
    if (blocks || rectanglesTouch(end, rect)) contactIds.push(other.id);
  });
  return { contactIds, blockingIds };
}

/**
 * FP-5.5 / D-8 / SD-22 course change: the model pivots on the stern corner on the inside of the turn,
 * which stays where it is. The shorter rotation is taken; a turn of exactly 180 degrees counts as
 * clockwise (to starboard, about the starboard stern corner) - no legal single change is that large.
 */
export function pivotTurn(pose: Pose, body: ShipBody, newHeadingDeg: number): Pose {
  assertPose(pose);
  assertShipBody(body);
  if (!Number.isFinite(newHeadingDeg))
    throw new RuleError(`a heading must be finite, got ${newHeadingDeg}`);
  const turn = signedTurnDeg(pose.headingDeg, newHeadingDeg);
  const headingDeg = normalizeDeg(pose.headingDeg + turn);
  if (turn === 0) return { x: pose.x, y: pose.y, headingDeg };
  const along = -body.lengthMm / 2;
  const across = turn > 0 ? body.widthMm / 2 : -body.widthMm / 2;
  // pointInShipFrame(shipFrame(pose), along, across), the same arithmetic without the objects.
  const from = headingVector(pose.headingDeg);
  const pivotX = pose.x + from.x * along + from.y * across;
  const pivotY = pose.y + from.y * along + (-from.x + 0) * across;
  // Put the centre where the same corner of the turned base lands on the pivot (the turned frame at 0, 0).
  const to = headingVector(headingDeg);
  const cornerX = 0 + to.x * along + to.y * across;
  const cornerY = 0 + to.y * along + (-to.x + 0) * across;
  return { x: pivotX - cornerX, y: pivotY - cornerY, headingDeg };
}

// FP-1.4 the sea moves, not the ships: every token shifts by the same amount, headings unchanged.
export function shiftAll<T extends Vec2>(poses: readonly T[], dx: number, dy: number): T[] {
  if (!(Number.isFinite(dx) && Number.isFinite(dy)))
    throw new RuleError(`a shift must be finite, got (${dx}, ${dy})`);
  return poses.map((p) => ({ ...p, x: p.x + dx, y: p.y + dy }));
}

/**
 * FP-5.7 a drag of a ship from `pose` to the point `to` read as a straight move: how far it goes
 * ahead along the heading and how far it strays sideways (both in mm; ahead is negative astern).
 */
export function straightDrag(
  pose: Pose,
  to: { x: number; y: number },
): { aheadMm: number; asideMm: number } {
  const { forward } = shipFrame(pose);
  const dx = to.x - pose.x;
  const dy = to.y - pose.y;
  return {
    aheadMm: dx * forward.x + dy * forward.y,
    asideMm: Math.abs(dx * forward.y - dy * forward.x),
  };
}
