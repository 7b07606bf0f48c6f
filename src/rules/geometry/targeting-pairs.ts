// The pair loops of allPairsTargets (FP-1.2 / D-11 / D-17 / D-18): which broadsides may join each pair
// of ships, and the pairs ordered by range. Split from targeting-fast.ts, which turns them into targets.
import { RAKE_HEADING_TOLERANCE_DEG } from './targeting.js';
import {
  APEX_X,
  APEX_Y,
  ARC_STRIDE,
  FIRST_MAST,
  FORWARD_X,
  FORWARD_Y,
  HEADING,
  HULL_RADIUS,
  LEFT_X,
  LEFT_Y,
  MAIN_X,
  MAIN_Y,
  MAST_RADIUS,
  type Packed,
  RIGHT_X,
  RIGHT_Y,
  SHIP_STRIDE,
  SLACK_MM,
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
export class PairList {
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
export function collectPairs(packed: Packed, n: number, longMm: number): PairList {
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
export function pairsByRange(pairs: PairList, longMm: number): Int32Array {
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
