// Issue 13 / SD-160: the pool of sweep threads. Here the threads are in-process stand-ins that speak the
// same protocol through the real worker side (serveSweep), so the pool's hand-out, ordering, progress
// and failures are tested without a build; src/cli/sweep-bin.test.ts runs real worker threads.
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../rules/errors.js';
import { parseDuellist } from '../../rules/sim/index.js';
import { sweepSummary } from './canonical.js';
import type { SweepJob } from './job.js';
import { runSweep, type SpawnThread, type SweepThread } from './pool.js';
import type { FromWorker, ToWorker } from './protocol.js';
import { serveSweep } from './worker.js';

const JOB: SweepJob = {
  kind: 'duel',
  a: parseDuellist('74C:good'),
  b: parseDuellist('80L:average'),
};

type Listener = (x: never) => void;

/** A thread in this process: messages cross through the event loop like a real worker's. */
function fakeSpawn(opts: { failOn?: number; crashOn?: number; log?: number[] } = {}): SpawnThread {
  return (data) => {
    const listeners: Record<string, Listener[]> = {};
    const emit = (event: string, x: unknown) => {
      for (const l of listeners[event] ?? []) (l as (x: unknown) => void)(x);
    };
    let toWorker: ((m: ToWorker) => void) | null = null;
    let alive = true;
    serveSweep(
      {
        on: (_e, l) => {
          toWorker = l;
        },
        postMessage: (m: FromWorker) => setImmediate(() => alive && emit('message', m)),
        close: () => {
          alive = false;
          setImmediate(() => emit('exit', 0));
        },
      },
      data,
    );
    const thread: SweepThread = {
      postMessage: (m) =>
        setImmediate(() => {
          if (!alive) return;
          if (m && m.index === opts.crashOn) {
            alive = false;
            emit('exit', 1);
            return;
          }
          if (m && m.index === opts.failOn) {
            emit('message', { type: 'error', message: 'the core refused', ruleError: true });
            return;
          }
          if (m) opts.log?.push(m.index);
          toWorker?.(m);
        }),
      on: ((event: string, l: Listener) => {
        listeners[event] = [...(listeners[event] ?? []), l];
        return thread;
      }) as SweepThread['on'],
      terminate: async () => {
        alive = false;
        return 0;
      },
    };
    return thread;
  };
}

describe('SD-160 runSweep', () => {
  it('the same counts whatever the number of workers (and the same as one thread)', async () => {
    const one = sweepSummary(await runSweep(JOB, { first: 40, runs: 60, workers: 1 }));
    for (const workers of [2, 3, 7]) {
      const many = await runSweep(JOB, { first: 40, runs: 60, workers, spawn: fakeSpawn() });
      expect(JSON.stringify(sweepSummary(many))).toBe(JSON.stringify(one));
    }
    expect(one.seeds).toEqual([[40, 60]]);
  });

  it('hands every chunk out exactly once and reports progress up to the total', async () => {
    const log: number[] = [];
    const seen: number[] = [];
    await runSweep(JOB, {
      first: 0,
      runs: 40,
      workers: 2,
      spawn: fakeSpawn({ log }),
      progress: (done, total) => {
        expect(total).toBe(40);
        seen.push(done);
      },
    });
    expect([...log].sort((p, q) => p - q)).toEqual([...Array(40).keys()]);
    expect(seen.at(-1)).toBe(40);
    expect(seen).toEqual([...seen].sort((p, q) => p - q));
  });

  it('one worker plays in this thread, progress included', async () => {
    const seen: number[] = [];
    await runSweep(JOB, { first: 1, runs: 3, workers: 1, progress: (d) => seen.push(d) });
    expect(seen).toEqual([1, 2, 3]);
  });

  it('a chunk the core refuses fails the sweep as a RuleError (exit 2)', async () => {
    await expect(
      runSweep(JOB, { first: 0, runs: 30, workers: 2, spawn: fakeSpawn({ failOn: 5 }) }),
    ).rejects.toThrow(RuleError);
  });

  it('a worker that stops while holding a chunk fails the sweep (not a hang, not a partial result)', async () => {
    await expect(
      runSweep(JOB, { first: 0, runs: 30, workers: 2, spawn: fakeSpawn({ crashOn: 3 }) }),
    ).rejects.toThrow(/a sweep worker stopped \(exit code 1\)/);
  });

  it('a thread that cannot be started fails the sweep, and the threads already started are stopped', async () => {
    const stopped: number[] = [];
    let started = 0;
    const spawn: SpawnThread = (data) => {
      if (++started === 3) throw new Error('no more threads');
      const t = fakeSpawn()(data);
      const terminate = t.terminate;
      t.terminate = () => {
        stopped.push(started);
        return terminate();
      };
      return t;
    };
    await expect(runSweep(JOB, { first: 0, runs: 30, workers: 4, spawn })).rejects.toThrow(
      'no more threads',
    );
    expect(stopped).toHaveLength(2);
  });

  it('more than one worker without a way to start threads is refused', async () => {
    await expect(runSweep(JOB, { first: 0, runs: 5, workers: 2 })).rejects.toThrow(/built CLI/);
  });
});
