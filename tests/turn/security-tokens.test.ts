// A hostile player against the referee's table: a ship token hidden by its owner. Hidden tokens are
// the GM's staging (a player's view leaves them out), so a ship its owner hid would drop out of the
// enemy's broadside targets and moves. A player's change of a ship token's visibility is refused by
// an honest client, put back by the GM's client when forced, and the GMs are told.
import { describe, expect, it } from 'vitest';
import { turnServices } from '../../src/foundry/turn/services.js';
import { table, toMoveStep } from './move-completion-support.js';
import { forgeryReports, hostile } from './security-support.js';

/** Généreux (Bob's) 200 mm south of Alice's Bellona, heading east: Bellona is on her port side. */
async function abeam() {
  const t = await table({ theirs: { x: 200, y: -600, heading: 90 } });
  await toMoveStep(t, 'French');
  return t;
}

const portTargets = async (t: Awaited<ReturnType<typeof abeam>>) =>
  (await turnServices().targeting.broadsideTargets(t.genereux.uuid, 'port')).candidates.map(
    (c) => c.actorUuid,
  );

describe('a ship token hidden by its owner (the GM’s staging)', () => {
  it('Alice hiding Bellona’s token: refused by an honest client, put back by the GM’s client; Bob’s broadside still sees her', async () => {
    const t = await abeam();
    expect(await portTargets(t)).toContain(t.bellona.uuid);
    t.world.actAs(t.alice);
    t.world.notifications.length = 0;
    await t.mine.update({ hidden: true });
    expect(t.mine.hidden).toBe(false);
    expect(t.world.notifications.map((n) => n.message)).toContain(
      "Only the GM hides, shows or unlinks a ship's token.",
    );
    await hostile(t.world, () => t.mine.update({ hidden: true }));
    expect(t.mine.hidden).toBe(false);
    expect(forgeryReports(t.world).some((c) => c.includes('Alice'))).toBe(true);
    t.world.actAs(t.gm);
    expect(await portTargets(t)).toContain(t.bellona.uuid);
  });

  it('a ship the GM hid stays hidden when its owner shows it; the GM’s own hide and show stand', async () => {
    const t = await abeam();
    await t.mine.update({ hidden: true });
    t.world.actAs(t.alice);
    await hostile(t.world, () => t.mine.update({ hidden: false }));
    expect(t.mine.hidden).toBe(true);
    t.world.actAs(t.gm);
    await t.mine.update({ hidden: false });
    expect(t.mine.hidden).toBe(false);
    expect(forgeryReports(t.world)).toHaveLength(1);
  });

  it('Alice unlinking Bellona’s token from her ship (or writing its delta): refused by an honest client, the link put back by the GM’s client', async () => {
    const t = await abeam();
    const linked = () => t.mine.actorLink;
    await t.mine.update({ actorLink: true });
    t.world.actAs(t.alice);
    t.world.notifications.length = 0;
    await t.mine.update({ actorLink: false });
    await t.mine.update({ delta: { system: { damage: { hull: 0 } } } });
    expect(linked()).toBe(true);
    expect(t.world.notifications.filter((n) => n.message.includes('unlinks'))).toHaveLength(2);
    await hostile(t.world, () => t.mine.update({ actorLink: false }));
    expect(linked()).toBe(true);
    expect(forgeryReports(t.world).some((c) => c.includes('Alice'))).toBe(true);
  });
});
