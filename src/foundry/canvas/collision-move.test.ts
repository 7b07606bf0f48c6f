// OR-7 on the fake canvas: a player's manoeuvre into an enemy stops at contact, then the referee
// applies the move after contact to both tokens and records the pair as entangled; the option off
// changes nothing; a player cannot write the other ship's token nor the entangled records.
import { asHostileClient } from '../../../tests/support/foundry.js';
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../../../tests/fake-foundry/documents.js';
import type { FakeTokenDocument } from '../../../tests/fake-foundry/canvas-embedded.js';
import { canvasWorld, placeShip, shipActor } from '../../../tests/support/canvas-fixtures.js';
import { SYSTEM_ID } from '../constants.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import { settleShipGuard } from '../referee/ship-guard.js';
import { entangledWith } from './collision-move.js';
import { performManoeuvre } from './moves.js';
import { pxToMm, tokenCentrePx } from './table-ships.js';

async function table(entanglement: boolean) {
  const w = await canvasWorld({ scale: 1200 });
  if (entanglement) await w.world.settings.set(SYSTEM_ID, 'entanglement', true);
  const alice = w.player('Alice');
  const bob = w.player('Bob');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'full', side: 'British' },
  });
  const genereux = await shipActor('Généreux', {
    ownership: { [bob.id]: OWNERSHIP.OWNER },
    system: { sail: 'easy', side: 'French' },
  });
  // Bellona heads E on a beam reach (wind N), Généreux lies across her bow heading N.
  const mine = await placeShip(w.scene, bellona, 600, -400, 90);
  const theirs = await placeShip(w.scene, genereux, 800, -400, 0);
  return { ...w, alice, bob, bellona, genereux, mine, theirs };
}

type Grid = { grid: { size: number; distance: number } };

/** Whole-pixel token corners: within half a pixel (0.1 mm at 1:1200). */
function expectAt(scene: Grid, t: FakeTokenDocument, x: number, y: number): void {
  const c = pxToMm(tokenCentrePx(t, scene.grid), scene.grid);
  expect(Math.abs(c.x - x)).toBeLessThanOrEqual(0.1 + 1e-9);
  expect(Math.abs(c.y - y)).toBeLessThanOrEqual(0.1 + 1e-9);
}

describe('OR-7 the move after contact on the canvas', () => {
  it('OR-7 C1: a player sails square into an enemy amidships; the referee turns her bow to the mainmast and pushes the enemy 1/4 of the 37.5 mm left', async () => {
    const { scene, world, alice, bellona, genereux, mine, theirs } = await table(true);
    world.actAs(alice);
    const report = await performManoeuvre(scene, mine.id, 'hold:4');
    expect(report.outcome.movedMm).toBeCloseTo(142.5, 6);
    expect(report.contactMove?.result).toMatchObject({ zone: 'C1', squareOn: true });
    expect(report.contactMove?.result.movedMm).toBeCloseTo(37.5 / 4, 9);
    // Généreux (x 780..820) pushed east 9.375 mm; Bellona's bow stays on her side.
    expectAt(scene, theirs, 809.375, -400);
    expectAt(scene, mine, 751.875, -400);
    expect(theirs.rotation).toBe(180);
    // Every token write is the referee's (the GM's client), Généreux's included.
    const tokenWriters = world.log
      .filter((l) => l.op === 'update' && l.documentName === 'Token')
      .map((l) => [l.id, l.userId]);
    expect(tokenWriters.every(([, u]) => u === world.activeGM!.id)).toBe(true);
    expect(tokenWriters.map(([id]) => id)).toContain(theirs.id);
    // Both ships are entangled: who rammed whom, each one's sail before, the turn (free play: none).
    expect((bellona.system as ShipSystemSource).tangles).toEqual([
      { actorId: genereux.id, rammer: true, sailBefore: 'full', turn: null },
    ]);
    expect((genereux.system as ShipSystemSource).tangles).toEqual([
      { actorId: bellona.id, rammer: false, sailBefore: 'easy', turn: null },
    ]);
    expect(entangledWith(genereux.system as ShipSystemSource).map((t) => t.actorId)).toEqual([
      bellona.id,
    ]);
  });

  it('OR-7 off: the ship stops at the contact and nothing else moves', async () => {
    const { scene, world, alice, bellona, mine, theirs } = await table(false);
    world.actAs(alice);
    const report = await performManoeuvre(scene, mine.id, 'hold:4');
    expect(report.contactMove).toBeNull();
    expectAt(scene, theirs, 800, -400);
    expectAt(scene, mine, 600 + 142.5, -400);
    expect((bellona.system as ShipSystemSource).tangles).toEqual([]);
  });

  it("OR-7 a player cannot move the other ship's token nor write the entangled records", async () => {
    const { scene, world, alice, bellona, genereux, mine, theirs } = await table(true);
    world.actAs(alice);
    await performManoeuvre(scene, mine.id, 'hold:4');
    const before = { x: theirs.x, y: theirs.y };
    await expect(theirs.update({ x: theirs.x + 200 })).rejects.toThrow();
    expect({ x: theirs.x, y: theirs.y }).toEqual(before);
    // Alice's own ship: the tangle record is the referee's. An honest client refuses the write; a
    // hostile one that skips its hooks is put back by the GM's client.
    await bellona.update({ 'system.tangles': [] } as Record<string, unknown>);
    expect((bellona.system as ShipSystemSource).tangles).toHaveLength(1);
    await asHostileClient(world, async () => {
      await bellona.update({ 'system.tangles': [] } as Record<string, unknown>);
    });
    await settleShipGuard();
    expect((bellona.system as ShipSystemSource).tangles).toHaveLength(1);
    expect(entangledWith(genereux.system as ShipSystemSource)).toHaveLength(1);
  });
});
