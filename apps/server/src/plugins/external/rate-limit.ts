import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@tailor/contract';
import { AppError } from '../../errors.ts';

/** Registered without a global limit: routes that need one (auth) declare it in their config. */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
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
