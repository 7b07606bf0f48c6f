// Issue 13 / OR-5 (SD-253): the AI seat tacks toward a windward enemy as the battle simulation's captain
// does. The choice is the core's own (navigation-captain.ts tackTowardEnemy, SD-225), given the tack the
// referee keeps on the ship (`tack`: its phase and SD-86's lastEndTurn) and the rigging it records as
// down (OR-9 `wreck`); the orders it leaves then go through ordersUnderOptions and the player's
// saveOrders like any other, so the referee's checks judge the tack (navigationTackAllowed, SD-88).
import { tackTowardEnemy } from '../../../rules/sim/navigation-captain.js';
import type { FleetShipOrders } from '../../../rules/sim/fleet-captain.js';
import type { SimWreck } from '../../../rules/sim/battle-rigging.js';
import type { NavigationAtOrders } from '../../../rules/sim/part-navigation-record.js';
import type { Reason } from '../../../rules/sim/reasons.js';
import type { ShipSystemSource } from '../../models/ship-model.js';
import { optionalRules } from '../../settings.js';
import { juryRigStateOf, wreckDown, wreckLeeSide, wreckSpeedSail } from '../../ship-wreck.js';
import { turnsSinceLastTack } from '../or5-tack.js';
import { tackStateOf } from '../plans.js';
import type { AiTableShip } from './sim-ships.js';

/** OR-9 the referee's record of rigging down, as the core's SimWreck (undefined: nothing down). */
export function simWreckOf(s: ShipSystemSource): SimWreck | undefined {
  if (!wreckDown(s)) return undefined;
  return {
    rdcDown: s.wreck.rdcDown,
    speedSail: wreckSpeedSail(s),
    wreckageSide: wreckLeeSide(s),
    juryRig: juryRigStateOf(s),
    restored: s.wreck.restored,
    // SD-97 the referee keeps no such turn on the ship; tackTowardEnemy does not read it.
    shortHitTurn: null,
  };
}

/** OR-5 the ship's tack at her orders, from the referee's record (SD-86: turns since the last one ended). */
export function navigationAtOrdersOf(s: ShipSystemSource, turn: number): NavigationAtOrders {
  return { tack: tackStateOf(s.tack), turnsSinceLastTack: turnsSinceLastTack(s.tack, turn) };
}

/**
 * SD-225 / SD-253 under OR-5 the captain's decision with the simulation's tack toward her chosen enemy
 * (the decision's target among `enemies`, the list the captain chose from), and its reason; the
 * decision unchanged and no reason when she does not tack or OR-5 is off.
 */
export function seatTackTowardEnemy(
  ship: AiTableShip,
  enemies: readonly AiTableShip[],
  decision: FleetShipOrders | null,
  turn: number,
  wind: number,
): { decision: FleetShipOrders | null; why: Reason | null } {
  const foe = decision?.target == null ? undefined : enemies[decision.target];
  if (!decision || !foe || !optionalRules().fullNavigation) return { decision, why: null };
  const wreck = simWreckOf(ship.system);
  const me = wreck ? { ...ship.sim, wreck } : ship.sim;
  const tack = tackTowardEnemy(
    me,
    foe.sim,
    wind,
    decision,
    navigationAtOrdersOf(ship.system, turn),
  );
  return tack ? { decision: tack.orders, why: tack.why } : { decision, why: null };
}
