// bin/sca duel as a process (issue 13; npm test builds first): one JSON line on stdout and nothing on a
// piped stderr (the progress line is for terminals only); bad flags exit 2 with one stderr line.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (args: string[]) => spawnSync('bin/sca', args, { encoding: 'utf8' });

describe('bin/sca duel as a process', () => {
  it('prints one JSON object and exits 0, stderr empty when it is not a terminal', () => {
    const r = run(['duel', '--a', '74C:good', '--b', '80L:average', '--runs', '5', '--seed', '3']);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ kind: 'duel', runs: 5, seeds: [[3, 5]] });
  });
  it.each([
    [['duel', '--a', '74C', '--b', '80L', '--runs', '0']],
    [['duel', '--a', 'nope', '--b', '80L', '--runs', '3']],
    [['duel', '--a', '74C:good', '--b', '80L:heroic', '--runs', '3']],
  ])('%j exits 2 with one line on stderr', (args) => {
    const r = run(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^sca: /);
  });
});
