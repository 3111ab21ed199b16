import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { googleLoginBodySchema, loginResponseSchema } from '@tailor/contract';
import { errors, PUBLIC_BODY_LIMIT } from '../../../lib/route-schemas.ts';

export interface GoogleRouteOptions {
  /** Per-IP limit, the same as password sign-in. */
  authRateLimit: { max: number; timeWindow: number };
}

const google: FastifyPluginAsyncZod<GoogleRouteOptions> = async (app, opts) => {
  app.post(
    '/google-login',
    {
      bodyLimit: PUBLIC_BODY_LIMIT,
      config: { rateLimit: { max: opts.authRateLimit.max, timeWindow: opts.authRateLimit.timeWindow } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token; the first sign-in creates the account',
        description: 'email and name in the body are ignored: identity comes from the verified token only.',
        body: googleLoginBodySchema,
        response: { 200: loginResponseSchema, ...errors(400, 401, 413, 429, 502) },
      },
    },
    async (request) => app.users.sessionFor(await app.google.signIn(request.body.token_id)),
  );
};

export default google;
