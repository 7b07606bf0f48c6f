// The arc adapter on both generations against the fake canvas: v13 MeasuredTemplate cones, v14 Region
// cone shapes (no deprecated MeasuredTemplate), created by the GM for anyone who asks, following the
// token when it moves or turns, removed on demand or with the token. FP-6.2 / D-11, FP-6.1, HR-2.
import { describe, expect, it } from 'vitest';
import type { FakeMeasuredTemplateDocument } from '../../../tests/fake-foundry/canvas-embedded.js';
import type { FakeRegionDocument } from '../../../tests/fake-foundry/canvas-regions.js';
import { OWNERSHIP } from '../../../tests/fake-foundry/documents.js';
import { SYSTEM_ID } from '../constants.js';
import { arcRegionData, arcTemplateData } from './arc-data.js';
import {
  arcDocumentName,
  arcDocuments,
  clearArcsHere,
  requestArc,
  shownSides,
} from './arc-adapter.js';
import { settleCanvasTasks } from './hooks.js';
import { sceneTableShips } from './scene-ships.js';
import { canvasWorld, placeShip, shipActor } from '../../../tests/support/canvas-fixtures.js';

async function oneShip(generation: 13 | 14, scale: 1200 | 3000 = 1200) {
  const w = await canvasWorld({ generation, scale });
  const alice = w.player('Alice');
  const actor = await shipActor('HMS Bellona', { ownership: { [alice.id]: OWNERSHIP.OWNER } });
  const token = await placeShip(w.scene, actor, 600, -400, 0, scale);
  return { ...w, alice, actor, token };
}

describe('v13: MeasuredTemplate cones', () => {
  it('the adapter picks MeasuredTemplate on v13', async () => {
    await oneShip(13);
    expect(arcDocumentName()).toBe('MeasuredTemplate');
  });

  it('FP-6.2 / D-11 the GM shows a starboard arc: three cones (short, medium, long) from the core geometry', async () => {
    const { scene, token } = await oneShip(13);
    expect(await requestArc(scene, token.id, 'starboard', 'show')).toEqual({ status: 'shown' });
    const templates = scene.templates.contents as FakeMeasuredTemplateDocument[];
    expect(templates).toHaveLength(3);
    const ship = sceneTableShips(scene).find((s) => s.id === token.id)!;
    const expected = arcTemplateData(ship, 'starboard', scene.grid, { arcDeg: 90, scale: 1200 });
    expect(
      templates.map((t) => ({
        ...t.toObject(),
        _id: undefined,
        author: undefined,
        hidden: undefined,
        width: undefined,
      })),
    ).toEqual(
      expected.map((e) => ({
        ...e,
        _id: undefined,
        author: undefined,
        hidden: undefined,
        width: undefined,
      })),
    );
    expect(templates.map((t) => t.source.distance)).toEqual([100, 350, 700]);
    expect(shownSides(scene, token.id)).toEqual(['starboard']);
  });

  it('a player asks for an arc of an enemy ship: the active GM creates it (a query), every user sees the same documents', async () => {
    const { scene, token, world } = await oneShip(13);
    const bob = world.addUser({ name: 'Bob' });
    world.actAs(bob);
    expect(await requestArc(scene, token.id, 'port', 'toggle')).toEqual({ status: 'shown' });
    expect(
      world.log.filter((l) => l.op === 'query').map((l) => (l.changes as { name: string }).name),
    ).toEqual([`${SYSTEM_ID}.arc`]);
    expect(
      world.log
        .filter((l) => l.op === 'create' && l.documentName === 'MeasuredTemplate')
        .map((l) => l.userId),
    ).toEqual(Array(3).fill('gmUser000000000a'));
    expect(
      (scene.templates.contents as FakeMeasuredTemplateDocument[]).every(
        (t) => t.author === 'gmUser000000000a',
      ),
    ).toBe(true);
    // A second toggle removes it.
    expect(await requestArc(scene, token.id, 'port', 'toggle')).toEqual({ status: 'hidden' });
    expect(scene.templates.size).toBe(0);
  });

  it('without a connected GM a player cannot place an arc, and nothing changes', async () => {
    const { scene, token, world, gm, alice } = await oneShip(13);
    gm.active = false;
    world.actAs(alice);
    expect(await requestArc(scene, token.id, 'port', 'show')).toEqual({
      status: 'refused',
      reason: 'No GM is connected to place this on the table.',
    });
    expect(scene.templates.size).toBe(0);
  });

  it('the arc follows the token: a move and a turn re-place the same three documents', async () => {
    const { scene, token } = await oneShip(13);
    await requestArc(scene, token.id, 'starboard', 'show');
    const ids = scene.templates.contents.map((t) => t.id);
    await token.update({ x: token.x + 500, rotation: 270 }); // 100 mm east, heading E
    await settleCanvasTasks();
    expect(scene.templates.contents.map((t) => t.id)).toEqual(ids);
    const ship = sceneTableShips(scene).find((s) => s.id === token.id)!;
    expect(ship.pose).toMatchObject({ x: 700, headingDeg: 90 });
    const [short] = scene.templates.contents as FakeMeasuredTemplateDocument[];
    const [want] = arcTemplateData(ship, 'starboard', scene.grid, { arcDeg: 90, scale: 1200 });
    expect(short!.source).toMatchObject({ x: want!.x, y: want!.y, direction: 90, distance: 100 });
  });

  it("a player moving her ship changes no arc on her client; the active GM's client re-places it when the update reaches it", async () => {
    const { scene, token, alice, world, gm } = await oneShip(13);
    await requestArc(scene, token.id, 'starboard', 'show');
    const before = scene.templates.contents.map((t) => ({
      ...(t as FakeMeasuredTemplateDocument).source,
    }));
    world.actAs(alice);
    await token.update({ x: token.x + 500 });
    await settleCanvasTasks();
    expect((scene.templates.contents[0] as FakeMeasuredTemplateDocument).source.x).toBe(
      (before[0]!.x as number) + 500,
    );
    // Every arc write came from the GM's client, none from Alice's.
    const arcWriters = new Set(
      world.log.filter((l) => l.documentName === 'MeasuredTemplate').map((l) => l.userId),
    );
    expect(arcWriters).toEqual(new Set([gm.id]));
  });

  it('deleting the token removes its arcs; clearing removes every arc', async () => {
    const { scene, token, actor } = await oneShip(13);
    const other = await placeShip(scene, actor, 1200, -400, 0);
    await requestArc(scene, token.id, 'starboard', 'show');
    await requestArc(scene, other.id, 'port', 'show');
    await token.delete();
    await settleCanvasTasks();
    expect(arcDocuments(scene).map((a) => a.flag.tokenId)).toEqual([other.id, other.id, other.id]);
    await clearArcsHere(scene);
    expect(scene.templates.size).toBe(0);
  });

  it('D-11 changing the arc angle setting re-places shown arcs', async () => {
    const { scene, token, world } = await oneShip(13);
    await requestArc(scene, token.id, 'port', 'show');
    await world.settings.set(SYSTEM_ID, 'arcDegrees', 120);
    (
      globalThis as unknown as { Hooks: { callAll(n: string, ...a: unknown[]): void } }
    ).Hooks.callAll('updateSetting', { key: `${SYSTEM_ID}.arcDegrees` });
    await settleCanvasTasks();
    expect(
      (scene.templates.contents as FakeMeasuredTemplateDocument[]).map((t) => t.source.angle),
    ).toEqual([120, 120, 120]);
  });

  it("a hidden ship's arc is refused to players", async () => {
    const { scene, token, world, alice } = await oneShip(13);
    await token.update({ hidden: true });
    world.actAs(alice);
    expect(await requestArc(scene, token.id, 'port', 'show')).toEqual({
      status: 'refused',
      reason: 'That ship is hidden.',
    });
  });
});

describe('v14: Region cone shapes', () => {
  it('the adapter picks Region on v14 and never touches the deprecated MeasuredTemplate', async () => {
    const { scene, token, canvas } = await oneShip(14);
    expect(arcDocumentName()).toBe('Region');
    await requestArc(scene, token.id, 'starboard', 'show');
    expect(scene.templates.size).toBe(0);
    expect(scene.regions.size).toBe(3);
    expect(canvas.deprecations).toEqual([]);
  });

  it("the regions carry the core geometry in pixels, visible to all, named in the GM's language", async () => {
    const { scene, token } = await oneShip(14);
    await requestArc(scene, token.id, 'starboard', 'show');
    const ship = sceneTableShips(scene).find((s) => s.id === token.id)!;
    const expected = arcRegionData(
      ship,
      'starboard',
      scene.grid,
      { arcDeg: 90, scale: 1200 },
      () => '',
    );
    const regions = scene.regions.contents as FakeRegionDocument[];
    expect(regions.map((r) => r.shapes)).toEqual(expected.map((e) => e.shapes));
    expect(regions.map((r) => r.source.name)).toEqual([
      'Starboard arc of HMS Bellona: short range',
      'Starboard arc of HMS Bellona: medium range',
      'Starboard arc of HMS Bellona: long range',
    ]);
    expect(regions.every((r) => r.source.visibility === 2 && r.source.locked === true)).toBe(true);
  });

  it('HR-2 at 1:3000 the cones reach 40 / 140 / 280 mm (400 / 1400 / 2800 px at 10 px per mm)', async () => {
    const { scene, token } = await oneShip(14, 3000);
    await requestArc(scene, token.id, 'port', 'show');
    expect(
      (scene.regions.contents as FakeRegionDocument[]).map((r) => r.shapes[0]!.radius),
    ).toEqual([400, 1400, 2800]);
  });

  it('the arc follows a turn on v14 too', async () => {
    const { scene, token } = await oneShip(14);
    await requestArc(scene, token.id, 'port', 'show');
    await token.update({ rotation: 270 }); // heading E: the port arc now points north (screen up, direction 270)
    await settleCanvasTasks();
    expect(
      (scene.regions.contents as FakeRegionDocument[]).map((r) => r.shapes[0]!.rotation),
    ).toEqual([270, 270, 270]);
  });

  it('the honest fake refuses a cone Region on v13 (why the adapter must branch)', async () => {
    const { scene } = await oneShip(13);
    await expect(
      scene.createEmbeddedDocuments('Region', [
        { name: 'x', shapes: [{ type: 'cone', x: 0, y: 0, radius: 10, angle: 90, rotation: 0 }] },
      ]),
    ).rejects.toThrow(/not a shape type in v13/);
    expect(scene.regions.size).toBe(0);
  });
});
