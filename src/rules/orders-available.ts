// FP-3 which orders a ship may be given at all, from what it still may do (FP-2.5 dismasted / sinking,
// FP-7.5 / FP-8.2 struck and captured, FP-2.5 a repaired RDC, FP-6.7 fireships). Whether a given order
// makes sense now (a fire to fight, a contact to break, a reachable heading) is the orders' validation.
import { permissions } from './boarding.js';
import { juryRigOrderFor, type JuryRigPhase } from './jury-rig.js';

/** FP-3 the orders of the list, in FP-4.2 column order (the glue's order keys). */
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
  // OR-6 full gunnery only (SD-81: reload is per side, as the source's reload is per broadside).
  'runOutGuns',
  'reloadPort',
  'reloadStarboard',
  // OR-9 the jury rig (SD-95): cut away the wreckage, then repair one RDC a turn.
  'cutAwayWreck',
  'juryRig',
] as const;
export type OrderName = (typeof ORDER_NAMES)[number];

export interface OrdersAvailableInput {
  captured: boolean;
  struck: boolean;
  /** FP-2.5 all HDC lost (or blown up, FP-4.4). */
  sinking: boolean;
  /** FP-2.5 all RDC lost. */
  dismasted: boolean;
  riggingRepaired: number;
  fireship: boolean;
  fireshipLit: boolean;
  /** FP-4.4 house option: a struck, uncaptured ship may fight its fires. */
  struckMayFightFire: boolean;
  /** OR-6 full gunnery is played: the run out guns and reload orders exist. */
  fullGunnery?: boolean;
  /** OR-9 RDC lost to the rigging damage test and not yet jury-rigged (none when absent). */
  wreckDown?: boolean;
  /** OR-9 the jury rig's step while RDC are down (absent or null: no jury rig under way). */
  juryRig?: JuryRigPhase | null;
}

/** OR-9 the jury rig's orders: offered only while its step calls for them (SD-95). */
export const JURY_RIG_ORDERS: readonly OrderName[] = ['cutAwayWreck', 'juryRig'];

/** OR-6 the orders that exist only with full gunnery. */
export const FULL_GUNNERY_ORDERS: readonly OrderName[] = [
  'runOutGuns',
  'reloadPort',
  'reloadStarboard',
];

/** The orders that move the ship: FP-2.5 a dismasted ship cannot move. */
const UNDER_SAIL: readonly OrderName[] = ['increaseSail', 'changeCourse', 'tack'];

/** FP-3 / FP-2.5 / FP-8.2 / FP-6.7 the orders this ship may be given (an empty list: none at all). */
export function ordersAvailable(s: OrdersAvailableInput): OrderName[] {
  // FP-2.5 a sinking ship takes no actions and only drifts.
  if (s.sinking) return [];
  const p = permissions({
    captured: s.captured,
    struck: s.struck,
    sinking: false,
    riggingRepaired: s.riggingRepaired,
    fireship: s.fireship,
  });
  // FP-4.4 captured ships fight fires; struck ones only with the house option.
  const mayFightFire = p.mayFightFire || (s.struckMayFightFire && s.struck);
  if (!p.mayMove) return mayFightFire ? ['extinguish'] : [];
  return ORDER_NAMES.filter((o) => {
    if (o === 'extinguish') return mayFightFire;
    // OR-9 wreckage down: no manoeuvre nor more sail until jury-rigged.
    if (UNDER_SAIL.includes(o)) return !s.dismasted && !s.wreckDown;
    if (o === 'firePort' || o === 'fireStarboard') return p.mayFire;
    // OR-6 running out and reloading the guns: only with full gunnery, and only a ship that may fire.
    if (FULL_GUNNERY_ORDERS.includes(o)) return !!s.fullGunnery && p.mayFire;
    if (o === 'prepareBoarding') return p.mayBoard;
    // FP-6.7 only a fireship not yet lit may be set alight.
    if (o === 'lightFireship') return s.fireship && !s.fireshipLit;
    // OR-9 / SD-95 the wreckage is cut away (sail reduced first), then each RDC repaired a turn.
    if (JURY_RIG_ORDERS.includes(o)) return !!s.juryRig && juryRigOrderFor(s.juryRig) === o;
    return true;
  });
}
