import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import app, { type AppOptions } from './app.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { loggerOptions } from './lib/logging.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/app/error-handler.ts';
import { configOrExit, migratedDatabaseOrExit } from './startup.ts';

/**
 * Time limits of the HTTP server, in milliseconds.
 * - requestTimeout: the whole request (headers and body) must arrive within it, so a client
 *   trickling a 5 MB upload cannot hold a connection for ever.
 * - connectionTimeout: a socket with no traffic either way for this long is closed. It must outlast
 *   the slowest answer, a generation waiting in the model's line (AI_QUEUE_TIMEOUT_MS, 30 s by
 *   default) and then calling it (AI_TIMEOUT_MS, 60 s).
 * - keepAliveTimeout: an idle kept-alive connection stays open this long; longer than the 60 s idle
 *   timeout of common load balancers, so they never reuse a connection the server just closed.
 * - hardStopAfterGraceMs: on SIGTERM/SIGINT, requests in flight get SHUTDOWN_GRACE_MS (25 s by
 *   default, config.shutdownGraceMs) to finish; past that grace, a process whose main thread is
 *   stuck is killed this much later (SIGKILL), so a shutdown always ends.
 */
export const SERVER_TIMEOUTS = {
  requestTimeout: 60_000,
  connectionTimeout: 120_000,
  keepAliveTimeout: 72_000,
  hardStopAfterGraceMs: 5_000,
} as const;

/** A resume title is a path segment: 200 characters, each up to 4 UTF-8 bytes percent-encoded. */
const MAX_PARAM_LENGTH = 200 * 12;

export interface ServerOptions extends AppOptions {
  /** Defaults to the product's logger (LOG_LEVEL, credentials redacted); tests give their own. */
  logger?: FastifyServerOptions['logger'];
}

/** The Fastify instance settings: logger, request ids, limits, timeouts, proxies. */
function instanceOptions(config: Config, logger: FastifyServerOptions['logger']): FastifyServerOptions {
  return {
    logger,
    // Our own id for every request: one a client sent could pose as another request in the logs.
    genReqId: () => randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
    requestTimeout: SERVER_TIMEOUTS.requestTimeout,
    connectionTimeout: SERVER_TIMEOUTS.connectionTimeout,
    keepAliveTimeout: SERVER_TIMEOUTS.keepAliveTimeout,
    // Closing ends idle connections at once and lets requests in flight finish.
    forceCloseConnections: 'idle',
    // A hop count trusts that many proxies in front of us (fastify's types take it as a function).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
  };
}

/** The server instance with the product registered, ready to listen (or to be injected into, in tests). */
export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const { logger, ...appOptions } = opts;
  const server = Fastify(
    instanceOptions(opts.config, logger ?? loggerOptions(opts.config)),
  ).withTypeProvider<ZodTypeProvider>();
  await server.register(app, appOptions);
  return server;
}

/**
 * The last resort of a shutdown: a thread of its own ends the process after `ms`, even when the
 * main thread is stuck in something synchronous (the embedded database closing over a data
 * directory that disappeared) and no timer of its own can fire. Unref'd: it keeps nothing alive.
 */
function hardDeadline(ms: number) {
  const watchdog = new Worker(`setTimeout(() => process.kill(${process.pid}, 'SIGKILL'), ${ms});`, {
    eval: true,
    // Loads nothing of the process's own (no loaders, no preloads): a timer and a signal only.
    execArgv: [],
    stdout: false,
    stderr: false,
  });
  watchdog.unref();
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish, close the
 * database, exit 0. Past `graceMs` (SHUTDOWN_GRACE_MS), or on an error while closing, exit 1.
 */
function closeOnSignals(server: FastifyInstance, database: Database, graceMs: number) {
  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down: finishing the requests in flight');
    setTimeout(() => {
      server.log.error('requests still running after the grace period: exiting');
      process.exit(1);
    }, graceMs).unref();
    hardDeadline(graceMs + SERVER_TIMEOUTS.hardStopAfterGraceMs);
    try {
      await server.close();
      await database.close();
      server.log.info('stopped');
      process.exit(0);
    } catch (err) {
      server.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}

/** One server process: configuration, database (migrated), HTTP; closes cleanly on a signal. */
export async function startServer(): Promise<void> {
  const config = configOrExit();
  const database = await migratedDatabaseOrExit(config);
  const server = await buildServer({ config, database });
  closeOnSignals(server, database, config.shutdownGraceMs);
  await server.listen({ port: config.port, host: config.host });
  server.log.info(
    {
      database: database.kind,
      ai: config.ai ? 'llm' : 'offline',
      mail: config.mail.smtpUrl ? 'smtp' : 'log',
    },
    `Tailor is ready on ${server.listeningOrigin}`,
  );
}
