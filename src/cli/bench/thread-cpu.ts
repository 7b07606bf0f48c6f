// Issue 13: where a sweep's CPU time goes, thread by thread (Linux /proc; elsewhere null). A sweep's
// worker threads play the battles; the threads the process had before it (V8's platform threads:
// the optimizing compiler and the garbage collector's helpers, started with node) do work for every
// worker at once. Each worker compiles the core afresh, so with two workers that work doubles.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on every Linux node runs on). */
const TICKS_PER_SECOND = 100;

/** CPU time (ms) of each thread of this process by thread id; null where /proc is not there. */
export function threadCpuMs(): Map<string, number> | null {
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return null;
  }
  const out = new Map<string, number>();
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces, so cut at its closing bracket):
      // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after it.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      out.set(tid, (ticks * 1000) / TICKS_PER_SECOND);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return out;
}

export interface ThreadSplit {
  /** Threads started during the measure: the sweep's workers. */
  newThreadsMs: number;
  /** Threads already there (other than the main one): V8's compiler and collector helpers. */
  helperThreadsMs: number;
  mainMs: number;
}

/**
 * Samples every thread's CPU time while a measure runs (a thread's counters go with it when it
 * ends, so its time is the last sample taken: the split is short by at most one interval per
 * worker). stop() gives the split, or null without /proc.
 */
export function sampleThreads(intervalMs = 100): { stop(): ThreadSplit | null } {
  const start = threadCpuMs();
  if (!start) return { stop: () => null };
  const last = new Map(start);
  const sample = () => {
    for (const [tid, ms] of threadCpuMs() ?? []) last.set(tid, ms);
  };
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const split: ThreadSplit = { newThreadsMs: 0, helperThreadsMs: 0, mainMs: 0 };
      for (const [tid, ms] of last) {
        const used = ms - (start.get(tid) ?? 0);
        if (tid === String(process.pid)) split.mainMs += used;
        else if (start.has(tid)) split.helperThreadsMs += used;
        else split.newThreadsMs += used;
      }
      return split;
    },
  };
}
