// A hostile player against the referee's table: a ship token hidden by its owner. Hidden tokens are
// the GM's staging (a player's view leaves them out), so a ship its owner hid would drop out of the
// enemy's broadside targets and moves. A player's change of a ship token's visibility is refused by
// an honest client, put back by the GM's client when forced, and the GMs are told.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP, ROLES } from '../fake-foundry/documents.js';
import { shipActor } from '../support/canvas-fixtures.js';
import { tokenPlacementForPose } from '../../src/foundry/canvas/table-ships.js';
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

describe('SD-211 a ship that is not in the battle put on its table by a player', () => {
  it('Alice drops her reserve ship between Bob’s broadside and Bellona: refused by an honest client, removed by the GM’s client; Bellona stays the target', async () => {
    const t = await abeam();
    const reserve = await shipActor('Ardent', {
      ownership: { [t.alice.id]: OWNERSHIP.OWNER },
      system: { sail: 'easy', side: 'British' },
    });
    const size = { width: t.mine.width, height: t.mine.height };
    const decoy = {
      name: 'Ardent',
      actorId: reserve.id,
      ...size,
      ...tokenPlacementForPose({ x: 200, y: -500, headingDeg: 90 }, size, t.scene.grid),
    };
    const tokensOf = () => t.scene.tokens.contents.filter((k) => k.actorId === reserve.id);
    t.world.actAs(t.alice);
    t.world.notifications.length = 0;
    await t.scene.createEmbeddedDocuments('Token', [decoy]);
    expect(tokensOf()).toHaveLength(0);
    expect(t.world.notifications.map((n) => n.message)).toContain(
      "In a battle only the GM adds or removes a ship's token.",
    );
    await hostile(t.world, () => t.scene.createEmbeddedDocuments('Token', [decoy]));
    expect(tokensOf()).toHaveLength(0);
    expect(forgeryReports(t.world).some((c) => c.includes('Alice added a token of Ardent'))).toBe(
      true,
    );
    t.world.actAs(t.gm);
    expect(await portTargets(t)).toContain(t.bellona.uuid);
    // The GM may put it there (a ship joining the table is the GM's call).
    await t.scene.createEmbeddedDocuments('Token', [decoy]);
    expect(tokensOf()).toHaveLength(1);
  });
});

describe('an Assistant GM beside the GM (GM rights; the GM’s client referees)', () => {
  it('the Assistant GM hides a ship and adds a token on the battle’s table: both stand, nobody is reported; the referee is the GM’s client', async () => {
    const t = await abeam();
    const assistant = t.world.addUser({ name: 'Assistant', role: ROLES.ASSISTANT });
    expect(game.users!.activeGM?.id).toBe(t.gm.id);
    const reserve = await shipActor('Ardent', { system: { sail: 'easy', side: 'British' } });
    const size = { width: t.mine.width, height: t.mine.height };
    t.world.actAs(assistant);
    await t.mine.update({ hidden: true });
    await hostile(t.world, () =>
      t.scene.createEmbeddedDocuments('Token', [
        {
          name: 'Ardent',
          actorId: reserve.id,
          ...size,
          ...tokenPlacementForPose({ x: 600, y: -500, headingDeg: 90 }, size, t.scene.grid),
        },
      ]),
    );
    expect(t.mine.hidden).toBe(true);
    expect(t.scene.tokens.contents.filter((k) => k.actorId === reserve.id)).toHaveLength(1);
    expect(forgeryReports(t.world)).toHaveLength(0);
  });
});
