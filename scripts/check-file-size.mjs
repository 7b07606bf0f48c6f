#!/usr/bin/env node
// House style: small files. Every tracked source, test, template and stylesheet stays at or under
// LIMIT lines (counted like `wc -l`); a longer file is split along its seams. Data files that are
// one long table (the reference pages, the decisions list) are allowlisted here, each with its
// reason; an allowlist entry that no longer names a long file is reported too, so the list stays
// short and true.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LIMIT = 400;
const EXTENSIONS = ['.ts', '.mjs', '.js', '.hbs', '.css'];
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'gallery-out', 'coverage']);

/** Files allowed past LIMIT, by repo-relative path, each with the reason it is one piece. */
export const ALLOWLIST = {
  'src/foundry/reference/decisions.ts':
    'data: the SD decisions list in number order; several branches add rows to it at once',
  'src/foundry/reference/reference-en.ts': 'data: the English reference pages, one entry per rule',
  'src/foundry/reference/reference-it.ts': 'data: the Italian reference pages, one entry per rule',
  'src/foundry/reference/reference-tables.ts':
    'data: the digest tables transcribed for the reference pages',
};

function lineCount(text) {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP_DIRS.has(name)) return [];
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** The checked files under `root` (repo-relative, `/`-separated): git's tracked files, or a walk. */
export function checkedFiles(root) {
  let files;
  try {
    const out = execFileSync('git', ['ls-files', '-z'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    // Only trust git when root is the top of its own repository (a temp fixture inside a checkout
    // would otherwise be listed as the enclosing repo's files).
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (resolve(top) !== resolve(root)) throw new Error('not a repository top');
    files = out.split('\0').filter(Boolean);
  } catch {
    files = walk(root).map((p) => relative(root, p).split(sep).join('/'));
  }
  return files.filter((f) => EXTENSIONS.some((e) => f.endsWith(e))).sort();
}

/** One "path: N lines (limit 400)" line per offending file under `root`, and per stale allowance. */
export function findLongFiles(root, allowlist = ALLOWLIST, limit = LIMIT) {
  const problems = [];
  const counts = new Map();
  for (const file of checkedFiles(root)) {
    let text;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the work tree
    }
    const lines = lineCount(text);
    counts.set(file, lines);
    if (lines > limit && !(file in allowlist))
      problems.push(`${file}: ${lines} lines (limit ${limit})`);
  }
  for (const file of Object.keys(allowlist)) {
    const lines = counts.get(file);
    if (lines === undefined)
      problems.push(`${file}: allowlisted in scripts/check-file-size.mjs but not found`);
    else if (lines <= limit)
      problems.push(
        `${file}: ${lines} lines, within the limit ${limit}: drop it from the allowlist in scripts/check-file-size.mjs`,
      );
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? '.';
  const problems = findLongFiles(root);
  if (problems.length > 0) {
    for (const p of problems) console.error(p);
    console.error(
      `file size check failed: ${problems.length} file(s); split them along their seams`,
    );
    process.exit(1);
  }
  console.log(
    `file size check: no source, test, template or stylesheet over ${LIMIT} lines (${Object.keys(ALLOWLIST).length} allowlisted files)`,
  );
}
