// Issue 13: the speed-up of a battle sweep on 2 worker threads over 1 (goal: at least 1.8x), on a
// 10-v-10 battle. Figures only, never an assertion: the time of each is the wall time of the whole
// sweep (threads started, chunks handed out, counts merged). Both are played in worker threads started
// cold: --workers 1 plays in the main thread, which a bench would have warmed by then (the battle is
// JIT-bound, a warm thread plays several times faster than a new one for its first battles).
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { parseBattleSetup, type FleetShipLike } from '../../rules/sim/index.js';
import type { SweepJob } from '../sweep/job.js';
import { runSweep, type SpawnThread } from '../sweep/pool.js';
import { steadyState, type SteadyFigures, type SweepSize } from './sweep-steady.js';
import { sampleThreads, type ThreadSplit } from './thread-cpu.js';
import { median, now } from './timing.js';

const NO_DAMAGE = { port: 0, starboard: 0, rigging: 0 };

function fleet(
  side: string,
  guns: readonly string[],
  crew: (i: number) => string,
): FleetShipLike[] {
  return guns.map((g, i) => ({
    name: `${side} ${i + 1}`,
    classId: g,
    crew: crew(i),
    squadron: '',
    damage: NO_DAMAGE,
  }));
}

/**
 * Battles per sweep by default. A thread's first battles cost several times a warm one (a new thread
 * compiles the core afresh), and each worker pays that once: a sweep of a few dozen battles measures
 * mostly the warm-up, so the default is a sweep of the size one runs for a balance question (a win
 * rate within about 3 points either way at 95%).
 */
export const SWEEP_BENCH_RUNS = 1000;

/** The second, longer sweep timed beside it (LONG_SWEEP_FACTOR times the battles): see sweep-steady.ts. */
export const LONG_SWEEP_FACTOR = 4;

/** Two ten-ship lines of the third and first rates, mixed crews. */
export function tenVersusTen(): SweepJob {
  const a = [
    '3rd-74c',
    '3rd-74m',
    '3rd-80l',
    '3rd-64',
    '2nd-98s',
    '3rd-74c',
    '3rd-74m',
    '3rd-80l',
    '3rd-64',
    '3rd-74c',
  ];
  const b = [
    '3rd-74c',
    '3rd-80l',
    '3rd-74c',
    '3rd-80l',
    '1st-130',
    '3rd-74c',
    '3rd-74m',
    '3rd-64',
    '3rd-74c',
    '3rd-80l',
  ];
  const setup = parseBattleSetup(
    fleet('A', a, (i) => (i % 2 ? 'good' : 'average')),
    fleet('B', b, () => 'average'),
  );
  return { kind: 'battle', setup };
}

export interface SweepFigures {
  battle: string;
  runs: number;
  rounds: number;
  oneWorkerMs: number;
  twoWorkersMs: number;
  speedup: number;
  /**
   * CPU time of the whole process (all threads) per sweep, median: on a free machine 2 workers take
   * about the same CPU as 1 in about half the wall time; on a shared one, CPU / wall shows how much
   * of the 2 cores the sweep was given.
   */
  oneWorkerCpuMs: number;
  twoWorkersCpuMs: number;
  /**
   * That CPU time by thread, median (Linux; null elsewhere): the sweep's worker threads, V8's
   * helper threads (the optimizing compiler and the collector, shared by all workers) and the main
   * thread. A worker's helpers run on a free core when there is one: one worker has the second core
   * for them, two workers must share both cores with their helpers, twice the compiling.
   */
  oneWorkerThreads: ThreadSplit | null;
  twoWorkersThreads: ThreadSplit | null;
  /**
   * The machine's own ceiling, measured just before: the same fixed arithmetic on 1 thread and on 2
   * threads at once, throughput ratio. About 2 when two cores are free; a shared machine gives less,
   * and no sweep can beat it.
   */
  machineTwoThreadRatio: number;
  /**
   * The speed-up two free cores would give these threads (null without the split), for a shared
   * machine where the wall times mean little: one worker takes at least its sweep thread's CPU time
   * (its helpers have the second core) and at least half the process's; two take at least half of all
   * their threads' CPU time (two cores) and at least half their sweep threads'. Each V8 helper's
   * compile is paid once per worker, so this falls short of 2 by about that compile over the work.
   */
  freeCoresEstimate: number | null;
  /** The same sweep LONG_SWEEP_FACTOR times longer, median wall times (ms). */
  long: SweepSize;
  /** From the two sizes: each configuration's start-up and per-battle time, the speed-up once warm. */
  steady: SteadyFigures;
  /** One-minute load average before and after: the machine may be shared, and the speed-up says so. */
  loadBefore: number;
  loadAfter: number;
  goalSpeedup: number;
}

/** Fixed arithmetic with no allocation: what a core gives, nothing of the sweep's code. */
const SPIN = `let x = 0; for (let i = 0; i < 2e8; i++) x += Math.sqrt(i); if (x < 0) console.log(x);`;

async function spinThreads(n: number): Promise<number> {
  const t0 = now();
  await Promise.all(
    Array.from(
      { length: n },
      () => new Promise((done) => new Worker(SPIN, { eval: true }).on('exit', done)),
    ),
  );
  return now() - t0;
}

/** Throughput of 2 threads over 1 on fixed work: 2 x work in t2 against work in t1. */
async function machineRatio(): Promise<number> {
  const one = await spinThreads(1);
  const two = await spinThreads(2);
  return Math.round(((2 * one) / two) * 100) / 100;
}

interface Timed {
  wall: number;
  cpu: number;
  threads: ThreadSplit | null;
}

async function timed(
  job: SweepJob,
  runs: number,
  workers: number,
  spawn: SpawnThread,
): Promise<Timed> {
  const threads = sampleThreads();
  const cpu0 = process.cpuUsage();
  const t0 = now();
  await runSweep(job, { first: 1, runs, workers, spawn, alwaysThreads: true });
  const wall = now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { wall, cpu: (cpu.user + cpu.system) / 1000, threads: threads.stop() };
}

/** Each field's median over the rounds, or null without the split. */
function medianSplit(rounds: readonly Timed[]): ThreadSplit | null {
  const splits = rounds.flatMap((r) => (r.threads ? [r.threads] : []));
  if (splits.length !== rounds.length) return null;
  const of = (k: keyof ThreadSplit) => Math.round(median(splits.map((t) => t[k])));
  return {
    newThreadsMs: of('newThreadsMs'),
    helperThreadsMs: of('helperThreadsMs'),
    mainMs: of('mainMs'),
  };
}

export async function benchSweep(
  spawn: SpawnThread,
  opts: { runs?: number; rounds?: number } = {},
): Promise<SweepFigures> {
  const runs = opts.runs ?? SWEEP_BENCH_RUNS;
  const rounds = opts.rounds ?? 3;
  const job = tenVersusTen();
  const loadBefore = loadavg()[0] ?? 0;
  const machineTwoThreadRatio = await machineRatio();
  const longRuns = runs * LONG_SWEEP_FACTOR;
  const one: Timed[] = [];
  const two: Timed[] = [];
  const longOne: Timed[] = [];
  const longTwo: Timed[] = [];
  // Alternated, so a burst of load from elsewhere falls on both.
  for (let r = 0; r < rounds; r++) {
    one.push(await timed(job, runs, 1, spawn));
    two.push(await timed(job, runs, 2, spawn));
    longOne.push(await timed(job, longRuns, 1, spawn));
    longTwo.push(await timed(job, longRuns, 2, spawn));
  }
  const wall = (t: readonly Timed[]) => Math.round(median(t.map((x) => x.wall)));
  const oneWorkerMs = wall(one);
  const twoWorkersMs = wall(two);
  const long = { runs: longRuns, oneWorkerMs: wall(longOne), twoWorkersMs: wall(longTwo) };
  return {
    battle:
      '10 v 10 ships of the line (A: 74C/74M/80L/64/98S, mixed crews; B: 74C/80L/74M/64/130, average)',
    runs,
    rounds,
    oneWorkerMs,
    twoWorkersMs,
    speedup: Math.round((oneWorkerMs / twoWorkersMs) * 100) / 100,
    oneWorkerCpuMs: Math.round(median(one.map((x) => x.cpu))),
    twoWorkersCpuMs: Math.round(median(two.map((x) => x.cpu))),
    oneWorkerThreads: medianSplit(one),
    twoWorkersThreads: medianSplit(two),
    freeCoresEstimate: freeCoresEstimate(medianSplit(one), medianSplit(two)),
    machineTwoThreadRatio,
    long,
    steady: steadyState({ runs, oneWorkerMs, twoWorkersMs }, long, 1.8),
    loadBefore: Math.round(loadBefore * 100) / 100,
    loadAfter: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    goalSpeedup: 1.8,
  };
}

/** See SweepFigures.freeCoresEstimate. */
export function freeCoresEstimate(one: ThreadSplit | null, two: ThreadSplit | null): number | null {
  if (!one || !two) return null;
  const total = (t: ThreadSplit) => t.newThreadsMs + t.helperThreadsMs + t.mainMs;
  const oneWall = Math.max(one.newThreadsMs, total(one) / 2);
  const twoWall = Math.max(two.newThreadsMs / 2, total(two) / 2);
  return twoWall > 0 ? Math.round((oneWall / twoWall) * 100) / 100 : null;
}

function formatSplit(t: ThreadSplit): string {
  return `sweep threads ${t.newThreadsMs} ms, V8 helper threads (compiler, collector) ${t.helperThreadsMs} ms, main ${t.mainMs} ms`;
}

export function formatSweepBench(f: SweepFigures): string {
  const split =
    f.oneWorkerThreads && f.twoWorkersThreads
      ? [
          `  by thread, --workers 1: ${formatSplit(f.oneWorkerThreads)}`,
          `  by thread, --workers 2: ${formatSplit(f.twoWorkersThreads)}`,
          `  speed-up two free cores would give these threads (from the CPU by thread): x${f.freeCoresEstimate}`,
        ]
      : [];
  const s = f.steady;
  const line = (l: SteadyFigures['oneWorker']) => `${l.startMs} ms + ${l.perBattleMs} ms a battle`;
  return [
    `battle sweep, ${f.battle}: ${f.runs} and ${f.long.runs} battles, median of ${f.rounds}`,
    `  ${f.runs} battles: --workers 1: ${f.oneWorkerMs} ms; --workers 2: ${f.twoWorkersMs} ms; speed-up x${f.speedup} (goal >= x${f.goalSpeedup})`,
    `  ${f.long.runs} battles: --workers 1: ${f.long.oneWorkerMs} ms; --workers 2: ${f.long.twoWorkersMs} ms; speed-up x${Math.round((f.long.oneWorkerMs / f.long.twoWorkersMs) * 100) / 100}`,
    `  as start + battles: --workers 1: ${line(s.oneWorker)}; --workers 2: ${line(s.twoWorkers)}`,
    `  speed-up once warm (per battle past the start): ${s.speedup === null ? 'not readable (noise)' : `x${s.speedup}`}; a whole sweep reaches x${f.goalSpeedup} ${s.runsForGoal === null ? 'at no size' : `from ${s.runsForGoal.toLocaleString('en')} battles`}`,
    `  (the figures below are for the ${f.runs}-battle sweep)`,
    `  CPU time (all threads): ${f.oneWorkerCpuMs} ms and ${f.twoWorkersCpuMs} ms`,
    ...split,
    `  the machine's own 2-thread ceiling (fixed arithmetic): x${f.machineTwoThreadRatio}; load average ${f.loadBefore} before, ${f.loadAfter} after`,
    '',
  ].join('\n');
}
