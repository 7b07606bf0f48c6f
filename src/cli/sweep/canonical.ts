// Issue 13: the JSON a sweep prints, in one canonical form. Counts merge exactly, but the order of the
// keys of `ends` follows which end happened first and the classes follow whichever shard came first;
// sorting both makes the printed bytes depend only on the seed range, never on --workers or on how a
// sweep was sharded and merged.
import { deriveSummary, type SweepCounts, type SweepSummary } from '../../rules/sim/index.js';

export function canonicalCounts(c: SweepCounts): SweepCounts {
  const ends: Record<string, number> = {};
  for (const k of Object.keys(c.ends).sort()) ends[k] = c.ends[k] as number;
  const key = (t: SweepCounts['classes'][number]) => `${t.side}|${t.classId}|${t.crew}`;
  return {
    ...c,
    seeds: c.seeds.map(([f, n]) => [f, n] as [number, number]),
    ends,
    classes: [...c.classes].sort((p, q) => key(p).localeCompare(key(q))),
  };
}

/** The summary of the counts, canonical (see above). */
export function sweepSummary(c: SweepCounts): SweepSummary {
  return deriveSummary(canonicalCounts(c));
}
