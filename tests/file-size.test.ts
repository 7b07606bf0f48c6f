// House style: no source, test, template or stylesheet over 400 lines but the allowlisted data
// files. The check must pass on the repository and must fail on a fixture with an oversized file.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { ALLOWLIST, findLongFiles, LIMIT } from '../scripts/check-file-size.mjs';

const lines = (n: number) => 'x\n'.repeat(n);

function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sca-file-size-'));
  for (const [name, text] of Object.entries(files)) {
    const path = join(dir, name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  }
  return dir;
}

describe('file size check (house style: small files)', () => {
  it('the repository has no file over the limit but the allowlisted data files', () =>
    expect(findLongFiles('.')).toEqual([]));

  it('every allowlist entry carries its reason', () => {
    for (const reason of Object.values(ALLOWLIST) as string[])
      expect(reason.length).toBeGreaterThan(10);
  });

  it('flags each source, test, template or stylesheet over the limit, one line per file', () => {
    const root = fixture({
      'src/long.ts': lines(LIMIT + 1),
      'src/ok.ts': lines(LIMIT),
      'tests/long.test.ts': lines(LIMIT + 20),
      'templates/long.hbs': lines(LIMIT + 2),
      'styles/10-long.css': lines(LIMIT + 3),
      'scripts/long.mjs': lines(LIMIT + 4),
      'data/long.json': lines(LIMIT * 3),
      'node_modules/pkg/long.js': lines(LIMIT * 3),
    });
    expect(findLongFiles(root, {})).toEqual([
      'scripts/long.mjs: 404 lines (limit 400)',
      'src/long.ts: 401 lines (limit 400)',
      'styles/10-long.css: 403 lines (limit 400)',
      'templates/long.hbs: 402 lines (limit 400)',
      'tests/long.test.ts: 420 lines (limit 400)',
    ]);
  });

  it('lets an allowlisted data file through, and reports an allowance that is missing or no longer needed', () => {
    const root = fixture({ 'src/table.ts': lines(LIMIT + 50), 'src/short.ts': lines(10) });
    expect(
      findLongFiles(root, {
        'src/table.ts': 'data',
        'src/short.ts': 'data',
        'src/gone.ts': 'data',
      }),
    ).toEqual([
      'src/short.ts: 10 lines, within the limit 400: drop it from the allowlist in scripts/check-file-size.mjs',
      'src/gone.ts: allowlisted in scripts/check-file-size.mjs but not found',
    ]);
  });

  it('the script exits 1 with one line per offending file', () => {
    const root = fixture({ 'src/long.ts': lines(LIMIT + 1) });
    let status = 0;
    let stderr = '';
    try {
      execFileSync('node', ['scripts/check-file-size.mjs', root], { stdio: 'pipe' });
    } catch (e) {
      const err = e as { status: number; stderr: Buffer };
      status = err.status;
      stderr = err.stderr.toString();
    }
    expect(status).toBe(1);
    expect(stderr).toContain('src/long.ts: 401 lines (limit 400)\n');
  });
});
