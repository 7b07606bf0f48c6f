// What each card button does on the referee's (the active GM's) client: the referee reads the card
// (which it posted), derives the ship, the key, the target and the numbers from it and the selector
// the request names, checks that the requester commands the ship, and applies once.
// The shared checks are in card-action-checks.ts and the Abilità card's buttons in
// card-actions-abilita.ts; this file holds the other kinds' buttons and the CARD_ACTIONS table.
import { explosionFireKey, wellLaidKey, wellLaidPart } from '../criticals.js';
import { RuleError } from '../../../rules/index.js';
import { applyEffect, type ApplyOutcome } from '../../referee/relay.js';
import { ForgeryError } from '../../referee/forgery.js';
import { EFFECTS } from '../effects.js';
import { RIGGING_EFFECT } from '../rigging-effect.js';
import { riggingKey } from './views-rigging.js';
import { groundingKey } from './views-grounding.js';
import { AGROUND_EFFECT } from '../../canvas/aground.js';
import { applyFortDamage } from '../forts-fire.js';
import { chooseGunneryTarget } from '../flow-fire.js';
import { testMorale } from '../flow-melee-morale.js';
import { requireCard } from '../../chat/messages.js';
import { resolveGunnery } from '../gunnery.js';
import { tableScale } from '../../settings.js';
import {
  currentTurnOnly,
  index,
  type Action,
  type Answer,
  type Args,
} from './card-action-checks.js';
import { applyOrder, bearAway, fire, turnForOrder } from './card-actions-abilita.js';

type User = User.Implementation;

const t = (key: string, data?: Record<string, string>) =>
  data ? game.i18n!.format(`SCA.Turn.${key}`, data) : game.i18n!.localize(`SCA.Turn.${key}`);

function applyDamage(requester: User, messageId: string, args: Args): Promise<ApplyOutcome> {
  const { card } = requireCard(messageId, 'gunnery');
  currentTurnOnly(requester, card);
  const recipient = index(args, 'recipient');
  const rec = resolveGunnery(card, tableScale()).recipients[recipient];
  if (!rec) throw new RuleError(t('Error.NothingToApply'));
  return applyEffect({
    kind: EFFECTS.damage,
    key: `${messageId}:${recipient}`,
    actorUuid: rec.actorUuid,
    messageId,
    requesterId: requester.id!,
    args: { recipient },
  });
}

function explosionFire(requester: User, messageId: string, args: Args): Promise<ApplyOutcome> {
  const j = index(args, 'neighbour');
  const critical = requireCardOrNull(messageId, 'critical');
  if (critical) {
    currentTurnOnly(requester, critical);
    const n = critical.wellLaid?.neighbours[j];
    if (!n) throw new RuleError(t('Error.NothingToApply'));
    return applyEffect({
      kind: EFFECTS.explosionFire,
      key: explosionFireKey(critical.wellLaid!.targetUuid, n.actorUuid),
      actorUuid: n.actorUuid,
      messageId,
      requesterId: requester.id!,
      args: { neighbour: j },
    });
  }
  const { card } = requireCard(messageId, 'endOfPart');
  currentTurnOnly(requester, card);
  const i = index(args, 'entry');
  const n = card.entries[i]?.neighbours[j];
  if (!n) throw new RuleError(t('Error.NothingToApply'));
  return applyEffect({
    kind: EFFECTS.explosionFire,
    key: explosionFireKey(card.entries[i]!.actorUuid, n.actorUuid),
    actorUuid: n.actorUuid,
    messageId,
    requesterId: requester.id!,
    args: { entry: i, neighbour: j },
  });
}

function requireCardOrNull<K extends 'critical'>(messageId: string, kind: K) {
  try {
    return requireCard(messageId, kind).card;
  } catch (e) {
    if (e instanceof ForgeryError) throw e;
    return null;
  }
}

async function chooseTarget(requester: User, messageId: string, args: Args): Promise<Answer> {
  await chooseGunneryTarget(messageId, String(args.target), requester);
  return { status: 'done', messageId };
}

async function applyUnlucky(requester: User, messageId: string): Promise<Answer> {
  const { card } = requireCard(messageId, 'critical');
  currentTurnOnly(requester, card);
  if (!card.unlucky) throw new RuleError(t('Error.NothingToApply'));
  return applyEffect({
    kind: EFFECTS.unlucky,
    key: `${messageId}:unlucky`,
    actorUuid: card.unlucky.firerUuid,
    messageId,
    requesterId: requester.id!,
  });
}

async function applyWellLaid(requester: User, messageId: string, args: Args): Promise<Answer> {
  const { card } = requireCard(messageId, 'critical');
  currentTurnOnly(requester, card);
  if (!card.wellLaid) throw new RuleError(t('Error.NothingToApply'));
  // OR-6 / SD-36 a double's figure line: one key per figure, the target figure's the card's own.
  let part: ReturnType<typeof wellLaidPart>;
  try {
    part = wellLaidPart(args);
  } catch {
    throw new RuleError(game.i18n!.format('SCA.Referee.BadArgument', { what: 'part' }));
  }
  return applyEffect({
    kind: EFFECTS.wellLaid,
    key: wellLaidKey(messageId, part),
    actorUuid: card.wellLaid.targetUuid,
    messageId,
    requesterId: requester.id!,
    ...(part ? { args: { part } } : {}),
  });
}

async function applyMelee(requester: User, messageId: string, args: Args): Promise<Answer> {
  const { card } = requireCard(messageId, 'melee');
  currentTurnOnly(requester, card);
  const role = args.role === 'defender' ? 'defender' : 'attacker';
  const ship = role === 'attacker' ? card.attacker : card.defender;
  return applyEffect({
    kind: EFFECTS.melee,
    key: `${messageId}:${role}`,
    actorUuid: ship.actorUuid,
    messageId,
    requesterId: requester.id!,
    args: { role },
  });
}

async function applyMorale(requester: User, messageId: string): Promise<Answer> {
  const { card } = requireCard(messageId, 'morale');
  currentTurnOnly(requester, card);
  return applyEffect({
    kind: EFFECTS.morale,
    key: `${card.listMessageId}:${card.ship.actorUuid}`,
    actorUuid: card.ship.actorUuid,
    messageId,
    requesterId: requester.id!,
  });
}

/** OR-9 the rigging damage of a test card, once per card. */
async function applyRigging(requester: User, messageId: string): Promise<Answer> {
  const { card } = requireCard(messageId, 'riggingTest');
  currentTurnOnly(requester, card);
  return applyEffect({
    kind: RIGGING_EFFECT,
    key: riggingKey(messageId),
    actorUuid: card.ship.actorUuid,
    messageId,
    requesterId: requester.id!,
  });
}

async function runMoraleTest(requester: User, messageId: string, args: Args): Promise<Answer> {
  return (await testMorale(messageId, index(args, 'entry'), requester)).outcome;
}

async function applyEndOfPart(requester: User, messageId: string, args: Args): Promise<Answer> {
  const { card } = requireCard(messageId, 'endOfPart');
  currentTurnOnly(requester, card);
  const i = index(args, 'entry');
  const entry = card.entries[i];
  if (!entry) throw new RuleError(t('Error.NoCard'));
  return applyEffect({
    kind: EFFECTS.endOfPart,
    key: `${messageId}:${i}`,
    actorUuid: entry.actorUuid,
    messageId,
    requesterId: requester.id!,
    args: { entry: i },
  });
}

/** HR-3 the grounding of a card, once per card (the referee applies it at once; again after a GM undo). */
async function applyGroundingCard(requester: User, messageId: string): Promise<Answer> {
  const { card } = requireCard(messageId, 'grounding');
  currentTurnOnly(requester, card);
  return applyEffect({
    kind: AGROUND_EFFECT,
    key: groundingKey(messageId),
    actorUuid: card.ship.actorUuid,
    messageId,
    requesterId: requester.id!,
  });
}

/** HR-5 SD-177 a fort's damage, once per card: the referee's alone (a player's click is refused). */
async function applyFortCard(requester: User, messageId: string): Promise<Answer> {
  return applyFortDamage(messageId, requester.id!);
}

/** The buttons of each card kind, run on the referee's client (registered with the kinds, units.ts). */
export const CARD_ACTIONS = {
  abilita: { applyOrder, turnShip: turnForOrder, bearAway, fire },
  gunnery: { chooseTarget, applyDamage },
  critical: { applyUnlucky, applyWellLaid, applyExplosionFire: explosionFire },
  melee: { applyMelee },
  moraleList: { testMorale: runMoraleTest },
  morale: { applyMorale },
  endOfPart: { applyEndOfPart, applyExplosionFire: explosionFire },
  riggingTest: { applyRigging },
  grounding: { applyGrounding: applyGroundingCard },
  fortFire: { applyFortDamage: applyFortCard },
} satisfies Record<string, Record<string, Action>>;
