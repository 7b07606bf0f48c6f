// SD-263 the referee's hooks that act on a ship's update (FP-4.4 / D-6 an explosion sets its
// neighbours on fire; FP-7.5 a ship whose side changed goes to that side's users) act only on a GM's
// update. A player who writes `status.exploded` or `side` on her own ship with a console has the write
// put back by the ship guard, but the hook saw it first: before the fix her forged explosion set the
// enemy ship beside her on fire (the test failed with Scipion's rigging fire at 1), and her forged side
// handed her ship to the enemy's player until the put-back.
import { describe, expect, it } from 'vitest';
import { settleBlasts } from '../../src/foundry/turn/blast.js';
import { settleShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { asHostileClient } from '../support/foundry.js';
import { forgeryReports } from './security-support.js';
import { beginExample, exampleBattle, type Battle, type Ship } from './support.js';

/** The GM's put-back of `ship` takes a round trip to the server, as on a real table. */
function slowRestores(ship: Ship): void {
  const update = ship.update.bind(ship);
  ship.update = async (d: Record<string, unknown>, o: Record<string, unknown> = {}) => {
    if (o[`${SYSTEM_ID}Restore`]) await new Promise((r) => setTimeout(r, 30));
    return (update as (d: object, o: object) => Promise<Ship>)(d, o);
  };
}

async function aliceBesideScipion(): Promise<Battle> {
  const b = await exampleBattle();
  await beginExample(b);
  b.table.reach.set(b.ships.prince!.uuid, [{ actorUuid: b.ships.scipion!.uuid, name: 'Scipion' }]);
  slowRestores(b.ships.prince!);
  return b;
}

describe('SD-263 forged: a player’s write to her own ship that a referee hook acts on', () => {
  it('FP-4.4 / D-6 a forged explosion of her ship sets no fire on the enemy beside her; it is put back and reported', async () => {
    const b = await aliceBesideScipion();
    const prince = b.ships.prince!;
    b.w.world.actAs(b.alice);
    await asHostileClient(b.w.world, () => prince.update({ 'system.status.exploded': true }));
    await settleShipGuard();
    await settleBlasts();
    expect(prince.system.status.exploded).toBe(false);
    expect(b.ships.scipion!.system.fires).toEqual({ hull: 0, rigging: 0 });
    expect(b.ships.scipion!.system.history).toEqual([]);
    expect(forgeryReports(b.w.world).some((c) => c.includes('Alice'))).toBe(true);
  });

  it('a GM’s explosion (the referee’s result or the GM’s ruling) still sets the fires', async () => {
    const b = await aliceBesideScipion();
    b.w.world.actAs(b.gm);
    await b.ships.prince!.update({ 'system.status.exploded': true });
    await settleBlasts();
    expect(b.ships.scipion!.system.fires.rigging).toBe(1);
  });

  it('FP-7.5 a forged side on her ship never hands it to the enemy’s player', async () => {
    const b = await aliceBesideScipion();
    const prince = b.ships.prince!;
    const before = { ...prince.ownership };
    const from = b.w.world.log.length;
    b.w.world.actAs(b.alice);
    await asHostileClient(b.w.world, () => prince.update({ 'system.side': 'French' }));
    await settleShipGuard();
    expect(prince.system.side).toBe('British');
    expect(prince.ownership[b.alice.id]).toBe(before[b.alice.id]);
    // Never handed over, not even until the put-back landed.
    const handed = b.w.world.log
      .slice(from)
      .map((l) => (l.changes as { ownership?: Record<string, number> } | undefined)?.ownership)
      .filter((o) => o && ((o[b.bob.id] ?? 0) > 0 || (o[b.alice.id] ?? 3) < 3));
    expect(handed).toEqual([]);
  });
});
