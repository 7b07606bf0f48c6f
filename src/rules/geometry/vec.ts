// Plane vectors and compass-degree trigonometry. Conventions are stated in ./index.ts.

export interface Vec2 {
  readonly x: number;
  readonly y: number;
}

const RADIANS_PER_DEGREE = Math.PI / 180;

export function vec(x: number, y: number): Vec2 {
  return { x, y };
}

export function add(a: Vec2, b: Vec2): Vec2 {
  return { x: a.x + b.x, y: a.y + b.y };
}

export function sub(a: Vec2, b: Vec2): Vec2 {
  return { x: a.x - b.x, y: a.y - b.y };
}

export function scaled(a: Vec2, k: number): Vec2 {
  return { x: a.x * k, y: a.y * k };
}

export function dot(a: Vec2, b: Vec2): number {
  return a.x * b.x + a.y * b.y;
}

/** z of the 3-D cross product: positive when b lies anticlockwise of a. */
export function cross(a: Vec2, b: Vec2): number {
  return a.x * b.y - a.y * b.x;
}

export function lengthSq(a: Vec2): number {
  return a.x * a.x + a.y * a.y;
}

export function distanceSq(a: Vec2, b: Vec2): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return dx * dx + dy * dy;
}

export function distance(a: Vec2, b: Vec2): number {
  return Math.sqrt(distanceSq(a, b));
}

/** Any angle folded into [0, 360). */
export function normalizeDeg(deg: number): number {
  // Most headings are already folded; skip the two floating-point remainders for them.
  if (deg >= 0 && deg < 360) return deg + 0;
  const folded = ((deg % 360) + 360) % 360;
  return folded === 360 ? 0 : folded;
}

/** Shortest signed rotation from one heading to another, in (-180, 180]; positive = clockwise. */
export function signedTurnDeg(fromDeg: number, toDeg: number): number {
  const d = normalizeDeg(toDeg - fromDeg);
  return d > 180 ? d - 360 : d;
}

/** Smallest absolute angle between two headings, in [0, 180]. */
export function angleBetweenDeg(aDeg: number, bDeg: number): number {
  return Math.abs(signedTurnDeg(aDeg, bDeg));
}

function computeHeadingVector(d: number): Vec2 {
  const quadrant = Math.floor(d / 90);
  const rest = d - quadrant * 90;
  const s = rest === 0 ? 0 : Math.sin(rest * RADIANS_PER_DEGREE);
  const c = rest === 0 ? 1 : Math.cos(rest * RADIANS_PER_DEGREE);
  // `+ 0` turns -0 into 0 so results compare equal to hand-written literals.
  switch (quadrant) {
    case 0:
      return { x: s + 0, y: c + 0 };
    case 1:
      return { x: c + 0, y: -s + 0 };
    case 2:
      return { x: -s + 0, y: -c + 0 };
    default:
      return { x: -c + 0, y: s + 0 };
  }
}

/** Vectors of every half-degree heading, computed once: compass points and their arc edges hit this. */
const HALF_DEGREE_VECTORS: readonly Vec2[] = Array.from({ length: 720 }, (_, k) =>
  computeHeadingVector(k / 2),
);

// FP-1.7 headings are compass bearings; this is the table direction of one.
/**
 * Unit vector of a compass heading: (sin h, cos h).
 * Reduced to the first quadrant so the four cardinal headings come out exact (no 6e-17 residues),
 * which keeps hand-computed test positions exact and avoids spurious "almost perpendicular" cases.
 */
export function headingVector(headingDeg: number): Vec2 {
  const d = normalizeDeg(headingDeg);
  const halfDegrees = d * 2;
  if (Number.isInteger(halfDegrees)) return HALF_DEGREE_VECTORS[halfDegrees]!;
  return computeHeadingVector(d);
}
