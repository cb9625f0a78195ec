import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // Two cores: one browser at a time keeps timings steady.
    fileParallelism: false,
    pool: 'forks',
  },
});
