// bin/sca duel (issue 13): one JSON object (the sweep's summary), the seed range reported, the same seed
// the same summary; bad flags exit 2 with one line on stderr and nothing on stdout.
import { describe, expect, it } from 'vitest';
import { runCli } from './main.js';

async function sca(args: string[], progress?: (d: number, t: number) => void) {
  let out = '';
  let err = '';
  const code = await runCli(args, {
    readStdin: async () => '',
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    defaultSeed: () => 7,
    bench: async () => ({ text: '', json: {} }),
    progress,
  });
  return { code, out, err };
}

describe('sca duel (issue 13)', () => {
  it('prints one JSON object: the counts, rates with Wilson intervals, mean turns, the seed range', async () => {
    const r = await sca([
      'duel',
      '--a',
      '74C:good',
      '--b',
      '80L:average',
      '--runs',
      '20',
      '--seed',
      '5',
    ]);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out.trim().split('\n')).toHaveLength(1);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({
      kind: 'duel',
      setup: { a: '74C:good', b: '80L:average' },
      seeds: [[5, 20]],
      runs: 20,
    });
    expect(j.wins.a + j.wins.b + j.wins.draw).toBe(20);
    for (const side of ['a', 'b', 'draw'] as const) {
      const w = j.rates[side];
      expect(w.count).toBe(j.wins[side]);
      expect(w.low).toBeLessThanOrEqual(w.rate);
      expect(w.high).toBeGreaterThanOrEqual(w.rate);
    }
    const [a, b] = j.classes;
    expect(a).toMatchObject({
      side: 'a',
      classId: '3rd-74c',
      guns: '74C',
      crew: 'good',
      ships: 20,
    });
    expect(b).toMatchObject({ side: 'b', classId: '3rd-80l', guns: '80L', crew: 'average' });
    const losses = (t: Record<string, number>) => t.struck! + t.sunk! + t.exploded! + t.captured!;
    expect(losses(a)).toBe(j.wins.b);
    expect(losses(b)).toBe(j.wins.a);
    expect(Object.values(j.ends as Record<string, number>).reduce((n, k) => n + k, 0)).toBe(20);
    expect(Object.keys(j.ends)).toEqual(Object.keys(j.ends).sort());
    expect(j.meanTurns).toBe(Math.round((j.turnsSum / 20) * 1000) / 1000);
  });

  it('SD-232 --options plays the duel with the battle options that mean something for two ships; the JSON names them', async () => {
    const args = ['duel', '--a', '74C:good', '--b', '80L:average', '--runs', '6', '--seed', '3'];
    const r = await sca([...args, '--options', 'or-7,OR-6,OR-3,FP-A1,HR-1,OR-9']);
    expect([r.code, r.err]).toEqual([0, '']);
    const j = JSON.parse(r.out);
    expect(j.setup).toEqual({
      a: '74C:good',
      b: '80L:average',
      options: ['FP-A1', 'OR-6', 'OR-9', 'HR-1', 'OR-3', 'OR-7'],
    });
    expect(j.wins.a + j.wins.b + j.wins.draw).toBe(6);
    // No options (or a list naming none) is the Fast Play duel, its JSON as it always was.
    const plain = await sca(args);
    expect(JSON.parse(plain.out).setup).toEqual({ a: '74C:good', b: '80L:average' });
    expect((await sca([...args, '--options', ','])).out).toBe(plain.out);
  });

  it('SD-267 / SD-270 --options HR-2 plays the duel at 1:3000, the JSON states it; with a fleet option it exits 2', async () => {
    const args = ['duel', '--a', '74C:good', '--b', '80L:average', '--runs', '6', '--seed', '3'];
    const r = await sca([...args, '--options', 'hr-2,OR-6']);
    expect([r.code, r.err]).toEqual([0, '']);
    expect(JSON.parse(r.out).setup).toEqual({
      a: '74C:good',
      b: '80L:average',
      options: ['OR-6', 'HR-2'],
      scale: '1:3000',
    });
    const bad = await sca([...args, '--options', 'HR-2,HR-4']);
    expect([bad.code, bad.out]).toEqual([2, '']);
    expect(bad.err.trimEnd().split('\n')).toHaveLength(1);
    expect(bad.err).toMatch(/^sca: --options: option HR-4 \(fleet morale\) needs fleets/);
  });

  it('the same seed gives the same summary; no --seed reports the one drawn', async () => {
    const args = ['duel', '--a', '64:elite', '--b', '74C:poor', '--runs', '8'];
    const one = await sca([...args, '--seed', '99']);
    const two = await sca([...args, '--seed', '99', '--workers', '1']);
    expect(two.out).toBe(one.out);
    expect(JSON.parse((await sca(args)).out).seeds).toEqual([[7, 8]]);
  });

  it('reports progress through the io hook (bin/sca shows it only on a terminal)', async () => {
    const seen: number[] = [];
    await sca(['duel', '--a', '74C', '--b', '74C', '--runs', '3', '--seed', '1'], (d) =>
      seen.push(d),
    );
    expect(seen).toEqual([1, 2, 3]);
  });

  it.each([
    [['duel', '--b', '80L', '--runs', '5'], /--a is required/],
    [['duel', '--a', '75Q:good', '--b', '80L', '--runs', '5'], /--a: unknown guns/],
    [['duel', '--a', '74C:brave', '--b', '80L', '--runs', '5'], /--a: unknown crew/],
    [['duel', '--a', '74C', '--b', 'martello', '--runs', '5'], /--b: .*fortification/],
    [['duel', '--a', '74C', '--b', '80L', '--runs', '0'], /--runs must be 1-1000000/],
    [['duel', '--a', '74C', '--b', '80L', '--runs', '1000001'], /--runs must be 1-1000000/],
    [['duel', '--a', '74C', '--b', '80L', '--runs', 'many'], /--runs must be a whole number/],
    [['duel', '--a', '74C', '--b', '80L'], /--runs is required/],
    [['duel', '--a', '74C', '--b', '80L', '--runs', '5', '--seed', '-3'], /--seed/],
    [
      ['duel', '--a', '74C', '--b', '80L', '--runs', '5', '--workers', '0'],
      /--workers must be 1-32/,
    ],
    [
      ['duel', '--a', '74C', '--b', '80L', '--runs', '5', '--workers', '33'],
      /--workers must be 1-32/,
    ],
    [
      ['duel', '--a', '74C', '--b', '80L', '--runs', '5', '--workers', 'two'],
      /--workers must be a whole/,
    ],
    [['duel', '--a', '74C', '--b', '80L', '--runs', '5', '--seed', '2147483648'], /--seed must be/],
    [['duel', '--a', '74C', '--b', '80L', '--runs', '5', 'extra'], /unexpected argument/],
    // SD-232 the fleet's options are refused by name; the battle's checks hold.
    [
      ['duel', '--a', '74C', '--b', '80L', '--runs', '5', '--options', 'OR-6,HR-4'],
      /^sca: --options: option HR-4 \(fleet morale\) needs fleets: a duel of two ships does not play it$/m,
    ],
    [
      ['duel', '--a', '74C', '--b', '80L', '--runs', '5', '--options', 'FP-8.3F'],
      /^sca: --options: option FP-8\.3F .* needs fleets/,
    ],
    [
      ['duel', '--a', '74C', '--b', '80L', '--runs', '5', '--options', 'OR-11'],
      /^sca: --options: option OR-11 \(signals from a fleet's officers\) needs fleets/,
    ],
    [
      ['duel', '--a', '74C', '--b', '80L', '--runs', '5', '--options', 'OR-10'],
      /^sca: --options: option "OR-10" is not played by the duel \(it plays FP-A1, OR-6, OR-9, OR-2, HR-1, OR-3, OR-3-7D, OR-5, OR-7, HR-2\)$/m,
    ],
    [
      ['duel', '--a', '74C', '--b', '80L', '--runs', '5', '--options', 'OR-5'],
      /^sca: --options: option OR-5 \(full-game navigation\) needs OR-3, the two-segment turn, and OR-9, the rigging damage test$/m,
    ],
    [
      ['duel', '--a', '74C', '--b', '80L', '--runs', '5', '--options', 'OR-3-7D'],
      /^sca: --options: option OR-3-7D .* needs OR-3/,
    ],
    // The in-process CLI of these tests has no worker threads (bin/sca does: sweep-bin.test.ts).
    [['duel', '--a', '74C', '--b', '80L', '--runs', '5', '--workers', '2'], /needs the built CLI/],
  ])('%j exits 2 with one line on stderr', async (args, pattern) => {
    const r = await sca(args);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.trimEnd().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(pattern);
  });
});
