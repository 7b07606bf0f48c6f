// HR-5 the card-driven turn's deck as Foundry's own Cards documents: a deck built for the battle from
// its squadrons (one Card per card of the core's deck, its face the build's SVG in the user's
// language) and a pile the GM draws into, which every player observes. Only the GM's client touches
// them: it re-makes and shuffles the deck when each turn begins (the order from the core's shuffle
// with the GM's randomness) and draws the next card into the pile. The referee's record of the turn
// (TurnState.deck) is what drives the turn, never the documents: a card moved by hand moves nothing.
import {
  RuleError,
  buildTurnDeck,
  shuffleDeck,
  type DeckShip,
  type RandomBelow,
  type TurnCard,
} from '../../rules/index.js';
import { turnCardBackPath, turnCardFacePath } from '../../art/turn-card.js';
import { SYSTEM_ID, SYSTEM_PATH } from '../constants.js';
import { cardStack, createCardStack, randomUniform, type CardStackLike } from '../foundry-api.js';
import { format, language, localize } from '../i18n.js';
import { sideDisplayName } from '../fleet/side-name.js';
import { optionalRules } from '../settings.js';
import { rosterShips } from './flow.js';
import { readFleetMoraleStore } from './fleet-morale-referee.js';
import { battleScene } from './scene-table.js';
import type { TurnDeckState, TurnState } from './turn-state.js';
import { battleCombat } from './battle-store.js';

/** The flag on each Card naming the core card it is. */
export const TURN_CARD_FLAG = 'turnCard';
/** The flag on the two stacks naming the battle (its Combat) they belong to. */
export const TURN_DECK_FLAG = 'turnDeck';

const OBSERVER = 2;
const LIMITED = 1;

function gmOnly(): void {
  if (!game.user!.isGM) throw new RuleError(localize('SCA.Turn.Error.GMOnly'));
}

/** The GM client's uniform integers below n (CONFIG.Dice.randomUniform, as its dice). */
export const gmRandomBelow: RandomBelow = (n) => Math.floor(randomUniform() * n);

/**
 * SD-111 the battle's ships that make the deck: not struck, blown up or abandoned; captured ships with
 * their captor. SD-186 (HR-4) a ship of a broken fleet saved at its table edge is off the table: out.
 */
export function deckShips(state: TurnState): Array<DeckShip & { id: string }> {
  const saved = new Set(readFleetMoraleStore().records.flatMap((r) => r.saved));
  return rosterShips(state)
    .filter(
      (s) =>
        !s.system.status.struck &&
        !s.system.status.exploded &&
        !s.system.status.abandoned &&
        !saved.has(s.actorUuid),
    )
    .map((s) => ({
      id: s.actorUuid,
      side: s.system.side,
      squadron: s.system.squadron,
      crew: s.system.crew,
    }));
}

/** SD-112 forts on the battle's scene (their coastal batteries card). */
function sceneHasForts(): boolean {
  const tokens = battleScene()?.tokens.contents ?? [];
  return tokens.some((t) => (t.actor as { type?: string } | null)?.type === 'fort');
}

/** The squadron's name as the card shows it ('' is the side's ships without a squadron). */
export function squadronLabel(squadron: string): string {
  return squadron === '' ? localize('SCA.Deck.NoSquadron') : squadron;
}

/** A card's name in the user's language (the squadron or fleet it names included). */
export function turnCardName(card: TurnCard): string {
  const side = (id: string) => sideDisplayName(id, localize);
  if (card.kind === 'moveFire')
    return format('SCA.Deck.MoveFireName', {
      squadron: squadronLabel(card.squadron),
      side: side(card.side),
    });
  if (card.kind === 'boarding') return format('SCA.Deck.BoardingName', { side: side(card.side) });
  return localize(`SCA.Deck.Card.${card.kind}.Name`);
}

function faceLanguage(): 'en' | 'it' {
  return language() === 'it' ? 'it' : 'en';
}

/** The face image of a card kind (written into dist/ by the build). */
export function turnCardImage(card: Pick<TurnCard, 'kind'>): string {
  return `${SYSTEM_PATH}/${turnCardFacePath(faceLanguage(), card.kind)}`;
}

/** One Card document's data: face down in the deck, its face the kind's SVG, named for its squadron or fleet. */
function cardData(card: TurnCard, sort: number): object {
  const name = turnCardName(card);
  return {
    name,
    type: 'base',
    description: localize(`SCA.Deck.Card.${card.kind}.Line`),
    faces: [
      {
        name,
        text: localize(`SCA.Deck.Card.${card.kind}.Line`),
        img: turnCardImage(card),
      },
    ],
    face: null,
    back: {
      name: localize('SCA.Deck.Back'),
      img: `${SYSTEM_PATH}/${turnCardBackPath(faceLanguage())}`,
    },
    sort,
    flags: { [SYSTEM_ID]: { [TURN_CARD_FLAG]: card } },
  };
}

function coreCardOf(doc: { getFlag(scope: string, key: string): unknown }): TurnCard | null {
  const c = doc.getFlag(SYSTEM_ID, TURN_CARD_FLAG) as TurnCard | undefined;
  return c && typeof c.id === 'string' ? c : null;
}

/** The deck and the pile of this battle, created (GM) when missing. */
async function stacksFor(state: TurnState): Promise<{ deck: CardStackLike; pile: CardStackLike }> {
  const deck = state.deck ? cardStack(state.deck.deckId) : null;
  const pile = state.deck ? cardStack(state.deck.pileId) : null;
  const combatId =
    battleCombat<{ id?: string; getFlag(s: string, k: string): unknown }>()?.id ?? null;
  const flags = { [SYSTEM_ID]: { [TURN_DECK_FLAG]: combatId } };
  return {
    // The deck's order is the referee's: players see it in the directory, its cards lie face down.
    deck:
      deck ??
      (await createCardStack({
        name: localize('SCA.Deck.DeckName'),
        type: 'deck',
        img: `${SYSTEM_PATH}/${turnCardBackPath(faceLanguage())}`,
        ownership: { default: LIMITED },
        flags,
      })),
    pile:
      pile ??
      (await createCardStack({
        name: localize('SCA.Deck.PileName'),
        type: 'pile',
        ownership: { default: OBSERVER },
        flags,
      })),
  };
}

/**
 * HR-5 (GM) the deck for a new turn: built from the battle's squadrons and options, shuffled with the
 * GM's randomness (or `randomBelow`), every card home and in that order. Returns the state with the
 * turn's deck; a battle without the card-driven turn is returned as it is.
 */
export async function startTurnDeck(
  state: TurnState,
  randomBelow: RandomBelow = gmRandomBelow,
): Promise<TurnState> {
  gmOnly();
  const options = optionalRules();
  // The option turned off during the battle: the turn goes back to the FP-3 sequence.
  if (!options.cardDrivenTurn) return state.deck ? { ...state, deck: null } : state;
  const ships = deckShips(state);
  const built = buildTurnDeck(ships, {
    eliteSquadronsTwice: options.cardDrivenElite,
    hasForts: sceneHasForts(),
  });
  const cards = shuffleDeck(built, randomBelow);
  const { deck, pile } = await stacksFor(state);
  await deck.recall({ chatNotification: false });
  await pile.recall({ chatNotification: false });
  // The same cards as last turn keep their documents; cards of squadrons gone or new are removed or made.
  const wanted = new Set(cards.map((c) => c.id));
  const stale = deck.cards.contents.filter((d) => !wanted.has(coreCardOf(d)?.id ?? ''));
  if (stale.length)
    await deck.deleteEmbeddedDocuments(
      'Card',
      stale.map((d) => d.id!),
    );
  const have = new Set(deck.cards.contents.map((d) => coreCardOf(d)?.id));
  const missing = cards.filter((c) => !have.has(c.id));
  if (missing.length)
    await deck.createEmbeddedDocuments(
      'Card',
      missing.map((c) => cardData(c, 0)),
    );
  const position = new Map(cards.map((c, i) => [c.id, i]));
  await deck.updateEmbeddedDocuments(
    'Card',
    deck.cards.contents.map((d) => ({
      _id: d.id,
      sort: position.get(coreCardOf(d)!.id)!,
      face: null,
    })),
  );
  // SD-127 the squadrons the cards judge the ships by this turn.
  const squadrons = ships.map((s) => ({ actorUuid: s.id, squadron: s.squadron }));
  return { ...state, deck: { deckId: deck.id!, pileId: pile.id!, cards, drawn: 0, squadrons } };
}

/**
 * HR-5 (GM) draws the turn's next card into the pile, by the referee's order (the card is passed by
 * id, so a deck re-sorted by hand changes nothing), face up. Returns the state with one more drawn.
 */
export async function drawNextTurnCard(state: TurnState): Promise<TurnState> {
  gmOnly();
  const record = state.deck;
  if (!record) throw new RuleError(localize('SCA.Deck.Error.NoDeck'));
  const next = record.cards[record.drawn];
  if (!next) throw new RuleError(localize('SCA.Deck.Error.Empty'));
  const deck = cardStack(record.deckId);
  const pile = cardStack(record.pileId);
  if (!deck || !pile)
    throw new RuleError(format('SCA.Deck.Error.Changed', { card: turnCardName(next) }));
  // A card moved into the pile by hand (Foundry's Cards UI) is not in play: it goes back, face down.
  const inPlay = new Set(drawnCards(record).map((c) => c.id));
  const stray = pile.cards.contents.filter((d) => !inPlay.has(coreCardOf(d)?.id ?? ''));
  if (stray.length)
    await pile.pass(
      deck,
      stray.map((d) => d.id!),
      { action: 'pass', updateData: { face: null }, chatNotification: false },
    );
  const doc = deck.cards.contents.find((d) => coreCardOf(d)?.id === next.id && !d.drawn);
  if (!doc) throw new RuleError(format('SCA.Deck.Error.Changed', { card: turnCardName(next) }));
  await deck.pass(pile, [doc.id!], {
    action: 'draw',
    updateData: { face: 0 },
    chatNotification: false,
  });
  return { ...state, deck: { ...record, drawn: record.drawn + 1 } };
}

/** The deck record's cards drawn so far, in draw order (the last is the card in play). */
export function drawnCards(record: TurnDeckState): TurnCard[] {
  return record.cards.slice(0, record.drawn);
}
