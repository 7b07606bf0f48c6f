// Posting and reading the turn flow's chat cards: a core Roll("3d6") evaluated in Foundry (so Dice So
// Nice, roll modes and the chat log work) is posted with its card, and its faces go to the core.
import { authorOf } from '../referee/identity.js';
import { RuleError, toDice3 } from '../../rules/index.js';
import { ForgeryError } from '../referee/forgery.js';
import { CARD_TYPE, cardOf } from './card-model.js';
import type { Card, CardKind } from './card-data.js';
import { localize } from '../i18n.js';
import { createChatMessage, settingValue } from '../foundry-api.js';

export interface CardMessage<C extends Card = Card> {
  message: ChatMessage.Implementation;
  card: C;
}

/** A user as a message records its author (a User document, or its id in older data). */
export { authorOf };

/** Evaluates a core 3d6 Roll and returns it with its three faces for the core. */
export async function roll3d6(): Promise<{ roll: Roll; faces: [number, number, number] }> {
  const roll = await new Roll('3d6').evaluate();
  const faces = toDice3(facesOfRoll(roll));
  return { roll, faces: [faces[0], faces[1], faces[2]] };
}

/** The active die faces of a Roll (a Roll instance or its stored JSON). */
export function facesOfRoll(roll: unknown): number[] {
  const terms = (
    roll as { terms?: Array<{ results?: Array<{ result: number; active?: boolean }> }> } | null
  )?.terms;
  const results = terms?.[0]?.results ?? [];
  return results.filter((r) => r.active !== false).map((r) => r.result);
}

/** The faces of the message's roll number `index` (checked against the card by re-validation). */
export function messageRollFaces(message: ChatMessage.Implementation, index = 0): number[] {
  const rolls = (message as unknown as { rolls?: unknown[] }).rolls ?? [];
  const r = rolls[index];
  if (!r) throw new RuleError('the card has no dice roll');
  return facesOfRoll(typeof r === 'string' ? JSON.parse(r) : r);
}

/** Renders a card's static content (no buttons) for the message's stored content. */
type ContentRenderer = (card: Card) => Promise<string>;
let contentRenderer: ContentRenderer = async () => '';

export function setCardContentRenderer(fn: ContentRenderer): void {
  contentRenderer = fn;
}

/** The element the render hook fills with the viewer's card (rolls Foundry adds stay after it). */
export const CARD_HOST_CLASS = 'sca-card-host';

/**
 * The roll-visibility option of ChatMessage.create: v13 roll modes ("core.rollMode"), v14 message
 * modes ("core.messageMode"). The only generation-dependent detail of posting a card. v14's
 * in-character mode ("ic") is for speech: a roll message goes public then (as dnd5e does).
 */
export function visibilityOptions(): Record<string, unknown> {
  const generation = game.release?.generation ?? 13;
  const key = generation >= 14 ? 'messageMode' : 'rollMode';
  try {
    const mode = settingValue('core', key);
    return { [key]: mode === 'ic' ? 'public' : mode };
  } catch {
    return {};
  }
}

export async function postCard<C extends Card>(
  card: C,
  rolls: Roll[] = [],
): Promise<CardMessage<C>> {
  const data = {
    type: CARD_TYPE,
    system: { card },
    rolls,
    content: `<div class="${CARD_HOST_CLASS}">${await contentRenderer(card)}</div>`,
    speaker: { alias: localize(`SCA.Turn.Card.${card.kind}`) },
  };
  const message = await createChatMessage(data, rolls.length ? visibilityOptions() : {});
  if (!message) throw new RuleError('the chat card was not created');
  return { message, card };
}

export function messageById(id: string): ChatMessage.Implementation | null {
  return (game.messages!.get(id) as ChatMessage.Implementation | undefined) ?? null;
}

/**
 * Whether the card was posted by the referee: only a GM's client posts cards, and the server stamps
 * the author, so a player's copy, edit or hand-made card is never genuine.
 */
export function isRefereeCard(message: ChatMessage.Implementation): boolean {
  return !!authorOf(message)?.isGM;
}

/** The genuine card of message `id` if it is of `kind`; throws otherwise (a forgery as ForgeryError). */
export function requireCard<K extends CardKind>(
  id: string | ChatMessage.Implementation | null,
  kind: K,
): CardMessage<Extract<Card, { kind: K }>> {
  const message = typeof id === 'string' ? messageById(id) : id;
  const card = cardOf(message);
  if (!message || !card || card.kind !== kind)
    throw new RuleError(localize('SCA.Turn.Error.NoCard'));
  if (!isRefereeCard(message)) throw new ForgeryError(localize('SCA.Referee.NotGenuine'));
  return { message, card: card as Extract<Card, { kind: K }> };
}

/** Every genuine card of a kind in the chat log, oldest first (players' look-alikes are ignored). */
export function cardsOfKind<K extends CardKind>(
  kind: K,
  filter: (c: Extract<Card, { kind: K }>) => boolean = () => true,
): Array<CardMessage<Extract<Card, { kind: K }>>> {
  const out: Array<CardMessage<Extract<Card, { kind: K }>>> = [];
  for (const message of game.messages!.contents as ChatMessage.Implementation[]) {
    if (!isRefereeCard(message)) continue;
    const card = cardOf(message);
    if (card && card.kind === kind && filter(card as Extract<Card, { kind: K }>))
      out.push({ message, card: card as Extract<Card, { kind: K }> });
  }
  return out;
}

export async function updateCard<C extends Card>(
  message: ChatMessage.Implementation,
  card: C,
): Promise<void> {
  await message.update({ 'system.card': card } as unknown as ChatMessage.UpdateData);
}
