// HR-5 / D-20 a whole card-driven turn through the flow, two squadrons a side and the advanced rule
// on: every side's orders and Abilità at once, every card drawn in a seeded order, the named
// squadron's ships moving and firing on their card (the others refused), the second Elite card doing
// nothing, boarding per fleet, the order cards' effects on their cards, the compulsory rules at each
// card's close, morale closing the turn and the next turn's reshuffle. Then the forged attempts.
import { describe, expect, it } from 'vitest';
import { cardDemand, seededRandomBelow, type TurnCard } from '../../src/rules/index.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { askReferee } from '../../src/foundry/referee/channel.js';
import { isApplied } from '../../src/foundry/referee/history-lookup.js';
import { TurnTrackerApp } from '../../src/foundry/turn/apps.js';
import { advanceStep, drawTurnCard, stepBack } from '../../src/foundry/turn/battle.js';
import { startTurnDeck } from '../../src/foundry/turn/deck-documents.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { startMelee } from '../../src/foundry/turn/flow-melee-morale.js';
import { battleGate } from '../../src/foundry/turn/gate.js';
import { sideOrderChooser } from '../../src/foundry/turn/or2-order.js';
import {
  checklistOf,
  owedNow,
  type TrackerShipFacts,
} from '../../src/foundry/turn/tracker-checklist.js';
import { turnServices } from '../../src/foundry/turn/services.js';
import { installCards } from '../fake-foundry/cards.js';
import { beginExample, exampleBattle, target, type Battle } from './support.js';

/**
 * Two squadrons a side. British Van (Prince, Minerva: Good, Good) and French Rear (Hercule Good,
 * Médée Elite) are Elite-or-Good: under D-20 each puts two movement-and-fire cards in the deck.
 * Ardent (British Rear) and Hercule (French Rear) touch; Minerva burns; Médée is at easy sail.
 */
const SQUADRONS = {
  prince: { squadron: 'Van' },
  minerva: { squadron: 'Van', fires: { hull: 1, rigging: 0 } },
  defiance: { squadron: 'Rear' },
  ardent: { squadron: 'Rear', contacts: [] },
  foudroyant: { squadron: 'Van' },
  scipion: { squadron: 'Van' },
  hercule: { squadron: 'Rear', crew: 'good', originalCrew: 'good', contacts: [] },
  medee: { squadron: 'Rear', crew: 'elite', originalCrew: 'elite', sail: 'easy' },
};

const SQUADRON_OF: Record<string, [string, string]> = {
  prince: ['British', 'Van'],
  minerva: ['British', 'Van'],
  defiance: ['British', 'Rear'],
  ardent: ['British', 'Rear'],
  foudroyant: ['French', 'Van'],
  scipion: ['French', 'Van'],
  hercule: ['French', 'Rear'],
  medee: ['French', 'Rear'],
};

async function cardBattle(seed: number): Promise<Battle> {
  const b = await exampleBattle(SQUADRONS);
  installCards();
  await b.w.world.settings.set(SYSTEM_ID, 'cardDrivenTurn', true);
  await b.w.world.settings.set(SYSTEM_ID, 'cardDrivenElite', true);
  const { ships } = b;
  await ships.ardent!.update({
    'system.contacts': [{ actorId: ships.hercule!.id, kind: 'enemyCollision' }],
  });
  await ships.hercule!.update({
    'system.contacts': [{ actorId: ships.ardent!.id, kind: 'enemyCollision' }],
  });
  await beginExample(b);
  // The turn's shuffle from a seed (the GM's randomness in play).
  await turnServices().battle.write(await startTurnDeck(battle(), seededRandomBelow(seed)));
  // Prince fires port at Scipion, Foudroyant starboard at Defiance, both at medium range.
  b.table.targets.set(`${ships.prince!.uuid}:port`, {
    candidates: [target(ships.scipion!, { rangeMm: 300, band: 'medium' })],
    chosen: ships.scipion!.uuid,
    choices: [ships.scipion!.uuid],
  });
  b.table.targets.set(`${ships.foudroyant!.uuid}:starboard`, {
    candidates: [target(ships.defiance!, { rangeMm: 300, band: 'medium' })],
    chosen: ships.defiance!.uuid,
    choices: [ships.defiance!.uuid],
  });
  return b;
}

/** Every side writes its orders and rolls Abilità in the same step (18: every order succeeds). */
async function ordersAndRolls(b: Battle) {
  const { ships, alice, bob, w } = b;
  expect(battle()).toMatchObject({ turn: 1, step: 'orders' });
  w.world.actAs(alice);
  await saveOrders(ships.prince!.uuid, { firePort: 'hull' });
  await saveOrders(ships.minerva!.uuid, { extinguish: true });
  await saveOrders(ships.ardent!.uuid, { prepareBoarding: true });
  await saveOrders(ships.defiance!.uuid, { changeCourse: 'ESE' });
  w.world.actAs(bob);
  await saveOrders(ships.foudroyant!.uuid, { fireStarboard: 'hull' });
  await saveOrders(ships.medee!.uuid, { increaseSail: true });
  w.world.actAs(b.gm);
  await advanceStep();
  expect(battle().step).toBe('abilita');
  // Both fleets roll in the same step, one roll each (not side by side).
  w.world.actAs(bob);
  w.world.dice.push([6, 6, 6]);
  const french = await rollAbilita([ships.foudroyant!.uuid, ships.medee!.uuid]);
  w.world.actAs(alice);
  w.world.dice.push([6, 6, 6]);
  const british = await rollAbilita(
    ['prince', 'minerva', 'ardent', 'defiance'].map((k) => ships[k]!.uuid),
  );
  expect(battle().sideIndex).toBe(0);
  return { british, french };
}

const idx = (roll: { card: { ships: Array<{ actorUuid: string }> } }, uuid: string) =>
  roll.card.ships.findIndex((s) => s.actorUuid === uuid);

async function trackerHtml(): Promise<string> {
  const app = (await new TurnTrackerApp().render()) as unknown as { parts: Record<string, string> };
  return app.parts.body!;
}

describe('HR-5 a whole card-driven turn (two squadrons a side, D-20 on)', () => {
  it('HR-5 D-20 orders and Abilità at once, every card in a seeded order, morale closes the turn, the next turn reshuffles', async () => {
    const b = await cardBattle(7);
    const { ships, alice, bob, gm, w } = b;
    const order = battle().deck!.cards;
    expect(order).toHaveLength(12);
    const { british, french } = await ordersAndRolls(b);
    const minervaKey = `${british.message.id}:${idx(british, ships.minerva!.uuid)}:extinguish`;
    const medeeKey = `${french.message.id}:${idx(french, ships.medee!.uuid)}:increaseSail`;
    const princeIdx = idx(british, ships.prince!.uuid);

    // The GM closes the rolls: the orders no card carries out apply now (Ardent's parties); the
    // extinguish and sail orders wait for their cards; the deck is drawn from here.
    w.world.actAs(gm);
    // Plenty of 3d6 for what the turn rolls (criticals, the melee, morale tests).
    for (let i = 0; i < 40; i++) w.world.dice.push([3, 4, 4]);
    await advanceStep();
    expect(battle().step).toBe('cards');
    expect(ships.ardent!.system.boarding.partiesReady).toBe(true);
    expect(isApplied(ships.minerva! as never, minervaKey)).toBe(false);
    expect(ships.minerva!.system.fires.hull).toBe(1);
    expect(ships.medee!.system.sail).toBe('easy');
    // Before any card: no ship moves, Prince may not fire.
    for (const s of Object.values(ships))
      expect(battleGate(s.uuid)).toMatchObject({ mode: 'battle', mayMove: false });
    w.world.actAs(alice);
    expect(
      await runCardAction(british.message.id!, 'fire', { index: princeIdx, broadside: 'port' }),
    ).toMatchObject({
      status: 'refused',
      reason: expect.stringContaining('HMS Prince fires only'),
    });

    let voids = 0;
    let closedFoudroyant = false;
    for (let i = 0; i < order.length; i++) {
      w.world.actAs(gm);
      await drawTurnCard();
      const card = order[i]!;
      const before = order.slice(0, i);
      const demand = cardDemand(
        card,
        before,
        Object.entries(ships).map(([k, s]) => ({
          id: s.uuid,
          side: SQUADRON_OF[k]![0],
          squadron: SQUADRON_OF[k]![1],
        })),
      );
      // The previous card was closed at this draw: Foudroyant's ordered broadside was fired for it.
      if (closedFoudroyant)
        expect(cardsOfKind('gunnery', (c) => c.firerUuid === ships.foudroyant!.uuid)).toHaveLength(
          1,
        );
      const squadronMoves = (k: string) =>
        demand.work === 'moveFire' &&
        card.kind === 'moveFire' &&
        SQUADRON_OF[k]![0] === card.side &&
        SQUADRON_OF[k]![1] === card.squadron;
      // The movement control: only the named squadron's ships, on an acting card.
      for (const [k, s] of Object.entries(ships)) {
        const gate = battleGate(s.uuid);
        expect(gate.mode === 'battle' && gate.mayMove).toBe(squadronMoves(k));
        if (gate.mode === 'battle' && !gate.mayMove)
          expect(gate.reasonKey).toBe('SCA.Deck.Gate.NotItsCard');
      }
      if (demand.work === 'nothing') {
        voids++;
        expect(card).toMatchObject({ kind: 'moveFire', copy: expect.any(Number) });
        expect(await trackerHtml()).toContain('this one does nothing');
      }
      const princeFired = () => cardsOfKind('gunnery', (c) => c.firerUuid === ships.prince!.uuid);
      if (squadronMoves('prince')) {
        // The tracker's guide: Alice's Van must move and fire; the GM waits for her.
        w.world.actAs(gm);
        expect(await trackerHtml()).toContain('Waiting for Alice.');
        w.world.actAs(alice);
        expect(await trackerHtml()).toContain(
          'Move and fire: HMS Prince and 1 more have not moved.',
        );
        expect(
          await runCardAction(british.message.id!, 'fire', {
            index: princeIdx,
            broadside: 'port',
          }),
        ).toMatchObject({ status: 'done' });
        expect(princeFired()).toHaveLength(1);
        expect(await trackerHtml()).toContain('For Van (British) only');
      } else if (princeFired().length === 0) {
        w.world.actAs(alice);
        expect(
          await runCardAction(british.message.id!, 'fire', {
            index: princeIdx,
            broadside: 'port',
          }),
        ).toMatchObject({ status: 'refused' });
        expect(princeFired()).toHaveLength(0);
      }
      if (squadronMoves('foudroyant')) {
        // Bob does not fire: the card's close fires the ordered broadside (FP-6.2).
        expect(cardsOfKind('gunnery', (c) => c.firerUuid === ships.foudroyant!.uuid)).toHaveLength(
          0,
        );
        closedFoudroyant = true;
      } else closedFoudroyant = false;
      // SD-117 Defiance's course change waits for its squadron's card, then is made at its close.
      const defianceIdx = idx(british, ships.defiance!.uuid);
      if (card.kind === 'boarding') {
        w.world.actAs(alice);
        const meleesBefore = cardsOfKind('melee').length;
        if (card.side === 'British') {
          expect(await trackerHtml()).toContain('Boarding: HMS Ardent has boarding parties ready.');
          const melee = await startMelee(ships.ardent!.uuid, ships.hercule!.uuid);
          expect(melee.card.attacker.actorUuid).toBe(ships.ardent!.uuid);
          expect(cardsOfKind('melee')).toHaveLength(meleesBefore + 1);
        } else {
          await expect(startMelee(ships.ardent!.uuid, ships.hercule!.uuid)).rejects.toThrow(
            "HMS Ardent boards only while its fleet's boarding card is in play.",
          );
          expect(cardsOfKind('melee')).toHaveLength(meleesBefore);
        }
      }
      const drawn = order.slice(0, i + 1).map((c) => c.kind);
      // The order cards: their effects for every ship with the order, at once, on the draw.
      expect(isApplied(ships.minerva! as never, minervaKey)).toBe(drawn.includes('extinguishFire'));
      expect(isApplied(ships.medee! as never, medeeKey)).toBe(drawn.includes('sailChange'));
      if (!drawn.includes('extinguishFire')) {
        w.world.actAs(alice);
        expect(
          await runCardAction(british.message.id!, 'applyOrder', {
            index: idx(british, ships.minerva!.uuid),
            order: 'extinguish',
          }),
        ).toMatchObject({ status: 'refused', reason: expect.stringContaining('extinguish-fire') });
      }
      const vanDrawn = before.some(
        (c) => c.kind === 'moveFire' && c.side === 'British' && c.squadron === 'Rear',
      );
      if (!vanDrawn && !squadronMoves('defiance')) {
        w.world.actAs(alice);
        expect(
          await runCardAction(british.message.id!, 'turnShip', {
            index: defianceIdx,
            order: 'changeCourse',
          }),
        ).toMatchObject({ status: 'refused', reason: expect.stringContaining('course change') });
      }
    }
    expect(voids).toBe(2);
    expect(ships.medee!.system.sail).toBe('full');
    // Every card is drawn: the GM closes the draws; the last card's compulsory rules are carried out.
    w.world.actAs(gm);
    await advanceStep();
    expect(battle().step).toBe('morale');
    // Both fleets' broadsides fired (Foudroyant's by the referee), Defiance turned by the referee.
    expect(cardsOfKind('gunnery')).toHaveLength(2);
    expect(b.table.headingOf(ships.defiance!.uuid)).not.toBe(4);
    // The melee was applied at the boarding card's close (compulsory), once.
    const melee = cardsOfKind('melee')[0]!;
    expect(isApplied(ships.ardent! as never, `${melee.message.id}:attacker`)).toBe(true);
    // FP-8 morale closes the turn: each side's list is posted when the GM closes it.
    await advanceStep();
    const lists = cardsOfKind('moraleList', (c) => c.turn === 1).map((l) => l.card.side);
    expect(lists.sort()).toEqual(['British', 'French']);
    // The next turn: orders again, the deck made again and shuffled, every card home.
    expect(battle()).toMatchObject({ turn: 2, step: 'orders', sideIndex: 0 });
    expect(battle().deck!.drawn).toBe(0);
    expect(battle().deck!.cards).toHaveLength(12);
    void bob;
  });
});

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
