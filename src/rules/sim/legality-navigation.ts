// Issue 13 / OR-5: the legality test's checks on a part played with full-game navigation, by the core's
// own functions: the tack order (navigationTackAllowed, no sail change or turn with it: SD-88), the
// course order on its SD-54 split (navigationCourseOrder, courseSpreadLegal), each segment's allowance
// within the speed table for the point of sail at the start of segment 1 (navigationSpeedIn, footnote
// 15), the drift within the table (driftPerSegment), and the heading each tack step leaves her on.
import { dcLost, isDismasted } from '../damage.js';
import {
  courseSpreadLegal,
  driftPerSegment,
  navigationCourseOrder,
  navigationSailChangeAllowed,
  navigationTackAllowed,
  navWindOf,
} from '../navigation.js';
import { legalCourseChanges, mod16, pointOfSail, relativeToWind } from '../sailing.js';
import { SAIL_SETTINGS, type SailSetting } from '../tables/sailing.js';
import type { OptionsAtOrders } from './battle-options.js';
import { speedSailOf } from './battle-rigging.js';
import { spreadTurns } from './captain-options.js';
import { isHeld, sideIndex } from './duel-state.js';
import type { PartRecord } from './duel.js';
import { tableSegmentMm } from './part-navigation-record.js';

const EPS = 1e-6;

/** The more sail of two (SAIL_SETTINGS runs from full down to furled). */
const higher = (a: SailSetting, b: SailSetting): SailSetting =>
  SAIL_SETTINGS.indexOf(a) <= SAIL_SETTINGS.indexOf(b) ? a : b;

/**
 * OR-5 the most segment `segment` may move: the speed table for the point of sail at the start of
 * segment 1 (footnote 15), at the sail the segment may be read for (segment 1 the speed sail before the
 * orders; segment 2 that or the one ordered, SD-53), less 5 mm per RDC lost before the part (segment 2:
 * less those a jury-rig order may restore, SD-214), SD-98 the restored limits; FP-5.2 half speed.
 */
export function navigationSegmentMaxMm(
  p: PartRecord,
  optional: OptionsAtOrders | undefined,
  segment: number,
  halfSpeed = false,
): number {
  const nav = p.navigation;
  if (!nav) return 0;
  const s = p.before.ships[sideIndex(p.orders.ship)];
  const point = pointOfSail(relativeToWind(nav.startHeading, p.before.wind).r);
  if (point === 'inIrons') return 0;
  const juryRig = p.orders.orders.includes('juryRig') || p.orders.orders.includes('cutAwayWreck');
  const restorable = segment === 2 && juryRig ? (optional?.rdcDown ?? 0) : 0;
  if (isDismasted(s.profile, s.damage) && restorable === 0) return 0;
  const before = segment === 2 && restorable > 0 ? s.sail : speedSailOf(s);
  const sail = segment === 1 ? before : higher(before, p.orders.sail);
  if (sail === 'furled') return 0;
  const lost = Math.max(0, dcLost(s.profile, s.damage).rigging - restorable);
  return tableSegmentMm({
    point,
    condition: nav.condition,
    ship: s,
    sail,
    rdcLost: lost,
    restored: nav.restored,
    segment: segment === 1 ? 1 : 2,
    halfSpeed,
    // HR-2 the table x 0.4 and -2 mm a RDC at 1:3000.
    scale: p.scale ?? 1200,
  });
}

/** OR-5 everything the navigation record says against the core's checks; empty: legal. */
export function navigationViolations(p: PartRecord, optional?: OptionsAtOrders): string[] {
  const nav = p.navigation;
  if (!nav) return [];
  const bad: string[] = [];
  const s = p.before.ships[sideIndex(p.orders.ship)];
  const wind = p.before.wind;
  const o = p.orders.orders;
  const r = relativeToWind(s.heading, wind).r;
  if (nav.startHeading !== s.heading)
    bad.push(`footnote 15 speed read for ${nav.startHeading}, not her heading ${s.heading}`);
  const rdcDown = optional?.rdcDown ?? 0;
  // SD-88 a new tack: only from close-hauled, no luff or bear-away with it, a turn of sailing first.
  if (o.includes('tack') && nav.tackPhase === 'none') {
    const verdict = navigationTackAllowed({
      r,
      atTurnStart: true,
      luffOrBearAwayThisTurn: o.includes('changeCourse'),
      turnsSinceLastTack: nav.turnsSinceLastTack,
    });
    if (!verdict.allowed) bad.push(`OR-5 tack refused: ${verdict.reason}`);
  }
  const mayTack = !isHeld(s) && rdcDown === 0 && !isDismasted(s.profile, s.damage);
  if (nav.tackPhase === 'inStays' && !o.includes('tack') && mayTack)
    bad.push('FP-5.6 in stays without the tack order');
  if (nav.tackPhase === 'inStays' && !o.includes('tack') && p.headingAfter !== s.heading)
    bad.push('SD-226 turned in stays while her tack waited');
  // OR-5 no sail change while tacking.
  const tacking = o.includes('tack') || nav.tackPhase === 'inStays';
  if (!navigationSailChangeAllowed({ from: s.sail, to: p.orders.sail, tacking, rdcDown }).allowed)
    bad.push(`OR-5 sail ${s.sail} -> ${p.orders.sail} refused while tacking or rigging down`);
  // SD-54 / SD-88 the course order on its split, judged by the core; the turns made follow the split.
  if (o.includes('changeCourse')) {
    const split = spreadTurns(s.heading, p.orders.heading);
    const inTable = legalCourseChanges(s.heading, wind, { rudderDamaged: s.rudderDamaged }).some(
      (c) => c.heading === p.orders.heading,
    );
    const verdict = navigationCourseOrder({
      heading: s.heading,
      wind,
      turns: split,
      tack: o.includes('tack'),
      tacking: nav.tackPhase === 'inStays',
      rdcDown,
      inTable,
    });
    if (!verdict.legal)
      bad.push(`OR-5 course order ${s.heading} -> ${p.orders.heading}: ${verdict.fault}`);
    const [a, b] = nav.turns;
    if (a !== 0 && a !== split[0])
      bad.push(`SD-54 turned ${a} at the end of segment 1, not ${split[0]}`);
    if (b !== 0 && (a !== split[0] || b !== split[1]))
      bad.push(`SD-54 turned ${b} at the end of segment 2, not ${split[1]}`);
    if (!courseSpreadLegal([Math.abs(split[0]), Math.abs(split[1])]))
      bad.push(`OR-5 course change ${split[0]} then ${split[1]} not spread over both segments`);
  } else if (nav.turns[0] !== 0 || nav.turns[1] !== 0)
    bad.push('OR-5 turned without a course order');
  // SD-55 the captain never orders a turn the wind forbids when it is made (the wind is steady in a part).
  if (nav.refusedTurns > 0) bad.push(`SD-55 ${nav.refusedTurns} illegal course turns`);
  // Each segment within the speed table; none head to wind (in stays after the first step).
  (p.segments ?? []).forEach((g, i) => {
    const n = i + 1;
    const max = navigationSegmentMaxMm(p, optional, n);
    if (g.allowanceMm > max + EPS)
      bad.push(`OR-5 segment ${n} allowance ${g.allowanceMm} over the table's ${max}`);
    if (g.movedMm > g.allowanceMm + EPS)
      bad.push(`OR-5 segment ${n} moved ${g.movedMm} of ${g.allowanceMm}`);
  });
  const seg2 = p.segments?.[1];
  if ((nav.tack === 'begun' || nav.tackPhase === 'inStays') && seg2 && seg2.movedMm > EPS)
    bad.push(`FP-5.6 moved ${seg2.movedMm} in segment 2 head to wind`);
  // SD-27 drift only hove to, within the table's drift row.
  const w = navWindOf(nav.condition).wind;
  nav.drift.forEach((mm, i) => {
    if (mm <= EPS) return;
    // HR-2 the printed 1:3000 drift table.
    const table = w
      ? driftPerSegment({ wind: w, sail: 'easy', hoveTo: true, scale: p.scale ?? 1200 })
      : null;
    const max = table ? (i === 0 ? table.segment1Mm : table.segment2Mm) : 0;
    if (mm > max + EPS) bad.push(`SD-27 drifted ${mm} in segment ${i + 1}, the table gives ${max}`);
    if (nav.sails[i] !== 'furled') bad.push(`SD-27 drifted in segment ${i + 1} not hove to`);
    if (isHeld(s) && !o.includes('unfoul'))
      bad.push(`FP-5.8 drifted in segment ${i + 1} while held`);
  });
  // FP-5.6 / SD-87 where each tack step leaves her.
  const rAfter = relativeToWind(p.headingAfter, wind).r;
  if (nav.tack === 'begun' && rAfter !== 0)
    bad.push(`FP-5.6 tack turn 1 left her at r = ${rAfter}`);
  // Turn 2 turns three points on from head to wind (completed) or back to where she began (failed), in
  // whatever wind blows now (OR-2 / FP-A1 may have shifted it since turn 1).
  const turned = Math.abs(((mod16(p.headingAfter - s.heading) + 8) % 16) - 8);
  if (nav.tack === 'completed' && turned !== 3)
    bad.push(`FP-5.6 tack turn 2 turned ${turned} points, not 3`);
  if (nav.tack === 'failedTurn1' && p.headingAfter !== s.heading && !s.rudderDamaged)
    bad.push('OR-5 a failed tack turn 1 keeps her heading');
  if (nav.tack === 'failedTurn2' && turned !== 3)
    bad.push(`OR-5 a failed tack turn 2 turned her back ${turned} points, not 3`);
  if (o.includes('changeCourse') && nav.turns[0] !== 0 && nav.turns[1] !== 0 && !s.rudderDamaged) {
    const end = mod16(s.heading + nav.turns[0] + nav.turns[1]);
    if (p.headingAfter !== end) bad.push(`SD-54 ended at ${p.headingAfter}, not ${end}`);
  }
  return bad;
}
