// The built bin/sca as a process for OR-5 `speed --navigation full` and OR-9 `rigging-test`.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (args: string[]) => spawnSync('bin/sca', args, { encoding: 'utf8' });

describe('bin/sca OR-5 and OR-9 as a process', () => {
  it('OR-5 speed --navigation full prints one JSON object and exits 0', () => {
    const r = run([
      'speed',
      '--navigation',
      'full',
      '--point',
      'close',
      '--wind',
      'moderate-breeze',
      '--sail',
      'full',
    ]);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({ segment1Mm: 45, segment2Mm: 45 });
  });
  it('OR-9 rigging-test prints one JSON object and exits 0', () => {
    const r = run([
      'rigging-test',
      '--crew',
      'average',
      '--dice',
      '2,2,3',
      '--sail',
      'full',
      '--wind',
      'strong-wind',
    ]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ score: -2, damage: true, damagePctDc: 20 });
  });
  it.each([
    [
      [
        'speed',
        '--navigation',
        'full',
        '--point',
        'close',
        '--wind',
        'strong-wind',
        '--sail',
        'hove-to',
      ],
    ],
    [
      [
        'rigging-test',
        '--crew',
        'average',
        '--dice',
        '3,4,4',
        '--sail',
        'easy',
        '--wind',
        'strong-wind',
        '--rate-diff',
        '1',
      ],
    ],
  ])('invalid %j exits 2 with one stderr line and no stdout', (args) => {
    const r = run(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
