// SD-282 a hostile player against the referee's memory. The guards judge a write on the active GM's
// client as the server reports it; the combat put-back (SD-277) used to remember the GM's defeated
// marks in that client's page only. Alice waits for the GM to reload, or writes while no GM is
// connected: the referee's memory is now in the guards' ledger (a world setting only a GM writes),
// and a GM client that becomes the referee (its ready) audits the battle's Combat and the ships.
import { describe, expect, it } from 'vitest';
import type { EmbeddedRecord } from '../fake-foundry/combat.js';
import type { FakeUser } from '../fake-foundry/documents.js';
import { resetCombatPutBack, settleCombatPutBack } from '../../src/foundry/turn/combat-put-back.js';
import { ledgerDelete, settleLedger } from '../../src/foundry/referee/guard-ledger.js';
import { resetShipGuard, settleShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { asHostileClient } from '../support/foundry.js';
import { forgeryReports } from './security-support.js';
import type { Battle } from './support.js';
import { battleWithCombatants, combat } from './combat-support.js';

/** The round, turn, the combatants (by ship, with their mark) and the battle's state. */
const snapshot = () =>
  JSON.parse(
    JSON.stringify({
      round: combat().round,
      turn: combat().turn,
      combatants: combat()
        .combatants.map((c) => `${String(c.actorId)}:${String(c.tokenId)}:${c.defeated === true}`)
        .sort(),
      state: battle(),
    }),
  );

const hostile = (b: Battle, work: () => Promise<unknown>) => asHostileClient(b.w.world, work);

/** The GM's client loads afresh (a reload, or a GM connecting): an empty page, then its ready hook. */
async function gmLoads(b: Battle, gm: FakeUser = b.gm): Promise<void> {
  await settleLedger();
  gm.active = true;
  resetShipGuard();
  resetCombatPutBack();
  b.w.world.actAs(gm);
  b.w.world.onClient(gm, () => b.w.world.hooks.callAll('ready'));
  await settleCombatPutBack();
  await settleShipGuard();
  await settleLedger();
}

async function gmMarksPrinceDefeated(b: Battle, prince: EmbeddedRecord): Promise<void> {
  b.w.world.actAs(b.gm);
  await combat().updateEmbeddedDocuments('Combatant', [{ _id: prince.id, defeated: true }]);
  await settleCombatPutBack();
  await settleLedger();
}

describe('SD-282 forged: the referee’s memory of the battle’s Combat outlives the GM’s page', () => {
  it('SD-282 the GM reloads: Alice’s un-marking of the defeat the GM set is still put back', async () => {
    const { b, prince } = await battleWithCombatants();
    await gmMarksPrinceDefeated(b, prince);
    await gmLoads(b);
    b.w.world.actAs(b.alice);
    await hostile(b, () =>
      combat().updateEmbeddedDocuments('Combatant', [{ _id: prince.id, defeated: false }]),
    );
    await settleCombatPutBack();
    expect(combat().combatant(prince.id)!.defeated).toBe(true);
    expect(forgeryReports(b.w.world).filter((c) => c.includes('Alice'))).toHaveLength(1);
  });

  it('SD-282 the GM reloads: Alice’s removal of her defeated ship comes back marked as the GM left it', async () => {
    const { b, prince } = await battleWithCombatants();
    await gmMarksPrinceDefeated(b, prince);
    const before = snapshot();
    await gmLoads(b);
    b.w.world.actAs(b.alice);
    await hostile(b, () => combat().deleteEmbeddedDocuments('Combatant', [prince.id]));
    await settleCombatPutBack();
    expect(snapshot()).toEqual(before);
  });

  it('SD-282 writes made while no GM is connected are put back when the GM connects, and the GMs are told', async () => {
    const { b, prince, scipion } = await battleWithCombatants();
    await gmMarksPrinceDefeated(b, prince);
    const before = snapshot();
    b.gm.active = false;
    b.w.world.actAs(b.alice);
    await hostile(b, async () => {
      await combat().update({ round: 9, turn: 1 });
      await combat().updateEmbeddedDocuments('Combatant', [{ _id: prince.id, defeated: false }]);
      await combat().createEmbeddedDocuments('Combatant', [{ actorId: b.ships.ardent!.id }]);
    });
    b.w.world.actAs(b.bob);
    await hostile(b, () => combat().deleteEmbeddedDocuments('Combatant', [scipion.id]));
    await settleCombatPutBack();
    expect(snapshot()).not.toEqual(before); // nobody judged them
    await gmLoads(b);
    expect(snapshot()).toEqual(before);
    const told = forgeryReports(b.w.world).filter((c) => c.includes('no GM was connected'));
    expect(told).toHaveLength(1);
    for (const bit of ['round or turn', 'HMS Prince', 'HMS Ardent', 'Scipion'])
      expect(told[0]).toContain(bit);
    // The roster now holds the Combat as restored: loading again finds nothing.
    await gmLoads(b);
    expect(forgeryReports(b.w.world).filter((c) => c.includes('no GM was connected'))).toHaveLength(
      1,
    );
    // Scipion's new combatant is the referee's: Bob's second removal is put back too.
    const again = combat().combatants.find((c) => c.actorId === b.ships.scipion!.id)!;
    b.w.world.actAs(b.bob);
    await hostile(b, () => combat().deleteEmbeddedDocuments('Combatant', [again.id]));
    await settleCombatPutBack();
    expect(snapshot()).toEqual(before);
  });

  it('SD-282 a ship written while no GM is connected is put back at the GM’s ready (through the takeover audit)', async () => {
    const { b } = await battleWithCombatants();
    const prince = b.ships.prince!;
    await settleLedger();
    const port = prince.system.damage.port;
    b.gm.active = false;
    b.w.world.actAs(b.alice);
    await hostile(b, () => prince.update({ 'system.damage.port': port + 30 }));
    await settleShipGuard();
    expect(prince.system.damage.port).toBe(port + 30);
    await gmLoads(b);
    expect(prince.system.damage.port).toBe(port);
  });

  it('SD-282 nothing changed while the GM was away: her ready restores nothing and tells nobody', async () => {
    const { b, prince } = await battleWithCombatants();
    await gmMarksPrinceDefeated(b, prince);
    const before = snapshot();
    await gmLoads(b);
    expect(snapshot()).toEqual(before);
    expect(forgeryReports(b.w.world)).toEqual([]);
  });

  it('SD-282 the GM’s own changes of the combatants stand across a reload (she removes one, marks one)', async () => {
    const { b, prince, scipion } = await battleWithCombatants();
    b.w.world.actAs(b.gm);
    await combat().deleteEmbeddedDocuments('Combatant', [scipion.id]);
    await gmMarksPrinceDefeated(b, prince);
    const before = snapshot();
    await gmLoads(b);
    expect(snapshot()).toEqual(before);
    expect(forgeryReports(b.w.world)).toEqual([]);
  });

  it('SD-282 a GM’s defeated mark made inside the combat’s own update is the GM’s: Alice’s un-marking after a reload is put back', async () => {
    const { b, prince } = await battleWithCombatants();
    b.w.world.actAs(b.gm);
    await combat().update({ combatants: [{ _id: prince.id, defeated: true }] });
    await settleCombatPutBack();
    await gmLoads(b);
    b.w.world.actAs(b.alice);
    await hostile(b, () => combat().update({ combatants: [{ _id: prince.id, defeated: false }] }));
    await settleCombatPutBack();
    expect(combat().combatant(prince.id)!.defeated).toBe(true);
  });

  it('SD-282 Alice’s forged mark and the GM’s own mark of it land back to back: the GM’s stands (the put-back reads the GM’s mark when it goes out)', async () => {
    const { b, prince } = await battleWithCombatants();
    await hostile(b, async () => {
      const writes: Promise<unknown>[] = [];
      b.w.world.actAs(b.alice);
      writes.push(
        combat().updateEmbeddedDocuments('Combatant', [{ _id: prince.id, defeated: true }]),
      );
      b.w.world.actAs(b.gm);
      writes.push(
        combat().updateEmbeddedDocuments('Combatant', [{ _id: prince.id, defeated: true }]),
      );
      await Promise.all(writes);
    });
    await settleCombatPutBack();
    expect(combat().combatant(prince.id)!.defeated).toBe(true);
    expect(forgeryReports(b.w.world).filter((c) => c.includes('Alice'))).toHaveLength(1);
  });

  it('SD-282 a battle begun before the roster was kept: the GM’s first change starts it from the Combat as it stands, and her reload keeps every ship', async () => {
    const { b } = await battleWithCombatants();
    ledgerDelete(`combat.${combat().id}`); // no record, as in a battle begun before SD-282
    await settleLedger();
    b.w.world.actAs(b.gm);
    await combat().createEmbeddedDocuments('Combatant', [{ actorId: b.ships.ardent!.id }]);
    const before = snapshot();
    await gmLoads(b);
    expect(snapshot()).toEqual(before);
    expect(forgeryReports(b.w.world)).toEqual([]);
  });
});
