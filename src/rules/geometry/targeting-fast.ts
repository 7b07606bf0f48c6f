// Every ship's two broadsides at once (FP-6.2 / D-11 / D-18 / D-17), fast enough to run on every
// token move. Same answers as allPairsTargetsNaive by construction: the per-pair decision is the
// shared evaluateCandidate and the order the shared compareTargets (a total order, so any correct
// sort agrees); everything here only skips pairs that provably cannot qualify.
import { RANGE_LIMITS_MM } from '../tables/gunnery.js';
import { arcShape, distanceToCentreLine, resolveArcOptions, type ArcOptions, type ArcShape } from './arc.js';
import { hullHalfExtents, mastOffsetsMm, shipFrame, type TableShip } from './ship-shape.js';
import {
  compareTargets,
  evaluateCandidate,
  selectTargets,
  shipGeometries,
  type ShipTargets,
  type TargetCandidate,
  type TargetingResult,
} from './targeting.js';

/** Margin (mm, and mm² for squared tests) that keeps the cheap rejections strictly conservative. */
const SLACK_MM = 1e-6;
/**
 * The contact tolerance lets a narrow arc reach up to 1e-9 / sin(half angle) behind its apex,
 * so the side test, the loosest filter anyway, keeps a wider margin.
 */
const SIDE_SLACK_MM = 1e-3;
const PORT = 0;
const STARBOARD = 1;
const MAX_MASTS = 3;

// FP-6.2 / D-11 / D-18 all broadsides of all ships; results equal allPairsTargetsNaive.
export function allPairsTargets(ships: readonly TableShip[], options: ArcOptions = {}): ShipTargets[] {
  const { arcDeg, scale } = resolveArcOptions(options);
  const geometries = shipGeometries(ships);
  const n = geometries.length;
  const limits = RANGE_LIMITS_MM[scale];
  const longMm = limits.long;

  const centreX = new Float64Array(n);
  const centreY = new Float64Array(n);
  const starboardX = new Float64Array(n);
  const starboardY = new Float64Array(n);
  const baseHalfWidth = new Float64Array(n);
  const hullRadius = new Float64Array(n);
  const mastRadius = new Float64Array(n);
  const mastCount = new Uint8Array(n);
  const mastX = new Float64Array(MAX_MASTS * n);
  const mastY = new Float64Array(MAX_MASTS * n);
  // Per broadside, index ship * 2 + side: the arc, its apex and its edge directions.
  const arcs: ArcShape[] = [];
  const apexX = new Float64Array(2 * n);
  const apexY = new Float64Array(2 * n);
  const rightX = new Float64Array(2 * n);
  const rightY = new Float64Array(2 * n);
  const leftX = new Float64Array(2 * n);
  const leftY = new Float64Array(2 * n);

  for (let i = 0; i < n; i++) {
    const geometry = geometries[i]!;
    const { pose, body } = geometry.ship;
    const hull = hullHalfExtents(body);
    centreX[i] = pose.x;
    centreY[i] = pose.y;
    const { starboard } = shipFrame(pose);
    starboardX[i] = starboard.x;
    starboardY[i] = starboard.y;
    baseHalfWidth[i] = body.widthMm / 2;
    hullRadius[i] = Math.hypot(hull.halfLengthMm, hull.halfWidthMm) + SLACK_MM;
    let farthestMast = 0;
    for (const offset of mastOffsetsMm(body)) farthestMast = Math.max(farthestMast, Math.abs(offset));
    mastRadius[i] = farthestMast + SLACK_MM;
    mastCount[i] = geometry.masts.length;
    geometry.masts.forEach((m, k) => {
      mastX[MAX_MASTS * i + k] = m.x;
      mastY[MAX_MASTS * i + k] = m.y;
    });
    for (const [sideIndex, side] of [[PORT, 'port'], [STARBOARD, 'starboard']] as const) {
      const arc = arcShape(pose, body, side, { arcDeg, scale });
      const k = 2 * i + sideIndex;
      arcs[k] = arc;
      apexX[k] = arc.apex.x;
      apexY[k] = arc.apex.y;
      rightX[k] = arc.rightDir.x;
      rightY[k] = arc.rightDir.y;
      leftX[k] = arc.leftDir.x;
      leftY[k] = arc.leftDir.y;
    }
  }

  // Accepted candidates in one flat pool, grouped per broadside afterwards.
  const poolBroadside: number[] = [];
  const poolTarget: number[] = [];
  const poolRange: number[] = [];
  const poolCandidate: TargetCandidate[] = [];
  const perBroadside = new Int32Array(2 * n);

  const longSqLimit = longMm * longMm + SLACK_MM;
  const arcReachMm = longMm + SLACK_MM;

  const accept = (firer: number, k: number, target: number, nearestSq: number): void => {
    const candidate = evaluateCandidate(geometries[firer]!, arcs[k]!, geometries[target]!, limits, nearestSq);
    if (!candidate) return;
    poolBroadside.push(k);
    poolTarget.push(target);
    poolRange.push(candidate.rangeMm);
    poolCandidate.push(candidate);
    perBroadside[k]!++;
  };

  // One flat loop (the hot path): each pair once, then each direction and side.
  for (let i = 0; i < n; i++) {
    const xi = centreX[i]!;
    const yi = centreY[i]!;
    const mi = mastRadius[i]!;
    for (let j = i + 1; j < n; j++) {
      const dx = centreX[j]! - xi;
      const dy = centreY[j]! - yi;
      // No mast of either ship can be within long range of the other's.
      const reach = longMm + mi + mastRadius[j]!;
      if (dx * dx + dy * dy > reach * reach) continue;
      // Found at most once per pair, and only if some broadside gets past the cheap tests.
      let nearestSq = -1;
      for (let direction = 0; direction < 2; direction++) {
        const firer = direction === 0 ? i : j;
        const target = direction === 0 ? j : i;
        const r = hullRadius[target]!;
        // A side's arc lies wholly beyond that side's base edge, so the lateral offset picks the side(s).
        const lateral = (direction === 0 ? 1 : -1) * (dx * starboardX[firer]! + dy * starboardY[firer]!);
        const edge = baseHalfWidth[firer]! - SIDE_SLACK_MM;
        for (let side = 0; side < 2; side++) {
          if ((side === STARBOARD ? lateral : -lateral) + r < edge) continue;
          // The sector against the hull's bounding circle: beyond either edge line or the radius = no hit.
          const k = 2 * firer + side;
          const ax = centreX[target]! - apexX[k]!;
          const ay = centreY[target]! - apexY[k]!;
          if (rightX[k]! * ay - rightY[k]! * ax < -r) continue;
          if (ax * leftY[k]! - ay * leftX[k]! < -r) continue;
          const arcReach = arcReachMm + r;
          if (ax * ax + ay * ay > arcReach * arcReach) continue;
          if (nearestSq < 0) {
            // Visits the same squared distances as minDistanceSq ((a - b)^2 and (b - a)^2 are equal
            // in floating point too), so both directions get the naive path's value to the last bit.
            nearestSq = Infinity;
            const iEnd = MAX_MASTS * i + mastCount[i]!;
            const jEnd = MAX_MASTS * j + mastCount[j]!;
            for (let p = MAX_MASTS * i; p < iEnd; p++) {
              const px = mastX[p]!;
              const py = mastY[p]!;
              for (let q = MAX_MASTS * j; q < jEnd; q++) {
                const mx = px - mastX[q]!;
                const my = py - mastY[q]!;
                const d2 = mx * mx + my * my;
                if (d2 < nearestSq) nearestSq = d2;
              }
            }
          }
          if (nearestSq > longSqLimit) break;
          accept(firer, k, target, nearestSq);
        }
      }
    }
  }

  // Counting sort of the pool by broadside, then an insertion sort of each (short) group on a
  // parallel array of ranges, the primary key.
  const poolSize = poolCandidate.length;
  const groupStart = new Int32Array(2 * n + 1);
  for (let k = 0; k < 2 * n; k++) groupStart[k + 1] = groupStart[k]! + perBroadside[k]!;
  const fill = groupStart.slice(0, 2 * n);
  const order = new Int32Array(poolSize);
  const rangeAt = new Float64Array(poolSize);
  for (let e = 0; e < poolSize; e++) {
    const at = fill[poolBroadside[e]!]!++;
    order[at] = e;
    rangeAt[at] = poolRange[e]!;
  }

  // compareTargets for two pool entries of broadside k with equal ranges (rare, so worked out lazily).
  const tieComesBefore = (k: number, e: number, f: number): boolean => {
    const arc = arcs[k]!;
    const te = poolTarget[e]!;
    const tf = poolTarget[f]!;
    const range = poolRange[e]!;
    const ce = distanceToCentreLine(arc, geometries[te]!.mainmast);
    const cf = distanceToCentreLine(arc, geometries[tf]!.mainmast);
    return compareTargets(range, ce, te, range, cf, tf) < 0;
  };

  const resultFor = (k: number): TargetingResult => {
    const start = groupStart[k]!;
    const end = groupStart[k + 1]!;
    for (let a = start + 1; a < end; a++) {
      const item = order[a]!;
      const range = rangeAt[a]!;
      let b = a - 1;
      while (b >= start) {
        const other = rangeAt[b]!;
        if (range > other || (range === other && !tieComesBefore(k, item, order[b]!))) break;
        order[b + 1] = order[b]!;
        rangeAt[b + 1] = other;
        b--;
      }
      order[b + 1] = item;
      rangeAt[b + 1] = range;
    }
    const candidates: TargetCandidate[] = [];
    for (let a = start; a < end; a++) candidates.push(poolCandidate[order[a]!]!);
    return selectTargets(candidates);
  };

  return geometries.map((g, i) => ({
    id: g.ship.id,
    port: resultFor(2 * i + PORT),
    starboard: resultFor(2 * i + STARBOARD),
  }));
}
