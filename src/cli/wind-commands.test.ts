// OR-2 CLI commands: setup-roll and wind-change, through runCli and once through the built bin/sca.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runCli } from './main.js';

async function sca(args: string): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(args.trim().split(/\s+/), {
    readStdin: async () => '',
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    defaultSeed: () => 7,
    bench: async () => ({ text: '', json: {} }),
  });
  return { code, out, err };
}
const json = async (args: string) => {
  const r = await sca(args);
  expect(r.code).toBe(0);
  expect(r.err).toBe('');
  expect(r.out.trim().split('\n')).toHaveLength(1);
  return JSON.parse(r.out) as Record<string, unknown>;
};
async function expectInvalid(args: string, pattern: RegExp): Promise<void> {
  const r = await sca(args);
  expect(r.code).toBe(2);
  expect(r.out).toBe('');
  expect(r.err.trimEnd().split('\n')).toHaveLength(1);
  expect(r.err).toMatch(pattern);
}

describe('sca setup-roll (OR-2)', () => {
  it('OR-2 setup-roll --dice 3,3,4 (10): north left, wind from N, light airs', async () =>
    expect(await json('setup-roll --dice 3,3,4')).toEqual({
      northEdge: 'left',
      windFrom: 'N',
      strength: 'light-airs',
    }));
  it('OR-2 setup-roll --dice 6,6,5 (17): north opposite, wind from E, light breeze', async () =>
    expect(await json('setup-roll --dice 6,6,5')).toEqual({
      northEdge: 'opposite',
      windFrom: 'E',
      strength: 'light-breeze',
    }));
  it('OR-2 setup-roll --dice 1,2,2 (5): north right, wind from W, moderate breeze', async () =>
    expect(await json('setup-roll --dice 1,2,2')).toEqual({
      northEdge: 'right',
      windFrom: 'W',
      strength: 'moderate-breeze',
    }));
  it('OR-2 setup-roll --dice 6,6,6 (18): north on the roller’s side, wind from S, strong wind', async () =>
    expect(await json('setup-roll --dice 6,6,6')).toEqual({
      northEdge: 'own',
      windFrom: 'S',
      strength: 'strong-wind',
    }));
  it.each([
    ['setup-roll', /--dice is required/],
    ['setup-roll --dice 7,1,1', /three faces 1-6/],
    ['setup-roll --dice 1,2', /three faces 1-6/],
    ['setup-roll --dice 1,2,3 --previous 1,1,1', /previous/],
  ])('OR-2 %s exits 2 with one line', async (args, pattern) => expectInvalid(args, pattern));
});

describe('sca wind-change (OR-2, D-13)', () => {
  it('OR-2 wind-change --dice 1,1,2 (4): weaken and back', async () =>
    expect(await json('wind-change --dice 1,1,2')).toEqual({
      strength: 'weaken',
      direction: 'back',
    }));
  it('OR-2 wind-change --dice 3,4,4 (11): none', async () =>
    expect(await json('wind-change --dice 3,4,4')).toEqual({
      strength: 'none',
      direction: 'none',
    }));
  it('D-13 wind-change --dice 6,6,5 (17): strengthen and back; 6,6,6 (18): strengthen and veer', async () => {
    expect(await json('wind-change --dice 6,6,5')).toEqual({
      strength: 'strengthen',
      direction: 'back',
    });
    expect(await json('wind-change --dice 6,6,6')).toEqual({
      strength: 'strengthen',
      direction: 'veer',
    });
  });
  it('OR-2 --previous: only what came up on both turns happens (strengthen-and-back then weaken-and-back: back)', async () =>
    expect(await json('wind-change --dice 1,1,2 --previous 5,5,5')).toEqual({
      strength: 'weaken',
      direction: 'back',
      happens: { strength: 'none', direction: 'back' },
    }));
  it('OR-2 --previous with the same meaning: both components happen', async () =>
    expect(await json('wind-change --dice 1,1,1 --previous 1,2,2')).toEqual({
      strength: 'weaken',
      direction: 'veer',
      happens: { strength: 'weaken', direction: 'veer' },
    }));
  it.each([
    ['wind-change', /--dice is required/],
    ['wind-change --dice 0,1,1', /three faces 1-6/],
    ['wind-change --dice 1,1,1 --previous x', /--previous takes three faces/],
    ['wind-change --dice 1,1,1 --seed 3', /seed/],
  ])('OR-2 %s exits 2 with one line', async (args, pattern) => expectInvalid(args, pattern));
});

describe('bin/sca setup-roll and wind-change as a process', () => {
  const run = (args: string[]) => spawnSync('bin/sca', args, { encoding: 'utf8' });
  it('OR-2 setup-roll prints one JSON object and exits 0', () => {
    const r = run(['setup-roll', '--dice', '4,4,2']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({
      northEdge: 'left',
      windFrom: 'N',
      strength: 'light-airs',
    });
  });
  it('OR-2 wind-change --previous prints what happens; bad dice exit 2 with one line', () => {
    const ok = run(['wind-change', '--dice', '6,6,6', '--previous', '5,5,4']);
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual({
      strength: 'strengthen',
      direction: 'veer',
      happens: { strength: 'strengthen', direction: 'veer' },
    });
    const bad = run(['wind-change', '--dice', '9,9,9']);
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
  });
});
