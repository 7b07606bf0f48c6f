// HR-5 the card-driven turn played together with the other house rules: HR-3 running aground (the
// unfoul order waits for its card; with OR-9 the grounding test), and HR-4 fleet morale reaching 0 at
// the close of a card-driven turn (the fleet breaks, its ships make for the edge on their squadron's
// cards, a saved ship leaves the deck). The options with HR-5: card-driven-options.test.ts.
import { describe, expect, it } from 'vitest';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { performManoeuvre } from '../../src/foundry/canvas/moves.js';
import { advanceStep, beginBattle, drawTurnCard } from '../../src/foundry/turn/battle.js';
import { startTurnDeck } from '../../src/foundry/turn/deck-documents.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { turnServices } from '../../src/foundry/turn/services.js';
import { seededRandomBelow, type TurnCard } from '../../src/rules/index.js';
import { TurnTrackerApp } from '../../src/foundry/turn/apps.js';
import {
  readFleetMoraleStore,
  settleFleetMorale,
} from '../../src/foundry/turn/fleet-morale-referee.js';
import { fleetMoraleLoserOf } from '../../src/foundry/turn/fleet-morale.js';
import { battleGate } from '../../src/foundry/turn/gate.js';
import { installCards } from '../fake-foundry/cards.js';
import { beginExample, exampleBattle, type Battle } from './support.js';
import { frenchPanel, lose } from './fleet-morale-support.js';
import { installCombat } from '../fake-foundry/combat.js';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { canvasWorld, placeShip, shipActor, shoalRegion } from '../support/canvas-fixtures.js';

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

describe('HR-5 with HR-3 and the OR-9 test (SD-132)', () => {
  it('HR-3 HR-5 OR-9 a grounding on the squadron card takes the rigging test in place of the fixed damage', async () => {
    const t = await cardTable({ runningAground: true, riggingTest: true });
    await deckWith(BRITISH_VAN, UNFOUL);
    t.world.actAs(t.gm);
    await advanceStep();
    await advanceStep();
    await drawTo(t, BRITISH_VAN);
    t.world.actAs(t.alice);
    // The referee's 3d6 for the test: 1,1,1 (failed).
    t.world.dice.push([1, 1, 1]);
    const report = await performManoeuvre(t.scene, t.mine.id, 'hold:4');
    expect(report.aground).toMatchObject({ kind: 'sand', refusal: null });
    const [test] = cardsOfKind('riggingTest');
    expect(test!.card).toMatchObject({ cause: 'grounding', collision: 'sand' });
    expect(t.bellona.system.damage.port).toBe(0);
    expect(t.bellona.system.damage.rigging).toBeGreaterThan(0);
    expect(t.bellona.system.grounded?.kind).toBe('sand');
  });
});

/** Two squadrons a side (as the whole card-driven turn's test), and what the French lost before. */
const SQUADRONS = {
  prince: { squadron: 'Van' },
  minerva: { squadron: 'Van' },
  defiance: { squadron: 'Rear' },
  ardent: { squadron: 'Rear' },
  foudroyant: { squadron: 'Van' },
  scipion: { squadron: 'Van' },
  // Three morale tests each recorded in earlier turns (-1 each to the fleet, HR-4).
  hercule: { squadron: 'Rear', moraleTests: earlierTests(3) },
  medee: { squadron: 'Rear', moraleTests: earlierTests(3) },
};

function earlierTests(n: number) {
  return Array.from({ length: n }, () => ({ turn: 0, roll: 10, score: 10, struck: false }));
}

async function fleetCardBattle(): Promise<Battle> {
  const b = await exampleBattle(SQUADRONS);
  installCards();
  await b.w.world.settings.set(SYSTEM_ID, 'cardDrivenTurn', true);
  await b.w.world.settings.set(SYSTEM_ID, 'fleetMorale', true);
  // The French fought from the north, the British from the south.
  for (const [key, y] of [
    ['hercule', 1000],
    ['medee', 1050],
    ['foudroyant', 1000],
    ['scipion', 1000],
  ] as const)
    b.table.positions.set(b.ships[key]!.uuid, { x: 900, y });
  for (const key of ['prince', 'minerva', 'defiance', 'ardent'])
    b.table.positions.set(b.ships[key]!.uuid, { x: 900, y: 200 });
  await beginExample(b);
  return b;
}

async function trackerBody(): Promise<string> {
  const app = (await new TurnTrackerApp().render()) as unknown as { parts: Record<string, string> };
  return app.parts.body!;
}

/** The GM draws the rest of the deck and closes the turn. */
async function endTurn(b: Battle): Promise<void> {
  b.w.world.actAs(b.gm);
  const turn = battle().turn;
  while (battle().deck!.drawn < battle().deck!.cards.length) await drawTurnCard();
  for (let i = 0; i < 10 && battle().turn === turn; i++) await advanceStep();
}

const FRENCH_REAR: TurnCard['id'] = '["moveFire","French","Rear",1]';

describe('HR-5 with HR-4: fleet morale reaches 0 at the close of a card-driven turn', () => {
  it('HR-4 HR-5 the close-of-turn tests bring the French to 0, the all-ships test breaks the fleet, its ships make for their edge on their squadron cards', async () => {
    const b = await fleetCardBattle();
    const { ships, gm, bob, alice, w } = b;
    // French start 38 (HR-4 / D-14); Foudroyant exploded (-22), Scipion struck (-8), six tests (-6): 2.
    await lose(b, 'foudroyant', { exploded: true });
    await lose(b, 'scipion', { struck: true });
    expect(await frenchPanel(b)).toMatchObject({ value: 2, phase: 'steady' });
    // Orders and Abilità at once, then every card drawn.
    w.world.actAs(gm);
    await advanceStep();
    await advanceStep();
    expect(battle().step).toBe('cards');
    // Hercule and Médée lose hull DCs during the turn (4 of Hercule's 6, 1 of Médée's 4).
    await ships.hercule!.update({ 'system.damage': { port: 400, starboard: 0, rigging: 0 } });
    await ships.medee!.update({ 'system.damage': { port: 80, starboard: 0, rigging: 0 } });
    await settleFleetMorale();
    while (battle().deck!.drawn < battle().deck!.cards.length) await drawTurnCard();
    // The value is hidden from the enemy during the draws too.
    w.world.actAs(alice);
    expect(await trackerBody()).not.toContain('Fleet morale: French');
    w.world.actAs(gm);
    await advanceStep();
    expect(battle().step).toBe('morale');
    // Morale closes the turn: the French list (DCs lost this turn) is tested; both pass (-1 each): 0.
    const app = (await new TurnTrackerApp().render()) as unknown as {
      runAction(name: string): Promise<unknown>;
    };
    await app.runAction('moraleList');
    const [french] = cardsOfKind('moraleList', (c) => c.side === 'French' && !c.fleetBreak);
    expect(french!.card.entries.map((e) => e.name).sort()).toEqual(['Hercule', 'Médée']);
    w.world.actAs(bob);
    for (const entry of [0, 1]) {
      w.world.dice.push([6, 6, 6]);
      await runCardAction(french!.message.id!, 'testMorale', { entry });
    }
    await settleFleetMorale();
    expect(await frenchPanel(b)).toMatchObject({ value: 0, phase: 'breakTest' });
    // The all-ships test: Hercule (3 on the dice, -8 for its hull) strikes, Médée holds: broken.
    const [list] = cardsOfKind('moraleList', (c) => c.fleetBreak === 'French');
    expect(list!.card.entries.map((e) => e.name)).toEqual(['Hercule', 'Médée']);
    w.world.actAs(bob);
    w.world.dice.push([1, 1, 1]);
    await runCardAction(list!.message.id!, 'testMorale', { entry: 0 });
    w.world.dice.push([6, 6, 6]);
    await runCardAction(list!.message.id!, 'testMorale', { entry: 1 });
    await settleFleetMorale();
    expect(ships.hercule!.system.status.struck).toBe(true);
    expect(readFleetMoraleStore().records[0]).toMatchObject({
      side: 'French',
      phase: 'broken',
      order: 1,
      edge: 'N',
    });
    expect(fleetMoraleLoserOf(readFleetMoraleStore())).toBe('French');
    // The GM closes the turn; turn 2 has its deck again, with the French Rear's card for Médée.
    w.world.actAs(gm);
    for (let i = 0; i < 6 && battle().turn === 1; i++) await advanceStep();
    expect(battle()).toMatchObject({ turn: 2, step: 'orders' });
    expect(battle().deck!.cards.map((c) => c.id)).toContain(FRENCH_REAR);
    await advanceStep();
    await advanceStep();
    expect(battle().step).toBe('cards');
    // Médée makes for the north edge on its squadron's card only.
    while (inPlay()?.id !== FRENCH_REAR) {
      await drawTurnCard();
      if (inPlay()?.id !== FRENCH_REAR)
        expect(battleGate(ships.medee!.uuid)).toMatchObject({ mayMove: false });
    }
    expect(battleGate(ships.medee!.uuid)).toMatchObject({ mayMove: true });
    b.table.positions.set(ships.medee!.uuid, { x: 900, y: 1175 });
    await ships.medee!.update({ 'system.halfSpeed': true });
    await settleFleetMorale();
    expect(readFleetMoraleStore().records[0]!.saved).toEqual([ships.medee!.uuid]);
    expect(b.table.removed.has(ships.medee!.uuid)).toBe(true);
    w.world.actAs(alice);
    expect(await trackerBody()).toContain('(1 saved)');
    // SD-186 a saved ship is out of the battle: the next turn's deck has no card for it (the French
    // have no ship left on the table: no movement-and-fire card, no boarding card).
    await endTurn(b);
    expect(battle().turn).toBe(3);
    expect(battle().deck!.cards.filter((c) => 'side' in c && c.side === 'French')).toEqual([]);
    expect(battle().deck!.cards.some((c) => c.kind === 'moveFire' && c.side === 'British')).toBe(
      true,
    );
  });
});

describe('HR-5 SD-187 each side tests its own ships once at the close of a card-driven turn', () => {
  it("HR-5 HR-4 SD-187 the referee closes the morale step: every list holds its side's ships, each tested once; the all-ships test follows", async () => {
    const b = await fleetCardBattle();
    const { ships, gm, w } = b;
    await lose(b, 'foudroyant', { exploded: true });
    await lose(b, 'scipion', { struck: true });
    w.world.actAs(gm);
    await advanceStep();
    await advanceStep();
    await ships.hercule!.update({ 'system.damage': { port: 400, starboard: 0, rigging: 0 } });
    await ships.medee!.update({ 'system.damage': { port: 80, starboard: 0, rigging: 0 } });
    await settleFleetMorale();
    while (battle().deck!.drawn < battle().deck!.cards.length) await drawTurnCard();
    await advanceStep();
    expect(battle().step).toBe('morale');
    // Nobody tests: the GM closes the turn and the referee takes every test due.
    for (let i = 0; i < 20; i++) w.world.dice.push([6, 6, 6]);
    await advanceStep();
    await settleFleetMorale();
    expect(battle().turn).toBe(2);
    const lists = cardsOfKind('moraleList', (c) => c.turn === 1 && !c.fleetBreak);
    const names = (side: string) =>
      lists.filter((l) => l.card.side === side).flatMap((l) => l.card.entries.map((e) => e.name));
    expect(names('British')).toEqual([]);
    expect(names('French').sort()).toEqual(['Hercule', 'Médée']);
    // One close-of-turn test each (-2 in all: the French at 0), then the all-ships test, taken by the
    // referee before the turn ended.
    const testsOfTurn1 = (k: string) => ships[k]!.system.moraleTests.filter((t) => t.turn === 1);
    expect(testsOfTurn1('hercule')).toHaveLength(2);
    expect(testsOfTurn1('medee')).toHaveLength(2);
    const [breakList] = cardsOfKind('moraleList', (c) => c.fleetBreak === 'French');
    expect(breakList!.card).toMatchObject({ turn: 1 });
    expect(readFleetMoraleStore().records[0]!.phase).not.toBe('breakTest');
  });
});
