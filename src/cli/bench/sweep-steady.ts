// Issue 13: the sweep's speed-up once its threads are warm. A sweep of n battles on k workers takes
// about start + n x perBattle: each new worker thread first compiles the core afresh (a fixed cost per
// sweep, paid by every worker at once on a machine of two cores), then plays at a steady rate. Timing
// two sizes of the same sweep gives both terms; the steady speed-up is what two workers give every
// battle past their start, and the size from which the whole sweep reaches a goal follows from them.

/** Wall time of a sweep of n battles, as start + n x perBattle (ms). */
export interface SweepLine {
  startMs: number;
  perBattleMs: number;
}

export interface SweepSize {
  runs: number;
  oneWorkerMs: number;
  twoWorkersMs: number;
}

export interface SteadyFigures {
  oneWorker: SweepLine;
  twoWorkers: SweepLine;
  /** One worker's per-battle time over two workers': the speed-up of the battles past the start. */
  speedup: number | null;
  /** The smallest sweep whose whole wall time gives the goal's speed-up (null: none ever does). */
  runsForGoal: number | null;
}

/** The line through (short.runs, shortMs) and (long.runs, longMs). */
export function sweepLine(
  shortRuns: number,
  shortMs: number,
  longRuns: number,
  longMs: number,
): SweepLine {
  if (!(longRuns > shortRuns && shortRuns > 0))
    throw new RangeError(`two sweep sizes, the second larger: got ${shortRuns} and ${longRuns}`);
  const perBattleMs = (longMs - shortMs) / (longRuns - shortRuns);
  return { startMs: shortMs - shortRuns * perBattleMs, perBattleMs };
}

export function steadyState(short: SweepSize, long: SweepSize, goal: number): SteadyFigures {
  const one = sweepLine(short.runs, short.oneWorkerMs, long.runs, long.oneWorkerMs);
  const two = sweepLine(short.runs, short.twoWorkersMs, long.runs, long.twoWorkersMs);
  // A line that falls with more battles is noise, not a rate: no speed-up can be read from it.
  const readable = one.perBattleMs > 0 && two.perBattleMs > 0;
  const speedup = readable ? round(one.perBattleMs / two.perBattleMs, 100) : null;
  return {
    oneWorker: { startMs: Math.round(one.startMs), perBattleMs: round(one.perBattleMs, 1000) },
    twoWorkers: { startMs: Math.round(two.startMs), perBattleMs: round(two.perBattleMs, 1000) },
    speedup,
    runsForGoal: readable ? runsForGoal(one, two, goal) : null,
  };
}

// (a1 + b1 n) / (a2 + b2 n) >= goal  <=>  n (b1 - goal b2) >= goal a2 - a1.
function runsForGoal(one: SweepLine, two: SweepLine, goal: number): number | null {
  const gain = one.perBattleMs - goal * two.perBattleMs;
  const owed = goal * two.startMs - one.startMs;
  if (owed <= 0) return gain >= 0 ? 1 : null;
  if (gain <= 0) return null;
  // Less a hair for the rounding of the two divisions (4600.0000000001 is 4600).
  return Math.ceil(owed / gain - 1e-9);
}

function round(x: number, per: number): number {
  return Math.round(x * per) / per;
}
