// FP-3 what a ship can be offered this turn: the orders it may give and the sail settings it may
// carry, from its state. An order left out here is one the rules forbid outright (a dismasted ship
// cannot make sail or turn, a sinking one gives no orders); whether a given set of orders fits
// together (sail up and down at once, a legal heading) is checked when they are written.
import { permissions } from './boarding.js';
import { SAIL_SETTINGS, type SailSetting } from './tables/sailing.js';

/** FP-3 the orders, in the FP-4.2 column order. */
export const ORDER_NAMES = [
  'extinguish',
  'unfoul',
  'increaseSail',
  'decreaseSail',
  'changeCourse',
  'tack',
  'firePort',
  'fireStarboard',
  'prepareBoarding',
  'repairRigging',
  'lightFireship',
] as const;
export type OrderName = (typeof ORDER_NAMES)[number];

export interface OrderAvailabilityInput {
  sail: SailSetting;
  /** FP-2.5 every RDC lost. */
  dismasted: boolean;
  /** FP-2.5 every HDC lost. */
  sinking: boolean;
  /** FP-4.4 / FP-6.6 blown up. */
  exploded: boolean;
  struck: boolean;
  captured: boolean;
  /** HR option of FP-4.4: a struck ship may still fight its fires. */
  struckMayFightFire: boolean;
  /** Fires on board (hull + rigging). */
  fires: number;
  fireship: boolean;
  fireshipLit: boolean;
  /** Ships or land in contact (FP-4.5). */
  contacts: number;
  /** D-4 rigging boxes repaired, and whether the one repair allowed has been used. */
  riggingRepaired: number;
  riggingRepairUsed: boolean;
  /** Rigging boxes lost now. */
  riggingLost: number;
  rudderDamaged: boolean;
  partiesReady: boolean;
  tackPhase: 'none' | 'inStays' | 'completed';
}

export interface OrderAvailability {
  orders: Readonly<Record<OrderName, boolean>>;
  /** The sail settings the ship may be given (its current one always among them). */
  sails: SailSetting[];
}

export function orderAvailability(s: OrderAvailabilityInput): OrderAvailability {
  const sinking = s.sinking || s.exploded;
  const p = permissions({
    captured: s.captured,
    struck: s.struck,
    sinking,
    riggingRepaired: s.riggingRepaired,
    boardingPartiesReady: s.partiesReady,
    fireship: s.fireship,
  });
  // FP-4.4 captured ships fight fires, struck ones only under the HR option; none while sinking.
  const mayFightFire = p.mayFightFire || (s.struckMayFightFire && s.struck && !sinking);
  const move = p.mayMove;
  // FP-6.7 a lit fireship's fire cannot be put out.
  const fireToFight = s.fires > 0 && !(s.fireship && s.fireshipLit);
  const orders: Record<OrderName, boolean> = {
    extinguish: mayFightFire && fireToFight,
    unfoul: move && s.contacts > 0,
    // FP-2.5 a dismasted ship cannot make sail, turn or tack.
    increaseSail: move && !s.dismasted && s.sail !== 'full',
    decreaseSail: move && s.sail !== 'furled',
    changeCourse: move && !s.dismasted,
    // FP-5.6 a completed tack is not repeated at once; FP-6.6 a damaged rudder cannot start one.
    tack:
      move &&
      !s.dismasted &&
      s.tackPhase !== 'completed' &&
      !(s.rudderDamaged && s.tackPhase === 'none'),
    firePort: p.mayFire,
    fireStarboard: p.mayFire,
    prepareBoarding: p.mayBoard,
    // D-4 one rigging box, once, and only with one lost.
    repairRigging: move && !s.riggingRepairUsed && s.riggingRepaired === 0 && s.riggingLost > 0,
    lightFireship: move && s.fireship && !s.fireshipLit,
  };
  let sails: SailSetting[] = [...SAIL_SETTINGS];
  // FP-2.5 a sinking ship only drifts: its sail is what it is.
  if (sinking) sails = [s.sail];
  // FP-2.5 no masts, no full sail.
  else if (s.dismasted) sails = sails.filter((x) => x !== 'full' || x === s.sail);
  return { orders, sails };
}
