// Builds bin/sca's implementation for node: build/cli/sca.mjs (dependencies bundled, node built-ins external).
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    ssr: 'src/cli/bin.ts',
    outDir: 'build/cli',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    rollupOptions: {
      // vega (bin/sca report's charts) tries node-canvas for text widths and falls back to estimates
      // when it is absent: left out of the bundle, its import fails at run time and is caught.
      external: ['canvas'],
      output: { entryFileNames: 'sca.mjs', format: 'es' },
    },
  },
  ssr: { noExternal: true, target: 'node' },
  logLevel: 'warn',
});
