import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Users recently seen by `authenticate`, so a signed-in read costs no lookup. Any API write
     * drops the writer's entry (every entry when no user is signed in: sign-in, password reset,
     * webhooks) before its answer leaves, and on PostgreSQL tells every other instance to do the
     * same (LISTEN/NOTIFY). While that channel is down, nothing is cached.
     */
    sessionCache: {
      get(id: string): UserRow | undefined;
      /** Fetches the user (cached for a few seconds at most); undefined when there is none. */
      load(id: string, fetch: () => Promise<UserRow | undefined>): Promise<UserRow | undefined>;
      invalidate(id: string | '*'): Promise<void>;
      /**
       * A read of this user's own data (`key` names which), kept under the same rules as the
       * user: computed again after any write of theirs, on any instance, and after a few seconds.
       */
      view<T>(id: string, key: string, compute: () => Promise<T>): Promise<T>;
    };
  }
}

export const SESSION_CACHE = {
  ttlMs: 15_000,
  maxEntries: 20_000,
  /** Users whose reads are kept: fewer than users, since a read may hold a whole list. */
  maxViewUsers: 2_000,
  channel: 'tailor_users',
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(
  async (app) => {
    const entries = new Map<string, { user: UserRow; until: number }>();
    const views = new Map<string, { until: number; values: Map<string, unknown> }>();
    // Bumped on every invalidation: a lookup that started before one must not fill the cache.
    let epoch = 0;
    let enabled = app.database.kind === 'pglite';
    const dropLocal = (id: string) => {
      epoch++;
      if (id === '*') {
        entries.clear();
        views.clear();
      } else {
        entries.delete(id);
        views.delete(id);
      }
    };

    let stopListening: (() => Promise<void>) | undefined;
    const notifications = app.database.notifications;
    if (notifications) {
      const listen = async (): Promise<void> => {
        try {
          stopListening = await notifications.listen(SESSION_CACHE.channel, dropLocal, () => {
            enabled = false;
            dropLocal('*');
            app.log.warn('session cache off: the notification channel was lost; reconnecting');
            setTimeout(() => void listen(), 1000).unref();
          });
          dropLocal('*');
          enabled = true;
        } catch (err) {
          app.log.warn(
            { err: { message: (err as Error).message } },
            'session cache off: cannot listen for changes',
          );
          setTimeout(() => void listen(), 5000).unref();
        }
      };
      await listen();
      app.addHook('onClose', async () => {
        enabled = false;
        await stopListening?.();
      });
    }

    const cache = {
      get(id: string) {
        const hit = entries.get(id);
        if (!hit || !enabled) return undefined;
        if (hit.until < Date.now()) {
          entries.delete(id);
          return undefined;
        }
        return hit.user;
      },
      async load(id: string, fetch: () => Promise<UserRow | undefined>) {
        const cached = cache.get(id);
        if (cached) return cached;
        const started = epoch;
        const user = await fetch();
        if (user && enabled && started === epoch) {
          if (entries.size >= SESSION_CACHE.maxEntries) entries.delete(entries.keys().next().value!);
          entries.set(id, { user, until: Date.now() + SESSION_CACHE.ttlMs });
        }
        return user;
      },
      async view<T>(id: string, key: string, compute: () => Promise<T>): Promise<T> {
        if (!enabled) return compute();
        const now = Date.now();
        const slot = views.get(id);
        if (slot && slot.until >= now && slot.values.has(key)) return slot.values.get(key) as T;
        const started = epoch;
        const value = await compute();
        if (enabled && started === epoch) {
          let fresh = views.get(id);
          if (!fresh || fresh.until < Date.now()) {
            views.delete(id);
            if (views.size >= SESSION_CACHE.maxViewUsers) views.delete(views.keys().next().value!);
            fresh = { until: Date.now() + SESSION_CACHE.ttlMs, values: new Map() };
            views.set(id, fresh);
          }
          fresh.values.set(key, value);
        }
        return value;
      },
      async invalidate(id: string) {
        dropLocal(id);
        if (notifications) await notifications.notify(SESSION_CACHE.channel, id);
      },
    };
    app.decorate('sessionCache', cache);

    // Requests that reached their handler: only those can have changed a user. One refused before
    // it (no token, a body too large or malformed, over a route's limit) changed nothing, so an
    // anonymous flood of refused writes costs no notice to every instance and empties no cache.
    const handled = new WeakSet<FastifyRequest>();
    app.addHook('preHandler', (request, _reply, done) => {
      handled.add(request);
      done();
    });
    // Before any write's answer leaves, the user it may have changed is forgotten everywhere.
    app.addHook('onSend', async (request) => {
      if (READS.has(request.method) || !request.url.startsWith('/api/') || !handled.has(request)) return;
      await cache.invalidate(request.user?.id ?? '*');
    });
  },
  { name: 'session-cache', dependencies: ['db'] },
);
