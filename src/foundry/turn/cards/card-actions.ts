// What each card button does on the referee's (the active GM's) client: the referee reads the card
// (which it posted), derives the ship, the key, the target and the numbers from it and the selector
// the request names, checks that the requester commands the ship, and applies once.
import { explosionFireKey, wellLaidKey, wellLaidPart } from '../criticals.js';
import {
  CRITICAL_COURSE_GROUP,
  RuleError,
  cardForOrder,
  criticalBearAway,
  groupScore,
  hasCriticalCourseFailure,
  headingIndex,
} from '../../../rules/index.js';
import { applyEffect, type ApplyOutcome } from '../../referee/relay.js';
import { refused } from '../../referee/channel.js';
import { ForgeryError } from '../../referee/forgery.js';
import { releaseContacts } from '../contact-effects.js';
import { EFFECTS, commands } from '../effects.js';
import { RIGGING_EFFECT } from '../rigging-effect.js';
import { riggingKey } from './views-rigging.js';
import { groundingKey } from './views-grounding.js';
import { AGROUND_EFFECT } from '../../canvas/aground.js';
import { applyFortDamage } from '../forts-fire.js';
import { actorByUuid, battleOrNull, shipSystem } from '../flow.js';
import { chooseGunneryTarget, fireBroadside } from '../flow-fire.js';
import { testMorale } from '../flow-melee-morale.js';
import { orderPlan, orderPose } from '../plans.js';
import { navigationTurn, tackFailureTestDue } from '../or5-tack.js';
import { postRiggingTest } from '../rigging-post.js';
import { turnServices } from '../services.js';
import { segmentOneMoved } from '../turn-state.js';
import { courseOpenNow, orderOpenNow } from '../card-turn.js';
import { illegalCourseCost, segmentOneHeading, spreadsCourse } from '../course-spread.js';
import { requireCard } from '../../chat/messages.js';
import { resolveGunnery } from '../gunnery.js';
import { tableScale } from '../../settings.js';
import { ORDER_KEYS, type OrderKey } from '../orders.js';
import type { Card } from '../../chat/card-data.js';

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

/** OR-3 SD-49 / SD-53 a course or sail change of this turn waits for the end of segment 1's movement. */
function atSegmentEnd(card: Card): ApplyOutcome | null {
  const state = battleOrNull();
  if (!state || card.turn !== state.turn || segmentOneMoved(state)) return null;
  return refused(t('Error.AtSegmentEnd')) as ApplyOutcome;
}

/** HR-5 an order of a card-driven turn that waits for its card (SD-117 a course change: its squadron's). */
function waitsForCard(card: Card, order: OrderKey, actorUuid: string): ApplyOutcome | null {
  const state = battleOrNull();
  const actor = actorByUuid(actorUuid);
  if (order === 'changeCourse' || order === 'tack') {
    if (!actor || courseOpenNow(state, card.turn, actorUuid, shipSystem(actor).side)) return null;
    return refused(game.i18n!.localize('SCA.Deck.Error.CourseWaits')) as ApplyOutcome;
  }
  if (orderOpenNow(state, card.turn, order)) return null;
  return refused(
    game.i18n!.localize(`SCA.Deck.Error.OrderWaits.${cardForOrder(order)}`),
  ) as ApplyOutcome;
}

/** The genuine Abilità card of this turn and the ship the button names (undefined: none at that index). */
function abilitaShip(requester: User, messageId: string, args: Args) {
  const { card } = requireCard(messageId, 'abilita');
  currentTurnOnly(requester, card);
  const i = index(args, 'index');
  return { card, i, entry: card.ships[i] };
}

async function turnForOrder(requester: User, messageId: string, args: Args): Promise<ApplyOutcome> {
  const { card, i, entry } = abilitaShip(requester, messageId, args);
  if (!entry) return refused(t('Error.NoCard')) as ApplyOutcome;
  mustCommand(requester, entry.actorUuid, entry.name);
  const order = orderKey(args);
  const early = atSegmentEnd(card) ?? waitsForCard(card, order, entry.actorUuid);
  if (early) return early;
  const key = `${messageId}:${i}:${order}`;
  const target = entry.orders.changeCourse ? headingIndex(entry.orders.changeCourse) : null;
  const pose = orderPose({ entry, order, wind: card.wind }, target);
  const table = turnServices().table;
  if (order === 'tack') {
    // FP-5.6 the ship's tack state (and rigging damage on a failure) with its turn on the table.
    const actor = actorByUuid(entry.actorUuid);
    const navigation = navigationTurn(card.turn);
    const plan = actor
      ? orderPlan({
          entry,
          order,
          system: shipSystem(actor),
          wind: card.wind,
          burning: () => false,
          navigation,
        })
      : null;
    if (pose) {
      const turned = await table.turnShip(entry.actorUuid, pose, {
        key,
        label: game.i18n!.localize('SCA.Turn.Order.tack'),
      });
      if (turned.status === 'refused') return turned;
    }
    if (!plan) return refused(t('Error.NothingToApply')) as ApplyOutcome;
    const applied = await applyEffect({
      kind: EFFECTS.order,
      key,
      actorUuid: entry.actorUuid,
      messageId,
      requesterId: requester.id!,
      args: { index: i, order },
    });
    // OR-5 a tack failing on its turn 2 costs the OR-9 test, once (the first application).
    if (applied.status === 'applied' && tackFailureTestDue(entry, card.wind, navigation))
      await postRiggingTest(entry.actorUuid, 'tackFailure');
    return applied;
  }
  if (order !== 'changeCourse' || !pose) return refused(t('Error.NothingToApply')) as ApplyOutcome;
  // OR-5 SD-54 at the end of segment 1 only the first half of a spread course change.
  const spread = spreadsCourse(battleOrNull()) && entry.headingIndex !== null;
  // OR-5 / OR-9 a course the wind now forbids is not sailed, and costs a rigging test (SD-55).
  if (spread && (await illegalCourseCost(entry.actorUuid, entry.headingIndex!, pose.headingIndex)))
    return refused(t('Error.IllegalCourse')) as ApplyOutcome;
  return table.turnShip(
    entry.actorUuid,
    spread
      ? { ...pose, headingIndex: segmentOneHeading(entry.headingIndex!, pose.headingIndex) }
      : pose,
    {
      key,
      label: game.i18n!.format('SCA.Turn.Effect.Turned', { heading: entry.orders.changeCourse }),
    },
  );
}

async function bearAway(requester: User, messageId: string, args: Args): Promise<ApplyOutcome> {
  const { card, i, entry } = abilitaShip(requester, messageId, args);
  if (
    !entry ||
    entry.headingIndex === null ||
    card.wind === null ||
    !hasCriticalCourseFailure(groupScore(entry, CRITICAL_COURSE_GROUP))
  )
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
  const { card, i, entry } = abilitaShip(requester, messageId, args);
  if (!entry) return refused(t('Error.NoCard')) as ApplyOutcome;
  const order = orderKey(args);
  const early =
    (order === 'increaseSail' || order === 'decreaseSail' ? atSegmentEnd(card) : null) ??
    waitsForCard(card, order, entry.actorUuid);
  if (early) return early;
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
type Answer = ApplyOutcome | { status: 'done'; messageId?: string };
type Action = (requester: User, messageId: string, args: Args) => Promise<Answer>;

async function fire(requester: User, messageId: string, args: Args): Promise<Answer> {
  const side = args.broadside === 'starboard' ? 'starboard' : 'port';
  const posted = await fireBroadside(messageId, index(args, 'index'), side, requester);
  return { status: 'done', messageId: posted.message.id! };
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
