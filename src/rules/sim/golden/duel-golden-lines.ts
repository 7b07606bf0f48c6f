// Issue 13: one line per seeded duel - its result and a hash of every part (orders, score, where each
// broadside was fired, the move, the heading after, both ships before) - so a refactor of the part can
// be checked to play exactly the same duels. The recorded lines are in duel-golden.json.
import { runDuel, type PartRecord } from '../duel.js';
import { parseDuellist } from '../duel-state.js';
import { reasonsAsText } from '../reasons.js';

/** FNV-1a over a string: enough to tell two sequences of parts apart. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** The fields of a part the refactor must keep (new optional fields are left out on purpose). */
function partKey(p: PartRecord): unknown {
  return {
    ships: p.before.ships.map((s) => [s.id, s.pose, s.heading, s.sail, s.damage, s.fires, s.fate]),
    orders: p.orders,
    score: p.score,
    fired: p.fired,
    movedMm: p.movedMm,
    allowanceMm: p.allowanceMm,
    headingAfter: p.headingAfter,
  };
}

export const GOLDEN_PAIRS: ReadonlyArray<[string, string]> = [
  ['74C:good', '80L:average'],
  ['98S:elite', '64:poor'],
  ['36-40:good', '20-28:average'],
];
export const GOLDEN_SEEDS = 100;

export function duelGoldenLines(): string[] {
  const lines: string[] = [];
  for (const [a, b] of GOLDEN_PAIRS)
    for (let seed = 0; seed < GOLDEN_SEEDS; seed++) {
      const parts: PartRecord[] = [];
      const r = runDuel(parseDuellist(a), parseDuellist(b), seed, { onPart: (p) => parts.push(p) });
      // SD-203 reasons are data: written as their English text, the sentences the hashes were taken of.
      const hash = fnv1a(JSON.stringify(parts.map(partKey), reasonsAsText));
      lines.push(`${a} ${b} ${JSON.stringify(r)} ${parts.length} ${hash}`);
    }
  return lines;
}
