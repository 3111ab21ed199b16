import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ErrorCode } from '@tailor/contract';
import { AppError } from './errors.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import dbPlugin from './plugins/external/db.ts';
import helmetPlugin from './plugins/external/helmet.ts';
import corsPlugin from './plugins/external/cors.ts';
import multipartPlugin from './plugins/external/multipart.ts';
import rateLimitPlugin from './plugins/external/rate-limit.ts';
import swaggerPlugin from './plugins/external/swagger.ts';
import spaPlugin from './plugins/external/spa.ts';
import errorHandler from './plugins/app/error-handler.ts';
import authPlugin from './plugins/app/auth.ts';
import sessionCachePlugin from './plugins/app/session-cache.ts';
import billingPlugin from './plugins/app/billing/index.ts';
import limitsPlugin from './plugins/app/limits.ts';
import usersPlugin, { type LOGIN_THROTTLE } from './plugins/app/users.ts';
import mailerPlugin from './plugins/app/mailer.ts';
import rateCountersPlugin from './plugins/app/rate-counters.ts';
import rendersPlugin from './plugins/app/renders.ts';
import passwordResetPlugin from './plugins/app/password-reset.ts';
import googlePlugin from './plugins/app/google.ts';
import stripePlugin from './plugins/app/stripe.ts';
import accountPlugin from './plugins/app/account.ts';
import resumesPlugin from './plugins/app/resumes/index.ts';
import jobsPlugin from './plugins/app/jobs/index.ts';
import aiQueuePlugin from './plugins/app/ai-queue.ts';
import apiRoutes from './routes/api/index.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Built SPA to serve; defaults to apps/web/dist. */
  webRoot?: string;
  authRateLimit?: { max: number; timeWindow: number };
  /** Sign-in throttling (defaults: LOGIN_THROTTLE). */
  loginThrottle?: typeof LOGIN_THROTTLE;
  /** What a file may cost to read (defaults: the parse pool's 15 s of CPU time, 4 times that of wall time). */
  parseBudget?: { cpuMs: number; wallCeilingFactor: number };
  /**
   * Worker threads: where their built files are (dist/, found on their own unless given: beside
   * the server's bundle, else the TypeScript sources), and how many renders a render worker lays
   * out before it is replaced (default RECYCLE_AFTER_RENDERS).
   */
  workers?: { bundleDir?: string; renderRecycleAfter?: number };
}

const serverRoot = dirname(createRequire(import.meta.url).resolve('@tailor/server/package.json'));
export const defaultWebRoot = join(serverRoot, '..', 'web', 'dist');

/**
 * The product as one Fastify plugin: services, the API under /api and the SPA. Whoever owns the
 * instance (src/server.ts, the tests) gives it the database and the configuration. Registered with
 * fastify-plugin so the services decorate the instance itself.
 */
export default fp<AppOptions>(
  async (app, opts) => {
    const { config } = opts;
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
      // What a signed-in request gets back is that person's own: no cache or proxy keeps it.
      if (request.headers.authorization && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
      // Refused before its body was read (no token, too large, over a limit): the connection is
      // closed after the answer, so the rest of the body is never read. Node would otherwise read
      // and discard all of it, however large, to keep the connection for another request.
      if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
    });
    // A declared length past the route's limit is refused first, before rate counters or
    // authentication cost a database round trip (Fastify itself would only check it when parsing).
    // Uploads are streamed under their own cap instead (multipart plugin).
    app.addHook('onRequest', async (request) => {
      const length = Number(request.headers['content-length']);
      const upload = request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data');
      if (length > request.routeOptions.bodyLimit && !upload)
        throw new AppError(ErrorCode.fileTooLarge, 413, 'Request body is too large');
    });

    // Third-party plugins.
    await app.register(dbPlugin, { database: opts.database });
    await app.register(helmetPlugin);
    await app.register(corsPlugin, { enabled: config.env === 'development' });
    await app.register(multipartPlugin);
    await app.register(rateLimitPlugin);
    await app.register(swaggerPlugin);

    // Our services.
    await app.register(errorHandler);
    await app.register(sessionCachePlugin);
    await app.register(authPlugin, config.jwt);
    await app.register(billingPlugin, { pricePlans: config.stripe.pricePlans });
    await app.register(limitsPlugin);
    await app.register(rateCountersPlugin, { secret: config.jwt.secret });
    await app.register(rendersPlugin, {
      workers: config.render.workers,
      cacheBytes: config.render.cacheMb * 2 ** 20,
      warm: config.env !== 'test',
      recycleAfter: opts.workers?.renderRecycleAfter,
      bundleDir: opts.workers?.bundleDir,
    });
    await app.register(usersPlugin, {
      loginThrottle: opts.loginThrottle,
      passwordHashCost: config.passwordHashCost,
    });
    await app.register(mailerPlugin, {
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      dataDir: config.dataDir,
    });
    await app.register(passwordResetPlugin, { secret: config.jwt.secret });
    await app.register(googlePlugin, config.google);
    await app.register(stripePlugin, {
      secretKey: config.stripe.secretKey,
      webhookSecret: config.stripe.webhookSecret,
      apiBase: config.stripe.apiBase,
      billingPortalUrl: config.billingPortalUrl,
      publicUrl: config.publicUrl,
    });
    await app.register(accountPlugin);
    await app.register(resumesPlugin, { parseBudget: opts.parseBudget, bundleDir: opts.workers?.bundleDir });
    await app.register(aiQueuePlugin, {
      concurrency: config.ai?.concurrency ?? 4,
      queueTimeoutMs: config.ai?.queueTimeoutMs ?? 30_000,
    });
    await app.register(jobsPlugin, { config });

    await app.register(apiRoutes, {
      prefix: '/api',
      config,
      authRateLimit: opts.authRateLimit ?? { max: 20, timeWindow: 60_000 },
    });

    await app.register(spaPlugin, { root: opts.webRoot ?? defaultWebRoot });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !(path === '/api' || path.startsWith('/api/'));
      if (wantsPage && app.spaIndexAvailable) return reply.type('text/html').sendFile('index.html');
      return reply.status(404).send({ detail: 'No such endpoint', code: ErrorCode.notFound });
    });
  },
  { name: 'tailor' },
);
