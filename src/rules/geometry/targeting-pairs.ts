// The pair loop of allPairsTargets (FP-1.2 / D-11): every pair of ships once, and for each of the
// four broadsides between them (each ship's port and starboard at the other) a candidate record when
// the cheap tests cannot rule it out, with the pair's nearest-mast distance; then the records
// ordered by range. Split from targeting-fast.ts, which turns the records into targets.
import { RAKE_HEADING_TOLERANCE_DEG } from './targeting.js';
import {
  APEX_X,
  APEX_Y,
  ARC_STRIDE,
  FIRST_MAST,
  FORWARD_X,
  FORWARD_Y,
  HALF_WIDTH,
  HEADING,
  HULL_RADIUS,
  MAIN_X,
  MAIN_Y,
  MAST_RADIUS,
  type Packed,
  SHIP_STRIDE,
  SLACK_MM,
  X,
  Y,
} from './targeting-packed.js';

/** The target's hull centre is inside the arc by a margin (the exact hull test is then a formality). */
export const CENTRE_INSIDE = 1;
/** D-18 halfOf(arc, target's mainmast) is 'fore'. */
export const FORE = 2;
/** D-17 rakeOf's first test: the two ships are 4 points apart. */
export const SQUARE = 4;
/** A record's key is broadside << FLAG_BITS | flags. */
export const FLAG_BITS = 3;

/**
 * Candidate records: broadside k (= 2 * firer + side) may reach `target` at `nearestSq` (mast to
 * mast, squared); the key holds k and the flags the pair loop settled with both ships' numbers at
 * hand (CENTRE_INSIDE, FORE, SQUARE). Flat arrays, grown as needed and kept between calls (the
 * loops are synchronous and never re-entered).
 */
export class CandidateRecords {
  count = 0;
  key = new Int32Array(1024);
  target = new Int32Array(1024);
  nearestSq = new Float64Array(1024);

  /** Room for at least `capacity` records. */
  reserve(capacity: number): void {
    while (this.key.length < capacity) this.grow();
  }

  grow(): void {
    const size = 2 * this.key.length;
    const key = new Int32Array(size);
    const target = new Int32Array(size);
    const nearestSq = new Float64Array(size);
    key.set(this.key);
    target.set(this.target);
    nearestSq.set(this.nearestSq);
    this.key = key;
    this.target = target;
    this.nearestSq = nearestSq;
  }
}

const RECORDS = new CandidateRecords();
let byXScratch = new Int32Array(0);
let byXCount = -1;
let sweptScratch = new Float64Array(0);

/**
 * The ships' indices in order of x. Successive calls mostly see the same ships barely moved, so the
 * last call's order, when it has as many ships, is re-sorted by insertion (a pass when nothing
 * moved); past a few moves per ship, a full sort instead.
 */
function sweepOrder(ships: Float64Array, n: number): Int32Array {
  if (byXScratch.length < n) byXScratch = new Int32Array(n);
  const byX = byXScratch.subarray(0, n);
  if (byXCount === n) {
    let moves = 0;
    for (let u = 1; u < n && moves <= 4 * n; u++) {
      const i = byX[u]!;
      const x = ships[SHIP_STRIDE * i + X]!;
      let at = u;
      while (at > 0 && ships[SHIP_STRIDE * byX[at - 1]! + X]! > x) {
        byX[at] = byX[at - 1]!;
        at--;
      }
      byX[at] = i;
      moves += u - at;
    }
    if (moves <= 4 * n) return byX;
  }
  for (let i = 0; i < n; i++) byX[i] = i;
  byX.sort((p, q) => ships[SHIP_STRIDE * p + X]! - ships[SHIP_STRIDE * q + X]!);
  byXCount = n;
  return byX;
}
let bucketStartScratch = new Int32Array(0);

/** The records of one call, and each record's bucket counted (bucketStart[b + 1]) for candidatesByRange. */
export interface CollectedCandidates {
  readonly records: CandidateRecords;
  readonly bucketCount: number;
  readonly scaleToBucket: number;
  readonly bucketStart: Int32Array;
}

// FP-1.2 / D-11 the hot loop: every pair once, in any order (the records are ordered by range after).
// The arc tests are D-11 prefilters on the target hull's bounding circle, taken in the firer's frame
// (the forward axis along, the beam across), where the two arcs share one projection: a margin of
// SLACK_MM keeps them strictly conservative, the exact tests and every number the answers show are
// computed elsewhere the naive way.
export function collectCandidates(
  packed: Packed,
  n: number,
  longMm: number,
  arcDeg: number,
): CollectedCandidates {
  const { ships, arcs } = packed;
  const records = RECORDS;
  // Dense tables put most pairs within long range; half of the 4 records a pair may give covers typical layouts.
  records.reserve(Math.max(1024, n * (n - 1)));
  let c = 0;
  let keyOf = records.key;
  let targetOf = records.target;
  let nearestSqOf = records.nearestSq;
  // Buckets for candidatesByRange, about one record each; counted here, with the pair at hand.
  const bucketCount = Math.max(1, (n * (n - 1)) >> 2);
  if (bucketStartScratch.length < bucketCount + 1)
    bucketStartScratch = new Int32Array(bucketCount + 1);
  const bucketStart = bucketStartScratch;
  bucketStart.fill(0, 0, bucketCount + 1);
  const lastBucket = bucketCount - 1;
  const scaleToBucket = bucketCount / (longMm * longMm + 1);

  const halfAngle = (arcDeg / 2) * (Math.PI / 180);
  const edgeSin = Math.sin(halfAngle);
  const edgeCos = Math.cos(halfAngle);
  const reachMm = longMm + SLACK_MM;
  const innerRadiusSq = (longMm - SLACK_MM) * (longMm - SLACK_MM);
  const longSqLimit = longMm * longMm + SLACK_MM;
  // Sort and sweep along x: once a ship is farther east than any reach, so is every later one.
  // The sweep's first tests read x, y and the mast radius in that order, side by side.
  const byX = sweepOrder(ships, n);
  if (sweptScratch.length < 3 * n) sweptScratch = new Float64Array(3 * n);
  const swept = sweptScratch;
  let mostMastRadius = 0;
  for (let v = 0; v < n; v++) {
    const at = SHIP_STRIDE * byX[v]!;
    swept[3 * v] = ships[at + X]!;
    swept[3 * v + 1] = ships[at + Y]!;
    swept[3 * v + 2] = ships[at + MAST_RADIUS]!;
    mostMastRadius = Math.max(mostMastRadius, ships[at + MAST_RADIUS]!);
  }
  for (let u = 0; u < n; u++) {
    const i = byX[u]!;
    const a = SHIP_STRIDE * i;
    const xi = ships[a + X]!;
    const yi = ships[a + Y]!;
    const mi = ships[a + MAST_RADIUS]!;
    const ri = ships[a + HULL_RADIUS]!;
    const iMainX = ships[a + MAIN_X]!;
    const iMainY = ships[a + MAIN_Y]!;
    const iForwardX = ships[a + FORWARD_X]!;
    const iForwardY = ships[a + FORWARD_Y]!;
    const iHalfWidth = ships[a + HALF_WIDTH]!;
    const iHeading = ships[a + HEADING]!;
    const ipAX = arcs[ARC_STRIDE * 2 * i + APEX_X]!;
    const ipAY = arcs[ARC_STRIDE * 2 * i + APEX_Y]!;
    const isAX = arcs[ARC_STRIDE * (2 * i + 1) + APEX_X]!;
    const isAY = arcs[ARC_STRIDE * (2 * i + 1) + APEX_Y]!;
    const m0x = ships[a + FIRST_MAST]!;
    const m0y = ships[a + FIRST_MAST + 1]!;
    const m1x = ships[a + FIRST_MAST + 2]!;
    const m1y = ships[a + FIRST_MAST + 3]!;
    const m2x = ships[a + FIRST_MAST + 4]!;
    const m2y = ships[a + FIRST_MAST + 5]!;
    const farthest = longMm + mi + mostMastRadius;
    const iPort = 2 * i;
    for (let v = u + 1; v < n; v++) {
      const xj = swept[3 * v]!;
      const dx = xj - xi;
      if (dx > farthest) break;
      const yj = swept[3 * v + 1]!;
      const dy = yj - yi;
      // No mast of either ship can be within long range of the other's.
      const reach = longMm + mi + swept[3 * v + 2]!;
      if (dx * dx + dy * dy > reach * reach) continue;
      const j = byX[v]!;
      const b = SHIP_STRIDE * j;
      // i's arcs at j's hull: j's centre from i's mainmast, along i's keel and across (starboard
      // positive); each arc's apex is half i's width out on its beam. The nearer edge line's signed
      // distance is out * sin(half) - |along| * cos(half). Combined without branches: on random
      // layouts these tests are coin flips the CPU cannot predict.
      const rj = ships[b + HULL_RADIUS]!;
      const ux = xj - iMainX;
      const uy = yj - iMainY;
      const iAlong = ux * iForwardX + uy * iForwardY;
      const iAcross = ux * iForwardY - uy * iForwardX;
      const iAlongSq = iAlong * iAlong;
      const iEdge = Math.abs(iAlong) * edgeCos;
      const iReachSq = (reachMm + rj) * (reachMm + rj);
      const iStarboardOut = iAcross - iHalfWidth;
      const iPortOut = -iAcross - iHalfWidth;
      const iStarboardEdge = iStarboardOut * edgeSin - iEdge;
      const iPortEdge = iPortOut * edgeSin - iEdge;
      const iStarboardSq = iAlongSq + iStarboardOut * iStarboardOut;
      const iPortSq = iAlongSq + iPortOut * iPortOut;
      // j's arcs at i's hull, the same way.
      const jMainX = ships[b + MAIN_X]!;
      const jMainY = ships[b + MAIN_Y]!;
      const jForwardX = ships[b + FORWARD_X]!;
      const jForwardY = ships[b + FORWARD_Y]!;
      const jHalfWidth = ships[b + HALF_WIDTH]!;
      const wx = xi - jMainX;
      const wy = yi - jMainY;
      const jAlong = wx * jForwardX + wy * jForwardY;
      const jAcross = wx * jForwardY - wy * jForwardX;
      const jAlongSq = jAlong * jAlong;
      const jEdge = Math.abs(jAlong) * edgeCos;
      const jReachSq = (reachMm + ri) * (reachMm + ri);
      const jStarboardOut = jAcross - jHalfWidth;
      const jPortOut = -jAcross - jHalfWidth;
      const jStarboardEdge = jStarboardOut * edgeSin - jEdge;
      const jPortEdge = jPortOut * edgeSin - jEdge;
      const jStarboardSq = jAlongSq + jStarboardOut * jStarboardOut;
      const jPortSq = jAlongSq + jPortOut * jPortOut;
      const iPortMay = +(iPortEdge >= -rj) & +(iPortSq <= iReachSq);
      const iStarboardMay = +(iStarboardEdge >= -rj) & +(iStarboardSq <= iReachSq);
      const jPortMay = +(jPortEdge >= -ri) & +(jPortSq <= jReachSq);
      const jStarboardMay = +(jStarboardEdge >= -ri) & +(jStarboardSq <= jReachSq);
      if ((iPortMay | iStarboardMay | jPortMay | jStarboardMay) === 0) continue;
      const jPort = 2 * j;
      // Visits the same squared distances as minDistanceSq ((a - b)^2 and (b - a)^2 are equal in
      // floating point too), so both directions get the naive path's value to the last bit; Math.min
      // picks the same one (never NaN or -0 here), without the branches of a running minimum.
      // Three by three, unrolled (see pack for the padding).
      const n0x = ships[b + FIRST_MAST]!;
      const n0y = ships[b + FIRST_MAST + 1]!;
      const n1x = ships[b + FIRST_MAST + 2]!;
      const n1y = ships[b + FIRST_MAST + 3]!;
      const n2x = ships[b + FIRST_MAST + 4]!;
      const n2y = ships[b + FIRST_MAST + 5]!;
      const nearestSq = Math.min(
        (m0x - n0x) * (m0x - n0x) + (m0y - n0y) * (m0y - n0y),
        (m1x - n0x) * (m1x - n0x) + (m1y - n0y) * (m1y - n0y),
        (m2x - n0x) * (m2x - n0x) + (m2y - n0y) * (m2y - n0y),
        (m0x - n1x) * (m0x - n1x) + (m0y - n1y) * (m0y - n1y),
        (m1x - n1x) * (m1x - n1x) + (m1y - n1y) * (m1y - n1y),
        (m2x - n1x) * (m2x - n1x) + (m2y - n1y) * (m2y - n1y),
        (m0x - n2x) * (m0x - n2x) + (m0y - n2y) * (m0y - n2y),
        (m1x - n2x) * (m1x - n2x) + (m1y - n2y) * (m1y - n2y),
        (m2x - n2x) * (m2x - n2x) + (m2y - n2y) * (m2y - n2y),
      );
      if (nearestSq > longSqLimit) continue;
      if (c + 4 > keyOf.length) {
        records.grow();
        keyOf = records.key;
        targetOf = records.target;
        nearestSqOf = records.nearestSq;
      }
      // Four records written, each kept (the count moved past it) only if its arc may reach.
      // D-18 halfOf(arc, other's mainmast) for the four broadsides (the arc's foreDir is the firer's
      // forward vector: the same arithmetic), and D-17 rakeOf's first test (4 points apart, the same
      // both ways), here where both ships' numbers are at hand.
      const jp = ARC_STRIDE * jPort;
      const js = jp + ARC_STRIDE;
      const apart = Math.abs(iHeading - ships[b + HEADING]!);
      const square =
        SQUARE *
        +(Math.min(Math.abs(apart - 90), Math.abs(apart - 270)) <= RAKE_HEADING_TOLERANCE_DEG);
      const iPortFlags =
        +(iPortEdge >= SLACK_MM) * +(iPortSq <= innerRadiusSq) +
        FORE * +((jMainX - ipAX) * iForwardX + (jMainY - ipAY) * iForwardY >= 0) +
        square;
      const iStarboardFlags =
        +(iStarboardEdge >= SLACK_MM) * +(iStarboardSq <= innerRadiusSq) +
        FORE * +((jMainX - isAX) * iForwardX + (jMainY - isAY) * iForwardY >= 0) +
        square;
      const jPortFlags =
        +(jPortEdge >= SLACK_MM) * +(jPortSq <= innerRadiusSq) +
        FORE *
          +(
            (iMainX - arcs[jp + APEX_X]!) * jForwardX + (iMainY - arcs[jp + APEX_Y]!) * jForwardY >=
            0
          ) +
        square;
      const jStarboardFlags =
        +(jStarboardEdge >= SLACK_MM) * +(jStarboardSq <= innerRadiusSq) +
        FORE *
          +(
            (iMainX - arcs[js + APEX_X]!) * jForwardX + (iMainY - arcs[js + APEX_Y]!) * jForwardY >=
            0
          ) +
        square;
      keyOf[c] = (iPort << FLAG_BITS) | iPortFlags;
      targetOf[c] = j;
      nearestSqOf[c] = nearestSq;
      c += iPortMay;
      keyOf[c] = ((iPort + 1) << FLAG_BITS) | iStarboardFlags;
      targetOf[c] = j;
      nearestSqOf[c] = nearestSq;
      c += iStarboardMay;
      keyOf[c] = (jPort << FLAG_BITS) | jPortFlags;
      targetOf[c] = i;
      nearestSqOf[c] = nearestSq;
      c += jPortMay;
      keyOf[c] = ((jPort + 1) << FLAG_BITS) | jStarboardFlags;
      targetOf[c] = i;
      nearestSqOf[c] = nearestSq;
      c += jStarboardMay;
      const bucket = Math.min(nearestSq * scaleToBucket, lastBucket) | 0;
      bucketStart[bucket + 1]! += iPortMay + iStarboardMay + jPortMay + jStarboardMay;
    }
  }
  records.count = c;
  return { records, bucketCount, scaleToBucket, bucketStart };
}

let orderScratch = new Int32Array(0);

// D-18 order, roughly: record indices nearest first, by a bucket sort on the squared range with about
// one record per bucket, so each broadside's candidates arrive almost in order and insertion is cheap.
export function candidatesByRange(collected: CollectedCandidates): Int32Array {
  const { records, bucketCount, scaleToBucket, bucketStart } = collected;
  const count = records.count;
  const nearestSq = records.nearestSq;
  if (orderScratch.length < count) orderScratch = new Int32Array(records.key.length);
  const order = orderScratch.subarray(0, count);
  const lastBucket = bucketCount - 1;
  for (let b = 0; b < bucketCount; b++) bucketStart[b + 1]! += bucketStart[b]!;
  for (let r = 0; r < count; r++) {
    const bucket = Math.min(nearestSq[r]! * scaleToBucket, lastBucket) | 0;
    order[bucketStart[bucket]!++] = r;
  }
  return order;
}
