// Issue 13 / SD-220 forged input (split from ai-seat-boarding.test.ts): a player cannot make the AI
// board, by handing it a side, writing her ship struck or the AI ship's parties ready, boarding for the AI
// ship, or posting a melee card.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { startMelee } from '../../src/foundry/turn/flow-melee-morale.js';
import { aiSides } from '../../src/foundry/turn/ai-seat/seats.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';
import { settleShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { asHostileClient } from '../support/foundry.js';
import {
  CRIPPLED,
  type SystemOverrides,
  aiCard,
  alongside,
  toFrench,
} from './ai-seat-boarding-support.js';

describe('issue 13 SD-220 forged: a player cannot make the AI board', () => {
  it('forged: a player cannot hand a side over; nor write her ship struck, or the AI ship’s parties ready, to lure it aboard', async () => {
    const t = await alongside({}, { crew: 'elite' } as SystemOverrides);
    t.world.actAs(t.alice);
    await expect(toggleAiSeat('French')).rejects.toThrow(
      game.i18n!.localize('SCA.Turn.Error.GMOnly'),
    );
    expect(aiSides()).toEqual([]);
    const bob = t.player('Bob');
    t.world.actAs(t.gm);
    await t.genereux.update({ ownership: { [bob.id]: OWNERSHIP.OWNER } });
    t.world.actAs(t.alice);
    await asHostileClient(t.world, async () => {
      await t.bellona.update({ 'system.status.struck': true });
    });
    t.world.actAs(bob);
    await asHostileClient(t.world, async () => {
      await t.genereux.update({ 'system.boarding.partiesReady': true });
    });
    await settleShipGuard();
    expect(t.bellona.system.status.struck).toBe(false);
    expect(t.genereux.system.boarding.partiesReady).toBe(false);
    expect(t.world.messages.contents.filter((m) => m.content.includes('tried'))).toHaveLength(2);
    // Handed over by the GM, the AI reads the referee's data: an elite enemy afloat, so it unfouls.
    t.world.actAs(t.gm);
    t.world.dice.push([5, 5, 5], [2, 2, 1], [3, 3, 3], [3, 3, 3]);
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(t.genereux.system.orders).toMatchObject({ unfoul: true, prepareBoarding: false });
    await toFrench(t, 'boarding');
    await aiSeatSettled();
    expect(cardsOfKind('melee', () => true)).toHaveLength(0);
    expect(t.bellona.system.side).toBe('British');
  });

  it('forged: a player cannot board for the AI ship, and a melee card a player posts neither wakes it nor stops its melee', async () => {
    const t = await alongside({ crew: 'elite' }, CRIPPLED);
    t.world.dice.push([5, 5, 5], [2, 2, 1], [6, 6, 5], [3, 3, 3], [3, 3, 3]);
    await toggleAiSeat('French');
    await aiSeatSettled();
    await toFrench(t, 'moveFire');
    // The boarding step is not open yet, and Alice does not command Généreux anyway.
    t.world.actAs(t.alice);
    await expect(startMelee(t.genereux.uuid, t.bellona.uuid)).rejects.toThrow();
    const { CARD_TYPE } = await import('../../src/foundry/chat/card-model.js');
    await (ChatMessage as unknown as { create(d: object): Promise<unknown> })
      .create({
        type: CARD_TYPE,
        system: {
          card: {
            kind: 'melee',
            turn: 1,
            side: 'British',
            attacker: { actorUuid: t.bellona.uuid, name: 'Bellona' },
            defender: { actorUuid: t.genereux.uuid, name: 'Généreux' },
            attackerSupports: [],
            defenderSupports: [],
            withoutMelee: true,
            faces: null,
            own: { crew: 'poor', initialBf: 7, dcLost: 0, supports: 0 },
            enemy: { crew: 'elite', initialBf: 7, dcLost: 0, supports: 0 },
            meleeDamage: false,
            defenderSide: 'French',
          },
        },
      })
      .catch(() => null);
    // The forged card is in the chat (a player may post a message), but it is no referee's card.
    const forged = t.world.messages.contents.filter(
      (m) =>
        m.author === t.alice.id &&
        (m.system as { card?: { kind?: string } }).card?.kind === 'melee',
    );
    expect(forged).toHaveLength(1);
    await aiSeatSettled();
    expect(cardsOfKind('melee', () => true)).toHaveLength(0);
    expect(aiCard('boarding')).toBeUndefined();
    // The GM opens the boarding step: the AI boards as the referee's record says, and takes her.
    await toFrench(t, 'boarding');
    await aiSeatSettled();
    expect(cardsOfKind('melee', () => true)).toHaveLength(1);
    expect(t.bellona.system.side).toBe('French');
    expect(t.genereux.system.side).toBe('French');
  });
});
