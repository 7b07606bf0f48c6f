// Resolving what a user types in the guns column of FP-2.1 ("74C", "32", "80S/74L", "razee 74") to a row.
import { RuleError } from './errors.js';
import { SHIP_CLASSES, type ShipClassRow } from './tables/ships.js';

const EXTRA_ALIASES: Readonly<Record<string, readonly string[]>> = {
  '4th-razeed-74': ['razee74'],
  '5th-razeed-44': ['razee44'],
  'unrated-gunboat-large': ['largegunboat'],
  'unrated-gunboat-small': ['smallgunboat'],
  'fort-martello-tower': ['martello'],
  'fort-light-coastal-battery': ['lightbattery'],
  'fort-heavy-coastal-battery': ['heavybattery'],
};

export function normaliseGuns(text: string): string {
  return text.toLowerCase().replace(/[\s'’,_]/g, '');
}

/** Every exact spelling that names a row: the label, each "/" part, each number of a range, the id. */
function aliasesOf(row: ShipClassRow): Set<string> {
  const names = new Set<string>([normaliseGuns(row.guns), row.id]);
  for (const part of row.guns.split('/')) names.add(normaliseGuns(part));
  const range = /^(\d+)-(\d+)$/.exec(row.guns);
  if (range) {
    for (let n = Number(range[1]); n <= Number(range[2]); n++) names.add(String(n));
  }
  for (const extra of EXTRA_ALIASES[row.id] ?? []) names.add(extra);
  return names;
}

const ALIASES: ReadonlyArray<{ row: ShipClassRow; names: Set<string> }> = SHIP_CLASSES.map(
  (row) => ({
    row,
    names: aliasesOf(row),
  }),
);

/**
 * The FP-2.1 row a guns text names. Exact spellings win; a text with letters may also be an
 * unambiguous prefix ("citad"). Ambiguous or unknown text is a RuleError naming the choices.
 */
export function resolveGuns(text: string): ShipClassRow {
  const key = normaliseGuns(text);
  if (key === '') throw new RuleError('guns must not be empty');
  const exact = ALIASES.filter((a) => a.names.has(key));
  if (exact.length === 1) return exact[0]!.row;
  const matches =
    exact.length > 1
      ? exact
      : /[a-z]/.test(key)
        ? ALIASES.filter((a) => [...a.names].some((n) => n.startsWith(key)))
        : ALIASES.filter((a) => [...a.names].some((n) => n.startsWith(key) && /[a-z]/.test(n)));
  if (matches.length === 1 && /[a-z]/.test(key)) return matches[0]!.row;
  if (matches.length > 1) {
    throw new RuleError(
      `guns "${text}" is ambiguous: ${matches.map((m) => m.row.guns).join(', ')}`,
    );
  }
  throw new RuleError(`unknown guns "${text}" (see FP-2.1, e.g. 130, 74C, 80S/74L, 36-40)`);
}
