// Every ship's two broadsides at once (FP-6.2 / D-11 / D-18 / D-17), fast enough to run on every
// token move. Same answers as allPairsTargetsNaive by construction: the per-pair decision is the
// shared evaluateCandidate and the order the shared compareTargets (a total order, so any correct
// sort agrees); everything here only skips pairs that provably cannot qualify.
import { RANGE_LIMITS_MM } from '../tables/gunnery.js';
import {
  arcShape,
  distanceToCentreLine,
  resolveArcOptions,
  type ArcOptions,
  type ArcShape,
} from './arc.js';
import { hullHalfExtents, SIDES, type TableShip } from './ship-shape.js';
import { bandWithin, type RangeLimits } from './range.js';
import {
  compareTargets,
  hullTouchesArc,
  RAKE_HEADING_TOLERANCE_DEG,
  rakeOf,
  selectTargets,
  shipGeometries,
  type ShipGeometry,
  type ShipTargets,
  type TargetCandidate,
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

// Numbers the hot loop reads, packed per ship (and per broadside) into flat typed arrays, which
// measured faster here than objects reached through closures.
const X = 0;
const Y = 1;
const STARBOARD_X = 2;
const STARBOARD_Y = 3;
const HALF_WIDTH = 4;
const HULL_RADIUS = 5;
const MAST_RADIUS = 6;
const MAST_COUNT = 7;
const FIRST_MAST = 8; // x, y of up to three masts
const MAIN_X = 14;
const MAIN_Y = 15;
const FORWARD_X = 16;
const FORWARD_Y = 17;
const HEADING = 18;
const SHIP_STRIDE = 19;
const APEX_X = 0;
const APEX_Y = 1;
const RIGHT_X = 2;
const RIGHT_Y = 3;
const LEFT_X = 4;
const LEFT_Y = 5;
const ARC_STRIDE = 6;

interface Packed {
  readonly ships: Float64Array;
  readonly arcs: Float64Array;
}

function pack(geometries: readonly ShipGeometry[], arcs: readonly ArcShape[]): Packed {
  const ships = new Float64Array(SHIP_STRIDE * geometries.length);
  const packedArcs = new Float64Array(ARC_STRIDE * arcs.length);
  geometries.forEach((g, i) => {
    const { pose, body } = g.ship;
    const hull = hullHalfExtents(body);
    const at = SHIP_STRIDE * i;
    ships[at + X] = pose.x;
    ships[at + Y] = pose.y;
    ships[at + STARBOARD_X] = g.forward.y;
    ships[at + STARBOARD_Y] = -g.forward.x;
    ships[at + HALF_WIDTH] = body.widthMm / 2;
    ships[at + HULL_RADIUS] = Math.hypot(hull.halfLengthMm, hull.halfWidthMm) + SLACK_MM;
    let mastRadius = 0;
    g.masts.forEach((m, k) => {
      ships[at + FIRST_MAST + 2 * k] = m.x;
      ships[at + FIRST_MAST + 2 * k + 1] = m.y;
      mastRadius = Math.max(mastRadius, Math.hypot(m.x - pose.x, m.y - pose.y));
    });
    ships[at + MAST_RADIUS] = mastRadius + SLACK_MM;
    ships[at + MAST_COUNT] = g.masts.length;
    ships[at + MAIN_X] = g.mainmast.x;
    ships[at + MAIN_Y] = g.mainmast.y;
    ships[at + FORWARD_X] = g.forward.x;
    ships[at + FORWARD_Y] = g.forward.y;
    ships[at + HEADING] = g.headingDeg;
  });
  arcs.forEach((arc, k) => {
    const at = ARC_STRIDE * k;
    packedArcs[at + APEX_X] = arc.apex.x;
    packedArcs[at + APEX_Y] = arc.apex.y;
    packedArcs[at + RIGHT_X] = arc.rightDir.x;
    packedArcs[at + RIGHT_Y] = arc.rightDir.y;
    packedArcs[at + LEFT_X] = arc.leftDir.x;
    packedArcs[at + LEFT_Y] = arc.leftDir.y;
  });
  return { ships, arcs: packedArcs };
}

/**
 * D-11 prefilter: arc k against a hull's bounding circle (centre tx, ty, radius r): 0 cannot touch,
 * 1 may touch, 3 the hull centre is inside by a margin (then the exact test is a formality).
 */
function sectorBits(
  arcs: Float64Array,
  k: number,
  tx: number,
  ty: number,
  r: number,
  reachMm: number,
  innerRadiusSq: number,
): number {
  const at = ARC_STRIDE * k;
  const ax = tx - arcs[at + APEX_X]!;
  const ay = ty - arcs[at + APEX_Y]!;
  const fromRight = arcs[at + RIGHT_X]! * ay - arcs[at + RIGHT_Y]! * ax;
  const fromLeft = ax * arcs[at + LEFT_Y]! - ay * arcs[at + LEFT_X]!;
  const distanceSq = ax * ax + ay * ay;
  const reach = reachMm + r;
  // Combined without branches: on random layouts these tests are coin flips the CPU cannot predict.
  const mayTouch = +(fromRight >= -r) & +(fromLeft >= -r) & +(distanceSq <= reach * reach);
  const centreInside =
    +(fromRight >= SLACK_MM) & +(fromLeft >= SLACK_MM) & +(distanceSq <= innerRadiusSq);
  return mayTouch * (1 + 2 * centreInside);
}

/**
 * D-11 prefilter of a firer's two arcs against one target, as bits: 1 port may hit, 2 starboard may hit, 4 / 8 the
 * target's hull centre is well inside port / starboard. (dx, dy) runs from firer to target centre.
 */
function arcBits(
  packed: Packed,
  firer: number,
  target: number,
  dx: number,
  dy: number,
  reachMm: number,
  innerRadiusSq: number,
): number {
  const { ships, arcs } = packed;
  const f = SHIP_STRIDE * firer;
  const t = SHIP_STRIDE * target;
  const r = ships[t + HULL_RADIUS]!;
  // A side's arc lies wholly beyond that side's base edge, so the lateral offset picks the side;
  // only a hull straddling the firer's keel line can reach towards both.
  const lateral = dx * ships[f + STARBOARD_X]! + dy * ships[f + STARBOARD_Y]!;
  const edge = ships[f + HALF_WIDTH]! - SIDE_SLACK_MM;
  const facing = lateral >= 0 ? STARBOARD : PORT;
  const offset = lateral >= 0 ? lateral : -lateral;
  if (offset + r < edge) return 0;
  const tx = ships[t + X]!;
  const ty = ships[t + Y]!;
  const near = sectorBits(arcs, 2 * firer + facing, tx, ty, r, reachMm, innerRadiusSq);
  let bits = ((near & 1) << facing) | ((near >> 1) << (facing + 2));
  if (r - offset >= edge) {
    const other = 1 - facing;
    const far = sectorBits(arcs, 2 * firer + other, tx, ty, r, reachMm, innerRadiusSq);
    bits |= ((far & 1) << other) | ((far >> 1) << (other + 2));
  }
  return bits;
}

/** Pairs that some broadside may join, with their nearest-mast distance; grown as needed. */
class PairList {
  count = 0;
  first: Int32Array;
  second: Int32Array;
  bits: Uint8Array;
  nearestSq: Float64Array;

  /** Sized for the expected number of pairs up front: growing mid-loop costs copies and garbage. */
  constructor(capacity: number) {
    const size = Math.max(256, capacity);
    this.first = new Int32Array(size);
    this.second = new Int32Array(size);
    this.bits = new Uint8Array(size);
    this.nearestSq = new Float64Array(size);
  }

  add(i: number, j: number, bits: number, nearestSq: number): void {
    if (this.count === this.first.length) this.grow();
    const at = this.count++;
    this.first[at] = i;
    this.second[at] = j;
    this.bits[at] = bits;
    this.nearestSq[at] = nearestSq;
  }

  private grow(): void {
    const size = 2 * this.first.length;
    const first = new Int32Array(size);
    const second = new Int32Array(size);
    const bits = new Uint8Array(size);
    const nearestSq = new Float64Array(size);
    first.set(this.first);
    second.set(this.second);
    bits.set(this.bits);
    nearestSq.set(this.nearestSq);
    this.first = first;
    this.second = second;
    this.bits = bits;
    this.nearestSq = nearestSq;
  }
}

// FP-1.2 / D-11 the hot loop: every pair once (in any order: the results are sorted after); the broadsides between them that survive the cheap
// tests (i's arcBits in the low nibble, j's in the high one) and the pair's nearest-mast distance.
function collectPairs(packed: Packed, n: number, longMm: number): PairList {
  const { ships } = packed;
  // Dense tables put most pairs within long range; a quarter of all pairs covers typical layouts.
  const pairs = new PairList((n * (n - 1)) >> 2);
  const reachMm = longMm + SLACK_MM;
  const innerRadiusSq = (longMm - SLACK_MM) * (longMm - SLACK_MM);
  const longSqLimit = longMm * longMm + SLACK_MM;
  // Sort and sweep along x: once a ship is farther east than any reach, so is every later one.
  const byX = new Int32Array(n);
  let mostMastRadius = 0;
  for (let i = 0; i < n; i++) {
    byX[i] = i;
    mostMastRadius = Math.max(mostMastRadius, ships[SHIP_STRIDE * i + MAST_RADIUS]!);
  }
  byX.sort((p, q) => ships[SHIP_STRIDE * p + X]! - ships[SHIP_STRIDE * q + X]!);
  for (let u = 0; u < n; u++) {
    const i = byX[u]!;
    const a = SHIP_STRIDE * i;
    const xi = ships[a + X]!;
    const yi = ships[a + Y]!;
    const mi = ships[a + MAST_RADIUS]!;
    const farthest = longMm + mi + mostMastRadius;
    // `| 0` keeps the loop indices small integers (a double index slows every typed-array read).
    const iMastsEnd = a + FIRST_MAST + 2 * (ships[a + MAST_COUNT]! | 0);
    for (let v = u + 1; v < n; v++) {
      const j = byX[v]!;
      const b = SHIP_STRIDE * j;
      const dx = ships[b + X]! - xi;
      if (dx > farthest) break;
      const dy = ships[b + Y]! - yi;
      // No mast of either ship can be within long range of the other's.
      const reach = longMm + mi + ships[b + MAST_RADIUS]!;
      if (dx * dx + dy * dy > reach * reach) continue;
      const bits =
        arcBits(packed, i, j, dx, dy, reachMm, innerRadiusSq) |
        (arcBits(packed, j, i, -dx, -dy, reachMm, innerRadiusSq) << 4);
      if (bits === 0) continue;
      // Visits the same squared distances as minDistanceSq ((a - b)^2 and (b - a)^2 are equal in
      // floating point too), so both directions get the naive path's value to the last bit.
      let nearestSq = Infinity;
      const jMastsEnd = b + FIRST_MAST + 2 * (ships[b + MAST_COUNT]! | 0);
      for (let p = a + FIRST_MAST; p < iMastsEnd; p += 2) {
        const px = ships[p]!;
        const py = ships[p + 1]!;
        for (let q = b + FIRST_MAST; q < jMastsEnd; q += 2) {
          const mx = px - ships[q]!;
          const my = py - ships[q + 1]!;
          const d = mx * mx + my * my;
          if (d < nearestSq) nearestSq = d;
        }
      }
      if (nearestSq <= longSqLimit) pairs.add(i, j, bits, nearestSq);
    }
  }
  return pairs;
}

// D-18 order, roughly: pair indices nearest first, by a bucket sort on the squared range with about
// one pair per bucket, so each broadside's candidates arrive almost in order and insertion is cheap.
function pairsByRange(pairs: PairList, longMm: number): Int32Array {
  const count = pairs.count;
  const nearestSq = pairs.nearestSq;
  // Everything allocated before the loops: a `new` first reached inside hot code made V8 throw the
  // optimized function away on every call.
  const bucketOf = new Int32Array(count);
  const start = new Int32Array(count + 1);
  const order = new Int32Array(count);
  const lastBucket = count - 1;
  const scaleToBucket = count / (longMm * longMm + 1);
  for (let e = 0; e < count; e++) {
    const bucket = (nearestSq[e]! * scaleToBucket) | 0;
    const clamped = bucket > lastBucket ? lastBucket : bucket;
    bucketOf[e] = clamped;
    start[clamped + 1]!++;
  }
  for (let b = 0; b < count; b++) start[b + 1]! += start[b]!;
  for (let e = 0; e < count; e++) order[start[bucketOf[e]!]!++] = e;
  return order;
}

/**
 * evaluateCandidate(geometries[firer], arcs[k], geometries[target], limits, nearestSq, centreInArc)
 * with the same arithmetic, reading the packed numbers (one place in memory) instead of the
 * geometry objects; the exact hull test and the rake test still run on those, when they must.
 */
function candidateOf(
  packed: Packed,
  geometries: readonly ShipGeometry[],
  arcs: readonly ArcShape[],
  ids: readonly string[],
  firer: number,
  target: number,
  k: number,
  limits: RangeLimits,
  nearestSq: number,
  centreInArc: boolean,
): TargetCandidate | null {
  const rangeMm = Math.sqrt(nearestSq);
  const band = bandWithin(rangeMm, limits);
  if (band === 'out') return null;
  if (!centreInArc && !hullTouchesArc(geometries[target]!, arcs[k]!)) return null;
  const { ships, arcs: packedArcs } = packed;
  const f = SHIP_STRIDE * firer;
  const t = SHIP_STRIDE * target;
  const a = ARC_STRIDE * k;
  // D-18 halfOf(arc, target.mainmast): the arc's foreDir is the firer's forward vector.
  const along =
    (ships[t + MAIN_X]! - packedArcs[a + APEX_X]!) * ships[f + FORWARD_X]! +
    (ships[t + MAIN_Y]! - packedArcs[a + APEX_Y]!) * ships[f + FORWARD_Y]!;
  const half = along >= 0 ? 'fore' : 'aft';
  // D-17 rakeOf's first test (4 points apart) here, the rest only when it passes.
  const apart = Math.abs(ships[f + HEADING]! - ships[t + HEADING]!);
  const rake =
    Math.min(Math.abs(apart - 90), Math.abs(apart - 270)) > RAKE_HEADING_TOLERANCE_DEG
      ? null
      : rakeOf(geometries[firer]!, arcs[k]!, geometries[target]!, band);
  return { id: ids[target]!, rangeMm, band, half, rake };
}

// FP-6.2 / D-11 / D-18 all broadsides of all ships; results equal allPairsTargetsNaive.
export function allPairsTargets(
  ships: readonly TableShip[],
  options: ArcOptions = {},
): ShipTargets[] {
  const { arcDeg, scale } = resolveArcOptions(options);
  const geometries = shipGeometries(ships);
  const n = geometries.length;
  const limits = RANGE_LIMITS_MM[scale];
  // Broadside k = 2 * ship + side (port 0, starboard 1).
  const arcs = geometries.flatMap((g) =>
    SIDES.map((side) => arcShape(g.ship.pose, g.ship.body, side, { arcDeg, scale })),
  );
  const packed = pack(geometries, arcs);
  const pairs = collectPairs(packed, n, limits.long);
  const ids = geometries.map((g) => g.ship.id);

  const found: TargetCandidate[][] = [];
  for (let k = 0; k < 2 * n; k++) found.push([]);

  // compareTargets for two candidates of broadside k at the same range (rare, so the input index
  // and the centre-line distances are only looked up then).
  let indexById: Map<string, number> | undefined;
  const tieComesBefore = (k: number, a: TargetCandidate, b: TargetCandidate): boolean => {
    indexById ??= new Map(geometries.map((g) => [g.ship.id, g.index]));
    const aIndex = indexById.get(a.id)!;
    const bIndex = indexById.get(b.id)!;
    const arc = arcs[k]!;
    const aLine = distanceToCentreLine(arc, geometries[aIndex]!.mainmast);
    const bLine = distanceToCentreLine(arc, geometries[bIndex]!.mainmast);
    return compareTargets(a.rangeMm, aLine, aIndex, b.rangeMm, bLine, bIndex) < 0;
  };

  for (const e of pairsByRange(pairs, limits.long)) {
    const bits = pairs.bits[e]!;
    const nearestSq = pairs.nearestSq[e]!;
    for (let direction = 0; direction < 2; direction++) {
      const nibble = bits >> (4 * direction);
      const firer = direction === 0 ? pairs.first[e]! : pairs.second[e]!;
      const target = direction === 0 ? pairs.second[e]! : pairs.first[e]!;
      for (let side = 0; side < 2; side++) {
        if ((nibble & (1 << side)) === 0) continue;
        const k = 2 * firer + side;
        const candidate = candidateOf(
          packed,
          geometries,
          arcs,
          ids,
          firer,
          target,
          k,
          limits,
          nearestSq,
          (nibble & (4 << side)) !== 0,
        );
        if (!candidate) continue;
        // Insert in D-18 order; pairs come nearest first, so this rarely moves anything.
        const list = found[k]!;
        const range = candidate.rangeMm;
        let at = list.length;
        list.push(candidate);
        while (at > 0) {
          const previous = list[at - 1]!;
          if (previous.rangeMm < range) break;
          if (previous.rangeMm === range && !tieComesBefore(k, candidate, previous)) break;
          list[at] = previous;
          at--;
        }
        list[at] = candidate;
      }
    }
  }

  return geometries.map((g, i) => ({
    id: g.ship.id,
    port: selectTargets(found[2 * i + PORT]!),
    starboard: selectTargets(found[2 * i + STARBOARD]!),
  }));
}
