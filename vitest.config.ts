import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
    // Vitest's default is one worker fewer than the cores: one worker on a two-core machine, where
    // the test files wait on databases, child processes and timers part of the time. Two files at
    // once keep both cores busy there; more cores, more files.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
