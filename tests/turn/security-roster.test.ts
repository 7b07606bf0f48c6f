// A hostile owner deleting her ship (or fort) during a battle: Foundry lets an owner delete the Actor,
// which would take it out of the battle (targets, forts, the move completion, the count). An honest
// client refuses; the GM's client creates it again as it was (same id: its token and the roster find
// it) and tells the GMs. Outside a battle the owner's deletion stands.
import { describe, expect, it } from 'vitest';
import { settleRosterGuard } from '../../src/foundry/turn/roster-guard.js';
import { endBattle } from '../../src/foundry/turn/battle.js';
import { turnServices } from '../../src/foundry/turn/services.js';
import { fortBattle } from './security-support.js';
import { table, toMoveStep } from './move-completion-support.js';
import { forgeryReports, hostile } from './security-support.js';

describe('a ship or fort of the battle deleted by its owner', () => {
  it('Alice deleting Bellona mid-battle: refused by an honest client; forced, Bellona is back with her damage, on her token, a target again', async () => {
    const t = await table({ theirs: { x: 200, y: -600, heading: 90 } });
    await toMoveStep(t, 'French');
    await t.bellona.update({ 'system.damage.port': 3 });
    t.world.actAs(t.alice);
    t.world.notifications.length = 0;
    await t.bellona.delete();
    expect(game.actors!.get(t.bellona.id)).toBeDefined();
    expect(t.world.notifications.map((n) => n.message)).toContain(
      "A ship or fort of the battle in progress is the GM's to delete.",
    );
    await hostile(t.world, () => t.bellona.delete());
    await settleRosterGuard();
    const back = game.actors!.get(t.bellona.id) as unknown as {
      uuid: string;
      system: { damage: { port: number } };
    };
    expect(back.system.damage.port).toBe(3);
    expect(t.mine.actor?.uuid).toBe(t.bellona.uuid);
    expect(forgeryReports(t.world).some((c) => c.includes('Alice deleted Bellona'))).toBe(true);
    t.world.actAs(t.gm);
    const port = await turnServices().targeting.broadsideTargets(t.genereux.uuid, 'port');
    expect(port.candidates.map((c) => c.actorUuid)).toContain(t.bellona.uuid);
  });

  it('Bob deleting his fort during the battle is undone; after the battle his deletion stands', async () => {
    const t = await fortBattle();
    t.world.actAs(t.bob);
    await hostile(t.world, () => (t.fort as unknown as { delete(): Promise<unknown> }).delete());
    await settleRosterGuard();
    expect(game.actors!.get(t.fort.id)).toBeDefined();
    t.world.actAs(t.gm);
    await endBattle();
    t.world.actAs(t.bob);
    await (game.actors!.get(t.fort.id) as unknown as { delete(): Promise<unknown> }).delete();
    await settleRosterGuard();
    expect(game.actors!.get(t.fort.id)).toBeUndefined();
  });
});
