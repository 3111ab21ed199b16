import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { ErrorCode } from '@tailor/contract';
import { AppError } from '../../errors.ts';
import { windowOf } from '../app/rate-counters.ts';

type Incremented = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * Hits counted in the database's rate counters instead of this process's memory, so instances
 * sharing one database share every route limit: a client spread over N instances still gets `max`
 * per window, not N times that. Each route counts apart from the others.
 */
function sharedStore(app: FastifyInstance) {
  return class SharedRouteStore implements FastifyRateLimitStore {
    constructor(private readonly scope = 'route') {}

    incr(key: string, done: Incremented, timeWindow: number, max: number): void {
      const now = new Date();
      const rule = { max, windowMs: timeWindow };
      app.rateCounters.take(this.scope, key, rule, now).then(
        (current) => done(null, { current, ttl: windowOf(rule, now) + timeWindow - now.getTime() }),
        (err: Error) => done(err),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // What arrives is the route's merged limit options, the route itself under `routeInfo`.
      const route = (options as unknown as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      const { method, url } = route ?? {};
      return new SharedRouteStore(`route:${String(method)} ${url ?? ''}`);
    }
  };
}

/** Registered without a global limit: routes that need one (auth) declare it in their config. */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: sharedStore(app) as unknown as NonNullable<Parameters<typeof rateLimit>[1]>['store'],
      // Thrown by the plugin, so it reaches the one error handler like any other AppError.
      errorResponseBuilder: (_req, ctx) =>
        new AppError(
          ErrorCode.rateLimited,
          429,
          `Too many requests. Try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
        ) as unknown as { statusCode: number },
    });
  },
  { name: 'rate-limit' },
);
