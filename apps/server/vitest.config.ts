import { readFileSync } from 'node:fs';
import { configDefaults, defineProject } from 'vitest/config';

/**
 * Files that never open the suite's database (they start the embedded one themselves, or none):
 * the PostgreSQL pass (TEST_DATABASE_URL) leaves them out, where it would only run them again.
 */
const withoutTestDatabase = [
  'test/billing/stripe-payload.test.ts',
  'test/cli.test.ts',
  'test/config.test.ts',
  'test/one-per-key.test.ts',
  'test/parse-pool.test.ts',
  'test/prepared-start.test.ts',
  'test/render-pool.test.ts',
  'test/shutdown.test.ts',
];
for (const file of withoutTestDatabase) {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  if (/helper\.ts|buildTestApp|createTestDatabase|TEST_DATABASE_URL|dbTemplate/.test(source))
    throw new Error(`${file} opens the test database: it must run on PostgreSQL too`);
}

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? withoutTestDatabase : [])],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file owns a database (PGlite clone or a fresh PostgreSQL database); files run in forks.
    pool: 'forks',
  },
});
