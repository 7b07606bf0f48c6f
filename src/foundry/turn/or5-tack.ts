// OR-5 tacking and course-order legality in the turn flow, with the option on (fullNavigation, which
// needs OR-3 and OR-9): which orders the core allows (navigationTackAllowed,
// navigationSailChangeAllowed, navigationCourseOrder), a tack step's outcome (tackFailure instead of
// FP-5.6's fixed 10 % DC) and BF -1 for a ship firing while tacking (TACK_FIRE_MODIFIER). Fast Play
// and OR-3 alone never come here: the callers pass `navigation` only with the option on.
import { wreckRdcDown } from '../ship-wreck.js';
import {
  RuleError,
  TACK_FIRE_MODIFIER,
  courseSpreadLegal,
  headingIndex,
  mod16,
  navigationCourseOrder,
  navigationSailChangeAllowed,
  navigationTackAllowed,
  relativeToWind,
  tackFailure,
  type CourseOrderFault,
  type SailSetting,
  type TackRefusal,
} from '../../rules/index.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import type { AbilitaShipEntry, GunneryCard } from '../chat/card-data-fire.js';
import type { OrdersSnapshot } from '../chat/card-data-common.js';
import { optionalRules } from '../settings.js';
import { format } from '../i18n.js';
import { ruleTip } from '../chat/view-checks.js';
import { tackTurnFor } from './plans.js';

/** OR-5 in play this turn (fullNavigation on): the turn the orders are for. */
export interface NavigationTurn {
  turn: number;
}

/** OR-5 the navigation context of `turn` when the option is on, else null (Fast Play, OR-3 alone). */
export function navigationTurn(turn: number): NavigationTurn | null {
  return optionalRules().fullNavigation ? { turn } : null;
}

type Tack = ShipSystemSource['tack'];

/** SD-86 turns since the last tack ended (null: never), for navigationTackAllowed. */
export function turnsSinceLastTack(tack: Tack, turn: number): number | null {
  return tack.lastEndTurn === null || tack.lastEndTurn === undefined
    ? null
    : turn - tack.lastEndTurn;
}

/** SD-54 signed points turned at the end of segment 1 and of segment 2, from `from` to `to`. */
export function spreadCourse(from: number, to: number): [number, number] {
  const d = ((mod16(to - from) + 8) % 16) - 8;
  const first = Math.sign(d) * Math.ceil(Math.abs(d) / 2);
  const split: [number, number] = [first, d - first];
  if (!courseSpreadLegal([Math.abs(split[0]), Math.abs(split[1])]))
    throw new RuleError(`no legal spread from ${from} to ${to}`);
  return split;
}

/**
 * OR-5 what an ordered course change would be judged (null: legal). `inTable`: FP-5.5 allows the
 * heading at all (an FP refusal is shown by the FP error, not twice).
 */
export function courseOrderFault(i: {
  system: ShipSystemSource;
  heading: number;
  wind: number;
  target: number;
  tackOrdered: boolean;
}): CourseOrderFault | null {
  return navigationCourseOrder({
    heading: i.heading,
    wind: i.wind,
    turns: spreadCourse(i.heading, i.target),
    tack: i.tackOrdered,
    tacking: i.system.tack.phase === 'inStays',
    // OR-9 RDC down to the rigging test until jury-rigged (the referee's `wreck` record, SD-78).
    rdcDown: wreckRdcDown(i.system),
    inTable: true,
  }).fault;
}

const TACK_REFUSAL_ERROR: Record<TackRefusal, string> = {
  notCloseHauled: 'TackNotCloseHauled',
  // Orders are written for the start of the turn: refused only if the core is ever asked otherwise.
  notTurnStart: 'TackNotTurnStart',
  luffOrBearAway: 'CourseAndTack',
  tooSoon: 'TackTooSoon',
};

const SAIL_LADDER: readonly SailSetting[] = ['furled', 'easy', 'full'];

/**
 * OR-5 the extra order errors (names under SCA.Turn.Orders.Error) of a ship's orders: a new tack only
 * from close-hauled, without a luff or bear-away and one turn of sailing after the last one; no sail
 * change while tacking; a course change the core calls illegal. Course and tack refusals FP already
 * names (CourseAndTack, TackContinue, CourseIllegal) are not repeated.
 */
export function navigationOrderErrors(
  o: OrdersSnapshot,
  ctx: { system: ShipSystemSource; headingIndex: number | null; wind: number | null },
  nav: NavigationTurn,
  fpCourseLegal: boolean,
): string[] {
  const s = ctx.system;
  const errors: string[] = [];
  const known = ctx.headingIndex !== null && ctx.wind !== null;
  if (o.tack && s.tack.phase === 'none' && known) {
    const verdict = navigationTackAllowed({
      r: relativeToWind(ctx.headingIndex!, ctx.wind!).r,
      atTurnStart: true,
      luffOrBearAwayThisTurn: o.changeCourse !== '',
      turnsSinceLastTack: turnsSinceLastTack(s.tack, nav.turn),
    });
    if (verdict.reason) errors.push(TACK_REFUSAL_ERROR[verdict.reason]);
  }
  const tacking = o.tack || s.tack.phase === 'inStays';
  for (const [ordered, step] of [
    [o.increaseSail, 1],
    [o.decreaseSail, -1],
  ] as const) {
    const to = SAIL_LADDER[SAIL_LADDER.indexOf(s.sail) + step];
    if (!ordered || !to) continue;
    if (
      navigationSailChangeAllowed({ from: s.sail, to, tacking, rdcDown: wreckRdcDown(s) })
        .reason === 'tacking'
    )
      errors.push('SailWhileTacking');
  }
  if (o.changeCourse && known && fpCourseLegal && !o.tack && s.tack.phase === 'none') {
    const fault = courseOrderFault({
      system: s,
      heading: ctx.headingIndex!,
      wind: ctx.wind!,
      target: headingIndex(o.changeCourse),
      tackOrdered: false,
    });
    if (fault) errors.push(`CourseOrder.${fault}`);
  }
  return [...new Set(errors)];
}

/** OR-5 the course targets the dialog offers: FP's, less those the core calls illegal. */
export function navigationCourseTargets(
  targets: readonly string[],
  ctx: { system: ShipSystemSource; headingIndex: number | null; wind: number | null },
): string[] {
  if (ctx.headingIndex === null || ctx.wind === null) return [...targets];
  return targets.filter(
    (name) =>
      courseOrderFault({
        system: ctx.system,
        heading: ctx.headingIndex!,
        wind: ctx.wind!,
        target: headingIndex(name),
        tackOrdered: false,
      }) === null,
  );
}

/**
 * OR-5 a tack step's outcome on the ship's data (the FP-5.6 geometry stands, SD-87): success as FP;
 * a failure on turn 1 leaves the ship close-hauled on its heading (tackFailure: no damage); on turn 2
 * the ship goes back to where the tack began, hove to (furled and the hove-to flag), and the referee
 * posts the OR-9 test (not FP's 10 % DC). Every tack that ends records its turn (SD-86).
 */
export function navigationTackChanges(
  entry: Pick<AbilitaShipEntry, 'tack'>,
  s: ShipSystemSource,
  next: { phase: Tack['phase']; startHeading: number | null; rotation: number },
  failed: boolean,
  nav: NavigationTurn,
): { changes: Record<string, unknown>; riggingTest: boolean } {
  const lastEndTurn = s.tack.lastEndTurn ?? null;
  if (!failed) {
    const ended = next.phase === 'completed';
    return {
      changes: { tack: { ...next, lastEndTurn: ended ? nav.turn : lastEndTurn } },
      riggingTest: false,
    };
  }
  const f = tackFailure(entry.tack.phase === 'inStays' ? 2 : 1);
  const changes: Record<string, unknown> = {
    tack: { phase: 'none', startHeading: null, rotation: 1, lastEndTurn: nav.turn },
  };
  if (f.hoveTo) {
    changes.sail = 'furled';
    changes.hoveTo = true;
  }
  return { changes, riggingTest: f.riggingTest };
}

/** OR-5 / OR-9 this tack step (the card's score) fails on turn 2: the referee posts the OR-9 test. */
export function tackFailureTestDue(
  entry: AbilitaShipEntry,
  wind: number | null,
  nav: NavigationTurn | null,
): boolean {
  if (!nav || entry.tack.phase !== 'inStays') return false;
  return tackTurnFor({ entry, wind }).returnToStart && tackFailure(2).riggingTest;
}

/**
 * OR-5 whether the firer is tacking when it fires: it was ordered to tack this turn (turn 1 or 2)
 * and the tack has not ended yet this turn (a step made at the end of segment 1 that completes or
 * fails it ends it for segment 2: SD-89).
 */
export function tackingWhenFiring(
  entry: Pick<AbilitaShipEntry, 'orders'>,
  firer: ShipSystemSource,
  turn: number,
): boolean {
  return entry.orders.tack && firer.tack.lastEndTurn !== turn;
}

/** OR-5 the gunnery card of a ship firing while tacking carries BF -1 (TACK_FIRE_MODIFIER). */
export function withTackFire(
  card: GunneryCard,
  entry: Pick<AbilitaShipEntry, 'orders'>,
  firer: ShipSystemSource,
  nav: NavigationTurn | null,
): GunneryCard {
  if (!nav || !tackingWhenFiring(entry, firer, card.turn)) return card;
  return { ...card, tackBf: TACK_FIRE_MODIFIER };
}

/** The BF a broadside resolves with: the side's BF and OR-5's -1 while tacking (never below 0). */
export function firingBf(card: Pick<GunneryCard, 'bf' | 'tackBf'>): number {
  return Math.max(0, card.bf + (card.tackBf ?? 0));
}

/** OR-5 the gunnery card's modifier line for a ship firing while tacking (null: none). */
export function tackFireNote(card: Pick<GunneryCard, 'bf' | 'tackBf'>): {
  tackNote: string | null;
  tackTooltip: string;
} {
  if (!card.tackBf) return { tackNote: null, tackTooltip: '' };
  const tackNote = format('SCA.Turn.Gunnery.TackBf', {
    bf: String(card.bf),
    firing: String(firingBf(card)),
  });
  return { tackNote, tackTooltip: ruleTip(tackNote, 'OR-5') };
}
