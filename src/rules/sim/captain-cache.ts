// Issue 13 performance: what the duel captain (captain.ts) asks for every part and can keep, because
// the answer depends only on a few small inputs: her speed (FP-5.2 / FP-5.3 / FP-A1 / FP-A4 / HR-2,
// shipSpeed) and the legal headings (FP-5.5 / FP-6.6, legalCourseChanges). Inputs outside what the
// tables list are never kept: they are worked out (and refused) as before.
import { isHeadingIndex, legalCourseChanges } from '../sailing.js';
import { SAIL_SETTINGS, WIND_STRENGTHS, type SailSetting } from '../tables/sailing.js';
import type { CaptainTable } from './captain.js';
import { packedMap } from '../packed-map.js';

function smallCount(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n < 64;
}

/** allowanceMm's speeds by speedKey (shipSpeed's answer for the same inputs). */
export const SPEEDS = new Map<number, number>();

// One number for shipSpeed's inputs when each is one the tables list (small whole counts); else -1.
// Wind (0-2) and scale (0-1) take the last 3 bits (windAt * 2 + scaleAt < 8), so no two keys meet.
export function speedKey(
  sail: SailSetting,
  rdcLost: number,
  masts: number,
  rdc: number,
  halfSpeed: boolean,
  table: Readonly<CaptainTable>,
): number {
  const sailAt = SAIL_SETTINGS.indexOf(sail);
  const windAt = WIND_STRENGTHS.indexOf(table.strength);
  const scaleAt = table.scale === 1200 ? 0 : table.scale === 3000 ? 1 : -1;
  if (sailAt < 0 || windAt < 0 || scaleAt < 0) return -1;
  if (!(smallCount(rdcLost) && smallCount(masts) && smallCount(rdc))) return -1;
  return (
    ((((sailAt * 64 + rdcLost) * 64 + masts) * 64 + rdc) * 2 + (halfSpeed ? 1 : 0)) * 8 +
    windAt * 2 +
    scaleAt
  );
}

/** legalCourseChanges' headings by heading, wind and rudder (compass indices), built once each. */
const COURSE_HEADINGS: Array<readonly number[] | undefined> = [];

// FP-5.5 / FP-6.6 the headings legalCourseChanges allows, in its order (asked for every part).
export function courseHeadings(
  heading: number,
  wind: number,
  rudderDamaged: boolean,
): readonly number[] {
  const indexed = isHeadingIndex(heading) && isHeadingIndex(wind);
  const key = indexed ? (heading * 16 + wind) * 2 + (rudderDamaged ? 1 : 0) : -1;
  const known = indexed ? COURSE_HEADINGS[key] : undefined;
  if (known) return known;
  const headings = packedMap(
    legalCourseChanges(heading, wind, { rudderDamaged }),
    (c) => c.heading,
  );
  if (indexed) COURSE_HEADINGS[key] = headings;
  return headings;
}
