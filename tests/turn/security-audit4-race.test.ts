// SD-278 the GM's own requests (a card button the GM clicks, the AI seat's actions: the active GM's
// client runs them without a message) take their turn in the referee's queue like the players'
// (SD-262). Before, a GM's click ran at once, beside a player's request already under way: both passed
// the check ('already rolled') before either result was on the table: the Abilità test posted two cards
// before the fix. The broadside test held before too (the fire handler marks the broadside before it
// awaits anything), and so did applying one damage from both clients (the once-only key); they stay as
// checks that the GM's click and hers are judged one after the other.
import { describe, expect, it } from 'vitest';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { rollAbilita } from '../../src/foundry/turn/flow-abilita.js';
import { britishRoll, exampleBattle } from './support.js';
import { princeOrderedBeforeAbilita } from './race-support.js';

describe('SD-278 a GM’s click and a player’s request at the same moment', () => {
  it('FP-6.2 the GM and Alice fire Prince’s port broadside at once: one gunnery card, the other is refused', async () => {
    const b = await exampleBattle();
    const roll = await britishRoll(b);
    const fire = () =>
      runCardAction(roll.message.id!, 'fire', { index: 0, broadside: 'port' }) as Promise<{
        status: string;
        reason?: string;
      }>;
    const answers = await Promise.all([
      b.w.world.onClient(b.gm, fire),
      b.w.world.onClient(b.alice, fire),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual(['done', 'refused']);
    expect(cardsOfKind('gunnery')).toHaveLength(1);
  });

  it('FP-3 the GM rolls for Prince as Alice does: one Abilità card, the other is refused', async () => {
    const { b, prince } = await princeOrderedBeforeAbilita();
    const told = (
      await Promise.allSettled([
        b.w.world.onClient(b.alice, () => rollAbilita([prince.uuid])),
        b.w.world.onClient(b.gm, () => rollAbilita([prince.uuid])),
      ])
    ).map((r) => r.status);
    expect(told.sort()).toEqual(['fulfilled', 'rejected']);
    expect(cardsOfKind('abilita')).toHaveLength(1);
  });

  it('FP-6.3 the GM and Alice apply the same damage at once: it lands once, the other is told it already did', async () => {
    const b = await exampleBattle();
    const roll = await britishRoll(b);
    b.w.world.actAs(b.alice);
    await runCardAction(roll.message.id!, 'fire', { index: 0, broadside: 'port' });
    const id = cardsOfKind('gunnery')[0]!.message.id!;
    const before = b.ships.scipion!.system.damage.starboard;
    const apply = () => runCardAction(id, 'applyDamage', { recipient: 0 });
    const clicks = await Promise.all([
      b.w.world.onClient(b.gm, apply),
      b.w.world.onClient(b.alice, apply),
    ]);
    expect(clicks.map((c) => c.status).sort()).toEqual(['already', 'applied']);
    expect(b.ships.scipion!.system.damage.starboard).toBe(before + 50);
    expect(b.ships.scipion!.system.history.filter((h) => !h.undone)).toHaveLength(1);
  });
});
