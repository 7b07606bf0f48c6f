// Gallery entries of the HR-5 card-driven turn: the deck's faces and back (the very SVG the build
// writes, worded in the gallery's language) and the tracker with a card in play: a movement-and-fire
// card for one squadron, a card for every ship, a squadron's second card doing nothing (D-20), and
// the deck drawn out with morale to close the turn; the orders every side writes at once before the
// draws, and the coastal batteries card the GM resolves by hand. Built through the real pure views.
import {
  turnCardBackSvg,
  turnCardFaceSvg,
  type TurnCardWords,
} from '../../../src/art/turn-card.js';
import { templatePath } from '../../../src/foundry/constants.js';
import { sideDisplayName } from '../../../src/foundry/fleet/side-name.js';
import { localize } from '../../../src/foundry/i18n.js';
import { type DeckViewShip, deckView } from '../../../src/foundry/turn/deck-view.js';
import { newBattle, type Step, type TurnState } from '../../../src/foundry/turn/turn-state.js';
import type { TrackerShipFacts } from '../../../src/foundry/turn/tracker-checklist.js';
import { trackerView } from '../../../src/foundry/turn/turn-views.js';
import {
  TURN_CARD_KINDS,
  buildTurnDeck,
  type TurnCard,
  type TurnCardKind,
} from '../../../src/rules/index.js';
import { fake } from '../../fake-foundry/install.js';
import type { GalleryEntry } from '../types.js';

const t = () => fake().i18n;
const dataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;
const words = (kind: TurnCardKind): TurnCardWords => ({
  name: t().localize(`SCA.Deck.Card.${kind}.Name`),
  line: t().localize(`SCA.Deck.Card.${kind}.Line`),
});

const SHIPS: DeckViewShip[] = [
  { actorUuid: 'a1', name: 'HMS Prince', side: 'British', squadron: 'Van', orders: ['firePort'] },
  {
    actorUuid: 'a2',
    name: 'HMS Minerva',
    side: 'British',
    squadron: 'Van',
    orders: ['extinguish'],
  },
  { actorUuid: 'a3', name: 'HMS Defiance', side: 'British', squadron: 'Rear', orders: [] },
  { actorUuid: 'a4', name: 'Foudroyant', side: 'French', squadron: 'Van', orders: ['extinguish'] },
  { actorUuid: 'a5', name: 'Hercule', side: 'French', squadron: '', orders: ['unfoul'] },
];
const CREWS = ['good', 'elite', 'average', 'good', 'poor'] as const;
const DECK = buildTurnDeck(
  SHIPS.map((s, i) => ({ side: s.side, squadron: s.squadron, crew: CREWS[i]! })),
  { eliteSquadronsTwice: true, hasForts: true },
);
const find = (pred: (c: TurnCard) => boolean) => DECK.find(pred)!;
const vanOne = find((c) => c.kind === 'moveFire' && c.squadron === 'Van' && c.side === 'British');
const vanTwo = find(
  (c) => c.kind === 'moveFire' && c.squadron === 'Van' && c.side === 'British' && c.copy === 2,
);
const rest = DECK.filter((c) => c !== vanOne && c !== vanTwo);

function battleWith(cards: TurnCard[], drawn: number, step: Step = 'cards'): TurnState {
  return {
    ...newBattle(
      [
        { id: 'British', userIds: ['alice'] },
        { id: 'French', userIds: ['bob'] },
      ],
      [],
      [],
    ),
    turn: 2,
    step,
    deck: { deckId: 'deck', pileId: 'pile', cards, drawn },
  };
}

const side = (id: string) => sideDisplayName(id, localize);
const deckNames = {
  card: (c: TurnCard) =>
    c.kind === 'moveFire'
      ? t().format('SCA.Deck.MoveFireName', {
          squadron: c.squadron === '' ? t().localize('SCA.Deck.NoSquadron') : c.squadron,
          side: side(c.side),
        })
      : c.kind === 'boarding'
        ? t().format('SCA.Deck.BoardingName', { side: side(c.side) })
        : t().localize(`SCA.Deck.Card.${c.kind}.Name`),
  image: (c: TurnCard) => dataUri(turnCardFaceSvg(c.kind, words(c.kind))),
  side,
  squadron: (s: string) => (s === '' ? t().localize('SCA.Deck.NoSquadron') : s),
};
const names = { user: (id: string) => ({ alice: 'Alice', bob: 'Bob' })[id] ?? id, side };

/** HR-5 the checklist facts of the British Van on its own card (Prince and Minerva, not moved yet). */
const VAN_FACTS: TrackerShipFacts[] = SHIPS.slice(0, 3).map((s) => ({
  actorUuid: s.actorUuid,
  name: s.name,
  side: s.side,
  ownerIds: ['alice'],
  mayAct: true,
  ordersWritten: true,
  rolled: true,
  broadsidesOrdered: s.orders.includes('firePort') ? 1 : 0,
  broadsidesFired: 0,
  courseOrdered: false,
  mayMove: true,
  moved: false,
  partiesReady: false,
  moraleDue: null,
  moraleTested: false,
  cardAsks: s.squadron === 'Van' ? 'moveFire' : null,
}));

function trackerWithDeck(
  state: TurnState,
  isGM: boolean,
  facts: TrackerShipFacts[] = [],
): Record<string, unknown> {
  const viewer = { isGM, userId: isGM ? 'gm' : 'alice' };
  return {
    ...trackerView(state, viewer, [], 'standard', facts, names),
    deck: deckView(state.deck, SHIPS, viewer, deckNames, false, state.step === 'cards'),
  };
}

const tracker = (
  id: string,
  title: string,
  context: () => Record<string, unknown>,
): GalleryEntry => ({
  id: `deck-tracker-${id}`,
  title,
  template: templatePath('turn/tracker.hbs'),
  width: 320,
  context,
});

export const galleryEntries: GalleryEntry[] = [
  {
    id: 'deck-faces',
    title: 'Card-driven turn: the faces of the deck and its back (the build writes these files)',
    template: templatePath('art/ship-art.hbs'),
    width: 760,
    context: () => ({
      groups: [
        {
          title: t().localize('SCA.Deck.DeckName'),
          figures: [
            ...TURN_CARD_KINDS.map((k) => ({
              src: dataUri(turnCardFaceSvg(k, words(k))),
              width: 140,
              height: 210,
              caption: words(k).name,
            })),
            {
              src: dataUri(turnCardBackSvg(t().localize('SCA.Deck.Back'))),
              width: 140,
              height: 210,
              caption: t().localize('SCA.Deck.Back'),
            },
          ],
        },
      ],
    }),
  },
  tracker('gm-move-fire', "Tracker (GM): a squadron's movement-and-fire card in play", () =>
    trackerWithDeck(battleWith([vanOne, ...rest, vanTwo], 1), true),
  ),
  tracker('player-every-ship', 'Tracker (a player): the extinguish fire card, for every ship', () =>
    trackerWithDeck(
      battleWith([find((c) => c.kind === 'extinguishFire'), vanOne, vanTwo, ...rest.slice(1)], 1),
      false,
    ),
  ),
  tracker('second-card', "Tracker (GM): a squadron's second card, which does nothing", () =>
    trackerWithDeck(battleWith([vanOne, vanTwo, ...rest], 2), true),
  ),
  tracker('boarding', 'Tracker (a player): the boarding card of one fleet', () => {
    const boarding = find((c) => c.kind === 'boarding' && c.side === 'French');
    return trackerWithDeck(battleWith([boarding, ...DECK.filter((c) => c !== boarding)], 1), false);
  }),
  tracker('drawn-out', 'Tracker (GM): every card drawn, morale closes the turn', () =>
    trackerWithDeck(battleWith(DECK, DECK.length), true),
  ),
  tracker('no-card', 'Tracker (GM): the draws begin, no card drawn yet', () =>
    trackerWithDeck(battleWith(DECK, 0), true),
  ),
  tracker(
    'all-at-once',
    "Tracker (a player): a new turn's orders, every side at once, before the draws",
    () => trackerWithDeck(battleWith(DECK, 0, 'orders'), false),
  ),
  tracker(
    'player-van-guide',
    "Tracker (a player): her squadron's card in play, what her ships still owe",
    () => trackerWithDeck(battleWith([vanOne, ...rest, vanTwo], 1), false, VAN_FACTS),
  ),
  tracker('forts', 'Tracker (GM): the coastal batteries card, forts fired by hand', () => {
    const forts = find((c) => c.kind === 'coastalBatteries');
    return trackerWithDeck(battleWith([forts, ...DECK.filter((c) => c !== forts)], 1), true);
  }),
];
