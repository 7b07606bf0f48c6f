// HR-5 the card-driven turn: the deck a battle's squadrons make, its shuffle (randomness from outside),
// what a drawn card asks of whom, and D-20's second movement-and-fire card that does nothing.
// Orders and Abilità rolls come before the deck (every side at once); morale closes the turn.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { RuleError } from './errors.js';
import type { OrderName } from './orders-available.js';
import type { CrewQuality } from './tables/ships.js';

/** HR-5 the kinds of card in the deck, in the order the source lists them. */
export const TURN_CARD_KINDS = [
  'wind',
  'extinguishFire',
  'unfoul',
  'sailChange',
  'moveFire',
  'boarding',
  'coastalBatteries',
] as const;
export type TurnCardKind = (typeof TURN_CARD_KINDS)[number];

/** HR-5 the cards that act for every ship at once (one of each in the deck). */
export const FOR_EVERY_SHIP_KINDS = [
  'wind',
  'extinguishFire',
  'unfoul',
  'sailChange',
  'coastalBatteries',
] as const satisfies readonly TurnCardKind[];
export type ForEveryShipKind = (typeof FOR_EVERY_SHIP_KINDS)[number];

/** A card of the deck. Its id is fixed by what it is, so a stored deck can be checked against a rebuilt one. */
export type TurnCard =
  | { id: string; kind: ForEveryShipKind }
  /** HR-5 one per squadron (D-20: two for an Elite-or-Good squadron under the advanced rule). */
  | { id: string; kind: 'moveFire'; side: string; squadron: string; copy: 1 | 2 }
  /** HR-5 one per fleet (a side of the battle). */
  | { id: string; kind: 'boarding'; side: string };

/** A ship as the deck sees it: its side, its squadron field and its crew. */
export interface DeckShip {
  side: string;
  /** SD-111 the ship's squadron field; ships left without one make one squadron per side (''). */
  squadron: string;
  crew: CrewQuality;
}

export interface DeckOptions {
  /** HR-5 advanced / D-20 (the sub-option; off unless the card-driven turn is on). */
  eliteSquadronsTwice: boolean;
  /** SD-112 the coastal batteries card is in the deck only when the battle has forts. */
  hasForts: boolean;
}

export interface Squadron {
  side: string;
  squadron: string;
  /** D-20 every ship of it has an Elite or Good crew. */
  eliteOrGood: boolean;
}

/** SD-111 the battle's squadrons (side + squadron field), in the order their first ship comes. */
export function squadronsOf(ships: readonly DeckShip[]): Squadron[] {
  const out: Squadron[] = [];
  for (const ship of ships) {
    if (ship.side === '') throw new RuleError('a ship in the deck needs a side');
    const good = ship.crew === 'elite' || ship.crew === 'good';
    const found = out.find((s) => s.side === ship.side && s.squadron === ship.squadron);
    if (found) found.eliteOrGood &&= good;
    else out.push({ side: ship.side, squadron: ship.squadron, eliteOrGood: good });
  }
  return out;
}

function cardId(parts: ReadonlyArray<string | number>): string {
  return JSON.stringify(parts);
}

/**
 * HR-5 the deck for a turn, unshuffled: wind, extinguish fire, unfoul, sail change, a
 * movement-and-fire card per squadron (two under D-20 for an Elite-or-Good squadron), a boarding
 * card per fleet, and the coastal batteries when there are forts (SD-112).
 */
export function buildTurnDeck(ships: readonly DeckShip[], options: DeckOptions): TurnCard[] {
  const squadrons = squadronsOf(ships);
  const sides = [...new Set(squadrons.map((s) => s.side))];
  const deck: TurnCard[] = [
    { id: cardId(['wind']), kind: 'wind' },
    { id: cardId(['extinguishFire']), kind: 'extinguishFire' },
    { id: cardId(['unfoul']), kind: 'unfoul' },
    { id: cardId(['sailChange']), kind: 'sailChange' },
  ];
  for (const s of squadrons) {
    const copies: Array<1 | 2> = options.eliteSquadronsTwice && s.eliteOrGood ? [1, 2] : [1];
    for (const copy of copies)
      deck.push({
        id: cardId(['moveFire', s.side, s.squadron, copy]),
        kind: 'moveFire',
        side: s.side,
        squadron: s.squadron,
        copy,
      });
  }
  for (const side of sides) deck.push({ id: cardId(['boarding', side]), kind: 'boarding', side });
  if (options.hasForts) deck.push({ id: cardId(['coastalBatteries']), kind: 'coastalBatteries' });
  return deck;
}

/** A source of uniform integers 0..n-1 (Foundry: the GM's client; tests and the CLI: a seed). */
export type RandomBelow = (n: number) => number;

/** A seeded `RandomBelow` (pure-rand's xoroshiro128+), for tests and simulations. */
export function seededRandomBelow(seed: number): RandomBelow {
  const rng = xoroshiro128plus(seed);
  return (n) => uniformInt(rng, 0, n - 1);
}

/** HR-5 the turn's shuffle (Fisher-Yates), the randomness injected. */
export function shuffleDeck<T>(cards: readonly T[], randomBelow: RandomBelow): T[] {
  const out = [...cards];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    if (!Number.isInteger(j) || j < 0 || j > i)
      throw new RuleError(`a shuffle needs a whole number 0-${i}, got ${String(j)}`);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Whether two cards are the same squadron's movement-and-fire cards. */
function sameSquadron(a: TurnCard, b: TurnCard): boolean {
  return (
    a.kind === 'moveFire' && b.kind === 'moveFire' && a.side === b.side && a.squadron === b.squadron
  );
}

/**
 * HR-5 / D-20 whether a drawn card acts: the first of a squadron's two movement-and-fire cards
 * acts, whichever copy it is; the second does nothing. Every other card acts.
 */
export function cardActs(card: TurnCard, drawnBefore: readonly TurnCard[]): boolean {
  return !drawnBefore.some((c) => sameSquadron(c, card));
}

/** What a card's step is for. */
export type CardWork =
  | 'windChange'
  | 'extinguishFire'
  | 'unfoul'
  | 'sailChange'
  | 'moveFire'
  | 'boarding'
  | 'fortsFire'
  | 'nothing';

/** Who a card asks: every ship at once, one squadron's ships, one fleet's ships, or the forts. */
export type CardWho =
  | { kind: 'everyShip' }
  | { kind: 'squadron'; side: string; squadron: string }
  | { kind: 'fleet'; side: string }
  | { kind: 'forts' }
  | { kind: 'nobody' };

export interface CardDemand {
  work: CardWork;
  who: CardWho;
  /**
   * The ships (by the caller's id) the card's step is for: the squadron's, the fleet's, those with
   * the card's order, or every ship for the wind; empty for the forts and for nobody.
   */
  shipIds: string[];
}

const WORK: Record<ForEveryShipKind, CardWork> = {
  wind: 'windChange',
  extinguishFire: 'extinguishFire',
  unfoul: 'unfoul',
  sailChange: 'sailChange',
  coastalBatteries: 'fortsFire',
};

/** HR-5 the orders a for-every-ship card carries out (the ships with one of them act on it). */
export const CARD_ORDERS: Readonly<Partial<Record<TurnCardKind, readonly OrderName[]>>> = {
  extinguishFire: ['extinguish'],
  unfoul: ['unfoul'],
  sailChange: ['increaseSail', 'decreaseSail'],
};

/** A ship as a card's demand sees it; `orders`: the orders written for it this turn. */
export interface DemandShip {
  id: string;
  side: string;
  squadron: string;
  orders?: readonly OrderName[];
}

/**
 * HR-5 what a drawn card asks of whom. `ships` are the battle's ships with an id of the caller's
 * choosing; `drawnBefore` the cards drawn earlier this turn (D-20: a squadron's second card asks
 * nothing). Cards other than movement-and-fire and boarding act for every ship at once: the order
 * cards (CARD_ORDERS) for every ship with the order, the wind card for the whole table; the coastal
 * batteries card has the forts fire, at once (not postponable).
 */
export function cardDemand(
  card: TurnCard,
  drawnBefore: readonly TurnCard[],
  ships: readonly DemandShip[],
): CardDemand {
  if (!cardActs(card, drawnBefore))
    return { work: 'nothing', who: { kind: 'nobody' }, shipIds: [] };
  switch (card.kind) {
    case 'moveFire':
      return {
        work: 'moveFire',
        who: { kind: 'squadron', side: card.side, squadron: card.squadron },
        shipIds: ships
          .filter((s) => s.side === card.side && s.squadron === card.squadron)
          .map((s) => s.id),
      };
    case 'boarding':
      return {
        work: 'boarding',
        who: { kind: 'fleet', side: card.side },
        shipIds: ships.filter((s) => s.side === card.side).map((s) => s.id),
      };
    case 'coastalBatteries':
      return { work: 'fortsFire', who: { kind: 'forts' }, shipIds: [] };
    default: {
      const orders = CARD_ORDERS[card.kind];
      const acting = orders
        ? ships.filter((s) => s.orders?.some((o) => orders.includes(o)))
        : ships;
      return {
        work: WORK[card.kind],
        who: { kind: 'everyShip' },
        shipIds: acting.map((s) => s.id),
      };
    }
  }
}

/** HR-5 the card-driven turn's phases: orders and Abilità for all, the draws, morale to close. */
export const CARD_TURN_PHASES = ['orders', 'abilita', 'draw', 'morale'] as const;
export type CardTurnPhase = (typeof CARD_TURN_PHASES)[number];

/** A turn's deck as it stands: the shuffled order (card ids) and how many have been drawn. */
export interface DeckProgress {
  order: readonly string[];
  drawn: number;
}

/** The cards still to draw. */
export function cardsLeft(progress: DeckProgress): number {
  return progress.order.length - progress.drawn;
}

/**
 * HR-5 the phase after `phase`: orders -> Abilità -> one draw per card -> morale (morale tests
 * always close the turn, even with no card left to draw); after morale, a new turn.
 */
export function nextCardPhase(
  phase: CardTurnPhase,
  progress: DeckProgress,
): { phase: CardTurnPhase; newTurn: boolean } {
  switch (phase) {
    case 'orders':
      return { phase: 'abilita', newTurn: false };
    case 'abilita':
    case 'draw':
      return cardsLeft(progress) > 0
        ? { phase: 'draw', newTurn: false }
        : { phase: 'morale', newTurn: false };
    case 'morale':
      return { phase: 'orders', newTurn: true };
  }
}

/** The deck's cards by id, refusing an order that is not a permutation of the deck (a forged or stale deck). */
export function cardsInOrder(deck: readonly TurnCard[], order: readonly string[]): TurnCard[] {
  const byId = new Map(deck.map((c) => [c.id, c]));
  if (order.length !== deck.length || new Set(order).size !== order.length)
    throw new RuleError('the deck order does not hold every card once');
  return order.map((id) => {
    const card = byId.get(id);
    if (!card) throw new RuleError(`no card ${id} in this deck`);
    return card;
  });
}

/** HR-5 the card in play: the last card drawn, with the cards drawn before it (null before the first draw). */
export function cardInPlay(
  cards: readonly TurnCard[],
  drawn: number,
): { card: TurnCard; before: TurnCard[] } | null {
  if (drawn <= 0) return null;
  const card = cards[drawn - 1];
  return card ? { card, before: cards.slice(0, drawn - 1) } : null;
}

/** HR-5 the card whose draw carries out an order (extinguish fire, unfoul, sail change), or null. */
export function cardForOrder(order: string): TurnCardKind | null {
  for (const kind of TURN_CARD_KINDS)
    if ((CARD_ORDERS[kind] as readonly string[] | undefined)?.includes(order)) return kind;
  return null;
}

/**
 * HR-5 whether an order's effect may be carried out now: an order a card carries out (CARD_ORDERS)
 * waits until its card is drawn this turn; every other order acts from the roll, as in FP-3.
 */
export function orderEffectOpen(order: string, drawn: readonly TurnCard[]): boolean {
  const kind = cardForOrder(order);
  return kind === null || drawn.some((c) => c.kind === kind);
}

/** A ship as the card in play sees it. */
export interface CardShip {
  side: string;
  squadron: string;
}

/**
 * HR-5 whether the card in play opens movement and fire for a ship: its squadron's movement-and-fire
 * card, and the first of the squadron's two under D-20 (the second does nothing).
 */
export function cardOpensMoveFire(
  inPlay: { card: TurnCard; before: readonly TurnCard[] } | null,
  ship: CardShip,
): boolean {
  if (inPlay?.card.kind !== 'moveFire' || !cardActs(inPlay.card, inPlay.before)) return false;
  return inPlay.card.side === ship.side && inPlay.card.squadron === ship.squadron;
}

/** HR-5 whether the card in play opens boarding for a ship of `side`: that fleet's boarding card. */
export function cardOpensBoarding(
  inPlay: { card: TurnCard; before: readonly TurnCard[] } | null,
  side: string,
): boolean {
  return !!inPlay && inPlay.card.kind === 'boarding' && inPlay.card.side === side;
}

/**
 * HR-5 / SD-117 a course change or tack rolled for a ship is made on its squadron's movement-and-fire
 * card (FP-3 turns a ship before it moves): open once that card has been drawn this turn.
 */
export function squadronCardDrawn(drawn: readonly TurnCard[], ship: CardShip): boolean {
  return drawn.some(
    (c) => c.kind === 'moveFire' && c.side === ship.side && c.squadron === ship.squadron,
  );
}
