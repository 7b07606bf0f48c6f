// Issue 13 (SD-160): a sweep played by a pool of node worker threads. The seed range is cut into chunks
// (chunks.ts); each thread is handed the next chunk when it finishes one; the main thread merges the
// counts in chunk order with the core's mergeCounts, so the result is the one a single thread gives.
import { RuleError } from '../../rules/errors.js';
import { mergeCounts, type SweepCounts } from '../../rules/sim/index.js';
import { CliError } from '../args.js';
import { chunksOf, type Chunk } from './chunks.js';
import { playChunk, type SweepJob } from './job.js';
import type { FromWorker, SweepWorkerData, ToWorker } from './protocol.js';

/** The part of node's Worker the pool uses (tests may hand it any thread that speaks the protocol). */
export interface SweepThread {
  postMessage(m: ToWorker): void;
  on(event: 'message', listener: (m: FromWorker) => void): unknown;
  on(event: 'error', listener: (e: Error) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  terminate(): Promise<number>;
}

export type SpawnThread = (data: SweepWorkerData) => SweepThread;

export interface SweepRun {
  first: number;
  runs: number;
  workers: number;
  /** Starts a worker thread (bin.ts: the built bundle itself); needed when workers > 1. */
  spawn?: SpawnThread;
  /** Play even one worker in a thread (the bench compares threads with threads, both started cold). */
  alwaysThreads?: boolean;
  /** Runs played so far of the whole sweep (the progress bar). */
  progress?: (done: number, total: number) => void;
}

function mergeInOrder(parts: readonly SweepCounts[]): SweepCounts {
  const [head, ...rest] = parts;
  if (!head) throw new Error('a sweep with no chunk');
  return rest.reduce(mergeCounts, head);
}

function inThisThread(job: SweepJob, chunks: readonly Chunk[], run: SweepRun): SweepCounts {
  let done = 0;
  const every = Math.max(1, Math.floor(run.runs / 100));
  const parts = chunks.map((c) =>
    playChunk(job, c.first, c.runs, () => {
      done++;
      if (run.progress && (done % every === 0 || done === run.runs)) run.progress(done, run.runs);
    }),
  );
  return mergeInOrder(parts);
}

function inThreads(
  job: SweepJob,
  chunks: readonly Chunk[],
  run: SweepRun,
  spawn: SpawnThread,
): Promise<SweepCounts> {
  return new Promise((resolve, reject) => {
    const queue = [...chunks];
    const parts: SweepCounts[] = [];
    const threads: SweepThread[] = [];
    const holding = new Map<SweepThread, number>();
    let finished = 0;
    let done = 0;
    let over = false;
    const end = (err: Error | null) => {
      if (over) return;
      over = true;
      // Terminating a thread that already left is harmless; the promise settles after all are gone.
      void Promise.all(threads.map((t) => t.terminate())).then(() =>
        err ? reject(err) : resolve(mergeInOrder(parts)),
      );
    };
    const feed = (t: SweepThread) => {
      const next = queue.shift();
      if (next) {
        holding.set(t, next.index);
        t.postMessage({ index: next.index, first: next.first, runs: next.runs });
      } else {
        holding.delete(t);
        t.postMessage(null);
      }
    };
    const count = Math.min(run.workers, chunks.length);
    for (let i = 0; i < count && !over; i++) {
      let t: SweepThread;
      try {
        t = spawn({ scaSweepWorker: true, job });
      } catch (e) {
        end(e as Error); // the threads already started are stopped
        return;
      }
      threads.push(t);
      t.on('message', (m) => {
        if (over) return;
        if (m.type === 'progress') {
          done += m.runs;
          run.progress?.(done, run.runs);
        } else if (m.type === 'done') {
          parts[m.index] = m.counts;
          if (++finished === chunks.length) end(null);
          else feed(t);
        } else end(m.ruleError ? new RuleError(m.message) : new Error(m.message));
      });
      t.on('error', (e) => end(e));
      t.on('exit', (code) => {
        if (holding.has(t)) end(new Error(`a sweep worker stopped (exit code ${code})`));
      });
      feed(t);
    }
  });
}

/** The counts of the whole sweep, the same whatever run.workers is. */
export async function runSweep(job: SweepJob, run: SweepRun): Promise<SweepCounts> {
  const chunks = chunksOf(run.first, run.runs, run.workers);
  if (run.workers === 1 && run.alwaysThreads !== true) return inThisThread(job, chunks, run);
  if (!run.spawn) throw new CliError('--workers above 1 needs the built CLI (bin/sca)');
  return inThreads(job, chunks, run, run.spawn);
}
