#!/usr/bin/env node
// The layers of src/ above the rules core (which check-boundary.mjs guards): the data models sit
// below all the glue, the referee is the lowest glue layer, the canvas sits below the turn flow, the
// CLI and the glue stand apart, and shipped code never reaches into tests/ or bench/. Test files
// (*.test.ts) are exempt: they may import whatever they exercise. Also reports, as figures only,
// how entangled turn and chat are.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const GLUE_AREAS = ['turn', 'chat', 'canvas', 'sheets', 'fleet'].map((a) => `src/foundry/${a}`);

/** Each rule: no shipped file under `from` may import anything under one of `forbid`. */
export const LAYER_RULES = [
  {
    from: 'src',
    forbid: ['tests', 'bench'],
    why: 'shipped code never imports the tests or the benchmarks',
  },
  {
    from: 'src/foundry/canvas',
    forbid: ['src/foundry/turn'],
    why: 'the canvas sits below the turn flow',
  },
  {
    from: 'src/foundry/chat',
    forbid: ['src/foundry/turn'],
    why: 'chat cards sit below the turn flow (each card kind is a unit the turn registers)',
  },
  { from: 'src/foundry/referee', forbid: GLUE_AREAS, why: 'the referee is the lowest glue layer' },
  {
    from: 'src/foundry/models',
    forbid: [...GLUE_AREAS, 'src/foundry/referee'],
    why: 'the data models sit below all the glue',
  },
  { from: 'src/cli', forbid: ['src/foundry'], why: 'the CLI stands on the rules core only' },
  {
    from: 'src/art',
    forbid: ['src/foundry', 'src/cli'],
    why: 'the ship art stands on the rules core only (the build and the glue use it)',
  },
  { from: 'src/foundry', forbid: ['src/cli'], why: 'the glue does not use the CLI' },
  {
    from: 'src/fleet-file',
    forbid: ['src/foundry', 'src/cli'],
    why: 'reading a fleet file stands on the rules core only (the import and the CLI share it)',
  },
];

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/g;

/** Every relative import of the shipped .ts files under root/src, as root-relative '/'-paths. */
export function sourceImports(root) {
  const base = resolve(root);
  const rel = (p) => relative(base, p).split(sep).join('/');
  const edges = [];
  for (const file of walk(join(base, 'src'))) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const m of line.matchAll(IMPORT)) {
          if (!m[1].startsWith('.')) continue;
          edges.push({
            from: rel(file),
            line: i + 1,
            spec: m[1],
            to: rel(resolve(dirname(file), m[1])),
          });
        }
      });
  }
  return edges;
}

const within = (path, area) => path === area || path.startsWith(`${area}/`);

/** Violations of LAYER_RULES under root as "file:line: message" strings. */
export function findLayerViolations(root) {
  const violations = [];
  for (const e of sourceImports(root)) {
    for (const rule of LAYER_RULES) {
      const hit = within(e.from, rule.from) && rule.forbid.find((area) => within(e.to, area));
      if (hit)
        violations.push(`${e.from}:${e.line}: imports "${e.spec}" from ${hit} (${rule.why})`);
    }
  }
  return violations;
}

/** How many import statements lead from area `a` into area `b`. */
export function importCount(root, a, b) {
  return sourceImports(root).filter((e) => within(e.from, a) && within(e.to, b)).length;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? '.';
  const violations = findLayerViolations(root);
  const turnToChat = importCount(root, 'src/foundry/turn', 'src/foundry/chat');
  const chatToTurn = importCount(root, 'src/foundry/chat', 'src/foundry/turn');
  console.log(
    `layer figures: turn -> chat ${turnToChat} imports, chat -> turn ${chatToTurn} imports`,
  );
  if (violations.length > 0) {
    for (const v of violations) console.error(v);
    console.error(`layer check failed: ${violations.length} violation(s)`);
    process.exit(1);
  }
  console.log(`layer check: ${LAYER_RULES.length} layer rules hold`);
}
