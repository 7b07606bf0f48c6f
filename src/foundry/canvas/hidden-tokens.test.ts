// Tokens the GM has hidden (TokenDocument#hidden) are GM staging, not ships in play: on a player's
// client they are neither named (measuring ruler, "stopped at contact with ..."), nor run into (drag
// clipping, manoeuvres, contacts). The GM's client keeps them on the table.
import { describe, expect, it } from 'vitest';
import { FakeRuler, waypointsFor } from '../../../tests/fake-foundry/canvas.js';
import type { FakeTokenDocument } from '../../../tests/fake-foundry/canvas-embedded.js';
import { OWNERSHIP } from '../../../tests/fake-foundry/documents.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import { settleCanvasTasks } from './hooks.js';
import { shipPanelContext } from './ship-panel-context.js';
import { canvasI18n } from './ui.js';
import { performManoeuvre } from './moves.js';
import { makeRangeRuler } from './rulers.js';
import { pxToMm, tokenCentrePx } from './table-ships.js';
import { canvasWorld, placeShip, shipActor } from '../../../tests/support/canvas-fixtures.js';

const RangeRuler = makeRangeRuler(FakeRuler);

async function table() {
  const w = await canvasWorld();
  const alice = w.player('Alice');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'full', side: 'British' },
  });
  const ghost = await shipActor('Fantôme', { system: { side: 'French' } });
  return { ...w, alice, bellona, ghost };
}

const centreMm = (scene: { grid: { size: number; distance: number } }, t: FakeTokenDocument) =>
  pxToMm(tokenCentrePx(t, scene.grid), scene.grid);

describe("hidden tokens on a player's client", () => {
  it('the measuring ruler does not name a hidden ship to a player; the GM still reads the range', async () => {
    const { scene, bellona, ghost, alice, world } = await table();
    await placeShip(scene, bellona, 600, -400, 0);
    const hidden = await placeShip(scene, ghost, 900, -400, 0);
    await hidden.update({ hidden: true });
    const ruler = new RangeRuler();
    const points = [
      { x: 3000, y: 2000 },
      { x: 4500, y: 2050 },
    ];
    ruler.path = points.map((p) => ({ ...p, elevation: 0 }));
    const [, end] = waypointsFor(points, 0.2);
    expect((ruler._getWaypointLabelContext(end!, {}) as { sca?: { to: string } }).sca?.to).toBe(
      'Fantôme',
    );
    world.actAs(alice);
    const context = ruler._getWaypointLabelContext(end!, {}) as Record<string, unknown>;
    expect(context.sca).toBeUndefined();
    expect(JSON.stringify(context)).not.toContain('Fantôme');
  });

  it("a player's drag is not stopped by a hidden ship, and no contact or name leaks", async () => {
    const { scene, bellona, ghost, alice, world } = await table();
    const token = await placeShip(scene, bellona, 600, -400, 0);
    const hidden = await placeShip(scene, ghost, 600, -200, 90);
    await hidden.update({ hidden: true });
    world.actAs(alice);
    await token.update({ y: token.y - 900 }); // 180 mm north, through the hidden base
    await settleCanvasTasks();
    expect(centreMm(scene, token).y).toBeCloseTo(-220, 0);
    expect((bellona.system as ShipSystemSource).contacts).toEqual([]);
    expect((ghost.system as ShipSystemSource).contacts).toEqual([]);
    expect(world.notifications.map((n) => n.message).join(' ')).not.toContain('Fantôme');
  });

  it("a player's manoeuvre sails past a hidden ship; the same manoeuvre by the GM stops at it", async () => {
    const { scene, bellona, ghost, alice, world } = await table();
    const token = await placeShip(scene, bellona, 600, -400, 90); // heading E, beam reach
    const hidden = await placeShip(scene, ghost, 800, -400, 0); // across the bow
    await hidden.update({ hidden: true });
    world.actAs(alice);
    const report = await performManoeuvre(scene, token.id, 'hold:4');
    expect(report.outcome.collidedIds).toEqual([]);
    expect(report.outcome.movedMm).toBeCloseTo(180, 6);
    expect((bellona.system as ShipSystemSource).contacts).toEqual([]);
    world.actAs(world.users.find((u) => u.isGM)!);
    const gmToken = await placeShip(scene, bellona, 600, -800, 90);
    const gmGhost = await placeShip(scene, ghost, 800, -800, 0);
    await gmGhost.update({ hidden: true });
    const gm = await performManoeuvre(scene, gmToken.id, 'hold:4');
    expect(gm.outcome.collidedIds).toEqual([gmGhost.id]);
  });

  it("the ship panel lists no hidden ship among a player's broadside targets; the GM's lists it", async () => {
    const { scene, bellona, ghost, alice, world } = await table();
    const token = await placeShip(scene, bellona, 600, -400, 90); // heading E: port side faces north
    const hidden = await placeShip(scene, ghost, 750, -150, 0); // off the port bow
    await hidden.update({ hidden: true });
    const port = (ctx: ReturnType<typeof shipPanelContext>) =>
      ctx.broadsides.find((b) => b.side === 'port')!;
    expect(
      port(shipPanelContext(scene, token.id, canvasI18n())).candidates.map((c) => c.tokenId),
    ).toEqual([hidden.id]);
    world.actAs(alice);
    const context = shipPanelContext(scene, token.id, canvasI18n());
    expect(port(context).candidates).toEqual([]);
    expect(JSON.stringify(context)).not.toContain('Fantôme');
  });
});
