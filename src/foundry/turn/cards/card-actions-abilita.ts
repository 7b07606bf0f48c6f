// The buttons of the Abilità card, run on the referee's (the active GM's) client: apply an order, turn
// a ship for its course or tack order (OR-3 / OR-5 / HR-5 timing), bear away after a critical course
// failure (FP-4.3) and fire an ordered broadside. The referee derives the ship, key and numbers from
// the card it posted. Split from card-actions.ts for size; CARD_ACTIONS there lists them.
import {
  CRITICAL_COURSE_GROUP,
  cardForOrder,
  criticalBearAway,
  groupScore,
  hasCriticalCourseFailure,
  headingIndex,
} from '../../../rules/index.js';
import { applyEffect, type ApplyOutcome } from '../../referee/relay.js';
import { refused } from '../../referee/channel.js';
import { releaseContacts } from '../contact-effects.js';
import { EFFECTS } from '../effects.js';
import { actorByUuid, battleOrNull, shipSystem } from '../flow.js';
import { fireBroadside } from '../flow-fire.js';
import { orderPlan, orderPose } from '../plans.js';
import { navigationTurn, tackFailureTestDue } from '../or5-tack.js';
import { postRiggingTest } from '../rigging-post.js';
import { turnServices } from '../services.js';
import { segmentOneMoved } from '../turn-state.js';
import { courseOpenNow, orderOpenNow } from '../card-turn.js';
import { illegalCourseCost, segmentOneHeading, spreadsCourse } from '../course-spread.js';
import { requireCard } from '../../chat/messages.js';
import type { OrderKey } from '../orders.js';
import type { Card } from '../../chat/card-data.js';
import {
  currentTurnOnly,
  index,
  mustCommand,
  orderKey,
  type Answer,
  type Args,
} from './card-action-checks.js';

type User = User.Implementation;

const t = (key: string, data?: Record<string, string>) =>
  data ? game.i18n!.format(`SCA.Turn.${key}`, data) : game.i18n!.localize(`SCA.Turn.${key}`);

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

export async function turnForOrder(
  requester: User,
  messageId: string,
  args: Args,
): Promise<ApplyOutcome> {
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

export async function bearAway(
  requester: User,
  messageId: string,
  args: Args,
): Promise<ApplyOutcome> {
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

export async function applyOrder(
  requester: User,
  messageId: string,
  args: Args,
): Promise<ApplyOutcome> {
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

export async function fire(requester: User, messageId: string, args: Args): Promise<Answer> {
  const side = args.broadside === 'starboard' ? 'starboard' : 'port';
  const posted = await fireBroadside(messageId, index(args, 'index'), side, requester);
  return { status: 'done', messageId: posted.message.id! };
}
