// Gunfire and explosion distances: FP-1.2 mast to mast, FP-6.1 bands (D-10), HR-2, FP-4.4.
import { RuleError } from '../errors.js';
import { RANGE_LIMITS_MM, type Band, type RangeBand } from '../tables/gunnery.js';
import { SCALES, type Scale } from '../tables/ships.js';
import {
  mastCount,
  mastOffsetAtMm,
  mastPoints,
  type ShipPlacement,
  type TableShip,
} from './ship-shape.js';
import { headingVector, type Vec2 } from './vec.js';

export function assertScale(scale: number): asserts scale is Scale {
  if (!(SCALES as readonly number[]).includes(scale)) {
    throw new RuleError(`scale must be one of ${SCALES.join(', ')}, got ${scale}`);
  }
}

/** Smallest squared distance between two point sets (shared so every caller rounds identically). */
export function minDistanceSq(a: readonly Vec2[], b: readonly Vec2[]): number {
  let best = Infinity;
  for (const p of a) {
    for (const q of b) {
      const dx = p.x - q.x;
      const dy = p.y - q.y;
      const d2 = dx * dx + dy * dy;
      if (d2 < best) best = d2;
    }
  }
  return best;
}

// FP-1.2 range = nearest mast to nearest mast.
export function mastRangeBetween(mastsA: readonly Vec2[], mastsB: readonly Vec2[]): number {
  return Math.sqrt(minDistanceSq(mastsA, mastsB));
}

// FP-1.2 range = nearest mast to nearest mast.
export function mastToMastRange(a: ShipPlacement, b: ShipPlacement): number {
  // minDistanceSq(mastPoints(a), mastPoints(b)) without building the points: the same arithmetic
  // (pointInShipFrame of each mast offset), the same order of visits.
  const fa = headingVector(a.pose.headingDeg);
  const fb = headingVector(b.pose.headingDeg);
  // The offsets one by one, no list built: this runs for every pair of ships every part of a battle.
  const countA = mastCount(a.body);
  const countB = mastCount(b.body);
  const sa = -fa.x + 0;
  const sb = -fb.x + 0;
  // b's mast points once (not once per mast of a): the same numbers, fewer calls, and no boxed
  // number per call where the optimizer does not inline mastOffsetAtMm.
  const bx = b.pose.x;
  const by = b.pose.y;
  const along0 = mastOffsetAtMm(b.body, 0);
  const along1 = countB > 1 ? mastOffsetAtMm(b.body, 1) : 0;
  const along2 = countB > 2 ? mastOffsetAtMm(b.body, 2) : 0;
  const qx0 = bx + fb.x * along0 + fb.y * 0;
  const qy0 = by + fb.y * along0 + sb * 0;
  const qx1 = bx + fb.x * along1 + fb.y * 0;
  const qy1 = by + fb.y * along1 + sb * 0;
  const qx2 = bx + fb.x * along2 + fb.y * 0;
  const qy2 = by + fb.y * along2 + sb * 0;
  let best = Infinity;
  for (let i = 0; i < countA; i++) {
    const alongA = mastOffsetAtMm(a.body, i);
    const px = a.pose.x + fa.x * alongA + fa.y * 0;
    const py = a.pose.y + fa.y * alongA + sa * 0;
    // The pairs in minDistanceSq's order (j = 0, 1, 2 for each i).
    for (let j = 0; j < countB; j++) {
      const dx = px - (j === 0 ? qx0 : j === 1 ? qx1 : qx2);
      const dy = py - (j === 0 ? qy0 : j === 1 ? qy1 : qy2);
      const d2 = dx * dx + dy * dy;
      if (d2 < best) best = d2;
    }
  }
  return Math.sqrt(best);
}

export type RangeLimits = Readonly<Record<RangeBand, number>>;

// FP-6.1 / HR-2 bands; D-10 a boundary value belongs to the shorter band.
export function bandFor(rangeMm: number, scale: Scale = 1200): Band {
  assertScale(scale);
  if (!(rangeMm >= 0)) throw new RuleError(`a range must be a number >= 0, got ${rangeMm}`);
  return bandWithin(rangeMm, RANGE_LIMITS_MM[scale]);
}

// FP-6.1 / D-10 band against already validated limits (the hot path of targeting).
export function bandWithin(rangeMm: number, limits: RangeLimits): Band {
  if (rangeMm <= limits.short) return 'short';
  if (rangeMm <= limits.medium) return 'medium';
  if (rangeMm <= limits.long) return 'long';
  return 'out';
}

// FP-4.4 an explosion sets fire to ships within short range.
export function explosionRadiusMm(scale: Scale = 1200): number {
  assertScale(scale);
  return RANGE_LIMITS_MM[scale].short;
}

// FP-4.4 ships whose nearest mast is within the radius of the centre ship's nearest mast (inclusive, as D-10).
/** Ids in input order, the centre ship excluded. */
export function shipsWithinRange(
  ships: readonly TableShip[],
  centreId: string,
  radiusMm: number,
): string[] {
  if (!(radiusMm >= 0)) throw new RuleError(`a radius must be a number >= 0, got ${radiusMm}`);
  const centre = ships.find((s) => s.id === centreId);
  if (!centre) throw new RuleError(`no ship with id "${centreId}"`);
  const centreMasts = mastPoints(centre.pose, centre.body);
  const radiusSq = radiusMm * radiusMm;
  const ids: string[] = [];
  for (const ship of ships) {
    if (ship === centre || ship.id === centreId) continue;
    // Compare the rounded range itself, not its square, so a boundary value reads as inside.
    const d2 = minDistanceSq(centreMasts, mastPoints(ship.pose, ship.body));
    if (d2 <= radiusSq || Math.sqrt(d2) <= radiusMm) ids.push(ship.id);
  }
  return ids;
}
