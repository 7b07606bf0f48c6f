// Who may edit which field of a sheet. Pure data and functions: the templates disable what a user
// may not edit, and the sheets drop any submitted key outside the user's set (a player's crafted
// form cannot change damage). Owners edit what the rules let a captain write down (name, squadron,
// this turn's orders until the Abilità roll locks them, FP-3); the GM edits everything.

import { ORDER_KEYS } from '../models/orders-field.js';

export type SheetRole = 'gm' | 'owner' | 'observer';

/** gm: GM only; owner: any owner; ordersOpen: any owner while this turn's orders are unlocked (FP-3). */
export type EditRule = 'gm' | 'owner' | 'ordersOpen';

export interface EditState {
  ordersLocked: boolean;
}

export function sheetRole(user: { isGM: boolean }, isOwner: boolean): SheetRole {
  if (user.isGM) return 'gm';
  return isOwner ? 'owner' : 'observer';
}

export function mayEdit(rule: EditRule, role: SheetRole, state: EditState): boolean {
  if (role === 'gm') return true;
  if (role === 'observer') return false;
  if (rule === 'owner') return true;
  if (rule === 'ordersOpen') return !state.ordersLocked;
  return false;
}

/** The form paths a role may submit: every path whose rule allows it. */
export function editablePaths(
  rules: Readonly<Record<string, EditRule>>,
  role: SheetRole,
  state: EditState,
): Set<string> {
  return new Set(
    Object.entries(rules)
      .filter(([, rule]) => mayEdit(rule, role, state))
      .map(([path]) => path),
  );
}

/** Per-path "may edit" flags keyed by the path with dots turned into underscores (template friendly). */
export function editFlags(
  rules: Readonly<Record<string, EditRule>>,
  role: SheetRole,
  state: EditState,
): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const [path, rule] of Object.entries(rules)) out[flagKey(path)] = mayEdit(rule, role, state);
  return out;
}

export function flagKey(path: string): string {
  return path.replace(/^system\./, '').replace(/\./g, '_');
}

export interface FilteredSubmission {
  accepted: Record<string, unknown>;
  /** Submitted keys outside the allowed set, for the log. */
  dropped: string[];
}

/** Keeps only the allowed keys of a flat (dotted) form submission. */
export function filterSubmission(
  flat: Readonly<Record<string, unknown>>,
  allowed: ReadonlySet<string>,
): FilteredSubmission {
  const accepted: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(flat)) {
    if (allowed.has(key)) accepted[key] = value;
    else dropped.push(key);
  }
  return { accepted, dropped };
}

const ORDER_FLAGS = ORDER_KEYS;

const gmOnly = (paths: readonly string[]): Record<string, EditRule> =>
  Object.fromEntries(paths.map((p) => [p, 'gm' as const]));

/** Every editable field of the ship sheet and who may edit it. */
export const SHIP_EDIT_RULES: Readonly<Record<string, EditRule>> = Object.freeze({
  name: 'owner',
  'system.squadron': 'owner',
  ...Object.fromEntries(ORDER_FLAGS.map((o) => [`system.orders.${o}`, 'ordersOpen' as const])),
  ...gmOnly([
    'system.orders.turn',
    'system.orders.locked',
    'system.shipClass.id',
    'system.shipClass.rate',
    'system.shipClass.guns',
    'system.shipClass.bf',
    'system.shipClass.dc',
    'system.shipClass.masts',
    'system.shipClass.decks',
    'system.shipClass.baseLengthMm',
    'system.shipClass.baseWidthMm',
    'system.shipClass.carronadesOnly',
    'system.crew',
    'system.originalCrew',
    'system.nation',
    'system.side',
    'system.damage.port',
    'system.damage.starboard',
    'system.damage.rigging',
    'system.damage.riggingRepaired',
    'system.sail',
    'system.fires.hull',
    'system.fires.rigging',
    'system.rudderDamaged',
    'system.hoveTo',
    'system.halfSpeed',
    'system.boarding.partiesReady',
    'system.boarding.inMelee',
    'system.boarding.boardedNotRepelled',
    'system.status.struck',
    'system.status.captured',
    'system.status.exploded',
    'system.status.abandoned',
    'system.fireship.isFireship',
    'system.fireship.lit',
  ]),
});

export const FORT_EDIT_RULES: Readonly<Record<string, EditRule>> = Object.freeze({
  name: 'owner',
  'system.squadron': 'owner',
  ...gmOnly([
    'system.classId',
    'system.crew',
    'system.nation',
    'system.side',
    'system.damage.hull',
    'system.fires.hull',
    'system.status.struck',
    'system.status.captured',
  ]),
});

/** A class item is reference data (FP-2.1): its owner may rename it, only the GM changes the row. */
export const SHIP_CLASS_EDIT_RULES: Readonly<Record<string, EditRule>> = Object.freeze({
  name: 'owner',
  ...gmOnly([
    'system.classId',
    'system.rate',
    'system.guns',
    'system.dc',
    'system.bf',
    'system.masts',
    'system.carronadesOnly',
  ]),
});
