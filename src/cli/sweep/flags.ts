// Issue 13: the flags every sweep command shares (--runs, --seed, --workers) and running it.
import type { SweepSummary } from '../../rules/sim/index.js';
import { intFlag, type Flags } from '../args.js';
import { sweepSummary } from './canonical.js';
import type { SweepJob } from './job.js';
import { runSweep, type SpawnThread } from './pool.js';
import { REPORT_FLAG, reportPath, writeReportFile, type ReportIo } from './report-flag.js';

const S = { type: 'string' } as const;

export const SWEEP_FLAGS = { runs: S, seed: S, workers: S, ...REPORT_FLAG } as const;

/** The largest sweep one invocation runs (a larger one is split by seed range, README "Sharding"). */
export const MAX_SWEEP_RUNS = 1_000_000;

/** SD-160: at most this many worker threads, whatever the machine (more only queue for the cores). */
export const MAX_WORKERS = 32;

/** The largest first seed: seeds are taken mod 2^31, like the duel's. */
export const MAX_SEED = 2 ** 31 - 1;

/** What a sweep command needs from the process: a worker thread and the progress bar. */
export interface SweepIo extends ReportIo {
  defaultSeed(): number;
  spawnSweep?: SpawnThread;
  progress?(done: number, total: number): void;
}

export async function sweepOf(job: SweepJob, flags: Flags, io: SweepIo): Promise<SweepSummary> {
  const runs = intFlag(flags, 'runs', { min: 1, max: MAX_SWEEP_RUNS });
  const first =
    flags.seed === undefined ? io.defaultSeed() : intFlag(flags, 'seed', { min: 0, max: MAX_SEED });
  const workers = intFlag(flags, 'workers', { min: 1, max: MAX_WORKERS, fallback: 1 });
  const report = await reportPath(flags, io);
  const counts = await runSweep(job, {
    first,
    runs,
    workers,
    spawn: io.spawnSweep,
    progress: io.progress,
  });
  const summary = sweepSummary(counts);
  await writeReportFile(report, summary, io);
  return summary;
}
