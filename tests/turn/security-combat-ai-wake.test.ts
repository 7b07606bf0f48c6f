// Issue 13 / SD-277 / SD-243 the AI seat wakes on a change of the battle's Combat only when a GM wrote
// it (the hook's user id, as the server stamps it). Foundry's server lets a player update any combat's
// round and turn: her forged change (put back by the referee) must not make the AI act, as a GM's
// change of the Combat does. Here the fire toll waits for the French commander (the AI, handed the side
// without a look): a GM's write of the Combat makes it apply its entry; Alice's forged round does not.
import { describe, expect, it } from 'vitest';
import type { FakeCombat } from '../fake-foundry/combat.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { postEndOfPart } from '../../src/foundry/turn/flow-melee-morale.js';
import { setAiSide } from '../../src/foundry/turn/ai-seat/seats.js';
import { aiSeatSettled, wakeOnCombatUpdate } from '../../src/foundry/turn/ai-seat/runner.js';
import { settleCombatPutBack } from '../../src/foundry/turn/combat-put-back.js';
import { BATTLE_FLOW_OPTION } from '../../src/foundry/turn/battle-store.js';
import { asHostileClient } from '../support/foundry.js';
import { forgeryReports } from './security-support.js';
import { frenchMoraleWithFire, tollReady } from './ai-wake-support.js';

const combat = () => (game as unknown as { combat: FakeCombat }).combat;

/** The French morale step with the fire toll posted and Généreux's entry waiting; the AI holds France but has not looked. */
async function tollWaitingForTheAi() {
  const w = await frenchMoraleWithFire();
  // The toll is posted before the side is the AI's (no wake), then the side is handed without a look.
  await postEndOfPart('French');
  await setAiSide(battle(), 'French', true);
  await aiSeatSettled();
  return w;
}

describe('issue 13 / SD-277 the AI seat and a change of the battle’s Combat', () => {
  it('a player’s id never wakes it; a GM’s does', async () => {
    const t = await tollWaitingForTheAi();
    expect(wakeOnCombatUpdate(t.alice.id)).toBe(false);
    await aiSeatSettled();
    expect(tollReady(t.genereux.uuid)).toBe(1);
    expect(wakeOnCombatUpdate(t.gm.id)).toBe(true);
    await aiSeatSettled();
    expect(tollReady(t.genereux.uuid)).toBe(0);
  });

  it('forged: Alice’s round change from a console is put back and does not make the AI act', async () => {
    const t = await tollWaitingForTheAi();
    const round = combat().round;
    t.world.actAs(t.alice);
    await asHostileClient(t.world, () => combat().update({ round: round + 3 }));
    await settleCombatPutBack();
    await aiSeatSettled();
    // Put back and reported to the GMs (SD-277); the toll still waits for its commander.
    expect(combat().round).toBe(round);
    expect(forgeryReports(t.world)).toHaveLength(1);
    expect(tollReady(t.genereux.uuid)).toBe(1);
  });

  it('a GM’s write of the battle’s Combat wakes it: the AI applies its ship’s entry', async () => {
    const t = await tollWaitingForTheAi();
    t.world.actAs(t.gm);
    await combat().update({ round: combat().round }, { [BATTLE_FLOW_OPTION]: true });
    await aiSeatSettled();
    expect(tollReady(t.genereux.uuid)).toBe(0);
  });
});
