// View models of the gunnery and critical cards: card model + viewer -> template context. Each roll
// shows the number it needed; each change one row saying what it does, with its button.
import { wreckageScored } from '../rigging-fire.js';
import {
  diceTotal,
  shotThresholds,
  unluckyEffect,
  unluckyRow,
  wellLaidEffect,
  wellLaidRow,
} from '../../../rules/index.js';
import {
  explosionFireKey,
  explosionFirePlan,
  unluckyPlan,
  wellLaidDoubleLines,
  wellLaidKey,
} from '../criticals.js';
import { resolveGunnery } from '../gunnery.js';
import type { CriticalCard, GunneryCard } from '../../chat/card-data-fire.js';
import { applyAction, compact, plainAction, type ViewContext } from '../../chat/view-common.js';
import { atLeastCheck, labelText, rowCheck, ruleTip } from '../../chat/view-checks.js';
import { format, formatNumber, localize } from '../../i18n.js';
import { profileFromSource } from '../../models/ship-model.js';
import type { EffectPlanData } from '../plans.js';
import { resultCss, shotTip } from './views-abilita.js';
import { sideName } from './side-name.js';
import { tangleOutcome, tangleShotScore } from '../tangle-fire.js';
import { tackFireNote } from '../or5-tack.js';

export { abilitaView } from './views-abilita.js';

const T = 'SCA.Turn';

/** A change's own words ('' when there is none, or it cannot be worked out now). */
function planText(plan: () => EffectPlanData | null): string {
  try {
    const p = plan();
    return p ? labelText(p.label) : '';
  } catch {
    return '';
  }
}

/** FP-4.2 the broadside's score against what a hit needed at its band. */
function shotCheck(score: number, band: string) {
  if (band === 'out') return null;
  const b = band as 'short' | 'medium' | 'long';
  const t = shotThresholds(b);
  return atLeastCheck(score, t.hit, shotTip(b, t));
}

/** FP-4.3 the score against what a well laid shot needed at its band. */
function wellLaidCheck(score: number, band: string) {
  if (band === 'out') return null;
  const b = band as 'short' | 'medium' | 'long';
  const t = shotThresholds(b);
  return {
    ...atLeastCheck(score, t.wellLaid, shotTip(b, t)),
    label: localize(`${T}.Result.wellLaid`),
  };
}

/** "−120 starboard hull (0.75 DC)": the points, the track and their share of the ship's DC. */
function damageText(
  points: number,
  track: string,
  target: Parameters<typeof profileFromSource>[0] | null,
): string {
  const dc = target ? points / profileFromSource(target).dcCapacity : null;
  return format(`${T}.Action.Damage`, {
    points: formatNumber(points),
    track: localize(`${T}.Track.${track}`),
    dc: dc === null ? '?' : formatNumber(dc, 2),
  });
}

export function gunneryView(rolled: GunneryCard, ctx: ViewContext) {
  const card = wreckageScored(rolled); // OR-9 the score the broadside resolves with
  const allowed = ctx.viewer.isGM || ctx.viewer.owns(card.firerUuid);
  const res = resolveGunnery(card, ctx.scale);
  const base = {
    kind: 'gunnery',
    titleKey: `${T}.Card.gunnery`,
    turn: card.turn,
    side: sideName(card.side),
    firerName: card.firerName,
    broadsideKey: `${T}.Side.${card.broadside}`,
    aimKey: `${T}.Aim.${card.aim}`,
    score: card.score,
    bf: card.bf,
    wreckageNote: rolled.wreckage ? localize('SCA.Turn.Gunnery.Wreckage') : '',
  };
  if (res.awaitingChoice) {
    const choices = card.choices.map((id) => {
      const c = card.candidates.find((x) => x.actorUuid === id)!;
      return {
        name: c.name,
        range: formatNumber(c.rangeMm),
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
  const points = res.damage?.damage ?? 0;
  const recipients = res.recipients.map((rec, i) => ({
    // OR-6 full gunnery: each figure is its own line, applied once.
    name: rec.part ? `${rec.name} · ${localize(`${T}.Gunnery.Part.${rec.part}`)}` : rec.name,
    actions: compact([
      applyAction(ctx, {
        action: 'applyDamage',
        labelKey: `${T}.Action.Apply`,
        what: damageText(rec.points ?? points, rec.track, ctx.ship(rec.actorUuid)),
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
      range: formatNumber(res.target.rangeMm),
      bandKey: `${T}.Band.${res.shot.band}`,
      halfKey: `${T}.Half.${res.target.half}`,
      rakeKey: card.aim === 'hull' && res.target.rake ? `${T}.Rake.${res.target.rake}` : '',
      sailKey: `${T}.Sail.${res.target.sail}`,
    },
    resultKey: `${T}.Result.${result}`,
    resultCss: resultCss(result),
    // OR-7 footnote 20 a screened shot is not fired: no roll line, no critical (the note says why).
    check: res.screened ? null : shotCheck(tangleShotScore(card.score, res.target), res.shot.band),
    // FP-4.3 a well laid shot drawn: the score it needed too.
    wellLaidCheck:
      result === 'wellLaid' && !res.screened
        ? wellLaidCheck(tangleShotScore(card.score, res.target), res.shot.band)
        : null,
    criticalNoteKey:
      (result === 'unlucky' || result === 'wellLaid') && !res.screened
        ? `${T}.Gunnery.CriticalPending`
        : '',
    factors: res.damage
      ? res.damage.factors.map((f) => ({
          labelKey: `${T}.Factor.${f.key}`,
          value: formatNumber(f.value, 3),
          tooltip: ruleTip(localize(`${T}.Factor.${f.key}`), f.rule),
        }))
      : [],
    exact: res.damage ? formatNumber(res.damage.exact, 2) : null,
    damage: res.damage ? formatNumber(res.damage.damage) : null,
    damageTooltip: ruleTip(localize(`${T}.Needs.Damage`), 'FP-6.3'),
    split: res.recipients.length > 1 && !res.target.tangle ? res.recipients.length : 0,
    ...tangleNotes(res),
    ...tackFireNote(card), // OR-5
    recipients,
    initialKey: '',
    fullParts: [] as Array<{ labelKey: string; points: string }>,
    ...fullGunneryView(card, res),
  };
}

/** OR-6 full gunnery on the card: the target figure's arithmetic, the three figures, the broadside's kind. */
function fullGunneryView(card: GunneryCard, res: ReturnType<typeof resolveGunnery>) {
  const full = res.full;
  if (!full || !card.fullGunnery) return {};
  const ships = new Set(res.recipients.map((r) => r.actorUuid)).size;
  return {
    initialKey: `${T}.Gunnery.Broadside.${card.fullGunnery.broadside}`,
    factors: full.factors.map((f) => ({
      labelKey: `${T}.Factor.${f.key}`,
      value: formatNumber(f.value, 3),
      tooltip: ruleTip(localize(`${T}.Factor.${f.key}`), f.rule),
    })),
    exact: formatNumber(full.exact.target, 2),
    damage: formatNumber(full.target),
    damageTooltip: ruleTip(localize(`${T}.Gunnery.FullDamage`), 'OR-6'),
    split: ships > 1 && !res.target?.tangle ? ships : 0, // OR-7 a tangle split has its own note
    fullParts: (['target', 'collateral', 'opposite'] as const).map((part) => ({
      labelKey: `${T}.Gunnery.Part.${part}`,
      points: formatNumber(full[part]),
    })),
  };
}

/** OR-7 footnote 20 on the card: the friend screens the target, or takes a third or two thirds. */
function tangleNotes(res: ReturnType<typeof resolveGunnery>): {
  screenedKey: string;
  tangleNote: string | null;
} {
  const t = res.target?.tangle;
  if (!t) return { screenedKey: '', tangleNote: null };
  if (res.screened) return { screenedKey: `${T}.Gunnery.Screened`, tangleNote: null };
  const share = tangleOutcome(t).friendShare < 0.5 ? '1/3' : '2/3';
  return {
    screenedKey: '',
    tangleNote: format(`${T}.Gunnery.TangleShare`, { ship: t.name, share }),
  };
}

/**
 * FP-6.6 the well laid shot's buttons: one, or under OR-6 a "double" line per figure (SD-36), each
 * with its points, applied once (the referee re-derives them on apply).
 */
function wellLaidActions(card: CriticalCard, ctx: ViewContext, allowed: boolean) {
  const w = card.wellLaid!;
  const effect = wellLaidEffect(diceTotal(w.faces));
  const gunnery = ctx.related.gunnery?.(w.gunneryMessageId) ?? null;
  const lines = gunnery ? wellLaidDoubleLines(card, gunnery, ctx.scale) : [];
  if (!lines.some((l) => l.part !== null))
    return compact([
      applyAction(ctx, {
        action: 'applyWellLaid',
        labelKey: `${T}.Action.Apply`,
        what: localize(`${T}.WellLaid.${effect}`),
        args: {},
        actorUuid: w.targetUuid,
        key: wellLaidKey(ctx.messageId, null),
        allowed,
      }),
    ]);
  return compact(
    lines.map((line) =>
      applyAction(ctx, {
        action: 'applyWellLaid',
        labelKey: `${T}.Action.Apply`,
        what: `${localize(`${T}.Gunnery.Part.${line.part}`)}: ${damageText(line.points, line.track, ctx.ship(w.targetUuid))}`,
        args: { part: line.part },
        actorUuid: w.targetUuid,
        key: wellLaidKey(ctx.messageId, line.part),
        allowed,
      }),
    ),
  );
}

/** "Gun burst: 130 hull points and a fire, port hull" (the side that fired, FP-6.5). */
function onTrack(what: string, track: string): string {
  return what
    ? format(`${T}.Action.OnTrack`, { what, track: localize(`${T}.Track.${track}`) })
    : '';
}

function onShip(ship: string, what: string): string {
  return what ? format(`${T}.Action.OnShip`, { ship, what }) : '';
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
        check: rowCheck(
          diceTotal(u.faces),
          unluckyRow(diceTotal(u.faces)),
          ruleTip(localize(`${T}.Needs.Unlucky`), 'FP-6.5'),
        ),
        actions:
          unluckyEffect(diceTotal(u.faces)) === 'none'
            ? []
            : compact([
                applyAction(ctx, {
                  action: 'applyUnlucky',
                  labelKey: `${T}.Action.Apply`,
                  what: onTrack(
                    planText(() => {
                      const firer = ctx.ship(u.firerUuid);
                      return firer ? unluckyPlan(card, firer) : null;
                    }),
                    u.broadside,
                  ),
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
        check: rowCheck(
          diceTotal(w.faces),
          wellLaidRow(diceTotal(w.faces)),
          ruleTip(localize(`${T}.Needs.WellLaid`), 'FP-6.6'),
        ),
        actions: wellLaidActions(card, ctx, mayW),
        neighbours: w.neighbours.map((n, j) => ({
          name: n.name,
          actions: compact([
            applyAction(ctx, {
              action: 'applyExplosionFire',
              labelKey: `${T}.Action.Apply`,
              what: onShip(
                n.name,
                planText(() => {
                  const ship = ctx.ship(n.actorUuid);
                  return ship ? explosionFirePlan(ship) : null;
                }),
              ),
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
    side: sideName(card.side),
    unlucky,
    wellLaid,
    none: !u && !w,
  };
}
