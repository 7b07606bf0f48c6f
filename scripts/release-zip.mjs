#!/usr/bin/env node
// Zips dist/ into release/<id>.zip (system.json at the zip root) and copies the manifest beside it.
import { zipSync } from 'fflate';
import {
  copyFileSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';

const dist = resolve('dist');
const manifest = JSON.parse(readFileSync(join(dist, 'system.json'), 'utf8'));
const files = {};
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (!name.endsWith('.map'))
      files[relative(dist, p).split('\\').join('/')] = readFileSync(p);
  }
};
walk(dist);
mkdirSync('release', { recursive: true });
const zip = zipSync(files, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') });
writeFileSync(join('release', `${manifest.id}.zip`), zip);
copyFileSync(join(dist, 'system.json'), join('release', 'system.json'));
console.log(`release/${manifest.id}.zip: ${Object.keys(files).length} files, ${zip.length} bytes`);
