// HR-5 / issue 13 (SD-180, SD-181): what the AI seat reads off a card-driven turn. The turn is one
// part for every side (SD-119), so the AI acts for each side it holds in the shared orders and
// Abilità steps; in the draws it moves and fires only the ships of its squadron whose acting
// movement-and-fire card is in play (SD-117, SD-127), and presses only the buttons the card in play
// asks of its ships (what the referee would press at the card's close, SD-126). Everything here is
// read from the referee's record of the turn (the battle's deck, which only the GM writes), never
// from the Cards documents a player may move by hand. Which card acts and for whom is the core's
// (turn-deck.ts cardDemand).
import { CARD_ORDERS, type TurnCardKind } from '../../../rules/index.js';
import { CLOSE_ACTIONS, concerning, demandNow } from '../card-close.js';
import { orderOpenNow } from '../card-turn.js';
import { compulsoryActions, partCards, type Keep } from '../compulsory.js';
import { CARDS_STEP, cardDriven, currentSide, type TurnState } from '../turn-state.js';
import type { Card } from '../../chat/card-data.js';
import { cardsOfKind } from '../../chat/messages.js';

/**
 * HR-5 the ships of `side` whose squadron's movement-and-fire card is in play and acts (D-20: a
 * second card of the squadron does nothing); empty on any other card or outside the draws.
 */
export function squadronShipsInPlay(state: TurnState, side: string): string[] {
  if (!cardDriven(state) || state.step !== CARDS_STEP) return [];
  const demand = demandNow(state);
  if (demand?.work !== 'moveFire') return [];
  if (demand.who.kind !== 'squadron' || demand.who.side !== side) return [];
  return demand.shipIds;
}

/** The card actions a commander presses now, and which of the ready ones (absent: all of them). */
export interface StepButtons {
  wanted: readonly string[];
  keep?: Keep;
}

/**
 * The buttons the AI's commanders press at the battle's step. FP-3 (and a card-driven turn's orders,
 * Abilità and morale steps): what the step makes compulsory; HR-5 an order carried out by its card
 * waits for it (SD-117). HR-5 in the draws: what the card in play asks of the ships it concerns.
 */
export function stepButtons(state: TurnState): StepButtons {
  if (!cardDriven(state)) return { wanted: compulsoryActions(state) };
  if (state.step === CARDS_STEP) {
    const demand = demandNow(state);
    const wanted = demand ? CLOSE_ACTIONS[demand.work] : undefined;
    if (!demand || !wanted) return { wanted: [] };
    const orders = CARD_ORDERS[demand.work as TurnCardKind];
    return { wanted, keep: concerning(new Set(demand.shipIds), orders) };
  }
  const wanted = compulsoryActions(state);
  if (state.step !== 'abilita') return { wanted };
  return {
    wanted,
    keep: (card, a) =>
      card.kind !== 'abilita' ||
      a.action !== 'applyOrder' ||
      orderOpenNow(state, card.turn, String((JSON.parse(a.args) as { order?: unknown }).order)),
  };
}

/** The part cards whose buttons the AI looks at (FP-3: the current side's; HR-5: every side's, SD-119). */
const PART_CARDS = [
  'abilita',
  'gunnery',
  'critical',
  'moraleList',
  'morale',
  'endOfPart',
  'riggingTest',
  // SD-220 the melee its ships fight (applyMelee, the boarding step's compulsory button).
  'melee',
] as const;

export function stepCards(
  state: TurnState,
): Array<{ message: ChatMessage.Implementation; card: Card }> {
  if (cardDriven(state))
    return partCards(state).filter((c) => (PART_CARDS as readonly string[]).includes(c.card.kind));
  const partSide = currentSide(state).id;
  return PART_CARDS.flatMap((k) =>
    cardsOfKind(k, (c) => c.turn === state.turn && c.side === partSide),
  ).map(({ message, card }) => ({ message, card: card as Card }));
}
