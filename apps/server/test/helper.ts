import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, inject } from 'vitest';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { LoginResponse } from '@tailor/contract';
import { buildServer, type ServerOptions } from '../src/server.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { EMBEDDED_OPTIONS, openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';
import { loggerOptions } from '../src/lib/logging.ts';
import { multipart, resumeDocx } from './fixtures/documents.ts';
import { builtDir } from './built.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** A fresh copy of the migrated template: this test file's own database. */
export async function createTestDatabase(): Promise<Database> {
  const info = inject('dbTemplate');
  if (info.kind === 'pglite') {
    const dump = new Blob([readFileSync(info.dumpFile)]);
    return openPglite(await PGlite.create({ loadDataDir: dump, ...EMBEDDED_OPTIONS }));
  }
  const name = `${info.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: info.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${info.template}"`);
  await admin.end();
  return openPostgres(withDatabase(info.adminUrl, name), 5);
}

/*
 * A test that makes the server log at level error or above has found a defect, even when its own
 * assertions pass: the test apps log into this file's collector, and the test fails after it ends
 * unless it declared the error it causes on purpose (expectErrorLog).
 */
const PINO_ERROR = 50;
const errorLines: string[] = [];
let expectedErrors: RegExp[] = [];

/** The server's error lines logged so far in the current test. */
export const errorLogLines = (): readonly string[] => errorLines;

/** Declares that the current test makes the server log an error matching `pattern` on purpose. */
export function expectErrorLog(pattern: RegExp): void {
  expectedErrors.push(pattern);
}

afterEach(() => {
  const lines = errorLines.splice(0);
  const expected = expectedErrors;
  expectedErrors = [];
  const unexpected = lines.filter((line) => !expected.some((p) => p.test(line)));
  if (unexpected.length) throw new Error(`the server logged errors:\n${unexpected.join('\n')}`);
  const missing = expected.filter((p) => !lines.some((line) => p.test(line)));
  if (missing.length) throw new Error(`expected error logs never came: ${missing.join(', ')}`);
});

/** The product's logger, writing only error lines, into the collector. */
export const testLogger = () => ({
  ...(loggerOptions({ logLevel: 'error' }) as object),
  stream: {
    write(line: string) {
      if ((JSON.parse(line) as { level: number }).level >= PINO_ERROR) errorLines.push(line);
    },
  },
});

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  dataDir: string;
}

/**
 * The real app on this file's own database. Build one per file (the database is the costly part)
 * or several on one database with different settings via `env`.
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    database?: Database;
    /** Routes only this test file has, registered before the app is ready. */
    extraRoutes?: FastifyPluginAsync;
  } & Partial<Omit<ServerOptions, 'config' | 'database'>> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tailor-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    // One render thread per test app unless a test asks for more: each thread loads the layout
    // compiler and its fonts when it starts, and files run side by side on few cores anyway.
    RENDER_WORKERS: '1',
    // Hundreds of accounts are signed up: their hashes are made at the low cost kept for tests.
    PASSWORD_HASH_COST: 'low',
    ...options.env,
  });
  const ownDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  const { env: _env, database: _db, extraRoutes, workers, ...rest } = options;
  const app = await buildServer({
    config,
    database,
    logger: testLogger(),
    authRateLimit: { max: 10_000, timeWindow: 60_000 },
    // The worker threads run the bundle built for this run, as the shipped server does: compiling
    // the sources again in every thread of every test app cost seconds each.
    workers: { bundleDir: builtDir, ...workers },
    ...rest,
  });
  if (extraRoutes) await app.register(extraRoutes);
  await app.ready();
  afterAll(async () => {
    await app.close();
    if (ownDatabase) await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, config, database, dataDir };
}

let counter = 0;
export const uniqueEmail = (tag = 'user') =>
  `${tag}.${Date.now().toString(36)}.${counter++}.${randomBytes(2).toString('hex')}@example.com`;

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs up and signs in a new user through the API, answering the login response. */
export async function signUpAndLogin(
  app: FastifyInstance,
  input: { email?: string; fullname?: string; password?: string } = {},
): Promise<LoginResponse & { token: string; password: string }> {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? 'correct-horse-battery';
  const fullname = input.fullname ?? 'Ada Lovelace';
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, fullname, password },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.statusCode} ${signup.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const body = login.json<LoginResponse>();
  return { ...body, token: body.jwt.access_token, password };
}

/** One application and one uploaded resume of this user (a Word file unless given), ready to generate from. */
export async function jobAndResume(
  app: FastifyInstance,
  token: string,
  file?: { bytes: Uint8Array; name: string },
) {
  const job = await app.inject({
    method: 'POST',
    url: '/api/jobs/',
    payload: {
      position: 'Backend Engineer',
      employer: 'Acme',
      job_description: 'Go, PostgreSQL and TypeScript services.',
    },
    headers: auth(token),
  });
  const { payload, headers } = file
    ? multipart(file.bytes, file.name)
    : multipart(await resumeDocx(), 'cv.docx');
  const resume = await app.inject({
    method: 'POST',
    url: '/api/resumes/Mine',
    payload,
    headers: { ...headers, ...auth(token) },
  });
  return { jobId: job.json().uuid as string, resumeId: resume.json().uuid as string };
}
