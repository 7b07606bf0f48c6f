// HR-3 running aground: a base moving straight ahead (FP-5.7) stops where it first touches a shoal
// or rock, as FP-5.8 stops it at the first base contact. A shoal is any area the referee drew: one or
// more polygons in table millimetres, read with the even-odd rule (a polygon inside another is a
// hole), so it may be concave and holed. Conventions as in ./index.ts.
import { RuleError } from '../errors.js';
import {
  baseCorners,
  assertPose,
  assertShipBody,
  type Pose,
  type TableShip,
} from './ship-shape.js';
import { cross, headingVector, sub, type Vec2 } from './vec.js';

export const SHOAL_KINDS = ['rock', 'sand'] as const;
/** HR-3 / OR-9 what the bottom is: rock (-5 on the OR-9 test) or sand (-3). */
export type ShoalKind = (typeof SHOAL_KINDS)[number];

export interface ShoalArea {
  id: string;
  kind: ShoalKind;
  /** Closed polygons in mm (the last point joins the first); even-odd: nested polygons are holes. */
  polygons: ReadonlyArray<readonly Vec2[]>;
}

/** Below this (mm) two times along a move are the same instant. */
const SAME_TIME_MM = 1e-9;

function edgesOf(polygon: readonly Vec2[]): Array<readonly [Vec2, Vec2]> {
  return polygon.map((a, i) => [a, polygon[(i + 1) % polygon.length]!] as const);
}

/** Even-odd membership of a point in a set of polygons (a point on an edge may go either way). */
export function pointInShoal(p: Vec2, polygons: ReadonlyArray<readonly Vec2[]>): boolean {
  let inside = false;
  for (const polygon of polygons)
    for (const [a, b] of edgesOf(polygon)) {
      if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x)
        inside = !inside;
    }
  return inside;
}

/** Strictly inside a convex quad (clockwise or anticlockwise corners). */
function strictlyInsideQuad(p: Vec2, quad: readonly Vec2[]): boolean {
  let sign = 0;
  for (const [a, b] of edgesOf(quad)) {
    const side = cross(sub(b, a), sub(p, a));
    if (Math.abs(side) <= SAME_TIME_MM) return false;
    const s = side > 0 ? 1 : -1;
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

/** The segments cross at a point inside both (not at an end, not collinear). */
function properCrossing(a0: Vec2, a1: Vec2, b0: Vec2, b1: Vec2): boolean {
  const d1 = cross(sub(a1, a0), sub(b0, a0));
  const d2 = cross(sub(a1, a0), sub(b1, a0));
  const d3 = cross(sub(b1, b0), sub(a0, b0));
  const d4 = cross(sub(b1, b0), sub(a1, b0));
  return d1 * d2 < 0 && d3 * d4 < 0;
}

function onBoundary(p: Vec2, polygons: ReadonlyArray<readonly Vec2[]>): boolean {
  return polygons.some((polygon) =>
    edgesOf(polygon).some(([a, b]) => {
      const e = sub(b, a);
      const len = Math.hypot(e.x, e.y);
      if (len === 0) return Math.hypot(p.x - a.x, p.y - a.y) <= SAME_TIME_MM;
      const along = ((p.x - a.x) * e.x + (p.y - a.y) * e.y) / len;
      return (
        along >= -SAME_TIME_MM &&
        along <= len + SAME_TIME_MM &&
        Math.abs(cross(e, sub(p, a))) / len <= SAME_TIME_MM
      );
    }),
  );
}

/** The base (a convex quad) and the shoal share some area, not just a touching edge or point. */
export function quadOverlapsShoal(quad: readonly Vec2[], shoal: ShoalArea): boolean {
  if (quad.some((c) => !onBoundary(c, shoal.polygons) && pointInShoal(c, shoal.polygons)))
    return true;
  for (const polygon of shoal.polygons) {
    if (polygon.some((v) => strictlyInsideQuad(v, quad))) return true;
    for (const [a, b] of edgesOf(polygon))
      for (const [c, d] of edgesOf(quad)) if (properCrossing(a, b, c, d)) return true;
  }
  return false;
}

/**
 * The distances t in [0, maxMm] at which a point moving from `p` along unit `dir` meets segment a-b:
 * where it crosses it, or where it reaches either end of a segment lying along its path.
 */
function meetTimes(p: Vec2, dir: Vec2, a: Vec2, b: Vec2, maxMm: number): number[] {
  const e = sub(b, a);
  const denom = cross(dir, e);
  const ap = sub(a, p);
  if (Math.abs(denom) > 1e-15) {
    const t = cross(ap, e) / denom;
    const u = cross(ap, dir) / denom;
    return u >= -1e-12 && u <= 1 + 1e-12 && t >= 0 && t <= maxMm ? [t] : [];
  }
  if (Math.abs(cross(ap, dir)) > SAME_TIME_MM) return [];
  return [a, b]
    .map((q) => (q.x - p.x) * dir.x + (q.y - p.y) * dir.y)
    .filter((t) => t >= 0 && t <= maxMm);
}

/** The instants a moving quad's boundary meets a polygon's boundary: a corner on an edge, or a vertex on a side. */
function boundaryEvents(
  quad: readonly Vec2[],
  dir: Vec2,
  polygons: ReadonlyArray<readonly Vec2[]>,
  maxMm: number,
): number[] {
  const back = { x: -dir.x, y: -dir.y };
  const times: number[] = [];
  for (const polygon of polygons) {
    const edges = edgesOf(polygon);
    for (const corner of quad)
      for (const [a, b] of edges) times.push(...meetTimes(corner, dir, a, b, maxMm));
    for (const v of polygon)
      for (const [c, d] of edgesOf(quad)) times.push(...meetTimes(v, back, c, d, maxMm));
  }
  return times;
}

function shifted(quad: readonly Vec2[], dir: Vec2, t: number): Vec2[] {
  return quad.map((c) => ({ x: c.x + dir.x * t, y: c.y + dir.y * t }));
}

/**
 * HR-3 the distance (0..maxMm) along unit `dir` at which the base `quad` first runs onto the shoal,
 * or null if it never does. Touching the edge is not aground: a base lying against it may move off
 * or along it; only a move that takes it over the edge stops, at the edge. A base already over the
 * shoal stops at 0.
 */
export function firstShoalDistance(
  quad: readonly Vec2[],
  dir: Vec2,
  shoal: ShoalArea,
  maxMm: number,
): number | null {
  if (!(Number.isFinite(maxMm) && maxMm >= 0))
    throw new RuleError(`a move must be a finite distance >= 0, got ${maxMm}`);
  // Between two boundary events the overlap cannot change: test the middle of each interval.
  const events = [0, maxMm, ...boundaryEvents(quad, dir, shoal.polygons, maxMm)].sort(
    (a, b) => a - b,
  );
  const cuts = events.filter((t, i) => i === 0 || t - events[i - 1]! > SAME_TIME_MM);
  if (maxMm === 0) return quadOverlapsShoal(quad, shoal) ? 0 : null;
  for (let i = 0; i + 1 < cuts.length; i++) {
    const mid = (cuts[i]! + cuts[i + 1]!) / 2;
    if (quadOverlapsShoal(shifted(quad, dir, mid), shoal)) return cuts[i]!;
  }
  return null;
}

export interface ShoalSweep {
  /** Where the base ends: the full move, or at the edge of the first shoal it runs onto. */
  pose: Pose;
  distanceMm: number;
  /** The shoal that stopped it (the first in input order at equal distances), or null. */
  shoal: { id: string; kind: ShoalKind } | null;
}

/** HR-3 / FP-5.7 the straight move of `distanceMm` along the ship's heading, stopped on the first shoal. */
export function sweepShoals(
  ship: TableShip,
  distanceMm: number,
  shoals: readonly ShoalArea[],
): ShoalSweep {
  assertPose(ship.pose);
  assertShipBody(ship.body);
  for (const s of shoals)
    if (!(SHOAL_KINDS as readonly string[]).includes(s.kind))
      throw new RuleError(`unknown shoal kind "${String(s.kind)}" (rock or sand)`);
  const dir = headingVector(ship.pose.headingDeg);
  const quad = baseCorners(ship.pose, ship.body);
  let stop = distanceMm;
  let hit: ShoalArea | null = null;
  for (const s of shoals) {
    const t = firstShoalDistance(quad, dir, s, distanceMm);
    if (t !== null && (hit === null ? t <= stop : t < stop)) {
      stop = t;
      hit = s;
    }
  }
  return {
    pose: {
      x: ship.pose.x + dir.x * stop,
      y: ship.pose.y + dir.y * stop,
      headingDeg: ship.pose.headingDeg,
    },
    distanceMm: stop,
    shoal: hit && { id: hit.id, kind: hit.kind },
  };
}
