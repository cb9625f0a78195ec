import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { answerChecks } from './scripts/build/answer-checks.js';

export default defineConfig({
  plugins: [react(), answerChecks()],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['scripts/test-global-setup.ts'],
    setupFiles: ['scripts/test-setup.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
    pool: 'forks',
    // One test file per core: the files spend much of their time waiting on the databases, timers and sockets, and
    // Vitest's default (one fewer than the cores) ran them one at a time on a two-core machine.
    maxWorkers: Math.max(2, os.availableParallelism()),
  },
});
