// View models of the melee and morale cards (the morale list and one ship's test).
import {
  diceTotal,
  moraleModifiers,
  moraleBase,
  sumModifiers,
  testScoreOdds,
} from '../../../rules/index.js';
import { moraleConditionsOf } from '../../ship-state.js';
import { meleeResult, meleeOutcomeOf } from '../melee.js';
import { moraleResult } from '../morale.js';
import type { MeleeCard, MoraleCard, MoraleListCard } from '../../chat/card-data.js';
import {
  applyAction,
  compact,
  pct,
  plainAction,
  rounded,
  signed,
  type ViewContext,
} from '../../chat/view-common.js';

const T = 'SCA.Turn';

export function meleeView(card: MeleeCard, ctx: ViewContext) {
  const allowed = ctx.viewer.isGM || ctx.viewer.owns(card.attacker.actorUuid);
  const result = meleeResult(card);
  const outcome = meleeOutcomeOf(card);
  const act = (role: 'attacker' | 'defender') =>
    applyAction(ctx, {
      action: 'applyMelee',
      labelKey: `${T}.Action.ApplyTo`,
      labelData: { track: role === 'attacker' ? card.attacker.name : card.defender.name },
      args: { role },
      actorUuid: role === 'attacker' ? card.attacker.actorUuid : card.defender.actorUuid,
      key: `${ctx.messageId}:${role}`,
      allowed,
    });
  return {
    kind: 'melee',
    titleKey: `${T}.Card.melee`,
    turn: card.turn,
    side: card.side,
    attacker: card.attacker.name,
    defender: card.defender.name,
    attackerSupports: card.attackerSupports.map((s) => s.name),
    defenderSupports: card.defenderSupports.map((s) => s.name),
    supportsCancel: card.attackerSupports.length > 0 && card.defenderSupports.length > 0,
    withoutMelee: card.withoutMelee,
    faces: card.faces,
    total: card.faces ? diceTotal(card.faces) : null,
    diceModifier: result ? signed(result.diceModifier) : '',
    modifiers: result
      ? result.modifiers.map((m) => ({
          labelKey: `${T}.Melee.${m.key}`,
          value: signed(m.value),
          rule: m.rule,
        }))
      : [],
    score: result?.score ?? null,
    outcomeKey: `${T}.Melee.Outcome.${outcome}`,
    outcomeCss:
      outcome === 'captured' ? 'is-success' : outcome === 'continues' ? 'is-neutral' : 'is-failure',
    meleeDamage: card.meleeDamage && !card.withoutMelee,
    actions: compact([act('attacker'), act('defender')]),
  };
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
      strike: ship ? pct(strikeProbability(moraleConditionsOf(ship, e))) : '',
      tested,
      action:
        !tested && allowed ? plainAction('testMorale', `${T}.Action.Test`, { entry: i }) : null,
    };
  });
  return {
    kind: 'moraleList',
    titleKey: `${T}.Card.moraleList`,
    turn: card.turn,
    side: card.side,
    entries,
    empty: entries.length === 0,
  };
}

export function moraleView(card: MoraleCard, ctx: ViewContext) {
  const r = moraleResult(card);
  const actions = compact([
    applyAction(ctx, {
      action: 'applyMorale',
      labelKey: `${T}.Action.Apply`,
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
    side: card.side,
    name: card.ship.name,
    faces: card.faces,
    total: diceTotal(card.faces),
    base: rounded(r.base, 1),
    diceModifier: signed(r.diceModifier),
    modifiers: r.modifiers.map((m) => ({
      labelKey: `${T}.Morale.${m.key}`,
      value: signed(m.value),
      rule: m.rule,
    })),
    score: rounded(r.score, 1),
    struck: r.struck,
    outcomeKey: r.struck ? `${T}.Morale.Struck` : `${T}.Morale.Holds`,
    outcomeCss: r.struck ? 'is-failure' : 'is-success',
    actions,
  };
}
