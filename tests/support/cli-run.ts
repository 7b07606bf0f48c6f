// Shared by the CLI contract tests (src/cli/cli.test.ts, cli-sail-targets.test.ts): run the CLI
// in-process and check the exit-2 contract for bad input.
import { expect } from 'vitest';
import { runCli } from '../../src/cli/main.js';

export interface Run {
  code: number;
  out: string;
  err: string;
  json: Record<string, unknown>;
}

export async function sca(args: string, stdin = ''): Promise<Run> {
  let out = '';
  let err = '';
  const argv = args.trim() === '' ? [] : args.trim().split(/\s+/);
  const code = await runCli(argv, {
    readStdin: async () => stdin,
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    defaultSeed: () => 7,
    bench: async () => ({ text: 'bench text\n', json: { stub: true } }),
  });
  let json: Record<string, unknown> = {};
  if (code === 0 && out.startsWith('{')) json = JSON.parse(out) as Record<string, unknown>;
  return { code, out, err, json };
}

export async function expectInvalid(args: string, pattern: RegExp, stdin = ''): Promise<void> {
  const r = await sca(args, stdin);
  expect(r.code).toBe(2);
  expect(r.out).toBe('');
  expect(r.err.trimEnd().split('\n')).toHaveLength(1);
  expect(r.err).toMatch(pattern);
}
