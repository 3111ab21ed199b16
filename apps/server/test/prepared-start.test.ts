import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, test } from 'vitest';
import { users } from '../src/db/schema.ts';
import { openDatabase, openPglite } from '../src/db/client.ts';

/*
 * The built server starts an empty DATA_DIR from a migrated database made at build time instead of
 * running initdb; later starts open what is there and ignore it.
 */

const dir = mkdtempSync(join(tmpdir(), 'tailor-prepared-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test(
  'an empty DATA_DIR starts from the prepared database, keeps its data, and is not overwritten later',
  { timeout: 120_000 },
  async () => {
    // What the build does.
    const prepared = join(dir, 'pgdata');
    const maker = await PGlite.create(prepared);
    await openPglite(maker).migrate();
    await maker.query(
      `insert into users (email, fullname, password_hash) values ('seed@example.com', 'Seed', 'x')`,
    );
    await maker.close();

    const dataDir = join(dir, 'data');
    const first = await openDatabase({ dataDir, prepared });
    await first.migrate();
    expect((await first.db.select({ email: users.email }).from(users)).map((u) => u.email)).toEqual([
      'seed@example.com',
    ]);
    await first.db.insert(users).values({ email: 'kept@example.com', fullname: 'Kept', passwordHash: 'x' });
    await first.close();

    const again = await openDatabase({ dataDir, prepared });
    await again.migrate();
    expect((await again.db.select({ email: users.email }).from(users)).map((u) => u.email).sort()).toEqual([
      'kept@example.com',
      'seed@example.com',
    ]);
    await again.close();

    // The prepared database itself is never written to.
    const source = await PGlite.create(prepared);
    expect(
      (await source.query<{ email: string }>('select email from users')).rows.map((r) => r.email),
    ).toEqual(['seed@example.com']);
    await source.close();
  },
);
