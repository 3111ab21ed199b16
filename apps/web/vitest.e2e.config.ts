import { defineConfig } from 'vitest/config';

/**
 * Browser tests against the real server (apps/server/dist) and the built SPA. Kept out of the
 * root `vitest run`: started by `npm run test:e2e`.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
