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
    const events = database.events;
    if (events) {
      // Only the driver's message: no connection string, no query parameter.
      const lost = (connection: string, err: Error | undefined) =>
        app.log.warn({ connection, err: { message: err?.message } }, 'database connection lost');
      const reclaimed = (holders: number) =>
        app.log.info({ holders }, 'database: reservation locks taken again');
      events.on('lost', lost);
      events.on('reclaimed', reclaimed);
      app.addHook('onClose', async () => {
        events.off('lost', lost);
        events.off('reclaimed', reclaimed);
      });
    }
  },
  { name: 'db' },
);
