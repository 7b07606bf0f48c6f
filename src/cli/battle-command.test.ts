// bin/sca battle (issue 13): two fleets from fleet files, the sweep's summary as one JSON object; a bad
// file or flag exits 2 with one line on stderr naming it, before any battle is played.
import { describe, expect, it } from 'vitest';
import { runCli } from './main.js';

const FILES: Record<string, string> = {
  'a.csv': 'name,guns,crew,side\nBellona,74M,average,British\nLark,74C,good,British\n',
  'b.yaml':
    'ships:\n  - { name: Hoche, guns: 74C, crew: good, side: French }\n  - { name: Brave, guns: 80L, crew: average, side: French }\n',
  'b.json': JSON.stringify([{ name: 'Hoche', guns: '74C', crew: 'good', side: 'French' }]),
  'two-sides.yaml':
    'ships:\n  - { name: A, guns: 74C, crew: good, side: British }\n  - { name: B, guns: 74C, crew: good, side: French }\n',
  'bad-row.csv': 'name,guns,crew\nOk,74C,good\nOdd,75Q,good\n',
  'fort.csv': 'name,guns\nTower,martello\n',
  'fleet.txt': 'name,guns\nX,74C\n',
  'empty.csv': 'name,guns\n',
};

async function sca(args: string[]) {
  let out = '';
  let err = '';
  let runs = 0;
  const code = await runCli(args, {
    readStdin: async () => '',
    readFile: async (p) => {
      const text = FILES[p];
      if (text === undefined) throw Object.assign(new Error('no file'), { code: 'ENOENT' });
      return text;
    },
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    defaultSeed: () => 7,
    progress: () => runs++,
    bench: async () => ({ text: '', json: {} }),
  });
  return { code, out, err, runs };
}

const BATTLE = ['battle', '--fleet-a', 'a.csv', '--fleet-b', 'b.yaml'];

describe('sca battle (issue 13)', () => {
  it('prints the sweep summary of the two fleets: setup, seed range, wins, ends, points, classes', async () => {
    const r = await sca([
      ...BATTLE,
      '--runs',
      '4',
      '--seed',
      '3',
      '--turns',
      '12',
      '--options',
      'hr-4',
    ]);
    expect([r.code, r.err]).toEqual([0, '']);
    expect(r.out.trim().split('\n')).toHaveLength(1);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ kind: 'battle', seeds: [[3, 4]], runs: 4 });
    expect(j.setup).toMatchObject({ turns: 12, options: ['HR-4'] });
    expect(j.setup.fleets.a.map((s: { name: string }) => s.name)).toEqual(['Bellona', 'Lark']);
    expect(j.setup.fleets.b.map((s: { name: string }) => s.name)).toEqual(['Hoche', 'Brave']);
    expect(j.wins.a + j.wins.b + j.wins.draw).toBe(4);
    expect(j.turnsMax).toBeLessThanOrEqual(12);
    expect(j.classes.map((c: { side: string; guns: string }) => `${c.side}:${c.guns}`)).toEqual([
      'a:74C',
      'a:74M',
      'b:74C',
      'b:80L',
    ]);
    expect(r.runs).toBeGreaterThan(0);
  });

  it('SD-195..SD-200 plays OR-2, OR-6, OR-9 and FP-8.3F, listed in the setup in the simulation order', async () => {
    const r = await sca([
      ...BATTLE,
      '--runs',
      '2',
      '--seed',
      '5',
      '--turns',
      '8',
      '--options',
      'or-9,FP-8.3F,OR-2,OR-6',
    ]);
    expect([r.code, r.err]).toEqual([0, '']);
    const j = JSON.parse(r.out);
    expect(j.setup.options).toEqual(['FP-8.3F', 'OR-6', 'OR-9', 'OR-2']);
    expect(j.wins.a + j.wins.b + j.wins.draw).toBe(2);
  });

  it('SD-159 --options HR-1 plays melee damage: accepted, listed in the setup, the JSON still one object', async () => {
    const r = await sca([...BATTLE, '--runs', '3', '--seed', '1', '--options', 'HR-1,hr-4']);
    expect([r.code, r.err]).toEqual([0, '']);
    const j = JSON.parse(r.out);
    expect(j.setup.options).toEqual(['HR-4', 'HR-1']);
    expect(j.wins.a + j.wins.b + j.wins.draw).toBe(3);
  });

  it('SD-212 --options OR-3,OR-3-7D,OR-9 plays the two-segment turn with seven dice: listed in the setup, one JSON object', async () => {
    const r = await sca([
      ...BATTLE,
      '--runs',
      '3',
      '--seed',
      '1',
      '--options',
      'OR-3-7D,OR-9,OR-3',
    ]);
    expect([r.code, r.err]).toEqual([0, '']);
    const j = JSON.parse(r.out);
    expect(j.setup.options).toEqual(['OR-9', 'OR-3', 'OR-3-7D']);
    expect(j.wins.a + j.wins.b + j.wins.draw).toBe(3);
  });

  it('SD-222 --options OR-3,OR-9,OR-5 plays full-game navigation: listed in the setup, one JSON object', async () => {
    const r = await sca([...BATTLE, '--runs', '3', '--seed', '1', '--options', 'OR-5,OR-9,OR-3']);
    expect([r.code, r.err]).toEqual([0, '']);
    const j = JSON.parse(r.out);
    expect(j.setup.options).toEqual(['OR-9', 'OR-3', 'OR-5']);
    expect(j.wins.a + j.wins.b + j.wins.draw).toBe(3);
  });

  it('SD-230 --options OR-7 plays collisions and entanglement: listed in the setup, one JSON object', async () => {
    const r = await sca([...BATTLE, '--runs', '3', '--seed', '1', '--options', 'or-7,OR-3']);
    expect([r.code, r.err]).toEqual([0, '']);
    const j = JSON.parse(r.out);
    expect(j.setup.options).toEqual(['OR-3', 'OR-7']);
    expect(j.wins.a + j.wins.b + j.wins.draw).toBe(3);
  });

  it('SD-233 --options HR-5,HR-5E plays the card-driven turn; HR-5 with OR-3 exits 2', async () => {
    const r = await sca([...BATTLE, '--runs', '3', '--seed', '1', '--options', 'HR-5E,hr-5']);
    expect([r.code, r.err]).toEqual([0, '']);
    expect(JSON.parse(r.out).setup.options).toEqual(['HR-5', 'HR-5E']);
    const bad = await sca([...BATTLE, '--runs', '3', '--options', 'HR-5,OR-3']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^sca: --options: options HR-5 and OR-3 are not played together/);
  });

  it('SD-246 / SD-247 --options FP-A3 and --options OR-11 play signals: listed in the setup, one JSON object', async () => {
    for (const [flag, listed] of [
      ['fp-a3', ['FP-A3']],
      ['OR-11,HR-5', ['HR-5', 'OR-11']],
    ] as const) {
      const r = await sca([...BATTLE, '--runs', '3', '--seed', '1', '--options', flag]);
      expect([r.code, r.err]).toEqual([0, '']);
      const j = JSON.parse(r.out);
      expect(j.setup.options).toEqual(listed);
      expect(j.wins.a + j.wins.b + j.wins.draw).toBe(3);
    }
  });

  it('SD-267..SD-270 --options HR-2 plays the battle at 1:3000: the JSON states the scale, 1:1200 without it', async () => {
    const r = await sca([...BATTLE, '--runs', '3', '--seed', '1', '--options', 'hr-2,OR-3']);
    expect([r.code, r.err]).toEqual([0, '']);
    expect(r.out.trim().split('\n')).toHaveLength(1);
    const j = JSON.parse(r.out);
    expect(j.setup.options).toEqual(['OR-3', 'HR-2']);
    expect(j.setup.scale).toBe('1:3000');
    expect(j.wins.a + j.wins.b + j.wins.draw).toBe(3);
    const plain = JSON.parse((await sca([...BATTLE, '--runs', '3', '--seed', '1'])).out);
    expect(plain.setup.scale).toBe('1:1200');
    // The same seeds at the other scale are other battles (the ships, speeds and ranges all change).
    const hr2 = JSON.parse(
      (await sca([...BATTLE, '--runs', '3', '--seed', '1', '--options', 'HR-2'])).out,
    );
    expect(hr2.classes).not.toEqual(plain.classes);
  });

  it('the same seed gives the same JSON; --turns defaults to the battle default', async () => {
    const one = await sca([...BATTLE, '--runs', '2', '--seed', '9']);
    const two = await sca([...BATTLE, '--runs', '2', '--seed', '9', '--workers', '1']);
    expect(two.out).toBe(one.out);
    expect(JSON.parse(one.out).setup.turns).toBe(30);
  });

  it.each([
    [['--fleet-b', 'b.yaml'], /^sca: --fleet-a is required$/],
    [['--fleet-a', 'a.csv'], /^sca: --fleet-b is required$/],
    [['--fleet-a', 'gone.csv', '--fleet-b', 'b.yaml'], /^sca: cannot read "gone\.csv": ENOENT$/],
    [
      ['--fleet-a', 'a.csv', '--fleet-b', 'fleet.txt'],
      /--format is needed .*"fleet\.txt" has no known extension/,
    ],
    [
      ['--fleet-a', 'bad-row.csv', '--fleet-b', 'b.yaml'],
      /^sca: --fleet-a "bad-row\.csv": row 2, field "guns"/,
    ],
    [
      ['--fleet-a', 'a.csv', '--fleet-b', 'two-sides.yaml'],
      /^sca: --fleet-b "two-sides\.yaml": holds 2 sides \("British", "French"\)/,
    ],
    [['--fleet-a', 'fort.csv', '--fleet-b', 'b.yaml'], /^sca: --fleet-a "fort\.csv": row 1/],
    [['--fleet-a', 'empty.csv', '--fleet-b', 'b.yaml'], /^sca: --fleet-a "empty\.csv"/],
    [
      [...BATTLE.slice(1), '--options', 'OR-5,HR-4'],
      /^sca: --options: option OR-5 \(full-game navigation\) needs OR-3, the two-segment turn, and OR-9, the rigging damage test$/,
    ],
    [
      [...BATTLE.slice(1), '--options', 'OR-10,HR-4'],
      /^sca: --options: option "OR-10" is not played .*it plays FP-A1, HR-4, FP-8\.3F, OR-6, OR-9, OR-2, HR-1, OR-3, OR-3-7D, OR-5, OR-7, HR-5, HR-5E, FP-A3, OR-11, HR-2\)$/,
    ],
    [
      [...BATTLE.slice(1), '--options', 'OR-11,FP-A3'],
      /^sca: --options: options FP-A3 and OR-11 are not played together: they are Fast Play's and the full game's signals$/,
    ],
    [
      [...BATTLE.slice(1), '--options', 'HR-2,OR-5,OR-3'],
      /^sca: --options: option OR-5 \(full-game navigation\) needs OR-3, the two-segment turn, and OR-9, the rigging damage test$/,
    ],
    [
      [...BATTLE.slice(1), '--options', 'HR-2,HR-3'],
      /^sca: --options: option "HR-3" is not played by the battle simulation/,
    ],
    [
      [...BATTLE.slice(1), '--options', 'OR-3-7D'],
      /^sca: --options: option OR-3-7D \(the seven-dice Abilità\) needs OR-3, the two-segment turn$/,
    ],
    [
      [...BATTLE.slice(1), '--options', 'OR-2,FP-A1'],
      /^sca: --options: options OR-2 and FP-A1 both change the wind: play one of them/,
    ],
    [
      [...BATTLE.slice(1), '--options', 'FP-8.3F,OR-10'],
      /^sca: --options: option "OR-10" is not played by the battle simulation/,
    ],
    [[...BATTLE.slice(1), '--turns', '0'], /^sca: --turns must be 1-500, got 0$/],
    [[...BATTLE.slice(1), '--turns', '501'], /^sca: --turns must be 1-500/],
    [[...BATTLE.slice(1), '--format', 'csv'], /^sca: unknown flag --format for "battle"$/],
    [[...BATTLE.slice(1), '--workers', '40'], /^sca: --workers must be 1-32, got 40$/],
  ])('%j exits 2 with one line, nothing on stdout, no battle played', async (flags, pattern) => {
    const args = ['battle', ...flags];
    if (!flags.includes('--runs')) args.push('--runs', '3');
    const r = await sca(args);
    expect([r.code, r.out]).toEqual([2, '']);
    expect(r.err.trimEnd().split('\n')).toHaveLength(1);
    expect(r.err.trimEnd()).toMatch(pattern);
    expect(r.runs).toBe(0);
  });

  it('--runs is required, whole and bounded', async () => {
    for (const [runs, pattern] of [
      [undefined, /--runs is required/],
      ['0', /--runs must be 1-1000000/],
      ['2.5', /--runs must be a whole number/],
    ] as const) {
      const r = await sca([...BATTLE, ...(runs === undefined ? [] : ['--runs', runs])]);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(pattern);
    }
  });
});
