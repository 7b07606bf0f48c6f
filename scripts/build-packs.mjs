#!/usr/bin/env node
// Compiles the committed pack sources (packs/_source/<pack>/*.yml) into LevelDB packs in dist/packs
// with the Foundry CLI, and checks that system.json declares exactly those packs.
import { compilePack } from '@foundryvtt/foundryvtt-cli';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve('.');
const sourceRoot = join(root, 'packs', '_source');
const manifest = JSON.parse(readFileSync(join(root, 'system.json'), 'utf8'));
const declared = (manifest.packs ?? []).map((p) => p.name).sort();
const sources = existsSync(sourceRoot)
  ? readdirSync(sourceRoot)
      .filter((d) => !d.startsWith('.'))
      .sort()
  : [];
if (JSON.stringify(declared) !== JSON.stringify(sources)) {
  console.error(`system.json packs [${declared}] do not match packs/_source [${sources}]`);
  process.exit(1);
}
for (const pack of sources) {
  const dest = join(root, 'dist', 'packs', pack);
  rmSync(dest, { recursive: true, force: true });
  await compilePack(join(sourceRoot, pack), dest, { yaml: true, recursive: true, log: false });
  console.log(`pack ${pack}: compiled`);
}
