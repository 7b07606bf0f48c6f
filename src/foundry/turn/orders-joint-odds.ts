// FP-4.2 / OR-3 the exact chance that all of a ship's orders are carried out on one roll, for the
// orders dialog: each order's condition is the card's own outcome rule (orderOutcomes) at a score, and
// the core counts the outcomes of one 3d6 or, with seven dice, of the seven (ordersJointOdds).
import { ordersJointOdds, type JointOdds, type OrderCondition } from '../../rules/index.js';
import type { OrdersSnapshot } from '../chat/card-data-common.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import { orderOutcomes } from './abilita.js';
import { modifierTotalOf } from './orders-odds.js';
import { orderedKeys } from './orders.js';

/** The orders with one chance of success (broadsides depend on the band and are left out). */
export function jointConditions(o: OrdersSnapshot, s: ShipSystemSource): OrderCondition[] {
  return orderedKeys(o).flatMap((order) => {
    const ok = (score: number) => {
      const x = orderOutcomes({ orders: o, score }, s).find((y) => y.order === order);
      return !!x && 'success' in x && x.success;
    };
    return order === 'firePort' || order === 'fireStarboard' ? [] : [{ order, holds: ok }];
  });
}

/** FP-4.2 / OR-3 the joint odds of every such order, or null with fewer than two of them. */
export function allOrdersOdds(
  o: OrdersSnapshot,
  s: ShipSystemSource,
  sevenDice: boolean,
): JointOdds | null {
  const conditions = jointConditions(o, s);
  if (conditions.length < 2) return null;
  return ordersJointOdds(conditions, modifierTotalOf(s), sevenDice);
}
