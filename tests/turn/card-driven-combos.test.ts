// HR-5 the card-driven turn played together with the other house rules and the options that change
// the turn: HR-3 running aground (the unfoul order waits for its card), HR-4 fleet morale closing a
// card-driven turn, and OR-6 / OR-9 steps inside the deck's turn. OR-3 is excluded by HR-5 (SD-110).
import { describe, expect, it } from 'vitest';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { performManoeuvre } from '../../src/foundry/canvas/moves.js';
import { mmToPx } from '../../src/foundry/canvas/table-ships.js';
import { advanceStep, beginBattle, drawTurnCard } from '../../src/foundry/turn/battle.js';
import { startTurnDeck } from '../../src/foundry/turn/deck-documents.js';
import { battle, rollAbilita, saveOrders } from '../../src/foundry/turn/flow.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { turnServices } from '../../src/foundry/turn/services.js';
import {
  effectiveOptions,
  NO_OPTIONAL_RULES,
  seededRandomBelow,
  type TurnCard,
} from '../../src/rules/index.js';
import { installCards } from '../fake-foundry/cards.js';
import { installCombat } from '../fake-foundry/combat.js';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';

/** A rectangle shoal in table mm (x0..x1 east, y0..y1 north) with the system's behaviour. */
function shoalRegion(
  grid: { size: number; distance: number },
  kind: 'rock' | 'sand',
  [x0, y0, x1, y1]: [number, number, number, number],
) {
  const topLeft = mmToPx({ x: x0, y: y1 }, grid);
  const k = grid.size / grid.distance;
  return {
    name: `A ${kind} bank`,
    shapes: [
      {
        type: 'rectangle',
        x: topLeft.x,
        y: topLeft.y,
        width: (x1 - x0) * k,
        height: (y1 - y0) * k,
      },
    ],
    behaviors: [{ name: 'Shoal', type: 'shoal', system: { kind } }],
  };
}

/** Two ships, one squadron a side, a card-driven turn; a sand bank 100 mm ahead of Bellona's bow. */
async function cardTable(settings: Record<string, boolean> = {}) {
  const w = await canvasWorld();
  installCombat();
  installCards();
  registerTurn();
  await w.world.settings.set(SYSTEM_ID, 'cardDrivenTurn', true);
  for (const [key, on] of Object.entries(settings)) await w.world.settings.set(SYSTEM_ID, key, on);
  const alice = w.player('Alice');
  const bob = w.player('Bob');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'full', side: 'British', crew: 'average', squadron: 'Van' },
  });
  const genereux = await shipActor('Généreux', {
    ownership: { [bob.id]: OWNERSHIP.OWNER },
    system: { sail: 'easy', side: 'French', crew: 'average', squadron: 'Van' },
  });
  // Bellona heads east in a north wind, its bow at x = 637.5 mm; Généreux far off to the north.
  const mine = await placeShip(w.scene, bellona, 600, -400, 90);
  const theirs = await placeShip(w.scene, genereux, 600, 400, 90);
  await w.scene.createEmbeddedDocuments('Region', [
    shoalRegion(w.scene.grid, 'sand', [737.5, -600, 897.5, -200]),
  ]);
  w.world.actAs(w.gm);
  await beginBattle(
    [bellona, genereux] as never,
    ['British', 'French'],
    [
      { tokenId: mine.id, actorId: bellona.id },
      { tokenId: theirs.id, actorId: genereux.id },
    ],
  );
  return { ...w, alice, bob, bellona, genereux, mine, theirs };
}

type Table = Awaited<ReturnType<typeof cardTable>>;

const inPlay = (): TurnCard | undefined => battle().deck!.cards[battle().deck!.drawn - 1];

/** The GM shuffles the turn's deck so that `first` comes before `then` (each a card id). */
async function deckWith(first: TurnCard['id'], then: TurnCard['id']): Promise<void> {
  for (let seed = 1; seed < 200; seed++) {
    const state = await startTurnDeck(battle(), seededRandomBelow(seed));
    const ids = state.deck!.cards.map((c) => c.id);
    if (ids.indexOf(first) < ids.indexOf(then)) {
      await turnServices().battle.write(state);
      return;
    }
  }
  throw new Error('no seed puts the cards in that order');
}

/** The GM draws until the card in play is `id`. */
async function drawTo(t: Table, id: TurnCard['id']): Promise<void> {
  t.world.actAs(t.gm);
  while (inPlay()?.id !== id) await drawTurnCard();
}

/** The GM draws the rest of the deck and closes the turn. */
async function closeTurn(t: Table): Promise<void> {
  t.world.actAs(t.gm);
  const turn = battle().turn;
  while (battle().deck!.drawn < battle().deck!.cards.length) await drawTurnCard();
  for (let i = 0; i < 10 && battle().turn === turn; i++) await advanceStep();
  expect(battle().turn).toBe(turn + 1);
}

const BRITISH_VAN: TurnCard['id'] = '["moveFire","British","Van",1]';
const UNFOUL: TurnCard['id'] = '["unfoul"]';

describe('HR-5 with HR-3: a ship runs aground on its card and gets off on the unfoul card', () => {
  it('HR-3 HR-5 aground on its squadron card in turn 1; in turn 2 the unfoul order waits for the unfoul card, which gets it off', async () => {
    const t = await cardTable({ runningAground: true });
    await deckWith(BRITISH_VAN, UNFOUL);
    t.world.actAs(t.gm);
    await advanceStep();
    await advanceStep();
    expect(battle().step).toBe('cards');
    await drawTo(t, BRITISH_VAN);
    t.world.actAs(t.alice);
    const report = await performManoeuvre(t.scene, t.mine.id, 'hold:4');
    expect(report.aground).toMatchObject({ kind: 'sand', refusal: null });
    expect(t.bellona.system.grounded).toEqual({ kind: 'sand', sail: 'full', turn: 1 });
    const [grounding] = cardsOfKind('grounding');
    // In a card-driven turn the grounding card is the ship's side's (no side acts first, SD-119).
    expect(grounding!.card).toMatchObject({ side: 'British', turn: 1, bottom: 'sand' });
    await closeTurn(t);

    // Turn 2: the unfoul order is written and rolled with everyone's, then waits for its card.
    t.world.actAs(t.gm);
    await deckWith(BRITISH_VAN, UNFOUL);
    expect(battle()).toMatchObject({ turn: 2, step: 'orders' });
    t.world.actAs(t.alice);
    expect(await saveOrders(t.bellona.uuid, { unfoul: true })).toEqual([]);
    t.world.actAs(t.gm);
    await advanceStep();
    t.world.actAs(t.alice);
    t.world.dice.push([6, 6, 6]);
    const roll = await rollAbilita([t.bellona.uuid]);
    t.world.actAs(t.gm);
    await advanceStep();
    expect(battle().step).toBe('cards');
    expect(t.bellona.system.grounded?.kind).toBe('sand');
    // Before the unfoul card, the player's own click is refused and the ship stays aground.
    t.world.actAs(t.alice);
    expect(
      await runCardAction(roll.message.id!, 'applyOrder', { index: 0, order: 'unfoul' }),
    ).toMatchObject({ status: 'refused', reason: expect.stringContaining('unfoul') });
    expect(t.bellona.system.grounded?.kind).toBe('sand');
    // Its squadron's card comes first: still aground, it may not move.
    await drawTo(t, BRITISH_VAN);
    t.world.actAs(t.alice);
    await expect(performManoeuvre(t.scene, t.mine.id, 'hold:4')).rejects.toThrow(/Aground/);
    // The unfoul card: the referee carries out the order (All) and the ship is off.
    await drawTo(t, UNFOUL);
    expect(t.bellona.system.grounded).toEqual({ kind: '', sail: '', turn: null });
    expect(t.bellona.system).toMatchObject({ hoveTo: true });
  });
});

describe('HR-5 and OR-3 (SD-110)', () => {
  it('HR-5 OR-3 the card-driven turn is off while the two-segment turn is on', () => {
    const { options, disabled } = effectiveOptions({
      ...NO_OPTIONAL_RULES,
      cardDrivenTurn: true,
      cardDrivenElite: true,
      twoSegmentTurn: true,
    });
    expect(options).toMatchObject({ cardDrivenTurn: false, cardDrivenElite: false });
    expect(disabled.map((d) => d.option).sort()).toEqual(['cardDrivenElite', 'cardDrivenTurn']);
  });
});
