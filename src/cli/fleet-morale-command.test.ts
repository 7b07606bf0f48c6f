// HR-4 / D-14 bin/sca fleet-morale: through runCli with files in memory, and once through the built bin/sca.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './main.js';

const YAML_FLEET = `ships:
  - { name: Bellona, guns: 74M, crew: average, side: British }
  - { name: Lark, guns: 20-28, crew: average, side: British }
  - { name: Hoche, guns: 74C, crew: good, side: French }
`;
const CSV_FLEET = 'name,guns,crew,side\nBellona,74M,average,British\nLark,20-28,average,British\n';
const FILES: Record<string, string> = {
  'fleet.yaml': YAML_FLEET,
  'fleet.csv': CSV_FLEET,
  'fleet.json': JSON.stringify([{ name: 'Hoche', guns: '74C', crew: 'good', side: 'French' }]),
  'bad.yaml': 'ships:\n  - { name: X, guns: 75, crew: average }\n',
  'fleet.txt': CSV_FLEET,
};

async function sca(
  argv: string[],
  stdin = '',
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, {
    readStdin: async () => stdin,
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    defaultSeed: () => 7,
    bench: async () => ({ text: '', json: {} }),
    readFile: async (path) => {
      const text = FILES[path];
      if (text === undefined) throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
      return text;
    },
  });
  return { code, out, err };
}
const json = async (argv: string[], stdin = '') => {
  const r = await sca(argv, stdin);
  expect([r.code, r.err]).toEqual([0, '']);
  expect(r.out.trim().split('\n')).toHaveLength(1);
  return JSON.parse(r.out) as Record<string, unknown>;
};
async function expectInvalid(argv: string[], pattern: RegExp): Promise<void> {
  const r = await sca(argv);
  expect(r.code).toBe(2);
  expect(r.out).toBe('');
  expect(r.err.trimEnd().split('\n')).toHaveLength(1);
  expect(r.err).toMatch(pattern);
}

describe('sca fleet-morale (HR-4, D-14)', () => {
  it('HR-4 / D-14 the starting value of one side of a YAML fleet', async () =>
    expect(await json(['fleet-morale', '--fleet', 'fleet.yaml', '--side', 'British'])).toEqual({
      side: 'British',
      ships: [
        { name: 'Bellona', points: 8, moraleBase: 13 },
        { name: 'Lark', points: 2, moraleBase: 6 },
      ],
      start: 15,
      changes: [],
      value: 15,
      phase: 'steady',
    }));

  it('HR-4 the same fleet from CSV and JSON files', async () => {
    expect(await json(['fleet-morale', '--fleet', 'fleet.csv'])).toMatchObject({ start: 15 });
    // 74C good: cost 8, DC 130 -> 13; (8 + 13) / 2 -> 11
    expect(await json(['fleet-morale', '--fleet', 'fleet.json'])).toMatchObject({
      side: 'French',
      start: 11,
    });
    expect(await json(['fleet-morale', '--fleet', 'fleet.txt', '--format', 'csv'])).toMatchObject({
      start: 15,
    });
  });

  it('HR-4 each change of a list of events, to the break', async () => {
    const events = JSON.stringify([
      { kind: 'moraleTest', ship: 'Lark' },
      { kind: 'enemyCaptured', ship: 'Hoche', points: 8 },
      { kind: 'struck', ship: 'Lark' },
      { kind: 'sunk', ship: 'Bellona' },
      { kind: 'breakTest', anyStruck: true },
    ]);
    const r = await json(['fleet-morale', '--fleet', 'fleet.csv', '--events', events]);
    expect(r.changes).toEqual([
      { event: { kind: 'moraleTest', ship: 'Lark' }, delta: -1, value: 14, phase: 'steady' },
      {
        event: { kind: 'enemyCaptured', ship: 'Hoche', points: 8 },
        delta: 4,
        value: 18,
        phase: 'steady',
      },
      { event: { kind: 'struck', ship: 'Lark' }, delta: -2, value: 16, phase: 'steady' },
      { event: { kind: 'sunk', ship: 'Bellona' }, delta: -16, value: 0, phase: 'breakTest' },
      { event: { kind: 'breakTest', anyStruck: true }, delta: 0, value: 0, phase: 'broken' },
    ]);
    expect(r).toMatchObject({ value: 0, phase: 'broken' });
  });

  it('HR-4 --events - reads the events from stdin', async () =>
    expect(
      await json(
        ['fleet-morale', '--fleet', 'fleet.csv', '--events', '-'],
        '[{"kind":"struck","ship":"Bellona"}]',
      ),
    ).toMatchObject({ value: 7 }));

  it('HR-4 invalid input: exit 2, one line', async () => {
    await expectInvalid(['fleet-morale'], /--fleet is required/);
    await expectInvalid(
      ['fleet-morale', '--fleet', 'nope.yaml'],
      /cannot read "nope.yaml": ENOENT/,
    );
    await expectInvalid(['fleet-morale', '--fleet', 'fleet.txt'], /--format is needed/);
    await expectInvalid(['fleet-morale', '--fleet', 'fleet.yaml'], /2 sides: name one with --side/);
    await expectInvalid(
      ['fleet-morale', '--fleet', 'fleet.yaml', '--side', 'Dutch'],
      /no ship of side/,
    );
    await expectInvalid(['fleet-morale', '--fleet', 'bad.yaml'], /fleet file: row 1, field "guns"/);
    const bad = (events: string) =>
      expectInvalid(['fleet-morale', '--fleet', 'fleet.csv', '--events', events], /--events/);
    await bad('not json');
    await bad('{"kind":"struck"}');
    await bad('[{"kind":"mutiny","ship":"Lark"}]');
    await bad('[{"kind":"struck","ship":"Hoche"}]');
    await bad('[{"kind":"struck","ship":"Lark","points":3}]');
    await bad('[{"kind":"enemySunk","ship":"Hoche","points":-1}]');
    await bad('[{"kind":"enemySunk","ship":"Lark","points":2}]');
    await bad('[{"kind":"breakTest","anyStruck":"yes"}]');
    await expectInvalid(
      [
        'fleet-morale',
        '--fleet',
        'fleet.csv',
        '--events',
        '[{"kind":"breakTest","anyStruck":false}]',
      ],
      /no break test is due/,
    );
  });
});

describe('bin/sca fleet-morale as a process (after npm run build)', () => {
  it('HR-4 reads a YAML file from disk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sca-fleet-'));
    const file = join(dir, 'fleet.yaml');
    writeFileSync(file, YAML_FLEET);
    const r = spawnSync('bin/sca', ['fleet-morale', '--fleet', file, '--side', 'French'], {
      encoding: 'utf8',
    });
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(JSON.parse(r.stdout)).toMatchObject({ side: 'French', start: 11, phase: 'steady' });
    const missing = spawnSync('bin/sca', ['fleet-morale', '--fleet', join(dir, 'none.yaml')], {
      encoding: 'utf8',
    });
    expect(missing.status).toBe(2);
    expect(missing.stdout).toBe('');
    expect(missing.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});
