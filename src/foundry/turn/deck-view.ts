// HR-5 the tracker's view of the turn deck (pure): the card in play (its face, its name, what it
// asks of whom and the ships it is for; D-20 a squadron's second card doing nothing), the cards left,
// and the GM's draw button. The names and images come in as functions, so the view needs no Foundry.
import {
  CARD_ORDERS,
  ORDER_NAMES,
  cardDemand,
  cardsLeft,
  type OrderName,
  type TurnCard,
} from '../../rules/index.js';
import type { TurnDeckState } from './turn-state.js';

const K = 'SCA.Deck';

export interface DeckViewNames {
  card(card: TurnCard): string;
  image(card: TurnCard): string;
  side(id: string): string;
  squadron(name: string): string;
}

export interface DeckViewShip {
  actorUuid: string;
  name: string;
  side: string;
  squadron: string;
  /** The orders written for the ship this turn. */
  orders: readonly OrderName[];
}

export interface DeckView {
  inPlay: {
    name: string;
    img: string;
    lineKey: string;
    whoKey: string;
    whoData: Record<string, string>;
    /** HR-5 / D-20 the squadron's other card came first: this one does nothing. */
    nothing: boolean;
    /** The ships the card's step is for (the wind card: none listed, it is for the table). */
    ships: string;
    /** An order card no ship has the order for. */
    noShip: boolean;
    /** HR-5 / SD-128 the coastal batteries card: forts are not in the turn flow, the GM resolves their fire. */
    fortsByHand: boolean;
    /** HR-5 SD-177 the coastal batteries card: each fort's fire this turn, one line each (none: by hand). */
    forts: string[];
  } | null;
  left: number;
  total: number;
  allDrawn: boolean;
  mayDraw: boolean;
  /** HR-5 before the draws: every side writes its orders and rolls Abilità at once. */
  allAtOnce: boolean;
}

/** HR-5 the deck as the tracker shows it, or null when the battle plays the FP-3 sequence. */
export function deckView(
  record: TurnDeckState | null | undefined,
  ships: readonly DeckViewShip[],
  viewer: { isGM: boolean },
  names: DeckViewNames,
  ended = false,
  /** HR-5 the turn is at its draws (false: at the orders and rolls, or the morale that closes it). */
  atDraws = true,
  /** HR-5 SD-177 the lines of the forts' cards of this turn (the coastal batteries card shows them). */
  fortLines: readonly string[] = [],
): DeckView | null {
  if (!record) return null;
  const left = cardsLeft({ order: record.cards.map((c) => c.id), drawn: record.drawn });
  const card = record.drawn > 0 ? record.cards[record.drawn - 1]! : null;
  let inPlay: DeckView['inPlay'] = null;
  if (card) {
    const demand = cardDemand(
      card,
      record.cards.slice(0, record.drawn - 1),
      ships.map((s) => ({
        id: s.actorUuid,
        side: s.side,
        squadron: s.squadron,
        orders: s.orders,
      })),
    );
    const who = demand.who;
    const whoData: Record<string, string> =
      who.kind === 'squadron'
        ? { squadron: names.squadron(who.squadron), side: names.side(who.side) }
        : who.kind === 'fleet'
          ? { side: names.side(who.side) }
          : {};
    const listed = who.kind === 'squadron' || who.kind === 'fleet' || !!CARD_ORDERS[card.kind];
    const named = listed
      ? demand.shipIds.map((id) => ships.find((s) => s.actorUuid === id)?.name ?? id)
      : [];
    inPlay = {
      name: names.card(card),
      img: names.image(card),
      lineKey: `${K}.Card.${card.kind}.Line`,
      whoKey: `${K}.Tracker.Who.${who.kind}`,
      whoData,
      nothing: demand.work === 'nothing',
      ships: named.join(', '),
      noShip: listed && demand.work !== 'nothing' && named.length === 0,
      fortsByHand: demand.work === 'fortsFire' && fortLines.length === 0,
      forts: demand.work === 'fortsFire' ? [...fortLines] : [],
    };
  }
  return {
    inPlay,
    left,
    total: record.cards.length,
    allDrawn: left === 0,
    mayDraw: viewer.isGM && !ended && atDraws && left > 0,
    allAtOnce: !ended && record.drawn === 0 && !atDraws,
  };
}

/** The orders a ship's stored orders give (a flag set, a heading or an aim chosen). */
export function givenOrders(orders: object): OrderName[] {
  return ORDER_NAMES.filter((k) => {
    const v = (orders as Record<string, unknown>)[k];
    return v === true || (typeof v === 'string' && v !== '');
  });
}
