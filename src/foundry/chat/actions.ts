// What a click on a card button does. Every button but the GM's undo is a request to the referee
// (the active GM's client): `runCardAction(messageId, action, args)` sends only the message and the
// effect's selector on it; the referee reads the card (which it posted), derives the ship, the key,
// the target and the numbers, checks that the requester commands the ship, and applies once.
import { explosionFireKey } from '../turn/criticals.js';
import { RuleError, criticalBearAway, headingIndex } from '../../rules/index.js';
import { applyEffect, undoEffect, type ApplyOutcome } from '../referee/relay.js';
import {
  askReferee,
  refused,
  registerRequest,
  requireGM,
  type Payload,
  type RefereeAnswer,
} from '../referee/channel.js';
import { ForgeryError } from '../referee/forgery.js';
import { releaseContacts } from '../turn/contact-effects.js';
import { EFFECTS, commands } from '../turn/effects.js';
import {
  actorByUuid,
  battleOrNull,
  chooseGunneryTarget,
  fireBroadside,
  shipSystem,
  testMorale,
} from '../turn/flow.js';
import { orderPlan, orderPose } from '../turn/plans.js';
import { turnServices } from '../turn/services.js';
import { requireCard } from './messages.js';
import { resolveGunnery } from '../turn/gunnery.js';
import { tableScale } from '../settings.js';
import { ORDER_KEYS, type OrderKey } from '../turn/orders.js';
import type { Card } from './card-data.js';

type Args = Record<string, unknown>;
type User = User.Implementation;

const t = (key: string, data?: Record<string, string>) =>
  data ? game.i18n!.format(`SCA.Turn.${key}`, data) : game.i18n!.localize(`SCA.Turn.${key}`);

/** A whole-number selector of an effect on a card (an index); anything else is refused. */
function index(args: Args, name: string): number {
  const v = args[name];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 999)
    throw new RuleError(game.i18n!.format('SCA.Referee.BadArgument', { what: name }));
  return v;
}

function orderKey(args: Args): OrderKey {
  const order = args.order;
  if (typeof order !== 'string' || !(ORDER_KEYS as readonly string[]).includes(order))
    throw new RuleError(game.i18n!.format('SCA.Referee.BadArgument', { what: 'order' }));
  return order as OrderKey;
}

function mustCommand(requester: User, actorUuid: string, name: string): void {
  if (!commands(requester, actorByUuid(actorUuid)))
    throw new ForgeryError(t('Error.NotYourShip', { ship: name }));
}

/** Results of a past turn are not applied at a player's request (the GM still may, as referee). */
function currentTurnOnly(requester: User, card: Card): void {
  if (requester.isGM) return;
  const state = battleOrNull();
  if (state && card.turn !== state.turn)
    throw new RuleError(
      game.i18n!.format('SCA.Referee.CardOfPastTurn', { turn: String(card.turn) }),
    );
}

async function turnForOrder(requester: User, messageId: string, args: Args): Promise<ApplyOutcome> {
  const { card } = requireCard(messageId, 'abilita');
  currentTurnOnly(requester, card);
  const i = index(args, 'index');
  const entry = card.ships[i];
  if (!entry) return refused(t('Error.NoCard')) as ApplyOutcome;
  mustCommand(requester, entry.actorUuid, entry.name);
  const order = orderKey(args);
  const key = `${messageId}:${i}:${order}`;
  const target = entry.orders.changeCourse ? headingIndex(entry.orders.changeCourse) : null;
  const pose = orderPose({ entry, order, wind: card.wind }, target);
  const table = turnServices().table;
  if (order === 'tack') {
    // FP-5.6 the ship's tack state (and rigging damage on a failure) with its turn on the table.
    const actor = actorByUuid(entry.actorUuid);
    const plan = actor
      ? orderPlan({
          entry,
          order,
          system: shipSystem(actor),
          wind: card.wind,
          burning: () => false,
        })
      : null;
    if (pose) {
      const turned = await table.turnShip(entry.actorUuid, pose, {
        key,
        label: game.i18n!.localize('SCA.Turn.Order.tack'),
      });
      if (turned.status === 'refused') return turned;
    }
    return plan
      ? applyEffect({
          kind: EFFECTS.order,
          key,
          actorUuid: entry.actorUuid,
          messageId,
          requesterId: requester.id!,
          args: { index: i, order },
        })
      : (refused(t('Error.NothingToApply')) as ApplyOutcome);
  }
  if (order !== 'changeCourse' || !pose) return refused(t('Error.NothingToApply')) as ApplyOutcome;
  return table.turnShip(entry.actorUuid, pose, {
    key,
    label: game.i18n!.format('SCA.Turn.Effect.Turned', { heading: entry.orders.changeCourse }),
  });
}

async function bearAway(requester: User, messageId: string, args: Args): Promise<ApplyOutcome> {
  const { card } = requireCard(messageId, 'abilita');
  currentTurnOnly(requester, card);
  const i = index(args, 'index');
  const entry = card.ships[i];
  if (!entry || entry.headingIndex === null || card.wind === null || entry.score !== 3)
    return refused(t('Error.NothingToApply')) as ApplyOutcome;
  mustCommand(requester, entry.actorUuid, entry.name);
  const heading = index(args, 'heading');
  // FP-4.3 X: one point away from the wind (the commander picks when two ways are equal, SD-4).
  if (!criticalBearAway(entry.headingIndex, card.wind).includes(heading))
    return refused(t('Error.CardMismatch')) as ApplyOutcome;
  return turnServices().table.turnShip(
    entry.actorUuid,
    { headingIndex: heading, pivot: 'stern', startsTack: false },
    {
      key: `${messageId}:${i}:bearAway`,
      label: game.i18n!.localize('SCA.Turn.Effect.BearAway'),
    },
  );
}

async function applyOrder(requester: User, messageId: string, args: Args): Promise<ApplyOutcome> {
  const { card } = requireCard(messageId, 'abilita');
  currentTurnOnly(requester, card);
  const i = index(args, 'index');
  const entry = card.ships[i];
  if (!entry) return refused(t('Error.NoCard')) as ApplyOutcome;
  const order = orderKey(args);
  const actor = actorByUuid(entry.actorUuid);
  const before = actor ? [...shipSystem(actor).contacts] : [];
  const hullSide = args.hullSide === 'starboard' ? 'starboard' : 'port';
  const outcome = await applyEffect({
    kind: EFFECTS.order,
    key: `${messageId}:${i}:${order}`,
    actorUuid: entry.actorUuid,
    messageId,
    requesterId: requester.id!,
    args: { index: i, order, hullSide },
  });
  // FP-5.8 the ships it unfouled from drop their record of the contact too.
  if (order === 'unfoul' && outcome.status === 'applied' && actor)
    await releaseContacts(requester, messageId, i, before, shipSystem(actor).contacts);
  return outcome;
}

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

/** The referee's side of a card button: `requester` is the server-stamped author of the request. */
export async function refereeCardAction(
  requester: User,
  messageId: string,
  action: string,
  args: Args,
): Promise<ApplyOutcome | { status: 'done'; messageId?: string }> {
  switch (action) {
    case 'applyOrder':
      return applyOrder(requester, messageId, args);
    case 'turnShip':
      return turnForOrder(requester, messageId, args);
    case 'bearAway':
      return bearAway(requester, messageId, args);
    case 'fire': {
      const posted = await fireBroadside(
        messageId,
        index(args, 'index'),
        args.broadside === 'starboard' ? 'starboard' : 'port',
        requester,
      );
      return { status: 'done', messageId: posted.message.id! };
    }
    case 'chooseTarget':
      await chooseGunneryTarget(messageId, String(args.target), requester);
      return { status: 'done', messageId };
    case 'applyDamage':
      return applyDamage(requester, messageId, args);
    case 'applyUnlucky': {
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
    case 'applyWellLaid': {
      const { card } = requireCard(messageId, 'critical');
      currentTurnOnly(requester, card);
      if (!card.wellLaid) throw new RuleError(t('Error.NothingToApply'));
      return applyEffect({
        kind: EFFECTS.wellLaid,
        key: `${messageId}:wellLaid`,
        actorUuid: card.wellLaid.targetUuid,
        messageId,
        requesterId: requester.id!,
      });
    }
    case 'applyExplosionFire':
      return explosionFire(requester, messageId, args);
    case 'applyMelee': {
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
    case 'applyMorale': {
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
    case 'testMorale':
      return (await testMorale(messageId, index(args, 'entry'), requester)).outcome;
    case 'applyEndOfPart': {
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
    default:
      return refused(`unknown card action "${String(action).slice(0, 40)}"`) as ApplyOutcome;
  }
}

/** The GM's undo, on the GM's own client (no query can undo). */
async function undo(args: Args): Promise<ApplyOutcome> {
  requireGM();
  const table = turnServices().table;
  if (args.pose) return table.undoTurn(String(args.actorUuid), String(args.key));
  const undone = await undoEffect({
    actorUuid: String(args.actorUuid),
    entryId: String(args.entryId),
  });
  // A tack step also turned the token under the same key: put it back too.
  if (
    undone.status === 'applied' &&
    typeof args.poseKey === 'string' &&
    table.turnState(String(args.actorUuid), args.poseKey).state === 'applied'
  ) {
    await table.undoTurn(String(args.actorUuid), args.poseKey);
  }
  return undone;
}

/** Runs one card button for the current user; refusals come back as outcomes, not exceptions. */
export async function runCardAction(
  messageId: string,
  action: string,
  args: Args = {},
): Promise<RefereeAnswer> {
  try {
    if (action === 'undo') return await undo(args);
    return await askReferee('card', { messageId, action, args });
  } catch (e) {
    if (e instanceof RuleError) return refused(e.message);
    throw e;
  }
}

export function registerCardRequests(): void {
  registerRequest('card', async (requester: User, payload: Payload) => {
    const { messageId, action, args } = payload;
    if (typeof messageId !== 'string' || typeof action !== 'string')
      return refused(game.i18n!.format('SCA.Referee.BadArgument', { what: 'card' }));
    const safeArgs = args && typeof args === 'object' && !Array.isArray(args) ? (args as Args) : {};
    return refereeCardAction(requester, messageId, action, safeArgs);
  });
}
