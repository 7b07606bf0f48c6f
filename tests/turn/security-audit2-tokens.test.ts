// A hostile player against the battle's table (audit of stop 19's open points): a ship that is not in
// the battle is still an obstacle (FP-5.8) and a nearest target (FP-6.2) on the battle's table (SD-211),
// so its owner may no more remove its token than add one (SD-257); and a fort's token is the GM's
// staging like a ship's: an honest client refuses its owner's hide before it is sent (SD-258).
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { shipActor } from '../support/canvas-fixtures.js';
import { tokenPlacementForPose } from '../../src/foundry/canvas/table-ships.js';
import { turnServices } from '../../src/foundry/turn/services.js';
import { table, toMoveStep } from './move-completion-support.js';
import { fortBattle, forgeryReports, hostile } from './security-support.js';

/** Généreux (Bob's) 200 mm south of Alice's Bellona, heading east; Alice's reserve Ardent (not in the battle) placed by the GM between them. */
async function withReserve() {
  const t = await table({ theirs: { x: 200, y: -600, heading: 90 } });
  await toMoveStep(t, 'French');
  const reserve = await shipActor('Ardent', {
    ownership: { [t.alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'easy', side: 'British' },
  });
  const size = { width: t.mine.width, height: t.mine.height };
  t.world.actAs(t.gm);
  await t.scene.createEmbeddedDocuments('Token', [
    {
      name: 'Ardent',
      actorId: reserve.id,
      ...size,
      ...tokenPlacementForPose({ x: 200, y: -500, headingDeg: 90 }, size, t.scene.grid),
    },
  ]);
  const tokensOf = () => t.scene.tokens.contents.filter((k) => k.actorId === reserve.id);
  return { ...t, reserve, tokensOf };
}

const portTargets = async (t: Awaited<ReturnType<typeof withReserve>>) =>
  (await turnServices().targeting.broadsideTargets(t.genereux.uuid, 'port')).candidates.map(
    (c) => c.actorUuid,
  );

describe('SD-257 a ship not in the battle, on the battle’s table, removed by its owner', () => {
  it('Alice removes her reserve ship (between Bob’s broadside and Bellona, one of its targets): refused by an honest client, put back by the GM’s client', async () => {
    const t = await withReserve();
    const before = await portTargets(t);
    expect(before).toContain(t.reserve.uuid);
    const [token] = t.tokensOf();
    t.world.actAs(t.alice);
    t.world.notifications.length = 0;
    await t.scene.deleteEmbeddedDocuments('Token', [token!.id]);
    expect(t.tokensOf()).toHaveLength(1);
    expect(t.world.notifications.map((n) => n.message)).toContain(
      "In a battle only the GM adds or removes a ship's token.",
    );
    await hostile(t.world, () => t.scene.deleteEmbeddedDocuments('Token', [token!.id]));
    expect(t.tokensOf().map((k) => [k.id, k.x, k.y])).toEqual([[token!.id, token!.x, token!.y]]);
    expect(forgeryReports(t.world).some((c) => c.includes('Alice removed Ardent'))).toBe(true);
    t.world.actAs(t.gm);
    expect(await portTargets(t)).toEqual(before);
    // The GM may take it off the table.
    await t.scene.deleteEmbeddedDocuments('Token', [token!.id]);
    expect(t.tokensOf()).toHaveLength(0);
  });

  it('off the battle’s table (no battle ship there) her reserve ship’s token is hers to remove', async () => {
    const t = await withReserve();
    await t.scene.deleteEmbeddedDocuments('Token', [t.mine.id, t.theirs.id]);
    const [token] = t.tokensOf();
    t.world.actAs(t.alice);
    await t.scene.deleteEmbeddedDocuments('Token', [token!.id]);
    expect(t.tokensOf()).toHaveLength(0);
    expect(forgeryReports(t.world)).toHaveLength(0);
  });
});

describe('SD-258 a fort’s token hidden by its owner during a battle', () => {
  it('Bob hiding Fort Royal’s token: refused by an honest client (a message), put back by the GM’s client when forced', async () => {
    const t = await fortBattle();
    t.world.actAs(t.bob);
    t.world.notifications.length = 0;
    await t.fortToken.update({ hidden: true });
    expect(t.fortToken.hidden).toBe(false);
    expect(t.world.notifications.map((n) => n.message)).toContain(
      "Only the GM hides, shows or unlinks a fort's token.",
    );
    expect(forgeryReports(t.world)).toHaveLength(0);
    await hostile(t.world, () => t.fortToken.update({ hidden: true }));
    expect(t.fortToken.hidden).toBe(false);
    expect(forgeryReports(t.world).some((c) => c.includes('Bob'))).toBe(true);
  });
});
