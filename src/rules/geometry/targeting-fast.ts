// Every ship's two broadsides at once (FP-6.2 / D-11 / D-18 / D-17), fast enough to run on every
// token move. Same answers as allPairsTargetsNaive by construction: the per-pair decision is
// evaluateCandidate's arithmetic (its exact hull and rake tests shared), the order the shared
// compareTargets (a total order, so any correct sort agrees); everything else here only skips pairs
// or exact tests whose outcome a margin of SLACK_MM already settles.
import { RuleError } from '../errors.js';
import { RAKE_BANDS, RANGE_LIMITS_MM } from '../tables/gunnery.js';
import {
  arcShape,
  distanceToCentreLine,
  resolveArcOptions,
  type ArcOptions,
  type ArcShape,
  type ResolvedArcOptions,
} from './arc.js';
import {
  assertPose,
  assertShipBody,
  hullHalfExtents,
  mainmastOffsetMm,
  mastOffsetsMm,
  SIDES,
  type TableShip,
} from './ship-shape.js';
import { bandWithin, type RangeLimits } from './range.js';
import {
  compareTargets,
  hullTouchesArc,
  RAKE_HEADING_TOLERANCE_DEG,
  rakeOf,
  selectTargets,
  shipGeometry,
  type ShipGeometry,
  type ShipTargets,
  type TargetCandidate,
} from './targeting.js';
import { headingVector, normalizeDeg } from './vec.js';

/** Margin (mm, and mm² for squared tests) that keeps the cheap rejections strictly conservative. */
const SLACK_MM = 1e-6;
const PORT = 0;
const STARBOARD = 1;

// Numbers the hot loop reads, packed per ship (and per broadside) into flat typed arrays, which
// measured faster here than objects reached through closures.
const X = 0;
const Y = 1;
const HULL_RADIUS = 2;
const MAST_RADIUS = 3;
const FIRST_MAST = 4; // x, y of three masts (fewer repeated, none NaN: see pack)
const MAIN_X = 10;
const MAIN_Y = 11;
const FORWARD_X = 12;
const FORWARD_Y = 13;
const HEADING = 14;
const FIRST_CORNER = 15; // x, y of the four hull corners, as ShipGeometry.hull
const HALF_WIDTH = 23;
const SHIP_STRIDE = 24;
const APEX_X = 0;
const APEX_Y = 1;
const RIGHT_X = 2;
const RIGHT_Y = 3;
const LEFT_X = 4;
const LEFT_Y = 5;
const CENTRE_X = 6;
const CENTRE_Y = 7;
const ARC_STRIDE = 8;

interface Packed {
  readonly ships: Float64Array;
  readonly arcs: Float64Array;
}

// Scratch space kept between calls (allPairsTargets is synchronous and never re-entered): fresh
// typed arrays on every call cost their zeroing and, being large, more garbage collection.
let shipScratch = new Float64Array(0);
let arcScratch = new Float64Array(0);

/**
 * Everything the loops read, computed straight from the poses with the very expressions of
 * shipFrame / pointInShipFrame / arcShape (so every point equals ShipGeometry's and ArcShape's to
 * the last bit) but without building those objects: only the few pairs that need the exact hull
 * test, a rake or a tie-break get them (LazyShapes).
 */
function pack(ships: readonly TableShip[], arcDeg: number): Packed {
  const n = ships.length;
  if (shipScratch.length < SHIP_STRIDE * n) {
    shipScratch = new Float64Array(SHIP_STRIDE * n);
    arcScratch = new Float64Array(ARC_STRIDE * 2 * n);
  }
  const packed = shipScratch;
  const packedArcs = arcScratch;
  const halfAngleDeg = arcDeg / 2;
  for (let i = 0; i < n; i++) {
    const { pose, body } = ships[i]!;
    const at = SHIP_STRIDE * i;
    // shipFrame: centre = the pose, forward = headingVector, starboard = (forward.y, -forward.x + 0).
    const cx = pose.x;
    const cy = pose.y;
    const forward = headingVector(pose.headingDeg);
    const fx = forward.x;
    const fy = forward.y;
    const sx = fy;
    const sy = -fx + 0;
    packed[at + X] = cx;
    packed[at + Y] = cy;
    const { halfLengthMm, halfWidthMm } = hullHalfExtents(body);
    packed[at + HULL_RADIUS] = Math.hypot(halfLengthMm, halfWidthMm) + SLACK_MM;
    // FP-1.2 nearest mast to nearest mast is a minimum over the pairs of masts, which neither their
    // order nor a repeated mast can change: fewer than three masts are padded with the last one so
    // the hot loop is always 3 x 3 (D-1 gives every base at least one point, a fort its centre).
    const offsets = mastOffsetsMm(body);
    let mastRadius = 0;
    for (let k = 0; k < 3; k++) {
      const along = offsets[Math.min(k, offsets.length - 1)]!;
      const mx = cx + fx * along + sx * 0;
      const my = cy + fy * along + sy * 0;
      packed[at + FIRST_MAST + 2 * k] = mx;
      packed[at + FIRST_MAST + 2 * k + 1] = my;
      mastRadius = Math.max(mastRadius, Math.hypot(mx - cx, my - cy));
    }
    packed[at + MAST_RADIUS] = mastRadius + SLACK_MM;
    const mainAlong = mainmastOffsetMm(body);
    packed[at + MAIN_X] = cx + fx * mainAlong + sx * 0;
    packed[at + MAIN_Y] = cy + fy * mainAlong + sy * 0;
    packed[at + FORWARD_X] = fx;
    packed[at + FORWARD_Y] = fy;
    packed[at + HEADING] = normalizeDeg(pose.headingDeg);
    packed[at + HALF_WIDTH] = body.widthMm / 2;
    // hullCornersInFrame's order: bow-port, bow-starboard, stern-starboard, stern-port.
    for (let c = 0; c < 4; c++) {
      const along = c < 2 ? halfLengthMm : -halfLengthMm;
      const across = c === 0 || c === 3 ? -halfWidthMm : halfWidthMm;
      packed[at + FIRST_CORNER + 2 * c] = cx + fx * along + sx * across;
      packed[at + FIRST_CORNER + 2 * c + 1] = cy + fy * along + sy * across;
    }
    // arcShape of each side: the apex abeam the mainmast on the base edge, the edges either side of the beam.
    for (let side = PORT; side <= STARBOARD; side++) {
      const a = ARC_STRIDE * (2 * i + side);
      const across = side === STARBOARD ? body.widthMm / 2 : -body.widthMm / 2;
      packedArcs[a + APEX_X] = cx + fx * mainAlong + sx * across;
      packedArcs[a + APEX_Y] = cy + fy * mainAlong + sy * across;
      const centreBearingDeg = normalizeDeg(pose.headingDeg + (side === STARBOARD ? 90 : -90));
      const right = headingVector(centreBearingDeg + halfAngleDeg);
      const left = headingVector(centreBearingDeg - halfAngleDeg);
      packedArcs[a + RIGHT_X] = right.x;
      packedArcs[a + RIGHT_Y] = right.y;
      packedArcs[a + LEFT_X] = left.x;
      packedArcs[a + LEFT_Y] = left.y;
      const centre = headingVector(centreBearingDeg);
      packedArcs[a + CENTRE_X] = centre.x;
      packedArcs[a + CENTRE_Y] = centre.y;
    }
  }
  return { ships: packed, arcs: packedArcs };
}

/** shipGeometries' checks, in its order (ship by ship: duplicate id, pose, base), without its objects. */
function assertShips(ships: readonly TableShip[]): void {
  const seen = new Set<string>();
  for (const ship of ships) {
    if (seen.has(ship.id)) throw new RuleError(`duplicate ship id "${ship.id}"`);
    seen.add(ship.id);
    assertPose(ship.pose);
    assertShipBody(ship.body);
  }
}

/** The ShipGeometry and ArcShape objects of the shared exact tests, built on first use only. */
class LazyShapes {
  private readonly geometries: (ShipGeometry | undefined)[] = [];
  private readonly arcs: (ArcShape | undefined)[] = [];

  constructor(
    private readonly ships: readonly TableShip[],
    private readonly options: ResolvedArcOptions,
  ) {}

  geometry(i: number): ShipGeometry {
    let g = this.geometries[i];
    if (g === undefined) {
      g = shipGeometry(this.ships[i]!, i);
      this.geometries[i] = g;
    }
    return g;
  }

  /** Broadside k = 2 * ship + side (port 0, starboard 1). */
  arc(k: number): ArcShape {
    let arc = this.arcs[k];
    if (arc === undefined) {
      const { pose, body } = this.ships[k >> 1]!;
      arc = arcShape(pose, body, SIDES[k & 1]!, this.options);
      this.arcs[k] = arc;
    }
    return arc;
  }
}

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

const CORNERS_MISS = 0;
const CORNERS_TOUCH = 1;
const CORNERS_UNSURE = 2;

/**
 * D-11 the hull against arc `a` by its four corners, before the exact test: a corner well inside
 * the arc settles "touches" (hullTouchesArc finds that corner inside too), all four well beyond one
 * edge line settles "misses" (the hull is convex, the arc lies on the other side of that line);
 * otherwise the exact test decides. `t` is the target's offset in the packed ships.
 */
function cornerVerdict(
  ships: Float64Array,
  arcs: Float64Array,
  t: number,
  a: number,
  radiusMm: number,
): number {
  const apexX = arcs[a + APEX_X]!;
  const apexY = arcs[a + APEX_Y]!;
  const rightX = arcs[a + RIGHT_X]!;
  const rightY = arcs[a + RIGHT_Y]!;
  const leftX = arcs[a + LEFT_X]!;
  const leftY = arcs[a + LEFT_Y]!;
  const inner = radiusMm - SLACK_MM;
  let someInside = 0;
  let allBeyondRight = 1;
  let allBeyondLeft = 1;
  for (let c = t + FIRST_CORNER; c < t + FIRST_CORNER + 8; c += 2) {
    const cx = ships[c]! - apexX;
    const cy = ships[c + 1]! - apexY;
    const fromRight = rightX * cy - rightY * cx;
    const fromLeft = cx * leftY - cy * leftX;
    someInside |=
      +(fromRight >= SLACK_MM) & +(fromLeft >= SLACK_MM) & +(cx * cx + cy * cy <= inner * inner);
    allBeyondRight &= +(fromRight < -SLACK_MM);
    allBeyondLeft &= +(fromLeft < -SLACK_MM);
  }
  if (someInside) return CORNERS_TOUCH;
  return allBeyondRight | allBeyondLeft ? CORNERS_MISS : CORNERS_UNSURE;
}

/**
 * D-17 a rake needs the target's mainmast within half its base width of the firing centre line
 * (rakeOf, with the contact tolerance). distanceToCentreLine is never below the distance to the
 * centre line's full line, so that distance beyond the allowance by a margin settles "no rake"
 * without building the shapes rakeOf reads.
 */
function offCentreLine(ships: Float64Array, arcs: Float64Array, t: number, a: number): boolean {
  const dx = ships[t + MAIN_X]! - arcs[a + APEX_X]!;
  const dy = ships[t + MAIN_Y]! - arcs[a + APEX_Y]!;
  const across = dx * arcs[a + CENTRE_Y]! - dy * arcs[a + CENTRE_X]!;
  return Math.abs(across) > ships[t + HALF_WIDTH]! + SLACK_MM;
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
