// OR-6 full gunnery in the turn flow: the phase a broadside or a reload belongs to (the segment under
// OR-3, else the whole turn, SD-38), whether a side may fire now, and the gun state after it fires.
// The state itself is the ship's `system.guns` (the referee's), read through the core's machine.
import {
  fireRefusal,
  fireSide,
  sideSpent,
  type GunPhase,
  type GunRefusal,
  type HullSide,
  type ShipGuns,
} from '../../rules/index.js';
import type { AbilitaCard } from '../chat/card-data-fire.js';
import type { OrdersSnapshot } from '../chat/card-data-common.js';
import { shipDataOrNull } from '../models/access.js';
import { gunsOf, type GunsSource } from '../models/guns-field.js';
import { optionalRules } from '../settings.js';
import { battleOrNull } from './flow.js';
import type { TurnState } from './turn-state.js';

/** OR-6 full gunnery is played in this world. */
export function fullGunneryPlayed(): boolean {
  return optionalRules().fullGunnery;
}

/** OR-6 the orders' context for full gunnery (none when the option is off). */
export function gunneryContext(state: Pick<TurnState, 'twoSegment'> | null): {
  gunnery?: { twoSegment: boolean };
} {
  return fullGunneryPlayed() ? { gunnery: { twoSegment: !!state?.twoSegment } } : {};
}

/** SD-84 the Abilità roll's phase: segment 1 under OR-3 (the roll opens it), else the whole turn. */
export function rollGunPhase(turn: number, state: Pick<TurnState, 'twoSegment'> | null): GunPhase {
  return { turn, segment: state?.twoSegment ? 1 : null };
}

/** OR-6 the phase now: the current segment under OR-3 (segment 2 once the segments are over). */
export function currentGunPhase(
  state: Pick<TurnState, 'turn' | 'twoSegment' | 'segment'>,
): GunPhase {
  if (!state.twoSegment) return { turn: state.turn, segment: null };
  return { turn: state.turn, segment: state.segment === 1 ? 1 : 2 };
}

/**
 * OR-6 why this ordered side may not fire now (null: it may). The roll's orders count before the
 * referee has applied them: a ship ordered to run out its guns fires no side this turn, and one
 * ordered to reload fires no side in the roll's phase (SD-84); then the side must be loaded.
 */
export function gunFireRefusal(
  orders: Pick<OrdersSnapshot, 'runOutGuns' | 'reloadPort' | 'reloadStarboard'>,
  guns: GunsSource | undefined,
  side: HullSide,
  state: Pick<TurnState, 'turn' | 'twoSegment' | 'segment'>,
): GunRefusal | null {
  const phase = currentGunPhase(state);
  if (orders.runOutGuns) return 'runOutThisTurn';
  const roll = rollGunPhase(state.turn, state);
  if ((orders.reloadPort || orders.reloadStarboard) && roll.segment === phase.segment)
    return 'reloadingThisPhase';
  return fireRefusal(gunsOf(guns), side, phase);
}

/** OR-6 the side fires now: the broadside's kind and the gun state after (the side needs a reload). */
export function gunsAfterFiring(
  guns: GunsSource | undefined,
  side: HullSide,
  state: Pick<TurnState, 'turn' | 'twoSegment' | 'segment'>,
): { guns: ShipGuns; broadside: 'normal' | 'initial' } {
  return fireSide(gunsOf(guns), side, currentGunPhase(state));
}

/** SD-84 the phase of an Abilità card's roll, from the battle in progress (none: the whole turn). */
export function cardRollPhase(turn: number): GunPhase {
  let state: TurnState | null = null;
  try {
    state = battleOrNull();
  } catch {
    state = null; // no battle services (a rendering outside a battle)
  }
  return rollGunPhase(turn, state);
}

/**
 * OR-6 / SD-11 an ordered broadside whose side is spent (fired, and its reload failed or was not
 * ordered) is never fired in this part: the criticals of the roll do not wait for it. Without OR-6
 * nothing is spent.
 */
export function spentSide(
  abilita: AbilitaCard,
  state: Pick<TurnState, 'turn' | 'twoSegment' | 'segment'>,
): (shipIndex: number, side: HullSide) => boolean {
  if (!fullGunneryPlayed()) return () => false;
  const phase = currentGunPhase(state);
  return (shipIndex, side) => {
    const uuid = abilita.ships[shipIndex]?.actorUuid;
    const ship = uuid ? shipDataOrNull(fromUuidSync(uuid) as Actor.Implementation | null) : null;
    return !!ship && sideSpent(gunsOf(ship.guns), side, phase);
  };
}
