// Issue 13: the AI captain of one ship among many (a battle, or a side handed to the AI on a Foundry
// table). The duel captain judges one enemy; here each ship picks the enemy it fights, then the duel
// captain writes its orders against that enemy. Shared by the battle simulation and the AI seat, so both
// choose targets the same way.
import { mastToMastRange } from '../geometry/range.js';
import { captainOrders, SIM_TABLE, type CaptainOrders, type CaptainTable } from './captain.js';
import { copySimShip, type DuelState, type SimShip } from './duel-state.js';
import { reason, type Reason } from './reasons.js';

export interface TargetChoice {
  /** Index of the chosen enemy in the list given. */
  index: number;
  rangeMm: number;
  reason: Reason;
}

/** The enemy this ship fights: the nearest afloat (mast to mast, FP-6.1); ties go to the earlier one. */
export function chooseTarget(me: SimShip, enemies: readonly SimShip[]): TargetChoice | null {
  // The reason is written once, for the one chosen (this runs for every ship every part of a battle).
  let index = -1;
  let rangeMm = 0;
  for (let i = 0; i < enemies.length; i++) {
    const e = enemies[i]!;
    if (e.fate !== 'afloat') continue;
    const r = mastToMastRange(me, e);
    if (index < 0 || r < rangeMm) {
      index = i;
      rangeMm = r;
    }
  }
  if (index < 0) return null;
  return { index, rangeMm, reason: reason('engageNearest', { mm: Math.round(rangeMm) }) };
}

/** A two-ship view of the table for the duel captain: this ship as 'a', its enemy as 'b'. */
export function captainView(me: SimShip, enemy: SimShip, turn: number, wind: number): DuelState {
  return {
    turn,
    wind,
    // The same object shape as the ships themselves (copySimShip), not a spread's.
    ships: [copySimShip(me, 'a'), copySimShip(enemy, 'b')],
  };
}

export interface FleetShipOrders extends CaptainOrders {
  /** The chosen enemy's index in the list given, or null when none is afloat. */
  target: number | null;
  targetReason: Reason;
}

/**
 * This ship's orders in a battle: choose the enemy, then the duel captain against it, planning on
 * `table` (SD-204: the Foundry seat's scale and wind strength; the simulation's 1:1200 breeze otherwise).
 */
export function fleetShipOrders(
  me: SimShip,
  enemies: readonly SimShip[],
  turn: number,
  wind: number,
  table: Readonly<CaptainTable> = SIM_TABLE,
): FleetShipOrders | null {
  const choice = chooseTarget(me, enemies);
  if (!choice) return null;
  const orders = captainOrders(captainView(me, enemies[choice.index]!, turn, wind), 'a', table);
  return { ...orders, ship: me.id, target: choice.index, targetReason: choice.reason };
}
