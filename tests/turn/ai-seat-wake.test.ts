// Issue 13 / SD-205 the AI seat is woken by a new card, not only by a step change: at the morale step
// the GM posts the part's fire toll after the AI last looked, and the AI applies its burning ship's
// entry at once, as its commander would. Only a genuine card wakes it (its server-stamped author a
// GM); a card a player forges, or the AI's own log, does not.
import { describe, expect, it } from 'vitest';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { CARD_TYPE } from '../../src/foundry/chat/card-model.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { postEndOfPart } from '../../src/foundry/turn/flow-melee-morale.js';
import {
  aiSeatSettled,
  toggleAiSeat,
  wakeOnNewCard,
} from '../../src/foundry/turn/ai-seat/runner.js';
import { frenchMoraleWithFire, tollReady } from './ai-wake-support.js';

describe('issue 13 SD-205 the AI seat woken by a new card', () => {
  it('FP-4.4 the GM posts the fire toll after the AI looked: the AI applies its ship’s entry at once', async () => {
    const t = await frenchMoraleWithFire();
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(cardsOfKind('endOfPart')).toHaveLength(0);
    await postEndOfPart('French');
    await aiSeatSettled();
    const [toll] = cardsOfKind('endOfPart');
    expect(toll!.card.entries.map((e) => e.actorUuid)).toContain(t.genereux.uuid);
    expect(tollReady(t.genereux.uuid)).toBe(0);
    // Still the morale step: the AI applied it, not the referee's close.
    expect(battle().step).toBe('morale');
  });

  it('without the AI the entry waits for its commander (the check above can fail)', async () => {
    const t = await frenchMoraleWithFire();
    await postEndOfPart('French');
    await aiSeatSettled();
    expect(tollReady(t.genereux.uuid)).toBe(1);
  });

  it('forged: a card a player creates, the AI’s own log, or a plain message does not wake it', async () => {
    const t = await frenchMoraleWithFire();
    await toggleAiSeat('French');
    await aiSeatSettled();
    const create = (data: object) =>
      (ChatMessage as unknown as { create(d: object): Promise<ChatMessage.Implementation> }).create(
        data,
      );
    // Alice posts a fire toll of her own making for the French ship (a card of the right shape).
    t.world.actAs(t.alice);
    const forged = await create({
      type: CARD_TYPE,
      system: {
        card: {
          kind: 'endOfPart',
          turn: 1,
          side: 'French',
          entries: [
            {
              actorUuid: t.genereux.uuid,
              name: 'Généreux',
              cause: 'fire',
              neighbours: [],
            },
          ],
        },
      },
    });
    t.world.actAs(t.gm);
    await aiSeatSettled();
    expect(wakeOnNewCard(forged)).toBe(false);
    // Nothing applied from it: the ship still burns as before.
    expect(t.genereux.system.fires).toEqual({ hull: 1, rigging: 0 });
    const log = await create({
      type: CARD_TYPE,
      system: {
        card: {
          kind: 'aiCaptain',
          turn: 1,
          side: 'French',
          step: 'orders',
          segment: null,
          ship: { actorUuid: t.genereux.uuid, name: 'Généreux' },
          lines: [],
        },
      },
    });
    expect(wakeOnNewCard(log)).toBe(false);
    expect(wakeOnNewCard(await create({ content: 'hello' }))).toBe(false);
    // The genuine toll, posted by the GM, does.
    const genuine = await postEndOfPart('French');
    expect(wakeOnNewCard(genuine.message)).toBe(true);
    await aiSeatSettled();
  });
});
