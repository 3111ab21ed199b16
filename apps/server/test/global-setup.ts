import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { serverDir } from './built.ts';

export type TemplateInfo =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; adminUrl: string; template: string; prefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: TemplateInfo;
  }
}

export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** The server and CLI bundle of the current sources, for the tests that start them as processes. */
function buildServer() {
  const result = spawnSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`node build.mjs failed (${result.status ?? result.signal})`);
}

/**
 * Builds the server once and migrates once per run. PGlite: the migrated data dir the build
 * prepares (dist/pgdata, no initdb here), dumped to a file that each test file loads.
 * PostgreSQL (TEST_DATABASE_URL): a migrated template database each test file copies.
 */
export default async function setup(project: TestProject) {
  buildServer();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const prefix = `tailor_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const template = `${prefix}_tpl`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${template}"`);
    await admin.end();
    const database = openPostgres(withDatabase(adminUrl, template), 1);
    await database.migrate();
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', adminUrl, template, prefix });
    return async () => {
      // Only the databases this run created.
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      const { rows } = await c.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`${prefix}%`],
      );
      for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await c.end();
    };
  }

  const dir = mkdtempSync(join(tmpdir(), 'tailor-test-db-'));
  const copy = join(dir, 'pgdata');
  cpSync(join(serverDir, 'dist', 'pgdata'), copy, { recursive: true });
  const client = await PGlite.create(copy);
  const database = openPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  const dumpFile = join(dir, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('dbTemplate', { kind: 'pglite', dumpFile });
  return () => rmSync(dir, { recursive: true, force: true });
}
