// Issue 13: what a sweep of seeded runs (duels or battles) adds up to. Only counts and integer sums are
// kept, so the shards of a sweep split by seed range (or played by any number of workers) merge into
// exactly the figures one run of the whole range gives; the rates and means are derived afterwards.
import { RuleError } from '../errors.js';
import { classById, shipProfile } from '../ship.js';
import type { CrewQuality } from '../tables/ships.js';
import { wilson, type Rate } from './stats.js';

export type SweepKind = 'duel' | 'battle';
export type SweepSide = 'a' | 'b';

/** How one ship class fared over the sweep, for one side (points per class versus effect). */
export interface ClassTally {
  side: SweepSide;
  classId: string;
  /** The FP-2.1 row as players name it, e.g. "74C". */
  guns: string;
  /** FP-1.5 crew quality: one tally per class and crew, since the crew changes the cost. */
  crew: string;
  /** The ship's cost in points, BF + crew (FP-1.5, D-14): a 98S with a good crew is 11. */
  points: number;
  /** Ship-runs: how many ships of this class took part, summed over the runs. */
  ships: number;
  struck: number;
  sunk: number;
  exploded: number;
  captured: number;
  /** DC this class's broadsides took from the enemy, summed over the runs (integer boxes' points). */
  dcDealt: number;
  /** DC this class's ships lost, summed over the runs. */
  dcSuffered: number;
}

/** The counted fields of a class tally (summed when shards merge). */
export const TALLY_COUNTS = [
  'ships',
  'struck',
  'sunk',
  'exploded',
  'captured',
  'dcDealt',
  'dcSuffered',
] as const;

/** The counts of a sweep: everything else is derived from these. */
export interface SweepCounts {
  kind: SweepKind;
  /** What was played: the same for every shard of one sweep (ships or fleets, turn limit, options). */
  setup: Record<string, unknown>;
  /** The seed ranges played, [first, count] each, sorted and never overlapping. */
  seeds: Array<[number, number]>;
  runs: number;
  wins: { a: number; b: number; draw: number };
  /** How the runs ended (e.g. struck, sunk, victory, turnLimit): counts per end. */
  ends: Record<string, number>;
  turnsSum: number;
  turnsMin: number;
  turnsMax: number;
  /** FP-8.3 victory points scored by each side, summed over the runs (0 for duels). */
  victoryPoints: { a: number; b: number };
  classes: ClassTally[];
  /** FP-A3 / OR-11 signals sent, read and missed by each side over the runs (only when signals are played). */
  signals?: Record<SweepSide, SideSignalCounts>;
}

/** FP-A3 / OR-11 a side's signals: sent, and the reception rolls that read or missed them. */
export interface SideSignalCounts {
  sent: number;
  read: number;
  missed: number;
}

export const noSignals = (): Record<SweepSide, SideSignalCounts> => ({
  a: { sent: 0, read: 0, missed: 0 },
  b: { sent: 0, read: 0, missed: 0 },
});

/** Adds `y`'s signal counts into `x`. */
export function addSignals(
  x: Record<SweepSide, SideSignalCounts>,
  y: Readonly<Record<SweepSide, SideSignalCounts>>,
): void {
  for (const side of ['a', 'b'] as const) {
    x[side].sent += y[side].sent;
    x[side].read += y[side].read;
    x[side].missed += y[side].missed;
  }
}

/** The JSON a sweep prints: its counts, and the rates with 95% intervals and the means derived from them. */
export interface SweepSummary extends SweepCounts {
  rates: { a: Rate; b: Rate; draw: Rate };
  meanTurns: number;
  meanVictoryPoints: { a: number; b: number };
}

/** Seeds run modulo 2^31 (the CLI's --seed range), so a sweep near the top wraps round to 0. */
export const SEED_SPACE = 2 ** 31;

/** A class-and-crew tally with nothing counted yet. */
export function emptyTally(side: SweepSide, classId: string, crew: CrewQuality): ClassTally {
  const row = classById(classId);
  return {
    side,
    classId: row.id,
    guns: row.guns,
    crew,
    points: shipProfile(row, crew).cost,
    ships: 0,
    struck: 0,
    sunk: 0,
    exploded: 0,
    captured: 0,
    dcDealt: 0,
    dcSuffered: 0,
  };
}

/** The counts of a seed range about to be played: nothing counted yet. */
export function emptyCounts(
  kind: SweepKind,
  setup: Record<string, unknown>,
  first: number,
  runs: number,
  classes: ClassTally[],
): SweepCounts {
  return {
    kind,
    setup,
    seeds: [[first, runs]],
    runs,
    wins: { a: 0, b: 0, draw: 0 },
    ends: {},
    turnsSum: 0,
    turnsMin: Number.POSITIVE_INFINITY,
    turnsMax: 0,
    victoryPoints: { a: 0, b: 0 },
    classes,
  };
}

/** Counts one run's outcome: who won, how it ended, how many turns it took. */
export function countRun(
  c: SweepCounts,
  r: { winner: SweepSide | null; end: string; turns: number },
): void {
  c.wins[r.winner ?? 'draw']++;
  c.ends[r.end] = (c.ends[r.end] ?? 0) + 1;
  c.turnsSum += r.turns;
  c.turnsMin = Math.min(c.turnsMin, r.turns);
  c.turnsMax = Math.max(c.turnsMax, r.turns);
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

export function deriveSummary(c: SweepCounts): SweepSummary {
  if (c.runs <= 0) throw new RuleError('a sweep needs at least one run');
  return {
    ...c,
    rates: {
      a: wilson(c.wins.a, c.runs),
      b: wilson(c.wins.b, c.runs),
      draw: wilson(c.wins.draw, c.runs),
    },
    meanTurns: round3(c.turnsSum / c.runs),
    meanVictoryPoints: {
      a: round3(c.victoryPoints.a / c.runs),
      b: round3(c.victoryPoints.b / c.runs),
    },
  };
}

function sameSetup(x: SweepCounts, y: SweepCounts): boolean {
  return x.kind === y.kind && JSON.stringify(x.setup) === JSON.stringify(y.setup);
}

/** The seed ranges of both, sorted; overlapping ranges mean a run counted twice and are refused. */
function mergeSeeds(
  x: Array<[number, number]>,
  y: Array<[number, number]>,
): Array<[number, number]> {
  const all = [...x, ...y].map(([f, n]) => [f, n] as [number, number]).sort((p, q) => p[0] - q[0]);
  const out: Array<[number, number]> = [];
  for (const [first, count] of all) {
    const last = out[out.length - 1];
    if (last && first < last[0] + last[1])
      throw new RuleError(`the seed ranges overlap at seed ${first}: a run would be counted twice`);
    if (last && first === last[0] + last[1]) last[1] += count;
    else out.push([first, count]);
  }
  return out;
}

function classKey(t: ClassTally): string {
  return `${t.side}|${t.classId}|${t.crew}`;
}

/** Adds the classes of two tallies (same side and class summed), in a stable order. */
function mergeClasses(x: readonly ClassTally[], y: readonly ClassTally[]): ClassTally[] {
  const byKey = new Map<string, ClassTally>();
  for (const t of [...x, ...y]) {
    const had = byKey.get(classKey(t));
    if (!had) {
      byKey.set(classKey(t), { ...t });
      continue;
    }
    for (const k of TALLY_COUNTS) had[k] += t[k];
  }
  return [...byKey.values()].sort((p, q) => classKey(p).localeCompare(classKey(q)));
}

/** Two shards of one sweep as one: the setups must match and the seed ranges must not overlap. */
export function mergeCounts(x: SweepCounts, y: SweepCounts): SweepCounts {
  if (!sameSetup(x, y))
    throw new RuleError(
      'these results are not of the same sweep (the ships, fleets, turns or options differ)',
    );
  const ends: Record<string, number> = { ...x.ends };
  for (const [k, n] of Object.entries(y.ends)) ends[k] = (ends[k] ?? 0) + n;
  return {
    kind: x.kind,
    setup: x.setup,
    seeds: mergeSeeds(x.seeds, y.seeds),
    runs: x.runs + y.runs,
    wins: { a: x.wins.a + y.wins.a, b: x.wins.b + y.wins.b, draw: x.wins.draw + y.wins.draw },
    ends,
    turnsSum: x.turnsSum + y.turnsSum,
    turnsMin: Math.min(x.turnsMin, y.turnsMin),
    turnsMax: Math.max(x.turnsMax, y.turnsMax),
    victoryPoints: {
      a: x.victoryPoints.a + y.victoryPoints.a,
      b: x.victoryPoints.b + y.victoryPoints.b,
    },
    classes: mergeClasses(x.classes, y.classes),
    ...mergedSignals(x, y),
  };
}

/** Both shards count signals or neither does (the same setup plays the same options). */
function mergedSignals(x: SweepCounts, y: SweepCounts): Pick<SweepCounts, 'signals'> {
  if (!x.signals && !y.signals) return {};
  if (!x.signals || !y.signals)
    throw new RuleError('one of these results counts signals and the other does not');
  const signals = noSignals();
  addSignals(signals, x.signals);
  addSignals(signals, y.signals);
  return { signals };
}

/** Just the counts of a summary (what merging reads back from a shard's JSON). */
export function countsOf(s: SweepCounts): SweepCounts {
  const {
    kind,
    setup,
    seeds,
    runs,
    wins,
    ends,
    turnsSum,
    turnsMin,
    turnsMax,
    victoryPoints,
    classes,
    signals,
  } = s;
  return {
    kind,
    setup,
    seeds,
    runs,
    wins,
    ends,
    turnsSum,
    turnsMin,
    turnsMax,
    victoryPoints,
    classes,
    ...(signals ? { signals } : {}),
  };
}
