// FP-5 the allowance is per turn: at each new turn of the battle the GM clears the movement history
// of every ship token (core clears it only when a combatant's turn starts, which the battle never does).
import { describe, expect, it } from 'vitest';
import { installCombat } from '../../../tests/fake-foundry/combat.js';
import { createActor } from '../../../tests/support/foundry.js';
import { registerTurn } from '../turn/register.js';
import { advanceStep, beginBattle } from '../turn/battle.js';
import { battle } from '../turn/flow.js';
import { clearShipMovementHistories } from './movement-history.js';
import { canvasWorld, placeShip, shipActor } from '../../../tests/support/canvas-fixtures.js';

const MOVED = [
  { x: 1000, y: 1000 },
  { x: 1000, y: 600 },
];

async function table() {
  const w = await canvasWorld();
  installCombat();
  registerTurn();
  const victory = await shipActor('Victory', { system: { side: 'British' } });
  const redoutable = await shipActor('Redoutable', { system: { side: 'French' } });
  const rock = await createActor({ name: 'Rock', type: 'fort' });
  const a = await placeShip(w.scene, victory, 600, -400);
  const b = await placeShip(w.scene, redoutable, 300, -400);
  const [c] = await w.scene.createEmbeddedDocuments('Token', [
    { name: 'Rock', actorId: rock.id, x: 100, y: 100 },
  ]);
  for (const t of [a, b, c!]) (t as typeof a).updateSource({ _movementHistory: MOVED });
  return { ...w, victory, redoutable, tokens: [a, b, c as typeof a] };
}

describe('FP-5 movement history per turn', () => {
  it('clears the history of the ship tokens only, as the GM', async () => {
    const { scene, tokens } = await table();
    expect(await clearShipMovementHistories(scene)).toBe(2);
    expect(tokens.map((t) => t.movementHistory.length)).toEqual([0, 0, 2]);
    expect(await clearShipMovementHistories(scene)).toBe(0);
    expect(await clearShipMovementHistories(null)).toBe(0);
  });

  it("a new turn of the battle clears every ship token's history; steps within a turn do not", async () => {
    const { tokens, victory, redoutable } = await table();
    await beginBattle([victory, redoutable] as unknown as Actor.Implementation[], [
      'British',
      'French',
    ]);
    expect(tokens.map((t) => t.movementHistory.length)).toEqual([0, 0, 2]);
    for (const t of tokens) t.updateSource({ _movementHistory: MOVED });
    while (battle().turn === 1 && !(battle().sideIndex === 1 && battle().step === 'morale')) {
      await advanceStep();
      expect(tokens[0]!.movementHistory.length).toBe(2);
    }
    await advanceStep();
    expect(battle().turn).toBe(2);
    expect(tokens.map((t) => t.movementHistory.length)).toEqual([0, 0, 2]);
  });
});
