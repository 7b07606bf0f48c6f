import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { sampleThreads, threadCpuMs } from './thread-cpu.js';

// A thread that keeps a core busy for about `ms` of its own CPU time, says so, and then waits to be
// stopped (so the sampler sees it alive after its work: nothing here depends on timing).
const BUSY = `
const { parentPort, workerData } = require('node:worker_threads');
const t0 = process.cpuUsage();
let x = 0;
while ((process.cpuUsage(t0).user + process.cpuUsage(t0).system) / 1000 < workerData) x += Math.sqrt(x + 1);
parentPort.postMessage(x > 0);
`;

describe.skipIf(threadCpuMs() === null)('bench: CPU time by thread (issue 13, Linux /proc)', () => {
  it('lists this process threads, the main one (its id is the pid) included', () => {
    const threads = threadCpuMs()!;
    expect(threads.has(String(process.pid))).toBe(true);
    for (const ms of threads.values()) expect(ms).toBeGreaterThanOrEqual(0);
  });

  it('counts a thread started during the measure as new, not as a helper', async () => {
    const sampler = sampleThreads(20);
    const worker = new Worker(BUSY, { eval: true, workerData: 300 });
    await new Promise((done) => worker.once('message', done));
    const split = sampler.stop();
    await worker.terminate();
    expect(split).not.toBeNull();
    // Its 300 ms of CPU are the new thread's (the counters tick every 10 ms; other threads of the
    // test runner may be busy meanwhile, so the helpers' figure is not checked).
    expect(split!.newThreadsMs).toBeGreaterThanOrEqual(250);
  });
});
