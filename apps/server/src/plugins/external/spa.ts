import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built SPA on the same origin as the API. Static files are served as they are; any
 * other GET outside /api gets index.html so deep links (/applications, ...) work on reload.
 */
export default fp(
  async (app, opts: { root: string }) => {
    const index = join(opts.root, 'index.html');
    if (!existsSync(index)) {
      app.log.warn({ root: opts.root }, 'web app is not built: only the API is served');
      return;
    }
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        // Vite fingerprints everything under assets/, so those can be cached for good.
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.decorate('spaIndexAvailable', true);
  },
  { name: 'spa' },
);

declare module 'fastify' {
  interface FastifyInstance {
    spaIndexAvailable?: boolean;
  }
}
