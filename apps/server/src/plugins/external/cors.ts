import fp from 'fastify-plugin';
import cors from '@fastify/cors';

/** The product is one origin; only the Vite dev server on another port needs CORS. */
export default fp(
  async (app, opts: { enabled: boolean }) => {
    if (!opts.enabled) return;
    await app.register(cors, { origin: [/^http:\/\/(localhost|127\.0\.0\.1):5173$/], credentials: false });
  },
  { name: 'cors' },
);
