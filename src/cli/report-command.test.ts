// bin/sca report (issue 13): a saved sweep's JSON in, its report page out; a missing, unreadable or
// invalid file (or a forged figure in it) exits 2 with one line on stderr, nothing on stdout and no
// page written. SD-166/SD-167: the file's counts are checked and its rates derived again.
import { describe, expect, it } from 'vitest';
import { duelSweepFixture, worthFixture } from '../../tests/fixtures/sweeps.js';
import { runCli, type CliIo } from './main.js';
import { summaryFromJson } from './report/index.js';

function io(files: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const written = new Map<string, string>();
  const cli: CliIo = {
    readStdin: async () => '',
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
    defaultSeed: () => 1,
    bench: async () => ({ text: '', json: {} }),
    readFile: async (p) => {
      if (!(p in files)) throw Object.assign(new Error('nope'), { code: 'ENOENT' });
      return files[p]!;
    },
    writeFile: async (p, t) => {
      if (p.startsWith('/readonly/')) throw Object.assign(new Error('nope'), { code: 'EACCES' });
      written.set(p, t);
    },
  };
  return { cli, out, err, written };
}

const saved = JSON.stringify(worthFixture(40, 10));

describe('bin/sca report', () => {
  it('renders a saved sweep to the --out file and prints one JSON line', async () => {
    const t = io({ 'r.json': saved });
    expect(await runCli(['report', '--in', 'r.json', '--out', 'r.html'], t.cli)).toBe(0);
    expect(t.err).toEqual([]);
    const html = t.written.get('r.html') ?? '';
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('worth its 11 points? Yes:');
    expect(JSON.parse(t.out.join(''))).toEqual({
      report: 'r.html',
      kind: 'duel',
      runs: 100,
      bytes: Buffer.byteLength(html, 'utf8'),
    });
  });

  it('a real duel sweep read back from its JSON is the same summary', () => {
    const s = duelSweepFixture(20);
    expect(summaryFromJson(JSON.stringify(s))).toEqual(s);
  });

  it('FP-A3 / OR-11 signal counts are read back, shown on the page, and a forged one is refused', async () => {
    const signals = { a: { sent: 3, read: 5, missed: 2 }, b: { sent: 1, read: 0, missed: 4 } };
    const s = { ...worthFixture(40, 10), signals };
    expect(summaryFromJson(JSON.stringify(s)).signals).toEqual(signals);
    const t = io({ 'r.json': JSON.stringify(s) });
    expect(await runCli(['report', '--in', 'r.json', '--out', 'r.html'], t.cli)).toBe(0);
    expect(t.written.get('r.html')).toContain(
      'Signals over the runs: side A sent 3, read by a ship 5 times and missed 2 times; side B sent 1, read by a ship 0 times and missed 4 times.',
    );
    const plain = io({ 'r.json': saved });
    await runCli(['report', '--in', 'r.json', '--out', 'r.html'], plain.cli);
    expect(plain.written.get('r.html')).not.toContain('Signals over the runs');
    for (const bad of [
      { a: signals.a },
      { ...signals, b: { sent: -1, read: 0, missed: 0 } },
      'many',
    ]) {
      const f = io({ 'r.json': JSON.stringify({ ...s, signals: bad }) });
      expect(await runCli(['report', '--in', 'r.json', '--out', 'r.html'], f.cli)).toBe(2);
      expect(f.err.join('')).toMatch(/signals/);
      expect(f.written.size).toBe(0);
    }
  });

  // biome-ignore lint/suspicious/noExplicitAny: the test forges arbitrary JSON, typed or not
  const forged = (edit: (o: Record<string, any>) => void) => {
    const o = JSON.parse(saved);
    edit(o);
    return JSON.stringify(o);
  };

  it.each([
    ['no --in', ['report', '--out', 'r.html'], {}, /--in is required/],
    ['no --out', ['report', '--in', 'r.json'], { 'r.json': saved }, /--out is required/],
    [
      '--out is --in',
      ['report', '--in', 'r.json', '--out', 'r.json'],
      { 'r.json': saved },
      /must not be the --in file/,
    ],
    [
      'a missing file',
      ['report', '--in', 'gone.json', '--out', 'r.html'],
      {},
      /cannot read "gone.json": ENOENT/,
    ],
    [
      'not JSON',
      ['report', '--in', 'r.json', '--out', 'r.html'],
      { 'r.json': '{"kind": duel' },
      /"r.json" is not a sweep's result: not JSON/,
    ],
    [
      'a list',
      ['report', '--in', 'r.json', '--out', 'r.html'],
      { 'r.json': '[1,2]' },
      /must hold one JSON object/,
    ],
    [
      'an unknown kind',
      ['report', '--in', 'r.json', '--out', 'r.html'],
      {
        'r.json': forged((o) => {
          o.kind = 'siege';
        }),
      },
      /kind: must be "duel" or "battle"/,
    ],
    [
      'wins not adding up',
      ['report', '--in', 'r.json', '--out', 'r.html'],
      {
        'r.json': forged((o) => {
          o.wins.a = 99;
        }),
      },
      /wins: do not add up to 100 runs/,
    ],
    [
      'ends not adding up',
      ['report', '--in', 'r.json', '--out', 'r.html'],
      {
        'r.json': forged((o) => {
          o.ends.struck = 1;
        }),
      },
      /ends: do not add up/,
    ],
    [
      'seeds not matching the runs',
      ['report', '--in', 'r.json', '--out', 'r.html'],
      {
        'r.json': forged((o) => {
          o.seeds = [[1, 50]];
        }),
      },
      /seeds: the ranges hold a different number/,
    ],
    [
      'more ships lost than ships',
      ['report', '--in', 'r.json', '--out', 'r.html'],
      {
        'r.json': forged((o) => {
          o.classes[0].sunk = 90;
        }),
      },
      /classes\[0\]: counts 128 ships lost of 100/,
    ],
    [
      'a negative count',
      ['report', '--in', 'r.json', '--out', 'r.html'],
      {
        'r.json': forged((o) => {
          o.classes[1].dcDealt = -5;
        }),
      },
      /classes\[1\]\.dcDealt: must be a whole number/,
    ],
    [
      'a class of no cost',
      ['report', '--in', 'r.json', '--out', 'r.html'],
      {
        'r.json': forged((o) => {
          o.classes[1].points = 0;
        }),
      },
      /classes\[1\]\.points: must be 1 or more/,
    ],
    [
      'a side that is not a or b',
      ['report', '--in', 'r.json', '--out', 'r.html'],
      {
        'r.json': forged((o) => {
          o.classes[1].side = 'c';
        }),
      },
      /classes\[1\]\.side/,
    ],
    [
      'a name too long',
      ['report', '--in', 'r.json', '--out', 'r.html'],
      {
        'r.json': forged((o) => {
          o.classes[1].guns = 'x'.repeat(500);
        }),
      },
      /classes\[1\]\.guns: must be a text of 1 to 60/,
    ],
    [
      'a setup of 41 entries',
      ['report', '--in', 'r.json', '--out', 'r.html'],
      {
        'r.json': forged((o) => {
          o.setup = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`k${i}`, i]));
        }),
      },
      /setup: has more than 40 entries/,
    ],
    [
      'no classes',
      ['report', '--in', 'r.json', '--out', 'r.html'],
      {
        'r.json': forged((o) => {
          o.classes = [];
        }),
      },
      /classes: must be a list/,
    ],
    [
      'an unwritable --out',
      ['report', '--in', 'r.json', '--out', '/readonly/r.html'],
      { 'r.json': saved },
      /cannot write "\/readonly\/r.html": EACCES/,
    ],
  ])(
    '%s: exit 2, one line on stderr, nothing on stdout, no page',
    async (_name, argv, files, message) => {
      const t = io(files as Record<string, string>);
      expect(await runCli(argv as string[], t.cli)).toBe(2);
      expect(t.out).toEqual([]);
      expect(t.written.size).toBe(0);
      const err = t.err.join('');
      expect(err.split('\n').filter(Boolean)).toHaveLength(1);
      expect(err).toMatch(/^sca: /);
      expect(err).toMatch(message);
    },
  );

  it('a forged rate in the file is not shown: the rates come from the counts', async () => {
    const t = io({
      'r.json': forged((o) => {
        o.rates.a = { count: 99, rate: 0.99, low: 0.98, high: 1 };
      }),
    });
    expect(await runCli(['report', '--in', 'r.json', '--out', 'r.html'], t.cli)).toBe(0);
    expect(t.written.get('r.html')).not.toContain('99.0%');
    expect(t.written.get('r.html')).toContain('<td>55</td><td>55.0%</td>');
  });
});
