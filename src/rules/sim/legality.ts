// Issue 13: an independent check that orders written by the AI captain are ones the referee would
// accept from a player - the same core checks (FP-3 ordersAvailable, FP-5.1 sailSettingsAvailable and one
// step, FP-5.5 legalCourseChanges, FP-5.4 never in irons, FP-4.4 fire fighting compulsory, FP-5.7 the
// move within the allowance and fire only along it). Used by the property test; empty list = legal.
import { dcLost, isDismasted, isSinking } from '../damage.js';
import { fireCount } from '../fire.js';
import { fireRefusal, reloadRefusal, runOutRefusal } from '../gun-state.js';
import { isOared } from '../wind-or2.js';
import { navigationCourseOrder } from '../navigation.js';
import { ordersAvailable } from '../orders-available.js';
import { sailSettingsAvailable } from '../sail-available.js';
import {
  criticalBearAway,
  legalCourseChanges,
  mod16,
  relativeToWind,
  rudderBearAway,
} from '../sailing.js';
import { baseSize } from '../ship.js';
import { shipSpeed } from '../speed.js';
import { SAIL_SETTINGS } from '../tables/sailing.js';
import type { OptionsAtOrders } from './battle-options.js';
import { spreadTurns } from './captain-options.js';
import { isHeld, sideIndex } from './duel-state.js';
import type { PartRecord } from './duel.js';
import { segmentMaxMm, segmentViolations } from './legality-segments.js';
import { navigationViolations } from './legality-navigation.js';

const EPS = 1e-6;

/**
 * OR-6 (SD-38 / SD-83) the gun orders against the ship's guns before the part, by the core's own
 * refusals: fire only a ready side, reload only a side that fired, never reload or run out in a turn
 * with a broadside, never run out with a reload.
 */
function gunViolations(p: PartRecord, optional: OptionsAtOrders): string[] {
  const bad: string[] = [];
  const g = optional.guns;
  if (!g) return bad;
  const phase = { turn: p.before.turn, segment: null };
  const o = p.orders.orders;
  const fires = (['port', 'starboard'] as const).filter((side) =>
    o.includes(side === 'port' ? 'firePort' : 'fireStarboard'),
  );
  const reloads = (['port', 'starboard'] as const).filter((side) =>
    o.includes(side === 'port' ? 'reloadPort' : 'reloadStarboard'),
  );
  for (const side of fires) {
    const why = fireRefusal(g, side, phase);
    if (why) bad.push(`OR-6 fire ${side} refused: ${why}`);
  }
  for (const side of reloads) {
    const why = reloadRefusal(g, side, phase);
    if (why) bad.push(`OR-6 reload ${side} refused: ${why}`);
  }
  if (reloads.length > 0 && fires.length > 0) bad.push('OR-6 / SD-38 reload and fire in one turn');
  if (o.includes('runOutGuns')) {
    const why = runOutRefusal(g, phase);
    if (why) bad.push(`OR-6 run out refused: ${why}`);
    if (fires.length > 0 || reloads.length > 0)
      bad.push('OR-6 / SD-83 run out with a fire or reload order');
  }
  return bad;
}

export function orderViolations(p: PartRecord, optional?: OptionsAtOrders): string[] {
  const bad: string[] = [];
  const { before, orders } = p;
  const s = before.ships[sideIndex(orders.ship)];
  const dismasted = isDismasted(s.profile, s.damage);
  const available = ordersAvailable({
    captured: false,
    struck: s.fate === 'struck',
    sinking: s.fate !== 'afloat' || isSinking(s.profile, s.damage),
    dismasted,
    riggingRepaired: s.damage.riggingRepaired,
    fireship: false,
    fireshipLit: false,
    struckMayFightFire: false,
    fullGunnery: optional?.options.fullGunnery ?? false,
    wreckDown: (optional?.rdcDown ?? 0) > 0,
    juryRig: optional?.juryRig ?? null,
  });
  if (optional) bad.push(...gunViolations(p, optional));
  // OR-2 / SD-59 in a calm only oared ships move.
  if (optional?.windForce === 'calm' && !isOared(s.profile.classId) && p.movedMm > EPS)
    bad.push(`OR-2 moved ${p.movedMm} in a calm`);
  // OR-9 / SD-35 on three or more jury-rigged RDC, no more than easy sail.
  if (optional?.maxSail === 'easy' && orders.sail === 'full' && s.sail !== 'full')
    bad.push('OR-9 full sail on three or more restored RDC');
  for (const o of orders.orders)
    if (!available.includes(o)) bad.push(`FP-3 order ${o} not available`);
  // FP-4.4 a burning ship must order fire fighting.
  if (
    fireCount(s.fires) > 0 &&
    available.includes('extinguish') &&
    !orders.orders.includes('extinguish')
  )
    bad.push('FP-4.4 on fire without an extinguish order');
  // FP-5.1 one step, among the settings the core lists, in the order's direction.
  const sails = sailSettingsAvailable({
    sail: s.sail,
    dismasted,
    sinking: isSinking(s.profile, s.damage),
  });
  const step = SAIL_SETTINGS.indexOf(orders.sail) - SAIL_SETTINGS.indexOf(s.sail);
  if (!sails.includes(orders.sail)) bad.push(`FP-5.1 sail ${orders.sail} not available`);
  if (Math.abs(step) > 1) bad.push(`FP-5.1 sail ${s.sail} -> ${orders.sail} is more than one step`);
  const inc = orders.orders.includes('increaseSail');
  const dec = orders.orders.includes('decreaseSail');
  if (step < 0 !== inc || step > 0 !== dec)
    bad.push('FP-5.1 sail orders do not match the setting aimed for');
  // FP-5.5 the heading aimed for: a legal change, or none without a course order.
  const legal = legalCourseChanges(s.heading, before.wind, { rudderDamaged: s.rudderDamaged }).map(
    (c) => c.heading,
  );
  if (orders.orders.includes('changeCourse')) {
    if (!legal.includes(orders.heading))
      bad.push(`FP-5.5 heading ${s.heading} -> ${orders.heading} not legal`);
  } else if (orders.heading !== s.heading)
    bad.push('FP-5.5 heading changed without a course order');
  // FP-5.4 wherever she ends up, never in irons; only the headings the rules can put her on. A ship the
  // wind left in irons (FP-A1) must order a legal heading; if the order fails she stays, without moving.
  const inIrons = (h: number) => relativeToWind(h, before.wind).r <= 2;
  // OR-5 / FP-5.6 a tack's step leaves her head to wind or on the other tack (legality-navigation.ts).
  const tackStep =
    (p.navigation?.tack !== undefined && p.navigation.tack !== null) ||
    p.navigation?.tackPhase === 'inStays';
  if (inIrons(p.headingAfter) && !tackStep) {
    const failedEscape =
      inIrons(s.heading) &&
      p.headingAfter === s.heading &&
      orders.orders.includes('changeCourse') &&
      !inIrons(orders.heading) &&
      p.movedMm === 0;
    // OR-9 rigging down to the test: no course order may be given, so she stays where the wind left her.
    const heldByWreck = !available.includes('changeCourse') && p.headingAfter === s.heading;
    // FP-5.8 held in contact she may not turn unless she unfouls; still held, she stays on her heading.
    const heldInContact = isHeld(s) && p.headingAfter === s.heading;
    // OR-5 / SD-228 no FP-5.5 heading out of irons is a course order the full-game navigation allows
    // (every spread change turns through a forbidden heading): she stays where the wind or a tangle left her.
    const noNavigableEscape =
      p.navigation !== undefined &&
      p.headingAfter === s.heading &&
      legal
        .filter((h) => !inIrons(h))
        .every(
          (h) =>
            navigationCourseOrder({
              heading: s.heading,
              wind: before.wind,
              turns: spreadTurns(s.heading, h),
              tacking: false,
              inTable: true,
            }).fault !== null,
        );
    if (!failedEscape && !heldByWreck && !heldInContact && !noNavigableEscape)
      bad.push(`FP-5.4 in irons at ${p.headingAfter}`);
  }
  const reachable = new Set([
    s.heading,
    orders.heading,
    ...criticalBearAway(s.heading, before.wind),
  ]);
  // OR-5 / SD-54 the first half of a spread course change, the rest not turned (held in segment 2).
  if (p.navigation) reachable.add(mod16(s.heading + p.navigation.turns[0]));
  for (const h of [...reachable]) {
    const forced = s.rudderDamaged ? rudderBearAway(h, before.wind, false) : null;
    if (forced !== null) reachable.add(forced);
  }
  if (!reachable.has(p.headingAfter) && !tackStep)
    bad.push(`heading after ${p.headingAfter} not reachable`);
  // FP-5.7 the move within the allowance; fire only along it; fire orders match the guns fired.
  const best =
    SAIL_SETTINGS.indexOf(orders.sail) < SAIL_SETTINGS.indexOf(s.sail) ? orders.sail : s.sail;
  const max = dismasted
    ? 0
    : shipSpeed({
        sail: best,
        rdcLost: dcLost(s.profile, s.damage).rigging,
        masts: s.profile.masts,
        rdc: s.profile.rdc,
        wind: p.windStrength ?? 'breeze',
        scale: p.scale ?? 1200,
      }).speedMm;
  // FP-1.1 / HR-2 she sails on the base of the table's scale.
  const base = baseSize(s.profile.rate, p.scale ?? 1200);
  if (s.body.lengthMm !== base.lengthMm || s.body.widthMm !== base.widthMm)
    bad.push(`FP-1.1 / HR-2 base ${s.body.lengthMm}x${s.body.widthMm} at 1:${p.scale ?? 1200}`);
  // OR-3 the segments' sails may differ (SD-53): each segment's allowance is checked on its own.
  if (p.movedMm > p.allowanceMm + EPS || (!p.segments && p.allowanceMm > max + EPS))
    bad.push(`FP-5.7 moved ${p.movedMm} of ${p.allowanceMm} (at most ${max})`);
  for (const f of p.fired) {
    const order = f.side === 'port' ? 'firePort' : 'fireStarboard';
    if (!orders.orders.includes(order)) bad.push(`FP-6.2 fired ${f.side} without the order`);
    if (f.alongMm < -EPS || f.alongMm > p.movedMm + EPS)
      bad.push(`FP-5.7 fired off the move at ${f.alongMm}`);
  }
  for (const f of orders.fire)
    if (!orders.orders.includes(f.side === 'port' ? 'firePort' : 'fireStarboard'))
      bad.push(`FP-6.2 fire plan ${f.side} without the order`);
  contactViolations(p, bad, optional);
  bad.push(...segmentViolations(p, optional));
  bad.push(...navigationViolations(p, optional));
  return bad;
}

/** SD-153 / SD-154 contact and boarding: FP-5.8 / FP-7.2 / FP-7.3. */
function contactViolations(p: PartRecord, bad: string[], optional?: OptionsAtOrders): void {
  const { before, orders } = p;
  const s = before.ships[sideIndex(orders.ship)];
  const has = (o: (typeof orders.orders)[number]) => orders.orders.includes(o);
  if (has('unfoul') && !s.contacts) bad.push('FP-5.8 unfoul ordered with no contact');
  if (has('unfoul') && s.melee !== undefined) bad.push('FP-7.3 unfoul ordered in a melee');
  if (has('prepareBoarding') && s.partiesReady)
    bad.push('FP-7.2 boarding parties prepared twice for one boarding');
  const fires = (has('firePort') ? 1 : 0) + (has('fireStarboard') ? 1 : 0);
  if ((s.partiesReady || has('prepareBoarding')) && fires > 1)
    bad.push('FP-7.3 both broadsides ordered with boarding parties ready');
  if (!isHeld(s)) return;
  // FP-5.8 held: no move and no turn; freed by the Unf column she moves at half speed at most.
  if (has('changeCourse') && !has('unfoul'))
    bad.push('FP-5.8 course order while held, without unfouling');
  if (!has('unfoul') && p.movedMm > EPS) bad.push(`FP-5.8 moved ${p.movedMm} while held`);
  if (p.headingAfter !== s.heading && !has('unfoul'))
    bad.push('FP-5.8 turned while held in contact');
  if (has('unfoul') && p.movedMm > EPS && s.releasedThisTurn)
    bad.push('FP-5.8 moved in the turn another ship unfouled from her');
  const halfAt = (sail: (typeof SAIL_SETTINGS)[number]) =>
    isDismasted(s.profile, s.damage)
      ? 0
      : shipSpeed({
          sail,
          rdcLost: dcLost(s.profile, s.damage).rigging,
          masts: s.profile.masts,
          rdc: s.profile.rdc,
          halfSpeed: true,
          wind: p.windStrength ?? 'breeze',
          scale: p.scale ?? 1200,
        }).speedMm;
  // OR-3 (SD-50 / SD-53) each segment half of the half speed at the sail it was made at.
  const half = p.segments
    ? p.segments.reduce((sum, g, i) => sum + segmentMaxMm(p, optional, g.sail, i + 1, true), 0)
    : halfAt(
        SAIL_SETTINGS.indexOf(orders.sail) < SAIL_SETTINGS.indexOf(s.sail) ? orders.sail : s.sail,
      );
  if (p.movedMm > half + EPS)
    bad.push(`FP-5.8 moved ${p.movedMm} after unfouling (half speed ${half})`);
}
