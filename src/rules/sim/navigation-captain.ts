// Issue 13 / OR-5: the battle captain's one navigation choice of its own (SD-225). Its Fast Play
// orders already pick a heading among FP-5.5's; captain-options.ts drops what OR-5 forbids and keeps a
// tack going. Here, beating close-hauled with her enemy to windward on the other tack, she tacks
// (when the core's navigationTackAllowed lets a tack start) instead of sailing on away from her.
import { isDismasted } from '../damage.js';
import { mainmastPoint } from '../geometry/ship-shape.js';
import { headingVector } from '../geometry/vec.js';
import { navigationTackAllowed } from '../navigation.js';
import { headingDegrees, mod16, relativeToWind } from '../sailing.js';
import { rdcDown } from './battle-rigging.js';
import { shipOrdersAvailable } from './captain.js';
import { isHeld, type SimShip } from './duel-state.js';
import type { FleetShipOrders } from './fleet-captain.js';
import type { NavigationAtOrders } from './part-navigation-record.js';
import { reason, type Reason } from './reasons.js';

/** How much nearer (cosine of the angle to her enemy) the other tack's heading must point to tack. */
const TACK_GAIN = 0.5;

/** OR-5 / FP-5.6 the close-hauled heading on the other tack (the mirror across the wind). */
export function otherTackHeading(heading: number, wind: number): number {
  return mod16(2 * wind - heading);
}

/** The cosine of the angle between heading `h` and the line from `me` to `enemy` (mainmast to mainmast). */
function towards(me: SimShip, enemy: SimShip, h: number): number {
  const a = mainmastPoint(me.pose, me.body);
  const b = mainmastPoint(enemy.pose, enemy.body);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const d = Math.hypot(dx, dy);
  if (d === 0) return 0;
  const v = headingVector(headingDegrees(h));
  return (v.x * dx + v.y * dy) / d;
}

/**
 * SD-225 tack toward the enemy: close-hauled (a tack starts only there, OR-5), free to tack (not held,
 * sails set, rigging up, one turn of sailing since the last tack: navigationTackAllowed), not bearing
 * away or boarding this turn, and the other tack's heading points nearer to her than this one by
 * TACK_GAIN. The Fast Play course and sail orders give way to the tack (no luff or bear-away and no
 * sail change with it). Null: she keeps her Fast Play orders.
 */
export function tackTowardEnemy(
  me: SimShip,
  enemy: SimShip,
  wind: number,
  fp: FleetShipOrders,
  nav: NavigationAtOrders,
): { orders: FleetShipOrders; why: Reason } | null {
  if (nav.tack.phase !== 'none' || enemy.fate !== 'afloat') return null;
  if (isHeld(me) || me.sail === 'furled' || rdcDown(me) > 0) return null;
  if (isDismasted(me.profile, me.damage) || !shipOrdersAvailable(me).includes('tack')) return null;
  if (fp.orders.includes('prepareBoarding') || fp.orders.includes('unfoul')) return null;
  const here = relativeToWind(me.heading, wind);
  const allowed = navigationTackAllowed({
    r: here.r,
    atTurnStart: true,
    luffOrBearAwayThisTurn: false,
    turnsSinceLastTack: nav.turnsSinceLastTack,
  });
  if (!allowed.allowed) return null;
  // Bearing away, she is not beating toward her.
  if (relativeToWind(fp.heading, wind).r > here.r) return null;
  const other = otherTackHeading(me.heading, wind);
  if (towards(me, enemy, other) < towards(me, enemy, me.heading) + TACK_GAIN) return null;
  const keep = fp.orders.filter(
    (o) => o !== 'changeCourse' && o !== 'increaseSail' && o !== 'decreaseSail',
  );
  return {
    orders: { ...fp, orders: [...keep, 'tack'], heading: me.heading, sail: me.sail },
    why: reason('tackTowardEnemy', { heading: other }),
  };
}
