// Rendering a card for the user looking at it: the card model goes through the pure view functions,
// then the real template; only the buttons this user may use are rendered.
import { templatePath } from '../constants.js';
import { historyOf } from '../referee/history-lookup.js';
import { tableScale } from '../settings.js';
import { cardOf } from './card-model.js';
import type { Card, CardKind } from './card-data.js';
import { cardsOfKind, isRefereeCard } from './messages.js';
import { cardKindUnit } from './card-kinds.js';
import type { EffectState, RelatedCards, ViewContext, Viewer } from './view-common.js';
import { localize } from '../i18n.js';
import { shipDataOrNull } from '../models/access.js';

export const CARD_TEMPLATES: Readonly<Record<CardKind, string>> = {
  abilita: templatePath('chat/abilita.hbs'),
  gunnery: templatePath('chat/gunnery.hbs'),
  critical: templatePath('chat/critical.hbs'),
  melee: templatePath('chat/melee.hbs'),
  moraleList: templatePath('chat/morale-list.hbs'),
  morale: templatePath('chat/morale.hbs'),
  endOfPart: templatePath('chat/end-of-part.hbs'),
  summary: templatePath('chat/summary.hbs'),
  riggingTest: templatePath('chat/rigging-test.hbs'),
  grounding: templatePath('chat/grounding.hbs'),
  signal: templatePath('chat/signal.hbs'),
  aiCaptain: templatePath('chat/ai-captain.hbs'),
  fortFire: templatePath('chat/fort-fire.hbs'),
  moveCompleted: templatePath('chat/move-completed.hbs'),
};

export const CARD_PARTIALS = [
  templatePath('chat/parts/actions.hbs'),
  templatePath('chat/parts/check.hbs'),
  templatePath('chat/parts/dice.hbs'),
];

/** Card model + context -> the template's context (pure): the kind's own view. */
export function cardView(card: Card, ctx: ViewContext): Record<string, unknown> {
  return cardKindUnit(card.kind).view(card as never, ctx);
}

function actorOf(uuid: string): Actor.Implementation | null {
  return (fromUuidSync(uuid) as Actor.Implementation | null) ?? null;
}

/** An effect key's state on a ship: its history first (system changes), then its token (turns). */
export function effectState(actorUuid: string, key: string): EffectState {
  const actor = actorOf(actorUuid);
  const history = actor ? historyOf(actor) : [];
  const live = history.find((e) => e.source === key && !e.undone);
  if (live) return { state: 'applied', entryId: live.id, label: live.label };
  const undone = [...history].reverse().find((e) => e.source === key);
  const turned = safeTurnState(actorUuid, key);
  if (turned.state !== 'none') return turned;
  return undone ? { state: 'undone', entryId: undone.id, label: undone.label } : { state: 'none' };
}

/** How a turn of a ship's token under a key stands (the turn flow's table provides it). */
let poseEffectState: (actorUuid: string, key: string) => EffectState = () => ({ state: 'none' });

export function setPoseEffectState(reader: (actorUuid: string, key: string) => EffectState): void {
  poseEffectState = reader;
}

function safeTurnState(actorUuid: string, key: string): EffectState {
  try {
    return poseEffectState(actorUuid, key);
  } catch {
    return { state: 'none' };
  }
}

function relatedOf(message: ChatMessage.Implementation, card: Card): RelatedCards {
  const id = message.id!;
  return {
    fired: (shipIndex, broadside) =>
      cardsOfKind(
        'gunnery',
        (c) => c.abilitaMessageId === id && c.shipIndex === shipIndex && c.broadside === broadside,
      ).length > 0,
    tested: (entryIndex) => {
      if (card.kind !== 'moraleList') return false;
      const entry = card.entries[entryIndex];
      return (
        !!entry &&
        cardsOfKind('morale', (c) => c.listMessageId === id && c.ship.actorUuid === entry.actorUuid)
          .length > 0
      );
    },
    criticalsPosted: cardsOfKind('critical', (c) => c.abilitaMessageId === id).length > 0,
    gunnery: (messageId) =>
      cardsOfKind('gunnery').find(({ message: m }) => m.id === messageId)?.card ?? null,
  };
}

export function viewerOf(user: User.Implementation): Viewer {
  return {
    isGM: user.isGM,
    owns: (uuid) => {
      const a = actorOf(uuid);
      return !!a && (user.isGM || a.testUserPermission(user, 'OWNER'));
    },
  };
}

export function viewContextOf(
  message: ChatMessage.Implementation,
  card: Card,
  user: User.Implementation,
): ViewContext {
  return {
    messageId: message.id!,
    viewer: viewerOf(user),
    scale: tableScale(),
    ship: (uuid) => {
      const a = actorOf(uuid);
      return shipDataOrNull(a);
    },
    effect: effectState,
    related: relatedOf(message, card),
  };
}

/** A card's HTML with nobody's buttons: the message's stored content (logs, exports, fallback). */
export async function staticCardHtml(card: Card): Promise<string> {
  const ctx: ViewContext = {
    messageId: '',
    viewer: { isGM: false, owns: () => false },
    scale: tableScale(),
    ship: (uuid) => {
      const a = actorOf(uuid);
      return shipDataOrNull(a);
    },
    effect: () => ({ state: 'none' }),
    related: { fired: () => false, tested: () => false, criticalsPosted: false },
  };
  return foundry.applications.handlebars.renderTemplate(
    CARD_TEMPLATES[card.kind],
    cardView(card, ctx),
  );
}

/** The card's HTML as `user` (default: this client's user) sees it, or null for other messages. */
export async function renderCardHtml(
  message: ChatMessage.Implementation,
  user: User.Implementation = game.user as User.Implementation,
): Promise<string | null> {
  const card = cardOf(message);
  if (!card) return null;
  const ctx = viewContextOf(message, card, user);
  // A look-alike posted by a player shows what it claims, with nobody's buttons and a warning.
  const genuine = isRefereeCard(message);
  if (!genuine) ctx.viewer = { isGM: false, owns: () => false };
  const html = await foundry.applications.handlebars.renderTemplate(
    CARD_TEMPLATES[card.kind],
    cardView(card, ctx),
  );
  return genuine
    ? html
    : `<p class="sca-not-genuine">${localize('SCA.Referee.NotGenuine')}</p>${html}`;
}
