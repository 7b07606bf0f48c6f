// Issue 13: the messages between the sweep's main thread and its worker threads.
import type { SweepCounts } from '../../rules/sim/index.js';
import type { SweepJob } from './job.js';

/** workerData of a sweep worker: the marker tells bin.ts to serve chunks instead of running a command. */
export interface SweepWorkerData {
  scaSweepWorker: true;
  job: SweepJob;
}

/** Main -> worker: play this chunk; null: no more work, exit. */
export type ToWorker = { index: number; first: number; runs: number } | null;

/** Worker -> main. `ruleError`: the core refused the job (exit 2), otherwise a bug (exit 1). */
export type FromWorker =
  | { type: 'progress'; runs: number }
  | { type: 'done'; index: number; counts: SweepCounts }
  | { type: 'error'; message: string; ruleError: boolean };

export function isSweepWorkerData(data: unknown): data is SweepWorkerData {
  return (
    typeof data === 'object' && data !== null && (data as SweepWorkerData).scaSweepWorker === true
  );
}
