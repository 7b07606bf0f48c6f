// SD-23 the battle's answer to the canvas: a ship of the battle moves (as a player) only in its own
// side's movement-and-fire step, once per turn; ships outside a battle are in free play. HR-5 in a
// card-driven turn, only while its squadron's movement-and-fire card is in play.
import type { ManoeuvreGate } from '../canvas/battle-gate.js';
import { cardLetsMoveFire, cardSquadronOf } from './card-turn.js';
import { turnServices } from './services.js';
import { cardDriven, currentSide, type TurnState } from './turn-state.js';
import { shipDataOf } from '../models/access.js';

/**
 * Pure: the gate for a ship of `side` given the battle state (null: no battle); HR-5 `squadron` is the
 * one the turn's cards know it by (SD-127; null: none, it moves on no card).
 */
export function gateFor(
  state: TurnState | null,
  inRoster: boolean,
  side: string,
  squadron: string | null = null,
): ManoeuvreGate {
  if (!state || state.ended || !inRoster) return { mode: 'free' };
  if (cardDriven(state)) {
    const mayMove = cardLetsMoveFire(state, squadron === null ? null : { side, squadron });
    return {
      mode: 'battle',
      turn: state.turn,
      mayMove,
      reasonKey: mayMove ? null : 'SCA.Deck.Gate.NotItsCard',
    };
  }
  const mayMove = state.step === 'moveFire' && currentSide(state).id === side;
  return {
    mode: 'battle',
    turn: state.turn,
    mayMove,
    reasonKey: mayMove ? null : 'SCA.Turn.Gate.NotMoveStep',
    // OR-3 a two-segment battle's move belongs to the segment (SD-51: one move per segment).
    ...(state.twoSegment ? { segment: state.segment ?? 1 } : {}),
  };
}

export function battleGate(actorUuid: string): ManoeuvreGate {
  const state = turnServices().battle.read();
  const actor = fromUuidSync(actorUuid) as Actor.Implementation | null;
  // SD-207 a fort never moves: while a battle is on its token's place is the referee's.
  if (actor?.type === 'fort')
    return state && !state.ended
      ? { mode: 'battle', turn: state.turn, mayMove: false, reasonKey: 'SCA.Forts.Gate.Fixed' }
      : { mode: 'free' };
  if (actor?.type !== 'ship') return { mode: 'free' };
  const { side } = shipDataOf(actor);
  const squadron = state ? cardSquadronOf(state, actorUuid) : null;
  return gateFor(state, !!state?.roster.some((r) => r.actorUuid === actorUuid), side, squadron);
}
