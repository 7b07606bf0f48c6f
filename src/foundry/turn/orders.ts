// FP-3 orders: which orders a ship may be given now, and the exact odds (FP-4.2 over the 216
// outcomes of 3d6) that each ordered action succeeds, shown before the roll.
import { juryRigPhase, restoredLimitsOf, wreckDown, wreckLeeSide } from '../ship-wreck.js';
import {
  reloadResult,
  RANGE_BANDS,
  THREE_D6_OUTCOMES,
  abilitaModifiers,
  clampScore,
  columnOdds,
  distributionOf,
  headingIndex,
  headingName,
  headingsTowardEdge,
  isDismasted,
  isInIrons,
  isSinking,
  legalCourseChanges,
  lightFireship,
  mayRepairRigging,
  ordersAvailable,
  permissions,
  relativeToWind,
  repairRigging,
  rudderBearAway,
  sumModifiers,
  trackState,
  unfoulBreaks,
  unfoulAtLeastA,
  abilitaRow,
  wreckageFireScore,
  type AbilitaColumn,
  type RangeBand,
  type TableEdge,
  type UnfoulContext,
  type UnfoulResult,
} from '../../rules/index.js';
import { gunsOf } from '../models/guns-field.js';
import { EMPTY_ORDERS, ORDER_KEYS, type OrderKey } from '../models/orders-field.js';
import { isAground, profileFromSource, type ShipSystemSource } from '../models/ship-model.js';
import { abilitaConditionsOf, damageOf } from '../ship-state.js';
import type { OrdersSnapshot } from '../chat/card-data-common.js';
import { navigationCourseTargets, navigationOrderErrors, type NavigationTurn } from './or5-tack.js';

export { ORDER_KEYS, type OrderKey } from '../models/orders-field.js';

export interface OrdersContext {
  system: ShipSystemSource;
  /** Compass index of the ship's heading on the table, null when it has no token there. */
  headingIndex: number | null;
  wind: number | null;
  /** FP-4.4 option (setting "struckMayFightFire"). */
  struckMayFightFire: boolean;
  /** OR-5 on (fullNavigation): the turn the orders are for; absent or null: Fast Play's tack. */
  navigation?: NavigationTurn | null;
  /** OR-6 full gunnery is played (absent: off), and whether the battle plays two segments (OR-3). */
  gunnery?: { twoSegment: boolean };
  /** HR-4 the ship's fleet is broken: the edge it must make for (absent or null: it is not). */
  makeForEdge?: TableEdge | null;
  /**
   * FP-A3 / OR-11 the ship keeps course and speed (SD-256: it has read no signal, sent none and is not
   * within 200 mm of an enemy), as the referee works it out from its own signal cards (absent: no).
   */
  keepCourseAndSpeed?: boolean;
}

export function snapshotOrders(o: Partial<OrdersSnapshot>): OrdersSnapshot {
  const { turn, locked, ...rest } = { ...EMPTY_ORDERS, ...o } as typeof EMPTY_ORDERS;
  void turn;
  void locked;
  return rest;
}

export function isOrdered(o: OrdersSnapshot, key: OrderKey): boolean {
  const v = o[key];
  return typeof v === 'string' ? v !== '' : v;
}

export function orderedKeys(o: OrdersSnapshot): OrderKey[] {
  return ORDER_KEYS.filter((k) => isOrdered(o, k));
}

/** FP-6.6 a damaged rudder turns the ship one point away from the wind by itself this turn (no course order). */
export function rudderTurnsShip(
  ctx: Pick<OrdersContext, 'system' | 'headingIndex' | 'wind'>,
): boolean {
  if (!ctx.system.rudderDamaged || ctx.headingIndex === null || ctx.wind === null) return false;
  return rudderBearAway(ctx.headingIndex, ctx.wind, ctx.system.sail === 'furled') !== null;
}

/** FP-5.5 / FP-6.6 the headings a course-change order may name, by compass name (none while the rudder turns it). */
export function legalCourseTargets(
  ctx: Pick<OrdersContext, 'system' | 'headingIndex' | 'wind' | 'navigation'>,
): string[] {
  if (ctx.headingIndex === null || ctx.wind === null || rudderTurnsShip(ctx)) return [];
  const targets = legalCourseChanges(ctx.headingIndex, ctx.wind, {
    rudderDamaged: ctx.system.rudderDamaged,
  }).map((c) => headingName(c.heading));
  // OR-5 the dialog does not offer a course change the core calls illegal.
  return ctx.navigation ? navigationCourseTargets(targets, ctx) : targets;
}

/** What a ship may still do (FP-2.5, FP-7.5, FP-8.2, FP-7.3) from its stored data. */
export function shipPermissions(s: ShipSystemSource, struckMayFightFire: boolean) {
  const profile = profileFromSource(s);
  const p = permissions({
    captured: s.status.captured,
    struck: s.status.struck,
    sinking: isSinking(profile, damageOf(s)) || s.status.exploded,
    riggingRepaired: s.damage.riggingRepaired,
    boardingPartiesReady: s.boarding.partiesReady,
    fireship: s.fireship.isFireship,
  });
  return {
    ...p,
    mayFightFire: p.mayFightFire || (struckMayFightFire && s.status.struck && !s.status.exploded),
  };
}

/** FP-3 the orders this ship may be given at all (the dialog offers only these): the core's ordersAvailable. */
export function availableOrders(
  s: ShipSystemSource,
  struckMayFightFire: boolean,
  fullGunnery = false,
): OrderKey[] {
  const profile = profileFromSource(s);
  return ordersAvailable({
    captured: s.status.captured,
    struck: s.status.struck,
    sinking: isSinking(profile, damageOf(s)) || s.status.exploded,
    dismasted: isDismasted(profile, damageOf(s)),
    riggingRepaired: s.damage.riggingRepaired,
    fireship: s.fireship.isFireship,
    fireshipLit: s.fireship.lit,
    struckMayFightFire,
    fullGunnery,
    wreckDown: wreckDown(s),
    juryRig: juryRigPhase(s),
  });
}

function unfoulContexts(s: ShipSystemSource): UnfoulContext[] {
  const boarding = {
    boardedNotRepelled: s.boarding.boardedNotRepelled,
    inMelee: s.boarding.inMelee,
  };
  const contexts: UnfoulContext[] = s.contacts.map((c) => ({ kind: c.kind, ...boarding }));
  // HR-3 aground: one more contact to break, with the bottom (All after full sail, A/E/B after easy).
  if (isAground(s))
    contexts.push({ kind: 'grounding', groundedAtSail: groundedSail(s), ...boarding });
  return contexts;
}

/** HR-3 the sail a grounded ship struck at (unknown, from an old record: easy sail). */
export function groundedSail(s: Pick<ShipSystemSource, 'grounded'>): 'easy' | 'full' {
  return s.grounded?.sail === 'full' ? 'full' : 'easy';
}

/** FP-4.5 / HR-3 an Unf result frees the ship when it breaks every contact it has (the bottom included). */
export function unfoulFreesAll(result: UnfoulResult, s: ShipSystemSource): boolean {
  return unfoulContexts(s).every((c) => unfoulBreaks(result, c));
}

const E = (name: string) => `SCA.Turn.Orders.Error.${name}`;

/** FP-4.4 a ship on fire (not a lit fireship's own fire, FP-6.7) that may fight it must order Ext every turn. */
export function mustFightFire(s: ShipSystemSource, struckMayFightFire: boolean): boolean {
  const ownFireOnly = s.fireship.isFireship && s.fireship.lit;
  return (
    s.fires.hull + s.fires.rigging > 0 &&
    !ownFireOnly &&
    shipPermissions(s, struckMayFightFire).mayFightFire
  );
}

/** The orders a ship must be given this turn whatever else it does (FP-4.4 Ext), to pre-fill the orders. */
export function compulsoryOrders(
  s: ShipSystemSource,
  struckMayFightFire: boolean,
): Partial<OrdersSnapshot> {
  return mustFightFire(s, struckMayFightFire) ? { extinguish: true } : {};
}

/**
 * FP-5.4 a ship in irons (not in stays under a tack order) must bear away onto a legal heading this turn;
 * not one that cannot turn at all (dismasted, FP-2.5; held in contact, FP-5.8; struck or sinking).
 */
export function mustBearAwayFromIrons(
  ctx: Pick<OrdersContext, 'system' | 'headingIndex' | 'wind'>,
): boolean {
  const s = ctx.system;
  if (
    ctx.headingIndex === null ||
    ctx.wind === null ||
    s.tack.phase === 'inStays' ||
    s.contacts.length > 0
  )
    return false;
  if (isDismasted(profileFromSource(s), damageOf(s))) return false;
  return isInIrons(ctx.headingIndex, ctx.wind) && shipPermissions(s, false).mayMove;
}

/**
 * HR-4 / SD-182 the headings (names) a ship of a broken fleet may end its course order on this turn:
 * those of its choices that point nearest its edge. Null when the rule does not bind it now: its fleet
 * is not broken, or it cannot steer (struck, dismasted, held, aground, in stays, the rudder turning it).
 */
export function edgeHeadings(ctx: OrdersContext): string[] | null {
  const s = ctx.system;
  if (!ctx.makeForEdge || ctx.headingIndex === null || ctx.wind === null) return null;
  if (!shipPermissions(s, false).mayMove || s.contacts.length > 0 || isAground(s)) return null;
  if (s.tack.phase === 'inStays' || isDismasted(profileFromSource(s), damageOf(s))) return null;
  if (rudderTurnsShip(ctx)) return null;
  const turns = legalCourseTargets(ctx).map(headingIndex);
  // FP-5.4 a ship in irons may not hold its heading: only its course changes count.
  const choices = mustBearAwayFromIrons(ctx) ? turns : [ctx.headingIndex, ...turns];
  if (choices.length === 0) return null;
  return headingsTowardEdge(choices, ctx.makeForEdge).map(headingName);
}

/**
 * The orders the referee writes for a ship it must roll for (FP-4.4 Ext), with the course for its edge
 * when its fleet is broken and its heading is not one of them (HR-4 / SD-182).
 */
export function refereeCompulsoryOrders(ctx: OrdersContext): Partial<OrdersSnapshot> {
  const base = compulsoryOrders(ctx.system, ctx.struckMayFightFire);
  const toEdge = edgeHeadings(ctx);
  const holding = ctx.headingIndex === null ? '' : headingName(ctx.headingIndex);
  return toEdge && !toEdge.includes(holding) ? { ...base, changeCourse: toEdge[0]! } : base;
}

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

/** FP-4.1 the modifier total of a ship now (what its score will be: roll + this, clamped). */
export function modifierTotalOf(s: ShipSystemSource): number {
  return sumModifiers(abilitaModifiers(abilitaConditionsOf(s)));
}

export interface OrderOdds {
  order: OrderKey;
  /** Probability that the order is carried out, or null when it depends on the range band. */
  probability: number | null;
  /** FP-6.2 broadsides: probability of a hit (H or W) at each band. */
  byBand: Array<{ band: RangeBand; probability: number }> | null;
}

/** Counts outcomes of the 216 and divides once, so equal odds compare equal. */
function okOn(column: AbilitaColumn, mod: number, ok: (v: string) => boolean): number {
  let count = 0;
  for (const o of columnOdds(column, mod)) if (ok(String(o.value))) count += o.count;
  return count / THREE_D6_OUTCOMES;
}

function probabilityWhere(mod: number, ok: (score: number) => boolean): number {
  return (
    (distributionOf((total) => ok(clampScore(total + mod))).find((o) => o.value)?.count ?? 0) /
    THREE_D6_OUTCOMES
  );
}

/** FP-4.2 exact odds of every ordered action of a ship (score = 3d6 + its modifiers, clamped). */
export function ordersOdds(o: OrdersSnapshot, s: ShipSystemSource): OrderOdds[] {
  const mod = modifierTotalOf(s);
  const profile = profileFromSource(s);
  const one = (order: OrderKey, probability: number): OrderOdds => ({
    order,
    probability,
    byBand: null,
  });
  // The switch covers every OrderKey, and TypeScript proves it: a missing case fails the callback's
  // declared return type (TS2366).
  // biome-ignore lint/suspicious/useIterableCallbackReturn: exhaustive switch, checked by tsc
  return orderedKeys(o).map((order): OrderOdds => {
    switch (order) {
      case 'extinguish':
        return one(
          order,
          okOn('extinguish', mod, (v) => v === 'ok'),
        );
      case 'unfoul':
        return one(
          order,
          okOn('unfoul', mod, (v) => unfoulFreesAll(v as UnfoulResult, s)),
        );
      case 'increaseSail':
      case 'decreaseSail':
        return one(
          order,
          okOn(order, mod, (v) => v === 'ok'),
        );
      case 'changeCourse':
      case 'tack':
        return one(
          order,
          okOn('changeCourse', mod, (v) => v === 'ok'),
        );
      case 'firePort':
      case 'fireStarboard': {
        // OR-9 / SD-76 from the side the wreckage fell on, the card's -1 (the same core function).
        const side = order === 'firePort' ? 'port' : 'starboard';
        const lee = wreckLeeSide(s);
        return {
          order,
          probability: null,
          byBand: RANGE_BANDS.map((band) => ({
            band,
            probability: probabilityWhere(mod, (score) => {
              const v = abilitaRow(wreckageFireScore(score, side, lee).score)[band];
              return v === 'hit' || v === 'wellLaid';
            }),
          })),
        };
      }
      case 'prepareBoarding':
        return one(
          order,
          okOn('boarding', mod, (v) => v === 'ok'),
        );
      case 'repairRigging':
        return one(
          order,
          probabilityWhere(
            mod,
            (score) =>
              repairRigging(profile, damageOf(s), score, { alreadyRepaired: s.riggingRepairUsed })
                .repaired,
          ),
        );
      case 'lightFireship':
        return one(
          order,
          probabilityWhere(mod, (score) => lightFireship(score)),
        );
      case 'runOutGuns':
        return one(order, 1);
      case 'cutAwayWreck':
      case 'juryRig':
        // OR-9 Unf >= A (a repair after a short-range hit is refused by the referee: SD-97).
        return one(
          order,
          okOn('unfoul', mod, (v) => unfoulAtLeastA(v as UnfoulResult)),
        );
      case 'reloadPort':
      case 'reloadStarboard':
        // OR-6 the reload table on the modified score.
        return one(
          order,
          probabilityWhere(mod, (score) => reloadResult(s.crew, score).reloaded),
        );
    }
  });
}

/** A compass name of a course order as an index (for the pose), or null for none. */
export function courseTargetIndex(o: OrdersSnapshot): number | null {
  return o.changeCourse ? headingIndex(o.changeCourse) : null;
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
