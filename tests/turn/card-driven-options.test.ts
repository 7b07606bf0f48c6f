// HR-5 the card-driven turn with the optional rules that change the turn: OR-3 (and so OR-5 and the
// seven dice) cannot be on with it (SD-110, SD-185); OR-6 reload and OR-9 cut away / jury rig have no
// card of the deck and take effect with the roll (SD-184); OR-9's strong-wind test and FP-A3 signals
// come at the close, for every side (SD-119). OR-7's pairs (SD-129) are in card-driven-moves.test.ts,
// OR-2's wind on the wind card in turn-deck-wind.test.ts, HR-3 with the OR-9 grounding test in
// card-driven-combos.test.ts.
import { describe, expect, it } from 'vitest';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { profileFromSource } from '../../src/foundry/models/ship-model.js';
import { advanceStep, beginBattle, drawTurnCard } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { sendSignal } from '../../src/foundry/turn/signals.js';
import { effectiveOptions, NO_OPTIONAL_RULES, type TurnCard } from '../../src/rules/index.js';
import { installCards } from '../fake-foundry/cards.js';
import { installCombat } from '../fake-foundry/combat.js';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { beginExample, exampleBattle, target, type Battle } from './support.js';

const inPlay = (): TurnCard | undefined => battle().deck!.cards[battle().deck!.drawn - 1];

/** Two squadrons a side, as in the whole card-driven turn's test. */
const SQUADRONS = {
  prince: { squadron: 'Van' },
  minerva: { squadron: 'Van' },
  defiance: { squadron: 'Rear' },
  ardent: { squadron: 'Rear' },
  foudroyant: { squadron: 'Van' },
  scipion: { squadron: 'Van' },
  hercule: { squadron: 'Rear' },
  medee: { squadron: 'Rear' },
};

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

  it('HR-5 OR-5 OR-3 SD-185 full navigation (which needs OR-3) is never on with the card-driven turn', () => {
    const both = { ...NO_OPTIONAL_RULES, cardDrivenTurn: true, riggingTest: true };
    // With OR-3 on, HR-5 is off; with it off, OR-5 is off: never the two together.
    const withOr3 = effectiveOptions({ ...both, fullNavigation: true, twoSegmentTurn: true });
    expect(withOr3.options).toMatchObject({ fullNavigation: true, cardDrivenTurn: false });
    const without = effectiveOptions({ ...both, fullNavigation: true, sevenDiceAbilita: true });
    expect(without.options).toMatchObject({
      fullNavigation: false,
      sevenDiceAbilita: false,
      cardDrivenTurn: true,
      riggingTest: true,
    });
  });
});

/** The card battle of two squadrons a side with `options` on (no fleet morale). */
async function optionCardBattle(options: string[], prep?: (b: Battle) => Promise<void>) {
  const b = await exampleBattle(SQUADRONS);
  installCards();
  await b.w.world.settings.set(SYSTEM_ID, 'cardDrivenTurn', true);
  for (const o of options) await b.w.world.settings.set(SYSTEM_ID, o, true);
  if (prep) await prep(b);
  await beginExample(b);
  return b;
}

const BRITISH_VAN_CARD: TurnCard['id'] = '["moveFire","British","Van",1]';

/** The GM draws until the card in play is `id`. */
async function drawToCard(b: Battle, id: TurnCard['id']): Promise<void> {
  b.w.world.actAs(b.gm);
  while (inPlay()?.id !== id) await drawTurnCard();
}

/** Alice orders Prince and rolls `dice` in the Abilità step; the GM then closes the rolls. */
async function princeRolls(b: Battle, orders: Record<string, unknown>, dice: number[]) {
  const { alice, gm, w, ships } = b;
  expect(battle().step).toBe('orders');
  w.world.actAs(alice);
  expect(await saveOrders(ships.prince!.uuid, orders)).toEqual([]);
  w.world.actAs(gm);
  await advanceStep();
  w.world.actAs(alice);
  w.world.dice.push(dice);
  const roll = await rollAbilita([ships.prince!.uuid]);
  w.world.actAs(gm);
  for (let i = 0; i < 30; i++) w.world.dice.push([3, 4, 4]);
  await advanceStep();
  expect(battle().step).toBe('cards');
  return roll;
}

/** The GM draws the rest of the deck and closes the turn (the referee takes what is compulsory). */
async function endCardTurn(b: Battle): Promise<void> {
  b.w.world.actAs(b.gm);
  const turn = battle().turn;
  while (battle().deck!.drawn < battle().deck!.cards.length) await drawTurnCard();
  for (let i = 0; i < 10 && battle().turn === turn; i++) await advanceStep();
  expect(battle()).toMatchObject({ turn: turn + 1, step: 'orders' });
}

describe('HR-5 with the options that can be on with it', () => {
  it("HR-5 OR-6 SD-184 fire on the squadron card, reload with the next turn's roll (no fire that turn), fire again on the card of the turn after", async () => {
    const b = await optionCardBattle(['fullGunnery']);
    const { ships, alice, w } = b;
    const prince = ships.prince!;
    const aim = () =>
      b.table.targets.set(`${prince.uuid}:port`, {
        candidates: [target(ships.scipion!, { rangeMm: 300, band: 'medium' })],
        chosen: ships.scipion!.uuid,
        choices: [ships.scipion!.uuid],
      });
    const fired = () => cardsOfKind('gunnery', (c) => c.firerUuid === prince.uuid);
    // Turn 1: Prince fires port on the British Van's card.
    const t1 = await princeRolls(b, { firePort: 'hull' }, [4, 4, 4]);
    await drawToCard(b, BRITISH_VAN_CARD);
    aim();
    w.world.actAs(alice);
    expect(
      await runCardAction(t1.message.id!, 'fire', { index: 0, broadside: 'port' }),
    ).toMatchObject({ status: 'done' });
    expect(prince.system.guns!.port).toMatchObject({ status: 'fired', firedTurn: 1 });
    await endCardTurn(b);
    // Turn 2: the reload order takes effect with the roll, when the GM closes the rolls, before any
    // card (SD-184); a ship that reloads fires nothing that turn (SD-38), on its card neither.
    w.world.actAs(alice);
    expect(await saveOrders(prince.uuid, { firePort: 'hull' })).toEqual([
      expect.stringMatching(/not reloaded/),
    ]);
    const t2 = await princeRolls(b, { reloadPort: true }, [4, 4, 4]);
    expect(prince.system.guns!.port).toMatchObject({ status: 'reloading', reloadTurn: 2 });
    await drawToCard(b, BRITISH_VAN_CARD);
    aim();
    w.world.actAs(alice);
    expect(
      await runCardAction(t2.message.id!, 'fire', { index: 0, broadside: 'port' }),
    ).toMatchObject({ status: 'refused' });
    expect(fired()).toHaveLength(1);
    await endCardTurn(b);
    // Turn 3: loaded again; it fires on its card.
    const t3 = await princeRolls(b, { firePort: 'hull' }, [4, 4, 4]);
    await drawToCard(b, BRITISH_VAN_CARD);
    aim();
    w.world.actAs(alice);
    expect(
      await runCardAction(t3.message.id!, 'fire', { index: 0, broadside: 'port' }),
    ).toMatchObject({ status: 'done' });
    expect(fired()).toHaveLength(2);
  });

  it('HR-5 OR-9 SD-184 cutting away the wreckage takes effect with the roll, on no card of the deck', async () => {
    const b = await optionCardBattle(['riggingTest'], async (b) => {
      const prince = b.ships.prince!;
      b.w.world.actAs(b.gm);
      await prince.update({
        'system.sail': 'full',
        'system.damage.rigging': profileFromSource(prince.system).dcCapacity,
        'system.wreck': { rdcDown: 1, leeSide: 'port', restored: 0 },
      });
    });
    const prince = b.ships.prince!;
    // 9, good +1, hove to with the wreckage -1, a DC lost -1: 8, Unf A/E cuts it away.
    const roll = await princeRolls(b, { cutAwayWreck: true }, [3, 3, 3]);
    expect(battle().deck!.drawn).toBe(0);
    expect(prince.system.sail).toBe('easy');
    expect(prince.system.wreck).toMatchObject({ rdcDown: 1, phase: 'repair' });
    // Applied once, by the referee at the rolls' close: the player's click finds it done.
    b.w.world.actAs(b.alice);
    expect(
      await runCardAction(roll.message.id!, 'applyOrder', { index: 0, order: 'cutAwayWreck' }),
    ).toMatchObject({ status: 'already' });
    // The next turn: the jury rig, with the roll again.
    await endCardTurn(b);
    await princeRolls(b, { juryRig: true }, [3, 3, 3]);
    expect(prince.system.wreck).toMatchObject({ rdcDown: 0, restored: 1 });
  });
});

describe('HR-5 with signals (FP-A3, SD-119)', () => {
  it('HR-5 FP-A3 SD-119 no signal during the draws; at the close every side signals, each to its own ships', async () => {
    const b = await optionCardBattle([]);
    await b.w.world.settings.set(SYSTEM_ID, 'signals', 'fastPlay');
    const { ships, alice, bob, gm, w } = b;
    for (const [k, x, y] of [
      ['prince', 0, 0],
      ['minerva', 0, 300],
      ['defiance', 0, 600],
      ['ardent', 0, 900],
      ['foudroyant', 2000, 0],
      ['scipion', 2000, 300],
      ['hercule', 2000, 600],
      ['medee', 2000, 900],
    ] as const)
      b.table.positions.set(ships[k]!.uuid, { x, y });
    w.world.actAs(gm);
    await advanceStep();
    await advanceStep();
    expect(battle().step).toBe('cards');
    w.world.actAs(alice);
    await expect(sendSignal(ships.prince!.uuid, ['Engage the enemy'])).rejects.toThrow(
      'A signal is sent at the end of your part of the turn (the morale step).',
    );
    expect(cardsOfKind('signal')).toHaveLength(0);
    w.world.actAs(gm);
    while (battle().deck!.drawn < battle().deck!.cards.length) await drawTurnCard();
    await advanceStep();
    expect(battle().step).toBe('morale');
    // Both fleets signal in the one morale step; the referee rolls each of the sender's own ships.
    for (let i = 0; i < 10; i++) w.world.dice.push([6, 5, 4]);
    w.world.actAs(alice);
    const british = await sendSignal(ships.prince!.uuid, ['Engage the enemy']);
    w.world.actAs(bob);
    const french = await sendSignal(ships.foudroyant!.uuid, ['Follow the admiral']);
    expect(british.card.side).toBe('British');
    expect(french.card.side).toBe('French');
    const sideOf = (uuid: string) => Object.values(ships).find((s) => s.uuid === uuid)!.system.side;
    expect(british.card.entries.length).toBeGreaterThan(0);
    expect(french.card.entries.length).toBeGreaterThan(0);
    expect(british.card.entries.every((e) => sideOf(e.actorUuid) === 'British')).toBe(true);
    expect(french.card.entries.every((e) => sideOf(e.actorUuid) === 'French')).toBe(true);
    // Bob may not signal with a British ship (nor Alice with a French one).
    await expect(sendSignal(ships.minerva!.uuid, ['Close action'])).rejects.toThrow();
    expect(cardsOfKind('signal')).toHaveLength(2);
  });
});

describe('HR-5 with the OR-9 test at the close of the turn', () => {
  it('HR-5 OR-9 SD-119 in a strong wind every full-sail ship of both sides takes the test once when the turn closes', async () => {
    const w = await canvasWorld({ wind: { direction: 0, strength: 'strong' } });
    installCombat();
    installCards();
    registerTurn();
    await w.world.settings.set(SYSTEM_ID, 'cardDrivenTurn', true);
    await w.world.settings.set(SYSTEM_ID, 'riggingTest', true);
    const alice = w.player('Alice');
    const bob = w.player('Bob');
    const make = (name: string, owner: string, side: string, sail: 'full' | 'easy') =>
      shipActor(name, {
        ownership: { [owner]: OWNERSHIP.OWNER },
        system: { sail, side, crew: 'average', originalCrew: 'average', squadron: 'Van' },
      });
    const bellona = await make('Bellona', alice.id, 'British', 'full');
    const defence = await make('Defence', alice.id, 'British', 'easy');
    const genereux = await make('Généreux', bob.id, 'French', 'full');
    const tokens = [
      await placeShip(w.scene, bellona, 0, 0, 90),
      await placeShip(w.scene, defence, 0, 400, 90),
      await placeShip(w.scene, genereux, 2000, 0, 270),
    ];
    w.world.actAs(w.gm);
    await beginBattle(
      [bellona, defence, genereux] as never,
      ['British', 'French'],
      tokens.map((t, i) => ({ tokenId: t.id, actorId: [bellona, defence, genereux][i]!.id })),
    );
    await advanceStep();
    await advanceStep();
    while (battle().deck!.drawn < battle().deck!.cards.length) await drawTurnCard();
    await advanceStep();
    expect(battle().step).toBe('morale');
    for (let i = 0; i < 20; i++) w.world.dice.push([6, 6, 6]);
    await advanceStep();
    expect(battle().turn).toBe(2);
    const tests = cardsOfKind('riggingTest').map((c) => [
      c.card.ship.name,
      c.card.side,
      c.card.cause,
    ]);
    expect(tests.sort()).toEqual([
      ['Bellona', 'British', 'fullSailStrongWind'],
      ['Généreux', 'French', 'fullSailStrongWind'],
    ]);
  });
});
