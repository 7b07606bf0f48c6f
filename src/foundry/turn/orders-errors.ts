// FP-3 the checks of a set of written orders: `orderErrors` returns each problem as a localisation
// key (empty: the orders are valid), with the compulsory orders (orders-compulsory.ts), OR-9 jury-rig
// and OR-6 full gunnery checks. Split from orders.ts for size; what may be ordered stays there.
import { juryRigPhase, restoredLimitsOf, wreckDown } from '../ship-wreck.js';
import {
  headingName,
  isDismasted,
  mayRepairRigging,
  relativeToWind,
  trackState,
} from '../../rules/index.js';
import { gunsOf } from '../models/guns-field.js';
import { isAground, profileFromSource, type ShipSystemSource } from '../models/ship-model.js';
import { damageOf } from '../ship-state.js';
import type { OrdersSnapshot } from '../chat/card-data-common.js';
import { navigationOrderErrors } from './or5-tack.js';
import {
  legalCourseTargets,
  orderedKeys,
  rudderTurnsShip,
  shipPermissions,
  type OrdersContext,
} from './orders.js';
import { edgeHeadings, mustBearAwayFromIrons, mustFightFire } from './orders-compulsory.js';

const E = (name: string) => `SCA.Turn.Orders.Error.${name}`;

/**
 * The orders a ship has to be given (FP-4.4 Ext, FP-5.4 bear away, HR-4 make for the edge), as errors
 * when missing; they apply even with no other order.
 */
function compulsoryErrors(o: OrdersSnapshot, ctx: OrdersContext): string[] {
  const errors: string[] = [];
  if (mustFightFire(ctx.system, ctx.struckMayFightFire) && !o.extinguish)
    errors.push(E('ExtinguishRequired'));
  if (mustBearAwayFromIrons(ctx) && !o.changeCourse) errors.push(E('InIronsMustBearAway'));
  // HR-4 / SD-182 a broken fleet's ship steers for its edge (a tack is its own way there, OR-5) and
  // does not shorten sail.
  const toEdge = o.tack ? null : edgeHeadings(ctx);
  const endsOn = o.changeCourse || (ctx.headingIndex === null ? '' : headingName(ctx.headingIndex));
  if (toEdge && !toEdge.includes(endsOn)) errors.push(E('MakeForEdge'));
  if (ctx.makeForEdge && o.decreaseSail && shipPermissions(ctx.system, false).mayMove)
    errors.push(E('MakeForEdgeSail'));
  return errors;
}

/** FP-3 the problems with a set of orders, as localisation keys (empty = the orders are valid). */
export function orderErrors(o: OrdersSnapshot, ctx: OrdersContext): string[] {
  const s = ctx.system;
  const perms = shipPermissions(s, ctx.struckMayFightFire);
  const keys = orderedKeys(o);
  const compulsory = compulsoryErrors(o, ctx);
  if (keys.length === 0) return compulsory;
  const errors: string[] = [];
  const add = (name: string) => errors.includes(E(name)) || errors.push(E(name));
  if (!perms.mayMove && !perms.mayFightFire) return [E('Inactive')];
  if (!perms.mayMove && keys.some((k) => k !== 'extinguish')) add('StruckOnlyFire');
  if (o.extinguish) {
    const ownFireOnly = s.fireship.isFireship && s.fireship.lit;
    if (s.fires.hull + s.fires.rigging === 0 || ownFireOnly) add('NoFire');
    if (!perms.mayFightFire) add('MayNotFightFire');
  }
  if (o.unfoul && s.contacts.length === 0 && !isAground(s)) add('NoContact');
  // HR-3 a ship aground cannot turn or tack until it is off.
  if (isAground(s) && (o.changeCourse || o.tack)) add('Aground');
  if (o.increaseSail && o.decreaseSail) add('SailBoth');
  if (o.increaseSail && s.sail === 'full') add('SailMax');
  if (o.decreaseSail && s.sail === 'furled') add('SailMin');
  // FP-2.5 a dismasted ship cannot move: no sail made, no course change, no tack.
  const dismasted = isDismasted(profileFromSource(s), damageOf(s));
  if (dismasted && (o.increaseSail || o.changeCourse || o.tack)) add('Dismasted');
  // OR-9 rigging down to the test: no more sail, course change or tack until jury-rigged.
  if (!dismasted && wreckDown(s) && (o.increaseSail || o.changeCourse || o.tack)) add('Wreck');
  // OR-9 / SD-35 three RDC or more jury-rigged this battle: easy sail at most.
  if (o.increaseSail && s.sail === 'easy' && restoredLimitsOf(s).maxSail === 'easy')
    add('RestoredEasyOnly');
  // OR-9 / SD-95 the jury rig's order is the one its step calls for, and only while RDC are down.
  for (const e of juryRigOrderErrors(o, s)) add(e);
  if (o.changeCourse && o.tack) add('CourseAndTack');
  // FP-6.6 the rudder's one-point bear-away is automatic: no course order or tack that turn.
  if ((o.changeCourse || o.tack) && rudderTurnsShip(ctx)) add('RudderBearsAway');
  else if (o.changeCourse) {
    if (ctx.headingIndex === null || ctx.wind === null) add('NoHeading');
    // FP-5.5 here; OR-5's own refusals get their own message below.
    else if (!legalCourseTargets({ ...ctx, navigation: null }).includes(o.changeCourse))
      add('CourseIllegal');
  }
  if (o.tack && s.rudderDamaged && s.tack.phase === 'none') add('TackRudder');
  else if (o.tack) {
    if (ctx.headingIndex === null || ctx.wind === null) add('NoHeading');
    else if (s.tack.phase === 'completed') add('TackDone');
    else if (s.tack.phase === 'none' && relativeToWind(ctx.headingIndex, ctx.wind).r !== 3)
      add('TackNotCloseHauled');
  }
  // FP-A3 / OR-11 / SD-256 keeping course and speed: no sail or course order; in irons she still bears
  // away (FP-5.4), and a tack in stays goes on (FP-5.6).
  if (ctx.keepCourseAndSpeed) {
    const steers =
      (o.changeCourse && !mustBearAwayFromIrons(ctx)) || (o.tack && s.tack.phase !== 'inStays');
    if (o.increaseSail || o.decreaseSail || steers) add('KeepCourseAndSpeed');
  }
  // SD-255 with rigging down (OR-9, the tack order refused above) her tack waits: not required.
  if (s.tack.phase === 'inStays' && !o.tack && !dismasted && !wreckDown(s)) add('TackContinue');
  // OR-5 tack, sail-change and course-order legality (only with the option on).
  if (ctx.navigation && !dismasted) {
    const fpCourseLegal = !errors.includes(E('CourseIllegal'));
    for (const name of navigationOrderErrors(o, ctx, ctx.navigation, fpCourseLegal)) add(name);
  }
  if (o.firePort || o.fireStarboard) {
    if (!perms.mayFire) add('MayNotFire');
    // FP-7.3 with boarding parties ready a ship fires one side only; a preparation ordered this turn limits the
    // broadsides only if it succeeds (checked when a broadside is fired: mayFireBroadside).
    if (o.firePort && o.fireStarboard && s.boarding.partiesReady) add('OneSideWithParties');
  }
  if (o.prepareBoarding && !perms.mayBoard) add('MayNotBoard');
  if (o.repairRigging && !mayRepairRigging(damageOf(s), s.riggingRepairUsed)) add('RepairUsed');
  else if (o.repairRigging && trackState(profileFromSource(s), damageOf(s), 'rigging').lost === 0)
    add('NoRiggingLost');
  if (o.lightFireship && !s.fireship.isFireship) add('NotFireship');
  if (o.lightFireship && s.fireship.lit) add('AlreadyLit');
  for (const e of gunneryOrderErrors(o, s, ctx.gunnery)) add(e);
  for (const e of compulsory) if (!errors.includes(e)) errors.push(e);
  return errors;
}

/** OR-9 / SD-95 a jury-rig order with no jury rig under way, or not the one its step calls for. */
function juryRigOrderErrors(o: OrdersSnapshot, s: ShipSystemSource): string[] {
  if (!o.cutAwayWreck && !o.juryRig) return [];
  const phase = juryRigPhase(s);
  if (phase === null) return ['NoWreck'];
  if (o.cutAwayWreck && phase === 'repair') return ['WreckCutAway'];
  if (o.juryRig && phase !== 'repair') return ['WreckNotCutAway'];
  return [];
}

/**
 * OR-6 the run out guns and reload orders (full gunnery only): a side reloads only once it has fired;
 * the guns are run out in a turn without firing or reloading (SD-83); with OR-3 off a ship that reloads
 * does not fire that turn (SD-38); a side that fired fires again only once reloaded (in segment 2 under
 * OR-3 when it reloads in segment 1).
 */
function gunneryOrderErrors(
  o: OrdersSnapshot,
  s: ShipSystemSource,
  gunnery: OrdersContext['gunnery'],
): string[] {
  const out: string[] = [];
  const reload = { port: o.reloadPort, starboard: o.reloadStarboard };
  if (!gunnery) return o.runOutGuns || o.reloadPort || o.reloadStarboard ? ['NoFullGunnery'] : [];
  const guns = gunsOf(s.guns);
  const fire = { port: o.firePort !== '', starboard: o.fireStarboard !== '' };
  if (
    (reload.port && guns.port.status !== 'fired') ||
    (reload.starboard && guns.starboard.status !== 'fired')
  )
    out.push('NothingToReload');
  if (o.runOutGuns && (fire.port || fire.starboard || reload.port || reload.starboard))
    out.push('RunOutAlone');
  if (!gunnery.twoSegment && (reload.port || reload.starboard) && (fire.port || fire.starboard))
    out.push('ReloadNoFire');
  for (const side of ['port', 'starboard'] as const)
    if (fire[side] && guns[side].status === 'fired' && !(reload[side] && gunnery.twoSegment))
      out.push('NotLoaded');
  return [...new Set(out)];
}
