// View models of the melee, morale, end-of-part and summary cards.
import { diceTotal, moraleModifiers, moraleBase, sumModifiers, testScoreOdds } from '../../rules/index.js';
import { moraleConditionsOf } from '../ship-state.js';
import { meleeResult, meleeOutcomeOf } from '../turn/melee.js';
import { moraleResult } from '../turn/morale.js';
import { endOfPartPlan } from '../turn/end-of-part.js';
import type { EndOfPartCard, MeleeCard, MoraleCard, MoraleListCard, SummaryCard } from './card-data.js';
import { applyAction, compact, pct, plainAction, rounded, signed, type ViewContext } from './view-common.js';

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
    modifiers: result ? result.modifiers.map((m) => ({ labelKey: `${T}.Melee.${m.key}`, value: signed(m.value), rule: m.rule })) : [],
    score: result?.score ?? null,
    outcomeKey: `${T}.Melee.Outcome.${outcome}`,
    outcomeCss: outcome === 'captured' ? 'is-success' : outcome === 'continues' ? 'is-neutral' : 'is-failure',
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
      action: !tested && allowed ? plainAction('testMorale', `${T}.Action.Test`, { entry: i }) : null,
    };
  });
  return { kind: 'moraleList', titleKey: `${T}.Card.moraleList`, turn: card.turn, side: card.side, entries, empty: entries.length === 0 };
}

export function moraleView(card: MoraleCard, ctx: ViewContext) {
  const r = moraleResult(card);
  const actions = compact([applyAction(ctx, {
    action: 'applyMorale',
    labelKey: `${T}.Action.Apply`,
    args: {},
    actorUuid: card.ship.actorUuid,
    key: `${card.listMessageId}:${card.ship.actorUuid}`,
    allowed: ctx.viewer.isGM || ctx.viewer.owns(card.ship.actorUuid),
  })]);
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
    modifiers: r.modifiers.map((m) => ({ labelKey: `${T}.Morale.${m.key}`, value: signed(m.value), rule: m.rule })),
    score: rounded(r.score, 1),
    struck: r.struck,
    outcomeKey: r.struck ? `${T}.Morale.Struck` : `${T}.Morale.Holds`,
    outcomeCss: r.struck ? 'is-failure' : 'is-success',
    actions,
  };
}

export function endOfPartView(card: EndOfPartCard, ctx: ViewContext) {
  const entries = card.entries.map((e, i) => {
    const ship = ctx.ship(e.actorUuid);
    const allowed = ctx.viewer.isGM || ctx.viewer.owns(e.actorUuid);
    const key = `${ctx.messageId}:${i}`;
    let plan = null;
    try {
      const spread = e.cause === 'spread' ? { selfId: e.actorUuid.split('.').pop()!, from: e.from ? ctx.ship(e.from.actorUuid) : null } : undefined;
      plan = ship ? endOfPartPlan(e, ship, spread) : null;
    } catch {
      plan = null;
    }
    const state = ctx.effect(e.actorUuid, key);
    return {
      name: e.name,
      causeKey: `${T}.EndOfPart.${e.cause}`,
      fromName: e.from?.name ?? null,
      previewKey: plan ? plan.label.key : state.state === 'none' ? `${T}.EndOfPart.Nothing` : '',
      previewData: plan?.label.data ?? {},
      actions: plan || state.state !== 'none' ? compact([applyAction(ctx, { action: 'applyEndOfPart', labelKey: `${T}.Action.Apply`, args: { entry: i }, actorUuid: e.actorUuid, key, allowed })]) : [],
      neighbours: e.neighbours.map((n, j) => ({
        name: n.name,
        actions: compact([applyAction(ctx, { action: 'applyExplosionFire', labelKey: `${T}.Action.SetFire`, labelData: { name: n.name }, args: { entry: i, neighbour: j }, actorUuid: n.actorUuid, key: `${key}:n${j}`, allowed })]),
      })),
    };
  });
  return { kind: 'endOfPart', titleKey: `${T}.Card.endOfPart`, turn: card.turn, side: card.side, entries, empty: entries.length === 0 };
}

export function summaryView(card: SummaryCard) {
  return {
    kind: 'summary',
    titleKey: `${T}.Card.summary`,
    turn: card.turn,
    scoringKey: `SCA.Settings.VictoryScoring.${card.scoring === 'standard' ? 'Standard' : 'Detailed'}`,
    sides: card.sides.map((s) => ({ id: s.id, points: s.points, exact: rounded(s.exact, 1) })),
    winner: winnerOf(card.sides),
    ships: card.ships.map((s) => ({ ...s, fateKey: `${T}.Fate.${s.fate}`, changedSide: s.side !== s.originalSide })),
  };
}

function winnerOf(sides: SummaryCard['sides']): string {
  const sorted = [...sides].sort((a, b) => b.points - a.points);
  return sorted.length > 1 && sorted[0]!.points > sorted[1]!.points ? sorted[0]!.id : '';
}
