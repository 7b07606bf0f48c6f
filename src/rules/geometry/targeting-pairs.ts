// The pair loops of allPairsTargets (FP-1.2 / D-11 / D-17 / D-18): which broadsides may join each pair
// of ships, and the pairs ordered by range. Split from targeting-fast.ts, which turns them into targets.
import { RAKE_HEADING_TOLERANCE_DEG } from './targeting.js';
import {
  FIRST_MAST,
  FORWARD_X,
  FORWARD_Y,
  HEADING,
  HALF_WIDTH,
  HULL_RADIUS,
  MAIN_ALONG,
  MAST_RADIUS,
  type Packed,
  SHIP_STRIDE,
  SLACK_MM,
  X,
  Y,
} from './targeting-packed.js';

/**
 * D-11 prefilter of a ship's two arcs against a hull's bounding circle (radius r), from the hull
 * centre's place in the firer's frame (`along` its heading, `across` to starboard, from its centre).
 * Bits: 1 the port arc may touch, 2 the starboard arc may, 4 / 8 the centre is inside that arc by
 * a margin (then the exact test is a formality). An arc's two edge tests are one: with the point
 * (a, c) seen from the apex, the signed distances from the edge lines of the port arc are
 * -c sin(half) -+ a cos(half), of the starboard arc c sin(half) -+ a cos(half), and both are above a
 * bound when the smaller one, with |a|, is. The same distances as the arc's edge vectors give, up to
 * rounding far below SLACK_MM.
 */
function broadsideBits(
  along: number,
  across: number,
  mainAlong: number,
  halfWidth: number,
  sinHalf: number,
  cosHalf: number,
  r: number,
  reachMm: number,
  innerRadiusSq: number,
): number {
  const a = along - mainAlong;
  const aCos = Math.abs(a) * cosHalf;
  const aSq = a * a;
  const portAcross = across + halfWidth;
  const starboardAcross = across - halfWidth;
  const fromPortEdges = -portAcross * sinHalf - aCos;
  const fromStarboardEdges = starboardAcross * sinHalf - aCos;
  const portSq = aSq + portAcross * portAcross;
  const starboardSq = aSq + starboardAcross * starboardAcross;
  const reach = reachMm + r;
  const reachSq = reach * reach;
  // Combined without branches: on random layouts these tests are coin flips the CPU cannot predict.
  return (
    (+(fromPortEdges >= -r) & +(portSq <= reachSq)) |
    ((+(fromStarboardEdges >= -r) & +(starboardSq <= reachSq)) << 1) |
    ((+(fromPortEdges >= SLACK_MM) & +(portSq <= innerRadiusSq)) << 2) |
    ((+(fromStarboardEdges >= SLACK_MM) & +(starboardSq <= innerRadiusSq)) << 3)
  );
}

/** Pairs that some broadside may join, with their nearest-mast distance; grown as needed, kept between calls. */
export class PairList {
  count = 0;
  first = new Int32Array(256);
  second = new Int32Array(256);
  bits = new Uint16Array(256);
  nearestSq = new Float64Array(256);
  /** sqrt(nearestSq): the copy pairsByRange makes holds this instead. */
  rangeMm = new Float64Array(256);

  /** Empties the list, sized for at least `capacity` pairs so the hot loop rarely grows it. */
  reset(capacity: number): void {
    this.count = 0;
    while (this.first.length < capacity) this.grow();
  }

  grow(): void {
    const size = 2 * this.first.length;
    const first = new Int32Array(size);
    const second = new Int32Array(size);
    const bits = new Uint16Array(size);
    const nearestSq = new Float64Array(size);
    const rangeMm = new Float64Array(size);
    first.set(this.first);
    second.set(this.second);
    bits.set(this.bits);
    nearestSq.set(this.nearestSq);
    this.first = first;
    this.second = second;
    this.bits = bits;
    this.nearestSq = nearestSq;
    this.rangeMm = rangeMm;
  }
}

const PAIRS = new PairList();

// FP-1.2 / D-11 the hot loop: every pair once (in any order: the results are sorted after); the broadsides between them that survive the cheap
// tests (i's broadsideBits in the low nibble, j's in the high one) and the pair's nearest-mast distance.
export function collectPairs(packed: Packed, n: number, longMm: number): PairList {
  const { ships } = packed;
  // Dense tables put most pairs within long range; a quarter of all pairs covers typical layouts.
  const pairs = PAIRS;
  pairs.reset((n * (n - 1)) >> 2);
  // The list's arrays in locals (re-read when it grows): faster than going through the object.
  let count = 0;
  let pairFirst = pairs.first;
  let pairSecond = pairs.second;
  let pairBits = pairs.bits;
  let pairNearestSq = pairs.nearestSq;
  const reachMm = longMm + SLACK_MM;
  const innerRadiusSq = (longMm - SLACK_MM) * (longMm - SLACK_MM);
  const longSqLimit = longMm * longMm + SLACK_MM;
  // (sin, cos) of the arc's half angle: headingVector's (x, y).
  const sinHalf = packed.halfAngle.x;
  const cosHalf = packed.halfAngle.y;
  // Sweep along x (pack put the ships in that order): once a ship is farther east than any reach,
  // so is every later one. Pairs are of positions in that order (see Packed).
  let mostMastRadius = 0;
  for (let p = 0; p < n; p++)
    mostMastRadius = Math.max(mostMastRadius, ships[SHIP_STRIDE * p + MAST_RADIUS]!);
  for (let u = 0; u < n; u++) {
    const a = SHIP_STRIDE * u;
    const xi = ships[a + X]!;
    const yi = ships[a + Y]!;
    const mi = ships[a + MAST_RADIUS]!;
    const farthest = longMm + mi + mostMastRadius;
    // i's numbers, read once for all its partners.
    const iMainAlong = ships[a + MAIN_ALONG]!;
    const iHalfWidth = ships[a + HALF_WIDTH]!;
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
      const b = SHIP_STRIDE * v;
      const xj = ships[b + X]!;
      const dx = xj - xi;
      if (dx > farthest) break;
      const yj = ships[b + Y]!;
      const dy = yj - yi;
      // No mast of either ship can be within long range of the other's.
      const reach = longMm + mi + ships[b + MAST_RADIUS]!;
      if (dx * dx + dy * dy > reach * reach) continue;
      // All four broadsides' prefilters, without branches (their outcomes are coin flips to the CPU):
      // i's arcs in the low nibble, j's in the high one (see broadsideBits for the meaning of the bits).
      const jForwardX = ships[b + FORWARD_X]!;
      const jForwardY = ships[b + FORWARD_Y]!;
      const iBits = broadsideBits(
        dx * iForwardX + dy * iForwardY,
        dx * iForwardY - dy * iForwardX,
        iMainAlong,
        iHalfWidth,
        sinHalf,
        cosHalf,
        ships[b + HULL_RADIUS]!,
        reachMm,
        innerRadiusSq,
      );
      const jBits = broadsideBits(
        -(dx * jForwardX + dy * jForwardY),
        -(dx * jForwardY - dy * jForwardX),
        ships[b + MAIN_ALONG]!,
        ships[b + HALF_WIDTH]!,
        sinHalf,
        cosHalf,
        ships[a + HULL_RADIUS]!,
        reachMm,
        innerRadiusSq,
      );
      const bits = iBits | (jBits << 4);
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
        nearestSq = Math.min(nearestSq, d0, d1, d2);
      }
      if (nearestSq > longSqLimit) continue;
      // D-17 rakeOf's first test, 4 points apart (the same both ways), here where both headings
      // are at hand: bit 12.
      const apart = Math.abs(iHeading - ships[b + HEADING]!);
      const square = +!(
        Math.min(Math.abs(apart - 90), Math.abs(apart - 270)) > RAKE_HEADING_TOLERANCE_DEG
      );
      if (count === pairFirst.length) {
        pairs.count = count;
        pairs.grow();
        pairFirst = pairs.first;
        pairSecond = pairs.second;
        pairBits = pairs.bits;
        pairNearestSq = pairs.nearestSq;
      }
      pairFirst[count] = u;
      pairSecond[count] = v;
      pairBits[count] = bits | (square << 12);
      pairNearestSq[count] = nearestSq;
      count++;
    }
  }
  pairs.count = count;
  return pairs;
}

let bucketScratch = new Int32Array(0);
let startScratch = new Int32Array(0);
const BY_RANGE = new PairList();

// D-18 order, roughly: the pairs nearest first, by a bucket sort on the squared range with about one
// pair per bucket, so each broadside's candidates come almost in order. The pairs are copied in that
// order (not indexed): the loop that reads them then walks memory in sequence.
export function pairsByRange(pairs: PairList, longMm: number): PairList {
  const count = pairs.count;
  const nearestSq = pairs.nearestSq;
  // Everything allocated before the loops: a `new` first reached inside hot code made V8 throw the
  // optimized function away on every call.
  if (bucketScratch.length < count) {
    bucketScratch = new Int32Array(2 * count);
    startScratch = new Int32Array(2 * count + 1);
  }
  const sorted = BY_RANGE;
  sorted.reset(count);
  sorted.count = count;
  const bucketOf = bucketScratch;
  const start = startScratch;
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
  const { first, second, bits } = pairs;
  const toFirst = sorted.first;
  const toSecond = sorted.second;
  const toBits = sorted.bits;
  const toRange = sorted.rangeMm;
  for (let e = 0; e < count; e++) {
    const to = start[bucketOf[e]!]!++;
    toFirst[to] = first[e]!;
    toSecond[to] = second[e]!;
    toBits[to] = bits[e]!;
    // Here, where the iterations do not wait on each other, the square root's latency overlaps.
    toRange[to] = Math.sqrt(nearestSq[e]!);
  }
  return sorted;
}
