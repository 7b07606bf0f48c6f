// FP-1.7 headings on the 16-point rose, FP-5.4 points of sail, FP-5.5 legal course changes,
// FP-6.6 rudder restriction, FP-4.3 critical bear-away.
import { RuleError } from './errors.js';
import { packedMap } from './packed-map.js';
import {
  COMPASS_POINTS,
  COURSE_CHANGES,
  POINT_DEGREES,
  POINT_OF_SAIL_BY_R,
  RUDDER_MIN_R,
  type CompassPoint,
  type PointOfSail,
} from './tables/sailing.js';

/** Which side the wind comes over; none when head to wind or dead astern. */
export type Tack = 'port' | 'starboard' | 'none';

export function isHeadingIndex(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < 16;
}

export function headingIndex(point: string): number {
  const i = (COMPASS_POINTS as readonly string[]).indexOf(point.toUpperCase());
  if (i < 0)
    throw new RuleError(`unknown heading "${point}" (use one of ${COMPASS_POINTS.join(' ')})`);
  return i;
}

export function headingName(index: number): CompassPoint {
  return COMPASS_POINTS[mod16(index)]!;
}

export function headingDegrees(index: number): number {
  return mod16(index) * POINT_DEGREES;
}

export function mod16(n: number): number {
  return ((n % 16) + 16) % 16;
}

function checkIndex(name: string, n: number): void {
  if (!isHeadingIndex(n))
    throw new RuleError(`${name} must be a compass point index 0-15, got ${n}`);
}

/** FP-5.4 r = points between the heading and the wind's source (0..8), and the tack. */
export function relativeToWind(heading: number, wind: number): { r: number; tack: Tack } {
  checkIndex('heading', heading);
  checkIndex('wind', wind);
  const d = mod16(heading - wind);
  const r = Math.min(d, 16 - d);
  // Heading clockwise of the wind's source puts the wind over the port side.
  const tack: Tack = d === 0 || d === 8 ? 'none' : d < 8 ? 'port' : 'starboard';
  return { r, tack };
}

/** FP-5.4 r 0-2 in irons, 3 close-hauled, 4 beam, 5-6 quarter, 7-8 running. */
export function pointOfSail(r: number): PointOfSail {
  const p = POINT_OF_SAIL_BY_R[r];
  if (!p) throw new RuleError(`r must be 0-8, got ${r}`);
  return p;
}

export function isInIrons(heading: number, wind: number): boolean {
  return relativeToWind(heading, wind).r <= 2;
}

export interface CourseChange {
  heading: number;
  r: number;
  pointOfSail: PointOfSail;
  /** Signed points turned, clockwise positive (decides the pivot corner, D-8). */
  turnPoints: number;
  kind: 'luff' | 'bearAway';
  otherTack: boolean;
}

/** Heading at `r` on a tack; the "port frame" puts headings clockwise of the wind. */
function headingAt(wind: number, r: number, frame: 'port' | 'starboard'): number {
  return mod16(frame === 'port' ? wind + r : wind - r);
}

function change(
  wind: number,
  r: number,
  newR: number,
  otherTack: boolean,
  frame: 'port' | 'starboard',
): CourseChange {
  const targetFrame = otherTack ? (frame === 'port' ? 'starboard' : 'port') : frame;
  const newHeading = headingAt(wind, newR, targetFrame);
  // Continuous position in the frame: 0..8 on the own tack, 8..16 past dead astern.
  const from = r;
  const to = otherTack ? 16 - newR : newR;
  const delta = to - from;
  const turnPoints = frame === 'port' ? delta : -delta;
  const kind = otherTack ? (r === 8 ? 'luff' : 'bearAway') : newR < r ? 'luff' : 'bearAway';
  return {
    heading: newHeading,
    r: newR,
    pointOfSail: pointOfSail(newR),
    turnPoints,
    kind,
    otherTack,
  };
}

/**
 * FP-5.5 the headings a course-change order may reach this turn, with FP-6.6 (rudder damaged:
 * r >= 5 only; from close-hauled or beam reach, only one point away from the wind) and FP-5.4
 * (a ship caught in irons must bear away: SD-4, 1-3 points onto a legal heading).
 */
export function legalCourseChanges(
  heading: number,
  wind: number,
  opts: { rudderDamaged?: boolean } = {},
): CourseChange[] {
  const { r, tack } = relativeToWind(heading, wind);
  const frame: 'port' | 'starboard' = tack === 'starboard' ? 'starboard' : 'port';
  if (r <= 2) {
    const frames: Array<'port' | 'starboard'> = r === 0 ? ['port', 'starboard'] : [frame];
    const out: CourseChange[] = [];
    for (const f of frames)
      for (let newR = 3; newR <= r + 3; newR++) out.push(change(wind, r, newR, false, f));
    return out;
  }
  if (opts.rudderDamaged && r < RUDDER_MIN_R) return [change(wind, r, r + 1, false, frame)];
  const targets = COURSE_CHANGES[r] ?? [];
  // packedMap: the simulation's captain reads this list in its hot loop (packed-map.ts says why).
  return packedMap(
    targets.filter((t) => !opts.rudderDamaged || t.r >= RUDDER_MIN_R),
    (t) => change(wind, r, t.r, t.otherTack, frame),
  );
}

/**
 * FP-4.3 critical course failure: bear away one point at once. Dead astern (r = 8) or head to
 * wind (r = 0) there are two ways to turn one point; the owner picks (SD-4).
 */
export function criticalBearAway(heading: number, wind: number): number[] {
  const { r, tack } = relativeToWind(heading, wind);
  if (r === 8) return [mod16(heading - 1), mod16(heading + 1)];
  if (r === 0) return [mod16(heading + 1), mod16(heading - 1)];
  return [tack === 'port' ? mod16(heading + 1) : mod16(heading - 1)];
}

/** FP-6.6 a ship with a damaged rudder sailing close-hauled or at beam reach must bear away this turn (unless furled). */
export function rudderForcesBearAway(heading: number, wind: number, furled: boolean): boolean {
  if (furled) return false;
  const { r } = relativeToWind(heading, wind);
  return r >= 3 && r < RUDDER_MIN_R;
}

/**
 * FP-6.6 the heading of the one-point bear-away a damaged rudder forces on a ship close-hauled or at beam
 * reach (not furled), made automatically each turn, without a course order or roll; null when none is due.
 */
export function rudderBearAway(heading: number, wind: number, furled: boolean): number | null {
  if (!rudderForcesBearAway(heading, wind, furled)) return null;
  return legalCourseChanges(heading, wind, { rudderDamaged: true })[0]!.heading;
}
