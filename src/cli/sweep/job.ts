// Issue 13: what a sweep plays, as plain data a worker thread can receive (structured clone), and the
// one function that plays a chunk of it, in the main thread or in a worker alike.
import {
  battleSweep,
  duelSweep,
  type BattleOption,
  type BattleSetup,
  type Duellist,
  type SweepCounts,
} from '../../rules/sim/index.js';

export type SweepJob =
  | { kind: 'duel'; a: Duellist; b: Duellist; options?: BattleOption[] }
  | { kind: 'battle'; setup: BattleSetup };

/** The counts of runs first .. first + runs - 1 of the job; onRun after each one (progress). */
export function playChunk(
  job: SweepJob,
  first: number,
  runs: number,
  onRun?: () => void,
): SweepCounts {
  switch (job.kind) {
    case 'duel':
      return duelSweep(job.a, job.b, first, runs, onRun, job.options);
    case 'battle':
      return battleSweep(job.setup, first, runs, onRun);
  }
}
