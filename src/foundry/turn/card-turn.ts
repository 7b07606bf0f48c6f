// HR-5 what the card-driven turn opens now, read off the referee's record of the turn (TurnState.deck)
// through the core (turn-deck.ts): the card in play, the ships it is for, and the orders whose card is
// drawn. The checks of the flow (gate.ts, flow-*.ts, effects.ts) ask here; none decides a rule itself.
import {
  cardDemand,
  cardInPlay,
  cardOpensBoarding,
  cardOpensMoveFire,
  orderEffectOpen,
  squadronCardDrawn,
  type CardDemand,
  type CardShip,
  type DemandShip,
  type TurnCard,
} from '../../rules/index.js';
import { CARDS_STEP, cardDriven, type TurnState } from './turn-state.js';

/** HR-5 the card in play of a card-driven turn during the draws (null: none, or not card-driven). */
export function turnCardInPlay(state: TurnState): { card: TurnCard; before: TurnCard[] } | null {
  if (!state.deck || state.step !== CARDS_STEP) return null;
  return cardInPlay(state.deck.cards, state.deck.drawn);
}

/** HR-5 the cards drawn so far this turn (none outside a card-driven turn). */
export function cardsDrawn(state: TurnState): TurnCard[] {
  return state.deck ? state.deck.cards.slice(0, state.deck.drawn) : [];
}

/**
 * HR-5 / SD-127 the squadron the turn's cards know a ship by: the one it had when the deck was made
 * (the referee's record; a player's later rename does not count). Null: not in this turn's deck.
 */
export function cardSquadronOf(state: TurnState, actorUuid: string): string | null {
  return state.deck?.squadrons?.find((s) => s.actorUuid === actorUuid)?.squadron ?? null;
}

/** HR-5 / SD-127 a ship as the cards see it: its side now (the referee's field) and its recorded squadron. */
export function cardShip(state: TurnState, actorUuid: string, side: string): CardShip | null {
  const squadron = cardSquadronOf(state, actorUuid);
  return squadron === null ? null : { side, squadron };
}

/** HR-5 a ship of the card-driven turn may move and fire now: the card in play is its squadron's. */
export function cardLetsMoveFire(state: TurnState, ship: CardShip | null): boolean {
  return !!ship && cardOpensMoveFire(turnCardInPlay(state), ship);
}

/** HR-5 a ship of `side` may board now: the card in play is its fleet's boarding card. */
export function cardLetsBoard(state: TurnState, side: string): boolean {
  return cardOpensBoarding(turnCardInPlay(state), side);
}

/**
 * HR-5 an order's effect from a roll of `turn` may be carried out now: outside a card-driven turn, or
 * for a roll of an earlier turn, always; else an extinguish, unfoul or sail-change order waits for its card.
 */
export function orderOpenNow(state: TurnState | null, turn: number, order: string): boolean {
  if (!state || !cardDriven(state) || turn !== state.turn) return true;
  return orderEffectOpen(order, cardsDrawn(state));
}

/** HR-5 / SD-117 a course change of a roll of `turn` may be made now: its squadron's card is drawn. */
export function courseOpenNow(
  state: TurnState | null,
  turn: number,
  actorUuid: string,
  side: string,
): boolean {
  if (!state || !cardDriven(state) || turn !== state.turn) return true;
  const ship = cardShip(state, actorUuid, side);
  return !!ship && squadronCardDrawn(cardsDrawn(state), ship);
}

/** A battle ship as a card's demand needs it. */
export interface DemandInput {
  actorUuid: string;
  side: string;
  orders?: DemandShip['orders'];
}

/** HR-5 what the card in play asks of whom (null: no card in play); ships by their recorded squadron. */
export function demandInPlay(state: TurnState, ships: readonly DemandInput[]): CardDemand | null {
  const inPlay = turnCardInPlay(state);
  if (!inPlay) return null;
  const known = ships.flatMap((s) => {
    const squadron = cardSquadronOf(state, s.actorUuid);
    return squadron === null
      ? []
      : [{ id: s.actorUuid, side: s.side, squadron, ...(s.orders ? { orders: s.orders } : {}) }];
  });
  return cardDemand(inPlay.card, inPlay.before, known);
}
