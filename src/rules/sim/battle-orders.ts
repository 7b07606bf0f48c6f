// Issue 13: a battle ship's orders - the fleet captain's (fleetShipOrders: the enemy it fights, then
// the duel captain against her) - and the one thing a duel never meets: a wind that shifted (FP-A1)
// may leave her in irons, and FP-5.4 then requires her to bear away onto a legal heading.
import { fireCount } from '../fire.js';
import { sweepStraightMove, pivotTurn } from '../geometry/movement.js';
import { mastToMastRange } from '../geometry/range.js';
import { SAIL_SETTINGS } from '../tables/sailing.js';
import { allowanceMm, sailChoices, shipOrdersAvailable } from './captain.js';
import {
  headingDegrees,
  legalCourseChanges,
  relativeToWind,
  rudderForcesBearAway,
} from '../sailing.js';
import type { SimShip } from './duel-state.js';
import { fleetShipOrders, type FleetShipOrders } from './fleet-captain.js';
import { reason } from './reasons.js';

/** This ship's orders in a battle, or null when no enemy is afloat. */
export function battleShipOrders(
  me: SimShip,
  enemies: readonly SimShip[],
  turn: number,
  wind: number,
  /** Every other ship on the table (friends too), which a move to board must not run into. */
  others: readonly SimShip[] = enemies,
): FleetShipOrders | null {
  if (!enemies.some((e) => e.fate === 'afloat')) return null;
  const boarding = takePrizeOrders(me, enemies, wind, others);
  if (boarding) return boarding;
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
      course: reason('bearAwayInIrons', { heading: out.heading }),
    },
  };
}

/**
 * SD-156 FP-7.2 / D-19 a struck enemy nearer than every enemy afloat is taken: easy sail (a deliberate
 * contact), the legal heading whose straight move ends touching her or nearest her, boarding parties
 * ordered and the guns held. Contact with parties ready takes her without a melee (part.ts).
 */
function takePrizeOrders(
  me: SimShip,
  enemies: readonly SimShip[],
  wind: number,
  others: readonly SimShip[],
): FleetShipOrders | null {
  // No struck enemy, no prize (the same null the search below would reach, without measuring).
  if (!enemies.some((e) => e.fate === 'struck')) return null;
  const available = shipOrdersAvailable(me);
  if (!available.includes('prepareBoarding') || !available.includes('changeCourse')) return null;
  if (relativeToWind(me.heading, wind).r <= 2) return null;
  if (me.rudderDamaged && rudderForcesBearAway(me.heading, wind, me.sail === 'furled')) return null;
  const range = (e: SimShip) => mastToMastRange(me, e);
  const afloat = enemies.filter((e) => e.fate === 'afloat').map(range);
  const nearestAfloat = afloat.length > 0 ? Math.min(...afloat) : Number.POSITIVE_INFINITY;
  let prize: SimShip | null = null;
  let prizeRange = nearestAfloat;
  for (const e of enemies)
    if (e.fate === 'struck' && range(e) < prizeRange) {
      prize = e;
      prizeRange = range(e);
    }
  if (!prize) return null;
  // D-19 the contact is deliberate at easy sail: one step towards it if she is not there yet.
  const sail = sailChoices(me).includes('easy') ? 'easy' : me.sail;
  const step = SAIL_SETTINGS.indexOf(sail) - SAIL_SETTINGS.indexOf(me.sail);
  if (step !== 0 && !available.includes(step < 0 ? 'increaseSail' : 'decreaseSail')) return null;
  const speed = allowanceMm(me, sail);
  // Every other ship stops the move (FP-5.8): the prize is the one the move should end touching.
  const obstacles = others.map((o, i) => ({
    id: o === prize ? 'prize' : `other${i}`,
    pose: o.pose,
    body: o.body,
  }));
  const now = Math.hypot(me.pose.x - prize.pose.x, me.pose.y - prize.pose.y);
  let best = { heading: me.heading, contact: false, gap: now };
  const headings = [
    me.heading,
    ...legalCourseChanges(me.heading, wind, { rudderDamaged: me.rudderDamaged }).map(
      (c) => c.heading,
    ),
  ];
  for (const heading of headings) {
    const pose =
      heading === me.heading ? me.pose : pivotTurn(me.pose, me.body, headingDegrees(heading));
    const sweep = sweepStraightMove({ id: 'a', pose, body: me.body }, speed, obstacles);
    const contact = sweep.blockingIds.includes('prize') || sweep.contactIds.includes('prize');
    const gap = Math.hypot(sweep.pose.x - prize.pose.x, sweep.pose.y - prize.pose.y);
    if ((contact && !best.contact) || (contact === best.contact && gap < best.gap - 1e-9))
      best = { heading, contact, gap };
  }
  // No heading touches her or brings her nearer (another ship is in the way): fight on instead.
  if (!best.contact && best.gap > now - 1) return null;
  const orders: FleetShipOrders['orders'] = [];
  if (fireCount(me.fires) > 0 && available.includes('extinguish')) orders.push('extinguish');
  if (step !== 0) orders.push(step < 0 ? 'increaseSail' : 'decreaseSail');
  if (best.heading !== me.heading) orders.push('changeCourse');
  orders.push('prepareBoarding');
  return {
    ship: me.id,
    target: enemies.indexOf(prize),
    orders,
    sail,
    heading: best.heading,
    fire: [],
    reasons: {
      fire: reason(orders.includes('extinguish') ? 'fightFireFirst' : 'noFireOnBoard'),
      sail: step === 0 ? reason('keepSail', { sail: me.sail }) : reason('sailToBoard', { sail }),
      course: reason(best.contact ? 'layHerAboard' : 'closeThePrize', { heading: best.heading }),
      guns: [reason('holdForBoarding')],
    },
    targetReason: reason('takeTheStruck', { mm: Math.round(prizeRange) }),
  };
}
