// Builds the Foundry system into dist/: the bundled module (sca.mjs) plus the assembled folder.
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
// @ts-expect-error plain ESM build script without types
import { assemble } from './scripts/assemble.mjs';

function assembleSystem(): Plugin {
  return {
    name: 'sca-assemble-system',
    apply: 'build',
    closeBundle() {
      assemble(resolve('.'), resolve('dist'));
    },
  };
}

export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    lib: { entry: 'src/main.ts', formats: ['es'], fileName: () => 'sca.mjs' },
    rollupOptions: { output: { inlineDynamicImports: true } },
  },
  plugins: [assembleSystem()],
  logLevel: 'warn',
});
