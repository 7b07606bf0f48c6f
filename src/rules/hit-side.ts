// D-12 / FP-2.5 which hull side of a target takes a broadside's hull damage: the side facing the
// firer at the moment of fire (for a rake too, FP-6.4).
import type { HullSide } from './damage.js';
import { assertPose, shipFrame, type Pose } from './geometry/ship-shape.js';
import { dot, sub, type Vec2 } from './geometry/vec.js';

/**
 * D-12 the side of `target` facing the point `from` (the firer's mainmast). A point exactly on the
 * target's centre line (dead ahead or astern) counts as the port side (SD-10: port holds the
 * larger half of the hull DCs under D-3).
 */
export function sideFacing(target: Pose, from: Vec2): HullSide {
  assertPose(target);
  const frame = shipFrame(target);
  return dot(sub(from, frame.centre), frame.starboard) > 0 ? 'starboard' : 'port';
}
