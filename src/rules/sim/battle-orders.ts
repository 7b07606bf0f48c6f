// Issue 13: a battle ship's orders - the fleet captain's (fleetShipOrders: the enemy it fights, then
// the duel captain against her) - and the one thing a duel never meets: a wind that shifted (FP-A1)
// may leave her in irons, and FP-5.4 then requires her to bear away onto a legal heading.
import { isDismasted, isSinking } from '../damage.js';
import { ordersAvailable } from '../orders-available.js';
import { headingName, legalCourseChanges, relativeToWind } from '../sailing.js';
import type { SimShip } from './duel-state.js';
import { fleetShipOrders, type FleetShipOrders } from './fleet-captain.js';

/** FP-3 the orders the core lets this ship give (the captain's own call, for the irons check). */
export function shipOrdersAvailable(s: SimShip) {
  return ordersAvailable({
    captured: false,
    struck: s.fate === 'struck',
    sinking: s.fate !== 'afloat' || isSinking(s.profile, s.damage),
    dismasted: isDismasted(s.profile, s.damage),
    riggingRepaired: s.damage.riggingRepaired,
    fireship: false,
    fireshipLit: false,
    struckMayFightFire: false,
  });
}

/** This ship's orders in a battle, or null when no enemy is afloat. */
export function battleShipOrders(
  me: SimShip,
  enemies: readonly SimShip[],
  turn: number,
  wind: number,
): FleetShipOrders | null {
  const o = fleetShipOrders(me, enemies, turn, wind);
  if (!o) return null;
  const inIrons = (h: number) => relativeToWind(h, wind).r <= 2;
  if (!inIrons(me.heading) || !inIrons(o.heading)) return o;
  if (!shipOrdersAvailable(me).includes('changeCourse')) return o;
  // FP-5.4 in irons: bear away onto the first legal heading the core lists (SD-4: the least turn).
  const out = legalCourseChanges(me.heading, wind, { rudderDamaged: me.rudderDamaged })[0];
  if (!out) return o;
  return {
    ...o,
    orders: o.orders.includes('changeCourse') ? o.orders : [...o.orders, 'changeCourse'],
    heading: out.heading,
    reasons: {
      ...o.reasons,
      course: `bear away to ${headingName(out.heading)}: the wind has shifted and she is in irons`,
    },
  };
}
