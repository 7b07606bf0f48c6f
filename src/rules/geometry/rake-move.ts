// FP-6.4 / D-17 a rake "at some point of the move": the firer has moved straight along its heading and
// stands at the end of that move; is there an instant of the move at which its broadside rakes the
// target? The instants are found exactly (the centre line sweeps past the target's mainmast while the
// masts come in and out of medium range); the answer at the instant found is the core's own
// broadsideTargets, so the rake, band and range are those of the instant rule (D-17, D-10).
import { RuleError } from '../errors.js';
import { RANGE_LIMITS_MM, type Band, type RakeKind } from '../tables/gunnery.js';
import { arcShape, resolveArcOptions, type ArcOptions } from './arc.js';
import { CONTACT_EPSILON_MM } from './intersect.js';
import {
  mainmastPoint,
  mastPoints,
  shipFrame,
  type Pose,
  type Side,
  type TableShip,
} from './ship-shape.js';
import { minDistanceSq } from './range.js';
import {
  evaluateCandidate,
  RAKE_HEADING_TOLERANCE_DEG,
  shipGeometry,
  type ShipGeometry,
} from './targeting.js';
import { angleBetweenDeg } from './vec.js';

export interface RakeDuringMove {
  rake: RakeKind;
  /** How far back along the move (mm from its end) the rake happens. */
  backMm: number;
  rangeMm: number;
  band: Band;
}

/** The pose `backMm` back along a straight move that ended at `pose` (same heading). */
export function poseBackAlongMove(pose: Pose, backMm: number): Pose {
  const { forward } = shipFrame(pose);
  return {
    x: pose.x - forward.x * backMm,
    y: pose.y - forward.y * backMm,
    headingDeg: pose.headingDeg,
  };
}

function intersect(a: [number, number], b: [number, number]): [number, number] | null {
  const lo = Math.max(a[0], b[0]);
  const hi = Math.min(a[1], b[1]);
  return lo <= hi ? [lo, hi] : null;
}

/**
 * FP-6.4 / D-17 the first rake of `target` by the firer's `side` broadside during the firer's straight
 * move of `movedMm` that ended at its current pose, or null. Other ships do not matter to a rake.
 */
export function rakeDuringMove(
  firer: TableShip,
  target: TableShip,
  side: Side,
  movedMm: number,
  options: ArcOptions = {},
): RakeDuringMove | null {
  if (!(Number.isFinite(movedMm) && movedMm >= 0))
    throw new RuleError(`a move must be a finite distance >= 0, got ${movedMm}`);
  if (firer.id === target.id) throw new RuleError('a ship cannot rake itself');
  const { arcDeg, scale } = resolveArcOptions(options);
  // D-17 exactly 4 points apart: a straight move keeps both headings.
  if (
    Math.abs(angleBetweenDeg(firer.pose.headingDeg, target.pose.headingDeg) - 90) >
    RAKE_HEADING_TOLERANCE_DEG
  )
    return null;
  const arc = arcShape(firer.pose, firer.body, side, { arcDeg, scale });
  const { forward } = shipFrame(firer.pose);
  const mainmast = mainmastPoint(target.pose, target.body);
  const rx = mainmast.x - arc.apex.x;
  const ry = mainmast.y - arc.apex.y;
  // The move runs across the centre line, so how far out along it the mainmast lies never changes.
  if (rx * arc.centreDir.x + ry * arc.centreDir.y <= 0) return null;
  // Going back s mm moves the apex back, so the mainmast's offset along the heading grows by s.
  const along = rx * forward.x + ry * forward.y;
  const half = target.body.widthMm / 2 + CONTACT_EPSILON_MM;
  const onLine = intersect([-half - along, half - along], [0, movedMm]);
  if (!onLine) return null;
  // FP-6.4 short or medium range (D-10 inclusive): per mast pair, the instants within that range.
  const limit = RANGE_LIMITS_MM[scale].medium;
  const windows: Array<[number, number]> = [];
  const targetMasts = mastPoints(target.pose, target.body);
  for (const m of mastPoints(firer.pose, firer.body)) {
    for (const n of targetMasts) {
      const vx = m.x - n.x;
      const vy = m.y - n.y;
      const b = vx * forward.x + vy * forward.y;
      const disc = b * b - (vx * vx + vy * vy - limit * limit);
      if (disc < 0) continue;
      const root = Math.sqrt(disc);
      const window = intersect([b - root, b + root], onLine);
      if (window) windows.push(window);
    }
  }
  // Earliest in the move first (the largest s), each window tried at its instant nearest the centre line.
  windows.sort((p, q) => q[1] - p[1]);
  // broadsideTargets([at, target], firer.id, side).candidates[0] for two ships is the one candidate
  // test; the target's geometry is the same at every instant, so it is built once, when first needed.
  let targetGeometry: ShipGeometry | undefined;
  for (const [lo, hi] of windows) {
    const centred = Math.min(hi, Math.max(lo, -along));
    for (const s of [centred, lo, hi]) {
      const at = { ...firer, pose: poseBackAlongMove(firer.pose, s) };
      const firerGeometry = shipGeometry(at, 0);
      targetGeometry ??= shipGeometry(target, 1);
      const c = evaluateCandidate(
        firerGeometry,
        arcShape(at.pose, at.body, side, { arcDeg, scale }),
        targetGeometry,
        RANGE_LIMITS_MM[scale],
        minDistanceSq(firerGeometry.masts, targetGeometry.masts),
      );
      if (c?.rake) return { rake: c.rake, backMm: s, rangeMm: c.rangeMm, band: c.band };
    }
  }
  return null;
}
