// Re-validation of cards by the applying client, settings that change the flow, and the turn apps,
// against the Foundry fake with several users.
import { describe, expect, it } from 'vitest';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { CARD_TYPE } from '../../src/foundry/chat/card-model.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { OrdersDialogApp, TurnTrackerApp } from '../../src/foundry/turn/apps.js';
import { advanceStep, endBattle } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { beginExample, britishRoll, exampleBattle, stepTo, type Battle } from './support.js';

async function begin(b: Battle): Promise<void> {
  await beginExample(b);
}

/** The fake ApplicationV2's rendered parts and its action runner. */
type FakeApp = { parts: Record<string, string>; runAction(name: string): Promise<unknown> };
async function rendered(app: { render(): Promise<unknown> }): Promise<FakeApp> {
  return (await app.render()) as FakeApp;
}

async function create(data: Record<string, unknown>) {
  return await (
    ChatMessage as unknown as { create(d: Record<string, unknown>): Promise<{ id: string }> }
  ).create(data);
}

describe('re-validation of cards (the relay never trusts the click)', () => {
  it('a forged gunnery card (a bigger BF) is refused by the GM', async () => {
    const b = await exampleBattle();
    const roll = await britishRoll(b);
    b.w.world.actAs(b.alice);
    await runCardAction(roll.message.id!, 'fire', { index: 0, broadside: 'port' });
    const genuine = cardsOfKind('gunnery')[0]!;
    const forged = await create({ type: CARD_TYPE, system: { card: { ...genuine.card, bf: 20 } } });
    expect(await runCardAction(forged.id, 'applyDamage', { recipient: 0 })).toEqual({
      status: 'refused',
      reason: 'That card was not posted by the referee.',
    });
    // The GMs are told who tried.
    expect(
      b.w.world.messages.contents.some((m) =>
        m.content.includes('Alice tried something the rules do not allow'),
      ),
    ).toBe(true);
    expect(b.ships.scipion!.system.damage.port).toBe(0);
    // The genuine card applies: BF 10 x 5 = 50 at medium range.
    expect(await runCardAction(genuine.message.id!, 'applyDamage', { recipient: 0 })).toMatchObject(
      { status: 'applied' },
    );
    expect(b.ships.scipion!.system.damage.starboard).toBe(50);
  });
  it('a card posted by a player who does not command the firer is not genuine', async () => {
    const b = await exampleBattle();
    const roll = await britishRoll(b);
    b.w.world.actAs(b.alice);
    await runCardAction(roll.message.id!, 'fire', { index: 0, broadside: 'port' });
    const genuine = cardsOfKind('gunnery')[0]!;
    b.w.world.actAs(b.bob);
    const copy = await create({ type: CARD_TYPE, system: { card: genuine.card } });
    expect(await runCardAction(copy.id, 'applyDamage', { recipient: 0 })).toMatchObject({
      status: 'refused',
    });
    expect(b.ships.scipion!.system.damage.starboard).toBe(0);
  });
  it('an Abilità card whose score is not its roll plus its modifiers applies nothing', async () => {
    const b = await exampleBattle({ defiance: { fires: { hull: 1, rigging: 0 } } });
    await begin(b);
    b.w.world.actAs(b.alice);
    await saveOrders(b.ships.defiance!.uuid, { extinguish: true });
    b.w.world.dice.push([1, 1, 1]);
    const roll = await rollAbilita([b.ships.defiance!.uuid]);
    const fake = { ...roll.card, ships: [{ ...roll.card.ships[0]!, score: 18 }] };
    const forged = await create({
      type: CARD_TYPE,
      system: { card: fake },
      rolls: roll.message.rolls,
    });
    expect(await runCardAction(forged.id, 'applyOrder', { index: 0, order: 'extinguish' })).toEqual(
      { status: 'refused', reason: 'That card was not posted by the referee.' },
    );
    expect(b.ships.defiance!.system.fires.hull).toBe(1);
  });
  it('the card model refuses a card without the shape of its kind', async () => {
    await exampleBattle();
    await expect(
      create({ type: CARD_TYPE, system: { card: { kind: 'gunnery', turn: 1, side: 'x' } } }),
    ).rejects.toThrow(/abilitaMessageId/);
    await expect(
      create({
        type: CARD_TYPE,
        system: {
          card: { kind: 'abilita', turn: 1, side: 'x', faces: [1, 2, 9], wind: 0, ships: [] },
        },
      }),
    ).rejects.toThrow(/faces/);
  });
  it('without a connected GM a player cannot damage an enemy ship', async () => {
    const b = await exampleBattle();
    const roll = await britishRoll(b);
    b.w.world.actAs(b.alice);
    await runCardAction(roll.message.id!, 'fire', { index: 0, broadside: 'port' });
    b.gm.active = false;
    expect(
      await runCardAction(cardsOfKind('gunnery')[0]!.message.id!, 'applyDamage', { recipient: 0 }),
    ).toMatchObject({ status: 'refused' });
  });
});

describe('settings change the flow', () => {
  it('FP-8.3 "victoryScoring" detailed: the summary uses the footnote scoring', async () => {
    const b = await exampleBattle({
      medee: { status: { struck: true, captured: false, exploded: false, abandoned: false } },
    });
    await begin(b);
    await b.w.world.settings.set('signal-close-action', 'victoryScoring', 'detailed');
    const summary = await endBattle();
    // Médée struck: initial BF 4 (detailed), 2 (standard).
    expect(summary.card.sides[0]).toEqual({ id: 'British', points: 4, exact: 4 });
    expect(summary.card.scoring).toBe('detailed');
  });
});

describe('the turn tracker and the orders dialog', () => {
  it('FP-3 everyone sees turn, side and step; only the GM has the step buttons; the side to act has Orders', async () => {
    const b = await exampleBattle();
    await begin(b);
    const gmView = await rendered(new TurnTrackerApp());
    expect(gmView.parts.body).toContain('data-action="next"');
    expect(gmView.parts.body).toContain('Turn 1');
    b.w.world.actAs(b.alice);
    const alice = await rendered(new TurnTrackerApp());
    expect(alice.parts.body).not.toContain('data-action="next"');
    expect(alice.parts.body).toContain('data-action="orders"');
    b.w.world.actAs(b.bob);
    const bob = await rendered(new TurnTrackerApp());
    expect(bob.parts.body).not.toContain('data-action="orders"');
    expect(bob.parts.body).toContain('Acting: British');
    // The what-now line per viewer (tracker-checklist.ts), from the battle's own state.
    expect(bob.parts.body).toContain('British to act: wait for your part.');
    expect(alice.parts.body).toContain('Give orders to HMS Prince and 3 more.');
    expect(gmView.parts.body).toContain('Waiting for Alice.');
    expect(b.w.i18n.missing).toEqual(new Set());
  });
  it("FP-3 / FP-4.2 the orders dialog saves a squadron's orders, shows the exact odds, and rolls", async () => {
    const b = await exampleBattle();
    await begin(b);
    b.w.world.actAs(b.alice);
    const dialog = new OrdersDialogApp({
      actorUuids: [b.ships.prince!.uuid, b.ships.minerva!.uuid],
    });
    await dialog.submitOrders({
      'ships.0.firePort': 'hull',
      'ships.0.changeCourse': 'SE',
      'ships.1.increaseSail': 'false',
      'ships.1.fireStarboard': 'rigging',
    });
    expect(b.ships.prince!.system.orders).toMatchObject({
      firePort: 'hull',
      changeCourse: 'SE',
      turn: 1,
      locked: false,
    });
    const html = (await rendered(dialog)).parts.body!;
    // Prince, good crew: a course change succeeds on 5+ modified -> 5+ on the dice: 98.1%.
    expect(html).toContain('98.1%');
    expect(html).toContain('name="ships.1.fireStarboard"');
    b.w.i18n.setLanguage('it');
    const it = (await rendered(dialog)).parts.body!;
    expect(it).toContain('Tira l&#x27;Abilità');
    b.w.i18n.setLanguage('en');
    await stepTo(b, 'abilita');
    b.w.world.actAs(b.alice);
    b.w.world.dice.push([3, 3, 3]);
    await (dialog as unknown as FakeApp).runAction('roll');
    expect(cardsOfKind('abilita')).toHaveLength(1);
    expect(b.ships.prince!.system.orders.locked).toBe(true);
    expect(b.w.i18n.missing).toEqual(new Set());
  });
});

describe('contacts through the relay', () => {
  it('FP-4.5 / FP-5.8 a ship that unfouls from an enemy frees both records; the enemy stays hove to until the next turn', async () => {
    const b = await exampleBattle();
    const { ardent, hercule } = b.ships as Record<string, NonNullable<(typeof b.ships)[string]>>;
    await ardent!.update({
      'system.contacts': [{ actorId: hercule!.id, kind: 'enemyCollision' }],
      'system.hoveTo': true,
    });
    await hercule!.update({
      'system.contacts': [{ actorId: ardent!.id, kind: 'enemyCollision' }],
      'system.hoveTo': true,
    });
    await begin(b);
    b.w.world.actAs(b.alice);
    await saveOrders(ardent!.uuid, { unfoul: true });
    // 9 on the dice, hove to -1: 8, A,E frees from an enemy collision.
    b.w.world.dice.push([3, 3, 3]);
    const roll = await rollAbilita([ardent!.uuid]);
    expect(
      await runCardAction(roll.message.id!, 'applyOrder', { index: 0, order: 'unfoul' }),
    ).toMatchObject({ status: 'applied' });
    expect(ardent!.system).toMatchObject({ contacts: [], hoveTo: false, halfSpeed: true });
    expect(hercule!.system.contacts).toEqual([]);
    expect(hercule!.system.hoveTo).toBe(true);
    b.w.world.actAs(b.gm);
    for (let i = 0; i < 12; i++) await advanceStep();
    expect(battle().turn).toBe(2);
    expect(hercule!.system).toMatchObject({ hoveTo: false, halfSpeed: true });
  });
  it('FP-5.8 a collision at full sail costs both ships 50% DC of rigging, once per move', async () => {
    const { applyCollision } = await import('../../src/foundry/turn/contact-effects.js');
    const b = await exampleBattle();
    const { prince, scipion } = b.ships;
    await prince!.update({ 'system.contacts': [{ actorId: scipion!.id, kind: 'enemyCollision' }] });
    // On the referee's client, for Alice (who commands the mover).
    const outcomes = await applyCollision('move1', prince!.uuid, scipion!.uuid, b.alice.id);
    expect(outcomes.map((o) => o.status)).toEqual(['applied', 'applied']);
    expect(
      (await applyCollision('move1', prince!.uuid, scipion!.uuid, b.alice.id)).map((o) => o.status),
    ).toEqual(['already', 'already']);
    expect(prince!.system.damage.rigging).toBe(85);
    expect(scipion!.system.damage.rigging).toBe(65);
    // Bob does not command the mover; and no player's client applies anything itself.
    expect((await applyCollision('move2', prince!.uuid, scipion!.uuid, b.bob.id))[1]).toMatchObject(
      { status: 'refused' },
    );
    b.w.world.actAs(b.alice);
    expect((await applyCollision('move3', prince!.uuid, scipion!.uuid))[0]).toMatchObject({
      status: 'refused',
    });
  });
});

describe('the orders dialog rolls for the ships it includes', () => {
  it('FP-3 one roll per ship, squadron or fleet: unticked ships are left out', async () => {
    const b = await exampleBattle();
    await begin(b);
    b.w.world.actAs(b.alice);
    const dialog = new OrdersDialogApp({
      actorUuids: [b.ships.prince!.uuid, b.ships.minerva!.uuid],
    });
    await dialog.submitOrders({ 'ships.0.firePort': 'hull', 'ships.1.include': false });
    b.w.world.dice.push([2, 3, 4]);
    await (dialog as unknown as FakeApp).runAction('roll');
    expect(cardsOfKind('abilita')[0]!.card.ships.map((s) => s.name)).toEqual(['HMS Prince']);
    expect(b.ships.minerva!.system.orders.locked).toBe(false);
    // A locked ship's orders are left alone by later edits of the dialog.
    await dialog.submitOrders({
      'ships.0.firePort': 'rigging',
      'ships.1.include': true,
      'ships.1.fireStarboard': 'hull',
    });
    expect(b.ships.prince!.system.orders.firePort).toBe('hull');
    expect(b.ships.minerva!.system.orders.fireStarboard).toBe('hull');
  });
  it('the GM begins a battle from the tracker when none is in progress', async () => {
    const b = await exampleBattle();
    const view = await rendered(new TurnTrackerApp());
    expect(view.parts.body).toContain('data-action="beginBattle"');
    b.w.world.actAs(b.alice);
    expect((await rendered(new TurnTrackerApp())).parts.body).not.toContain(
      'data-action="beginBattle"',
    );
  });
});

describe('FP-5.6 a tack step from the card', () => {
  it('turns the token head to wind and records the tack; the GM undoes both', async () => {
    const b = await exampleBattle();
    const prince = b.ships.prince!;
    b.table.headings.set(prince.uuid, 3);
    await begin(b);
    b.w.world.actAs(b.alice);
    expect(await saveOrders(prince.uuid, { tack: true })).toEqual([]);
    b.w.world.dice.push([4, 4, 4]);
    const roll = await rollAbilita([prince.uuid]);
    await stepTo(b, 'course');
    b.w.world.actAs(b.alice);
    expect(
      await runCardAction(roll.message.id!, 'turnShip', { index: 0, order: 'tack' }),
    ).toMatchObject({ status: 'applied' });
    expect(b.table.headings.get(prince.uuid)).toBe(0);
    expect(prince.system.tack).toEqual({
      phase: 'inStays',
      startHeading: 3,
      rotation: -1,
      lastEndTurn: null, // OR-5 only: Fast Play never records when a tack ended
    });
    const entry = prince.system.history.find((h) => h.source === `${roll.message.id}:0:tack`)!;
    b.w.world.actAs(b.gm);
    expect(
      await runCardAction(roll.message.id!, 'undo', {
        actorUuid: prince.uuid,
        entryId: entry.id,
        poseKey: `${roll.message.id}:0:tack`,
      }),
    ).toMatchObject({ status: 'applied' });
    expect(b.table.headings.get(prince.uuid)).toBe(3);
    expect(prince.system.tack).toEqual({
      phase: 'none',
      startHeading: null,
      rotation: 1,
      lastEndTurn: null,
    });
  });
});
