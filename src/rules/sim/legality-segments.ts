// Issue 13 / OR-3: the legality test's checks on a two-segment part (SD-46 / SD-47 / SD-50 / SD-53):
// each segment's move within its allowance, the allowance at most half the speed of the sail it was
// made at (segment 1 the sail before the orders, segment 2 that or the sail ordered), the segments
// adding up to the part's move, and each side's broadside fired once a turn, inside its segment's move.
import { dcLost, isDismasted } from '../damage.js';
import { shipSpeed } from '../speed.js';
import { SAIL_SETTINGS, type SailSetting } from '../tables/sailing.js';
import type { OptionsAtOrders } from './battle-options.js';
import { sideIndex } from './duel-state.js';
import type { PartRecord } from './duel.js';
import { navigationSegmentMaxMm } from './legality-navigation.js';

const EPS = 1e-6;

/** SD-50 a segment moves half the Fast Play allowance (OR-5 navigation is not played). */
const SEGMENT_SHARE = 0.5;

/**
 * SD-50 / SD-214 the most a segment may move: half the speed at the sail it was made at, on the rigging
 * lost before the part - for segment 2 less the RDC down that a jury-rig order completed at the end of
 * segment 1 may restore (OR-9, D-4: a restored RDC does not slow her); `halfSpeed` for FP-5.8's unfouling.
 */
export function segmentMaxMm(
  p: PartRecord,
  optional: OptionsAtOrders | undefined,
  sail: SailSetting,
  segment: number,
  halfSpeed = false,
): number {
  // OR-5 the navigation table's speed instead of SD-50's half (legality-navigation.ts).
  if (p.navigation) return navigationSegmentMaxMm(p, optional, segment, halfSpeed);
  const s = p.before.ships[sideIndex(p.orders.ship)];
  const lost = dcLost(s.profile, s.damage).rigging;
  const restorable = segment === 2 && juryRigOrdered(p) ? (optional?.rdcDown ?? 0) : 0;
  if (isDismasted(s.profile, s.damage) && restorable === 0) return 0;
  const speed = shipSpeed({
    sail,
    rdcLost: Math.max(0, lost - restorable),
    masts: s.profile.masts,
    rdc: s.profile.rdc,
    halfSpeed,
    wind: p.windStrength ?? 'breeze',
    scale: p.scale ?? 1200,
  }).speedMm;
  return speed * SEGMENT_SHARE;
}

function juryRigOrdered(p: PartRecord): boolean {
  const o = p.orders.orders;
  return o.includes('juryRig') || o.includes('cutAwayWreck');
}

export function segmentViolations(p: PartRecord, optional?: OptionsAtOrders): string[] {
  const bad: string[] = [];
  const segs = p.segments;
  if (!segs) return bad;
  const s = p.before.ships[sideIndex(p.orders.ship)];
  if (segs.length !== 2) bad.push(`OR-3 ${segs.length} segments in a part`);
  // SD-214 a cut-away order completed at the end of segment 1 may bring the sail down for segment 2.
  const rigging = juryRigOrdered(p);
  let total = 0;
  segs.forEach((g, i) => {
    const n = i + 1;
    if (g.movedMm > g.allowanceMm + EPS)
      bad.push(`SD-50 segment ${n} moved ${g.movedMm} of ${g.allowanceMm}`);
    const max = segmentMaxMm(p, optional, g.sail, n);
    // OR-5 the table's allowance is checked by navigationViolations.
    if (!p.navigation && g.allowanceMm > max + EPS)
      bad.push(`SD-50 segment ${n} allowance ${g.allowanceMm} over half the speed (${max})`);
    total += g.movedMm;
  });
  // SD-53 segment 1 at the sail set before the orders; segment 2 at that or the one ordered.
  if (segs[0] && segs[0].sail !== s.sail)
    bad.push(`SD-53 segment 1 at ${segs[0].sail}, not the sail set (${s.sail})`);
  const lowered = (x: string) => SAIL_SETTINGS.indexOf(x as never) > SAIL_SETTINGS.indexOf(s.sail);
  if (
    segs[1] &&
    segs[1].sail !== s.sail &&
    segs[1].sail !== p.orders.sail &&
    !(rigging && lowered(segs[1].sail)) &&
    // OR-5 / SD-87 a tack failed on its second turn leaves her hove to for segment 2.
    !(p.navigation?.tack === 'failedTurn2' && segs[1].sail === 'furled')
  )
    bad.push(`SD-53 segment 2 at ${segs[1].sail}, neither the sail set nor the one ordered`);
  if (Math.abs(total - p.movedMm) > EPS)
    bad.push(`OR-3 the segments moved ${total}, the part ${p.movedMm}`);
  // SD-47 an ordered broadside fires once a turn, in one segment, from a point of that segment's move.
  const sides = new Set<string>();
  const seg1 = segs[0]?.movedMm ?? 0;
  for (const f of p.fired) {
    if (sides.has(f.side)) bad.push(`SD-47 a second ${f.side} broadside in the turn`);
    sides.add(f.side);
    if (f.segment === undefined) bad.push(`SD-47 ${f.side} fired in no segment`);
    const [from, to] = f.segment === 1 ? [0, seg1] : [seg1, p.movedMm];
    if (f.alongMm < from - EPS || f.alongMm > to + EPS)
      bad.push(`SD-47 ${f.side} fired at ${f.alongMm}, off segment ${f.segment}'s move`);
  }
  return bad;
}
