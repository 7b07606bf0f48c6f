// What a card shows beside a roll's result: the number it needed, passed or failed, and by how much
// ("16 vs 9+ ✓ (by 7)"), with the rule in the tooltip (plain words, then the rule id linking the
// rules reference: ruleTooltip).
import { format, formatNumber, language } from '../i18n.js';
import { ruleTooltip } from '../reference/rule-link.js';

const C = 'SCA.Turn.Check';

/** A change's label ({ key, data }) in the viewer's language, its numbers formatted. */
export function labelText(label: { key: string; data?: Record<string, unknown> }): string {
  const data = Object.fromEntries(
    Object.entries(label.data ?? {}).map(([k, v]) => [
      k,
      typeof v === 'number' ? formatNumber(v, 1) : String(v),
    ]),
  );
  return format(label.key, data);
}

/** A data-tooltip: `text`, then the rule id as a link to the reference page explaining it. */
export function ruleTip(text: string, rule: string): string {
  return ruleTooltip(text, rule, language() === 'it' ? 'it' : 'en');
}

export interface CheckView {
  /** What is tested, when the line needs saying (a well laid shot beside the hit). */
  label?: string;
  /** "16 vs 9+" (or "9+" alone when the score is shown once above). */
  text: string;
  pass: boolean;
  /** ✓ or ✗, with its word for screen readers. */
  mark: string;
  markLabel: string;
  /** "(by 7)", "(short by 3)". */
  margin: string;
  css: 'is-pass' | 'is-fail';
  /** What the threshold is and the rule it comes from (data-tooltip HTML: ruleTip). */
  tooltip: string;
}

function check(
  text: string,
  pass: boolean,
  margin: number | null,
  tooltip: string,
  digits: number,
): CheckView {
  return {
    text,
    pass,
    mark: pass ? '✓' : '✗',
    markLabel: format(pass ? `${C}.Passed` : `${C}.Failed`),
    margin:
      margin === null
        ? ''
        : format(pass ? `${C}.By` : `${C}.ShortBy`, { n: formatNumber(margin, digits) }),
    css: pass ? 'is-pass' : 'is-fail',
    tooltip,
  };
}

/**
 * `value` against a threshold met at `needed` or more (null: nothing is enough). `compact` leaves
 * the value and the margin out (a row that repeats a score shown once above it).
 */
export function atLeastCheck(
  value: number,
  needed: number | null,
  tooltip: string,
  opts: { compact?: boolean; digits?: number } = {},
): CheckView {
  const digits = opts.digits ?? 0;
  const need =
    needed === null ? format(`${C}.Never`) : format(`${C}.AtLeast`, { n: formatNumber(needed) });
  const text = opts.compact
    ? need
    : format(`${C}.Versus`, { value: formatNumber(value, digits), needed: need });
  if (needed === null) return check(text, false, null, tooltip, digits);
  const pass = value >= needed;
  // A compact line sits beside others on the same score: the margins would only repeat it.
  const margin = opts.compact ? null : pass ? value - needed : needed - value;
  return check(text, pass, margin, tooltip, digits);
}

/** `value` against a threshold passed only above `limit` (the morale test: above 0 holds). */
export function aboveCheck(value: number, limit: number, tooltip: string, digits = 1): CheckView {
  const text = format(`${C}.Versus`, {
    value: formatNumber(value, digits),
    needed: format(`${C}.Above`, { n: formatNumber(limit) }),
  });
  const pass = value > limit;
  return check(text, pass, pass || value < limit ? Math.abs(value - limit) : null, tooltip, digits);
}

/** A 3d6 total looked up in a table: the row it fell in ("16: 15–18"), always "passed". */
export function rowCheck(
  value: number,
  row: { min: number; max: number },
  tooltip: string,
): CheckView {
  const text = format(`${C}.InRow`, {
    value: formatNumber(value),
    min: formatNumber(row.min),
    max: formatNumber(row.max),
  });
  return { ...check(text, true, null, tooltip, 0), mark: '', markLabel: '' };
}
