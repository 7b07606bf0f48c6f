// SD-277 a hostile player against the battle's Combat. Foundry's server lets a player update any
// combat's round and turn, and create, delete or update (initiative, flags, defeated) the combatants
// of her own ships; the fake does the same (first block). With a console Alice then rewrites the
// round the core tracker shows, marks her ship defeated, adds or removes her ships from the tracker:
// the GM's client puts each back and tells the GMs; the battle's own state (the Combat's flag) is
// the GM's alone (the server refuses her).
import { describe, expect, it } from 'vitest';
import { PermissionError } from '../fake-foundry/documents.js';
import type { EmbeddedRecord, FakeCombat } from '../fake-foundry/combat.js';
import { settleCombatPutBack } from '../../src/foundry/turn/combat-put-back.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { asHostileClient } from '../support/foundry.js';
import { forgeryReports } from './security-support.js';
import { exampleBattle } from './support.js';
import { battleWithCombatants, combat } from './combat-support.js';

const snapshot = () =>
  JSON.parse(
    JSON.stringify({
      round: combat().round,
      turn: combat().turn,
      combatants: combat().combatants.map((c) => ({
        actorId: c.actorId,
        defeated: c.defeated,
      })),
      state: battle(),
    }),
  );

describe('the fake server: who may write a Combat and its combatants (Foundry v12-v14)', () => {
  it('a player may change any combat’s round and turn, never its flags or active state', async () => {
    const b = await exampleBattle();
    b.w.world.actAs(b.gm);
    const Combat = (globalThis as unknown as { Combat: { create(d: object): Promise<FakeCombat> } })
      .Combat;
    const c = await Combat.create({ active: true, round: 1 });
    b.w.world.actAs(b.alice);
    await asHostileClient(b.w.world, () => c.update({ round: 4, turn: 2 }));
    expect([c.round, c.turn]).toEqual([4, 2]);
    for (const change of [{ 'flags.world.x': 1 }, { active: false }, { round: 5, scene: 'x' }])
      await expect(asHostileClient(b.w.world, () => c.update(change))).rejects.toThrow(
        PermissionError,
      );
    expect(c.round).toBe(4);
    expect(c.active).toBe(true);
  });

  it('a player creates, updates (initiative, flags, defeated) and deletes the combatants of her own ships only', async () => {
    const b = await exampleBattle();
    b.w.world.actAs(b.gm);
    const Combat = (globalThis as unknown as { Combat: { create(d: object): Promise<FakeCombat> } })
      .Combat;
    const c = await Combat.create({ active: true, round: 1 });
    b.w.world.actAs(b.alice);
    const hostile = (work: () => Promise<unknown>) => asHostileClient(b.w.world, work);
    await expect(
      hostile(() => c.createEmbeddedDocuments('Combatant', [{ actorId: b.ships.scipion!.id }])),
    ).rejects.toThrow(PermissionError);
    let mine: EmbeddedRecord | undefined;
    await hostile(async () => {
      [mine] = await c.createEmbeddedDocuments('Combatant', [{ actorId: b.ships.prince!.id }]);
    });
    await hostile(() =>
      c.updateEmbeddedDocuments('Combatant', [
        { _id: mine!.id, initiative: 20, defeated: true, flags: { world: { a: 1 } } },
      ]),
    );
    expect(c.combatant(mine!.id)).toMatchObject({ initiative: 20, defeated: true });
    await hostile(() => c.update({ combatants: [{ _id: mine!.id, defeated: false }] }));
    expect(c.combatant(mine!.id)!.defeated).toBe(false);
    for (const change of [{ hidden: true }, { tokenId: 'other' }, { actorId: 'other' }])
      await expect(
        hostile(() => c.updateEmbeddedDocuments('Combatant', [{ _id: mine!.id, ...change }])),
      ).rejects.toThrow(PermissionError);
    b.w.world.actAs(b.gm);
    const [bobs] = await c.createEmbeddedDocuments('Combatant', [{ actorId: b.ships.scipion!.id }]);
    b.w.world.actAs(b.alice);
    await expect(
      hostile(() => c.updateEmbeddedDocuments('Combatant', [{ _id: bobs!.id, defeated: true }])),
    ).rejects.toThrow(PermissionError);
    await expect(
      hostile(() => c.update({ combatants: [{ _id: bobs!.id, defeated: true }] })),
    ).rejects.toThrow(PermissionError);
    await expect(hostile(() => c.deleteEmbeddedDocuments('Combatant', [bobs!.id]))).rejects.toThrow(
      PermissionError,
    );
    await hostile(() => c.deleteEmbeddedDocuments('Combatant', [mine!.id]));
    expect(c.combatants.map((r) => r.id)).toEqual([bobs!.id]);
  });
});

describe('SD-277 forged: the battle’s Combat written by a player', () => {
  it('Alice rewrites the round and turn from a console: put back to the battle’s turn, reported; the battle goes on as before', async () => {
    const { b } = await battleWithCombatants();
    const before = snapshot();
    b.w.world.actAs(b.alice);
    await asHostileClient(b.w.world, async () => {
      await combat().update({ round: 3, turn: 1 });
      await combat().update({ turn: 0 });
    });
    await settleCombatPutBack();
    expect(snapshot()).toEqual(before);
    expect(forgeryReports(b.w.world).filter((c) => c.includes('Alice')).length).toBeGreaterThan(0);
  });

  it('her honest client refuses the tracker’s round and turn buttons with a notice', async () => {
    const { b } = await battleWithCombatants();
    const before = snapshot();
    b.w.world.actAs(b.alice);
    await combat().nextRound();
    await combat().nextTurn();
    await settleCombatPutBack();
    expect(snapshot()).toEqual(before);
    expect(b.w.world.notifications.filter((n) => n.type === 'warn')).toHaveLength(2);
    expect(forgeryReports(b.w.world)).toEqual([]);
  });

  it('she cannot write the battle’s state (the Combat’s flag) nor mark Bob’s ship defeated: the server refuses', async () => {
    const { b, scipion } = await battleWithCombatants();
    const before = snapshot();
    b.w.world.actAs(b.alice);
    const hostile = (work: () => Promise<unknown>) => asHostileClient(b.w.world, work);
    await expect(
      hostile(() => combat().update({ 'flags.signal-close-action.battle.step': 'morale' })),
    ).rejects.toThrow(PermissionError);
    await expect(
      hostile(() =>
        combat().updateEmbeddedDocuments('Combatant', [{ _id: scipion.id, defeated: true }]),
      ),
    ).rejects.toThrow(PermissionError);
    await expect(
      hostile(() => combat().update({ combatants: [{ _id: scipion.id, defeated: true }] })),
    ).rejects.toThrow(PermissionError);
    expect(snapshot()).toEqual(before);
  });

  it('Alice marks her own ship defeated (alone, or inside the combat’s update): put back and reported; her honest client refuses first', async () => {
    const { b, prince } = await battleWithCombatants();
    const before = snapshot();
    b.w.world.actAs(b.alice);
    await combat().updateEmbeddedDocuments('Combatant', [{ _id: prince.id, defeated: true }]);
    expect(b.w.world.notifications.filter((n) => n.type === 'warn')).toHaveLength(1);
    expect(snapshot()).toEqual(before);
    await asHostileClient(b.w.world, () =>
      combat().updateEmbeddedDocuments('Combatant', [{ _id: prince.id, defeated: true }]),
    );
    await settleCombatPutBack();
    expect(snapshot()).toEqual(before);
    await asHostileClient(b.w.world, () =>
      combat().update({ combatants: [{ _id: prince.id, defeated: true }] }),
    );
    await settleCombatPutBack();
    expect(snapshot()).toEqual(before);
    expect(forgeryReports(b.w.world).filter((c) => c.includes('Alice'))).toHaveLength(2);
  });

  it('a GM’s defeated mark stands, and a player’s un-marking is put back to it', async () => {
    const { b, prince } = await battleWithCombatants();
    b.w.world.actAs(b.gm);
    await combat().updateEmbeddedDocuments('Combatant', [{ _id: prince.id, defeated: true }]);
    await settleCombatPutBack();
    expect(combat().combatant(prince.id)!.defeated).toBe(true);
    b.w.world.actAs(b.alice);
    await asHostileClient(b.w.world, () =>
      combat().updateEmbeddedDocuments('Combatant', [{ _id: prince.id, defeated: false }]),
    );
    await settleCombatPutBack();
    expect(combat().combatant(prince.id)!.defeated).toBe(true);
  });

  it('Alice adds her ship to the tracker again, or removes it: put back and reported', async () => {
    const { b, prince } = await battleWithCombatants();
    const before = snapshot();
    b.w.world.actAs(b.alice);
    await asHostileClient(b.w.world, async () => {
      await combat().createEmbeddedDocuments('Combatant', [{ actorId: b.ships.prince!.id }]);
      await combat().deleteEmbeddedDocuments('Combatant', [prince.id]);
    });
    await settleCombatPutBack();
    const after = snapshot();
    expect(after.combatants).toHaveLength(2);
    expect(new Set(after.combatants.map((c: { actorId: string }) => c.actorId))).toEqual(
      new Set(before.combatants.map((c: { actorId: string }) => c.actorId)),
    );
    expect(after.state).toEqual(before.state);
    expect(forgeryReports(b.w.world).filter((c) => c.includes('Alice'))).toHaveLength(2);
  });

  it('her initiative and her combatant’s flags are left to her: nothing in the battle reads them', async () => {
    const { b, prince } = await battleWithCombatants();
    const before = snapshot();
    b.w.world.actAs(b.alice);
    await asHostileClient(b.w.world, () =>
      combat().updateEmbeddedDocuments('Combatant', [
        { _id: prince.id, initiative: 99, flags: { 'signal-close-action': { battle: {} } } },
      ]),
    );
    await settleCombatPutBack();
    expect(snapshot()).toEqual(before);
    expect(forgeryReports(b.w.world)).toEqual([]);
  });

  it('once the battle is over the combat is the GM’s again: nothing is put back', async () => {
    const { b, prince } = await battleWithCombatants();
    const { endBattle } = await import('../../src/foundry/turn/battle.js');
    await endBattle();
    b.w.world.actAs(b.alice);
    await asHostileClient(b.w.world, async () => {
      await combat().update({ round: 7 });
      await combat().updateEmbeddedDocuments('Combatant', [{ _id: prince.id, defeated: true }]);
    });
    await settleCombatPutBack();
    expect(combat().round).toBe(7);
    expect(combat().combatant(prince.id)!.defeated).toBe(true);
  });
});
