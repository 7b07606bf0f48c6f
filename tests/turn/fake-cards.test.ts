// The Cards fake follows Foundry's Cards API as documented (v13/v14): draw is a pass with the action
// "draw" of the first available cards by sort; a deck marks a passed card drawn, a pile deletes it;
// a card passed back to its origin deck is marked there, not created; recall brings a deck's cards
// home; only owners (or GMs) change a stack's cards. These tests pin the fake the HR-5 tests rely on.
import { describe, expect, it } from 'vitest';
import { CARD_DRAW_MODES, type FakeCards, installCards } from '../fake-foundry/cards.js';
import { PermissionError } from '../fake-foundry/documents.js';
import { freshWorld } from '../support/foundry.js';

async function stacks() {
  const w = freshWorld();
  installCards();
  const Cards = (globalThis as unknown as { Cards: { create(d: object): Promise<FakeCards> } })
    .Cards;
  const deck = await Cards.create({
    name: 'Deck',
    type: 'deck',
    ownership: { default: 2 },
    cards: ['a', 'b', 'c'].map((name, i) => ({ name, sort: 3 - i })),
  });
  const pile = await Cards.create({ name: 'Pile', type: 'pile', ownership: { default: 2 } });
  const names = (s: FakeCards) => s.availableCards.map((c) => c.name);
  return { w, deck, pile, names, Cards };
}

describe('the Cards fake (Foundry semantics the turn deck relies on)', () => {
  it('draw takes the first available cards by sort; the deck keeps them as drawn', async () => {
    const { deck, pile, names } = await stacks();
    expect(names(deck)).toEqual(['c', 'b', 'a']);
    const drawn = await pile.draw(deck, 2);
    expect(drawn.map((c) => c.name)).toEqual(['c', 'b']);
    expect(names(deck)).toEqual(['a']);
    expect(deck.drawnCards.map((c) => c.name).sort()).toEqual(['b', 'c']);
    expect(pile.cards.contents.every((c) => c.origin === deck.id && !c.drawn)).toBe(true);
    // The ids are kept, so the card in the pile is the deck's card.
    expect(drawn.every((c) => deck.cards.get(c.id)!.drawn)).toBe(true);
    await expect(pile.draw(deck, 2)).rejects.toThrow('not enough cards');
    expect((await pile.draw(deck, 1, { how: CARD_DRAW_MODES.LAST })).map((c) => c.name)).toEqual([
      'a',
    ]);
  });

  it('a drawn card cannot be passed again; passing back to the origin deck marks it there', async () => {
    const { deck, pile } = await stacks();
    const [card] = await pile.draw(deck, 1);
    await expect(deck.pass(pile, [card!.id])).rejects.toThrow('already been drawn');
    await pile.pass(deck, [card!.id]);
    expect(pile.cards.size).toBe(0);
    expect(deck.cards.size).toBe(3);
    expect(deck.cards.get(card!.id)!.drawn).toBe(false);
  });

  it('recall (v13; reset is its deprecated name) brings the cards home; a passCards hook false cancels', async () => {
    const { w, deck, pile } = await stacks();
    await pile.draw(deck, 2);
    await deck.reset();
    expect(w.world.deprecations).toContain('Cards#reset');
    expect(pile.cards.size).toBe(0);
    expect(deck.availableCards).toHaveLength(3);
    w.world.hooks.on('passCards', () => false);
    expect(await pile.draw(deck, 1)).toEqual([]);
    expect(deck.availableCards).toHaveLength(3);
  });

  it('only owners change a stack; players may not create stacks', async () => {
    const { w, deck, pile, Cards } = await stacks();
    const player = w.player('Pat');
    w.world.actAs(player);
    await expect(pile.draw(deck, 1)).rejects.toThrow(PermissionError);
    await expect(deck.shuffle()).rejects.toThrow(PermissionError);
    await expect(Cards.create({ name: 'Mine', type: 'hand' })).rejects.toThrow(PermissionError);
    expect(deck.availableCards).toHaveLength(3);
  });
});
