import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { SERVER_TIMEOUTS, startServer } from './server.ts';
import { configOrExit } from './startup.ts';

/*
 * One machine, every core: a primary process forks one server per core (WORKERS to choose) and they
 * share the port. They share nothing else but the PostgreSQL database, like instances behind a load
 * balancer: sessions, limits, rate limits and the cache invalidations all go through it.
 */

const workerCount = (): number => {
  const given = process.env.WORKERS?.trim();
  if (!given) return availableParallelism();
  const n = Number(given);
  if (!Number.isInteger(n) || n < 1 || n > 256) {
    console.error('WORKERS must be a whole number from 1 to 256');
    process.exit(1);
  }
  return n;
};

function primary() {
  const config = configOrExit();
  if (!config.databaseUrl) {
    console.error(
      'start:cluster needs DATABASE_URL (and JWT_SECRET): the embedded database can be opened by one process only, ' +
        'so several server processes must share a PostgreSQL database. Use `npm start` for a single process on the embedded database.',
    );
    process.exit(1);
  }
  const count = workerCount();
  let stopping = false;
  const started = new Map<number, number>();
  const fork = (): Worker => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    // A worker that dies at once (bad configuration, database down) is not restarted in a tight loop.
    setTimeout(fork, lived < 5000 ? 2000 : 0);
  });
  for (let i = 0; i < count; i++) fork();
  console.log(`Tailor cluster: ${count} workers on http://${config.host}:${config.port}`);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const w of workers) w?.process.kill(signal);
    setTimeout(() => process.exit(1), config.shutdownGraceMs + SERVER_TIMEOUTS.hardStopAfterGraceMs).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

// The workers run this same file: each one is the single-process server.
if (cluster.isPrimary) primary();
else
  startServer().catch((err) => {
    console.error(err);
    process.exit(1);
  });
