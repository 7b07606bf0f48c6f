// bin/sca report as a process (issue 13; npm test builds first): the bundled CLI renders a saved
// sweep to a page (vega bundled, node-canvas left out and not needed); a missing or invalid file
// exits 2 with one line on stderr and writes nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { worthFixture } from '../../tests/fixtures/sweeps.js';

const run = (args: string[]) => spawnSync('bin/sca', args, { encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'sca-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('bin/sca report as a process', () => {
  it('writes the page and prints one JSON line, stderr empty', () => {
    const input = join(dir, 'sweep.json');
    const out = join(dir, 'report.html');
    writeFileSync(input, JSON.stringify(worthFixture(40, 10)));
    const r = run(['report', '--in', input, '--out', out]);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(JSON.parse(r.stdout)).toMatchObject({ report: out, kind: 'duel', runs: 100 });
    const html = readFileSync(out, 'utf8');
    expect(html.match(/<svg role="img"/g)).toHaveLength(4);
    expect(html).not.toMatch(/<script|https?:\/\//i);
  });
  it.each([
    [['report', '--in', join(dir, 'missing.json'), '--out', join(dir, 'a.html')], 'a.html'],
    [['report', '--in', '/dev/null', '--out', join(dir, 'b.html')], 'b.html'],
    [['report', '--in', join(dir, 'sweep.json')], 'c.html'],
  ])('%j exits 2 with one line on stderr and writes nothing', (args, name) => {
    const r = run(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^sca: /);
    expect(existsSync(join(dir, name))).toBe(false);
  });
});
