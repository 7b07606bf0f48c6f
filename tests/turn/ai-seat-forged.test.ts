// Issue 13 the AI seat, forged input (split from ai-seat.test.ts, same describe): a player cannot hand a
// side to the AI, nor make it skip a ship by posting an AI card.
import { describe, expect, it } from 'vitest';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { AI_SEATS_SETTING, aiSides } from '../../src/foundry/turn/ai-seat/seats.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';
import { aiCards, battleOnTable } from './ai-seat-support.js';

describe('issue 13 the AI seat: the AI captain plays a side through the player path', () => {
  it('forged: a player cannot hand a side to the AI, by the tracker call or by writing the setting', async () => {
    const t = await battleOnTable();
    t.world.actAs(t.alice);
    await expect(toggleAiSeat('French')).rejects.toThrow(
      game.i18n!.localize('SCA.Turn.Error.GMOnly'),
    );
    await expect(
      t.world.settings.set(SYSTEM_ID, AI_SEATS_SETTING, {
        combatId: (game as unknown as { combat: { id: string } }).combat.id,
        sides: ['French'],
      }),
    ).rejects.toThrow(/may not change/);
    expect(aiSides()).toEqual([]);
    // Nothing was played for either side.
    await aiSeatSettled();
    expect(aiCards()).toHaveLength(0);
    expect(t.genereux.system.orders.firePort).toBe('');
  });

  it('forged: an AI card posted by a player does not make the AI skip a ship', async () => {
    const t = await battleOnTable();
    t.world.actAs(t.alice);
    const { CARD_TYPE } = await import('../../src/foundry/chat/card-model.js');
    await (ChatMessage as unknown as { create(d: object): Promise<unknown> })
      .create({
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
      })
      .catch(() => null);
    t.world.actAs(t.gm);
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(aiCards('orders').map((c) => c.card.ship.name)).toEqual(['Généreux', 'Guillaume Tell']);
    expect(t.genereux.system.orders.turn).toBe(1);
  });
});
