// Moving ship tokens on the fake canvas: the manoeuvre control (FP-5.5 / D-8 / FP-5.7 / FP-5.8 /
// FP-5.6), a player's drag stopped at contact, contacts marked on both ships through the relay, the
// GM's free moves, token size and rotation snapping (FP-1.1, FP-1.7, HR-2).
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../../../tests/fake-foundry/documents.js';
import type { FakeTokenDocument } from '../../../tests/fake-foundry/canvas-embedded.js';
import { headingDegrees, pivotTurn } from '../../rules/index.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import { settleCanvasTasks } from './hooks.js';
import { moveResult } from './manoeuvre.js';
import { performManoeuvre, shipMoveState } from './moves.js';
import { lastMoveOf, sceneTableShips } from './scene-ships.js';
import { pxToMm, tokenCentrePx } from './table-ships.js';
import { canvasWorld, placeShip, shipActor } from '../../../tests/support/canvas-fixtures.js';

async function table(opts: { scale?: 1200 | 3000 } = {}) {
  const w = await canvasWorld({ scale: opts.scale ?? 1200 });
  const alice = w.player('Alice');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'full', side: 'British' },
  });
  const genereux = await shipActor('Généreux', { system: { side: 'French' } });
  return { ...w, alice, bellona, genereux };
}

const centreMm = (scene: { grid: { size: number; distance: number } }, t: FakeTokenDocument) =>
  pxToMm(tokenCentrePx(t, scene.grid), scene.grid);

describe('placing ship tokens', () => {
  it('FP-1.1 a ship token is created at its base size whatever size was asked, on a compass point', async () => {
    const { scene, bellona } = await table();
    const [token] = (await scene.createEmbeddedDocuments('Token', [
      { actorId: bellona.id, name: 'Bellona', x: 100, y: 100, width: 1, height: 1, rotation: 30 },
    ])) as FakeTokenDocument[];
    expect(token).toMatchObject({ width: 4, height: 7.5, rotation: 22.5 });
  });
  it('HR-2 at 1:3000 the same ship is 8 x 15 grid units of 2 mm (16 x 30 mm)', async () => {
    const { scene, bellona } = await table({ scale: 3000 });
    const [token] = (await scene.createEmbeddedDocuments('Token', [
      { actorId: bellona.id, name: 'Bellona', x: 0, y: 0 },
    ])) as FakeTokenDocument[];
    expect(token).toMatchObject({ width: 8, height: 15 });
  });
  it('FP-1.7 a rotation off the 16 points snaps to the nearest point, for anyone', async () => {
    const { scene, bellona, alice, world } = await table();
    const token = await placeShip(scene, bellona, 600, -400, 0);
    world.actAs(alice);
    await token.update({ rotation: 240 });
    expect(token.rotation).toBe(247.5);
  });
});

describe('the manoeuvre control', () => {
  it("offers the legal changes for the scene wind (N) and the ship's heading (E, beam reach)", async () => {
    const { scene, bellona } = await table();
    const token = await placeShip(scene, bellona, 600, -400, 90);
    const state = shipMoveState(scene, token.id);
    expect(state.choice.options.map((o) => o.id)).toEqual([
      'hold:4',
      'course:3',
      'course:5',
      'course:6',
      'course:7',
    ]);
    expect(state.allowance.allowanceMm).toBe(180);
  });

  it('D-8 / FP-5.7 the owner bears away 2 points: the token ends where the core puts the ship', async () => {
    const { scene, bellona, alice, world } = await table();
    const token = await placeShip(scene, bellona, 600, -400, 90);
    const before = sceneTableShips(scene);
    const expected = moveResult(before.find((s) => s.id === token.id)!, before, 6, 180);
    world.actAs(alice);
    const report = await performManoeuvre(scene, token.id, 'course:6');
    expect(report.outcome).toEqual(expected);
    expect(token.rotation).toBe(headingDegrees(6) + 180);
    const c = centreMm(scene, token);
    // Whole-pixel token corners: within half a pixel (0.1 mm) of the core's pose.
    expect(Math.abs(c.x - expected.finalPose.x)).toBeLessThanOrEqual(0.1 + 1e-9);
    expect(Math.abs(c.y - expected.finalPose.y)).toBeLessThanOrEqual(0.1 + 1e-9);
    // FP-6.4 / D-17 the move is remembered for rakes at any point of it.
    expect(lastMoveOf(token)).toMatchObject({ moveId: expect.any(String), movedMm: 180 });
    // Two updates by the referee (the GM's client): the pivot, then the straight move.
    expect(
      world.log.filter((l) => l.op === 'update' && l.documentName === 'Token').map((l) => l.userId),
    ).toEqual([world.activeGM!.id, world.activeGM!.id]);
    expect(
      world.log
        .filter((l) => l.op === 'update' && l.documentName === 'Token')
        .map((l) => Object.keys(l.changes as object).sort()),
    ).toEqual([
      ['rotation', 'x', 'y'],
      ['flags', 'x', 'y'],
    ]);
  });

  it('FP-5.8 a manoeuvre into an enemy stops at contact and marks both ships (the enemy through the GM)', async () => {
    const { scene, bellona, genereux, alice, world } = await table();
    const token = await placeShip(scene, bellona, 600, -400, 90); // heading E, beam reach
    const enemy = await placeShip(scene, genereux, 800, -400, 0); // across the bow, base from x 780 to 820
    world.actAs(alice);
    const report = await performManoeuvre(scene, token.id, 'hold:4');
    expect(report.outcome.movedMm).toBeCloseTo(142.5, 6);
    expect(report.outcome.collidedIds).toEqual([enemy.id]);
    expect(report.contacts.map((c) => c.outcome.status)).toEqual(['applied', 'applied']);
    expect((bellona.system as ShipSystemSource).contacts).toEqual([
      { actorId: genereux.id, kind: 'enemyCollision', mover: true, moverSail: 'full', turn: null },
    ]);
    expect((genereux.system as ShipSystemSource).contacts).toEqual([
      { actorId: bellona.id, kind: 'enemyCollision', mover: false, moverSail: 'full', turn: null },
    ]);
    // Both records are written by the referee (the GM's client), Alice's own ship too.
    const actorUpdates = world.log
      .filter((l) => l.op === 'update' && l.documentName === 'Actor')
      .map((l) => [l.id, l.userId]);
    expect(actorUpdates).toEqual([
      [bellona.id, 'gmUser000000000a'],
      [genereux.id, 'gmUser000000000a'],
    ]);
    // In contact, the ship can no longer manoeuvre until it unfouls.
    await expect(performManoeuvre(scene, token.id, 'hold:4')).rejects.toThrow(
      'In contact: must unfoul first',
    );
  });

  it("FP-5.6 a tack from close-hauled: head to wind with no move, then onto the other tack; the ship's tack state advances", async () => {
    const { scene, bellona, alice, world } = await table();
    const token = await placeShip(scene, bellona, 600, -400, 67.5); // ENE, close-hauled on the port tack
    world.actAs(alice);
    const start = sceneTableShips(scene).find((s) => s.id === token.id)!;
    const headToWind = pivotTurn(start.pose, start.body, 0);
    const otherTack = pivotTurn(headToWind, start.body, headingDegrees(13));
    await performManoeuvre(scene, token.id, 'tackStart:0');
    expect(token.rotation).toBe(180);
    expect((bellona.system as ShipSystemSource).tack).toEqual({
      phase: 'inStays',
      startHeading: 3,
      rotation: -1,
      // SD-86 the turn a tack ended: only OR-5 writes it, so Fast Play leaves it unset.
      lastEndTurn: null,
    });
    expect(shipMoveState(scene, token.id).choice.options.map((o) => o.id)).toEqual([
      'tackComplete:13',
    ]);
    await performManoeuvre(scene, token.id, 'tackComplete:13');
    expect(token.rotation).toBe((headingDegrees(13) + 180) % 360);
    expect((bellona.system as ShipSystemSource).tack.phase).toBe('completed');
    // Two D-8 pivots and no straight move (whole-pixel corners: within a pixel of the core's pose).
    expect(Math.abs(centreMm(scene, token).x - otherTack.x)).toBeLessThanOrEqual(0.2 + 1e-9);
    expect(Math.abs(centreMm(scene, token).y - otherTack.y)).toBeLessThanOrEqual(0.2 + 1e-9);
    expect(shipMoveState(scene, token.id).allowance).toMatchObject({
      allowanceMm: 90,
      halfSpeed: true,
    });
  });

  it('an illegal option and a ship the user does not command are refused, and nothing moves', async () => {
    const { scene, bellona, genereux, alice, world } = await table();
    const token = await placeShip(scene, bellona, 600, -400, 90);
    const enemy = await placeShip(scene, genereux, 1200, -400, 90);
    world.actAs(alice);
    await expect(performManoeuvre(scene, token.id, 'course:0')).rejects.toThrow(
      'That is not a legal course change for this ship this turn.',
    );
    await expect(performManoeuvre(scene, enemy.id, 'hold:4')).rejects.toThrow(
      'You do not command this ship.',
    );
    expect(world.log.filter((l) => l.op === 'update' && l.documentName === 'Token')).toEqual([]);
  });
});

describe('dragging ship tokens', () => {
  it("FP-5.8 a player's drag into another base stops at contact and marks both ships", async () => {
    const { scene, bellona, genereux, alice, world } = await table();
    const token = await placeShip(scene, bellona, 600, -400, 0);
    await placeShip(scene, genereux, 600, -200, 90);
    world.actAs(alice);
    await token.update({ y: token.y - 900 }); // 180 mm north
    await settleCanvasTasks();
    const c = centreMm(scene, token);
    expect(c.y).toBeCloseTo(-400 + 142.5, 0);
    expect((bellona.system as ShipSystemSource).contacts).toHaveLength(1);
    expect((genereux.system as ShipSystemSource).contacts).toHaveLength(1);
    expect(world.notifications.at(-1)?.message).toBe('Stopped at base contact with Généreux.');
  });

  it('a clear drag goes where it was dropped', async () => {
    const { scene, bellona, alice, world } = await table();
    const token = await placeShip(scene, bellona, 600, -400, 0);
    world.actAs(alice);
    await token.update({ x: token.x + 250 });
    await settleCanvasTasks();
    expect(centreMm(scene, token).x).toBeCloseTo(650, 6);
  });

  it('the GM moves freely, even through another base', async () => {
    const { scene, bellona, genereux } = await table();
    const token = await placeShip(scene, bellona, 600, -400, 0);
    await placeShip(scene, genereux, 600, -200, 90);
    await token.update({ y: token.y - 1500 }); // 300 mm north, over the other ship
    await settleCanvasTasks();
    expect(centreMm(scene, token).y).toBeCloseTo(-100, 0);
    expect((bellona.system as ShipSystemSource).contacts).toEqual([]);
  });
});
