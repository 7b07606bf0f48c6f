#!/usr/bin/env node
// `npm run link -- <FoundryUserDataPath>`: symlinks the built dist/ to
// <FoundryUserDataPath>/Data/systems/signal-close-action, so Foundry loads the development build
// (with `npm run watch`, a browser reload picks up each rebuild). Bad input exits 2 with one line on
// stderr and changes nothing; an existing link to this dist/ is left as it is.
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export class LinkError extends Error {}

const USAGE =
  'usage: npm run link -- <FoundryUserDataPath> (the folder holding Data/, Config/ and Logs/)';

/**
 * Links `distDir` as the system folder of the Foundry user data at `userData`.
 * @param {string[]} args the command-line arguments after the script name
 * @param {string} distDir the built system folder
 * @returns {string} what was done, one line
 */
export function link(args, distDir) {
  if (args.length !== 1 || args[0].trim() === '' || args[0].startsWith('-'))
    throw new LinkError(USAGE);
  const userData = resolve(args[0]);
  if (!existsSync(userData) || !statSync(userData).isDirectory())
    throw new LinkError(`${userData}: no such folder; ${USAGE}`);
  const data = join(userData, 'Data');
  if (!existsSync(data) || !statSync(data).isDirectory()) {
    throw new LinkError(
      `${userData} has no Data folder: name Foundry's user data folder (the one holding Data/, Config/ and Logs/), not Data/ itself`,
    );
  }
  const manifestPath = join(distDir, 'system.json');
  if (!existsSync(manifestPath))
    throw new LinkError(`${distDir} is not built: run npm run build first`);
  const id = JSON.parse(readFileSync(manifestPath, 'utf8')).id;
  const target = join(data, 'systems', id);
  let existing = null;
  try {
    existing = lstatSync(target);
  } catch {
    existing = null;
  }
  if (existing?.isSymbolicLink()) {
    const to = resolve(join(data, 'systems'), readlinkSync(target));
    if (to === resolve(distDir)) return `${target} already links to ${distDir}`;
    throw new LinkError(`${target} already links to ${to}: remove that link first`);
  }
  if (existing)
    throw new LinkError(`${target} already exists (an installed copy?): move it away first`);
  mkdirSync(join(data, 'systems'), { recursive: true });
  symlinkSync(resolve(distDir), target, process.platform === 'win32' ? 'junction' : 'dir');
  return `linked ${target} -> ${resolve(distDir)}`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(link(process.argv.slice(2), resolve('dist')));
  } catch (error) {
    if (!(error instanceof LinkError)) throw error;
    console.error(error.message.split('\n')[0]);
    process.exit(2);
  }
}
