// Targeting on the canvas: what hovering another ship with one of one's own ships selected tells
// (per broadside whose arc holds it: range, band, half, rake, and the ordered broadside's chance to
// hit, or its result once the Abilità score is rolled), and which ordered broadside a click on it
// fires. Pure: the targeting answers are the core's (broadsideTargets, as the ship panel and the
// referee's gunnery card use), the odds the core's (broadsideHitProbability, shotResult).
import {
  SIDES,
  broadsideHitProbability,
  shotResult,
  type Side,
  type TargetingResult,
} from '../../rules/index.js';
import { formatPercent } from '../i18n.js';
import { formatMm } from './format.js';
import type { I18n } from './panel-view.js';

export type Aim = 'hull' | 'rigging';

/** What the battle (or the written orders, before the roll) says about the firer's broadsides. */
export interface FireContext {
  /** FP-4.1 the Abilità score once rolled this turn; null before the roll. */
  score: number | null;
  /** FP-4.1 the sum of the ship's modifiers, for the odds before the roll. */
  modifierTotal: number;
  /** FP-3 the broadsides ordered this turn, with whether each was already fired. */
  orders: Partial<Record<Side, { aim: Aim; fired: boolean }>>;
  /** The ship's side is in its movement-and-fire step and the ship has its roll: a click fires. */
  mayFire: boolean;
}

export interface TipRow {
  side: Side;
  sideLabel: string;
  range: string;
  band: string;
  bandKey: string;
  half: string;
  rake: string | null;
  /** The ordered aim, or null when this broadside was not ordered to fire. */
  aim: string | null;
  /** Chance to hit before the roll, the shot's result after it. */
  odds: string | null;
  /** D-18 this broadside may fire at the ship (it is forced, or one of the two to choose from). */
  offered: boolean;
  note: string;
}

export interface TargetTipView {
  title: string;
  rows: TipRow[];
  /** Why nothing is listed (not in any arc), or null. */
  none: string | null;
  /** What a click does, or null when it does nothing. */
  action: string | null;
}

export interface TipInput {
  firerName: string;
  targetId: string;
  targetName: string;
  targeting: Readonly<Record<Side, TargetingResult>>;
  fire: FireContext;
  /** Token id -> name, for "must fire at X first". */
  names: ReadonlyMap<string, string>;
}

export type FireDecision =
  | { side: Side; aim: Aim }
  | { refusalKey: string; data?: Record<string, string> };

/** D-18 whether `result` lets the broadside fire at `id`: forced, or one of the two offered. */
function offers(result: TargetingResult, id: string): boolean {
  return result.chosen ? result.chosen === id : result.choices.includes(id);
}

/**
 * FP-6.2 / D-18 which ordered broadside a click on `targetId` fires: one whose arc holds it, that was
 * ordered and not yet fired, and that may fire at it. Otherwise why not (a key of SCA.Canvas.Target).
 */
export function broadsideToFire(
  input: Pick<TipInput, 'targetId' | 'targeting' | 'fire' | 'names'>,
): FireDecision {
  const { targetId, targeting, fire } = input;
  if (!fire.mayFire) return { refusalKey: 'SCA.Canvas.Target.NotFireStep' };
  const inArc = SIDES.filter((s) => targeting[s].candidates.some((c) => c.id === targetId));
  if (!inArc.length) return { refusalKey: 'SCA.Canvas.Target.NotInArc' };
  const ordered = inArc.filter((s) => fire.orders[s]);
  if (!ordered.length) return { refusalKey: 'SCA.Canvas.Target.NotOrdered' };
  const unfired = ordered.filter((s) => !fire.orders[s]!.fired);
  if (!unfired.length) return { refusalKey: 'SCA.Canvas.Target.AlreadyFired' };
  const side = unfired.find((s) => offers(targeting[s], targetId));
  if (!side) {
    const r = targeting[unfired[0]!];
    const first = r.chosen ?? r.choices[0] ?? '';
    return {
      refusalKey: 'SCA.Canvas.Target.NotOffered',
      data: { ship: input.names.get(first) ?? first },
    };
  }
  return { side, aim: fire.orders[side]!.aim };
}

/** FP-6.2 / D-18 / FP-6.4 / FP-4.2 the hover tooltip over `targetId`. */
export function targetTip(input: TipInput, i18n: I18n): TargetTipView {
  const { targetId, targeting, fire } = input;
  const name = (id: string) => input.names.get(id) ?? id;
  const rows = SIDES.flatMap((side): TipRow[] => {
    const result = targeting[side];
    const c = result.candidates.find((x) => x.id === targetId);
    const band = c?.band;
    if (!c || !band || band === 'out') return [];
    const order = fire.orders[side];
    const offered = offers(result, targetId);
    const odds = !order
      ? null
      : fire.score === null
        ? i18n.format('SCA.Canvas.Target.Chance', {
            chance: formatPercent(broadsideHitProbability(band, fire.modifierTotal), i18n.lang),
          })
        : i18n.format('SCA.Canvas.Target.Result', {
            result: i18n.localize(`SCA.Turn.Result.${shotResult(fire.score, band)}`),
            score: fire.score,
          });
    const forced = result.chosen ?? null;
    const note = offered
      ? i18n.localize(forced ? 'SCA.Canvas.Target.Forced' : 'SCA.Canvas.Target.Choice')
      : i18n.format('SCA.Canvas.Target.Nearer', {
          ship: (forced ? [forced] : result.choices).map(name).join(', '),
        });
    return [
      {
        side,
        sideLabel: i18n.localize(`SCA.Canvas.Side.${side}`),
        range: formatMm(c.rangeMm, i18n.lang),
        band: i18n.localize(`SCA.Canvas.Band.${c.band}`),
        bandKey: c.band,
        half: i18n.localize(`SCA.Canvas.Half.${c.half}`),
        rake: c.rake ? i18n.localize(`SCA.Canvas.Rake.${c.rake}`) : null,
        aim: order ? i18n.localize(`SCA.Turn.Aim.${order.aim}`) : null,
        odds,
        offered,
        note,
      },
    ];
  });
  const decision = broadsideToFire(input);
  return {
    title: i18n.format('SCA.Canvas.Target.Title', {
      firer: input.firerName,
      target: input.targetName,
    }),
    rows,
    none: rows.length ? null : i18n.localize('SCA.Canvas.Target.NotInArc'),
    action:
      'side' in decision
        ? i18n.format('SCA.Canvas.Target.ClickToFire', {
            side: i18n.localize(`SCA.Canvas.Side.${decision.side}`),
            aim: i18n.localize(`SCA.Turn.Aim.${decision.aim}`),
          })
        : null,
  };
}
