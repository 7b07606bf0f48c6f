// The digest's squadron lists 1793-1815 (after OR-11): the fleet builder's "historical composition"
// check. Which list category each FP-2.1 row belongs to, and how a nation's caps apply to a fleet.
import { RuleError } from './errors.js';
import {
  COMPOSITION_CATEGORIES,
  LINE_CATEGORIES,
  SQUADRON_LISTS,
  type CompositionCategory,
  type Limit,
  type Nation,
} from './tables/composition.js';
import { THIRD_RATE_LARGE_IDS, type ShipClassRow } from './tables/ships.js';

/**
 * The list category of an FP-2.1 row: 1st and 2nd rates by rate; 3rd L = 74 large or bigger
 * (80L, 80S/74L), 3rd S = 74M, 74C, 64; 4th = 56-60, 50-54; the razee'd 74 is the 4th-rate
 * frigate; 5th and 6th rates by rate; gunboats their own category; the brig rows (16-18, 12-14)
 * are "unrated". Fortifications belong to no squadron (null). No FP-2.1 row is a corvette or a
 * bomb vessel: those list entries have no class to count.
 */
export function compositionCategory(row: ShipClassRow): CompositionCategory | null {
  switch (row.rate) {
    case '1st':
    case '2nd':
    case '5th':
    case '6th':
      return row.rate;
    case '3rd':
      return THIRD_RATE_LARGE_IDS.includes(row.id) ? '3rdL' : '3rdS';
    case '4th':
      return row.id === '4th-razeed-74' ? '4thFrigate' : '4th';
    case 'unrated':
      return row.guns.startsWith('gunboat') ? 'gunboat' : 'unrated';
    case 'fortification':
      return null;
  }
}

/**
 * How many ships of a category a fleet may have. The digest's caps are per 10 ships of the line
 * (per 10-ship squadron for the USA); for any other size the cap is scaled in proportion and a
 * fraction rounds UP, so a capped category always allows at least one ship, and a fleet with no
 * ship of the line is measured as if it had one (SD-15).
 */
export function allowedCount(limit: Limit, basis: number): number | 'unlimited' {
  if (!Number.isInteger(basis) || basis < 0)
    throw new RuleError(`the basis must be a whole number >= 0, got ${basis}`);
  if (limit === 'unlimited') return 'unlimited';
  return Math.ceil((limit * Math.max(1, basis)) / 10);
}

export type CompositionIssue =
  | { kind: 'notAllowed'; category: CompositionCategory; count: number }
  | { kind: 'overCap'; category: CompositionCategory; count: number; allowed: number; cap: number };

export interface CompositionReport {
  nation: Nation;
  /** Ships of the line (1st-4th, not the razee), or every ship for a nation listed per 10-ship squadron. */
  basis: number;
  basisKind: 'shipsOfTheLine' | 'squadron';
  counts: Record<CompositionCategory, number>;
  /** Per category: the scaled cap, 'unlimited', or null when the nation's list does not have it. */
  allowed: Record<CompositionCategory, number | 'unlimited' | null>;
  issues: CompositionIssue[];
}

/** The historical composition check of a fleet (its ships' FP-2.1 rows) against a nation's list. */
export function checkComposition(nation: Nation, rows: readonly ShipClassRow[]): CompositionReport {
  const list = SQUADRON_LISTS[nation];
  if (!list) throw new RuleError(`unknown nation "${String(nation)}"`);
  const counts = Object.fromEntries(COMPOSITION_CATEGORIES.map((c) => [c, 0])) as Record<
    CompositionCategory,
    number
  >;
  for (const row of rows) {
    const category = compositionCategory(row);
    if (category === null)
      throw new RuleError(`"${row.guns}" is a fortification, not part of a squadron`);
    counts[category] += 1;
  }
  const basisKind = list.perSquadronOfTen ? 'squadron' : 'shipsOfTheLine';
  const basis = list.perSquadronOfTen
    ? rows.length
    : LINE_CATEGORIES.reduce((n, c) => n + counts[c], 0);
  const allowed = {} as Record<CompositionCategory, number | 'unlimited' | null>;
  const issues: CompositionIssue[] = [];
  for (const category of COMPOSITION_CATEGORIES) {
    const limit = list.limits[category];
    allowed[category] = limit === undefined ? null : allowedCount(limit, basis);
    const count = counts[category];
    if (count === 0) continue;
    const cap = allowed[category];
    if (cap === null) issues.push({ kind: 'notAllowed', category, count });
    else if (cap !== 'unlimited' && count > cap)
      issues.push({ kind: 'overCap', category, count, allowed: cap, cap: limit as number });
  }
  return { nation, basis, basisKind, counts, allowed, issues };
}
