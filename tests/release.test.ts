// What a Foundry developer and a release need beside the code: the licence the manifests name, the
// watch, link and lint scripts, and a release workflow that runs the same install, tests and build.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';

const json = (p: string) => JSON.parse(readFileSync(p, 'utf8')) as Record<string, unknown>;

describe('release files', () => {
  it('LICENSE is the MIT licence that package.json names and system.json points to', () => {
    expect(json('package.json').license).toBe('MIT');
    expect(json('system.json').license).toBe('LICENSE');
    expect(readFileSync('LICENSE', 'utf8')).toMatch(/^MIT License\n/);
  });
  it('npm scripts: watch (vite build --watch) and link', () => {
    const scripts = json('package.json').scripts as Record<string, string>;
    expect(scripts.watch).toContain('vite build --watch');
    expect(scripts.link).toBe('node scripts/link.mjs');
  });
  it('npm scripts: lint checks the house style without writing, format writes it, npm test lints first', () => {
    const scripts = json('package.json').scripts as Record<string, string>;
    expect(scripts.lint).toMatch(/^biome check\b/);
    expect(scripts.lint).not.toContain('--write');
    expect(scripts.format).toMatch(/^biome check --write\b/);
    expect(scripts.test).toMatch(/^npm run lint && /);
  });
  it('the release workflow runs npm ci, npm test and the build with SCA_RELEASE_BASE_URL, then uploads release/', () => {
    const path = '.github/workflows/release.yml';
    expect(existsSync(path)).toBe(true);
    const wf = YAML.parse(readFileSync(path, 'utf8')) as {
      jobs: { release: { steps: Array<{ run?: string }> } };
    };
    const runs = wf.jobs.release.steps.map((s) => s.run ?? '').join('\n');
    expect(runs).toContain('npm ci');
    expect(runs).toContain('npm test');
    expect(runs).toMatch(/SCA_RELEASE_BASE_URL=\S+ npm run build/);
    expect(runs).toContain('release/signal-close-action.zip release/system.json');
  });
});
