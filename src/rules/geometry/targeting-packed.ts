// The numbers allPairsTargets reads (FP-1.2 / D-1 / D-11 / D-17 / D-18), packed per ship and per
// broadside into flat typed arrays, and the margin tests on them that settle most exact tests
// before the shared ones run. Split from targeting-fast.ts, which holds the loops.
import { arcShape, type ArcShape, type ResolvedArcOptions } from './arc.js';
import {
  hullHalfExtents,
  mainmastOffsetMm,
  mastOffsetsMm,
  SIDES,
  type TableShip,
} from './ship-shape.js';
import { shipGeometry, type ShipGeometry } from './targeting.js';
import { headingVector, normalizeDeg } from './vec.js';

/** Margin (mm, and mm² for squared tests) that keeps the cheap rejections strictly conservative. */
export const SLACK_MM = 1e-6;
export const PORT = 0;
export const STARBOARD = 1;

// Numbers the hot loop reads, packed per ship (and per broadside) into flat typed arrays, which
// measured faster here than objects reached through closures.
export const X = 0;
export const Y = 1;
export const HULL_RADIUS = 2;
export const MAST_RADIUS = 3;
export const FIRST_MAST = 4; // x, y of three masts (fewer repeated, none NaN: see pack)
export const MAIN_X = 10;
export const MAIN_Y = 11;
export const FORWARD_X = 12;
export const FORWARD_Y = 13;
export const HEADING = 14;
export const FIRST_CORNER = 15; // x, y of the four hull corners, as ShipGeometry.hull
export const HALF_WIDTH = 23;
export const SHIP_STRIDE = 24;
export const APEX_X = 0;
export const APEX_Y = 1;
export const RIGHT_X = 2;
export const RIGHT_Y = 3;
export const LEFT_X = 4;
export const LEFT_Y = 5;
export const CENTRE_X = 6;
export const CENTRE_Y = 7;
export const ARC_STRIDE = 8;

export interface Packed {
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
export function pack(ships: readonly TableShip[], arcDeg: number): Packed {
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

/** The ShipGeometry and ArcShape objects of the shared exact tests, built on first use only. */
export class LazyShapes {
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

export const CORNERS_MISS = 0;
export const CORNERS_TOUCH = 1;
export const CORNERS_UNSURE = 2;

/**
 * D-11 the hull against arc `a` by its four corners, before the exact test: a corner well inside
 * the arc settles "touches" (hullTouchesArc finds that corner inside too), all four well beyond one
 * edge line settles "misses" (the hull is convex, the arc lies on the other side of that line);
 * otherwise the exact test decides. `t` is the target's offset in the packed ships.
 */
export function cornerVerdict(
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
export function offCentreLine(
  ships: Float64Array,
  arcs: Float64Array,
  t: number,
  a: number,
): boolean {
  const dx = ships[t + MAIN_X]! - arcs[a + APEX_X]!;
  const dy = ships[t + MAIN_Y]! - arcs[a + APEX_Y]!;
  const across = dx * arcs[a + CENTRE_Y]! - dy * arcs[a + CENTRE_X]!;
  return Math.abs(across) > ships[t + HALF_WIDTH]! + SLACK_MM;
}
