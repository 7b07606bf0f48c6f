// The rules core boundary check must pass on src/rules and must fail on code that crosses it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { findViolations } from '../scripts/check-boundary.mjs';

function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sca-boundary-'));
  const rules = join(dir, 'src', 'rules');
  mkdirSync(rules, { recursive: true });
  mkdirSync(join(dir, 'src', 'foundry'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(rules, name), text);
  return rules;
}

describe('rules core boundary', () => {
  it('src/rules has no violations', () => expect(findViolations('src/rules')).toEqual([]));
  it('flags imports of the glue, Foundry, node built-ins and unlisted packages', () => {
    const v: string[] = findViolations(
      fixture({
        'a.ts':
          "import { x } from '../foundry/sheet.js';\nimport fs from 'node:fs';\nimport { y } from 'lodash';\nexport const z = await import('../cli/main.js');\n",
        'ok.ts':
          "import { uniformInt } from 'pure-rand/distribution/uniformInt';\nimport { b } from './b.js';\n",
        'a.test.ts': "import { describe } from 'vitest';\n",
      }),
    );
    expect(v).toHaveLength(4);
    expect(v.join('\n')).toMatch(/foundry\/sheet\.js/);
  });
  it('flags Foundry and browser globals and Math.random', () => {
    const v: string[] = findViolations(
      fixture({
        'g.ts':
          'export const a = game.users;\nexport const b = globalThis.canvas;\nexport const c = Math.random();\n// game.x in a comment is fine\nexport const s = "game.settings";\n',
      }),
    );
    expect(v).toHaveLength(3);
  });
  it('the rules tsconfig has no DOM: using document fails to type-check', () => {
    const rules = fixture({ 'dom.ts': 'export const t = document.title;\n' });
    const cfg = join(rules, '..', '..', 'tsconfig.json');
    writeFileSync(
      cfg,
      JSON.stringify({
        extends: join(process.cwd(), 'tsconfig.rules.json'),
        include: ['src/rules/**/*.ts'],
      }),
    );
    let out = '';
    try {
      execFileSync(join(process.cwd(), 'node_modules/.bin/tsc'), ['-p', cfg], { encoding: 'utf8' });
    } catch (e) {
      out = String((e as { stdout?: string }).stdout);
    }
    expect(out).toMatch(/Cannot find name 'document'/);
  });
});
