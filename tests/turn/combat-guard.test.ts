// The core combat tracker and the battle: its round and turn buttons would change the battle's Combat
// behind the flow's back, so only the flow's own writes change round or turn; other changes are
// refused with a word to the GM, and the round stays the battle's turn.
import { describe, expect, it } from 'vitest';
import type { FakeCombat } from '../fake-foundry/combat.js';
import { advanceStep, beginBattle, endBattle } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { exampleBattle } from './support.js';

const combat = () => (game as unknown as { combat: FakeCombat }).combat;

async function begun() {
  const b = await exampleBattle();
  await beginBattle(Object.values(b.ships) as unknown as Actor.Implementation[], [
    'British',
    'French',
  ]);
  return b;
}

describe("the core tracker cannot move the battle's Combat", () => {
  it('Next round, Previous round, Next turn and Previous turn are refused with a notice; the round stays the turn', async () => {
    const b = await begun();
    expect(combat().round).toBe(1);
    for (const button of ['nextRound', 'previousRound', 'nextTurn', 'previousTurn'] as const) {
      b.w.world.notifications.length = 0;
      await combat()[button]();
      expect(combat().round).toBe(1);
      expect(combat().turn).toBeNull();
      expect(b.w.world.notifications).toEqual([
        {
          type: 'warn',
          message:
            'The battle advances from its turn tracker (Next step), not from the combat tracker.',
        },
      ]);
    }
    expect(battle()).toMatchObject({ turn: 1, sideIndex: 0, step: 'orders' });
  });

  it("the flow's own steps still advance the round with the turn, and other updates pass", async () => {
    const b = await begun();
    for (let i = 0; i < 12 && battle().turn === 1; i++) await advanceStep();
    expect(battle().turn).toBe(2);
    expect(combat().round).toBe(2);
    await combat().update({ 'flags.world.note': 'x' });
    expect(combat().getFlag('world', 'note')).toBe('x');
    expect(b.w.world.notifications.filter((n) => n.type === 'warn')).toEqual([]);
  });

  it("once the battle is over, the combat is the GM's again", async () => {
    await begun();
    await endBattle();
    await combat().nextRound();
    expect(combat().round).toBe(2);
  });
});
