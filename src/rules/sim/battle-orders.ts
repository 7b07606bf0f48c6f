// Issue 13: a battle ship's orders - the fleet captain's (fleetShipOrders: the enemy it fights, then
// the duel captain against her), held in contact or boarding (SD-157, board-captain.ts) - and the one
// thing a duel never meets: a wind that shifted (FP-A1) may leave her in irons, and FP-5.4 then
// requires her to bear away onto a legal heading.
import { fireCount } from '../fire.js';
import { mastToMastRange } from '../geometry/range.js';
import {
  boardingApproach,
  heldOrders,
  layAboardCourse,
  type ContactView,
} from './board-captain.js';
import { SAIL_SETTINGS, type WindStrength } from '../tables/sailing.js';
import type { Scale } from '../tables/ships.js';
import {
  allowanceMm,
  sailChoices,
  shipOrdersAvailable,
  SIM_TABLE,
  type CaptainTable,
} from './captain.js';
import { legalCourseChanges, relativeToWind, rudderForcesBearAway } from '../sailing.js';
import { isHeld, type SimShip } from './duel-state.js';
import { fleetShipOrders, type FleetShipOrders } from './fleet-captain.js';
import { reason } from './reasons.js';

/** One table per strength, made once (the battle asks for every ship's every part). */
const BATTLE_TABLES: Readonly<Record<WindStrength, Readonly<CaptainTable>>> = {
  light: { scale: SIM_TABLE.scale, strength: 'light' },
  breeze: SIM_TABLE,
  strong: { scale: SIM_TABLE.scale, strength: 'strong' },
};

/** HR-2 the same at 1:3000, made once too. */
const HR2_TABLES: Readonly<Record<WindStrength, Readonly<CaptainTable>>> = {
  light: { scale: 3000, strength: 'light' },
  breeze: { scale: 3000, strength: 'breeze' },
  strong: { scale: 3000, strength: 'strong' },
};

/**
 * SD-221 the table the battle's captain plans on: the simulation's 1:1200 (SD-140) and the wind's
 * strength now (FP-A1 / OR-2 change it), so she plans with the allowance she will really have.
 */
export function battleCaptainTable(
  strength: WindStrength,
  /** HR-2 the table's scale (1:1200 unless HR-2 is played). */
  scale: Scale = 1200,
): Readonly<CaptainTable> {
  return scale === 1200 ? BATTLE_TABLES[strength] : HR2_TABLES[strength];
}

/** This ship's orders in a battle, or null when no enemy is afloat. */
export function battleShipOrders(
  me: SimShip,
  enemies: readonly SimShip[],
  turn: number,
  wind: number,
  /** Every other ship on the table (friends too), which a move to board must not run into. */
  others: readonly SimShip[] = enemies,
  /** SD-157 the ships she is in contact with (FP-5.8). */
  contacts: readonly ContactView[] = [],
  /** SD-221 the scale and the wind strength she plans with (the battle's current strength, FP-A1 / OR-2). */
  table: Readonly<CaptainTable> = SIM_TABLE,
): FleetShipOrders | null {
  if (!enemies.some((e) => e.fate === 'afloat')) return null;
  if (isHeld(me)) {
    // Held: the orders she would give where she lies, then board, fight on or unfoul (SD-157).
    // In irons too (the wind shifted): the bear-away goes with an unfoul order (heldOrders keeps it).
    const fp = fleetShipOrders(me, enemies, turn, wind, table);
    if (!fp) return null;
    const o = bearAwayInIrons(me, fp, wind);
    return { ...heldOrders(me, contacts, o), target: o.target, targetReason: o.targetReason };
  }
  const boarding = takePrizeOrders(me, enemies, wind, others, table);
  if (boarding) return boarding;
  const o = fleetShipOrders(me, enemies, turn, wind, table);
  if (!o) return null;
  // SD-157 the enemy she fights, laid aboard this move when she judges she can take her.
  const target = o.target === null ? null : enemies[o.target]!;
  const aboard = target && boardingApproach(me, target, wind, others, table);
  if (aboard)
    return {
      ...aboard,
      target: o.target,
      targetReason: reason('engageToBoard', { why: o.targetReason }),
    };
  return bearAwayInIrons(me, o, wind);
}

/** FP-5.4 in irons: bear away onto the first legal heading the core lists (SD-4: the least turn). */
function bearAwayInIrons(me: SimShip, o: FleetShipOrders, wind: number): FleetShipOrders {
  const inIrons = (h: number) => relativeToWind(h, wind).r <= 2;
  if (!inIrons(me.heading) || !inIrons(o.heading)) return o;
  if (!shipOrdersAvailable(me).includes('changeCourse')) return o;
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
  table: Readonly<CaptainTable>,
): FleetShipOrders | null {
  // No struck enemy, no prize (the same null the search below would reach, without measuring).
  if (!enemies.some((e) => e.fate === 'struck')) return null;
  const available = shipOrdersAvailable(me);
  if (!available.includes('prepareBoarding') || !available.includes('changeCourse')) return null;
  if (relativeToWind(me.heading, wind).r <= 2) return null;
  if (me.rudderDamaged && rudderForcesBearAway(me.heading, wind, me.sail === 'furled')) return null;
  const range = (e: SimShip) => mastToMastRange(me, e);
  // The nearest enemy afloat (none: no limit), without a list of ranges: a list of whole and of
  // fractional numbers each has its own array kind, which deoptimised this function.
  let nearestAfloat = Number.POSITIVE_INFINITY;
  for (const e of enemies)
    if (e.fate === 'afloat') nearestAfloat = Math.min(nearestAfloat, range(e));
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
  const speed = allowanceMm(me, sail, table);
  const best = layAboardCourse(me, prize, wind, others, speed);
  const now = best.now;
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
