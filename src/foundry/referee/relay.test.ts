// The relay against the Foundry fake: applied on the GM's client only, once per key however often
// asked, undo (GM only) restores the exact prior state.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, freshWorld, type TestDoc } from '../../../tests/support/foundry.js';
import { RuleError, classById } from '../../rules/index.js';
import { shipClassFields, type ShipSystemSource } from '../models/ship-model.js';
import { applyEffect, registerEffect, undoEffect } from './relay.js';
import { registerReferee } from './register.js';

let w: ReturnType<typeof freshWorld>;
let target: TestDoc<ShipSystemSource>;

beforeEach(async () => {
  w = freshWorld();
  registerReferee();
  registerEffect('test.damage', (req, { actor }) => {
    const points = Number(req.args?.points);
    if (!Number.isInteger(points) || points < 0) throw new RuleError('bad points');
    const s = actor.system as unknown as ShipSystemSource;
    return { changes: { 'damage.port': s.damage.port + points }, label: `${points} hull` };
  });
  target = await createActor<ShipSystemSource>({
    name: 'Target',
    type: 'ship',
    system: { shipClass: shipClassFields(classById('3rd-74c')) },
  });
});

describe('effect relay', () => {
  it('applies only on a GM client: a player calling it directly is refused and nothing changes', async () => {
    const alice = w.player('Alice');
    w.world.actAs(alice);
    const r = await applyEffect({
      kind: 'test.damage',
      key: 'card1:0',
      actorUuid: target.uuid,
      args: { points: 30 },
    });
    expect(r).toEqual({ status: 'refused', reason: 'Only the active GM referees requests.' });
    expect(target.system.damage.port).toBe(0);
  });
  it('once per key on the GM client however often it is asked', async () => {
    const first = await applyEffect({
      kind: 'test.damage',
      key: 'card1:0',
      actorUuid: target.uuid,
      args: { points: 30 },
    });
    expect(first.status).toBe('applied');
    expect(
      (
        await applyEffect({
          kind: 'test.damage',
          key: 'card1:0',
          actorUuid: target.uuid,
          args: { points: 30 },
        })
      ).status,
    ).toBe('already');
    expect(target.system.damage.port).toBe(30);
  });
  it('simultaneous applications apply once', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        applyEffect({
          kind: 'test.damage',
          key: 'card2:0',
          actorUuid: target.uuid,
          args: { points: 10 },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'applied')).toHaveLength(1);
    expect(target.system.damage.port).toBe(10);
  });
  it('the computer re-validates and can refuse', async () => {
    expect(
      await applyEffect({
        kind: 'test.damage',
        key: 'k',
        actorUuid: target.uuid,
        args: { points: -3 },
      }),
    ).toEqual({ status: 'refused', reason: 'bad points' });
  });
  it('no query can apply or undo: the only query the referee registers reads request messages', () => {
    const names = Object.keys(CONFIG.queries as object).filter((n) =>
      n.startsWith('signal-close-action.'),
    );
    expect(names).toEqual(['signal-close-action.referee']);
  });
  it('undo restores the exact prior state and is GM only; a later change blocks undoing an earlier one', async () => {
    const a = await applyEffect({
      kind: 'test.damage',
      key: 'u1',
      actorUuid: target.uuid,
      args: { points: 40 },
    });
    const b = await applyEffect({
      kind: 'test.damage',
      key: 'u2',
      actorUuid: target.uuid,
      args: { points: 5 },
    });
    if (a.status !== 'applied' || b.status !== 'applied') throw new Error('not applied');
    expect((await undoEffect({ actorUuid: target.uuid, entryId: a.entryId })).status).toBe(
      'refused',
    );
    w.world.actAs(w.player('Alice'));
    expect((await undoEffect({ actorUuid: target.uuid, entryId: b.entryId })).status).toBe(
      'refused',
    );
    w.world.actAs(w.gm);
    expect((await undoEffect({ actorUuid: target.uuid, entryId: b.entryId })).status).toBe(
      'applied',
    );
    expect((await undoEffect({ actorUuid: target.uuid, entryId: a.entryId })).status).toBe(
      'applied',
    );
    expect(target.system.damage.port).toBe(0);
    expect(target.system.history.map((h) => h.undone)).toEqual([true, true]);
    // After an undo the same key may be applied again (a deliberate re-application).
    expect(
      (
        await applyEffect({
          kind: 'test.damage',
          key: 'u1',
          actorUuid: target.uuid,
          args: { points: 40 },
        })
      ).status,
    ).toBe('applied');
  });
});
