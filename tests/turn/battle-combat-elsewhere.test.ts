// SD-287 the battle's Combat is found wherever the client looks. In Foundry `game.combat` is the
// tracker's viewed encounter, which follows the scene the client views: a battle Combat linked to the
// battle's scene is not it while the GM looks at another scene (a harbour, the next scenario). The
// referee then found no battle: it refused every request and the GM's step controls, and the AI seat
// stopped. Here `game.combat` is made what core gives on the other scene (null, or that scene's own
// encounter) and the battle must still be found, read and advanced.
import { describe, expect, it } from 'vitest';
import type { FakeCombat } from '../fake-foundry/combat.js';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { battleCombat } from '../../src/foundry/turn/battle-store.js';
import { battle, battleOrNull } from '../../src/foundry/turn/flow.js';
import { battleScene } from '../../src/foundry/turn/scene-table.js';
import { bellonaAgainstGenereux } from '../support/two-ship-battle.js';

/** What core's game.combat gives while this client views another scene. */
function lookElsewhere(viewed: FakeCombat | null): void {
  Object.defineProperty(game, 'combat', { configurable: true, get: () => viewed });
}

async function battleOnItsScene() {
  const t = await bellonaAgainstGenereux();
  return { ...t, battleCombatDoc: (game as unknown as { combat: FakeCombat }).combat };
}

describe('SD-287 the battle’s Combat while the client views another scene', () => {
  it('no encounter viewed there: the battle is still read, its scene kept, and the GM advances it', async () => {
    const t = await battleOnItsScene();
    const turn = battle().turn;
    lookElsewhere(null);
    expect(battleCombat()).toBe(t.battleCombatDoc);
    expect(battleOrNull()?.turn).toBe(turn);
    expect(battleScene()).toBe(t.scene);
    t.world.dice.push(...Array.from({ length: 20 }, () => [4, 4, 4]));
    for (let i = 0; i < 40 && battle().turn === turn; i++) await advanceStep();
    expect(battle().turn).toBe(turn + 1);
  });

  it('another scene’s own encounter viewed: the battle is the Combat that holds it, not the viewed one', async () => {
    const t = await battleOnItsScene();
    const skirmish = (await (
      globalThis as unknown as { Combat: { create(d: object): Promise<FakeCombat> } }
    ).Combat.create({ active: true, round: 3 })) as FakeCombat;
    lookElsewhere(skirmish);
    expect(battleCombat()).toBe(t.battleCombatDoc);
    expect(battleOrNull()?.turn).toBe(1);
  });

  it('the viewed Combat holds a battle: it is the one, whatever the world holds', async () => {
    const t = await battleOnItsScene();
    lookElsewhere(t.battleCombatDoc);
    expect(battleCombat()).toBe(t.battleCombatDoc);
  });

  it('two battles elsewhere and none viewed: no battle is guessed', async () => {
    const t = await battleOnItsScene();
    const flags = t.battleCombatDoc.flags as Record<string, unknown>;
    await (
      globalThis as unknown as { Combat: { create(d: object): Promise<FakeCombat> } }
    ).Combat.create({ active: false, round: 1, flags: structuredClone(flags) });
    lookElsewhere(null);
    expect(battleCombat()).toBeNull();
    expect(battleOrNull()).toBeNull();
  });
});
