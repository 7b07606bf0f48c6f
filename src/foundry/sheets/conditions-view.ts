// The conditions of a ship or a fort as chips (one list for both cards): what is active, with a
// tooltip saying what it does and its rule id, and a link to the rules-reference page. The states
// the rules derive (sinking, dismasted, on fire) cannot be removed; the stored ones the GM toggles.
import { ruleReferenceUuid } from '../reference/rule-link.js';

export type ChipTone = 'danger' | 'warn' | 'info';

export interface ConditionChip {
  key: string;
  labelKey: string;
  tone: ChipTone;
  /** What it does (a localisation key with {hull} and {rigging} for the fire chip). */
  hintKey: string;
  rule: string;
  uuid: string;
  /** The stored flag a GM clears to remove it; null for a derived state. */
  field: string | null;
  /** Where the condition stands (OR-9 the jury rig's next step), a localisation key and its {n}. */
  detail?: ConditionDetail;
}

export interface ConditionDetail {
  key: string;
  n: number;
}

export interface ConditionOption {
  field: string;
  labelKey: string;
}

interface ConditionDef {
  key: string;
  labelKey: string;
  tone: ChipTone;
  rule: string;
  field: string | null;
}

const C = 'SCA.Sheet.Condition';

/** Display order: the gravest first. `field` null = derived by the rules. */
const CONDITIONS: readonly ConditionDef[] = [
  d('exploded', 'danger', 'FP-4.4', 'system.status.exploded'),
  d('sinking', 'danger', 'FP-2.5', null),
  d('destroyed', 'danger', 'FP-2.5', null),
  d('dismasted', 'danger', 'FP-2.5', null),
  d('wreck', 'warn', 'OR-9', null),
  d('fire', 'danger', 'FP-4.4', null),
  d('fireshipLit', 'danger', 'FP-6.7', 'system.fireship.lit'),
  d('struck', 'warn', 'FP-8.2', 'system.status.struck'),
  d('captured', 'warn', 'FP-7.5', 'system.status.captured'),
  d('abandoned', 'warn', 'FP-6.7', 'system.status.abandoned'),
  d('rudderDamaged', 'warn', 'FP-6.6', 'system.rudderDamaged'),
  d('inMelee', 'warn', 'FP-7.5', 'system.boarding.inMelee'),
  d('boarded', 'warn', 'FP-7.3', 'system.boarding.boardedNotRepelled'),
  d('hoveTo', 'info', 'FP-5.2', 'system.hoveTo'),
  d('halfSpeed', 'info', 'FP-5.2', 'system.halfSpeed'),
  d('partiesReady', 'info', 'FP-7.3', 'system.boarding.partiesReady'),
  d('fireship', 'info', 'FP-6.7', 'system.fireship.isFireship'),
  // OR-7 the referee's entangled record (SD-70) while the contact stands: only unfouling clears it.
  d('entangled', 'warn', 'OR-7', null),
  // HR-3 the referee's record (the GM marks and unmarks it from the ship panel, through the relay).
  d('aground', 'warn', 'HR-3', null),
];

function d(key: string, tone: ChipTone, rule: string, field: string | null): ConditionDef {
  const label = key.charAt(0).toUpperCase() + key.slice(1);
  return { key, labelKey: `${C}.${label}`, tone, rule, field };
}

/** The rules-reference page explaining a rule, in the viewer's language (English otherwise). */
export function referenceUuid(rule: string, lang: string): string {
  return ruleReferenceUuid(rule, lang === 'it' ? 'it' : 'en') ?? '';
}

/** Which conditions are on, by key (a key left out is off). */
export type ConditionState = Partial<Record<string, boolean>>;

export interface ConditionsView {
  chips: ConditionChip[];
  /** The stored conditions the GM may add (those off), for the GM only; empty for others. */
  addable: ConditionOption[];
}

/**
 * The chips of the conditions shown as on (`shown`), and for the GM the stored ones to add (those
 * `stored` says are off). `fields` lists the stored fields the card offers (a fort has no rudder);
 * `isGM` lets the GM remove and add them.
 */
export function conditionsView(
  shown: ConditionState,
  stored: ConditionState,
  fields: readonly string[],
  isGM: boolean,
  lang: string,
  details: Partial<Record<string, ConditionDetail>> = {},
): ConditionsView {
  const chips: ConditionChip[] = [];
  const addable: ConditionOption[] = [];
  for (const c of CONDITIONS) {
    const known = c.field === null || fields.includes(c.field);
    if (!known) continue;
    if (shown[c.key]) {
      chips.push({
        key: c.key,
        labelKey: c.labelKey,
        tone: c.tone,
        hintKey: `${c.labelKey}Hint`,
        rule: c.rule,
        uuid: referenceUuid(c.rule, lang),
        field: isGM ? c.field : null,
        ...(details[c.key] ? { detail: details[c.key] } : {}),
      });
    }
    if (isGM && c.field && !stored[c.key]) addable.push({ field: c.field, labelKey: c.labelKey });
  }
  return { chips, addable };
}

/** Every localisation key the chips use (for the language test). */
export const CONDITION_KEYS: readonly string[] = CONDITIONS.flatMap((c) => [
  c.labelKey,
  `${c.labelKey}Hint`,
]);
