// OR-5 tacking in the flow with OR-3 + OR-5 + OR-9 on: Alice (the British player) gives the orders,
// the GM's client referees. A two-turn tack that succeeds, BF -1 for a broadside fired while tacking,
// a second tack refused as too soon (SD-29, SD-86), a tack refused when not close-hauled, no sail
// change while tacking, a failed turn 2 that posts the OR-9 test, goes back and heaves to, a failed
// turn 1 that leaves the ship close-hauled, and the tack's end turn kept from the players.
import { asHostileClient } from '../support/foundry.js';
import { describe, expect, it } from 'vitest';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { settleShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { resolveGunnery } from '../../src/foundry/turn/gunnery.js';
import { firingBf, tackFireNote } from '../../src/foundry/turn/or5-tack.js';
import { abilitaRow, TACK_FIRE_MODIFIER } from '../../src/rules/index.js';
import { createScene, installCanvas } from '../fake-foundry/canvas.js';
import { beginExample, exampleBattle, target, type Battle } from './support.js';
import { stepTo } from './part-steps.js';

/** What saveOrders reports: the localised error. */
const E = (name: string) => game.i18n!.localize(`SCA.Turn.Orders.Error.${name}`);

/** The GM closes the rest of this turn (both sides' parts) and reaches the next turn's orders. */
async function nextTurn(b: Battle): Promise<void> {
  const turn = battle().turn;
  b.w.world.actAs(b.gm);
  for (let i = 0; i < 40 && battle().turn === turn; i++) await advanceStep();
  expect(battle()).toMatchObject({ turn: turn + 1, sideIndex: 0, step: 'orders' });
}

/** OR-3 + OR-5 + OR-9 on; the wind from the north; Prince close-hauled on the port tack (ENE). */
async function navigationBattle(): Promise<Battle> {
  const b = await exampleBattle();
  for (const k of ['twoSegmentTurn', 'fullNavigation', 'riggingTest'])
    await b.w.world.settings.set(SYSTEM_ID, k, true);
  // The OR-9 test reads the battle scene's wind strength.
  installCanvas(b.w);
  b.w.world.actAs(b.gm);
  const scene = createScene({ name: 'Sea' });
  await scene.setFlag(SYSTEM_ID, 'wind', { direction: 0, strength: 'breeze' });
  b.table.wind = 0;
  b.table.headings.set(b.ships.prince!.uuid, 3);
  b.table.headings.set(b.ships.ardent!.uuid, 13);
  await beginExample(b);
  return b;
}

/** Alice orders Prince's tack and rolls `dice`; the part reaches the course step of segment 1. */
async function tackTurn(b: Battle, dice: [number, number, number], extra = {}) {
  const prince = b.ships.prince!;
  b.w.world.actAs(b.alice);
  expect(await saveOrders(prince.uuid, { tack: true, ...extra })).toEqual([]);
  await stepTo(b, 'abilita@1');
  b.w.world.actAs(b.alice);
  b.w.world.dice.push(dice);
  const roll = await rollAbilita([prince.uuid]);
  return roll.message.id!;
}

describe('OR-5 tacking through the flow (OR-3 + OR-5 + OR-9)', () => {
  it('OR-5 a two-turn tack from close-hauled, BF -1 while tacking, then a second tack refused as too soon', async () => {
    const b = await navigationBattle();
    const { ships, table, alice, bob } = b;
    const prince = ships.prince!;
    const defiance = ships.defiance!;

    // ---- turn 1: the orders ----
    b.w.world.actAs(alice);
    // OR-5 not close-hauled (Defiance heads E, the wind from N: beam reach).
    expect(await saveOrders(defiance.uuid, { tack: true })).toContain(E('TackNotCloseHauled'));
    // OR-5 no sail change while tacking.
    expect(await saveOrders(prince.uuid, { tack: true, decreaseSail: true })).toContain(
      E('SailWhileTacking'),
    );
    // Bob does not command Prince.
    b.w.world.actAs(bob);
    await expect(saveOrders(prince.uuid, { tack: true })).rejects.toThrow(/do not command/);
    const aId = await tackTurn(b, [4, 4, 4], { firePort: 'hull' });
    expect(abilitaRow(12).changeCourse).toBe('ok');

    // ---- segment 1: Prince fires while tacking: BF -1 on the card ----
    await stepTo(b, 'moveFire@1');
    table.targets.set(`${prince.uuid}:port`, {
      candidates: [target(ships.foudroyant!, { rangeMm: 80, band: 'short' })],
      chosen: ships.foudroyant!.uuid,
      choices: [ships.foudroyant!.uuid],
    });
    b.w.world.actAs(alice);
    await runCardAction(aId, 'fire', { index: 0, broadside: 'port' });
    const gunnery = cardsOfKind('gunnery')[0]!.card;
    expect(gunnery.tackBf).toBe(TACK_FIRE_MODIFIER);
    expect(firingBf(gunnery)).toBe(gunnery.bf - 1);
    const factors = resolveGunnery(gunnery, 1200).damage!.factors;
    expect(factors.find((f) => f.key === 'bf')!.value).toBe(gunnery.bf - 1);
    expect(tackFireNote(gunnery).tackNote).toBe(
      `Firing while tacking: BF ${gunnery.bf} − 1 = ${gunnery.bf - 1}.`,
    );

    // ---- the tack step at the end of segment 1: head to wind ----
    await stepTo(b, 'course@1');
    b.w.world.actAs(alice);
    expect(await runCardAction(aId, 'turnShip', { index: 0, order: 'tack' })).toMatchObject({
      status: 'applied',
    });
    expect(table.headings.get(prince.uuid)).toBe(0);
    expect(prince.system.tack).toMatchObject({ phase: 'inStays', startHeading: 3 });
    expect(prince.system.tack.lastEndTurn ?? null).toBeNull();

    // ---- turn 2: in stays, the tack goes on; still no sail change ----
    await nextTurn(b);
    b.w.world.actAs(alice);
    expect(await saveOrders(prince.uuid, { tack: true, decreaseSail: true })).toContain(
      E('SailWhileTacking'),
    );
    const a2 = await tackTurn(b, [4, 4, 4]);
    await stepTo(b, 'course@1');
    b.w.world.actAs(alice);
    expect(await runCardAction(a2, 'turnShip', { index: 0, order: 'tack' })).toMatchObject({
      status: 'applied',
    });
    // Close-hauled on the other tack (NNW); the tack ended in turn 2; no rigging test, no damage.
    expect(table.headings.get(prince.uuid)).toBe(13);
    expect(prince.system.tack).toMatchObject({ phase: 'completed', lastEndTurn: 2 });
    expect(cardsOfKind('riggingTest')).toHaveLength(0);
    expect(prince.system.damage.rigging).toBe(0);
    // In segment 2 the tack is over: a broadside fired now has no -1 (SD-89).
    const { withTackFire } = await import('../../src/foundry/turn/or5-tack.js');
    const entry = { orders: { ...prince.system.orders, tack: true } };
    const segment2 = { ...gunnery, turn: 2, tackBf: undefined };
    expect(withTackFire(segment2, entry, prince.system, { turn: 2 }).tackBf).toBeUndefined();
    // …whereas before the step (the tack not ended this turn) it had.
    const before = { ...prince.system, tack: { ...prince.system.tack, lastEndTurn: null } };
    expect(withTackFire(segment2, entry, before, { turn: 2 }).tackBf).toBe(-1);

    // ---- turn 3: close-hauled again, but one turn of sailing comes first ----
    await nextTurn(b);
    expect(prince.system.tack).toMatchObject({ phase: 'none', lastEndTurn: 2 });
    b.w.world.actAs(alice);
    expect(await saveOrders(prince.uuid, { tack: true })).toEqual([E('TackTooSoon')]);
    expect(await saveOrders(prince.uuid, { tack: false })).toEqual([]);

    // ---- turn 4: it may tack again ----
    await nextTurn(b);
    b.w.world.actAs(alice);
    expect(await saveOrders(prince.uuid, { tack: true })).toEqual([]);
  });

  it('OR-5 / OR-9 a failed turn 2: the OR-9 test (not 10 % DC), back to the original heading, hove to; once', async () => {
    const b = await navigationBattle();
    const { table, alice } = b;
    const prince = b.ships.prince!;
    const a1 = await tackTurn(b, [4, 4, 4]);
    await stepTo(b, 'course@1');
    b.w.world.actAs(alice);
    await runCardAction(a1, 'turnShip', { index: 0, order: 'tack' });
    expect(table.headings.get(prince.uuid)).toBe(0);

    await nextTurn(b);
    const a2 = await tackTurn(b, [1, 1, 2]);
    const entry = cardsOfKind('abilita').find((m) => m.message.id === a2)!.card.ships[0]!;
    expect(abilitaRow(entry.score).changeCourse).not.toBe('ok');
    await stepTo(b, 'course@1');
    // The referee's OR-9 dice: 6-6-6, no damage.
    b.w.world.dice.push([6, 6, 6]);
    b.w.world.actAs(alice);
    expect(await runCardAction(a2, 'turnShip', { index: 0, order: 'tack' })).toMatchObject({
      status: 'applied',
    });
    expect(table.headings.get(prince.uuid)).toBe(3);
    expect(prince.system).toMatchObject({
      sail: 'furled',
      hoveTo: true,
      tack: { phase: 'none', startHeading: null, lastEndTurn: 2 },
    });
    const tests = cardsOfKind('riggingTest');
    expect(tests.map((t) => [t.card.ship.name, t.card.cause, t.card.faces])).toEqual([
      ['HMS Prince', 'tackFailure', [6, 6, 6]],
    ]);
    // No fixed 10 % DC (FP-5.6): the test's 18 does no damage.
    expect(prince.system.damage.rigging).toBe(0);
    // Clicking again changes nothing (the tack has moved on) and posts no second test.
    expect(await runCardAction(a2, 'turnShip', { index: 0, order: 'tack' })).not.toMatchObject({
      status: 'applied',
    });
    expect(table.headings.get(prince.uuid)).toBe(3);
    expect(cardsOfKind('riggingTest')).toHaveLength(1);
  });

  it('OR-5 a failed turn 1 sails on close-hauled: no damage, no test, and the next tack waits a turn', async () => {
    const b = await navigationBattle();
    const prince = b.ships.prince!;
    const sail = prince.system.sail;
    const a1 = await tackTurn(b, [1, 1, 2]);
    await stepTo(b, 'course@1');
    b.w.world.actAs(b.alice);
    await runCardAction(a1, 'turnShip', { index: 0, order: 'tack' });
    expect(b.table.headings.get(prince.uuid)).toBe(3);
    expect(prince.system.sail).toBe(sail);
    expect(prince.system.hoveTo).toBe(false);
    expect(prince.system.tack).toMatchObject({ phase: 'none', lastEndTurn: 1 });
    expect(prince.system.damage.rigging).toBe(0);
    expect(cardsOfKind('riggingTest')).toHaveLength(0);
    await nextTurn(b);
    b.w.world.actAs(b.alice);
    expect(await saveOrders(prince.uuid, { tack: true })).toEqual([E('TackTooSoon')]);
    // Written orders with an error are not rolled: the roll refuses them.
    await stepTo(b, 'abilita@1');
    b.w.world.actAs(b.alice);
    await expect(rollAbilita([prince.uuid])).rejects.toThrow(E('TackTooSoon'));
  });

  it('OR-5 course orders: an illegal one is refused with its reason and the dialog does not offer it; Fast Play unchanged', async () => {
    const b = await navigationBattle();
    const ardent = b.ships.ardent!;
    b.w.world.actAs(b.alice);
    // Ardent NNW, close-hauled on the starboard tack: NNE crosses the wind (not in FP-5.5's table
    // either: FP's message); a three-point bear-away to W is legal spread 2 then 1.
    expect(await saveOrders(ardent.uuid, { changeCourse: 'W' })).toEqual([]);
    expect(await saveOrders(ardent.uuid, { changeCourse: 'NNE' })).toEqual([E('CourseIllegal')]);
    // A luff or bear-away with the tack is refused.
    expect(await saveOrders(ardent.uuid, { changeCourse: 'W', tack: true })).toContain(
      E('CourseAndTack'),
    );
  });

  it("OR-5 the tack's end turn is the referee's: a player's write is refused, or put back by the GM", async () => {
    const b = await navigationBattle();
    const prince = b.ships.prince!;
    b.w.world.actAs(b.gm);
    await prince.update({ 'system.tack.lastEndTurn': 1 });
    b.w.world.actAs(b.alice);
    await prince.update({ 'system.tack.lastEndTurn': null });
    expect(prince.system.tack.lastEndTurn).toBe(1);
    await asHostileClient(b.w.world, async () => {
      for (const forged of [7, null]) {
        await prince.update({ 'system.tack.lastEndTurn': forged });
        await settleShipGuard();
        expect(prince.system.tack.lastEndTurn).toBe(1);
      }
    });
  });
});
