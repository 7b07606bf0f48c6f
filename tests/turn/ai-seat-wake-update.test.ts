// Issue 13 / SD-243 the AI seat is woken by a GM's change of an existing card, not only by a new one:
// the French broadside has a target in each half (D-18) and waits for its commander's choice; the GM
// makes it, the referee updates the card, and the AI - its commander now - applies the damage at once,
// without a step change. A player's update of a card (a look-alike of her own, or any update the
// server stamps with her id) does not wake it, nor does a GM's update that leaves the card's data alone.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { cardView, viewContextOf } from '../../src/foundry/chat/render.js';
import type { Card } from '../../src/foundry/chat/card-data.js';
import { CARD_TYPE } from '../../src/foundry/chat/card-model.js';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { advanceStep, beginBattle } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { chooseGunneryTarget } from '../../src/foundry/turn/flow-fire.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { actionsOf } from '../../src/foundry/turn/compulsory.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import {
  aiSeatSettled,
  toggleAiSeat,
  wakeOnCardUpdate,
} from '../../src/foundry/turn/ai-seat/runner.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';

/**
 * Généreux (French, no player) heading east; Bellona ahead of her beam and Audacious abaft it, both
 * Alice's, both off her port side: her port broadside has a target in each half. The GM plays the
 * French part by hand up to the broadside, which waits for the choice of target.
 */
async function choiceWaiting() {
  const w = await canvasWorld();
  installCombat();
  registerTurn();
  const alice = w.player('Alice');
  const british = (name: string) =>
    shipActor(name, {
      ownership: { [alice.id]: OWNERSHIP.OWNER },
      system: { sail: 'easy', side: 'British', crew: 'average' },
    });
  const bellona = await british('Bellona');
  const audacious = await british('Audacious');
  const genereux = await shipActor('Généreux', {
    system: { side: 'French', sail: 'easy', crew: 'average' },
  });
  const gen = await placeShip(w.scene, genereux, 600, -400, 90);
  const bel = await placeShip(w.scene, bellona, 760, -150, 90);
  const aud = await placeShip(w.scene, audacious, 420, -150, 90);
  w.world.actAs(w.gm);
  await beginBattle(
    [genereux, bellona, audacious] as never,
    ['French', 'British'],
    [
      { tokenId: gen.id, actorId: genereux.id },
      { tokenId: bel.id, actorId: bellona.id },
      { tokenId: aud.id, actorId: audacious.id },
    ],
  );
  w.world.dice.push(...Array.from({ length: 12 }, () => [5, 5, 4]));
  expect(await saveOrders(genereux.uuid, { firePort: 'hull' })).toEqual([]);
  await advanceStep();
  const abilita = await rollAbilita([genereux.uuid]);
  while (battle().step !== 'moveFire') await advanceStep();
  const fired = await runCardAction(abilita.message.id!, 'fire', { index: 0, broadside: 'port' });
  const gunnery = cardsOfKind('gunnery', (c) => c.turn === 1 && c.side === 'French')[0]!;
  expect(fired.status).toBe('done');
  expect(gunnery.card.choices.sort()).toEqual([bellona.uuid, audacious.uuid].sort());
  expect(gunnery.card.targetUuid).toBeNull();
  return { ...w, alice, bellona, audacious, genereux, gunnery: gunnery.message };
}

/** The damage buttons of the French broadside still ready for its (French) commander. */
function damageReady(frenchUuid: string): number {
  const viewer = { isGM: false, owns: (uuid: string) => uuid === frenchUuid };
  let ready = 0;
  for (const { message, card } of cardsOfKind('gunnery', (c) => c.side === 'French')) {
    const ctx = { ...viewContextOf(message, card as Card, game.user as never), viewer };
    for (const a of actionsOf(cardView(card as Card, ctx)))
      if (a.action === 'applyDamage' && a.state === 'ready') ready++;
  }
  return ready;
}

const hullLost = (a: { system: { damage: { port: number; starboard: number } } }) =>
  a.system.damage.port + a.system.damage.starboard;

describe('issue 13 SD-243 the AI seat woken by a GM’s change of a card', () => {
  it('D-18 the GM settles the target of the AI ship’s broadside: the AI applies the damage at once, in the same step', async () => {
    const t = await choiceWaiting();
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(damageReady(t.genereux.uuid)).toBe(0);
    const before = hullLost(t.bellona);
    await chooseGunneryTarget(t.gunnery.id!, t.bellona.uuid);
    await aiSeatSettled();
    expect(battle()).toMatchObject({ step: 'moveFire', sideIndex: 0 });
    expect(damageReady(t.genereux.uuid)).toBe(0);
    expect(hullLost(t.bellona)).toBeGreaterThan(before);
  });

  it('without the AI the damage waits for its commander (the check above can fail)', async () => {
    const t = await choiceWaiting();
    await chooseGunneryTarget(t.gunnery.id!, t.bellona.uuid);
    await aiSeatSettled();
    expect(damageReady(t.genereux.uuid)).toBe(1);
  });

  it('forged: a player’s update - of her own look-alike card, or stamped with her id - does not wake it; nor a GM’s that leaves the card alone', async () => {
    const t = await choiceWaiting();
    await toggleAiSeat('French');
    await aiSeatSettled();
    const card = { system: { card: { targetUuid: t.bellona.uuid } } };
    // The server stamps Alice as the updater: no wake, whatever the message.
    expect(wakeOnCardUpdate(t.gunnery, card, t.alice.id!)).toBe(false);
    // A GM's update of the message that does not touch its card's data.
    expect(wakeOnCardUpdate(t.gunnery, { flags: { x: 1 } }, t.gm.id!)).toBe(false);
    // Alice posts a look-alike gunnery card and updates it: hers, not the referee's.
    t.world.actAs(t.alice);
    const create = (data: object) =>
      (ChatMessage as unknown as { create(d: object): Promise<ChatMessage.Implementation> }).create(
        data,
      );
    const forged = await create({
      type: CARD_TYPE,
      system: { card: { ...(t.gunnery.system as unknown as { card: object }).card } },
    });
    await forged.update({ 'system.card.targetUuid': t.bellona.uuid } as never);
    t.world.actAs(t.gm);
    expect(wakeOnCardUpdate(forged, card, t.alice.id!)).toBe(false);
    expect(wakeOnCardUpdate(forged, card, t.gm.id!)).toBe(false);
    await aiSeatSettled();
    // Nothing applied: the genuine card still waits for its choice, Bellona untouched.
    expect(hullLost(t.bellona)).toBe(0);
    // The GM's genuine change does wake it.
    expect(wakeOnCardUpdate(t.gunnery, card, t.gm.id!)).toBe(true);
    await aiSeatSettled();
  });
});
