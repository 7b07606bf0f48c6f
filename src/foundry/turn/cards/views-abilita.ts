// View model of the Abilità card: each ship's score, and for each of its orders the number it needed
// on the FP-4.2 table, the result, and one row per change it makes (with the Apply / Undo buttons).
import { cardRollPhase } from '../guns.js';
import {
  CRITICAL_COURSE_GROUP,
  DICE_GROUPS,
  ORDER_DICE_GROUP,
  criticalBearAway,
  diceTotal,
  groupDice,
  groupScore,
  orderScore,
  hasCriticalCourseFailure,
  headingName,
  minPassingScore,
  shotThresholds,
  type RangeBand,
} from '../../../rules/index.js';
import { orderOutcomes, criticalCourseShips, type OrderOutcome } from '../abilita.js';
import { shortRangeHitInTurn } from '../jury-rig.js';
import { partiesPreparedOnCard } from '../criticals.js';
import { courseTargetIndex, type OrderKey } from '../orders.js';
import { orderHasEffect, orderPlan, orderPose } from '../plans.js';
import type { AbilitaCard, AbilitaShipEntry } from '../../chat/card-data-fire.js';
import type { StoredModifier } from '../../chat/card-data-common.js';
import {
  applyAction,
  compact,
  plainAction,
  type ActionView,
  type ViewContext,
} from '../../chat/view-common.js';
import { atLeastCheck, labelText, ruleTip, type CheckView } from '../../chat/view-checks.js';
import { format, formatNumber, formatSigned, localize } from '../../i18n.js';
import type { ShipSystemSource } from '../../models/ship-model.js';
import { sideName } from './side-name.js';

const T = 'SCA.Turn';

/** The rule each order's threshold comes from (FP-4.2 unless another rule decides it). */
const ORDER_RULE: Partial<Record<OrderKey, string>> = {
  unfoul: 'FP-4.5',
  tack: 'FP-5.6',
  repairRigging: 'D-4',
  lightFireship: 'FP-6.7',
  cutAwayWreck: 'OR-9',
  juryRig: 'OR-9',
};

/** OR-9 the ship of this entry was hit at short range the turn before the roll (SD-97). */
function shortRangeHitBefore(
  card: Pick<AbilitaCard, 'turn'>,
  entry: AbilitaShipEntry,
  ctx: Pick<ViewContext, 'scale'>,
): boolean {
  return entry.orders.juryRig && shortRangeHitInTurn(entry.actorUuid, card.turn - 1, ctx.scale);
}

export function modifierViews(mods: readonly StoredModifier[], prefix: string) {
  return mods.map((m) => ({
    labelKey: `${prefix}.${m.key}`,
    value: formatSigned(m.value),
    tooltip: ruleTip(localize(`${prefix}.${m.key}`), m.rule),
  }));
}

export function resultCss(result: string): string {
  if (['ok', 'hit', 'wellLaid', 'all', 'A', 'AE', 'AEB'].includes(result)) return 'is-success';
  if (['critical', 'unlucky'].includes(result)) return 'is-critical';
  return 'is-failure';
}

/**
 * FP-4.2 the lowest score that would have carried this order out for this ship: the card's own
 * outcome rule (orderOutcomes) tried at every score, so the number and the result never disagree.
 */
function orderNeeded(
  entry: AbilitaShipEntry,
  system: ShipSystemSource,
  order: OrderKey,
  shortRangeHitLastTurn = false,
) {
  return minPassingScore((score) => {
    const o = orderOutcomes({ orders: entry.orders, score }, system, {
      shortRangeHitLastTurn,
    }).find((x) => x.order === order);
    return !!o && 'success' in o && o.success;
  });
}

export function orderCheck(
  entry: AbilitaShipEntry,
  system: ShipSystemSource,
  order: OrderKey,
  shortRangeHitLastTurn = false,
): CheckView {
  const needed = orderNeeded(entry, system, order, shortRangeHitLastTurn);
  const data = {
    order: localize(`${T}.Order.${order}`),
    n: needed === null ? '' : formatNumber(needed),
  };
  return atLeastCheck(
    orderScore(entry, order), // OR-3 seven dice: the order's own group
    needed,
    ruleTip(
      format(needed === null ? `${T}.Needs.OrderNever` : `${T}.Needs.Order`, data),
      ORDER_RULE[order] ?? 'FP-4.2',
    ),
  );
}

/** FP-4.2 / FP-4.3 a broadside's result at one band, with the score it needed there. */
function bandView(score: number, band: RangeBand, result: string) {
  const t = shotThresholds(band);
  const tooltip = shotTip(band, t);
  return {
    bandKey: `${T}.Band.${band}`,
    resultKey: `${T}.Result.${result}`,
    css: resultCss(result),
    check: atLeastCheck(score, t.hit, tooltip, { compact: true }),
  };
}

/** FP-4.2 / FP-4.3 what a broadside needs at a band, for the tooltip. */
export function shotTip(band: RangeBand, t: ReturnType<typeof shotThresholds>): string {
  const text = format(`${T}.Needs.Shot`, {
    band: localize(`${T}.Band.${band}`),
    hit: formatNumber(t.hit),
    wellLaid: t.wellLaid === null ? '—' : formatNumber(t.wellLaid),
    unlucky: t.unluckyAtMost === null ? '—' : formatNumber(t.unluckyAtMost),
  });
  return ruleTip(text, 'FP-4.2');
}

function safePose(input: Parameters<typeof orderPlan>[0], courseTarget: number | null): boolean {
  try {
    return orderPose(input, courseTarget) !== null;
  } catch {
    return false;
  }
}

function safePlan(input: Parameters<typeof orderPlan>[0]) {
  try {
    return orderPlan(input);
  } catch {
    return null;
  }
}

/** Several buttons sharing one key: once applied, show it once. */
function dedupeApplied(actions: ActionView[]): ActionView[] {
  const done = actions.find((a) => a.state !== 'ready');
  return done ? [done] : actions;
}

function fireOutcome(
  card: AbilitaCard,
  ctx: ViewContext,
  index: number,
  system: ShipSystemSource,
  o: Extract<OrderOutcome, { byBand: unknown }>,
) {
  const entry = card.ships[index]!;
  const allowed = ctx.viewer.isGM || ctx.viewer.owns(entry.actorUuid);
  const actions: ActionView[] = [];
  const broadside = o.order === 'firePort' ? 'port' : 'starboard';
  const fired = ctx.related.fired(index, broadside);
  // FP-7.3 with parties ready this turn, once one side has fired the other may not.
  const otherFired = ctx.related.fired(index, broadside === 'port' ? 'starboard' : 'port');
  const oneSideOnly =
    otherFired && (system.boarding.partiesReady || partiesPreparedOnCard(card, index));
  if (fired)
    actions.push({
      ...plainAction('none', `${T}.Action.Fired`, {}),
      state: 'applied',
      doneKey: `${T}.Action.FiredState`,
      css: 'is-applied',
    });
  else if (allowed && !oneSideOnly)
    actions.push(plainAction('fire', `${T}.Action.Fire`, { index, broadside }));
  return {
    orderKey: `${T}.Order.${o.order}`,
    aimKey: `${T}.Aim.${o.order === 'firePort' ? entry.orders.firePort : entry.orders.fireStarboard}`,
    ...groupTag(entry, o.order),
    byBand: o.byBand.map((b) => bandView(orderScore(entry, o.order), b.band, b.result)),
    check: null,
    actions,
  };
}

/** The "what it does" of an order's button: the change's own label, with the hull side when chosen. */
function orderWhat(
  input: Parameters<typeof orderPlan>[0],
  isPose: boolean,
  hullSide: 'port' | 'starboard' | null,
): string {
  if (isPose && input.entry.orders.changeCourse)
    return format(`${T}.Action.Turn`, {
      heading: localize(`SCA.Canvas.Compass.${input.entry.orders.changeCourse}`),
    });
  const plan = safePlan(hullSide ? { ...input, hullSide } : input);
  if (!plan) return '';
  const what = labelText(plan.label);
  return hullSide
    ? format(`${T}.Action.OnTrack`, { what, track: localize(`${T}.Track.${hullSide}`) })
    : what;
}

function orderOutcomeView(
  card: AbilitaCard,
  ctx: ViewContext,
  index: number,
  system: ShipSystemSource,
  o: Exclude<OrderOutcome, { byBand: unknown }>,
) {
  const entry = card.ships[index]!;
  const allowed = ctx.viewer.isGM || ctx.viewer.owns(entry.actorUuid);
  const actions: ActionView[] = [];
  const key = `${ctx.messageId}:${index}:${o.order}`;
  const input = {
    entry,
    order: o.order,
    system,
    wind: card.wind,
    burning: () => false,
    gunPhase: cardRollPhase(card.turn),
    shortRangeHitLastTurn: shortRangeHitBefore(card, entry, ctx),
  };
  const courseTarget = o.order === 'changeCourse' ? courseTargetIndex(entry.orders) : null;
  // A course change that succeeded turns the token; one that failed in irons (FP-5.4) damages the rigging.
  const isPose = o.order === 'changeCourse' && safePose(input, courseTarget);
  const state = ctx.effect(entry.actorUuid, key);
  if (state.state !== 'none' || orderHasEffect(input, courseTarget)) {
    const needsSide =
      o.order === 'extinguish' &&
      !o.success &&
      state.state === 'none' &&
      system.fires.rigging === 0 &&
      safePlan(input) !== null;
    const sides = needsSide ? (['port', 'starboard'] as const) : [null];
    for (const hullSide of sides) {
      const a = applyAction(ctx, {
        action: isPose || o.order === 'tack' ? 'turnShip' : 'applyOrder',
        labelKey: `${T}.Action.Apply`,
        what: orderWhat(input, isPose, hullSide),
        args: { index, order: o.order, ...(hullSide ? { hullSide } : {}) },
        actorUuid: entry.actorUuid,
        key,
        allowed,
        pose: isPose,
        withPose: o.order === 'tack',
      });
      if (a) actions.push(a);
    }
  }
  return {
    orderKey: `${T}.Order.${o.order}`,
    detail:
      o.order === 'extinguish' && !o.success && o.damagePct > 0
        ? `−${formatNumber(o.damagePct)}% DC`
        : '',
    detailKey:
      o.order === 'changeCourse' && entry.orders.changeCourse
        ? `SCA.Canvas.Compass.${entry.orders.changeCourse}`
        : '',
    resultKey: `${T}.Result.${o.result}`,
    css: resultCss(o.result),
    ...groupTag(entry, o.order),
    byBand: null,
    check: orderCheck(entry, system, o.order, input.shortRangeHitLastTurn),
    actions,
  };
}

/** OR-3 seven dice: the group an order reads, named in words beside it (colour is not the only cue). */
function groupTag(entry: AbilitaShipEntry, order: OrderKey) {
  const group = ORDER_DICE_GROUP[order];
  return entry.groupScores
    ? { group, groupKey: `${T}.SevenDice.Short.${group}` }
    : { group: '', groupKey: '' };
}

/** OR-3 the seven dice by group: the common die, then each coloured pair with its group's total. */
function sevenDiceView(seven: readonly number[]) {
  return [
    { part: 'common', labelKey: `${T}.SevenDice.common`, faces: [seven[0]!], total: null },
    ...DICE_GROUPS.map((g) => ({
      part: g,
      labelKey: `${T}.SevenDice.${g}`,
      faces: groupDice(seven, g).slice(1),
      total: diceTotal(groupDice(seven, g)),
    })),
  ];
}

/** OR-3 a ship's three scores, each named by its group. */
function groupScoresView(entry: AbilitaShipEntry) {
  return entry.groupScores
    ? DICE_GROUPS.map((g) => ({
        group: g,
        labelKey: `${T}.SevenDice.Short.${g}`,
        score: groupScore(entry, g),
      }))
    : null;
}

export function abilitaView(card: AbilitaCard, ctx: ViewContext) {
  const total = diceTotal(card.faces);
  const critical = new Set(criticalCourseShips(card));
  const ships = card.ships.map((entry, index) => {
    const system = ctx.ship(entry.actorUuid);
    const allowed = ctx.viewer.isGM || ctx.viewer.owns(entry.actorUuid);
    const outcomes = system
      ? orderOutcomes(entry, system, {
          shortRangeHitLastTurn: shortRangeHitBefore(card, entry, ctx),
        }).map((o) =>
          'byBand' in o
            ? fireOutcome(card, ctx, index, system, o)
            : orderOutcomeView(card, ctx, index, system, o),
        )
      : [];
    const bearAway =
      critical.has(index) && entry.headingIndex !== null && card.wind !== null
        ? compact(
            criticalBearAway(entry.headingIndex, card.wind).map((h) =>
              applyAction(ctx, {
                action: 'bearAway',
                labelKey: `${T}.Action.BearAway`,
                labelData: { headingKey: `SCA.Canvas.Compass.${headingName(h)}` },
                args: { index, heading: h },
                actorUuid: entry.actorUuid,
                key: `${ctx.messageId}:${index}:bearAway`,
                allowed,
                pose: true,
              }),
            ),
          )
        : [];
    return {
      name: entry.name,
      score: entry.score,
      groupScores: groupScoresView(entry),
      scoreTooltip: ruleTip(
        localize(entry.groupScores ? `${T}.SevenDice.ScoreTip` : `${T}.Needs.Score`),
        entry.groupScores ? 'OR-3' : 'FP-4.1',
      ),
      modifiers: modifierViews(entry.modifiers, `${T}.Modifier`),
      critical: critical.has(index),
      // SD-91 with seven dice the X is read on the manoeuvre (blue) dice: named beside it.
      criticalGroupKey: entry.groupScores ? `${T}.SevenDice.Short.${CRITICAL_COURSE_GROUP}` : '',
      // FP-4.3 X: the score that would have kept clear of it.
      criticalCheck: critical.has(index)
        ? atLeastCheck(
            groupScore(entry, CRITICAL_COURSE_GROUP), // SD-91 the blue dice
            minPassingScore((s) => !hasCriticalCourseFailure(s)),
            ruleTip(localize(`${T}.Needs.Critical`), 'FP-4.3'),
          )
        : null,
      bearAway: dedupeApplied(bearAway),
      outcomes,
      missing: !system,
    };
  });
  return {
    kind: 'abilita',
    titleKey: `${T}.Card.abilita`,
    turn: card.turn,
    side: sideName(card.side),
    faces: card.faces,
    total,
    sevenDice: card.sevenDice ? sevenDiceView(card.sevenDice) : null,
    windKey: card.wind === null ? '' : `SCA.Canvas.Compass.${headingName(card.wind)}`,
    ships,
  };
}
