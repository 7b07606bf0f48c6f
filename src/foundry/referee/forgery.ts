// Refusals that reveal an attempt to cheat (a forged card, a ship the requester does not command, a
// GM-controlled field written by a player) are whispered to the GMs with the user who tried.
import { escapeHtml } from '../escape-html.js';
import { RuleError } from '../../rules/index.js';
import { format, localize } from '../i18n.js';
import { createChatMessage } from '../foundry-api.js';
import { gmIds } from './identity.js';

export class ForgeryError extends RuleError {
  override name = 'ForgeryError';
}

/**
 * Whispers the GMs that the referee put back a write of user `userId` (the id the server stamped): the
 * message `key`, her name as its {user}.
 */
export function reportPutBack(
  userId: string,
  key: string,
  data: Record<string, string> = {},
): Promise<void> {
  const user = (game.users?.get(userId) as User.Implementation | undefined) ?? null;
  return reportForgery(user, format(key, { user: user?.name ?? '?', ...data }));
}

/** Whispers the GMs that `user` tried something the referee refused (the GM's client posts it). */
export async function reportForgery(
  user: { name?: string | null; id?: string | null } | null,
  what: string,
): Promise<void> {
  const text = format('SCA.Referee.Forgery', {
    user: escapeHtml(user?.name ?? '?'),
    what: escapeHtml(what.slice(0, 300)),
  });
  await createChatMessage({
    content: `<p class="sca-forgery">${text}</p>`,
    whisper: gmIds(),
    speaker: { alias: localize('SCA.Referee.Name') },
  });
}
