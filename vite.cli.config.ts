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
      output: { entryFileNames: 'sca.mjs', format: 'es' },
      // vega (--report) tries node-canvas in a try/catch and draws SVG without it: left unresolved.
      external: ['canvas'],
    },
  },
  ssr: { noExternal: true, target: 'node' },
  logLevel: 'warn',
});
