// OR-7 the entangled pair's move on the fake canvas: after a player's collision the GM moves the pair
// by the core's schedule (footnote 19 here: the active ship turns one point away from the wind, then
// both drift); a player may not, and the option off refuses.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../../../tests/fake-foundry/documents.js';
import type { FakeTokenDocument } from '../../../tests/fake-foundry/canvas-embedded.js';
import { canvasWorld, placeShip, shipActor } from '../../../tests/support/canvas-fixtures.js';
import { SYSTEM_ID } from '../constants.js';
import { performManoeuvre } from './moves.js';
import { pxToMm, tokenCentrePx } from './table-ships.js';
import { moveEntangledPair } from './tangle-move.js';
import { shipPanelContext } from './ship-panel-context.js';
import { canvasI18n } from './ui.js';

async function entangledPair() {
  const w = await canvasWorld({ scale: 1200 });
  await w.world.settings.set(SYSTEM_ID, 'entanglement', true);
  const alice = w.player('Alice');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'full', side: 'British' },
  });
  const genereux = await shipActor('Généreux', { system: { sail: 'easy', side: 'French' } });
  const mine = await placeShip(w.scene, bellona, 600, -400, 90);
  const theirs = await placeShip(w.scene, genereux, 800, -400, 0);
  w.world.actAs(alice);
  await performManoeuvre(w.scene, mine.id, 'hold:4');
  return { ...w, alice, mine, theirs };
}

type Grid = { grid: { size: number; distance: number } };
function expectAt(scene: Grid, t: FakeTokenDocument, x: number, y: number): void {
  const c = pxToMm(tokenCentrePx(t, scene.grid), scene.grid);
  expect(Math.abs(c.x - x)).toBeLessThanOrEqual(0.1 + 1e-9);
  expect(Math.abs(c.y - y)).toBeLessThanOrEqual(0.1 + 1e-9);
}

describe('OR-7 the entangled pair moves together', () => {
  it('OR-7 footnote 19: the active ship turns one point away from the wind, dragging the other, then both drift 10 mm (a breeze)', async () => {
    const { scene, world, mine, theirs } = await entangledPair();
    world.actAs(world.activeGM!);
    // After the contact: Bellona (rammer) at (751.875, -400) heading E, Généreux at (809.375, -400) heading N.
    const report = await moveEntangledPair(scene, mine.id, theirs.id, {
      segment: null,
      activeTokenId: mine.id,
    });
    expect(report).toEqual({
      step: { turner: 'rammer', turnDeg: 22.5, move: 'drift' },
      distanceMm: 10,
    });
    const r = (22.5 * Math.PI) / 180;
    expectAt(scene, mine, 751.875, -410);
    expectAt(scene, theirs, 751.875 + 57.5 * Math.cos(r), -400 - 57.5 * Math.sin(r) - 10);
    expect(mine.rotation).toBe(90 + 22.5 + 180);
    expect(theirs.rotation).toBe(22.5 + 180);
  });

  it('OR-7 the rammed ship with the wind dead ahead does not turn; both still drift', async () => {
    const { scene, world, mine, theirs } = await entangledPair();
    world.actAs(world.activeGM!);
    const report = await moveEntangledPair(scene, theirs.id, mine.id, {
      segment: null,
      activeTokenId: theirs.id,
    });
    expect(report.step).toEqual({ turner: 'rammed', turnDeg: 0, move: 'drift' });
    expectAt(scene, theirs, 809.375, -410);
  });

  it('OR-7 a player may not move the pair; the GM is refused when the option is off', async () => {
    const { scene, world, mine, theirs } = await entangledPair();
    await expect(
      moveEntangledPair(scene, mine.id, theirs.id, { segment: null, activeTokenId: mine.id }),
    ).rejects.toThrow('Only the GM moves entangled ships.');
    world.actAs(world.activeGM!);
    await world.settings.set(SYSTEM_ID, 'entanglement', false);
    await expect(
      moveEntangledPair(scene, mine.id, theirs.id, { segment: null, activeTokenId: mine.id }),
    ).rejects.toThrow('Full-game collisions are off in this world.');
  });

  it('OR-7 the ship panel offers the GM the pair move (one per segment with the two-segment turn), a player none', async () => {
    const { scene, world, mine, theirs } = await entangledPair();
    const moves = () => shipPanelContext(scene, mine.id, canvasI18n()).contacts[0]!.tangleMoves;
    expect(moves()).toEqual([]);
    world.actAs(world.activeGM!);
    expect(moves()).toEqual([
      { label: 'Move the entangled pair', otherTokenId: theirs.id, segment: '' },
    ]);
    await world.settings.set(SYSTEM_ID, 'twoSegmentTurn', true);
    expect(moves().map((m) => m.segment)).toEqual(['1', '2']);
    expect(shipPanelContext(scene, mine.id, canvasI18n()).contacts[0]!.entangled).toBe('entangled');
  });
});
