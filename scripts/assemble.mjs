// Assembles the installable system folder around the bundled module: system.json (version from
// package.json, release URLs from SCA_RELEASE_BASE_URL when set), templates, merged language files
// and the stylesheet. Used by vite.config.ts after the bundle is written.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Deep-merges language fragments; the same key in two fragments is an error. */
export function mergeLanguage(dir) {
  const merged = {};
  const put = (target, source, path, file) => {
    for (const [k, v] of Object.entries(source)) {
      const where = path ? `${path}.${k}` : k;
      if (v && typeof v === 'object' && !Array.isArray(v)) {
        if (target[k] !== undefined && (typeof target[k] !== 'object' || target[k] === null))
          throw new Error(`${file}: key ${where} clashes`);
        target[k] ??= {};
        put(target[k], v, where, file);
      } else {
        if (target[k] !== undefined) throw new Error(`${file}: key ${where} is defined twice`);
        target[k] = v;
      }
    }
  };
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    put(merged, JSON.parse(readFileSync(join(dir, file), 'utf8')), '', join(dir, file));
  }
  return merged;
}

export function systemManifest(root) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(join(root, 'system.json'), 'utf8'));
  manifest.version = pkg.version;
  const base = process.env.SCA_RELEASE_BASE_URL;
  if (base) {
    const b = base.replace(/\/$/, '');
    manifest.url = b.replace(/\/releases$/, '');
    manifest.manifest = `${b}/latest/download/system.json`;
    manifest.download = `${b}/download/v${pkg.version}/${manifest.id}.zip`;
  }
  return manifest;
}

export function assemble(root, outDir) {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'system.json'), `${JSON.stringify(systemManifest(root), null, 2)}\n`);
  if (existsSync(join(root, 'templates')))
    cpSync(join(root, 'templates'), join(outDir, 'templates'), { recursive: true });
  mkdirSync(join(outDir, 'lang'), { recursive: true });
  for (const lang of ['en', 'it']) {
    writeFileSync(
      join(outDir, 'lang', `${lang}.json`),
      `${JSON.stringify(mergeLanguage(join(root, 'lang', lang)), null, 2)}\n`,
    );
  }
  const styles = readdirSync(join(root, 'styles'))
    .filter((f) => f.endsWith('.css'))
    .sort();
  writeFileSync(
    join(outDir, 'sca.css'),
    styles.map((f) => `/* ${f} */\n${readFileSync(join(root, 'styles', f), 'utf8')}`).join('\n'),
  );
  for (const extra of ['README.md', 'LICENSE'])
    if (existsSync(join(root, extra))) cpSync(join(root, extra), join(outDir, extra));
}
