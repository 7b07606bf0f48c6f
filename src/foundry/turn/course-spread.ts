// OR-5 a course change of two points or more is spread over both segments (courseSpreadLegal):
// SD-54 the first half (rounded up) is turned at the end of segment 1 from the Abilità card, the
// rest by the referee when segment 2 ends. Without OR-5 the whole change is made at the end of
// segment 1 (SD-49).
import { isInIrons, mod16 } from '../../rules/index.js';
import { spreadCourse } from './or5-tack.js';

export { spreadCourse } from './or5-tack.js';
import { postRiggingTest } from './rigging-post.js';
import { cardsOfKind } from '../chat/messages.js';
import { optionalRules } from '../settings.js';
import { orderPose } from './plans.js';
import { turnServices } from './services.js';
import { currentSide, type TurnState } from './turn-state.js';
import { headingIndex } from '../../rules/index.js';

/** Whether this battle spreads course changes over the segments (OR-5 in a two-segment battle). */
export function spreadsCourse(state: TurnState | null): boolean {
  return !!state?.twoSegment && optionalRules().fullNavigation;
}

/** SD-54 the heading reached at the end of segment 1 on the way from `from` to `to`. */
export function segmentOneHeading(from: number, to: number): number {
  return mod16(from + spreadCourse(from, to)[0]);
}

/**
 * SD-54 (referee, closing segment 2) the rest of every course change of the part whose first half
 * was turned at the end of segment 1. Once per ship (the table's once-only key).
 */
export async function turnCourseRemainders(state: TurnState): Promise<number> {
  if (!spreadsCourse(state)) return 0;
  const table = turnServices().table;
  const side = currentSide(state).id;
  let turned = 0;
  for (const { message, card } of cardsOfKind(
    'abilita',
    (c) => c.turn === state.turn && c.side === side,
  )) {
    for (const [i, entry] of card.ships.entries()) {
      if (!entry.orders.changeCourse || entry.headingIndex === null) continue;
      const target = headingIndex(entry.orders.changeCourse);
      const pose = orderPose({ entry, order: 'changeCourse', wind: card.wind }, target);
      const key = `${message.id}:${i}:changeCourse`;
      if (!pose || table.turnState(entry.actorUuid, key).state !== 'applied') continue;
      if (table.headingOf(entry.actorUuid) === target) continue;
      const out = await table.turnShip(entry.actorUuid, pose, {
        key: `${key}:2`,
        label: game.i18n!.format('SCA.Turn.Effect.Turned', { heading: entry.orders.changeCourse }),
      });
      if (out.status === 'applied') turned++;
    }
  }
  return turned;
}

/**
 * OR-5 / OR-9 SD-55 an ordered course change whose segment-1 or final heading the wind now forbids
 * (a wind change after the orders) is not sailed, and costs the ship a rigging damage test, once a
 * turn (the referee's card is the record). True when the course is illegal.
 */
export async function illegalCourseCost(
  actorUuid: string,
  from: number,
  to: number,
): Promise<boolean> {
  const wind = turnServices().table.windDirection();
  if (wind === null) return false;
  if (!isInIrons(segmentOneHeading(from, to), wind) && !isInIrons(to, wind)) return false;
  const state = turnServices().battle.read();
  const turn = state?.turn ?? 0;
  const paid = cardsOfKind(
    'riggingTest',
    (c) => c.turn === turn && c.cause === 'illegalCourseOrder' && c.ship.actorUuid === actorUuid,
  ).length;
  if (!paid) await postRiggingTest(actorUuid, 'illegalCourseOrder');
  return true;
}
