// OR-9 / SD-34 / SD-35 / SD-95 / SD-97 the jury rig through the turn flow: a ship with an RDC down to
// the rigging damage test cuts the wreckage away (its sail brought down to the speed setting on the
// first order), a failed Unf is tried again the next turn, the RDC is jury-rigged over a full turn and
// the ship manoeuvres again; no repair the turn after a short-range hit; the jury rig's state is the
// referee's (forged writes refused and put back, forged requests refused).
import { asHostileClient } from '../support/foundry.js';
import { describe, expect, it } from 'vitest';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { profileFromSource } from '../../src/foundry/models/ship-model.js';
import { settleShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { abilitaConditionsOf } from '../../src/foundry/ship-state.js';
import { wreckSpeedSail } from '../../src/foundry/ship-wreck.js';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { availableOrders } from '../../src/foundry/turn/orders.js';
import { beginExample, exampleBattle, target, type Battle } from './support.js';

/** Prince (Alice's, good crew) with one RDC lost to the test, the wreckage to port, at full sail. */
async function wrecked(overrides: Record<string, unknown> = {}, options: string[] = []) {
  const b = await exampleBattle();
  for (const o of ['riggingTest', ...options]) await b.w.world.settings.set(SYSTEM_ID, o, true);
  const prince = b.ships.prince!;
  const dc = profileFromSource(prince.system).dcCapacity;
  b.w.world.actAs(b.gm);
  await prince.update({
    'system.sail': 'full',
    'system.damage.rigging': dc,
    'system.wreck': { rdcDown: 1, leeSide: 'port', restored: 0, ...overrides },
  });
  await beginExample(b);
  return { b, prince, dc };
}

/** The GM moves the battle on to the British orders step of `turn`. */
async function britishOrders(b: Battle, turn: number) {
  b.w.world.actAs(b.gm);
  for (let i = 0; i < 30; i++) {
    const s = battle();
    if (s.turn === turn && s.sideIndex === 0 && s.step === 'orders') return;
    await advanceStep();
  }
  throw new Error(`never reached the British orders of turn ${turn}`);
}

/** Alice orders Prince and rolls `dice` for it alone; the card's message and Prince's entry. */
async function order(b: Battle, orders: Record<string, unknown>, dice: number[]) {
  const prince = b.ships.prince!;
  b.w.world.actAs(b.alice);
  expect(await saveOrders(prince.uuid, orders)).toEqual([]);
  b.w.world.dice.push(dice);
  return rollAbilita([prince.uuid]);
}

const FAIL = [1, 2, 2]; // 5: good +1, hove to -1 (wreckage), 1 DC lost -1 = 4: Unf fails
const PASS = [3, 3, 3]; // 9 - 1 = 8: Unf AE

describe('OR-9 the jury rig in the turn flow', () => {
  it('OR-9 / SD-95 cut away (sail reduced on the first order, a failed Unf tried again next turn), then a turn of repair: the ship manoeuvres again', async () => {
    const { b, prince, dc } = await wrecked();
    // Turn 1: only cutting away is offered; the jury rig waits for the wreckage to be cut away.
    const offered = availableOrders(prince.system, false);
    expect(offered).toContain('cutAwayWreck');
    expect(offered).not.toContain('juryRig');
    expect(offered).not.toContain('changeCourse');
    b.w.world.actAs(b.alice);
    expect(await saveOrders(prince.uuid, { juryRig: true })).toEqual([
      'Cut away the wreckage before jury-rigging.',
    ]);
    const t1 = await order(b, { cutAwayWreck: true }, FAIL);
    expect(t1.card.ships[0]!.score).toBe(4);
    // The failed Unf still brings the sail down to the speed setting (segment 1 of the turn).
    expect(wreckSpeedSail(prince.system)).toBe('easy');
    expect(
      await runCardAction(t1.message.id!, 'applyOrder', { index: 0, order: 'cutAwayWreck' }),
    ).toMatchObject({ status: 'applied' });
    expect(prince.system.sail).toBe('easy');
    expect(prince.system.wreck).toMatchObject({ rdcDown: 1, phase: 'cutAway', cutAwayLeft: 1 });
    // Now at its set sail (no second step lower), still hove to for Abilità.
    expect(wreckSpeedSail(prince.system)).toBe('easy');
    expect(abilitaConditionsOf(prince.system).hoveTo).toBe(true);
    expect(
      await runCardAction(t1.message.id!, 'applyOrder', { index: 0, order: 'cutAwayWreck' }),
    ).toMatchObject({ status: 'already' });

    // Turn 2: the cut-away is tried again and succeeds; the sail is not reduced again.
    await britishOrders(b, 2);
    const t2fail = availableOrders(prince.system, false);
    expect(t2fail).toContain('cutAwayWreck');
    const t2 = await order(b, { cutAwayWreck: true }, PASS);
    expect(
      await runCardAction(t2.message.id!, 'applyOrder', { index: 0, order: 'cutAwayWreck' }),
    ).toMatchObject({ status: 'applied' });
    expect(prince.system.sail).toBe('easy');
    expect(prince.system.wreck).toMatchObject({ rdcDown: 1, phase: 'repair' });
    expect(availableOrders(prince.system, false)).toContain('juryRig');
    expect(availableOrders(prince.system, false)).not.toContain('cutAwayWreck');

    // Turn 3: a full turn of repair (Unf >= A) restores the RDC; it still counts as lost for Abilità.
    await britishOrders(b, 3);
    const t3 = await order(b, { juryRig: true }, PASS);
    expect(
      await runCardAction(t3.message.id!, 'applyOrder', { index: 0, order: 'juryRig' }),
    ).toMatchObject({ status: 'applied' });
    expect(prince.system.wreck).toMatchObject({ rdcDown: 0, leeSide: '', restored: 1 });
    expect(prince.system.damage).toMatchObject({ rigging: 0, riggingRepaired: 1 });
    expect(abilitaConditionsOf(prince.system)).toMatchObject({ hoveTo: false, dcLost: 1 });
    expect(dc).toBeGreaterThan(0);

    // Turn 4: the ship manoeuvres again; the jury-rig orders are gone.
    await britishOrders(b, 4);
    const after = availableOrders(prince.system, false);
    expect(after).toEqual(expect.arrayContaining(['changeCourse', 'increaseSail', 'tack']));
    expect(after).not.toContain('juryRig');
    expect(after).not.toContain('cutAwayWreck');

    // GM undo of the repair puts the jury rig back as it was.
    b.w.world.actAs(b.gm);
    const entry = prince.system.history.findLast((e) => e.source.endsWith(':juryRig'))!;
    expect(
      await runCardAction(t3.message.id!, 'undo', { actorUuid: prince.uuid, entryId: entry.id }),
    ).toMatchObject({ status: 'applied' });
    expect(prince.system.wreck).toMatchObject({ rdcDown: 1, phase: 'repair', restored: 0 });
    expect(prince.system.damage).toMatchObject({ rigging: dc, riggingRepaired: 0 });
  });

  it('OR-9 / OR-3 / OR-5 / SD-95 with the two-segment turn and full navigation: cut away in one turn, repaired the next, manoeuvring the turn after', async () => {
    const { b, prince } = await wrecked({}, ['twoSegmentTurn', 'fullNavigation']);
    expect(battle().twoSegment).toBe(true);
    const t1 = await order(b, { cutAwayWreck: true }, PASS);
    expect(
      await runCardAction(t1.message.id!, 'applyOrder', { index: 0, order: 'cutAwayWreck' }),
    ).toMatchObject({ status: 'applied' });
    expect(prince.system).toMatchObject({ sail: 'easy', wreck: { phase: 'repair' } });
    await britishOrders(b, 2);
    const t2 = await order(b, { juryRig: true }, PASS);
    expect(
      await runCardAction(t2.message.id!, 'applyOrder', { index: 0, order: 'juryRig' }),
    ).toMatchObject({ status: 'applied' });
    expect(prince.system.wreck).toMatchObject({ rdcDown: 0, restored: 1 });
    await britishOrders(b, 3);
    expect(availableOrders(prince.system, false)).toEqual(
      expect.arrayContaining(['changeCourse', 'increaseSail']),
    );
  });

  it('OR-9 / SD-97 no repair the turn after a hit at short range: the card says so and nothing is applied', async () => {
    const { b, prince } = await wrecked({ phase: 'repair' });
    const foudroyant = b.ships.foudroyant!;
    // Turn 1, French part: Foudroyant hits Prince at short range.
    b.w.world.actAs(b.gm);
    for (let i = 0; i < 12 && battle().sideIndex !== 1; i++) await advanceStep();
    b.w.world.actAs(b.bob);
    expect(await saveOrders(foudroyant.uuid, { fireStarboard: 'hull' })).toEqual([]);
    b.w.world.dice.push([4, 4, 4]);
    const french = await rollAbilita([foudroyant.uuid]);
    b.w.world.actAs(b.gm);
    for (let i = 0; i < 12 && battle().step !== 'moveFire'; i++) await advanceStep();
    b.table.targets.set(`${foudroyant.uuid}:starboard`, {
      candidates: [target(prince, { rangeMm: 90, band: 'short' })],
      chosen: prince.uuid,
      choices: [prince.uuid],
    });
    b.w.world.actAs(b.bob);
    await runCardAction(french.message.id!, 'fire', { index: 0, broadside: 'starboard' });
    const { cardsOfKind } = await import('../../src/foundry/chat/messages.js');
    const gunnery = cardsOfKind('gunnery')[0]!;
    expect(await runCardAction(gunnery.message.id!, 'applyDamage', { recipient: 0 })).toMatchObject(
      { status: 'applied' },
    );

    // Turn 2: a successful Unf, but no repair.
    await britishOrders(b, 2);
    const t2 = await order(b, { juryRig: true }, [6, 6, 6]);
    const { renderCardHtml } = await import('../../src/foundry/chat/render.js');
    const html = (await renderCardHtml(t2.message, b.alice as unknown as User.Implementation))!;
    expect(html).toContain('No repair: hit at short range last turn');
    expect(
      await runCardAction(t2.message.id!, 'applyOrder', { index: 0, order: 'juryRig' }),
    ).toMatchObject({ status: 'refused' });
    expect(prince.system.wreck).toMatchObject({ rdcDown: 1, phase: 'repair', restored: 0 });

    // Turn 3: no hit the turn before, the repair goes through.
    await britishOrders(b, 3);
    const t3 = await order(b, { juryRig: true }, PASS);
    expect(
      await runCardAction(t3.message.id!, 'applyOrder', { index: 0, order: 'juryRig' }),
    ).toMatchObject({ status: 'applied' });
    expect(prince.system.wreck.rdcDown).toBe(0);
  });

  it('OR-9 the jury rig is the referee’s: forged writes are refused and put back, forged requests refused', async () => {
    const { b, prince } = await wrecked();
    const before = JSON.parse(JSON.stringify(prince.system.wreck));
    // An honest client refuses the owner's write.
    b.w.world.actAs(b.alice);
    await prince.update({ 'system.wreck.phase': 'repair' });
    expect(prince.system.wreck).toEqual(before);
    // A client that skips the checks: the GM's client puts it back and tells the GMs.
    await asHostileClient(b.w.world, async () => {
      await prince.update({ 'system.wreck': { ...before, phase: 'repair', cutAwayLeft: 0 } });
    });
    await settleShipGuard();
    expect(prince.system.wreck).toEqual(before);
    expect(
      b.w.world.messages.contents.map((m) => m.content).filter((c) => c.includes('tried')),
    ).toHaveLength(1);

    // Bob applying Prince's order, and Alice applying an order Prince was not given: refused.
    const t1 = await order(b, { cutAwayWreck: true }, PASS);
    b.w.world.actAs(b.bob);
    expect(
      await runCardAction(t1.message.id!, 'applyOrder', { index: 0, order: 'cutAwayWreck' }),
    ).toMatchObject({ status: 'refused' });
    b.w.world.actAs(b.alice);
    expect(
      await runCardAction(t1.message.id!, 'applyOrder', { index: 0, order: 'juryRig' }),
    ).toMatchObject({ status: 'refused' });
    expect(prince.system.wreck).toEqual(before);
    // The genuine order applies once.
    expect(
      await runCardAction(t1.message.id!, 'applyOrder', { index: 0, order: 'cutAwayWreck' }),
    ).toMatchObject({ status: 'applied' });
    expect(prince.system.wreck).toMatchObject({ phase: 'repair' });
  });
});
