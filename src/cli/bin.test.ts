// The built bin/sca as a process (npm test builds before the tests run): exit codes and streams.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const run = (args: string[], input = '') => spawnSync('bin/sca', args, { input, encoding: 'utf8' });

describe('bin/sca as a process', () => {
  it('the CLI is built (npm test builds it first)', () =>
    expect(existsSync('build/cli/sca.mjs')).toBe(true));
  it('a valid command prints one JSON object and exits 0', () => {
    const r = run(['ship', '--guns', '74C', '--crew', 'good']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ bf: 7, dcCapacity: 130, cost: 8 });
  });
  it('targets reads its ships from stdin', () => {
    const input = JSON.stringify({
      ships: [
        { id: 'a', guns: '74C', x: 0, y: 0, heading: 'N' },
        { id: 'b', guns: '64', x: 300, y: 0, heading: 'N' },
      ],
      firer: 'a',
      broadside: 'starboard',
    });
    const r = run(['targets'], input);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ chosen: 'b' });
  });
  it('OR-6 / FP-A3 fire --gunnery full, reload and signal print one JSON object', () => {
    const fire = run([
      'fire',
      '--gunnery',
      'full',
      '--bf',
      '7',
      '--band',
      'short',
      '--broadside',
      'initial',
      '--aim',
      'hull',
    ]);
    expect([fire.status, fire.stderr]).toEqual([0, '']);
    expect(JSON.parse(fire.stdout)).toEqual({ target: 49, collateral: 7, opposite: 7 });
    const reload = run(['reload', '--crew', 'good', '--score', '17']);
    expect(JSON.parse(reload.stdout)).toEqual({ reloaded: true, initial: true });
    const signal = run(['signal', '--dice', '3,3,2', '--elements', '2', '--under-fire']);
    expect(JSON.parse(signal.stdout)).toEqual({ score: 7, received: false });
  });
  it.each([
    [['launch']],
    [['constructor']],
    [['__proto__']],
    [['abilita', '--dice', '9,9,9']],
    [['fire', '--bf', '7']],
    [
      [
        'fire',
        '--gunnery',
        'full',
        '--bf=-1',
        '--band',
        'short',
        '--broadside',
        'normal',
        '--aim',
        'hull',
      ],
    ],
    [[]],
  ])('invalid input %j exits 2 with one stderr line and no stdout', (args) => {
    const r = run(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^sca: /);
  });
});
