// HR-5 the referee's work at the card-driven turn's cards: an order card carries out every ship's
// order at once when it is drawn; each card, when it is closed (the next draw, or the end of the
// draws), has the compulsory rules carried out for the ships it concerned (compulsory.ts presses the
// ready buttons as the GM); the end of the draws posts the criticals still due. Which card acts and
// for whom is the core's (turn-deck.ts cardDemand); this file only finds the buttons.
import { CARD_ORDERS, type CardDemand } from '../../rules/index.js';
import type { Card } from '../chat/card-data.js';
import { cardsOfKind } from '../chat/messages.js';
import type { ActionView } from '../chat/view-common.js';
import { demandInPlay } from './card-turn.js';
import { FIRE_EFFECTS, pressRounds, type Keep } from './compulsory.js';
import { fireUnfiredBroadsides, postCriticalsIfReady } from './flow-fire.js';
import { rosterShips } from './flow.js';
import { givenOrders } from './deck-view.js';
import { completeMoves, hasStartedMove } from './move-completion.js';
import type { TurnState } from './turn-state.js';

/** HR-5 what the card in play asks of whom, for the battle's ships as they stand. */
export function demandNow(state: TurnState): CardDemand | null {
  return demandInPlay(
    state,
    rosterShips(state).map((s) => ({
      actorUuid: s.actorUuid,
      side: s.system.side,
      orders: s.system.orders.turn === state.turn ? givenOrders(s.system.orders) : [],
    })),
  );
}

function argsOf(a: ActionView): Record<string, unknown> {
  return JSON.parse(a.args) as Record<string, unknown>;
}

/** The ship a card's button acts for (null: a button not about one of the card's ships). */
function shipOf(card: Card, a: ActionView): string | null {
  switch (card.kind) {
    case 'abilita':
      return card.ships[Number(argsOf(a).index)]?.actorUuid ?? null;
    case 'gunnery':
      return card.firerUuid;
    case 'melee':
      return card.attacker.actorUuid;
    case 'riggingTest':
      return card.ship.actorUuid;
    case 'critical':
      return card.unlucky?.firerUuid ?? card.wellLaid?.firerUuid ?? null;
    default:
      return null;
  }
}

/** The buttons of the ships a card concerned (and, for an order card, of its orders only). */
export function concerning(ids: ReadonlySet<string>, orders?: readonly string[]): Keep {
  return (card, a) => {
    const ship = shipOf(card, a);
    if (ship === null || !ids.has(ship)) return false;
    if (!orders) return true;
    return card.kind === 'abilita' && orders.includes(String(argsOf(a).order));
  };
}

/** The actions a card's close makes compulsory for its ships (HR-5; the FP-3 steps they stand for). */
export const CLOSE_ACTIONS: Partial<Record<CardDemand['work'], readonly string[]>> = {
  // FP-3 step 3 and FP-6: the squadron's course changes, broadsides and criticals.
  moveFire: ['turnShip', ...FIRE_EFFECTS, 'applyRigging'],
  // FP-7.5: the fleet's melees.
  boarding: ['applyMelee', 'applyRigging'],
  extinguishFire: ['applyOrder'],
  unfoul: ['applyOrder'],
  sailChange: ['applyOrder'],
};

/**
 * HR-5 (GM) an extinguish-fire, unfoul or sail-change card is drawn: every ship with the order carries
 * it out at once. Returns how many effects were applied.
 */
export async function carryOutOrderCard(
  state: TurnState,
  gm: User.Implementation,
): Promise<number> {
  const demand = demandNow(state);
  if (!demand) return 0;
  const orders = CARD_ORDERS[demand.work as keyof typeof CARD_ORDERS];
  if (!orders) return 0;
  return pressRounds(state, ['applyOrder'], gm, concerning(new Set(demand.shipIds), orders));
}

/**
 * HR-5 (GM) the card in play is closed: the compulsory rules for the ships it concerned. A squadron's
 * movement-and-fire card fires its ordered broadsides not fired (FP-6.2), then its course changes,
 * damage and criticals; a boarding card its fleet's melees; an order card its orders.
 */
export async function closeCardInPlay(state: TurnState, gm: User.Implementation): Promise<number> {
  const demand = demandNow(state);
  if (!demand) return 0;
  const wanted = CLOSE_ACTIONS[demand.work];
  if (!wanted) return 0;
  const ids = new Set(demand.shipIds);
  if (demand.work === 'moveFire') {
    // FP-5.7 / SD-150 the course changes of ships not yet under way come first (the move follows
    // them), then the rest of every move is sailed, so the broadsides below fire from where they end.
    const notStarted = new Set([...ids].filter((id) => !hasStartedMove(id)));
    await pressRounds(state, ['turnShip'], gm, concerning(notStarted));
    const side = demand.who.kind === 'squadron' ? demand.who.side : '';
    await completeMoves(state, gm, side, (s) => ids.has(s.actorUuid));
    const rolls = cardsOfKind(
      'abilita',
      (c) => c.turn === state.turn && c.ships.some((s) => ids.has(s.actorUuid)),
    );
    for (const { message } of rolls) {
      // FP-6.2 the squadron's ordered broadsides fire (the others are refused: not their card).
      await fireUnfiredBroadsides(message.id!);
      await postCriticalsIfReady(message.id!, false);
    }
  }
  const orders = CARD_ORDERS[demand.work as keyof typeof CARD_ORDERS];
  return pressRounds(state, wanted, gm, concerning(ids, orders));
}

/**
 * HR-5 / SD-118 (GM) the end of the draws: the criticals of every roll of the turn still due are
 * drawn now (a roll whose ships fired on different cards), and their effects applied.
 */
export async function closeDraws(state: TurnState, gm: User.Implementation): Promise<number> {
  for (const { message } of cardsOfKind('abilita', (c) => c.turn === state.turn))
    await postCriticalsIfReady(message.id!, true);
  return pressRounds(state, FIRE_EFFECTS, gm, (card) => card.kind === 'critical');
}
