// Every ship's two broadsides at once (FP-6.2 / D-11 / D-18 / D-17), fast enough to run on every
// token move. Same answers as allPairsTargetsNaive by construction: the per-pair decision is
// evaluateCandidate's arithmetic (its exact hull and rake tests shared), the order the shared
// compareTargets (a total order, so any correct sort agrees); everything else here only skips pairs
// or exact tests whose outcome a margin of SLACK_MM already settles.
import { RAKE_BANDS, RANGE_LIMITS_MM } from '../tables/gunnery.js';
import { distanceToCentreLine, resolveArcOptions, type ArcOptions } from './arc.js';
import type { TableShip } from './ship-shape.js';
import { bandWithin, type RangeLimits } from './range.js';
import {
  compareTargets,
  hullTouchesArc,
  RAKE_HEADING_TOLERANCE_DEG,
  rakeOf,
  selectTargets,
  type ShipTargets,
  type TargetCandidate,
} from './targeting.js';
import {
  APEX_X,
  APEX_Y,
  ARC_STRIDE,
  assertShips,
  cornerVerdict,
  CORNERS_MISS,
  CORNERS_UNSURE,
  FIRST_MAST,
  FORWARD_X,
  FORWARD_Y,
  HEADING,
  HULL_RADIUS,
  LazyShapes,
  LEFT_X,
  LEFT_Y,
  MAIN_X,
  MAIN_Y,
  MAST_RADIUS,
  offCentreLine,
  pack,
  type Packed,
  PORT,
  RIGHT_X,
  RIGHT_Y,
  SHIP_STRIDE,
  SLACK_MM,
  STARBOARD,
  X,
  Y,
} from './targeting-packed.js';

/**
 * D-11 prefilter: arc k against a hull's bounding circle (centre tx, ty, radius r): 0 cannot touch,
 * 1 may touch, 3 the hull centre is inside by a margin (then the exact test is a formality).
 */
function sectorBits(
  apexX: number,
  apexY: number,
  rightX: number,
  rightY: number,
  leftX: number,
  leftY: number,
  tx: number,
  ty: number,
  r: number,
  reachMm: number,
  innerRadiusSq: number,
): number {
  const ax = tx - apexX;
  const ay = ty - apexY;
  const fromRight = rightX * ay - rightY * ax;
  const fromLeft = ax * leftY - ay * leftX;
  const distanceSq = ax * ax + ay * ay;
  const reach = reachMm + r;
  // Combined without branches: on random layouts these tests are coin flips the CPU cannot predict.
  const mayTouch = +(fromRight >= -r) & +(fromLeft >= -r) & +(distanceSq <= reach * reach);
  const centreInside =
    +(fromRight >= SLACK_MM) & +(fromLeft >= SLACK_MM) & +(distanceSq <= innerRadiusSq);
  return mayTouch * (1 + 2 * centreInside);
}

/** Pairs that some broadside may join, with their nearest-mast distance; grown as needed, kept between calls. */
class PairList {
  count = 0;
  first = new Int32Array(256);
  second = new Int32Array(256);
  bits = new Uint16Array(256);
  nearestSq = new Float64Array(256);

  /** Empties the list, sized for at least `capacity` pairs so the hot loop rarely grows it. */
  reset(capacity: number): void {
    this.count = 0;
    while (this.first.length < capacity) this.grow();
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
    const bits = new Uint16Array(size);
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

const PAIRS = new PairList();
let byXScratch = new Int32Array(0);

// FP-1.2 / D-11 the hot loop: every pair once (in any order: the results are sorted after); the broadsides between them that survive the cheap
// tests (i's sectorBits in the low nibble, j's in the high one) and the pair's nearest-mast distance.
function collectPairs(packed: Packed, n: number, longMm: number): PairList {
  const { ships, arcs } = packed;
  // Dense tables put most pairs within long range; a quarter of all pairs covers typical layouts.
  const pairs = PAIRS;
  pairs.reset((n * (n - 1)) >> 2);
  const reachMm = longMm + SLACK_MM;
  const innerRadiusSq = (longMm - SLACK_MM) * (longMm - SLACK_MM);
  const longSqLimit = longMm * longMm + SLACK_MM;
  // Sort and sweep along x: once a ship is farther east than any reach, so is every later one.
  if (byXScratch.length < n) byXScratch = new Int32Array(n);
  const byX = byXScratch.subarray(0, n);
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
    // i's two arcs, read once for all its partners (see sectorBits).
    const ip = ARC_STRIDE * 2 * i;
    const is = ip + ARC_STRIDE;
    const ipAX = arcs[ip + APEX_X]!;
    const ipAY = arcs[ip + APEX_Y]!;
    const ipRX = arcs[ip + RIGHT_X]!;
    const ipRY = arcs[ip + RIGHT_Y]!;
    const ipLX = arcs[ip + LEFT_X]!;
    const ipLY = arcs[ip + LEFT_Y]!;
    const isAX = arcs[is + APEX_X]!;
    const isAY = arcs[is + APEX_Y]!;
    const isRX = arcs[is + RIGHT_X]!;
    const isRY = arcs[is + RIGHT_Y]!;
    const isLX = arcs[is + LEFT_X]!;
    const isLY = arcs[is + LEFT_Y]!;
    const iMainX = ships[a + MAIN_X]!;
    const iMainY = ships[a + MAIN_Y]!;
    const iForwardX = ships[a + FORWARD_X]!;
    const iForwardY = ships[a + FORWARD_Y]!;
    const iHeading = ships[a + HEADING]!;
    const m0x = ships[a + FIRST_MAST]!;
    const m0y = ships[a + FIRST_MAST + 1]!;
    const m1x = ships[a + FIRST_MAST + 2]!;
    const m1y = ships[a + FIRST_MAST + 3]!;
    const m2x = ships[a + FIRST_MAST + 4]!;
    const m2y = ships[a + FIRST_MAST + 5]!;
    for (let v = u + 1; v < n; v++) {
      const j = byX[v]!;
      const b = SHIP_STRIDE * j;
      const xj = ships[b + X]!;
      const dx = xj - xi;
      if (dx > farthest) break;
      const yj = ships[b + Y]!;
      const dy = yj - yi;
      // No mast of either ship can be within long range of the other's.
      const reach = longMm + mi + ships[b + MAST_RADIUS]!;
      if (dx * dx + dy * dy > reach * reach) continue;
      // All four broadsides' prefilters, without branches (their outcomes are coin flips to the CPU):
      // i's arcs in the low nibble, j's in the high one (see sectorBits for the meaning of the bits).
      const ri = ships[a + HULL_RADIUS]!;
      const rj = ships[b + HULL_RADIUS]!;
      const iPort = sectorBits(
        ipAX,
        ipAY,
        ipRX,
        ipRY,
        ipLX,
        ipLY,
        xj,
        yj,
        rj,
        reachMm,
        innerRadiusSq,
      );
      const iStarboard = sectorBits(
        isAX,
        isAY,
        isRX,
        isRY,
        isLX,
        isLY,
        xj,
        yj,
        rj,
        reachMm,
        innerRadiusSq,
      );
      const jp = ARC_STRIDE * 2 * j;
      const js = jp + ARC_STRIDE;
      const jPort = sectorBits(
        arcs[jp + APEX_X]!,
        arcs[jp + APEX_Y]!,
        arcs[jp + RIGHT_X]!,
        arcs[jp + RIGHT_Y]!,
        arcs[jp + LEFT_X]!,
        arcs[jp + LEFT_Y]!,
        xi,
        yi,
        ri,
        reachMm,
        innerRadiusSq,
      );
      const jStarboard = sectorBits(
        arcs[js + APEX_X]!,
        arcs[js + APEX_Y]!,
        arcs[js + RIGHT_X]!,
        arcs[js + RIGHT_Y]!,
        arcs[js + LEFT_X]!,
        arcs[js + LEFT_Y]!,
        xi,
        yi,
        ri,
        reachMm,
        innerRadiusSq,
      );
      const bits =
        (iPort & 1) |
        ((iStarboard & 1) << 1) |
        ((iPort >> 1) << 2) |
        ((iStarboard >> 1) << 3) |
        ((jPort & 1) << 4) |
        ((jStarboard & 1) << 5) |
        ((jPort >> 1) << 6) |
        ((jStarboard >> 1) << 7);
      if (bits === 0) continue;
      // Visits the same squared distances as minDistanceSq ((a - b)^2 and (b - a)^2 are equal in
      // floating point too), so both directions get the naive path's value to the last bit.
      // Three by three, unrolled and without branches (see pack for the padding).
      let nearestSq = Infinity;
      for (let q = b + FIRST_MAST; q < b + FIRST_MAST + 6; q += 2) {
        const qx = ships[q]!;
        const qy = ships[q + 1]!;
        const d0 = (m0x - qx) * (m0x - qx) + (m0y - qy) * (m0y - qy);
        const d1 = (m1x - qx) * (m1x - qx) + (m1y - qy) * (m1y - qy);
        const d2 = (m2x - qx) * (m2x - qx) + (m2y - qy) * (m2y - qy);
        nearestSq = d0 < nearestSq ? d0 : nearestSq;
        nearestSq = d1 < nearestSq ? d1 : nearestSq;
        nearestSq = d2 < nearestSq ? d2 : nearestSq;
      }
      if (nearestSq > longSqLimit) continue;
      // D-18 halfOf(arc, other's mainmast) for the four broadsides (the arc's foreDir is the firer's
      // forward vector; the same arithmetic), and D-17 rakeOf's first test, 4 points apart (the same
      // both ways), here where both ships' numbers are at hand: bits 8 to 11 fore, 12 square.
      const jMainX = ships[b + MAIN_X]!;
      const jMainY = ships[b + MAIN_Y]!;
      const jForwardX = ships[b + FORWARD_X]!;
      const jForwardY = ships[b + FORWARD_Y]!;
      const fore =
        (+((jMainX - ipAX) * iForwardX + (jMainY - ipAY) * iForwardY >= 0) << 8) |
        (+((jMainX - isAX) * iForwardX + (jMainY - isAY) * iForwardY >= 0) << 9) |
        (+(
          (iMainX - arcs[jp + APEX_X]!) * jForwardX + (iMainY - arcs[jp + APEX_Y]!) * jForwardY >=
          0
        ) <<
          10) |
        (+(
          (iMainX - arcs[js + APEX_X]!) * jForwardX + (iMainY - arcs[js + APEX_Y]!) * jForwardY >=
          0
        ) <<
          11);
      const apart = Math.abs(iHeading - ships[b + HEADING]!);
      const square = +!(
        Math.min(Math.abs(apart - 90), Math.abs(apart - 270)) > RAKE_HEADING_TOLERANCE_DEG
      );
      pairs.add(i, j, bits | fore | (square << 12), nearestSq);
    }
  }
  return pairs;
}

let bucketScratch = new Int32Array(0);
let startScratch = new Int32Array(0);
let orderScratch = new Int32Array(0);

// D-18 order, roughly: pair indices nearest first, by a bucket sort on the squared range with about
// one pair per bucket, so each broadside's candidates arrive almost in order and insertion is cheap.
function pairsByRange(pairs: PairList, longMm: number): Int32Array {
  const count = pairs.count;
  const nearestSq = pairs.nearestSq;
  // Everything allocated before the loops: a `new` first reached inside hot code made V8 throw the
  // optimized function away on every call.
  if (orderScratch.length < count) {
    bucketScratch = new Int32Array(2 * count);
    startScratch = new Int32Array(2 * count + 1);
    orderScratch = new Int32Array(2 * count);
  }
  const bucketOf = bucketScratch;
  const start = startScratch;
  const order = orderScratch.subarray(0, count);
  start.fill(0, 0, count + 1);
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
 * evaluateCandidate(geometry(firer), arc(k), geometry(target), limits, nearestSq, centreInArc)
 * with the same arithmetic, reading the packed numbers (one place in memory) instead of the
 * geometry objects; the exact hull test and the rake test still run on those, when they must.
 */
function candidateOf(
  packed: Packed,
  shapes: LazyShapes,
  ids: readonly string[],
  firer: number,
  target: number,
  k: number,
  limits: RangeLimits,
  nearestSq: number,
  centreInArc: boolean,
  fore: boolean,
  square: boolean,
): TargetCandidate | null {
  const rangeMm = Math.sqrt(nearestSq);
  const band = bandWithin(rangeMm, limits);
  if (band === 'out') return null;
  const { ships, arcs: packedArcs } = packed;
  if (!centreInArc) {
    const corners = cornerVerdict(
      ships,
      packedArcs,
      SHIP_STRIDE * target,
      ARC_STRIDE * k,
      limits.long,
    );
    if (corners === CORNERS_MISS) return null;
    if (corners === CORNERS_UNSURE && !hullTouchesArc(shapes.geometry(target), shapes.arc(k)))
      return null;
  }
  const half = fore ? 'fore' : 'aft';
  // D-17 rakeOf's first test (4 points apart) was taken with the pair, the rest only when it passes.
  const rake =
    !square ||
    !RAKE_BANDS.includes(band) ||
    offCentreLine(ships, packedArcs, SHIP_STRIDE * target, ARC_STRIDE * k)
      ? null
      : rakeOf(shapes.geometry(firer), shapes.arc(k), shapes.geometry(target), band);
  return { id: ids[target]!, rangeMm, band, half, rake };
}

let lastRangeScratch = new Float64Array(0);

// FP-6.2 / D-11 / D-18 all broadsides of all ships; results equal allPairsTargetsNaive.
export function allPairsTargets(
  ships: readonly TableShip[],
  options: ArcOptions = {},
): ShipTargets[] {
  const resolved = resolveArcOptions(options);
  assertShips(ships);
  const n = ships.length;
  const limits = RANGE_LIMITS_MM[resolved.scale];
  const shapes = new LazyShapes(ships, resolved);
  const packed = pack(ships, resolved.arcDeg);
  const pairs = collectPairs(packed, n, limits.long);
  const ids = ships.map((ship) => ship.id);

  const found: TargetCandidate[][] = [];
  for (let k = 0; k < 2 * n; k++) found.push([]);
  // Each list's last range, read from a flat array rather than through the last candidate object.
  if (lastRangeScratch.length < 2 * n) lastRangeScratch = new Float64Array(2 * n);
  const lastRange = lastRangeScratch;
  lastRange.fill(-1, 0, 2 * n);

  // compareTargets for two candidates of broadside k at the same range (rare, so the input index
  // and the centre-line distances are only looked up then).
  let indexById: Map<string, number> | undefined;
  const tieComesBefore = (k: number, a: TargetCandidate, b: TargetCandidate): boolean => {
    indexById ??= new Map(ids.map((id, index) => [id, index]));
    const aIndex = indexById.get(a.id)!;
    const bIndex = indexById.get(b.id)!;
    const arc = shapes.arc(k);
    const aLine = distanceToCentreLine(arc, shapes.geometry(aIndex).mainmast);
    const bLine = distanceToCentreLine(arc, shapes.geometry(bIndex).mainmast);
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
          shapes,
          ids,
          firer,
          target,
          k,
          limits,
          nearestSq,
          (nibble & (4 << side)) !== 0,
          (bits & (256 << (2 * direction + side))) !== 0,
          (bits & 4096) !== 0,
        );
        if (!candidate) continue;
        // Insert in D-18 order; pairs come nearest first, so this rarely moves anything.
        const list = found[k]!;
        const range = candidate.rangeMm;
        if (range > lastRange[k]!) {
          lastRange[k] = range;
          list.push(candidate);
          continue;
        }
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

  return ships.map((ship, i) => ({
    id: ship.id,
    port: selectTargets(found[2 * i + PORT]!),
    starboard: selectTargets(found[2 * i + STARBOARD]!),
  }));
}
