// View models of the melee and morale cards (the morale list and one ship's test).
import {
  MELEE_CAPTURED_FROM,
  MORALE_HOLDS_ABOVE,
  diceTotal,
  meleeDamage,
  moraleModifiers,
  moraleBase,
  sumModifiers,
  testScoreOdds,
} from '../../../rules/index.js';
import { moraleConditionsOf } from '../../ship-state.js';
import { meleeResult, meleeOutcomeOf } from '../melee.js';
import { profileFromSource } from '../../models/ship-model.js';
import { moraleResult } from '../morale.js';
import type { MeleeCard, MoraleCard, MoraleListCard } from '../../chat/card-data-melee-morale.js';
import { applyAction, compact, plainAction, type ViewContext } from '../../chat/view-common.js';
import { aboveCheck, atLeastCheck, ruleTip } from '../../chat/view-checks.js';
import { format, formatNumber, formatPercent, formatSigned, localize } from '../../i18n.js';
import { sideName } from './side-name.js';

const T = 'SCA.Turn';

/** FP-7.5 the melee modifiers are the boarder's test: whose ship each one is about. */
const ABOUT_DEFENDER = new Set(['enemyDcLost', 'enemySupport']);

/** The 3d6 dice modifier of the melee (FP-7.5) and morale (FP-8.2) tests. */
function diceModifierTooltip(total: number, rule: 'FP-7.5' | 'FP-8.2'): string {
  return ruleTip(format(`${T}.Needs.DiceModifier`, { total: formatNumber(total) }), rule);
}

export function meleeView(card: MeleeCard, ctx: ViewContext) {
  const allowed = ctx.viewer.isGM || ctx.viewer.owns(card.attacker.actorUuid);
  const result = meleeResult(card);
  const outcome = meleeOutcomeOf(card);
  const act = (role: 'attacker' | 'defender') => {
    const ship = role === 'attacker' ? card.attacker : card.defender;
    return applyAction(ctx, {
      action: 'applyMelee',
      labelKey: `${T}.Action.Apply`,
      what: format(`${T}.Action.OnShip`, { ship: ship.name, what: meleeWhat(card, role, ctx) }),
      args: { role },
      actorUuid: ship.actorUuid,
      key: `${ctx.messageId}:${role}`,
      allowed,
    });
  };
  const total = card.faces ? diceTotal(card.faces) : null;
  return {
    kind: 'melee',
    titleKey: `${T}.Card.melee`,
    turn: card.turn,
    side: sideName(card.side),
    attacker: card.attacker.name,
    defender: card.defender.name,
    attackerSupports: card.attackerSupports.map((s) => s.name),
    defenderSupports: card.defenderSupports.map((s) => s.name),
    supportsCancel: card.attackerSupports.length > 0 && card.defenderSupports.length > 0,
    withoutMelee: card.withoutMelee,
    faces: card.faces,
    total,
    diceModifier: result ? formatSigned(result.diceModifier) : '',
    diceModifierTooltip: total === null ? '' : diceModifierTooltip(total, 'FP-7.5'),
    modifiers: result
      ? result.modifiers.map((m) => ({
          label: format(`${T}.Melee.Whose`, {
            label: localize(`${T}.Melee.${m.key}`),
            ship: ABOUT_DEFENDER.has(m.key) ? card.defender.name : card.attacker.name,
          }),
          value: formatSigned(m.value),
          tooltip: ruleTip(localize(`${T}.Melee.${m.key}`), m.rule),
        }))
      : [],
    score: result ? formatNumber(result.score) : null,
    check: result
      ? atLeastCheck(
          result.score,
          MELEE_CAPTURED_FROM,
          ruleTip(format(`${T}.Needs.Melee`, { n: formatNumber(MELEE_CAPTURED_FROM) }), 'FP-7.5'),
        )
      : null,
    outcomeKey: `${T}.Melee.Outcome.${outcome}`,
    outcomeCss:
      outcome === 'captured' ? 'is-success' : outcome === 'continues' ? 'is-neutral' : 'is-failure',
    meleeDamage: card.meleeDamage && !card.withoutMelee,
    meleeDamageTooltip: ruleTip(localize(`${T}.Needs.MeleeDamage`), 'HR-1'),
    actions: compact([act('attacker'), act('defender')]),
  };
}

/**
 * What the melee's outcome does to one of the two ships (the changes meleePlan makes, in words), with
 * the HR-1 damage when the card has it.
 */
function meleeWhat(card: MeleeCard, role: 'attacker' | 'defender', ctx: ViewContext): string {
  const outcome = meleeOutcomeOf(card);
  const what = format(`${T}.MeleeEffect.${role}.${outcome}`, {
    ship: card.defender.name,
    side: sideName(card.side),
  });
  const attacker = ctx.ship(card.attacker.actorUuid);
  const defender = ctx.ship(card.defender.actorUuid);
  if (!card.meleeDamage || card.withoutMelee || !attacker || !defender) return what;
  const dmg = meleeDamage(
    outcome,
    { dcCapacity: profileFromSource(attacker).dcCapacity },
    { dcCapacity: profileFromSource(defender).dcCapacity },
  );
  const mine = role === 'attacker' ? dmg.testing : dmg.defending;
  if (mine.hullPoints + mine.riggingPoints === 0) return what;
  return format(`${T}.MeleeEffect.Damage`, {
    what,
    hull: formatNumber(mine.hullPoints),
    rigging: formatNumber(mine.riggingPoints),
  });
}

/** FP-8.2 probability that a test with these conditions strikes (score <= 0). */
export function strikeProbability(conditions: Parameters<typeof moraleModifiers>[0]): number {
  const constant = moraleBase(conditions.dcCapacity) + sumModifiers(moraleModifiers(conditions));
  return testScoreOdds(constant)
    .filter((o) => o.value <= 0)
    .reduce((p, o) => p + o.probability, 0);
}

export function moraleListView(card: MoraleListCard, ctx: ViewContext) {
  const entries = card.entries.map((e, i) => {
    const ship = ctx.ship(e.actorUuid);
    const tested = ctx.related.tested(i);
    const allowed = ctx.viewer.isGM || ctx.viewer.owns(e.actorUuid);
    return {
      name: e.name,
      reasons: e.reasons.map((r) => `${T}.Morale.Reason.${r}`),
      hits: e.hits,
      bowRakes: e.bowRakes,
      sternRakes: e.sternRakes,
      strike: ship ? formatPercent(strikeProbability(moraleConditionsOf(ship, e))) : '',
      tested,
      action:
        !tested && allowed ? plainAction('testMorale', `${T}.Action.Test`, { entry: i }) : null,
    };
  });
  return {
    kind: 'moraleList',
    // HR-4 a fleet's all-ships test at 0 has its own title.
    titleKey: card.fleetBreak ? `${T}.FleetMorale.BreakTestTitle` : `${T}.Card.moraleList`,
    turn: card.turn,
    side: sideName(card.side),
    entries,
    empty: entries.length === 0,
  };
}

export function moraleView(card: MoraleCard, ctx: ViewContext) {
  const r = moraleResult(card);
  const total = diceTotal(card.faces);
  const fireship = ctx.ship(card.ship.actorUuid)?.fireship.isFireship ?? false;
  // The words of the change moralePlan records (FP-6.7 a fireship's crew abandons it instead).
  const effectKey = !r.struck ? 'MoralePassed' : fireship ? 'Abandoned' : 'Struck';
  const actions = compact([
    applyAction(ctx, {
      action: 'applyMorale',
      labelKey: `${T}.Action.Apply`,
      what: format(`${T}.Effect.${effectKey}`, { score: formatNumber(r.score, 1) }),
      args: {},
      actorUuid: card.ship.actorUuid,
      key: `${card.listMessageId}:${card.ship.actorUuid}`,
      allowed: ctx.viewer.isGM || ctx.viewer.owns(card.ship.actorUuid),
    }),
  ]);
  return {
    kind: 'morale',
    titleKey: `${T}.Card.morale`,
    turn: card.turn,
    side: sideName(card.side),
    name: card.ship.name,
    faces: card.faces,
    total,
    base: formatNumber(r.base, 1),
    baseTooltip: ruleTip(localize(`${T}.Morale.Base`), 'FP-8.2'),
    diceModifier: formatSigned(r.diceModifier),
    diceModifierTooltip: diceModifierTooltip(total, 'FP-8.2'),
    modifiers: r.modifiers.map((m) => ({
      labelKey: `${T}.Morale.${m.key}`,
      value: formatSigned(m.value),
      tooltip: ruleTip(localize(`${T}.Morale.${m.key}`), m.rule),
    })),
    score: formatNumber(r.score, 1),
    check: aboveCheck(
      r.score,
      MORALE_HOLDS_ABOVE,
      ruleTip(localize(`${T}.Needs.Morale`), 'FP-8.2'),
    ),
    struck: r.struck,
    outcomeKey: r.struck ? `${T}.Morale.Struck` : `${T}.Morale.Holds`,
    outcomeCss: r.struck ? 'is-failure' : 'is-success',
    actions,
  };
}
