// HR-5 / D-20 the card-driven turn's deck as Foundry Cards documents, against the fake with a GM and
// two players: two squadrons a side, the advanced rule on (Elite-or-Good squadrons draw twice), a
// seeded shuffle, every card drawn by the GM into the pile the players observe, what each card asks
// of whom in the tracker, the second movement card doing nothing, a new deck at the next turn; and
// the players' forged attempts (drawing, passing, reordering, a forged request) refused.
import { describe, expect, it } from 'vitest';
import {
  buildTurnDeck,
  cardDemand,
  seededRandomBelow,
  shuffleDeck,
  type TurnCard,
} from '../../src/rules/index.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { askReferee } from '../../src/foundry/referee/channel.js';
import { TurnTrackerApp } from '../../src/foundry/turn/apps.js';
import { advanceStep, drawTurnCard } from '../../src/foundry/turn/battle.js';
import { deckShips, startTurnDeck } from '../../src/foundry/turn/deck-documents.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { turnServices } from '../../src/foundry/turn/services.js';
import { type FakeCards, installCards } from '../fake-foundry/cards.js';
import { PermissionError } from '../fake-foundry/documents.js';
import { beginExample, exampleBattle, type Battle } from './support.js';

/** Two squadrons a side; British Van (Good, Good) and French Rear (Good, Elite) are Elite-or-Good. */
const SQUADRONS = {
  prince: { squadron: 'Van' },
  minerva: { squadron: 'Van' },
  defiance: { squadron: 'Rear' },
  ardent: { squadron: 'Rear' },
  foudroyant: { squadron: 'Van' },
  scipion: { squadron: 'Van' },
  hercule: { squadron: 'Rear', crew: 'good', originalCrew: 'good' },
  medee: { squadron: 'Rear', crew: 'elite', originalCrew: 'elite' },
};

async function cardBattle(elite = true): Promise<Battle & { stacks: () => FakeCards[] }> {
  const b = await exampleBattle(SQUADRONS);
  const stacks = installCards();
  await b.w.world.settings.set(SYSTEM_ID, 'cardDrivenTurn', true);
  await b.w.world.settings.set(SYSTEM_ID, 'cardDrivenElite', elite);
  await beginExample(b);
  return { ...b, stacks: () => stacks.contents };
}

function deckAndPile(b: { stacks: () => FakeCards[] }) {
  const record = battle().deck!;
  const deck = b.stacks().find((s) => s.id === record.deckId)!;
  const pile = b.stacks().find((s) => s.id === record.pileId)!;
  return { record, deck, pile };
}

/** HR-5 the GM closes every side's orders and Abilità: the draws begin. */
async function toDraws(): Promise<void> {
  while (battle().step !== 'cards') await advanceStep();
}

const coreId = (c: { getFlag(s: string, k: string): unknown }) =>
  (c.getFlag(SYSTEM_ID, 'turnCard') as TurnCard).id;

/** The fake ApplicationV2's rendered parts. */
async function trackerHtml(): Promise<string> {
  const app = (await new TurnTrackerApp().render()) as unknown as { parts: Record<string, string> };
  return app.parts.body!;
}

describe('HR-5 the turn deck as Foundry Cards documents', () => {
  it('HR-5 D-20 the battle begins with its deck (two squadrons a side) and an empty pile, in the Cards directory', async () => {
    const b = await cardBattle();
    const { record, deck, pile } = deckAndPile(b);
    expect(b.stacks().map((s) => s.type)).toEqual(['deck', 'pile']);
    // 4 for every ship, British Van x2, Rear, French Van, Rear x2, a boarding card per fleet.
    expect(record.cards).toHaveLength(12);
    expect(record.drawn).toBe(0);
    expect(record.cards.filter((c) => c.kind === 'moveFire')).toHaveLength(6);
    expect(deck.cards.size).toBe(12);
    expect(pile.cards.size).toBe(0);
    // The deck's cards lie face down in the referee's order; the players may observe the pile.
    expect(deck.availableCards.map(coreId)).toEqual(record.cards.map((c) => c.id));
    expect(deck.cards.contents.every((c) => c.face === null)).toBe(true);
    expect(deck.testUserPermission(b.alice, 'OBSERVER')).toBe(false);
    expect(deck.testUserPermission(b.alice, 'LIMITED')).toBe(true);
    expect(pile.testUserPermission(b.bob, 'OBSERVER')).toBe(true);
    expect(pile.testUserPermission(b.bob, 'OWNER')).toBe(false);
    // Faces are the build's SVGs in the user's language; the movement card names its squadron.
    const van = deck.cards.find((c) => coreId(c) === '["moveFire","British","Van",1]')!;
    expect(van.name).toBe('Movement and fire: Van (British)');
    expect(van.faces[0]!.img).toBe('systems/signal-close-action/assets/turn-cards/en/moveFire.svg');
    expect(van.back.img).toBe('systems/signal-close-action/assets/turn-cards/en/back.svg');
  });

  it("HR-5 the shuffle is the core's, fed by the random source (a seed here)", async () => {
    const b = await cardBattle();
    b.w.world.actAs(b.gm);
    const built = buildTurnDeck(deckShips(battle()), {
      eliteSquadronsTwice: true,
      hasForts: false,
    });
    const reshuffled = await startTurnDeck(battle(), seededRandomBelow(3));
    await turnServices().battle.write(reshuffled);
    expect(battle().deck!.cards).toEqual(shuffleDeck(built, seededRandomBelow(3)));
    const { deck } = deckAndPile(b);
    expect(deck.availableCards.map(coreId)).toEqual(battle().deck!.cards.map((c) => c.id));
    // The same documents were kept (no duplicates).
    expect(deck.cards.size).toBe(12);
  });

  it('HR-5 D-20 the GM draws every card; the tracker shows the card in play, whom it asks, and the second movement card does nothing', async () => {
    const b = await cardBattle();
    b.w.world.actAs(b.gm);
    await turnServices().battle.write(await startTurnDeck(battle(), seededRandomBelow(11)));
    await b.ships.minerva!.update({ 'system.fires': { hull: 1, rigging: 0 } });
    b.w.world.actAs(b.alice);
    expect(await saveOrders(b.ships.minerva!.uuid, { extinguish: true })).toEqual([]);
    b.w.world.actAs(b.gm);
    // FP-4.4 the referee rolls for Minerva, burning, when the Abilità step closes.
    b.w.world.dice.push([4, 4, 4]);
    await toDraws();
    const order = battle().deck!.cards;
    const seen: string[] = [];
    const ships = Object.values(b.ships).map((s) => ({
      id: s.uuid,
      side: s.system.side,
      squadron: s.system.squadron,
    }));
    let voids = 0;
    for (let i = 0; i < order.length; i++) {
      b.w.world.actAs(b.gm);
      await drawTurnCard();
      const { record, deck, pile } = deckAndPile(b);
      const card = order[i]!;
      expect(record.drawn).toBe(i + 1);
      // The pile holds exactly the cards drawn, face up, in order; the deck marks them drawn.
      expect(pile.cards.map(coreId)).toEqual(order.slice(0, i + 1).map((c) => c.id));
      expect(pile.cards.contents.every((c) => c.face === 0)).toBe(true);
      expect(deck.availableCards).toHaveLength(order.length - i - 1);
      const demand = cardDemand(card, order.slice(0, i), ships);
      // Every player sees the same tracker: the card, whom it asks, the cards left.
      b.w.world.actAs(b.alice);
      const html = await trackerHtml();
      expect(html).toContain(`Cards left in the deck: ${order.length - i - 1}`);
      expect(html).not.toContain('data-action="drawCard"');
      if (demand.work === 'nothing') {
        voids++;
        expect(card.kind).toBe('moveFire');
        expect(html).toContain('this one does nothing');
      } else if (card.kind === 'moveFire') {
        expect(html).toContain(`For ${card.squadron} (${card.side}) only`);
        const names = Object.values(b.ships)
          .filter((s) => s.system.side === card.side && s.system.squadron === card.squadron)
          .map((s) => s.name);
        expect(names).toHaveLength(2);
        expect(html).toContain('Ships: ');
        for (const n of names.filter((x) => !x.includes('é'))) expect(html).toContain(n);
      } else if (card.kind === 'boarding') {
        expect(html).toContain(`For the fleet of ${card.side} only`);
      } else {
        expect(html).toContain('For every ship at once');
        // The order cards name the ships with the order (Minerva fights her fire); the wind names none.
        if (card.kind === 'extinguishFire') expect(html).toContain('Ships: HMS Minerva');
        else if (card.kind === 'wind') expect(html).not.toContain('Ships: ');
        else expect(html).toContain('No ship has this order this turn.');
      }
      seen.push(card.id);
    }
    // D-20 two squadrons drew twice: two cards did nothing.
    expect(voids).toBe(2);
    expect(new Set(seen).size).toBe(12);
    b.w.world.actAs(b.gm);
    const html = await trackerHtml();
    expect(html).toContain('the morale tests close the turn');
    expect(html).not.toContain('data-action="drawCard"');
    await expect(drawTurnCard()).rejects.toThrow('Every card of this turn has been drawn.');
  });

  it('HR-5 the next turn makes the deck again, every card home and shuffled', async () => {
    const b = await cardBattle();
    b.w.world.actAs(b.gm);
    await toDraws();
    await drawTurnCard();
    await drawTurnCard();
    // HR-5 the draws end only when every card is drawn.
    await expect(advanceStep()).rejects.toThrow('Draw every card first: 10 left in the deck.');
    while (battle().deck!.drawn < 12) await drawTurnCard();
    for (let i = 0; i < 20 && battle().turn === 1; i++) await advanceStep();
    expect(battle().turn).toBe(2);
    const { record, deck, pile } = deckAndPile(b);
    expect(record.drawn).toBe(0);
    expect(record.cards).toHaveLength(12);
    expect(pile.cards.size).toBe(0);
    expect(deck.drawnCards).toHaveLength(0);
    expect(deck.availableCards.map(coreId)).toEqual(record.cards.map((c) => c.id));
    // Still one deck and one pile (they survive, and are reused, from turn to turn).
    expect(b.stacks()).toHaveLength(2);
  });

  it('HR-5 a card moved into the pile by hand is not in play: the referee puts it back and draws its own', async () => {
    const b = await cardBattle();
    b.w.world.actAs(b.gm);
    const { deck, pile } = deckAndPile(b);
    const order = battle().deck!.cards;
    // The GM drags the last card into the pile through Foundry's Cards UI.
    const last = deck.cards.find((c) => coreId(c) === order.at(-1)!.id)!;
    await deck.pass(pile, [last.id]);
    expect(battle().deck!.drawn).toBe(0);
    await toDraws();
    await drawTurnCard();
    expect(pile.cards.map(coreId)).toEqual([order[0]!.id]);
    expect(deck.cards.get(last.id)!.drawn).toBe(false);
  });

  it('HR-5 off (the default) or under OR-3: no deck, the FP-3 sequence', async () => {
    const b = await exampleBattle(SQUADRONS);
    const stacks = installCards();
    await b.w.world.settings.set(SYSTEM_ID, 'cardDrivenTurn', true);
    await b.w.world.settings.set(SYSTEM_ID, 'twoSegmentTurn', true);
    await beginExample(b);
    expect(battle().deck).toBeUndefined();
    expect(stacks.size).toBe(0);
    await expect(drawTurnCard()).rejects.toThrow('not played with the card-driven turn');
  });

  it('HR-5 the option turned off mid-battle: the next turn has no deck (the tracker shows none)', async () => {
    const b = await cardBattle();
    b.w.world.actAs(b.gm);
    await toDraws();
    await drawTurnCard();
    await b.w.world.settings.set(SYSTEM_ID, 'cardDrivenTurn', false);
    // The turn begun with its deck is played to its end.
    while (battle().deck!.drawn < battle().deck!.cards.length) await drawTurnCard();
    for (let i = 0; i < 20 && battle().turn === 1; i++) await advanceStep();
    expect(battle().deck).toBeNull();
    expect(await trackerHtml()).not.toContain('sca-deck');
    await expect(drawTurnCard()).rejects.toThrow('not played with the card-driven turn');
  });

  it('HR-5 without the advanced rule every squadron has one movement-and-fire card', async () => {
    const b = await cardBattle(false);
    const { record } = deckAndPile(b);
    expect(record.cards).toHaveLength(10);
  });
});

describe('HR-5 forged attempts on the turn deck are refused', () => {
  async function unchanged(b: Battle & { stacks: () => FakeCards[] }, run: () => Promise<unknown>) {
    const before = JSON.stringify(battle());
    const { deck, pile } = deckAndPile(b);
    const sorts = JSON.stringify(deck.cards.map((c) => [c.id, c.sort, c.drawn]));
    await run();
    expect(JSON.stringify(battle())).toBe(before);
    expect(pile.cards.size).toBe(0);
    expect(JSON.stringify(deck.cards.map((c) => [c.id, c.sort, c.drawn]))).toBe(sorts);
  }

  it("HR-5 a player cannot draw to advance the turn (the flow's draw is the GM's)", async () => {
    const b = await cardBattle();
    b.w.world.actAs(b.alice);
    await unchanged(b, () => expect(drawTurnCard()).rejects.toThrow('Only a GM can do this.'));
  });

  it("HR-5 a player drawing, passing or reordering the deck with Foundry's Cards API is refused", async () => {
    const b = await cardBattle();
    const { deck, pile } = deckAndPile(b);
    const first = deck.availableCards[0]!;
    b.w.world.actAs(b.bob);
    await unchanged(b, async () => {
      await expect(pile.draw(deck, 1)).rejects.toThrow(PermissionError);
      await expect(deck.pass(pile, [first.id])).rejects.toThrow(PermissionError);
      await expect(
        deck.updateEmbeddedDocuments('Card', [{ _id: first.id, sort: 99 }]),
      ).rejects.toThrow(PermissionError);
      await expect(deck.shuffle()).rejects.toThrow(PermissionError);
      await expect(deck.recall()).rejects.toThrow(PermissionError);
      await expect(pile.createEmbeddedDocuments('Card', [first.toObject()])).rejects.toThrow(
        PermissionError,
      );
    });
  });

  it('HR-5 a forged referee request to draw is refused, nothing changed', async () => {
    const b = await cardBattle();
    b.w.world.actAs(b.alice);
    await unchanged(b, async () => {
      const answer = await askReferee('drawTurnCard', { index: 0 });
      expect(answer.status).toBe('refused');
    });
    // A player's forged battle state (the Combat is the GM's) is refused too.
    const combat = (
      game as unknown as { combat: { setFlag(s: string, k: string, v: unknown): Promise<unknown> } }
    ).combat;
    await expect(
      combat.setFlag(SYSTEM_ID, 'battle', { ...battle(), deck: { ...battle().deck!, drawn: 5 } }),
    ).rejects.toThrow(PermissionError);
    expect(battle().deck!.drawn).toBe(0);
  });
});
