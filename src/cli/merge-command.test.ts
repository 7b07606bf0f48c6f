// bin/sca merge (issue 13): a sweep sharded by seed range merges into the JSON one run of the whole range
// prints; files that are not one sweep's shards exit 2 with one line naming the file.
import { describe, expect, it } from 'vitest';
import { runCli } from './main.js';

async function sca(args: string[], files: Record<string, string> = {}) {
  let out = '';
  let err = '';
  const code = await runCli(args, {
    readStdin: async () => '',
    readFile: async (p) => {
      const text = files[p];
      if (text === undefined) throw Object.assign(new Error('no file'), { code: 'ENOENT' });
      return text;
    },
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    defaultSeed: () => 7,
    bench: async () => ({ text: '', json: {} }),
  });
  return { code, out, err };
}

const duel = async (seed: number, runs: number, a = '74C:good') =>
  (
    await sca([
      'duel',
      '--a',
      a,
      '--b',
      '80L:average',
      '--runs',
      String(runs),
      '--seed',
      String(seed),
    ])
  ).out;

describe('sca merge (issue 13)', () => {
  it('shards by seed range merge into exactly the JSON of the whole range, in any order', async () => {
    const whole = await duel(100, 30);
    const files = {
      'a.json': await duel(100, 12),
      'b.json': await duel(112, 10),
      'c.json': await duel(122, 8),
    };
    for (const order of [
      ['a.json', 'b.json', 'c.json'],
      ['c.json', 'a.json', 'b.json'],
    ]) {
      const r = await sca(['merge', ...order], files);
      expect([r.code, r.err]).toEqual([0, '']);
      expect(r.out).toBe(whole);
    }
  });

  it('shards with a gap between them merge, their seed ranges listed apart', async () => {
    const r = await sca(['merge', 'a.json', 'b.json'], {
      'a.json': await duel(0, 5),
      'b.json': await duel(50, 5),
    });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({
      runs: 10,
      seeds: [
        [0, 5],
        [50, 5],
      ],
    });
  });

  it('one file prints its own summary again', async () => {
    const one = await duel(3, 4);
    expect((await sca(['merge', 'x.json'], { 'x.json': one })).out).toBe(one);
  });

  const bad = async (files: Record<string, string>, pattern: RegExp) => {
    const r = await sca(['merge', ...Object.keys(files)], files);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.trimEnd().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(pattern);
  };

  it('overlapping seed ranges (a run counted twice) are refused naming the file', async () =>
    bad(
      { 'a.json': await duel(0, 10), 'b.json': await duel(5, 10) },
      /^sca: "b\.json": the seed ranges overlap at seed 5/,
    ));

  it('shards of different sweeps (other ships) are refused', async () =>
    bad(
      { 'a.json': await duel(0, 5), 'b.json': await duel(5, 5, '64:poor') },
      /"b\.json": these results are not of the same sweep/,
    ));

  it('a file that is not JSON, or not a sweep, or whose counts disagree, is refused naming it', async () => {
    const good = await duel(0, 5);
    const j = JSON.parse(good);
    await bad({ 'a.json': good, 'b.json': '{"kind":' }, /^sca: "b\.json": not JSON/);
    await bad({ 'a.json': '{"ship":"74C"}' }, /^sca: "a\.json": kind: must be "duel" or "battle"/);
    const edited = (change: object) => ({ 'a.json': JSON.stringify({ ...j, ...change }) });
    await bad(edited({ wins: { ...j.wins, a: j.wins.a + 1 } }), /"a\.json": wins: do not add up/);
    await bad(edited({ runs: 6 }), /"a\.json": seeds: the ranges hold a different number/);
    await bad(edited({ turnsSum: -1 }), /"a\.json": the sweep\.turnsSum: must be a whole number/);
    await bad(edited({ seeds: [[0, 2.5]] }), /"a\.json": seeds\[0\]/);
    await bad(edited({ classes: [{ ...j.classes[0], side: 'c' }] }), /classes\[0\]\.side/);
    await bad(edited({ ends: { struck: '5' } }), /ends\.struck/);
    await bad({ 'a.json': '[1,2]' }, /"a\.json": the file: must hold one JSON object/);
  });

  it('no file, a missing file, or a flag is refused', async () => {
    const none = await sca(['merge']);
    expect([none.code, none.err]).toEqual([
      2,
      'sca: merge needs the JSON files of a sweep: merge a.json b.json ...\n',
    ]);
    const missing = await sca(['merge', 'gone.json']);
    expect([missing.code, missing.err]).toEqual([2, 'sca: cannot read "gone.json": ENOENT\n']);
    const flag = await sca(['merge', '--force', 'a.json']);
    expect(flag.code).toBe(2);
    expect(flag.err).toMatch(/unknown flag --force/);
  });
});
