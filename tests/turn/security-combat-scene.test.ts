// SD-285 the battle's scene is its Combat's own. The battle store links the Combat to the scene the battle
// began on; a GM may unlink it in the core tracker, after which core shows it from every scene (so
// `game.combat` is still the battle's while the GM views another). The referee then read and wrote the
// scene the GM views: at a new turn it cleared the movement histories of the ships on that scene (a
// harbour holding a token of the same ship) and left the battle's, so the drag ruler added last turn's
// move to this turn's allowance (FP-5). It now keeps to the battle's scene (its combatants' scene).
import { describe, expect, it } from 'vitest';
import { installCombat, type FakeCombat } from '../fake-foundry/combat.js';
import { createScene, type FakeScene } from '../fake-foundry/canvas.js';
import { seaSceneData } from '../../src/foundry/canvas/scene-setup.js';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { battleScene } from '../../src/foundry/turn/scene-table.js';
import { canvasWorld, placeShip } from '../support/canvas-fixtures.js';
import { bellonaAgainstGenereux } from '../support/two-ship-battle.js';

const combat = () => (game as unknown as { combat: FakeCombat }).combat;
const view = (scene: FakeScene) =>
  (globalThis as unknown as { canvas: { view(s: FakeScene): void } }).canvas.view(scene);

const MOVED = [
  { x: 1000, y: 1000, movementId: 'm1' },
  { x: 1200, y: 1000, movementId: 'm1' },
];

async function battleThenHarbour() {
  const w = await bellonaAgainstGenereux();
  const { bel, gen, genereux } = w;
  // The GM unlinks the Combat from its scene, then looks at a harbour with another token of Généreux.
  await combat().update({ scene: null });
  const harbour = createScene({ name: 'Harbour', ...seaSceneData(1200) });
  const moored = await placeShip(harbour, genereux, 300, 300, 0);
  for (const t of [bel, gen, moored]) t.updateSource({ _movementHistory: MOVED });
  return { ...w, harbour, bel, gen, moored };
}

describe('SD-285 the battle’s scene is its Combat’s own, not the one the GM views', () => {
  it('an unlinked battle Combat: the battle’s scene is its combatants’ while the GM views the harbour', async () => {
    const t = await battleThenHarbour();
    expect(combat().scene).toBeNull();
    expect(battleScene()).toBe(t.scene);
    view(t.scene);
    expect(battleScene()).toBe(t.scene);
  });

  it('the new turn’s history clearing goes to the battle’s ships, the harbour’s token is left alone', async () => {
    const t = await battleThenHarbour();
    const turn = battle().turn;
    t.world.dice.push(...Array.from({ length: 20 }, () => [4, 4, 4]));
    for (let i = 0; i < 40 && battle().turn === turn; i++) await advanceStep();
    expect(battle().turn).toBe(turn + 1);
    expect(t.bel.movementHistory).toHaveLength(0);
    expect(t.gen.movementHistory).toHaveLength(0);
    expect(t.moored.movementHistory).toHaveLength(2);
  });

  it('no battle Combat (a battle being begun): the scene this client views', async () => {
    const w = await canvasWorld();
    installCombat();
    registerTurn();
    expect(battleScene()).toBe(w.scene);
  });
});
