// SD-264 a player's plain chat message dressed as the referee's: the system's card or notice markup
// (its CSS classes), or the referee's speaker name. Foundry shows a player's HTML (cleaned of
// scripts), so without a mark such a message reads like a genuine card, a signal or a whisper naming
// a cheat. The referee never reads it (only GM-authored cards count); every client marks it on sight.
import { SYSTEM_ID } from '../constants.js';
import { localize } from '../i18n.js';
import { authorOf } from './identity.js';
import { requestOf } from './channel.js';

/** The system's own markup: the classes its cards and notices carry (class attributes only). */
const SYSTEM_MARKUP = new RegExp(`class\\s*=\\s*["'][^"']*(?:\\bsca-|\\b${SYSTEM_ID}\\b)`, 'i');

export interface MessageLike {
  author?: unknown;
  type?: string | null;
  content?: string | null;
  speaker?: { alias?: string | null } | null;
  flags?: unknown;
}

/** Whether a message is a player's look-alike of the referee's output (card-type ones are marked by render.ts). */
export function isLookAlike(message: MessageLike): boolean {
  const author = authorOf(message);
  if (!author || author.isGM) return false;
  if (message.type && message.type !== 'base') return false;
  if (requestOf(message as never)) return false;
  const alias = message.speaker?.alias?.trim().toLowerCase();
  if (alias && alias === localize('SCA.Referee.Name').trim().toLowerCase()) return true;
  return SYSTEM_MARKUP.test(message.content ?? '');
}

/** renderChatMessageHTML: a look-alike shows, above its content, who wrote it. */
export function markLookAlike(message: MessageLike, html: HTMLElement): boolean {
  if (!isLookAlike(message)) return false;
  const note = document.createElement('p');
  note.className = 'sca-not-genuine';
  note.textContent = localize('SCA.Referee.LookAlike');
  (html.querySelector('.message-content') ?? html).prepend(note);
  return true;
}
