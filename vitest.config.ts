import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup-foundry.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
