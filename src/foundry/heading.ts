// The one convention between compass headings (rules core) and token rotation (Foundry):
// Foundry's rotation 0 shows token art facing DOWN (south) and grows clockwise on screen, while
// a compass heading of 0 points north (up) and also grows clockwise. So with ship art drawn bow
// down, rotation = heading + 180 (mod 360). Headings snap to the 16 points (22.5 degrees).
import { POINT_DEGREES, headingName, mod16, type CompassPoint } from '../rules/index.js';

export function normaliseDegrees(deg: number): number {
  return ((deg % 360) + 360) % 360;
}

export function headingDegreesToRotation(headingDeg: number): number {
  return normaliseDegrees(headingDeg + 180);
}

export function rotationToHeadingDegrees(rotation: number): number {
  return normaliseDegrees(rotation - 180);
}

/** The compass point index (0..15) nearest to a token rotation. */
export function rotationToHeadingIndex(rotation: number): number {
  return mod16(Math.round(rotationToHeadingDegrees(rotation) / POINT_DEGREES));
}

export function headingIndexToRotation(index: number): number {
  return headingDegreesToRotation(mod16(index) * POINT_DEGREES);
}

export function rotationToPointName(rotation: number): CompassPoint {
  return headingName(rotationToHeadingIndex(rotation));
}

/** Whether a rotation sits exactly on one of the 16 points (a ship may only head along them). */
export function isOnCompassPoint(rotation: number, toleranceDeg = 1e-6): boolean {
  const h = rotationToHeadingDegrees(rotation);
  const off = Math.abs(h - Math.round(h / POINT_DEGREES) * POINT_DEGREES);
  return off <= toleranceDeg;
}
