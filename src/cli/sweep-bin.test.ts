// The sweep commands of the built bin/sca as processes (issue 13; npm test builds first): real worker
// threads started from the built bundle give the same bytes as one thread, shards merged by
// `bin/sca merge` give the bytes of the whole run, and a piped stderr stays empty (no progress bar).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const run = (args: string[]) => spawnSync('bin/sca', args, { encoding: 'utf8' });
const DUEL = ['duel', '--a', '74C:good', '--b', '80L:average'];
const dir = mkdtempSync(join(tmpdir(), 'sca-sweep-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('bin/sca sweeps as processes (issue 13, SD-160)', () => {
  it('--workers 1, 2 and 3 print the same bytes for the same seed; stderr stays empty', () => {
    const outs = [1, 2, 3].map((w) =>
      run([...DUEL, '--runs', '40', '--seed', '11', '--workers', String(w)]),
    );
    for (const r of outs) expect([r.status, r.stderr]).toEqual([0, '']);
    expect(outs[1]?.stdout).toBe(outs[0]?.stdout);
    expect(outs[2]?.stdout).toBe(outs[0]?.stdout);
    expect(JSON.parse(outs[0]?.stdout ?? '')).toMatchObject({ runs: 40, seeds: [[11, 40]] });
  });

  it('a sweep sharded by seed range (one shard with workers) merges into the whole run', () => {
    const whole = run([...DUEL, '--runs', '30', '--seed', '500']).stdout;
    const shard1 = run([...DUEL, '--runs', '18', '--seed', '500', '--workers', '2']);
    const shard2 = run([...DUEL, '--runs', '12', '--seed', '518']);
    writeFileSync(join(dir, 'one.json'), shard1.stdout);
    writeFileSync(join(dir, 'two.json'), shard2.stdout);
    const merged = run(['merge', join(dir, 'two.json'), join(dir, 'one.json')]);
    expect([merged.status, merged.stderr]).toEqual([0, '']);
    expect(merged.stdout).toBe(whole);
  });

  it('--report writes the page from the built CLI (vega loaded on demand), the JSON unchanged', () => {
    const page = join(dir, 'duel.html');
    const plain = run([...DUEL, '--runs', '10', '--seed', '4', '--workers', '2']);
    const r = run([...DUEL, '--runs', '10', '--seed', '4', '--workers', '2', '--report', page]);
    expect([r.status, r.stderr, r.stdout]).toEqual([0, '', plain.stdout]);
    expect(readFileSync(page, 'utf8')).toMatch(/^<!doctype html>[\s\S]*<svg/);
  });

  it('battle: --workers 1 and 2 print the same bytes, and its shards merge into the whole run', () => {
    writeFileSync(
      join(dir, 'a.csv'),
      'name,guns,crew,side\nBellona,74M,average,British\nLark,74C,good,British\n',
    );
    writeFileSync(
      join(dir, 'b.json'),
      JSON.stringify([{ name: 'Hoche', guns: '80L', crew: 'average', side: 'French' }]),
    );
    const battle = [
      'battle',
      '--fleet-a',
      join(dir, 'a.csv'),
      '--fleet-b',
      join(dir, 'b.json'),
      '--turns',
      '15',
    ];
    const one = run([...battle, '--runs', '12', '--seed', '70']);
    const two = run([...battle, '--runs', '12', '--seed', '70', '--workers', '2']);
    expect([one.status, one.stderr, two.status, two.stderr]).toEqual([0, '', 0, '']);
    expect(two.stdout).toBe(one.stdout);
    writeFileSync(join(dir, 'b1.json'), run([...battle, '--runs', '5', '--seed', '70']).stdout);
    writeFileSync(
      join(dir, 'b2.json'),
      run([...battle, '--runs', '7', '--seed', '75', '--workers', '2']).stdout,
    );
    const merged = run(['merge', join(dir, 'b1.json'), join(dir, 'b2.json')]);
    expect([merged.status, merged.stdout]).toEqual([0, one.stdout]);
  });

  it('bench --sweep prints its figures (1 and 2 workers on a 10-v-10 battle sweep; never timed here)', () => {
    const r = run(['bench', '--sweep', '--runs', '2']);
    expect([r.status, r.stderr]).toEqual([0, '']);
    const f = JSON.parse(r.stdout);
    expect(f).toMatchObject({ runs: 2, rounds: 3, goalSpeedup: 1.8 });
    for (const k of [
      'oneWorkerMs',
      'twoWorkersMs',
      'oneWorkerCpuMs',
      'twoWorkersCpuMs',
      'speedup',
      'machineTwoThreadRatio',
    ])
      expect(f[k]).toBeGreaterThan(0);
    // The CPU split by thread (Linux /proc; elsewhere null): the sweep's threads did the playing.
    for (const k of ['oneWorkerThreads', 'twoWorkersThreads']) {
      if (process.platform !== 'linux') expect(f[k]).toBeNull();
      else expect(f[k].newThreadsMs).toBeGreaterThan(0);
    }
    if (process.platform === 'linux') expect(f.freeCoresEstimate).toBeGreaterThan(0);
    else expect(f.freeCoresEstimate).toBeNull();
  }, 120_000);

  // util-linux `script` gives the command a pseudo-terminal: stderr is then a TTY, stdout a file.
  const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
  it.skipIf(!hasScript)(
    'on a terminal the progress bar is drawn on stderr; stdout holds the same JSON',
    () => {
      const out = join(dir, 'tty-out.json');
      const typescript = join(dir, 'tty.txt');
      const args = [...DUEL, '--runs', '60', '--seed', '8', '--workers', '2'];
      const r = spawnSync('script', ['-qec', `bin/sca ${args.join(' ')} > ${out}`, typescript], {
        encoding: 'utf8',
      });
      expect(r.status).toBe(0);
      expect(readFileSync(typescript, 'utf8')).toMatch(/sca \[=+\] 100% \| 60\/60 runs/);
      expect(readFileSync(out, 'utf8')).toBe(run(args).stdout);
    },
  );

  it.each([
    [[...DUEL, '--runs', '5', '--report', join(dir, 'no-such-folder', 'x.html')]],
    [[...DUEL, '--runs', '5', '--report', dir]],
    [[...DUEL, '--runs', '5', '--workers', '33']],
    [[...DUEL, '--runs', '5', '--workers', '-1']],
    [['merge', join(dir, 'absent.json')]],
    [['merge']],
  ])('%j exits 2 with one line on stderr and nothing on stdout', (args) => {
    const r = run(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^sca: /);
  });
});
