// `npm run link -- <FoundryUserDataPath>` (scripts/link.mjs): links dist/ as the system folder; bad
// input exits 2 with one line on stderr and changes nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = resolve('scripts/link.mjs');
let root: string;
let project: string;
let userData: string;

const run = (...args: string[]) =>
  spawnSync(process.execPath, [SCRIPT, ...args], { cwd: project, encoding: 'utf8' });
const target = () => join(userData, 'Data', 'systems', 'signal-close-action');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'sca-link-'));
  project = join(root, 'project');
  userData = join(root, 'FoundryVTT');
  mkdirSync(join(project, 'dist'), { recursive: true });
  writeFileSync(
    join(project, 'dist', 'system.json'),
    JSON.stringify({ id: 'signal-close-action' }),
  );
  mkdirSync(join(userData, 'Data'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run link', () => {
  it('links dist/ to Data/systems/signal-close-action (creating systems/), and again is a no-op', () => {
    const first = run(userData);
    expect([first.status, first.stderr]).toEqual([0, '']);
    expect(readlinkSync(target())).toBe(join(project, 'dist'));
    const again = run(userData);
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/already links to/);
  });
  it.each([
    [[], /^usage: npm run link -- <FoundryUserDataPath>/],
    [['a', 'b'], /^usage:/],
    [['/no/such/folder'], /\/no\/such\/folder: no such folder/],
  ])('bad arguments %j exit 2 with one line', (args, message) => {
    const r = run(...(args as string[]));
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });
  it('a folder without Data/ (e.g. Data itself) exits 2 and creates nothing', () => {
    const r = run(join(userData, 'Data'));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/has no Data folder/);
    expect(existsSync(join(userData, 'Data', 'Data'))).toBe(false);
  });
  it('an unbuilt project exits 2: run npm run build first', () => {
    rmSync(join(project, 'dist'), { recursive: true });
    const r = run(userData);
    expect([r.status, r.stderr.trim()]).toEqual([
      2,
      `${join(project, 'dist')} is not built: run npm run build first`,
    ]);
    expect(existsSync(join(userData, 'Data', 'systems'))).toBe(false);
  });
  it('an installed copy in the way is left alone (exit 2)', () => {
    mkdirSync(target(), { recursive: true });
    const r = run(userData);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/already exists \(an installed copy\?\): move it away first/);
  });
});
