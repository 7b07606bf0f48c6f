// A hostile player against what the referee wrote this session: SD-242 the melee partner the referee
// records (boarding.meleeWith, which the AI seat reads), and SD-243 the AI seat woken by a GM's change
// of a card: a player's update of the referee's card is refused by the server (BaseChatMessage: only
// its author or a GM may update it) so no update is broadcast that could wake the AI or feed it data.
import { describe, expect, it } from 'vitest';
import { CARD_TYPE } from '../../src/foundry/chat/card-model.js';
import { postCard } from '../../src/foundry/chat/messages.js';
import type { Card } from '../../src/foundry/chat/card-data.js';
import { settleShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { PermissionError } from '../fake-foundry/documents.js';
import { asHostileClient } from '../support/foundry.js';
import { beginExample, exampleBattle } from './support.js';
import { forgeryReports } from './security-support.js';

/** A signal card of the British (a genuine one when the GM posts it). */
function signalCard(b: Awaited<ReturnType<typeof exampleBattle>>): Card {
  return {
    kind: 'signal',
    turn: 1,
    side: 'British',
    mode: 'fastPlay',
    sender: { actorUuid: b.ships.prince!.uuid, name: 'HMS Prince' },
    senderUserId: b.alice.id,
    elements: ['Engage the enemy'],
    entries: [],
  } as unknown as Card;
}

describe('SD-242 forged: the melee partner the referee records', () => {
  it('Alice writes Prince’s melee partner: refused by an honest client, put back by the GM’s client, the GMs told', async () => {
    const b = await exampleBattle();
    await beginExample(b);
    const prince = b.ships.prince!;
    b.w.world.actAs(b.alice);
    await prince.update({ 'system.boarding.meleeWith': b.ships.foudroyant!.id });
    expect(prince.system.boarding.meleeWith).toBe('');
    await asHostileClient(b.w.world, () =>
      prince.update({ 'system.boarding.meleeWith': b.ships.foudroyant!.id }),
    );
    await settleShipGuard();
    expect(prince.system.boarding.meleeWith).toBe('');
    expect(forgeryReports(b.w.world).some((c) => c.includes('Alice'))).toBe(true);
  });
});

describe('SD-243 forged: a player’s update of a card', () => {
  it('the referee’s card updated by Alice (honest or forced): the server refuses it, nothing is broadcast, the card unchanged', async () => {
    const b = await exampleBattle();
    await beginExample(b);
    const card = signalCard(b);
    const { message } = await postCard(card as never);
    const updates: string[] = [];
    Hooks.on('updateChatMessage', ((_m: unknown, _c: unknown, _o: unknown, userId: string) => {
      updates.push(userId);
    }) as never);
    b.w.world.actAs(b.alice);
    const edit = () =>
      message.update({ 'system.card.elements': ['Retreat'] } as never) as Promise<unknown>;
    await expect(edit()).rejects.toThrow(PermissionError);
    let forced: Promise<unknown> = Promise.resolve();
    await asHostileClient(b.w.world, async () => {
      forced = edit();
    });
    await expect(forced).rejects.toThrow(PermissionError);
    expect(updates).toEqual([]);
    expect((message.system as unknown as { card: { elements: string[] } }).card.elements).toEqual([
      'Engage the enemy',
    ]);
    // A GM's update is the server's to accept (the check above can fail).
    b.w.world.actAs(b.gm);
    await message.update({ 'system.card.elements': ['Retreat'] } as never);
    expect(updates.length).toBeGreaterThan(0);
    expect(new Set(updates)).toEqual(new Set([b.gm.id]));
  });

  it('Alice cannot hand her own look-alike card to a GM (the author the AI seat trusts)', async () => {
    const b = await exampleBattle();
    b.w.world.actAs(b.alice);
    const create = (data: object) =>
      (ChatMessage as unknown as { create(d: object): Promise<ChatMessage.Implementation> }).create(
        data,
      );
    const forged = await create({
      type: CARD_TYPE,
      system: { card: signalCard(b) },
    });
    await expect(forged.update({ author: b.gm.id } as never)).rejects.toThrow(PermissionError);
    await expect(create({ type: CARD_TYPE, author: b.gm.id })).rejects.toThrow(PermissionError);
    expect((forged as unknown as { author: string }).author).toBe(b.alice.id);
  });
});
