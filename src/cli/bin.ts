// Process glue for bin/sca (bundled to build/cli/sca.mjs).
import { readFile, writeFile } from 'node:fs/promises';
import { runBenchmarks, formatBenchmarks } from './bench/index.js';
import { runCli } from './main.js';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const code = await runCli(process.argv.slice(2), {
  readStdin,
  readFile: (path) => readFile(path, 'utf8'),
  writeFile: (path, text) => writeFile(path, text, 'utf8'),
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  defaultSeed: () => Date.now() % 2 ** 31,
  // A plain progress line, only on a terminal: piped stderr stays empty on success.
  progress: process.stderr.isTTY
    ? (done, total) => process.stderr.write(`\rduel ${done}/${total}${done === total ? '\n' : ''}`)
    : undefined,
  bench: async () => {
    const figures = await runBenchmarks();
    return { text: formatBenchmarks(figures), json: figures };
  },
});
process.exitCode = code;
