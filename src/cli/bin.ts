// Process glue for bin/sca (bundled to build/cli/sca.mjs). The same bundle is the sweep's worker
// (SD-160): started by the pool as a worker thread with its marker in workerData, it serves chunks
// instead of running a command, so the built CLI needs no second entry file.
import { constants } from 'node:fs';
import { access, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { runBenchmarks, formatBenchmarks } from './bench/index.js';
import { benchSweep, formatSweepBench } from './bench/sweep.js';
import { runCli } from './main.js';
import type { SpawnThread } from './sweep/pool.js';
import { ttyProgress } from './sweep/progress.js';
import { isSweepWorkerData } from './sweep/protocol.js';
import { serveSweep } from './sweep/worker.js';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A sweep worker: this very bundle in a worker thread (SD-160). */
const spawnSweep: SpawnThread = (data) =>
  new Worker(new URL(import.meta.url), { workerData: data });

async function main(): Promise<number> {
  // A bar only on a terminal: piped stderr stays empty on success.
  const bar = ttyProgress(process.stderr, 'sca');
  try {
    return await runCli(process.argv.slice(2), {
      readStdin,
      readFile: (path) => readFile(path, 'utf8'),
      writeFile: (path, text) => writeFile(path, text, 'utf8'),
      checkWritable: async (path) => {
        const there = await stat(path).catch(() => null);
        if (there?.isDirectory()) throw Object.assign(new Error('a folder'), { code: 'EISDIR' });
        await access(there ? path : dirname(path), constants.W_OK);
      },
      stdout: (t) => process.stdout.write(t),
      stderr: (t) => {
        bar?.stop(); // an error line goes below the bar, not into it
        process.stderr.write(t);
      },
      defaultSeed: () => Date.now() % 2 ** 31,
      progress: bar ? (done, total) => bar.update(done, total) : undefined,
      spawnSweep,
      benchSweep: async (runs) => {
        const figures = await benchSweep(spawnSweep, { runs });
        return { text: formatSweepBench(figures), json: figures };
      },
      bench: async () => {
        const figures = await runBenchmarks();
        return { text: formatBenchmarks(figures), json: figures };
      },
    });
  } finally {
    bar?.stop();
  }
}

if (!isMainThread && parentPort && isSweepWorkerData(workerData))
  serveSweep(parentPort, workerData);
else process.exitCode = await main();
