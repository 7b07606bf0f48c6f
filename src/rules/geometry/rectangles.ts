// Oriented rectangles and separating-axis tests for base contact (FP-1.2, FP-5.8).
import { CONTACT_EPSILON_MM } from './intersect.js';
import { shipFrame, type Pose, type ShipBody } from './ship-shape.js';
import type { Vec2 } from './vec.js';

/** A rectangle as centre, two perpendicular unit axes and the half extent along each. */
export interface OrientedRect {
  readonly centre: Vec2;
  readonly axisU: Vec2;
  readonly axisV: Vec2;
  readonly halfU: number;
  readonly halfV: number;
}

// FP-1.2 collisions are measured from base edges, so contact uses the full base.
export function baseRect(pose: Pose, body: ShipBody): OrientedRect {
  const frame = shipFrame(pose);
  return {
    centre: frame.centre,
    axisU: frame.forward,
    axisV: frame.starboard,
    halfU: body.lengthMm / 2,
    halfV: body.widthMm / 2,
  };
}

/** Half the width of the rectangle's shadow on a unit axis. */
export function projectedRadius(r: OrientedRect, axis: Vec2): number {
  return (
    r.halfU * Math.abs(r.axisU.x * axis.x + r.axisU.y * axis.y) +
    r.halfV * Math.abs(r.axisV.x * axis.x + r.axisV.y * axis.y)
  );
}

/** The four candidate separating axes of two rectangles. */
export function separatingAxes(
  a: OrientedRect,
  b: OrientedRect,
): readonly [Vec2, Vec2, Vec2, Vec2] {
  return [a.axisU, a.axisV, b.axisU, b.axisV];
}

/**
 * Largest gap between the two shadows over the separating axes: > 0 apart (and then a lower
 * bound of their distance), 0 touching, < 0 overlapping.
 */
export function rectangleSeparation(a: OrientedRect, b: OrientedRect): number {
  const dx = b.centre.x - a.centre.x;
  const dy = b.centre.y - a.centre.y;
  let best = -Infinity;
  for (const axis of separatingAxes(a, b)) {
    const gap =
      Math.abs(dx * axis.x + dy * axis.y) - projectedRadius(a, axis) - projectedRadius(b, axis);
    if (gap > best) best = gap;
  }
  return best;
}

// FP-5.8 base contact: touching (gap <= 1e-9 mm) counts as contact.
export function rectanglesTouch(a: OrientedRect, b: OrientedRect): boolean {
  return rectangleSeparation(a, b) <= CONTACT_EPSILON_MM;
}
