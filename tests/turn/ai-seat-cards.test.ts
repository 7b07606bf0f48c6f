// Issue 13 + issue 12 (HR-5): the AI seat plays the card-driven turn. On a (fake) table with the canvas
// glue and Foundry's Cards, the French (handed to the AI) and the British (Alice's) fight with two
// squadrons a side and the advanced rule (D-20: the French Van, Good crews, has two cards). The AI
// writes the French orders and rolls in the shared steps (SD-119), and in the draws moves and fires a
// French squadron on that squadron's card only (its course change first, SD-117), nothing on the
// other cards (the second Van card does nothing). Taken back mid-deck it stops; handed back while its
// card is in play it acts at once. Forged: neither a player's write of the battle nor a card moved by
// hand in the Cards UI makes it act.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { installCards } from '../fake-foundry/cards.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { cardView, viewContextOf } from '../../src/foundry/chat/render.js';
import type { Card } from '../../src/foundry/chat/card-data.js';
import { actionsOf, FIRE_EFFECTS } from '../../src/foundry/turn/compulsory.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { lastMoveOf } from '../../src/foundry/canvas/scene-ships.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { advanceStep, beginBattle, drawTurnCard } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { startTurnDeck, TURN_CARD_FLAG } from '../../src/foundry/turn/deck-documents.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { turnServices } from '../../src/foundry/turn/services.js';
import { rotationToHeadingIndex } from '../../src/foundry/heading.js';
import { headingIndex, seededRandomBelow, type TurnCard } from '../../src/rules/index.js';
import { aiSides } from '../../src/foundry/turn/ai-seat/seats.js';
import { AI_ACTION_HOOK } from '../../src/foundry/turn/ai-seat/ai-steps.js';
import {
  aiSeatSettled,
  scheduleAiSeat,
  toggleAiSeat,
} from '../../src/foundry/turn/ai-seat/runner.js';

/**
 * British (Alice's): Bellona (Van), Audacious (Rear). French (no player): Généreux (Van, Good crew:
 * two cards under D-20) and Guillaume Tell (Rear). North wind, all heading east.
 */
async function cardTable(seed = 7) {
  const w = await canvasWorld();
  installCombat();
  installCards();
  registerTurn();
  await w.world.settings.set(SYSTEM_ID, 'cardDrivenTurn', true);
  await w.world.settings.set(SYSTEM_ID, 'cardDrivenElite', true);
  const alice = w.player('Alice');
  const mine = { ownership: { [alice.id]: OWNERSHIP.OWNER } };
  const bellona = await shipActor('Bellona', {
    ...mine,
    system: { sail: 'easy', side: 'British', crew: 'average', squadron: 'Van' },
  });
  const audacious = await shipActor('Audacious', {
    ...mine,
    system: { sail: 'easy', side: 'British', crew: 'average', squadron: 'Rear' },
  });
  const genereux = await shipActor('Généreux', {
    system: { side: 'French', sail: 'easy', crew: 'good', originalCrew: 'good', squadron: 'Van' },
  });
  const tell = await shipActor('Guillaume Tell', {
    classId: '3rd-80l',
    system: { side: 'French', sail: 'easy', crew: 'average', squadron: 'Rear' },
  });
  const tokens = {
    bellona: await placeShip(w.scene, bellona, 600, -400, 90),
    audacious: await placeShip(w.scene, audacious, 420, -420, 90),
    genereux: await placeShip(w.scene, genereux, 760, -150, 90),
    tell: await placeShip(w.scene, tell, 600, -100, 90),
  };
  w.world.actAs(w.gm);
  // The British listed first: in a card-driven turn no side acts first (SD-119), the AI acts anyway.
  await beginBattle(
    [bellona, audacious, genereux, tell] as never,
    ['British', 'French'],
    [
      { tokenId: tokens.bellona.id, actorId: bellona.id },
      { tokenId: tokens.audacious.id, actorId: audacious.id },
      { tokenId: tokens.genereux.id, actorId: genereux.id },
      { tokenId: tokens.tell.id, actorId: tell.id },
    ],
  );
  // The turn's shuffle from a seed (the GM's randomness in play).
  await turnServices().battle.write(await startTurnDeck(battle(), seededRandomBelow(seed)));
  return { ...w, alice, ships: { bellona, audacious, genereux, tell }, tokens };
}

type Table = Awaited<ReturnType<typeof cardTable>>;

const aiCards = (step?: string) =>
  cardsOfKind('aiCaptain', (c) => step === undefined || c.step === step);
const aiMoved = () => aiCards('moveFire').map((c) => c.card.ship.name);

/** Orders by everyone (the AI for the French), then every side's roll in the same step. */
async function ordersAndRolls(t: Table): Promise<void> {
  t.world.actAs(t.gm);
  for (let i = 0; i < 40; i++) t.world.dice.push([3, 4, 4]);
  await toggleAiSeat('French');
  await aiSeatSettled();
  t.world.actAs(t.alice);
  expect(await saveOrders(t.ships.bellona.uuid, { firePort: 'hull' })).toEqual([]);
  t.world.actAs(t.gm);
  await advanceStep();
  await aiSeatSettled();
  expect(battle().step).toBe('abilita');
  t.world.actAs(t.alice);
  await rollAbilita([t.ships.bellona.uuid, t.ships.audacious.uuid]);
  t.world.actAs(t.gm);
  await advanceStep();
  await aiSeatSettled();
  expect(battle().step).toBe('cards');
}

/** The GM draws the next card and waits for the AI; returns the card drawn. */
async function draw(t: Table): Promise<TurnCard> {
  t.world.actAs(t.gm);
  const next = await drawTurnCard();
  await aiSeatSettled();
  return next.deck!.cards[next.deck!.drawn - 1]!;
}

/** The states of the damage buttons a French commander sees on `firer`'s broadside cards. */
function damageButtons(t: Table, firer: string): string[] {
  const french = new Set([t.ships.genereux.uuid, t.ships.tell.uuid]);
  const viewer = { isGM: false, owns: (uuid: string) => french.has(uuid) };
  return cardsOfKind('gunnery', (c) => c.firerName === firer).flatMap(({ message, card }) =>
    actionsOf(
      cardView(card as Card, { ...viewContextOf(message, card as Card, t.gm as never), viewer }),
    )
      .filter((a) => FIRE_EFFECTS.includes(a.action))
      .map((a) => `${a.action}:${a.state}`),
  );
}

const FRENCH_OF: Record<string, 'genereux' | 'tell'> = { Van: 'genereux', Rear: 'tell' };

describe('issue 13 HR-5 the AI seat plays the card-driven turn', () => {
  it('HR-5 SD-119 SD-117 orders and rolls with every side; each French squadron moves and fires on its own card only; D-20 its second card does nothing', async () => {
    const t = await cardTable();
    const deck = battle().deck!.cards;
    expect(deck.filter((c) => c.kind === 'moveFire')).toHaveLength(5);
    t.world.actAs(t.gm);
    for (let i = 0; i < 40; i++) t.world.dice.push([3, 4, 4]);
    await toggleAiSeat('French');
    await aiSeatSettled();
    // ---- orders (SD-119): the French orders written at once, though the British are listed first ----
    expect(aiCards('orders').map((c) => c.card.ship.name)).toEqual(['Généreux', 'Guillaume Tell']);
    for (const s of [t.ships.genereux, t.ships.tell]) expect(s.system.orders.turn).toBe(1);
    t.world.actAs(t.alice);
    expect(await saveOrders(t.ships.bellona.uuid, { firePort: 'hull' })).toEqual([]);
    // ---- Abilità: one roll for the French, by the AI, in the same step as Alice's ----
    t.world.actAs(t.gm);
    await advanceStep();
    await aiSeatSettled();
    const french = cardsOfKind('abilita', (c) => c.side === 'French');
    expect(french.map((m) => m.card.ships.map((s) => s.name))).toEqual([
      ['Généreux', 'Guillaume Tell'],
    ]);
    t.world.actAs(t.alice);
    await rollAbilita([t.ships.bellona.uuid, t.ships.audacious.uuid]);
    t.world.actAs(t.gm);
    await advanceStep();
    await aiSeatSettled();
    expect(battle().step).toBe('cards');
    // Before any card: nobody moved, nothing fired.
    expect(aiMoved()).toEqual([]);
    expect(cardsOfKind('gunnery')).toHaveLength(0);
    const course = (k: 'genereux' | 'tell') =>
      french[0]!.card.ships.find((s) => s.actorUuid === t.ships[k].uuid)!.orders.changeCourse;
    const startHeading = {
      genereux: rotationToHeadingIndex(t.tokens.genereux.rotation),
      tell: rotationToHeadingIndex(t.tokens.tell.rotation),
    };
    const moved: Array<'genereux' | 'tell'> = [];
    let voids = 0;
    for (let i = 0; i < deck.length; i++) {
      const card = await draw(t);
      expect(card.id).toBe(deck[i]!.id);
      const frenchSquadron =
        card.kind === 'moveFire' && card.side === 'French' ? FRENCH_OF[card.squadron]! : null;
      // D-20 the first of a squadron's two cards acts, whichever copy; the second does nothing.
      const acts = frenchSquadron !== null && !moved.includes(frenchSquadron);
      if (frenchSquadron && !acts) voids++;
      if (acts) moved.push(frenchSquadron!);
      // The AI moved exactly the French squadrons whose card has come, each once.
      expect(aiMoved()).toEqual(
        moved.map((k) => (k === 'genereux' ? 'Généreux' : 'Guillaume Tell')),
      );
      for (const k of ['genereux', 'tell'] as const) {
        const last = lastMoveOf(t.tokens[k] as never);
        if (moved.includes(k)) {
          expect(last).toMatchObject({ turn: 1 });
          expect(last!.movedMm).toBeGreaterThan(0);
        } else expect(last).toBeNull();
        // SD-117 the course change is made on the squadron's card, before it moves; not earlier.
        const heading = rotationToHeadingIndex(t.tokens[k].rotation);
        if (!moved.includes(k)) expect(heading).toBe(startHeading[k]);
        else if (course(k)) expect(heading).toBe(headingIndex(course(k)));
      }
      // Its broadsides are fired on its card (each ordered one, with its firing point's reason).
      const ordered = (k: 'genereux' | 'tell') =>
        (['firePort', 'fireStarboard'] as const).filter((o) => t.ships[k].system.orders[o]).length;
      const firedBy = (name: string) => cardsOfKind('gunnery', (c) => c.firerName === name).length;
      for (const k of moved) {
        const name = k === 'genereux' ? 'Généreux' : 'Guillaume Tell';
        expect(firedBy(name)).toBe(ordered(k));
        const lines = aiCards('moveFire').find((c) => c.card.ship.name === name)!.card.lines;
        expect(lines.filter((l) => l.kind === 'firingPoint')).toHaveLength(ordered(k));
        expect(lines.some((l) => l.kind === 'refused')).toBe(false);
        // The damage of its hits applied by the AI as their commander, on the card (not at its close).
        expect(damageButtons(t, name).length).toBeGreaterThan(0);
        expect(damageButtons(t, name).every((b) => b.endsWith(':applied'))).toBe(true);
      }
      // Nothing for the British ships: the AI does not play Alice's side. A British ship moves only
      // by the referee's completion at the close of her squadron's card (SD-150), named on its card.
      const completed = cardsOfKind('moveCompleted').flatMap((m) =>
        m.card.kind === 'moveCompleted' ? m.card.ships.map((s) => s.actorUuid) : [],
      );
      for (const k of ['bellona', 'audacious'] as const)
        if (lastMoveOf(t.tokens[k] as never)) expect(completed).toContain(t.ships[k].uuid);
    }
    expect(voids).toBe(1);
    expect(aiCards().every((c) => c.card.side === 'French')).toBe(true);
    // Every card drawn: the GM closes the draws (Bellona's ordered broadside fired by the referee).
    t.world.actAs(t.gm);
    await advanceStep();
    await aiSeatSettled();
    expect(battle().step).toBe('morale');
    await advanceStep();
    await aiSeatSettled();
    // ---- turn 2: the deck reshuffled, the AI writes the French orders again ----
    expect(battle()).toMatchObject({ turn: 2, step: 'orders' });
    expect(battle().deck!.drawn).toBe(0);
    expect(aiCards('orders').filter((c) => c.card.turn === 2)).toHaveLength(2);
  });

  it('HR-5 taken back mid-deck the AI stops: the other French squadron does not move on its card; handed back while a French card is in play it acts at once', async () => {
    const t = await cardTable();
    await ordersAndRolls(t);
    // Taken back as soon as the AI has moved its first French ship.
    let first: string | undefined;
    Hooks.on(
      AI_ACTION_HOOK as never,
      ((data: { action: string; actorUuid?: string }) => {
        if (data.action === 'moveFire' && !first) {
          first = data.actorUuid;
          void toggleAiSeat('French');
        }
      }) as never,
    );
    let card: TurnCard;
    do card = await draw(t);
    while (!first);
    expect(aiSides()).toEqual([]);
    expect(card.kind === 'moveFire' && card.side === 'French').toBe(true);
    const firstKey = first === t.ships.genereux.uuid ? 'genereux' : 'tell';
    const otherKey = firstKey === 'genereux' ? 'tell' : 'genereux';
    const otherSquadron = otherKey === 'genereux' ? 'Van' : 'Rear';
    expect(aiCards('moveFire')).toHaveLength(1);
    // The other French squadron's card comes: with the side taken back, nobody moves it.
    do card = await draw(t);
    while (
      !(card.kind === 'moveFire' && card.side === 'French' && card.squadron === otherSquadron)
    );
    expect(lastMoveOf(t.tokens[otherKey] as never)).toBeNull();
    expect(aiCards('moveFire')).toHaveLength(1);
    // The GM hands the side back while that card is in play: the AI moves the squadron now.
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(lastMoveOf(t.tokens[otherKey] as never)!.movedMm).toBeGreaterThan(0);
    expect(aiCards('moveFire')).toHaveLength(2);
    // What it did before stands, and nothing is done twice on a later card.
    const firstMove = lastMoveOf(t.tokens[firstKey] as never);
    while (battle().deck!.drawn < battle().deck!.cards.length) await draw(t);
    expect(lastMoveOf(t.tokens[firstKey] as never)).toEqual(firstMove);
    expect(aiCards('moveFire')).toHaveLength(2);
  });

  it('HR-5 SD-180 both sides handed to the AI: each squadron moves once, on its own card, and the turn closes', async () => {
    const t = await cardTable(11);
    t.world.actAs(t.gm);
    for (let i = 0; i < 60; i++) t.world.dice.push([3, 4, 4]);
    await toggleAiSeat('British');
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(aiCards('orders').map((c) => c.card.ship.name)).toEqual([
      'Bellona',
      'Audacious',
      'Généreux',
      'Guillaume Tell',
    ]);
    await advanceStep();
    await aiSeatSettled();
    expect(
      cardsOfKind('abilita')
        .map((m) => m.card.side)
        .sort(),
    ).toEqual(['British', 'French']);
    await advanceStep();
    await aiSeatSettled();
    const names: Record<string, string> = {
      'British:Van': 'Bellona',
      'British:Rear': 'Audacious',
      'French:Van': 'Généreux',
      'French:Rear': 'Guillaume Tell',
    };
    const expected: string[] = [];
    while (battle().deck!.drawn < battle().deck!.cards.length) {
      const card = await draw(t);
      if (card.kind === 'moveFire') {
        const name = names[`${card.side}:${card.squadron}`]!;
        if (!expected.includes(name)) expected.push(name);
      }
      expect(aiMoved()).toEqual(expected);
    }
    expect(expected).toHaveLength(4);
    for (const token of Object.values(t.tokens))
      expect(lastMoveOf(token as never)!.movedMm).toBeGreaterThan(0);
    await advanceStep();
    await advanceStep();
    await aiSeatSettled();
    expect(battle()).toMatchObject({ turn: 2, step: 'orders' });
    expect(aiCards('orders').filter((c) => c.card.turn === 2)).toHaveLength(4);
  });

  it('forged: a player writing a draw into the battle, a card put in the pile by hand, or a forged AI card does not make the AI act out of its card', async () => {
    const t = await cardTable();
    await ordersAndRolls(t);
    const state = battle();
    const frenchAt = state.deck!.cards.findIndex(
      (c) => c.kind === 'moveFire' && c.side === 'French',
    );
    const frenchCard = state.deck!.cards[frenchAt]!;
    const ship = frenchCard.kind === 'moveFire' ? FRENCH_OF[frenchCard.squadron]! : 'genereux';
    const before = { x: t.tokens[ship].x, y: t.tokens[ship].y };
    // A player writes the battle's record as if the French card were in play: the server refuses.
    t.world.actAs(t.alice);
    const combat = (game as unknown as { combat: { update(d: object): Promise<unknown> } }).combat;
    await expect(
      combat.update({ [`flags.${SYSTEM_ID}.battle.deck.drawn`]: frenchAt + 1 }),
    ).rejects.toThrow();
    expect(battle().deck!.drawn).toBe(0);
    // A player may not pass the deck's cards into the pile either.
    const { deckId, pileId } = state.deck!;
    const cardsOf = (id: string) =>
      (game as unknown as { cards: { get(id: string): FakeStack } }).cards.get(id);
    type FakeStack = {
      cards: { contents: Array<{ id: string; name: string; flags: Record<string, unknown> }> };
      pass(to: unknown, ids: string[], o?: object): Promise<unknown>;
    };
    const deckStack = cardsOf(deckId);
    const frenchDoc = deckStack.cards.contents.find(
      (d) =>
        (d.flags[SYSTEM_ID] as Record<string, TurnCard> | undefined)?.[TURN_CARD_FLAG]?.id ===
        frenchCard.id,
    )!;
    expect(frenchDoc).toBeDefined();
    await expect(deckStack.pass(cardsOf(pileId), [frenchDoc.id])).rejects.toThrow();
    // A player posts an AI card saying the French ship has moved.
    const { CARD_TYPE } = await import('../../src/foundry/chat/card-model.js');
    await (ChatMessage as unknown as { create(d: object): Promise<unknown> })
      .create({
        type: CARD_TYPE,
        system: {
          card: {
            kind: 'aiCaptain',
            turn: 1,
            side: 'French',
            step: 'moveFire',
            segment: null,
            ship: { actorUuid: t.ships[ship].uuid, name: t.ships[ship].name },
            lines: [],
          },
        },
      })
      .catch(() => null);
    // The GM moves the card into the pile by hand (the Cards UI): the referee's record says no card.
    t.world.actAs(t.gm);
    await deckStack.pass(cardsOf(pileId), [frenchDoc.id], { chatNotification: false });
    scheduleAiSeat();
    await aiSeatSettled();
    expect(battle().deck!.drawn).toBe(0);
    expect({ x: t.tokens[ship].x, y: t.tokens[ship].y }).toEqual(before);
    expect(lastMoveOf(t.tokens[ship] as never)).toBeNull();
    // The real draws: the AI moves that ship on its card, the forged AI card notwithstanding.
    while (battle().deck!.drawn < frenchAt + 1) await draw(t);
    expect(lastMoveOf(t.tokens[ship] as never)!.movedMm).toBeGreaterThan(0);
  });
});
