// HR-4 fleet morale in the turn flow: the French fleet's losses bring it to 0, the referee posts the
// all-ships test, a ship strikes, the fleet breaks, and the British win; the value never reaches the
// enemy's client (SD-123); forged requests are refused.
import { describe, expect, it } from 'vitest';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { askReferee } from '../../src/foundry/referee/channel.js';
import { undoEffect } from '../../src/foundry/referee/relay.js';
import { TurnTrackerApp } from '../../src/foundry/turn/apps.js';
import { endBattle } from '../../src/foundry/turn/battle.js';
import { saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import {
  myFleetMoralePanels,
  readFleetMoraleStore,
  settleFleetMorale,
} from '../../src/foundry/turn/fleet-morale-referee.js';
import { fleetMoraleLoserOf } from '../../src/foundry/turn/fleet-morale.js';
import { deliveredTo } from '../fake-foundry/client-view.js';
import { beginExample, exampleBattle, type Battle } from './support.js';
import { frenchPanel, lose } from './fleet-morale-support.js';

// Médée (5th 36-40, average): 3 of its 4 port hull DCs gone (80 points each) -> HDC lost 3 (-6).
const MEDEE_DAMAGED = { medee: { damage: { port: 240, starboard: 0, rigging: 0 } } };

async function fleetMoraleBattle(on = true): Promise<Battle> {
  const b = await exampleBattle(MEDEE_DAMAGED);
  await b.w.world.settings.set(SYSTEM_ID, 'fleetMorale', on);
  await beginExample(b);
  return b;
}

/** Any object in `data` shaped like a fleet-morale panel (its value with its start and changes). */
function panelsIn(data: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(data)) for (const d of data) panelsIn(d, found);
  else if (data && typeof data === 'object') {
    const o = data as Record<string, unknown>;
    if ('value' in o && 'start' in o && 'gains' in o) found.push(o);
    for (const v of Object.values(o)) panelsIn(v, found);
  }
  return found;
}

describe('HR-4 fleet morale in the turn flow', () => {
  it("HR-4 / D-14 each side sees its own fleet's starting value", async () => {
    const b = await fleetMoraleBattle();
    // French: points 11 + 8 + 5 + 4 = 28; morale bases 16 + 13 + 10 + 8 = 47; 75 / 2 -> 38.
    expect(await frenchPanel(b)).toMatchObject({
      side: 'French',
      start: 38,
      value: 38,
      phase: 'steady',
    });
    b.w.world.actAs(b.alice);
    const british = await myFleetMoralePanels();
    expect(british.map((p) => p.side)).toEqual(['British']);
    b.w.world.actAs(b.gm);
    expect((await myFleetMoralePanels()).map((p) => p.side)).toEqual(['British', 'French']);
  });

  it('HR-4 a fleet breaking: losses to 0, the all-ships test, one strikes, the fleet breaks, the other side wins', async () => {
    const b = await fleetMoraleBattle();
    await lose(b, 'foudroyant', { exploded: true }); // -22: 16
    expect(await frenchPanel(b)).toMatchObject({ value: 16, losses: 22 });
    await lose(b, 'scipion', { struck: true }); // -8: 8
    expect(readFleetMoraleStore().records).toEqual([]);
    await lose(b, 'hercule', { exploded: true }); // -10: -2
    // The British gain half of each French ship lost to an explosion (11 and 5): +6, +3.
    b.w.world.actAs(b.alice);
    expect((await myFleetMoralePanels())[0]).toMatchObject({ side: 'British', gains: 9 });
    const french = await frenchPanel(b);
    expect(french).toMatchObject({ value: -2, phase: 'breakTest' });
    // The referee posted the all-ships test: every French ship that can still test (Médée).
    const [list] = cardsOfKind('moraleList', (c) => c.fleetBreak === 'French');
    expect(list!.card.entries.map((e) => e.name)).toEqual(['Médée']);
    expect(readFleetMoraleStore().records[0]).toMatchObject({ side: 'French', phase: 'breakTest' });
    // Bob tests Médée: 3 on the dice (-2), base 8, HDC lost 3 (-6): 0, it strikes.
    b.w.world.actAs(b.bob);
    b.w.world.dice.push([1, 1, 1]);
    expect(await runCardAction(list!.message.id!, 'testMorale', { entry: 0 })).toMatchObject({
      status: 'applied',
    });
    await settleFleetMorale();
    expect(b.ships.medee!.system.status.struck).toBe(true);
    expect(readFleetMoraleStore().records[0]).toMatchObject({ phase: 'broken', order: 1 });
    expect(await frenchPanel(b)).toMatchObject({ phase: 'broken', makeForEdge: true });
    expect(fleetMoraleLoserOf(readFleetMoraleStore())).toBe('French');
    // The tracker tells everyone the French broke first and lose; each side sees only its own panel.
    b.w.world.actAs(b.alice);
    const tracker = (await new TurnTrackerApp().render()) as { parts: Record<string, string> };
    expect(tracker.parts.body).toContain('broke first');
    expect(tracker.parts.body).toContain('Fleet morale: British');
    expect(tracker.parts.body).not.toContain('Fleet morale: French');
  });

  it('SD-121 all pass at 0: fight on; the next ship to strike breaks the fleet', async () => {
    const b = await exampleBattle();
    await b.w.world.settings.set(SYSTEM_ID, 'fleetMorale', true);
    await beginExample(b);
    await lose(b, 'foudroyant', { exploded: true });
    await lose(b, 'scipion', { struck: true });
    await lose(b, 'hercule', { exploded: true });
    const [list] = cardsOfKind('moraleList', (c) => c.fleetBreak === 'French');
    b.w.world.actAs(b.bob);
    b.w.world.dice.push([6, 6, 6]); // Médée undamaged holds
    const before = await frenchPanel(b);
    b.w.world.actAs(b.bob);
    const tested = await runCardAction(list!.message.id!, 'testMorale', { entry: 0 });
    await settleFleetMorale();
    expect(readFleetMoraleStore().records[0]).toMatchObject({ phase: 'brink', order: 0 });
    expect((await frenchPanel(b)).value).toBe(before.value - 1);
    // SD-122 a GM undoing the test's card gives the point back; the recorded brink stands.
    b.w.world.actAs(b.gm);
    const medee = b.ships.medee!;
    expect(
      await undoEffect({ actorUuid: medee.uuid, entryId: (tested as { entryId: string }).entryId }),
    ).toMatchObject({ status: 'applied' });
    await settleFleetMorale();
    expect((await frenchPanel(b)).value).toBe(before.value);
    expect(readFleetMoraleStore().records[0]).toMatchObject({ phase: 'brink' });
    await lose(b, 'medee', { struck: true });
    expect(readFleetMoraleStore().records[0]).toMatchObject({ phase: 'broken', order: 1 });
  });

  it('HR-4 off (the default): no panel, no test, nothing kept', async () => {
    const b = await fleetMoraleBattle(false);
    await lose(b, 'foudroyant', { exploded: true });
    await lose(b, 'scipion', { exploded: true });
    b.w.world.actAs(b.bob);
    expect(await myFleetMoralePanels()).toEqual([]);
    expect(cardsOfKind('moraleList', (c) => !!c.fleetBreak)).toEqual([]);
    expect(readFleetMoraleStore().records).toEqual([]);
  });
});

describe('HR-4 fleet morale is hidden from the enemy (SD-123)', () => {
  it('the British client holds no copy of the French value: settings, documents and their flags, chat, answers', async () => {
    const b = await fleetMoraleBattle();
    await lose(b, 'foudroyant', { exploded: true });
    const french = await frenchPanel(b); // Bob asked: the answer reached Bob's client only
    b.w.world.actAs(b.alice);
    await myFleetMoralePanels();
    const tracker = (await new TurnTrackerApp().render()) as { parts: Record<string, string> };
    expect(tracker.parts.body).not.toContain('Fleet morale: French');
    const alices = panelsIn(deliveredTo(b.w.world, b.alice));
    expect(alices.length).toBeGreaterThan(0); // her own fleet's
    expect(alices.every((p) => (p as { side: string }).side === 'British')).toBe(true);
    expect(panelsIn(deliveredTo(b.w.world, b.bob))).toContainEqual(french);
  });

  it('a forged request for the enemy fleet is refused, reported to the GMs, and answers nothing', async () => {
    const b = await fleetMoraleBattle();
    b.w.world.actAs(b.alice);
    // By id: the requests the setup's renders sent may still be on their way (SD-262) and get deleted.
    const before = new Set(b.w.world.messages.contents.map((m) => m.id));
    const answer = await askReferee('fleetMorale', { side: 'French' });
    expect(answer).toEqual({ status: 'refused', reason: 'You do not command that fleet.' });
    const report = b.w.world.messages.contents
      .filter((m) => !before.has(m.id))
      .find((m) => m.content.includes('sca-forgery'));
    expect(report).toBeDefined();
    expect(
      panelsIn(deliveredTo(b.w.world, b.alice)).some(
        (p) => (p as { side: string }).side === 'French',
      ),
    ).toBe(false);
    for (const payload of [{ side: 3 }, { side: 'British', value: 99 }]) {
      const bad = await askReferee('fleetMorale', payload as Record<string, unknown>);
      expect(bad.status).toBe('refused');
    }
  });
});

/** The French fleet broken (SD-125): Hercule and Médée left to the north, Foudroyant and Scipion lost, Hercule struck. */
async function brokenFrench(): Promise<Battle> {
  // Hercule (64, poor): 4 of its 6 port hull DCs gone (100 points each) -> HDC lost 4 (-8).
  const b = await exampleBattle({ hercule: { damage: { port: 400, starboard: 0, rigging: 0 } } });
  await b.w.world.settings.set(SYSTEM_ID, 'fleetMorale', true);
  for (const [key, y] of [
    ['hercule', 1000],
    ['medee', 1050],
  ] as const)
    b.table.positions.set(b.ships[key]!.uuid, { x: 900, y });
  for (const key of ['prince', 'defiance'])
    b.table.positions.set(b.ships[key]!.uuid, { x: 900, y: 200 });
  await beginExample(b);
  await lose(b, 'foudroyant', { exploded: true }); // -22: 16
  await lose(b, 'scipion', { exploded: true }); // -16: 0
  const [list] = cardsOfKind('moraleList', (c) => c.fleetBreak === 'French');
  expect(list!.card.entries.map((e) => e.name)).toEqual(['Hercule', 'Médée']);
  b.w.world.actAs(b.bob);
  b.w.world.dice.push([1, 1, 1]); // Hercule: 10 - 2 - 8 = 0, strikes
  await runCardAction(list!.message.id!, 'testMorale', { entry: 0 });
  await settleFleetMorale();
  return b;
}

describe('HR-4 a broken fleet makes for its table edge (SD-125)', () => {
  it('HR-4 losses to 0, the all-ships test, one strikes, the fleet breaks, a ship reaches its edge and is taken off, the British win', async () => {
    const b = await brokenFrench();
    const record = readFleetMoraleStore().records[0]!;
    // The French fought from the north: that is their edge.
    expect(record).toMatchObject({ phase: 'broken', order: 1, edge: 'N', saved: [] });
    expect(await frenchPanel(b)).toMatchObject({
      makeForEdge: true,
      edgeKey: 'SCA.Turn.FleetMorale.Edge.N',
    });
    // Médée sails north until its base reaches the edge (centre within half its length).
    const medee = b.ships.medee!;
    b.table.positions.set(medee.uuid, { x: 900, y: 1169 });
    b.w.world.actAs(b.gm);
    await medee.update({ 'system.halfSpeed': false });
    await settleFleetMorale();
    expect(readFleetMoraleStore().records[0]!.saved).toEqual([]);
    b.table.positions.set(medee.uuid, { x: 900, y: 1175 });
    await medee.update({ 'system.halfSpeed': true });
    await settleFleetMorale();
    expect(readFleetMoraleStore().records[0]!.saved).toEqual([medee.uuid]);
    expect(b.table.removed.has(medee.uuid)).toBe(true);
    // A saved ship is no loss: the French value did not fall when Médée left.
    expect((await frenchPanel(b)).losses).toBe(22 + 16 + 5);
    b.w.world.actAs(b.alice);
    const tracker = (await new TurnTrackerApp().render()) as { parts: Record<string, string> };
    expect(tracker.parts.body).toContain('(1 saved)');
    expect(tracker.parts.body).toContain('north edge');
    expect(fleetMoraleLoserOf(readFleetMoraleStore())).toBe('French');
    expect(tracker.parts.body).toContain('The French fleet broke first');
    // The battle's summary card names the loser and gives the win to the British.
    b.w.world.actAs(b.gm);
    const summary = await endBattle();
    expect(summary.card.fleetMoraleLoser).toBe('French');
    expect(summary.message.content).toContain('The French fleet broke first');
    expect(summary.message.content).toContain('British win');
  });
});

describe('HR-4 / SD-182 a broken fleet steers for its edge: the referee refuses orders that do not', () => {
  it('HR-4 Médée must take the legal heading nearest north and may not shorten sail; the roll refuses other orders', async () => {
    const b = await brokenFrench();
    const { battle } = await import('../../src/foundry/turn/flow.js');
    const medee = b.ships.medee!;
    // Wind from the south; Médée heads east (4): its legal changes are ESE, ENE, NE and NNE (FP-5.5),
    // so north-north-east, one point off north, is the heading nearest its edge.
    b.table.wind = 8;
    b.table.headings.set(medee.uuid, 4);
    b.w.world.actAs(b.gm);
    await medee.update({ 'system.orders.turn': battle().turn, 'system.orders.locked': false });
    b.w.world.actAs(b.bob);
    const edge = 'Its fleet is broken: the ship must make for its table edge';
    // Holding east, or turning south-east, is refused; so is shortening sail.
    expect((await saveOrders(medee.uuid, {})).join(' ')).toContain(edge);
    expect((await saveOrders(medee.uuid, { changeCourse: 'SE' })).join(' ')).toContain(edge);
    expect((await saveOrders(medee.uuid, { changeCourse: 'NE' })).join(' ')).toContain(edge);
    expect(
      (await saveOrders(medee.uuid, { changeCourse: 'NNE', decreaseSail: true })).join(' '),
    ).toContain('may not shorten sail');
    // The legal change nearest north is accepted.
    expect(await saveOrders(medee.uuid, { changeCourse: 'NNE' })).toEqual([]);
    // A British ship (not broken) may hold its course.
    b.w.world.actAs(b.gm);
    const prince = b.ships.prince!;
    b.table.headings.set(prince.uuid, 4);
    await prince.update({ 'system.orders.turn': battle().turn, 'system.orders.locked': false });
    b.w.world.actAs(b.alice);
    expect(await saveOrders(prince.uuid, {})).toEqual([]);
  });
});
