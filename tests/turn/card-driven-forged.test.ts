// HR-5 a card-driven turn (see card-driven-turn.test.ts): forged requests refused with nothing
// changed, SD-119 no side acting first, the tracker's checklist in the draws and the GM's morale
// buttons at the turn's close.
import { describe, expect, it } from 'vitest';
import type { TurnCard } from '../../src/rules/index.js';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { askReferee } from '../../src/foundry/referee/channel.js';
import { TurnTrackerApp } from '../../src/foundry/turn/apps.js';
import { advanceStep, drawTurnCard, stepBack } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { battleGate } from '../../src/foundry/turn/gate.js';
import { sideOrderChooser } from '../../src/foundry/turn/or2-order.js';
import {
  checklistOf,
  owedNow,
  type TrackerShipFacts,
} from '../../src/foundry/turn/tracker-checklist.js';
import type { Battle } from './support.js';
import { cardBattle, idx, ordersAndRolls, trackerHtml } from './card-driven-support.js';

/** The GM draws until the card in play is `id` (seed 7: see the order the first test plays). */
async function drawUntil(b: Battle, id: string): Promise<void> {
  b.w.world.actAs(b.gm);
  for (let i = 0; i < 40; i++) b.w.world.dice.push([3, 4, 4]);
  if (battle().step !== 'cards') await advanceStep();
  while (battle().deck!.cards[battle().deck!.drawn - 1]?.id !== id) await drawTurnCard();
}

/** What a forged request must leave as it was: the battle, the cards posted, the ships. */
async function unchanged(b: Battle, run: () => Promise<unknown>): Promise<void> {
  const snapshot = () =>
    JSON.stringify([
      battle(),
      b.w.world.messages.contents.length,
      Object.values(b.ships).map((s) => [s.system, b.table.headingOf(s.uuid)]),
    ]);
  const before = snapshot();
  await run();
  expect(snapshot()).toBe(before);
}

describe('HR-5 forged requests in a card-driven turn are refused, nothing changed, a reason shown', () => {
  const BRITISH_REAR: TurnCard['id'] = '["moveFire","British","Rear",1]';
  const BRITISH_BOARDING: TurnCard['id'] = '["boarding","British"]';

  it("HR-5 a broadside of another squadron's ship, while one squadron's card is in play", async () => {
    const b = await cardBattle(7);
    const { british } = await ordersAndRolls(b);
    await drawUntil(b, BRITISH_REAR);
    b.w.world.actAs(b.alice);
    await unchanged(b, async () => {
      // Prince is Van: the Rear's card does not open its fire, whatever the request says.
      expect(
        await runCardAction(british.message.id!, 'fire', {
          index: idx(british, b.ships.prince!.uuid),
          broadside: 'port',
        }),
      ).toEqual({
        status: 'refused',
        reason: "HMS Prince fires only while its squadron's movement-and-fire card is in play.",
      });
    });
    expect(cardsOfKind('gunnery')).toHaveLength(0);
    // The movement control answers the same, with its reason.
    expect(battleGate(b.ships.prince!.uuid)).toMatchObject({
      mayMove: false,
      reasonKey: 'SCA.Deck.Gate.NotItsCard',
    });
    expect(battleGate(b.ships.ardent!.uuid)).toMatchObject({ mayMove: true, reasonKey: null });
  });

  it('HR-5 SD-127 a ship renamed into the squadron whose card is in play still waits for its own card', async () => {
    const b = await cardBattle(7);
    const { british } = await ordersAndRolls(b);
    await drawUntil(b, BRITISH_REAR);
    b.w.world.actAs(b.alice);
    // A player may rename her ship's squadron (the ship guard lets her); the turn's cards do not follow.
    await b.ships.prince!.update({ 'system.squadron': 'Rear' });
    expect(b.ships.prince!.system.squadron).toBe('Rear');
    expect(battleGate(b.ships.prince!.uuid)).toMatchObject({ mayMove: false });
    await unchanged(b, async () => {
      expect(
        await runCardAction(british.message.id!, 'fire', {
          index: idx(british, b.ships.prince!.uuid),
          broadside: 'port',
        }),
      ).toEqual({
        status: 'refused',
        reason: "HMS Prince fires only while its squadron's movement-and-fire card is in play.",
      });
    });
    expect(cardsOfKind('gunnery')).toHaveLength(0);
  });

  it("HR-5 a melee request on the other fleet's boarding card", async () => {
    const b = await cardBattle(7);
    await ordersAndRolls(b);
    await drawUntil(b, BRITISH_BOARDING);
    b.w.world.actAs(b.bob);
    await unchanged(b, async () => {
      const answer = await askReferee('startMelee', {
        attackerUuid: b.ships.hercule!.uuid,
        defenderUuid: b.ships.ardent!.uuid,
      });
      expect(answer).toMatchObject({
        status: 'refused',
        reason: "Hercule boards only while its fleet's boarding card is in play.",
      });
    });
    expect(cardsOfKind('melee')).toHaveLength(0);
  });

  it('HR-5 an extinguish order applied, or a course change made, before its card', async () => {
    const b = await cardBattle(7);
    const { british } = await ordersAndRolls(b);
    b.w.world.actAs(b.gm);
    await advanceStep();
    b.w.world.actAs(b.alice);
    await unchanged(b, async () => {
      expect(
        await runCardAction(british.message.id!, 'applyOrder', {
          index: idx(british, b.ships.minerva!.uuid),
          order: 'extinguish',
        }),
      ).toEqual({
        status: 'refused',
        reason: 'This order is carried out when the extinguish-fire card is drawn.',
      });
      expect(
        await runCardAction(british.message.id!, 'turnShip', {
          index: idx(british, b.ships.defiance!.uuid),
          order: 'changeCourse',
        }),
      ).toEqual({
        status: 'refused',
        reason:
          "A course change or tack is made when the ship's squadron's movement-and-fire card is drawn.",
      });
    });
  });

  it('HR-5 a roll, a draw or a step by a player out of turn', async () => {
    const b = await cardBattle(7);
    await ordersAndRolls(b);
    b.w.world.actAs(b.gm);
    await advanceStep();
    b.w.world.actAs(b.bob);
    await unchanged(b, async () => {
      // The rolls are over once the draws begin; the draw and the step are the GM's.
      expect(
        await askReferee('rollAbilita', { actorUuids: [b.ships.scipion!.uuid] }),
      ).toMatchObject({ status: 'refused' });
      await expect(drawTurnCard()).rejects.toThrow('Only a GM can do this.');
      await expect(advanceStep()).rejects.toThrow('Only a GM can do this.');
    });
    // The GM may not step back into the rolls once a card is drawn.
    b.w.world.actAs(b.gm);
    await drawTurnCard();
    expect(await trackerHtml()).toMatch(/data-action="back" disabled/);
    await expect(stepBack()).rejects.toThrow();
    expect(battle()).toMatchObject({ step: 'cards' });
  });
});

describe('HR-5 SD-119 no side acts first in a card-driven turn', () => {
  it("HR-5 SD-119 OR-2's choice of playing first or second is not offered when the turn has its deck", () => {
    const state = {
      version: 1 as const,
      turn: 3,
      sides: [
        { id: 'British', userIds: [] },
        { id: 'French', userIds: [] },
      ],
      sideIndex: 0,
      step: 'orders' as const,
      roster: [],
      partStart: [],
      ended: false,
    };
    const or2 = { secondDeployer: 'French', orderChoice: null };
    expect(sideOrderChooser(state, or2, true)).toBe('French');
    const deck = { deckId: 'd', pileId: 'p', cards: [], drawn: 0 };
    expect(sideOrderChooser({ ...state, deck }, or2, true)).toBeNull();
  });
});

describe("HR-5 the tracker's checklist in the draws", () => {
  const facts = (cardAsks: 'moveFire' | 'boarding' | null): TrackerShipFacts => ({
    actorUuid: 'a',
    name: 'HMS Prince',
    side: 'British',
    ownerIds: ['alice'],
    mayAct: true,
    ordersWritten: true,
    rolled: true,
    broadsidesOrdered: 1,
    broadsidesFired: 0,
    courseOrdered: false,
    mayMove: true,
    moved: false,
    partiesReady: false,
    moraleDue: null,
    moraleTested: false,
    cardAsks,
  });
  const deck = { deckId: 'd', pileId: 'p', cards: [], drawn: 0 };
  const at = { step: 'cards' as const, deck };

  it("HR-5 a ship's move and fire are owed on its squadron's card only (later on any other)", () => {
    expect(checklistOf(facts('moveFire'), at)).toMatchObject({ moved: 'todo', fired: 'todo' });
    expect(owedNow(facts('moveFire'), at)).toEqual(['moved', 'fired']);
    expect(checklistOf(facts(null), at)).toMatchObject({ moved: 'later', fired: 'later' });
    expect(owedNow(facts(null), at)).toEqual([]);
    expect(owedNow(facts('boarding'), at)).toEqual([]);
  });
});

describe("HR-5 SD-119 the GM's morale buttons at the turn's close", () => {
  it("HR-5 SD-119 the fires and the morale lists are every side's, posted once", async () => {
    const b = await cardBattle(7);
    await ordersAndRolls(b);
    b.w.world.actAs(b.gm);
    for (let i = 0; i < 40; i++) b.w.world.dice.push([3, 4, 4]);
    await advanceStep();
    while (battle().deck!.drawn < battle().deck!.cards.length) await drawTurnCard();
    await advanceStep();
    expect(battle().step).toBe('morale');
    const app = (await new TurnTrackerApp().render()) as unknown as {
      runAction(name: string): Promise<unknown>;
    };
    await app.runAction('endOfPart');
    await app.runAction('moraleList');
    const sides = (kind: 'endOfPart' | 'moraleList') =>
      cardsOfKind(kind, (c) => c.turn === 1)
        .map((c) => c.card.side)
        .sort();
    expect(sides('endOfPart')).toEqual(['British', 'French']);
    expect(sides('moraleList')).toEqual(['British', 'French']);
    // Closing the turn posts them no second time.
    await advanceStep();
    expect(sides('endOfPart')).toEqual(['British', 'French']);
    expect(sides('moraleList')).toEqual(['British', 'French']);
    expect(battle().turn).toBe(2);
  });
});
