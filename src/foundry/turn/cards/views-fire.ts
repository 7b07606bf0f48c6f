// View models of the Abilità, gunnery and critical cards: card model + viewer -> template context.
import {
  criticalBearAway,
  diceTotal,
  headingName,
  unluckyEffect,
  wellLaidEffect,
  type Modifier,
} from '../../../rules/index.js';
import { orderOutcomes, criticalCourseShips } from '../abilita.js';
import { explosionFireKey, partiesPreparedOnCard } from '../criticals.js';
import { courseTargetIndex } from '../orders.js';
import { orderHasEffect, orderPlan, orderPose } from '../plans.js';
import { resolveGunnery } from '../gunnery.js';
import type {
  AbilitaCard,
  CriticalCard,
  GunneryCard,
  StoredModifier,
} from '../../chat/card-data.js';
import {
  applyAction,
  compact,
  plainAction,
  rounded,
  signed,
  type ActionView,
  type ViewContext,
} from '../../chat/view-common.js';

const T = 'SCA.Turn';

function modifierViews(mods: readonly StoredModifier[] | readonly Modifier[], prefix: string) {
  return mods.map((m) => ({
    labelKey: `${prefix}.${m.key}`,
    value: signed(m.value),
    rule: m.rule,
  }));
}

function resultCss(result: string): string {
  if (['ok', 'hit', 'wellLaid', 'all', 'A', 'AE', 'AEB'].includes(result)) return 'is-success';
  if (['critical', 'unlucky'].includes(result)) return 'is-critical';
  return 'is-failure';
}

export function abilitaView(card: AbilitaCard, ctx: ViewContext) {
  const total = diceTotal(card.faces);
  const critical = new Set(criticalCourseShips(card));
  const ships = card.ships.map((entry, index) => {
    const system = ctx.ship(entry.actorUuid);
    const allowed = ctx.viewer.isGM || ctx.viewer.owns(entry.actorUuid);
    const base = `${ctx.messageId}:${index}`;
    const outcomes = system
      ? orderOutcomes(entry, system).map((o) => {
          const actions: ActionView[] = [];
          if ('byBand' in o) {
            const broadside = o.order === 'firePort' ? 'port' : 'starboard';
            const fired = ctx.related.fired(index, broadside);
            // FP-7.3 with parties ready this turn, once one side has fired the other may not.
            const otherFired = ctx.related.fired(
              index,
              broadside === 'port' ? 'starboard' : 'port',
            );
            const oneSideOnly =
              otherFired && (system.boarding.partiesReady || partiesPreparedOnCard(card, index));
            if (fired)
              actions.push({
                ...plainAction('none', `${T}.Action.Fired`, {}),
                state: 'applied',
                css: 'is-applied',
              });
            else if (allowed && !oneSideOnly)
              actions.push(plainAction('fire', `${T}.Action.Fire`, { index, broadside }));
            return {
              orderKey: `${T}.Order.${o.order}`,
              aimKey: `${T}.Aim.${o.order === 'firePort' ? entry.orders.firePort : entry.orders.fireStarboard}`,
              byBand: o.byBand.map((b) => ({
                bandKey: `${T}.Band.${b.band}`,
                resultKey: `${T}.Result.${b.result}`,
                css: resultCss(b.result),
              })),
              actions,
            };
          }
          const key = `${base}:${o.order}`;
          const input = { entry, order: o.order, system, wind: card.wind, burning: () => false };
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
                labelKey: hullSide ? `${T}.Action.ApplyTo` : `${T}.Action.Apply`,
                labelData: hullSide ? { track: hullSide } : {},
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
              o.order === 'extinguish' && !o.success && o.damagePct > 0 ? `-${o.damagePct}%` : '',
            detailKey:
              o.order === 'changeCourse' && entry.orders.changeCourse
                ? `SCA.Canvas.Compass.${entry.orders.changeCourse}`
                : '',
            resultKey: `${T}.Result.${o.result}`,
            css: resultCss(o.result),
            byBand: null,
            actions,
          };
        })
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
                key: `${base}:bearAway`,
                allowed,
                pose: true,
              }),
            ),
          )
        : [];
    return {
      name: entry.name,
      score: entry.score,
      modifiers: modifierViews(entry.modifiers, `${T}.Modifier`),
      critical: critical.has(index),
      bearAway: dedupeApplied(bearAway),
      outcomes,
      missing: !system,
    };
  });
  return {
    kind: 'abilita',
    titleKey: `${T}.Card.abilita`,
    turn: card.turn,
    side: card.side,
    faces: card.faces,
    total,
    windKey: card.wind === null ? '' : `SCA.Canvas.Compass.${headingName(card.wind)}`,
    ships,
  };
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

export function gunneryView(card: GunneryCard, ctx: ViewContext) {
  const allowed = ctx.viewer.isGM || ctx.viewer.owns(card.firerUuid);
  const res = resolveGunnery(card, ctx.scale);
  const base = {
    kind: 'gunnery',
    titleKey: `${T}.Card.gunnery`,
    turn: card.turn,
    side: card.side,
    firerName: card.firerName,
    broadsideKey: `${T}.Side.${card.broadside}`,
    aimKey: `${T}.Aim.${card.aim}`,
    score: card.score,
    bf: card.bf,
  };
  if (res.awaitingChoice) {
    const choices = card.choices.map((id) => {
      const c = card.candidates.find((x) => x.actorUuid === id)!;
      return {
        name: c.name,
        range: rounded(c.rangeMm),
        bandKey: `${T}.Band.${c.band}`,
        halfKey: `${T}.Half.${c.half}`,
        action: allowed
          ? plainAction('chooseTarget', `${T}.Action.Choose`, { target: id }, { name: c.name })
          : null,
      };
    });
    return {
      ...base,
      state: 'choose',
      choices,
      target: null,
      factors: [],
      recipients: [],
      noTarget: false,
    };
  }
  if (res.noTarget || !res.target || !res.shot)
    return {
      ...base,
      state: 'noTarget',
      choices: [],
      target: null,
      factors: [],
      recipients: [],
      noTarget: true,
    };
  const result = res.shot.result;
  const recipients = res.recipients.map((rec, i) => ({
    name: rec.name,
    trackKey: `${T}.Track.${rec.track}`,
    points: res.damage!.damage,
    actions: compact([
      applyAction(ctx, {
        action: 'applyDamage',
        labelKey: `${T}.Action.ApplyDamage`,
        labelData: { points: res.damage!.damage, name: rec.name },
        args: { recipient: i },
        actorUuid: rec.actorUuid,
        key: `${ctx.messageId}:${i}`,
        allowed,
      }),
    ]),
  }));
  return {
    ...base,
    state: 'resolved',
    choices: [],
    noTarget: false,
    target: {
      name: res.target.name,
      range: rounded(res.target.rangeMm),
      bandKey: `${T}.Band.${res.shot.band}`,
      halfKey: `${T}.Half.${res.target.half}`,
      rakeKey: card.aim === 'hull' && res.target.rake ? `${T}.Rake.${res.target.rake}` : '',
      sailKey: `${T}.Sail.${res.target.sail}`,
    },
    resultKey: `${T}.Result.${result}`,
    resultCss: resultCss(result),
    criticalNoteKey:
      result === 'unlucky' || result === 'wellLaid' ? `${T}.Gunnery.CriticalPending` : '',
    factors: res.damage
      ? res.damage.factors.map((f) => ({
          labelKey: `${T}.Factor.${f.key}`,
          value: rounded(f.value, 3),
          rule: f.rule,
        }))
      : [],
    exact: res.damage ? rounded(res.damage.exact, 2) : null,
    damage: res.damage?.damage ?? null,
    split: res.recipients.length > 1 ? res.recipients.length : 0,
    recipients,
  };
}

export function criticalView(card: CriticalCard, ctx: ViewContext) {
  const u = card.unlucky;
  const w = card.wellLaid;
  const unlucky = u
    ? {
        name: u.firerName,
        faces: u.faces,
        total: diceTotal(u.faces),
        effectKey: `${T}.Unlucky.${unluckyEffect(diceTotal(u.faces))}`,
        sideKey: `${T}.Side.${u.broadside}`,
        actions:
          unluckyEffect(diceTotal(u.faces)) === 'none'
            ? []
            : compact([
                applyAction(ctx, {
                  action: 'applyUnlucky',
                  labelKey: `${T}.Action.Apply`,
                  args: {},
                  actorUuid: u.firerUuid,
                  key: `${ctx.messageId}:unlucky`,
                  allowed: ctx.viewer.isGM || ctx.viewer.owns(u.firerUuid),
                }),
              ]),
      }
    : null;
  const mayW = ctx.viewer.isGM || (!!w && ctx.viewer.owns(w.firerUuid));
  const wellLaid = w
    ? {
        name: w.targetName,
        faces: w.faces,
        total: diceTotal(w.faces),
        effectKey: `${T}.WellLaid.${wellLaidEffect(diceTotal(w.faces))}`,
        actions: compact([
          applyAction(ctx, {
            action: 'applyWellLaid',
            labelKey: `${T}.Action.Apply`,
            args: {},
            actorUuid: w.targetUuid,
            key: `${ctx.messageId}:wellLaid`,
            allowed: mayW,
          }),
        ]),
        neighbours: w.neighbours.map((n, j) => ({
          name: n.name,
          actions: compact([
            applyAction(ctx, {
              action: 'applyExplosionFire',
              labelKey: `${T}.Action.SetFire`,
              labelData: { name: n.name },
              args: { neighbour: j },
              actorUuid: n.actorUuid,
              key: explosionFireKey(w.targetUuid, n.actorUuid),
              allowed: mayW,
            }),
          ]),
        })),
      }
    : null;
  return {
    kind: 'critical',
    titleKey: `${T}.Card.critical`,
    turn: card.turn,
    side: card.side,
    unlucky,
    wellLaid,
    none: !u && !w,
  };
}
