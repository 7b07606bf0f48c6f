// Firing arc template: FP-6.2 with D-11 (size and apex) and D-18 (halves).
import { RuleError } from '../errors.js';
import { RAKE_BANDS, RANGE_LIMITS_MM } from '../tables/gunnery.js';
import type { Scale } from '../tables/ships.js';
import type { Sector } from './intersect.js';
import { assertScale } from './range.js';
import {
  beamEdgePointInFrame,
  shipFrame,
  type Half,
  type Pose,
  type ShipBody,
  type Side,
} from './ship-shape.js';
import { headingVector, normalizeDeg, type Vec2 } from './vec.js';

export interface ArcOptions {
  /** Full opening of the arc in degrees (D-11 default 90); 1 to 180. */
  readonly arcDeg?: number;
  readonly scale?: Scale;
}

export interface ResolvedArcOptions {
  readonly arcDeg: number;
  readonly scale: Scale;
}

export interface ArcShape extends Sector {
  readonly side: Side;
  /** Compass bearing of the centre line (the outward beam). */
  readonly centreBearingDeg: number;
  readonly halfAngleDeg: number;
  /** The firer's bow direction: the fore half lies on this side of the centre line. */
  readonly foreDir: Vec2;
}

export const DEFAULT_ARC_DEG = 90;

// D-11 default opening 90 degrees at 1:1200. Wider than a half-plane would reach behind the beam;
// below 1 degree the contact tolerance would dominate the wedge near its apex.
export function resolveArcOptions(options: ArcOptions = {}): ResolvedArcOptions {
  const arcDeg = options.arcDeg ?? DEFAULT_ARC_DEG;
  const scale = options.scale ?? 1200;
  if (!(arcDeg >= 1 && arcDeg <= 180))
    throw new RuleError(`arcDeg must be in [1, 180], got ${arcDeg}`);
  assertScale(scale);
  return { arcDeg, scale };
}

// FP-6.2 / D-11 arc: apex on the side's base edge abeam the mainmast, centred on the outward
// beam, arcDeg/2 either side, reaching the long-range limit of the scale.
export function arcShape(
  pose: Pose,
  body: ShipBody,
  side: Side,
  options: ArcOptions = {},
): ArcShape {
  const { arcDeg, scale } = resolveArcOptions(options);
  const halfAngleDeg = arcDeg / 2;
  const centreBearingDeg = normalizeDeg(pose.headingDeg + (side === 'starboard' ? 90 : -90));
  const frame = shipFrame(pose);
  return {
    side,
    apex: beamEdgePointInFrame(frame, body, side),
    centreBearingDeg,
    centreDir: headingVector(centreBearingDeg),
    halfAngleDeg,
    rightDir: headingVector(centreBearingDeg + halfAngleDeg),
    leftDir: headingVector(centreBearingDeg - halfAngleDeg),
    radiusMm: RANGE_LIMITS_MM[scale].long,
    foreDir: frame.forward,
  };
}

// D-11 template outline for drawing: the apex, then the circular edge from the fore edge to the aft edge.
export function arcPolygon(
  pose: Pose,
  body: ShipBody,
  side: Side,
  options: ArcOptions = {},
  segments = 32,
): Vec2[] {
  if (!(Number.isInteger(segments) && segments >= 1)) {
    throw new RuleError(`segments must be a positive integer, got ${segments}`);
  }
  const arc = arcShape(pose, body, side, options);
  // Bearings grow clockwise; on the starboard side the bow edge is the anticlockwise one.
  const towardsAft = side === 'starboard' ? 1 : -1;
  const foreBearing = arc.centreBearingDeg - towardsAft * arc.halfAngleDeg;
  const step = (towardsAft * 2 * arc.halfAngleDeg) / segments;
  const points: Vec2[] = [arc.apex];
  for (let i = 0; i <= segments; i++) {
    const dir = headingVector(foreBearing + i * step);
    points.push({ x: arc.apex.x + dir.x * arc.radiusMm, y: arc.apex.y + dir.y * arc.radiusMm });
  }
  return points;
}

// D-18 half of a point as seen from the apex; exactly on the centre line counts as fore.
export function halfOf(arc: ArcShape, point: Vec2): Half {
  const along = (point.x - arc.apex.x) * arc.foreDir.x + (point.y - arc.apex.y) * arc.foreDir.y;
  return along >= 0 ? 'fore' : 'aft';
}

// D-17 / D-18 / SD-22 distance from a point to the firing centre line, the ray from the apex outwards.
export function distanceToCentreLine(arc: ArcShape, point: Vec2): number {
  const dx = point.x - arc.apex.x;
  const dy = point.y - arc.apex.y;
  const ahead = dx * arc.centreDir.x + dy * arc.centreDir.y;
  if (ahead <= 0) return Math.sqrt(dx * dx + dy * dy);
  return Math.abs(dx * arc.centreDir.y - dy * arc.centreDir.x);
}

export interface RakeLane {
  /** The apex, where the lane starts. */
  readonly from: Vec2;
  /** The far end on the centre line, `reachMm` out. */
  readonly to: Vec2;
  /** The farthest band a rake may be fired at (FP-6.4: medium), in mm. */
  readonly reachMm: number;
  /** Half the target's base width either side of the centre line (D-17). */
  readonly halfWidthMm: number;
}

// FP-6.4 / D-17 where a broadside rakes a target crossing its centre line: the centre line out to the
// farthest rake band, within half the target's base width either side (for drawing; the test is rakeOf).
export function rakeLane(arc: ArcShape, scale: Scale, targetWidthMm: number): RakeLane {
  assertScale(scale);
  if (!(targetWidthMm > 0)) throw new RuleError(`a base width must be > 0, got ${targetWidthMm}`);
  const reachMm = Math.max(...RAKE_BANDS.map((b) => RANGE_LIMITS_MM[scale][b]));
  return {
    from: arc.apex,
    to: { x: arc.apex.x + arc.centreDir.x * reachMm, y: arc.apex.y + arc.centreDir.y * reachMm },
    reachMm,
    halfWidthMm: targetWidthMm / 2,
  };
}
