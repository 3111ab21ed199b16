import { join } from 'node:path';

/**
 * The tests that start the real server or CLI as a process run the bundle the global setup builds
 * once per run from the current sources (`node build.mjs`, as `npm run build` does), not a fresh
 * tsx compile of the sources per process: the bundle also starts an empty DATA_DIR from the
 * prepared database instead of running initdb, as the shipped server does.
 */
export const serverDir = join(import.meta.dirname, '..');

/** Where the bundle is: also the worker threads' files (render-worker.js, parse-worker.js). */
export const builtDir = join(serverDir, 'dist');

/** The built entry point `dist/<name>.js` (server, cluster, cli). */
export const builtEntry = (name: 'server' | 'cluster' | 'cli') => join(builtDir, `${name}.js`);
