// The relay against the Foundry fake with several users: owner applies locally, others through the
// active GM, once per key however often clicked, undo restores the exact prior state.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, freshWorld, type TestDoc } from '../../../tests/support/foundry.js';
import { RuleError, classById } from '../../rules/index.js';
import { shipClassFields, type ShipSystemSource } from '../models/ship-model.js';
import { applyEffect, registerEffect, registerRelayQueries, undoEffect } from './relay.js';

let w: ReturnType<typeof freshWorld>;
let target: TestDoc<ShipSystemSource>;

beforeEach(async () => {
  w = freshWorld();
  registerRelayQueries();
  registerEffect('test.damage', (req, { actor }) => {
    const points = Number(req.args?.points);
    if (!Number.isInteger(points) || points < 0) throw new RuleError('bad points');
    const s = actor.system as unknown as ShipSystemSource;
    return { changes: { 'damage.port': s.damage.port + points }, label: `${points} hull` };
  });
  target = await createActor<ShipSystemSource>({ name: 'Target', type: 'ship', system: { shipClass: shipClassFields(classById('3rd-74c')) } });
});

describe('effect relay', () => {
  it('a player applies to a ship it does not own through the GM, once per key', async () => {
    const alice = w.player('Alice');
    w.world.actAs(alice);
    const first = await applyEffect({ kind: 'test.damage', key: 'card1:0', actorUuid: target.uuid, args: { points: 30 } });
    expect(first.status).toBe('applied');
    const again = await applyEffect({ kind: 'test.damage', key: 'card1:0', actorUuid: target.uuid, args: { points: 30 } });
    expect(again.status).toBe('already');
    expect(target.system.damage.port).toBe(30);
    const queries = w.world.log.filter((l) => l.op === 'query');
    expect(queries).toHaveLength(2);
    // The update itself was made by the GM's client, not Alice's.
    expect(w.world.log.filter((l) => l.op === 'update').map((l) => l.userId)).toEqual([w.gm.id]);
  });
  it('simultaneous clicks apply once', async () => {
    const alice = w.player('Alice');
    w.world.actAs(alice);
    const results = await Promise.all([1, 2, 3].map(() => applyEffect({ kind: 'test.damage', key: 'card2:0', actorUuid: target.uuid, args: { points: 10 } })));
    expect(results.filter((r) => r.status === 'applied')).toHaveLength(1);
    expect(target.system.damage.port).toBe(10);
  });
  it('without a connected GM a player cannot change a ship it does not own', async () => {
    w.gm.active = false;
    w.world.actAs(w.player('Alice'));
    const r = await applyEffect({ kind: 'test.damage', key: 'k', actorUuid: target.uuid, args: { points: 10 } });
    expect(r).toEqual({ status: 'refused', reason: 'No GM is connected to apply this to a ship you do not own.' });
    expect(target.system.damage.port).toBe(0);
  });
  it('the computer re-validates and can refuse', async () => {
    w.world.actAs(w.player('Alice'));
    expect(await applyEffect({ kind: 'test.damage', key: 'k', actorUuid: target.uuid, args: { points: -3 } })).toEqual({ status: 'refused', reason: 'bad points' });
  });
  it('undo restores the exact prior state and is GM only; a later change blocks undoing an earlier one', async () => {
    const a = await applyEffect({ kind: 'test.damage', key: 'u1', actorUuid: target.uuid, args: { points: 40 } });
    const b = await applyEffect({ kind: 'test.damage', key: 'u2', actorUuid: target.uuid, args: { points: 5 } });
    if (a.status !== 'applied' || b.status !== 'applied') throw new Error('not applied');
    expect((await undoEffect({ actorUuid: target.uuid, entryId: a.entryId })).status).toBe('refused');
    w.world.actAs(w.player('Alice'));
    expect((await undoEffect({ actorUuid: target.uuid, entryId: b.entryId })).status).toBe('refused');
    w.world.actAs(w.gm);
    expect((await undoEffect({ actorUuid: target.uuid, entryId: b.entryId })).status).toBe('applied');
    expect((await undoEffect({ actorUuid: target.uuid, entryId: a.entryId })).status).toBe('applied');
    expect(target.system.damage.port).toBe(0);
    expect(target.system.history.map((h) => h.undone)).toEqual([true, true]);
    // After an undo the same key may be applied again (a deliberate re-application).
    expect((await applyEffect({ kind: 'test.damage', key: 'u1', actorUuid: target.uuid, args: { points: 40 } })).status).toBe('applied');
  });
});
