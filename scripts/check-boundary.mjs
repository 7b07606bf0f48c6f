#!/usr/bin/env node
// The rules core boundary: nothing under src/rules may import Foundry, the DOM, node built-ins,
// the glue (src/foundry), the CLI or any package outside a short allow-list, nor touch Foundry or
// browser globals. tsconfig.rules.json (lib ES2022, no types) catches the globals at compile time;
// this check catches imports and names that a type-check could let through (e.g. `globalThis.game`).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ALLOWED_PACKAGES = ['pure-rand'];
const FORBIDDEN_GLOBALS = [
  'game',
  'canvas',
  'foundry',
  'CONFIG',
  'Hooks',
  'ui',
  'window',
  'document',
  'ChatMessage',
  'Roll',
  'Actor',
  'Token',
  'fromUuid',
  'Math.random',
];

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** Violations in the rules tree `rulesDir` as "file:line: message" strings. */
export function findViolations(rulesDir) {
  const root = resolve(rulesDir);
  const violations = [];
  for (const file of walk(root)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      const where = `${relative(process.cwd(), file)}:${i + 1}`;
      for (const m of line.matchAll(
        /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/g,
      )) {
        const spec = m[1];
        if (spec.startsWith('.')) {
          const target = resolve(dirname(file), spec);
          if (target !== root && !target.startsWith(root + sep))
            violations.push(`${where}: imports "${spec}" from outside src/rules`);
        } else if (!ALLOWED_PACKAGES.some((p) => spec === p || spec.startsWith(`${p}/`))) {
          violations.push(
            `${where}: imports "${spec}" (only ${ALLOWED_PACKAGES.join(', ')} may be imported by the rules core)`,
          );
        }
      }
      const code = line.replace(/\/\/.*$/, '').replace(/(['"`])(?:\\.|(?!\1).)*\1/g, '""');
      for (const g of FORBIDDEN_GLOBALS) {
        const re =
          g === 'Math.random'
            ? /\bMath\.random\b/
            : new RegExp(`(?<![.\\w$])${g}\\s*[.(\\[]|globalThis\\.${g}\\b`);
        if (re.test(code)) violations.push(`${where}: uses the global "${g}"`);
      }
    });
  }
  return violations;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'src/rules';
  const violations = findViolations(dir);
  if (violations.length > 0) {
    for (const v of violations) console.error(v);
    console.error(`boundary check failed: ${violations.length} violation(s) in ${dir}`);
    process.exit(1);
  }
  console.log(`boundary check: ${dir} imports nothing outside the rules core`);
}
