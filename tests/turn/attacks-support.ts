// Shared by the issue 8 attack tests (attacks.test.ts, attacks-ownership.test.ts): a chat message
// written by hand, a forged referee request, the GMs' whispers about cheating, Prince's broadside.
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { REFEREE_QUERY } from '../../src/foundry/referee/channel.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import type { FakeUser } from '../fake-foundry/documents.js';
import { britishRoll, type Battle } from './support.js';

export type Msg = {
  id: string;
  content: string;
  update(c: object): Promise<unknown>;
  system: { card: Record<string, unknown> };
};

export async function create(data: Record<string, unknown>): Promise<Msg> {
  return (ChatMessage as unknown as { create(d: Record<string, unknown>): Promise<Msg> }).create(
    data,
  );
}

/** A request written by hand (as a console would), then the query naming it. */
export async function forgeRequest(
  b: Battle,
  action: string,
  payload: Record<string, unknown>,
): Promise<unknown> {
  const m = await create({ content: '', flags: { [SYSTEM_ID]: { request: { action, payload } } } });
  return (b.w.world.activeGM as FakeUser).query(REFEREE_QUERY, {
    requestId: m.id,
    requesterId: b.gm.id,
    key: 'forged',
  });
}

export function whispersAboutCheating(b: Battle): string[] {
  return b.w.world.messages.contents.map((m) => m.content).filter((c) => c.includes('tried'));
}

/** Prince fires its port broadside at Scipion; Alice is the acting user afterwards. */
export async function fired(b: Battle) {
  const roll = await britishRoll(b);
  b.w.world.actAs(b.alice);
  await runCardAction(roll.message.id!, 'fire', { index: 0, broadside: 'port' });
  return { roll, gunnery: cardsOfKind('gunnery')[0]! };
}
