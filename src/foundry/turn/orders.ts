// FP-3 orders: which orders a ship may be given now (what it may still do, the orders on offer, the
// legal course changes, the unfoul contacts), the context the checks read and the orders as stored.
// The checks of a set of orders are in orders-errors.ts, the orders a ship must be given in
// orders-compulsory.ts and the exact odds shown before the roll (FP-4.2) in orders-odds.ts.
import { juryRigPhase, wreckDown } from '../ship-wreck.js';
import {
  headingIndex,
  headingName,
  isDismasted,
  isSinking,
  legalCourseChanges,
  ordersAvailable,
  permissions,
  rudderBearAway,
  unfoulBreaks,
  type TableEdge,
  type UnfoulContext,
  type UnfoulResult,
} from '../../rules/index.js';
import { EMPTY_ORDERS, ORDER_KEYS, type OrderKey } from '../models/orders-field.js';
import { isAground, profileFromSource, type ShipSystemSource } from '../models/ship-model.js';
import { damageOf } from '../ship-state.js';
import type { OrdersSnapshot } from '../chat/card-data-common.js';
import { navigationCourseTargets, type NavigationTurn } from './or5-tack.js';

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

/** A compass name of a course order as an index (for the pose), or null for none. */
export function courseTargetIndex(o: OrdersSnapshot): number | null {
  return o.changeCourse ? headingIndex(o.changeCourse) : null;
}
