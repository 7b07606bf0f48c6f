// SD-262 a hostile player sends the same request twice at once (a console loop, or a double click that
// beats the button's lock): each handler checks the table and then awaits dice and cards before its
// result is on the table, so both passed the check before the referee judged requests one at a time.
// Without the queue in channel.ts each of these tests posted two cards.
import { describe, expect, it } from 'vitest';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { rollAbilita } from '../../src/foundry/turn/flow-abilita.js';
import { sendSignal } from '../../src/foundry/turn/signals.js';
import { britishRoll, exampleBattle } from './support.js';
import { britishAtMoraleWithSignals } from './signals-support.js';
import { princeOrderedBeforeAbilita } from './race-support.js';

/** The outcomes of promises started together, as "ok" or the refusal's message. */
async function outcomes(work: Array<Promise<unknown>>): Promise<string[]> {
  return (await Promise.allSettled(work)).map((r) =>
    r.status === 'fulfilled' ? 'ok' : String((r.reason as Error).message),
  );
}

/** FP-A3 on, the British ships 300 mm apart, at the morale step, Alice acting, dice queued for the receptions. */
async function signalsAtMorale() {
  const b = await exampleBattle();
  await britishAtMoraleWithSignals(b);
  b.w.world.dice.push([4, 4, 4], [4, 4, 4], [4, 4, 4], [4, 4, 4], [4, 4, 4], [4, 4, 4]);
  return b;
}

describe('SD-262 forged: requests that race each other', () => {
  it('FP-3 two Abilità rolls for one ship at once: one card, the second is refused (no better roll to keep)', async () => {
    const { prince } = await princeOrderedBeforeAbilita();
    const told = await outcomes([rollAbilita([prince.uuid]), rollAbilita([prince.uuid])]);
    expect(told.filter((o) => o === 'ok')).toHaveLength(1);
    expect(told).toContain('HMS Prince has already rolled this turn.');
    const cards = cardsOfKind('abilita');
    expect(cards).toHaveLength(1);
    expect(cards[0]!.card.faces).toEqual([1, 1, 1]);
  });

  it('FP-6.2 one broadside fired twice at once (card buttons): one gunnery card, the second is refused', async () => {
    const b = await exampleBattle();
    const roll = await britishRoll(b);
    b.w.world.actAs(b.alice);
    const fire = () =>
      runCardAction(roll.message.id!, 'fire', { index: 0, broadside: 'port' }) as Promise<{
        status: string;
        reason?: string;
      }>;
    const [one, two] = await Promise.all([fire(), fire()]);
    expect([one.status, two.status].sort()).toEqual(['done', 'refused']);
    expect([one, two].find((a) => a.status === 'refused')!.reason).toBe(
      'That broadside of HMS Prince has been fired.',
    );
    expect(cardsOfKind('gunnery')).toHaveLength(1);
  });

  it('FP-A3 two signals from the flagship at once: one card, the second is refused', async () => {
    const b = await signalsAtMorale();
    const prince = b.ships.prince!.uuid;
    const told = await outcomes([
      sendSignal(prince, ['Engage the enemy']),
      sendSignal(prince, ['Close action']),
    ]);
    expect(told.filter((o) => o === 'ok')).toHaveLength(1);
    expect(told.find((o) => o !== 'ok')).toBeTruthy();
    expect(cardsOfKind('signal')).toHaveLength(1);
  });

  it('FP-A3 one signal a side a turn: the flagship and another ship of the side at once, one card', async () => {
    const b = await signalsAtMorale();
    const told = await outcomes([
      sendSignal(b.ships.prince!.uuid, ['Engage the enemy']),
      sendSignal(b.ships.defiance!.uuid, ['General chase']),
    ]);
    expect(told.filter((o) => o === 'ok')).toHaveLength(1);
    expect(cardsOfKind('signal')).toHaveLength(1);
  });

  it('FP-6.2 the GM closes the movement-and-fire step while Alice fires: the broadside is fired once, by one or the other', async () => {
    const b = await exampleBattle();
    const roll = await britishRoll(b);
    b.w.world.actAs(b.alice);
    const fire = runCardAction(roll.message.id!, 'fire', { index: 0, broadside: 'port' });
    b.w.world.actAs(b.gm);
    const next = advanceStep();
    const [aliceFired] = await Promise.all([fire, next]);
    expect(['done', 'refused']).toContain(aliceFired.status);
    expect(cardsOfKind('gunnery')).toHaveLength(1);
  });
});
