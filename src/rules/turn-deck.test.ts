import { describe, expect, it } from 'vitest';
import { NO_OPTIONAL_RULES, effectiveOptions } from './options.js';
import type { OrderName } from './orders-available.js';
import {
  type DeckShip,
  type TurnCard,
  buildTurnDeck,
  cardActs,
  cardDemand,
  cardForOrder,
  cardInPlay,
  cardOpensBoarding,
  cardOpensMoveFire,
  cardsInOrder,
  cardsLeft,
  nextCardPhase,
  orderEffectOpen,
  seededRandomBelow,
  shuffleDeck,
  squadronCardDrawn,
  squadronsOf,
} from './turn-deck.js';

const ships: DeckShip[] = [
  { side: 'British', squadron: 'Van', crew: 'elite' },
  { side: 'British', squadron: 'Van', crew: 'good' },
  { side: 'British', squadron: 'Rear', crew: 'good' },
  { side: 'British', squadron: 'Rear', crew: 'average' },
  { side: 'French', squadron: 'Van', crew: 'good' },
  { side: 'French', squadron: '', crew: 'poor' },
];

const kinds = (deck: TurnCard[]) => deck.map((c) => c.kind);

describe('HR-5 the deck of the card-driven turn', () => {
  it('HR-5 SD-111 squadrons are side + squadron field; an empty field is one squadron per side', () => {
    expect(squadronsOf(ships)).toEqual([
      { side: 'British', squadron: 'Van', eliteOrGood: true },
      { side: 'British', squadron: 'Rear', eliteOrGood: false },
      { side: 'French', squadron: 'Van', eliteOrGood: true },
      { side: 'French', squadron: '', eliteOrGood: false },
    ]);
  });

  it('HR-5 wind, extinguish fire, unfoul, sail change, a movement card per squadron, a boarding card per fleet', () => {
    const deck = buildTurnDeck(ships, { eliteSquadronsTwice: false, hasForts: false });
    expect(kinds(deck)).toEqual([
      'wind',
      'extinguishFire',
      'unfoul',
      'sailChange',
      'moveFire',
      'moveFire',
      'moveFire',
      'moveFire',
      'boarding',
      'boarding',
    ]);
    expect(deck.filter((c) => c.kind === 'boarding').map((c) => c.side)).toEqual([
      'British',
      'French',
    ]);
    expect(new Set(deck.map((c) => c.id)).size).toBe(deck.length);
  });

  it('HR-5 SD-112 the coastal batteries card only with forts', () => {
    const deck = buildTurnDeck(ships, { eliteSquadronsTwice: false, hasForts: true });
    expect(kinds(deck).filter((k) => k === 'coastalBatteries')).toHaveLength(1);
  });

  it('HR-5 D-20 the advanced rule: two movement-and-fire cards for an Elite-or-Good squadron only', () => {
    const deck = buildTurnDeck(ships, { eliteSquadronsTwice: true, hasForts: false });
    const moves = deck.filter((c) => c.kind === 'moveFire');
    expect(moves.map((c) => [c.side, c.squadron, c.copy])).toEqual([
      ['British', 'Van', 1],
      ['British', 'Van', 2],
      ['British', 'Rear', 1],
      ['French', 'Van', 1],
      ['French', 'Van', 2],
      ['French', '', 1],
    ]);
  });

  it('HR-5 a ship with no side is refused', () => {
    expect(() =>
      buildTurnDeck([{ side: '', squadron: '', crew: 'good' }], {
        eliteSquadronsTwice: false,
        hasForts: false,
      }),
    ).toThrow('needs a side');
  });
});

describe('HR-5 the shuffle (randomness from outside)', () => {
  const deck = buildTurnDeck(ships, { eliteSquadronsTwice: true, hasForts: true });

  it('HR-5 a seeded shuffle is a permutation, the same for the same seed', () => {
    const a = shuffleDeck(deck, seededRandomBelow(7));
    const b = shuffleDeck(deck, seededRandomBelow(7));
    expect(a).toEqual(b);
    expect([...a].sort((x, y) => x.id.localeCompare(y.id))).toEqual(
      [...deck].sort((x, y) => x.id.localeCompare(y.id)),
    );
    expect(a.map((c) => c.id)).not.toEqual(deck.map((c) => c.id));
  });

  it('HR-5 Fisher-Yates with the injected numbers: j = 0 everywhere rotates, j = i keeps the order', () => {
    // j = 0 at every step swaps each last element with the first: [a,b,c] -> [b,c,a].
    expect(shuffleDeck(['a', 'b', 'c'], () => 0)).toEqual(['b', 'c', 'a']);
    // j = i at every step leaves the order alone.
    expect(shuffleDeck(['a', 'b', 'c'], (n) => n - 1)).toEqual(['a', 'b', 'c']);
  });

  it('HR-5 a number out of range from the random source is refused', () => {
    expect(() => shuffleDeck(['a', 'b'], () => 2)).toThrow('whole number 0-1');
    expect(() => shuffleDeck(['a', 'b'], () => 0.5)).toThrow('whole number');
  });

  it('HR-5 the deck order must hold every card once', () => {
    const ids = deck.map((c) => c.id);
    expect(cardsInOrder(deck, [...ids].reverse()).map((c) => c.id)).toEqual([...ids].reverse());
    expect(() => cardsInOrder(deck, ids.slice(1))).toThrow('every card once');
    expect(() => cardsInOrder(deck, [ids[0]!, ...ids.slice(0, -1)])).toThrow('every card once');
    expect(() => cardsInOrder(deck, [...ids.slice(1), '["forged"]'])).toThrow('no card');
  });
});

describe('HR-5 what a drawn card asks of whom', () => {
  const deck = buildTurnDeck(ships, { eliteSquadronsTwice: true, hasForts: true });
  const table = ships.map((s, i) => ({ id: `s${i}`, side: s.side, squadron: s.squadron }));
  const card = (pred: (c: TurnCard) => boolean) => deck.find(pred)!;
  const vanCopy = (copy: 1 | 2) =>
    card(
      (c) =>
        c.kind === 'moveFire' && c.side === 'British' && c.squadron === 'Van' && c.copy === copy,
    );

  it('HR-5 cards other than movement and boarding act for every ship at once (those with the order)', () => {
    const orders: OrderName[][] = [
      [],
      ['extinguish'],
      ['unfoul', 'firePort'],
      ['increaseSail'],
      ['decreaseSail'],
      [],
    ];
    const ordered = table.map((s, i) => ({ ...s, orders: orders[i]! }));
    const ids = (kind: TurnCard['kind']) => {
      const d = cardDemand(
        card((c) => c.kind === kind),
        [],
        ordered,
      );
      expect(d.who).toEqual({ kind: 'everyShip' });
      return d.shipIds;
    };
    expect(ids('wind')).toEqual(['s0', 's1', 's2', 's3', 's4', 's5']);
    expect(ids('extinguishFire')).toEqual(['s1']);
    expect(ids('unfoul')).toEqual(['s2']);
    expect(ids('sailChange')).toEqual(['s3', 's4']);
    // Orders not given: no ship has one.
    expect(
      cardDemand(
        card((c) => c.kind === 'unfoul'),
        [],
        table,
      ).shipIds,
    ).toEqual([]);
    expect(
      cardDemand(
        card((c) => c.kind === 'wind'),
        [],
        table,
      ).work,
    ).toBe('windChange');
    expect(
      cardDemand(
        card((c) => c.kind === 'sailChange'),
        [],
        table,
      ).work,
    ).toBe('sailChange');
  });

  it('HR-5 the movement-and-fire card is for its squadron only', () => {
    const d = cardDemand(vanCopy(1), [], table);
    expect(d).toEqual({
      work: 'moveFire',
      who: { kind: 'squadron', side: 'British', squadron: 'Van' },
      shipIds: ['s0', 's1'],
    });
    const unnamed = card((c) => c.kind === 'moveFire' && c.squadron === '');
    expect(cardDemand(unnamed, [], table).shipIds).toEqual(['s5']);
  });

  it('HR-5 the boarding card is for its fleet; the coastal batteries for the forts', () => {
    const b = cardDemand(
      card((c) => c.kind === 'boarding' && c.side === 'French'),
      [],
      table,
    );
    expect(b).toEqual({
      work: 'boarding',
      who: { kind: 'fleet', side: 'French' },
      shipIds: ['s4', 's5'],
    });
    const f = cardDemand(
      card((c) => c.kind === 'coastalBatteries'),
      [],
      table,
    );
    expect(f).toEqual({ work: 'fortsFire', who: { kind: 'forts' }, shipIds: [] });
  });

  it("HR-5 D-20 the first of a squadron's two cards acts, whichever copy; the second does nothing", () => {
    expect(cardActs(vanCopy(2), [])).toBe(true);
    expect(cardActs(vanCopy(1), [vanCopy(2)])).toBe(false);
    expect(cardDemand(vanCopy(1), [vanCopy(2)], table)).toEqual({
      work: 'nothing',
      who: { kind: 'nobody' },
      shipIds: [],
    });
    // Another squadron's card drawn before changes nothing.
    const french = card(
      (c) => c.kind === 'moveFire' && c.side === 'French' && c.squadron === 'Van',
    );
    expect(cardActs(vanCopy(1), [french])).toBe(true);
  });
});

describe('HR-5 the phases of the card-driven turn', () => {
  it('HR-5 orders, Abilità, a draw per card, morale closing the turn', () => {
    const p = { order: ['a', 'b'], drawn: 0 };
    expect(nextCardPhase('orders', p)).toEqual({ phase: 'abilita', newTurn: false });
    expect(nextCardPhase('abilita', p)).toEqual({ phase: 'draw', newTurn: false });
    expect(nextCardPhase('draw', { ...p, drawn: 1 })).toEqual({ phase: 'draw', newTurn: false });
    expect(nextCardPhase('draw', { ...p, drawn: 2 })).toEqual({ phase: 'morale', newTurn: false });
    expect(nextCardPhase('morale', { ...p, drawn: 2 })).toEqual({ phase: 'orders', newTurn: true });
    expect(cardsLeft({ ...p, drawn: 1 })).toBe(1);
  });

  it('HR-5 an empty deck goes from Abilità straight to morale', () => {
    expect(nextCardPhase('abilita', { order: [], drawn: 0 }).phase).toBe('morale');
  });
});

describe('HR-5 options: SD-110 and D-20 prerequisites', () => {
  it('HR-5 SD-110 the card-driven turn is off under OR-3 two segments', () => {
    const r = effectiveOptions({
      ...NO_OPTIONAL_RULES,
      cardDrivenTurn: true,
      twoSegmentTurn: true,
    });
    expect(r.options.cardDrivenTurn).toBe(false);
    expect(r.disabled).toEqual([
      { option: 'cardDrivenTurn', missing: [], excludedBy: ['twoSegmentTurn'] },
    ]);
    expect(
      effectiveOptions({ ...NO_OPTIONAL_RULES, cardDrivenTurn: true }).options.cardDrivenTurn,
    ).toBe(true);
  });

  it('HR-5 D-20 the advanced rule needs the card-driven turn (and goes off with it under OR-3)', () => {
    const alone = effectiveOptions({ ...NO_OPTIONAL_RULES, cardDrivenElite: true });
    expect(alone.options.cardDrivenElite).toBe(false);
    expect(alone.disabled).toEqual([{ option: 'cardDrivenElite', missing: ['cardDrivenTurn'] }]);
    const both = effectiveOptions({
      ...NO_OPTIONAL_RULES,
      cardDrivenTurn: true,
      cardDrivenElite: true,
    });
    expect(both.options.cardDrivenElite).toBe(true);
    const underOr3 = effectiveOptions({
      ...NO_OPTIONAL_RULES,
      cardDrivenTurn: true,
      cardDrivenElite: true,
      twoSegmentTurn: true,
    });
    expect(underOr3.options.cardDrivenElite).toBe(false);
    expect(underOr3.disabled.map((d) => d.option)).toEqual(['cardDrivenTurn', 'cardDrivenElite']);
  });
});

describe('HR-5 what the card in play opens', () => {
  const mf = (side: string, squadron: string, copy: 1 | 2): TurnCard => ({
    id: `["moveFire","${side}","${squadron}",${copy}]`,
    kind: 'moveFire',
    side,
    squadron,
    copy,
  });
  const wind: TurnCard = { id: '["wind"]', kind: 'wind' };
  const boardingFr: TurnCard = { id: '["boarding","French"]', kind: 'boarding', side: 'French' };
  const ext: TurnCard = { id: '["extinguishFire"]', kind: 'extinguishFire' };
  const sail: TurnCard = { id: '["sailChange"]', kind: 'sailChange' };
  const order = [wind, mf('British', 'Van', 2), boardingFr, mf('British', 'Van', 1), ext];

  it('HR-5 cardInPlay: the last card drawn and those before it; none before the first draw', () => {
    expect(cardInPlay(order, 0)).toBeNull();
    expect(cardInPlay(order, 1)).toEqual({ card: wind, before: [] });
    expect(cardInPlay(order, 3)).toEqual({ card: boardingFr, before: order.slice(0, 2) });
    expect(cardInPlay(order, 9)).toBeNull();
  });

  it("HR-5 D-20 a movement-and-fire card opens its squadron's ships only, and not as the second drawn", () => {
    const van = { side: 'British', squadron: 'Van' };
    expect(cardOpensMoveFire(cardInPlay(order, 2), van)).toBe(true);
    expect(cardOpensMoveFire(cardInPlay(order, 2), { side: 'British', squadron: 'Rear' })).toBe(
      false,
    );
    expect(cardOpensMoveFire(cardInPlay(order, 2), { side: 'French', squadron: 'Van' })).toBe(
      false,
    );
    // D-20 the copy 1 drawn after copy 2 does nothing.
    expect(cardOpensMoveFire(cardInPlay(order, 4), van)).toBe(false);
    expect(cardOpensMoveFire(cardInPlay(order, 1), van)).toBe(false);
    expect(cardOpensMoveFire(null, van)).toBe(false);
  });

  it("HR-5 a boarding card opens its fleet's ships only", () => {
    expect(cardOpensBoarding(cardInPlay(order, 3), 'French')).toBe(true);
    expect(cardOpensBoarding(cardInPlay(order, 3), 'British')).toBe(false);
    expect(cardOpensBoarding(cardInPlay(order, 2), 'British')).toBe(false);
    expect(cardOpensBoarding(null, 'French')).toBe(false);
  });

  it('HR-5 extinguish, unfoul and sail-change orders wait for their card; the others act from the roll', () => {
    expect(cardForOrder('extinguish')).toBe('extinguishFire');
    expect(cardForOrder('unfoul')).toBe('unfoul');
    expect(cardForOrder('increaseSail')).toBe('sailChange');
    expect(cardForOrder('decreaseSail')).toBe('sailChange');
    expect(cardForOrder('prepareBoarding')).toBeNull();
    expect(orderEffectOpen('extinguish', [wind])).toBe(false);
    expect(orderEffectOpen('extinguish', [wind, ext])).toBe(true);
    expect(orderEffectOpen('increaseSail', [ext])).toBe(false);
    expect(orderEffectOpen('decreaseSail', [sail])).toBe(true);
    expect(orderEffectOpen('unfoul', [ext, sail])).toBe(false);
    expect(orderEffectOpen('prepareBoarding', [])).toBe(true);
    expect(orderEffectOpen('firePort', [])).toBe(true);
  });

  it("HR-5 SD-117 a course change waits for the squadron's movement-and-fire card (either copy)", () => {
    const van = { side: 'British', squadron: 'Van' };
    expect(squadronCardDrawn([wind, ext], van)).toBe(false);
    expect(squadronCardDrawn([wind, mf('British', 'Van', 2)], van)).toBe(true);
    expect(squadronCardDrawn([mf('British', 'Rear', 1)], van)).toBe(false);
    expect(squadronCardDrawn([mf('French', 'Van', 1)], van)).toBe(false);
  });
});
