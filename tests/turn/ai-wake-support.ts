// Shared by the AI seat's wake-up tests (ai-seat-wake, security-combat-ai-wake): the French part gone by
// to its morale step with a fire on board Généreux, so the part's fire toll will have an entry for her,
// and the count of the toll's Apply buttons still ready for a French commander.
import { expect } from 'vitest';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { cardView, viewContextOf } from '../../src/foundry/chat/render.js';
import type { Card } from '../../src/foundry/chat/card-data.js';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { actionsOf } from '../../src/foundry/turn/compulsory.js';
import { bellonaAgainstGenereux } from '../support/two-ship-battle.js';

/** The French morale step (nothing ordered), Généreux burning, spare faces for whatever the toll rolls. */
export async function frenchMoraleWithFire() {
  const w = await bellonaAgainstGenereux(undefined, { sail: 'easy', crew: 'average' });
  for (let i = 0; i < 5; i++) await advanceStep();
  expect(battle()).toMatchObject({ step: 'morale', sideIndex: 0 });
  await w.genereux.update({ 'system.fires': { hull: 1, rigging: 0 } } as never);
  w.world.dice.push([3, 3, 3], [3, 3, 3], [3, 3, 3]);
  return w;
}

/** The fire toll's Apply buttons still ready for a French commander. */
export function tollReady(frenchUuid: string): number {
  const viewer = { isGM: false, owns: (uuid: string) => uuid === frenchUuid };
  let ready = 0;
  for (const { message, card } of cardsOfKind('endOfPart')) {
    const ctx = { ...viewContextOf(message, card as Card, game.user as never), viewer };
    for (const a of actionsOf(cardView(card as Card, ctx)))
      if (a.action === 'applyEndOfPart' && a.state === 'ready') ready++;
  }
  return ready;
}
