import {
  closeSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The type of `db` inside `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Proof of life for the process behind a pending reservation. A holder is claimed for as long as
   * this database stays open; `alive` tells whether some live process (this one or another sharing
   * the database) still claims it. PostgreSQL: a session advisory lock, dropped by the server when
   * the process dies. PGlite: only this process can have the database open (DATA_DIR is locked).
   */
  /**
   * Messages between the processes sharing the database (PostgreSQL LISTEN/NOTIFY). Absent on PGlite,
   * where this process is the only one. `listen` calls `lost` when the connection drops: messages
   * may have been missed until `listen` is called again.
   */
  notifications?: {
    notify(channel: string, payload: string): Promise<void>;
    listen(
      channel: string,
      onMessage: (payload: string) => void,
      lost: () => void,
    ): Promise<() => Promise<void>>;
  };
  holders: {
    claim(id: string): Promise<void>;
    release(id: string): Promise<void>;
    alive(id: string): Promise<boolean>;
  };
}

/** First key of the advisory locks that mark live holders ("ta"). */
const HOLDER_LOCK_SPACE = 0x7461;

/** Migrations live beside the server package, found the same way from src/ and from the bundle in dist/. */
export const migrationsFolder = join(
  dirname(createRequire(import.meta.url).resolve('@tailor/server/package.json')),
  'drizzle',
);

/**
 * A migrated embedded database made by the build (apps/server/build.mjs), used by the built server
 * only: from source, the database is created by initdb as always.
 */
export const preparedDataDir = import.meta.url.endsWith('.js')
  ? join(dirname(migrationsFolder), 'dist', 'pgdata.tar.gz')
  : undefined;

/** Key of the PostgreSQL advisory lock that migrations hold ("tailor" in ASCII, as a number). */
export const MIGRATION_LOCK_KEY = 0x7461696c6f72;

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const own = new Set<string>();
  // One connection kept for the process's life holds the locks of its holders.
  let lockClient: Promise<pg.Client> | undefined;
  const lockConnection = () => {
    lockClient ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined);
      await client.connect();
      return client;
    })();
    return lockClient;
  };
  return {
    db,
    kind: 'postgres',
    notifications: {
      async notify(channel, payload) {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      async listen(channel, onMessage, lost) {
        const client = new pg.Client({ connectionString: url });
        let closing = false;
        const drop = () => {
          if (!closing) lost();
          closing = true;
        };
        client.on('error', drop);
        client.on('end', drop);
        client.on('notification', (m) => {
          if (m.channel === channel) onMessage(m.payload ?? '');
        });
        await client.connect();
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
        return async () => {
          closing = true;
          await client.end().catch(() => undefined);
        };
      },
    },
    holders: {
      async claim(id) {
        await (
          await lockConnection()
        ).query('select pg_advisory_lock($1, hashtext($2))', [HOLDER_LOCK_SPACE, id]);
        own.add(id);
      },
      async release(id) {
        if (!own.delete(id) || !lockClient) return;
        await (
          await lockClient
        ).query('select pg_advisory_unlock($1, hashtext($2))', [HOLDER_LOCK_SPACE, id]);
      },
      async alive(id) {
        if (own.has(id)) return true;
        const client = await pool.connect();
        try {
          const { rows } = await client.query<{ free: boolean }>(
            'select pg_try_advisory_lock($1, hashtext($2)) as free',
            [HOLDER_LOCK_SPACE, id],
          );
          if (rows[0]?.free)
            await client.query('select pg_advisory_unlock($1, hashtext($2))', [HOLDER_LOCK_SPACE, id]);
          return !rows[0]?.free;
        } finally {
          client.release();
        }
      },
    },
    // Instances started together migrate one after the other: the later ones find nothing to do.
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg(client), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      if (lockClient) await (await lockClient).end().catch(() => undefined);
      await pool.end();
    },
  };
}

export function openPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const own = new Set<string>();
  return {
    db,
    kind: 'pglite',
    holders: {
      claim: async (id) => void own.add(id),
      release: async (id) => void own.delete(id),
      alive: async (id) => own.has(id),
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Another live process holds DATA_DIR: the embedded database has one owner at a time. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another Tailor process (pid ${pid}) is using the data directory ${dataDir}. ` +
        'Stop it first, or give this one another DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Lock files this process holds, so opening the same directory twice in one process is refused too. */
const heldLocks = new Set<string>();

/** A process with this id exists and is a Node process (a pid reused by something else is not a holder). */
function holderAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return false; // not in heldLocks: a previous life of this pid (containers)
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true; // no /proc (macOS): the pid alone decides
  }
}

const readPid = (file: string) => {
  try {
    return Number(readFileSync(file, 'utf8').trim());
  } catch {
    return 0;
  }
};

/**
 * Takes DATA_DIR/tailor.lock (created exclusively, holding our pid) and answers its release.
 * A lock left by a process that died (kill -9) is taken over; a live holder throws DataDirLockedError.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'tailor.lock');
  if (heldLocks.has(file)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      heldLocks.add(file);
      return () => {
        heldLocks.delete(file);
        if (readPid(file) === process.pid) unlinkSync(file);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const pid = readPid(file);
    if (holderAlive(pid)) throw new DataDirLockedError(dataDir, pid);
    // Stale. Move it aside under a name of our own (only one process can), then check that what was
    // moved is still the stale lock and not a fresh one another process took in the meantime.
    const aside = `${file}.${process.pid}.stale`;
    try {
      renameSync(file, aside);
    } catch {
      continue;
    }
    const moved = readPid(aside);
    if (holderAlive(moved)) {
      try {
        linkSync(aside, file);
      } catch {
        // a newer lock is already in place
      }
      unlinkSync(aside);
      throw new DataDirLockedError(dataDir, moved);
    }
    unlinkSync(aside);
  }
  throw new DataDirLockedError(dataDir, readPid(file));
}

/** DATABASE_URL -> a PostgreSQL pool; otherwise the embedded database in DATA_DIR/pgdata, locked to this process. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  prepared?: string;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const release = lockDataDir(opts.dataDir);
  try {
    const dir = join(opts.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    // First start: the prepared database of the build, when there is one, instead of initdb.
    const prepared = opts.prepared ?? preparedDataDir;
    const fresh = !existsSync(join(dir, 'PG_VERSION'));
    const client = await PGlite.create(
      dir,
      fresh && prepared && existsSync(prepared) ? { loadDataDir: new Blob([readFileSync(prepared)]) } : {},
    );
    const database = openPglite(client);
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
