import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decodeJwt } from 'jose';
import { deleteAccountBodySchema, messageResponseSchema, subscriptionSchema } from '@tailor/contract';
import { bearer, errors } from '../../../lib/route-schemas.ts';

// The export's shape is not in the contract (only a download reads it): defined here.
const accountExportSchema = z.object({
  exported_at: z.string(),
  user: z.object({
    id: z.string(),
    email: z.string(),
    fullname: z.string(),
    plan: z.string(),
    language: z.string(),
    has_password: z.boolean(),
    google_linked: z.boolean(),
    created_at: z.string(),
    last_login_at: z.string().nullable(),
  }),
  resumes: z.array(
    z.object({
      uuid: z.string(),
      title: z.string(),
      filename: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
      resume_data: z.unknown(),
      original: z.object({ content_type: z.string(), size_bytes: z.number(), sha256: z.string() }).nullable(),
    }),
  ),
  jobs: z.array(
    z.object({
      uuid: z.string(),
      position: z.string(),
      employer: z.string(),
      job_description: z.string(),
      gen_count: z.number(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  generations: z.array(
    z.object({
      id: z.string(),
      job_uuid: z.string(),
      resume_uuid: z.string().nullable(),
      engine: z.string(),
      language: z.string(),
      match: z.unknown(),
      tailored_resume: z.unknown(),
      cover_letter: z.unknown(),
      created_at: z.string(),
    }),
  ),
  usage: z.array(z.object({ kind: z.string(), status: z.string(), created_at: z.string() })),
  subscriptions: z.array(subscriptionSchema.extend({ stripe_subscription_id: z.string() })),
  billing_customers: z.array(z.object({ customer_id: z.string(), email: z.string().nullable() })),
});

export interface AccountRouteOptions {
  /** Per-IP limit on deletion attempts (it checks a password). */
  authRateLimit: { max: number; timeWindow: number };
}

/** My data: download all of it, or delete all of it. */
const account: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, opts) => {
  app.get(
    '/export',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Everything stored about me, as one JSON download',
        security: bearer,
        response: { 200: accountExportSchema, ...errors(401) },
      },
    },
    async (request, reply) => {
      const data = await app.account.exportData(request.user);
      reply.header(
        'content-disposition',
        `attachment; filename="tailor-export-${data.exported_at.slice(0, 10)}.json"`,
      );
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/account',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: opts.authRateLimit.max, timeWindow: opts.authRateLimit.timeWindow } },
      schema: {
        tags: ['auth'],
        summary: 'Delete my account and everything in it (password, or a sign-in in the last 10 minutes)',
        security: bearer,
        // A DELETE may come without a body (a Google-only account has no password to send).
        body: deleteAccountBodySchema.nullish(),
        response: { 200: messageResponseSchema, ...errors(400, 401, 403, 409, 429, 502) },
      },
    },
    async (request) => {
      // authenticate has verified this token; only its issue time is read here.
      const token = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
      const { iat } = decodeJwt(token);
      await app.account.deleteAccount(request.user, { password: request.body?.password, signedInAt: iat });
      return { message: 'Account deleted' };
    },
  );
};

export default account;
