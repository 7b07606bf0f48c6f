// OR-9 the RDC lost to a rigging damage test: the referee's record on the ship (RDC down, the lee side
// the wreckage fell on), refused to players, undone with the card, and its consequences through the
// core until jury-rigged: no manoeuvre nor more sail, hove to for Abilità and morale, one sail step
// lower for speed, -1 to fire from the lee side.
import { asHostileClient } from '../support/foundry.js';
import { describe, expect, it } from 'vitest';
import { shipSpeed } from '../../src/rules/index.js';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { profileFromSource } from '../../src/foundry/models/ship-model.js';
import { settleShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { movementAllowance } from '../../src/foundry/canvas/allowance.js';
import { abilitaConditionsOf, moraleConditionsOf } from '../../src/foundry/ship-state.js';
import { wreckFireModifier, wreckSpeedSail } from '../../src/foundry/ship-wreck.js';
import { availableOrders, snapshotOrders } from '../../src/foundry/turn/orders.js';
import { orderErrors } from '../../src/foundry/turn/orders-errors.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { postRiggingTest } from '../../src/foundry/turn/rigging-post.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { shipData } from '../support/ships.js';

async function world(heading: number) {
  const w = await canvasWorld({ wind: { direction: 0, strength: 'strong' } });
  installCombat();
  registerTurn();
  await w.world.settings.set(SYSTEM_ID, 'riggingTest', true);
  const alice = w.player('Alice');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'full', side: 'British', crew: 'average', originalCrew: 'average' },
  });
  await placeShip(w.scene, bellona, 0, 0, heading * 22.5);
  w.world.actAs(w.gm);
  const dc = profileFromSource(bellona.system).dcCapacity;
  // One point short of losing the first RDC: any failed test brings it down.
  await bellona.update({ 'system.damage.rigging': dc - 1 });
  return { ...w, alice, bellona, dc };
}

describe('OR-9 the record of rigging brought down by the test', () => {
  it('OR-9 a failed test that costs an RDC records it with the lee side (wind N, heading E: starboard); the GM undo removes it', async () => {
    const t = await world(4);
    // 8 - 2 (3) - 5 - 4 = -3: 30% of a DC, the first RDC goes.
    t.world.dice.push([1, 1, 1]);
    const { posted, outcome } = await postRiggingTest(t.bellona.uuid, 'tackFailure');
    expect(outcome).toMatchObject({ status: 'applied' });
    expect(posted.card.leeSide).toBe('starboard');
    expect(t.bellona.system.wreck).toEqual({
      rdcDown: 1,
      leeSide: 'starboard',
      restored: 0,
      phase: 'reduceSail',
      cutAwayLeft: 0,
      speedSail: 'easy',
    });
    // The sheet's speed reads one sail step lower: full sail moves as easy (1 RDC lost).
    const speed = (sail: 'easy' | 'full') =>
      shipSpeed({ sail, rdcLost: 1, masts: 3, rdc: profileFromSource(t.bellona.system).rdc })
        .speedMm;
    expect((t.bellona.system as unknown as { speedMm: number }).speedMm).toBe(speed('easy'));
    expect(speed('easy')).not.toBe(speed('full'));
    const entryId = t.bellona.system.history.at(-1)!.id;
    expect(
      await runCardAction(posted.message.id!, 'undo', { actorUuid: t.bellona.uuid, entryId }),
    ).toMatchObject({ status: 'applied' });
    expect(t.bellona.system.wreck).toEqual({
      rdcDown: 0,
      leeSide: '',
      restored: 0,
      phase: 'reduceSail',
      cutAwayLeft: 0,
      speedSail: '',
    });
    expect(t.bellona.system.damage.rigging).toBe(t.dc - 1);
  });

  it('OR-9 / SD-32 head to wind the referee rolls the lee side (odd port); a failed test that costs no RDC records nothing', async () => {
    const t = await world(0);
    t.world.dice.push([1, 1, 1], [3]);
    const { posted } = await postRiggingTest(t.bellona.uuid, 'forbiddenHeading');
    expect(posted.card.leeSide).toBe('port');
    expect(t.bellona.system.wreck).toMatchObject({ rdcDown: 1, leeSide: 'port' });
    const fresh = await world(4);
    await fresh.bellona.update({ 'system.damage.rigging': 0 });
    // 8 + 1 (11) - 5 - 4 = 0: passed; then 8 - 1 (10) - 5 - 4 = -2: 20%, no box lost.
    fresh.world.dice.push([3, 4, 4], [3, 3, 4]);
    await postRiggingTest(fresh.bellona.uuid, 'tackFailure');
    const second = await postRiggingTest(fresh.bellona.uuid, 'tackFailure');
    expect(second.outcome).toMatchObject({ status: 'applied' });
    expect(fresh.bellona.system.damage.rigging).toBeGreaterThan(0);
    expect(fresh.bellona.system.wreck.rdcDown).toBe(0);
  });

  it("OR-9 the record is the referee's: an owner's update is refused by an honest client and put back by the GM's", async () => {
    const t = await world(4);
    t.world.dice.push([1, 1, 1]);
    await postRiggingTest(t.bellona.uuid, 'tackFailure');
    t.world.actAs(t.alice);
    await t.bellona.update({ 'system.wreck.rdcDown': 0 });
    expect(t.bellona.system.wreck.rdcDown).toBe(1);
    await asHostileClient(t.world, async () => {
      await t.bellona.update({ 'system.wreck': { rdcDown: 0, leeSide: '', restored: 5 } });
    });
    await settleShipGuard();
    expect(t.bellona.system.wreck).toEqual({
      rdcDown: 1,
      leeSide: 'starboard',
      restored: 0,
      phase: 'reduceSail',
      cutAwayLeft: 0,
      speedSail: 'easy',
    });
    expect(
      t.world.messages.contents.map((m) => m.content).filter((c) => c.includes('tried')),
    ).toHaveLength(1);
  });
});

describe('OR-9 the consequences of rigging down until jury-rigged', () => {
  const down = (sail: 'full' | 'easy', rdcDown = 1) =>
    shipData('3rd-74c', 'average', {
      sail,
      wreck: { rdcDown, leeSide: 'port', restored: 0 },
    });
  const ctx = (system: ReturnType<typeof shipData>) => ({
    system,
    headingIndex: 4,
    wind: 0,
    compulsory: [],
  });

  it('OR-9 no more sail, course change or tack: not offered, and refused in the orders', () => {
    expect(availableOrders(down('easy'), false)).not.toEqual(
      expect.arrayContaining(['increaseSail']),
    );
    expect(availableOrders(down('easy'), false)).not.toContain('changeCourse');
    expect(availableOrders(down('easy'), false)).toContain('decreaseSail');
    expect(availableOrders(shipData(), false)).toContain('changeCourse');
    const errors = orderErrors(snapshotOrders({ increaseSail: true }), ctx(down('easy')) as never);
    expect(errors).toContain('SCA.Turn.Orders.Error.Wreck');
    expect(
      orderErrors(snapshotOrders({ decreaseSail: true }), ctx(down('easy')) as never),
    ).not.toContain('SCA.Turn.Orders.Error.Wreck');
  });

  it('OR-9 hove to for Abilità and morale', () => {
    expect(abilitaConditionsOf(down('full')).hoveTo).toBe(true);
    expect(abilitaConditionsOf(shipData('3rd-74c', 'average', { sail: 'full' })).hoveTo).toBe(
      false,
    );
    const turn = { hits: 0, bowRakes: 0, sternRakes: 0 };
    expect(moraleConditionsOf(down('full'), turn).hoveTo).toBe(true);
  });

  it('OR-9 / SD-33 one sail step lower for speed: full sail moves as easy; easy sail is hove to; two RDC down: two steps', () => {
    const wind = { direction: 0, strength: 'breeze' } as const;
    const asEasy = movementAllowance(
      shipData('3rd-74c', 'average', { sail: 'easy', damage: down('full').damage }),
      wind,
      1200,
    );
    expect(wreckSpeedSail(down('full'))).toBe('easy');
    expect(movementAllowance(down('full'), wind, 1200).allowanceMm).toBe(asEasy.allowanceMm);
    expect(movementAllowance(down('easy'), wind, 1200)).toMatchObject({
      allowanceMm: 0,
      blockedBy: 'hoveTo',
    });
    expect(wreckSpeedSail(down('full', 2))).toBe('furled');
  });

  it('OR-9 -1 to fire from the side the wreckage fell on, none from the other', () => {
    expect(wreckFireModifier(down('full'), 'port')).toMatchObject({ key: 'wreckage', value: -1 });
    expect(wreckFireModifier(down('full'), 'starboard')).toBeNull();
    expect(wreckFireModifier(shipData(), 'port')).toBeNull();
  });
});
