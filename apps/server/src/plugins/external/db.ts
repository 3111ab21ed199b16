import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    /** Resolves once the database answers a trivial query; rejects when it cannot. */
    pingDatabase(): Promise<void>;
  }
}

/** Decorates the app with the database it was given; whoever opened it closes it. */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('pingDatabase', async () => {
      await database.db.execute(sql`select 1`);
    });
  },
  { name: 'db' },
);
