import { EventEmitter } from 'node:events';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
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
import { lockDataDir } from './data-dir-lock.ts';

export { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

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
  /**
   * PostgreSQL: `lost` when a connection drops ('pool': the pool opens another on demand;
   * 'holders': the lock connection, taken again with every lock), `reclaimed` once it is.
   */
  events?: EventEmitter<DatabaseEvents>;
  holders: {
    claim(id: string): Promise<void>;
    release(id: string): Promise<void>;
    alive(id: string): Promise<boolean>;
  };
}

export interface DatabaseEvents {
  lost: [connection: 'pool' | 'holders', err: Error | undefined];
  reclaimed: [holders: number];
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
  ? join(dirname(migrationsFolder), 'dist', 'pgdata')
  : undefined;

/**
 * The embedded database's own buffer pool. PostgreSQL's default (128 MB) is sized for a shared
 * server; here the files sit in the operating system's cache anyway, and every buffer touched
 * stays in the process for good.
 */
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

const BYTEA = 17;
/**
 * Bytes (uploads, generated PDFs) in and out of the embedded database without a hex string of
 * them built character by character on the event loop: sent as a binary parameter, read back
 * with the runtime's own hex decoder.
 */
const byteaAsIs = {
  serializers: { [BYTEA]: (value: unknown) => value as string },
  parsers: {
    [BYTEA]: (text: string) => {
      const bytes = Buffer.from(text.slice(2), 'hex');
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
  },
};

/** How this product opens every embedded database (the server's and the tests' copies). */
export const EMBEDDED_OPTIONS = { startParams: EMBEDDED_START_PARAMS, ...byteaAsIs };

/** Key of the PostgreSQL advisory lock that migrations hold ("tailor" in ASCII, as a number). */
export const MIGRATION_LOCK_KEY = 0x7461696c6f72;

/** How long a lost holder connection waits before connecting again (doubling, up to the cap). */
const RECONNECT_MS = { first: 100, max: 5000 };

export function openPostgres(url: string, poolSize = 10): Database {
  const events = new EventEmitter<DatabaseEvents>();
  const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: 'tailor' });
  // An idle connection the server ended (restart, failover, pg_terminate_backend): the pool has
  // already dropped it and opens a new one on demand. Without a listener the process would crash.
  pool.on('error', (err) => events.emit('lost', 'pool', err));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const own = new Set<string>();
  let closed = false;
  // One connection kept for the process's life holds the locks of its holders. When it drops, the
  // server frees those locks: a new connection takes every one of them again at once.
  let lockClient: Promise<pg.Client> | undefined;
  let retryMs = RECONNECT_MS.first;
  const lockConnection = () => {
    if (lockClient) return lockClient;
    const client = new pg.Client({ connectionString: url, application_name: 'tailor-holders' });
    const current = (async () => {
      await client.connect();
      return client;
    })();
    const lost = (err?: Error) => {
      if (closed || lockClient !== current) return;
      lockClient = undefined;
      events.emit('lost', 'holders', err);
      void reclaim();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    lockClient = current;
    // A connection that never opened is forgotten, so the next call tries again.
    current.catch(() => {
      if (lockClient === current) lockClient = undefined;
    });
    return current;
  };
  const lockHolder = async (id: string) => {
    await (
      await lockConnection()
    ).query('select pg_advisory_lock($1, hashtext($2))', [HOLDER_LOCK_SPACE, id]);
  };
  const reclaim = async () => {
    if (closed) return;
    try {
      for (const id of [...own]) await lockHolder(id);
      retryMs = RECONNECT_MS.first;
      events.emit('reclaimed', own.size);
    } catch (err) {
      events.emit('lost', 'holders', err as Error);
      setTimeout(() => void reclaim(), retryMs).unref();
      retryMs = Math.min(retryMs * 2, RECONNECT_MS.max);
    }
  };
  return {
    db,
    kind: 'postgres',
    events,
    notifications: {
      async notify(channel, payload) {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      async listen(channel, onMessage, lost) {
        const client = new pg.Client({ connectionString: url, application_name: 'tailor-notifications' });
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
        await lockHolder(id);
        own.add(id);
      },
      async release(id) {
        if (!own.delete(id) || !lockClient) return;
        // A lock on a connection that dropped is gone already.
        await (
          await lockClient
        )
          .query('select pg_advisory_unlock($1, hashtext($2))', [HOLDER_LOCK_SPACE, id])
          .catch(() => undefined);
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
      closed = true;
      const client = lockClient;
      lockClient = undefined;
      if (client) await client.then((c) => c.end()).catch(() => undefined);
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
    if (fresh && prepared && existsSync(join(prepared, 'PG_VERSION')))
      cpSync(prepared, dir, { recursive: true });
    const client = await PGlite.create(dir, EMBEDDED_OPTIONS);
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
