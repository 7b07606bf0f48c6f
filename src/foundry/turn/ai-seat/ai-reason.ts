// Issue 13 (SD-203): an AI captain's reason in the reader's language. The core gives an id and its
// parameters (rules/sim/reasons.ts); here the template is `SCA.AI.Reason.<id>` and each parameter that
// is a word is localised too (sides, sails, turns and rakes under `SCA.AI.Word`, headings and range
// bands with the canvas's words), a nested reason rendered the same way. Rule ids are not in the
// sentences (plain words at the table): the card shows them in a tooltip, read from the core's English.
import { headingName } from '../../../rules/index.js';
import {
  REASON_TEXT,
  reasonText,
  reasonParamText,
  type Reason,
  type ReasonWords,
} from '../../../rules/sim/reasons.js';
import { format, formatNumber, localize } from '../../i18n.js';
import type { AiLine } from './ai-card.js';

const W = 'SCA.AI.Word';

const WORDS: ReasonWords = {
  sail: (v) => localize(`${W}.Sail.${v}`),
  side: (v) => localize(`${W}.Side.${v}`),
  heading: (v) => localize(`SCA.Canvas.Compass.${headingName(v)}`),
  turn: (v) => localize(`${W}.Turn.${v}`),
  band: (v) => localize(`SCA.Canvas.Band.${v}`),
  rake: (v) => localize(`${W}.Rake.${v}`),
  fault: (v) => localize(`${W}.Fault.${v}`),
  mm: (v) => formatNumber(v),
  why: (v) => aiReasonText(v),
  pct: (v) => formatNumber(v),
  count: (v) => formatNumber(v),
  mods: (v) =>
    v
      .map(
        (m) =>
          `${localize(`SCA.Turn.Melee.${m.key}`)} ${m.value > 0 ? '+' : ''}${formatNumber(m.value)}`,
      )
      .join(', ') || localize(`${W}.NoModifier`),
};

/** The reason in the reader's language. */
export function aiReasonText(r: Reason): string {
  return format(`SCA.AI.Reason.${r.id}`, reasonParamText(r, WORDS));
}

const RULE_IN_TEXT = /\(((?:FP|OR|HR|SD|D)-[\w.]+(?:, (?:FP|OR|HR|SD|D)-[\w.]+)*)\)/g;

/** The rule ids the core's English names for this reason (its own, not a nested one's), for a tooltip. */
export function aiReasonRules(r: Reason): string[] {
  return [...REASON_TEXT[r.id].matchAll(RULE_IN_TEXT)].flatMap((m) => m[1]!.split(', '));
}

/** A decision's line on the AI's card: the core's reason (shown in the reader's language) and its English. */
export function reasonLine(kind: AiLine['kind'], reason: Reason): AiLine {
  return { kind, text: reasonText(reason), reason };
}
