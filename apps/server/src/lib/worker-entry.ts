import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The worker threads the server starts: `dist/<name>-worker.js` once built. */
export type WorkerName = 'render' | 'parse';

/**
 * A worker's file: in `bundleDir` when given (the tests run the bundle their global setup built
 * from the current sources, instead of compiling the sources again in every thread), else beside
 * the bundle in production (dist/<name>-worker.js), else the TypeScript source run through tsx.
 */
export function workerEntry(name: WorkerName, bundleDir?: string): string {
  if (bundleDir) return join(bundleDir, `${name}-worker.js`);
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = join(here, `${name}-worker.js`);
  return existsSync(bundled) ? bundled : join(here, '..', 'workers', `${name}-from-source.mjs`);
}
