import { describe, expect, it } from 'vitest';
import { buildTurnDeck, type TurnCard } from '../../rules/index.js';
import { type DeckViewShip, deckView, givenOrders } from './deck-view.js';

const SHIPS: DeckViewShip[] = [
  { actorUuid: 'a', name: 'Prince', side: 'British', squadron: 'Van', orders: ['unfoul'] },
  { actorUuid: 'b', name: 'Minerva', side: 'British', squadron: 'Van', orders: [] },
  { actorUuid: 'c', name: 'Scipion', side: 'French', squadron: '', orders: [] },
];
const DECK = buildTurnDeck(
  [
    { side: 'British', squadron: 'Van', crew: 'elite' },
    { side: 'British', squadron: 'Van', crew: 'good' },
    { side: 'French', squadron: '', crew: 'poor' },
  ],
  { eliteSquadronsTwice: true, hasForts: true },
);
const names = {
  card: (c: TurnCard) => c.kind,
  image: (c: TurnCard) => `${c.kind}.svg`,
  side: (s: string) => s.toUpperCase(),
  squadron: (s: string) => (s === '' ? '(none)' : s),
};
const by = (pred: (c: TurnCard) => boolean) => DECK.find(pred)!;
const record = (cards: TurnCard[], drawn: number) => ({ deckId: 'd', pileId: 'p', cards, drawn });
const van = (copy: 1 | 2) =>
  by((c) => c.kind === 'moveFire' && c.side === 'British' && c.copy === copy);

describe('HR-5 the tracker view of the turn deck', () => {
  it('HR-5 no deck: nothing to show (the FP-3 sequence)', () => {
    expect(deckView(undefined, SHIPS, { isGM: true }, names)).toBeNull();
    expect(deckView(null, SHIPS, { isGM: true }, names)).toBeNull();
  });

  it('HR-5 before the first draw: no card, every card left, the GM may draw', () => {
    const v = deckView(record(DECK, 0), SHIPS, { isGM: true }, names)!;
    expect(v).toMatchObject({ inPlay: null, left: DECK.length, allDrawn: false, mayDraw: true });
    expect(deckView(record(DECK, 0), SHIPS, { isGM: false }, names)!.mayDraw).toBe(false);
  });

  it('HR-5 a squadron card names its squadron and ships; D-20 its second card does nothing', () => {
    const rest = DECK.filter((c) => c !== van(1) && c !== van(2));
    const first = deckView(record([van(2), van(1), ...rest], 1), SHIPS, { isGM: true }, names)!;
    expect(first.inPlay).toMatchObject({
      name: 'moveFire',
      img: 'moveFire.svg',
      whoKey: 'SCA.Deck.Tracker.Who.squadron',
      whoData: { squadron: 'Van', side: 'BRITISH' },
      nothing: false,
      ships: 'Prince, Minerva',
      noShip: false,
    });
    const second = deckView(record([van(2), van(1), ...rest], 2), SHIPS, { isGM: true }, names)!;
    expect(second.inPlay).toMatchObject({
      nothing: true,
      whoKey: 'SCA.Deck.Tracker.Who.nobody',
      ships: '',
    });
  });

  it('HR-5 order cards list the ships with the order (or none); the wind and the forts list no ship', () => {
    const at = (kind: TurnCard['kind']) => {
      const card = by((c) => c.kind === kind);
      return deckView(
        record([card, ...DECK.filter((c) => c !== card)], 1),
        SHIPS,
        { isGM: false },
        names,
      )!.inPlay!;
    };
    expect(at('unfoul')).toMatchObject({
      ships: 'Prince',
      noShip: false,
      whoKey: 'SCA.Deck.Tracker.Who.everyShip',
    });
    expect(at('extinguishFire')).toMatchObject({ ships: '', noShip: true });
    expect(at('wind')).toMatchObject({ ships: '', noShip: false });
    expect(at('coastalBatteries')).toMatchObject({
      whoKey: 'SCA.Deck.Tracker.Who.forts',
      noShip: false,
    });
    const boarding = at('boarding');
    expect(boarding.whoData).toEqual({ side: 'BRITISH' });
    expect(boarding.ships).toBe('Prince, Minerva');
  });

  it('HR-5 SD-177 the coastal batteries card lists the forts that fired; with none, the by-hand note', () => {
    const coastal = by((c) => c.kind === 'coastalBatteries');
    const wind = by((c) => c.kind === 'wind');
    const view = (first: TurnCard, lines: string[]) =>
      deckView(
        record([first, ...DECK.filter((c) => c !== first)], 1),
        SHIPS,
        { isGM: true },
        names,
        false,
        true,
        lines,
      )!.inPlay!;
    expect(view(coastal, [])).toMatchObject({ fortsByHand: true, forts: [] });
    expect(view(coastal, ['Fort Royal fired at Prince: Hit, 25 points.'])).toMatchObject({
      fortsByHand: false,
      forts: ['Fort Royal fired at Prince: Hit, 25 points.'],
    });
    // Another card in play shows no fort line.
    expect(view(wind, ['Fort Royal fired at Prince: Hit, 25 points.'])).toMatchObject({
      fortsByHand: false,
      forts: [],
    });
  });

  it('HR-5 drawn out: nothing left to draw, morale closes the turn; an ended battle draws nothing', () => {
    expect(deckView(record(DECK, DECK.length), SHIPS, { isGM: true }, names)).toMatchObject({
      left: 0,
      allDrawn: true,
      mayDraw: false,
    });
    expect(deckView(record(DECK, 0), SHIPS, { isGM: true }, names, true)!.mayDraw).toBe(false);
  });

  it('HR-5 the orders a ship gave: flags set and headings or aims chosen', () => {
    expect(
      givenOrders({
        turn: 2,
        locked: true,
        extinguish: true,
        unfoul: false,
        changeCourse: 'N',
        firePort: '',
      }),
    ).toEqual(['extinguish', 'changeCourse']);
  });
});
