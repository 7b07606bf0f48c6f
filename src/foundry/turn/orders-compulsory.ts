// The orders a ship must be given this turn whatever else it does: FP-4.4 fight a fire (Ext), FP-5.4
// bear away from irons, HR-4 / SD-182 make for the broken fleet's edge; and the orders the referee
// writes for a ship it rolls for. Split from orders.ts for size; orders-errors.ts checks them.
import {
  headingIndex,
  headingName,
  headingsTowardEdge,
  isDismasted,
  isInIrons,
} from '../../rules/index.js';
import { isAground, profileFromSource, type ShipSystemSource } from '../models/ship-model.js';
import { damageOf } from '../ship-state.js';
import type { OrdersSnapshot } from '../chat/card-data-common.js';
import {
  legalCourseTargets,
  rudderTurnsShip,
  shipPermissions,
  type OrdersContext,
} from './orders.js';

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
