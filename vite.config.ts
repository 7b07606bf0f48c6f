// Builds the Foundry system into dist/: the bundled module (sca.mjs) plus the assembled folder.
// `npm run watch` (vite build --watch) rebuilds on changes to src/, templates/, lang/ and styles/,
// keeping what the full build put in dist/ (packs).
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
// @ts-expect-error plain ESM build script without types
import { assemble } from './scripts/assemble.mjs';

const WATCHING = process.argv.includes('--watch') || process.argv.includes('-w');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((p) => statSync(p).isFile());
}

function assembleSystem(): Plugin {
  return {
    name: 'sca-assemble-system',
    apply: 'build',
    buildStart() {
      if (WATCHING)
        for (const dir of ['templates', 'lang', 'styles'])
          for (const file of filesUnder(resolve(dir))) this.addWatchFile(file);
    },
    closeBundle() {
      assemble(resolve('.'), resolve('dist'));
    },
  };
}

export default defineConfig({
  build: {
    outDir: 'dist',
    // A watch rebuild keeps dist/packs (compiled by the full build).
    emptyOutDir: !WATCHING,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    lib: { entry: 'src/main.ts', formats: ['es'], fileName: () => 'sca.mjs' },
    rollupOptions: { output: { inlineDynamicImports: true } },
  },
  plugins: [assembleSystem()],
  logLevel: 'warn',
});
