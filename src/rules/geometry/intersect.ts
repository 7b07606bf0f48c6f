// Exact convex polygon vs circular sector test, used by FP-6.2 / D-11 ("hull at least partly in the arc").
import type { Vec2 } from './vec.js';

/** Distances closer than this (mm) count as touching; far below any measurable table distance. */
export const CONTACT_EPSILON_MM = 1e-9;

/**
 * A circular sector of at most 180 degrees. Edge directions are unit vectors; `rightDir` is the
 * clockwise edge as seen from the apex looking along `centreDir`, `leftDir` the anticlockwise one.
 */
export interface Sector {
  readonly apex: Vec2;
  readonly centreDir: Vec2;
  readonly rightDir: Vec2;
  readonly leftDir: Vec2;
  readonly radiusMm: number;
}

// Edges are unit vectors, so these cross products are signed distances (mm) from the edge lines.
function insideWedge(dx: number, dy: number, s: Sector): boolean {
  const e = CONTACT_EPSILON_MM;
  return s.rightDir.x * dy - s.rightDir.y * dx >= -e && dx * s.leftDir.y - dy * s.leftDir.x >= -e;
}

/** Closed sector membership, with the contact tolerance. */
export function pointInSector(p: Vec2, s: Sector): boolean {
  const dx = p.x - s.apex.x;
  const dy = p.y - s.apex.y;
  const r = s.radiusMm + CONTACT_EPSILON_MM;
  return dx * dx + dy * dy <= r * r && insideWedge(dx, dy, s);
}

/** Closed membership of a convex polygon given in either winding. */
export function pointInConvexPolygon(p: Vec2, polygon: readonly Vec2[]): boolean {
  let sign = 0;
  const n = polygon.length;
  for (let i = 0; i < n; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % n]!;
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const len = Math.sqrt(ex * ex + ey * ey);
    if (len === 0) continue;
    const side = (ex * (p.y - a.y) - ey * (p.x - a.x)) / len;
    if (Math.abs(side) <= CONTACT_EPSILON_MM) continue;
    const s = side > 0 ? 1 : -1;
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

function orientation(a: Vec2, b: Vec2, c: Vec2): number {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

function onSegment(a: Vec2, b: Vec2, p: Vec2): boolean {
  const e = CONTACT_EPSILON_MM;
  return (
    Math.min(a.x, b.x) - e <= p.x &&
    p.x <= Math.max(a.x, b.x) + e &&
    Math.min(a.y, b.y) - e <= p.y &&
    p.y <= Math.max(a.y, b.y) + e
  );
}

/** Closed segments a0-a1 and b0-b1 share a point (touching ends and collinear overlaps included). */
export function segmentsIntersect(a0: Vec2, a1: Vec2, b0: Vec2, b1: Vec2): boolean {
  const o1 = orientation(a0, a1, b0);
  const o2 = orientation(a0, a1, b1);
  const o3 = orientation(b0, b1, a0);
  const o4 = orientation(b0, b1, a1);
  if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0)))
    return true;
  if (o1 === 0 && onSegment(a0, a1, b0)) return true;
  if (o2 === 0 && onSegment(a0, a1, b1)) return true;
  if (o3 === 0 && onSegment(b0, b1, a0)) return true;
  if (o4 === 0 && onSegment(b0, b1, a1)) return true;
  return false;
}

/** The segment meets the sector's circular edge at a point inside the sector's angular span. */
export function segmentCrossesArc(p0: Vec2, p1: Vec2, s: Sector): boolean {
  const fx = p0.x - s.apex.x;
  const fy = p0.y - s.apex.y;
  const ex = p1.x - p0.x;
  const ey = p1.y - p0.y;
  const a = ex * ex + ey * ey;
  if (a === 0) return false;
  const b = fx * ex + fy * ey;
  const c = fx * fx + fy * fy - s.radiusMm * s.radiusMm;
  let disc = b * b - a * c;
  if (disc < 0) {
    // A tangent segment can come out a hair negative; accept it only within the contact tolerance.
    const tangentT = -b / a;
    const gx = fx + ex * tangentT;
    const gy = fy + ey * tangentT;
    const gap = Math.sqrt(gx * gx + gy * gy) - s.radiusMm;
    if (gap > CONTACT_EPSILON_MM) return false;
    disc = 0;
  }
  const root = Math.sqrt(disc);
  const tolerance = CONTACT_EPSILON_MM / Math.sqrt(a);
  const crossesAt = (t: number): boolean =>
    t >= -tolerance && t <= 1 + tolerance && insideWedge(fx + ex * t, fy + ey * t, s);
  return crossesAt((-b - root) / a) || crossesAt((-b + root) / a);
}

/**
 * Exact test of a convex polygon against a sector (no polygonal approximation of the arc).
 * Two closed shapes meet iff one holds a vertex/apex of the other or their boundaries cross,
 * so the four checks below are complete.
 */
export function convexPolygonIntersectsSector(polygon: readonly Vec2[], s: Sector): boolean {
  for (const p of polygon) if (pointInSector(p, s)) return true;
  if (pointInConvexPolygon(s.apex, polygon)) return true;
  const rightEnd = {
    x: s.apex.x + s.rightDir.x * s.radiusMm,
    y: s.apex.y + s.rightDir.y * s.radiusMm,
  };
  const leftEnd = {
    x: s.apex.x + s.leftDir.x * s.radiusMm,
    y: s.apex.y + s.leftDir.y * s.radiusMm,
  };
  const n = polygon.length;
  for (let i = 0; i < n; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % n]!;
    if (segmentsIntersect(a, b, s.apex, rightEnd)) return true;
    if (segmentsIntersect(a, b, s.apex, leftEnd)) return true;
    if (segmentCrossesArc(a, b, s)) return true;
  }
  return false;
}
