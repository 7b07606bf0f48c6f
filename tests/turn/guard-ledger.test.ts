// The ship guard's ledger: what the referee last accepted of each ship, kept in a world setting only a
// GM can write, so a player's write made while no GM was connected is found and put back when a GM's
// client becomes the referee, and a GM client that starts refereeing mid-session judges against it.
import { describe, expect, it } from 'vitest';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { LEDGER_SETTING, settleLedger } from '../../src/foundry/referee/guard-ledger.js';
import {
  auditGuardedShips,
  resetShipGuard,
  settleShipGuard,
} from '../../src/foundry/referee/ship-guard.js';
import { asHostileClient } from '../support/foundry.js';
import { exampleBattle, type Battle } from './support.js';

type Ledger = { version: string; ships: Record<string, string> };

const ledger = (b: Battle) => b.w.world.settings.get(SYSTEM_ID, LEDGER_SETTING) as Ledger;
const actors = (b: Battle) =>
  b.w.world.actors.contents as unknown as Parameters<typeof auditGuardedShips>[0];
const told = (b: Battle) =>
  b.w.world.messages.contents.map((m) => m.content).filter((c) => c.includes('tried'));

const hostile = (b: Battle, work: () => Promise<unknown>) => asHostileClient(b.w.world, work);

/** The GM's client connects afresh and becomes the referee (what its ready hook does). */
async function gmReturns(b: Battle): Promise<string[]> {
  b.gm.active = true;
  resetShipGuard();
  b.w.world.actAs(b.gm);
  const audited = await auditGuardedShips(actors(b));
  await settleShipGuard();
  await settleLedger();
  return audited;
}

describe('issue 8 ship guard ledger (writes while no GM is connected)', () => {
  it('the GM keeps each ship as it accepted it in a world setting a player cannot write', async () => {
    const b = await exampleBattle();
    const prince = b.ships.prince!;
    b.w.world.actAs(b.gm);
    await prince.update({ 'system.damage.port': 12 });
    await settleLedger();
    const entry = JSON.parse(ledger(b).ships[prince.id!]!) as { damage: { port: number } };
    expect(entry.damage.port).toBe(12);
    b.w.world.actAs(b.alice);
    await expect(
      b.w.world.settings.set(SYSTEM_ID, LEDGER_SETTING, { version: '', ships: {} }),
    ).rejects.toThrow(/may not change the world setting/);
  });

  it("a player's write to its own ship while no GM is connected is put back when a GM returns, and the GMs are told", async () => {
    const b = await exampleBattle({
      prince: { damage: { port: 40, starboard: 0, rigging: 20, riggingRepaired: 0 } },
    });
    const prince = b.ships.prince!;
    b.w.world.actAs(b.gm);
    await prince.update({ 'system.damage.starboard': 3 });
    await settleLedger();
    b.gm.active = false;
    b.w.world.actAs(b.alice);
    await hostile(b, () => prince.update({ 'system.damage.port': 0, 'system.crew': 'elite' }));
    await settleShipGuard();
    expect(prince.system.damage.port).toBe(0); // nobody judged it
    expect(await gmReturns(b)).toEqual([prince.id]);
    expect(prince.system.damage.port).toBe(40);
    expect(prince.system.damage.starboard).toBe(3); // the GM's own change stands
    expect(prince.system.crew).not.toBe('elite');
    expect(told(b).at(-1)).toContain('changed while no GM was connected: restored.');
    // The ledger now holds the restored ship; a second audit finds nothing.
    expect(await gmReturns(b)).toEqual([]);
  });

  it('a GM client that starts refereeing with no memory of the ship judges a forged write against the ledger', async () => {
    const b = await exampleBattle({
      prince: { damage: { port: 40, starboard: 0, rigging: 20, riggingRepaired: 0 } },
    });
    const prince = b.ships.prince!;
    b.w.world.actAs(b.gm);
    await prince.update({ 'system.damage.rigging': 25 });
    await settleLedger();
    resetShipGuard(); // the refereeing client changed: its memory is empty
    b.w.world.actAs(b.alice);
    await hostile(b, () => prince.update({ 'system.damage.rigging': 0 }));
    await settleShipGuard();
    expect(prince.system.damage.rigging).toBe(25);
  });

  it('a ledger written by another system version is not compared (a migration may reshape ships)', async () => {
    const b = await exampleBattle();
    const prince = b.ships.prince!;
    b.w.world.actAs(b.gm);
    await settleLedger();
    const stale = ledger(b);
    await b.w.world.settings.set(SYSTEM_ID, LEDGER_SETTING, {
      version: `${stale.version}-old`,
      ships: { [prince.id!]: JSON.stringify({ crew: 'poor' }) },
    });
    expect(await gmReturns(b)).toEqual([]);
    expect(ledger(b).version).toBe(stale.version);
  });
});
