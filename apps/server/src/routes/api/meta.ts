import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorCode, healthSchema, planIds, planLimits, publicConfigSchema } from '@tailor/contract';
import type { Config } from '../../config.ts';
import { errors } from '../../lib/route-schemas.ts';

/** Health and the public runtime configuration the SPA reads at start. */
const meta: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['meta'],
        summary: 'Ready once the database answers',
        response: { 200: healthSchema, ...errors(503) },
      },
    },
    async (_request, reply) => {
      try {
        await app.pingDatabase();
      } catch (err) {
        app.log.error({ err }, 'health check: database unavailable');
        return reply.status(503).send({ detail: 'Database unavailable', code: ErrorCode.internal });
      }
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['meta'],
        summary: 'Public settings: sign-in, billing and plans',
        response: { 200: publicConfigSchema },
      },
    },
    async () => ({
      google_client_id: config.google.clientId ?? null,
      stripe: {
        publishable_key: config.stripe.publishableKey ?? null,
        pricing_table_id: config.stripe.pricingTableId ?? null,
      },
      billing_portal_url: config.billingPortalUrl ?? null,
      plans: planIds.map((id) => {
        const { amounts, currency, interval } = config.prices;
        const amount = id === 'free' ? 0 : amounts.get(id);
        return {
          id,
          limits: planLimits[id],
          price: amount === undefined ? null : { amount, currency, interval },
        };
      }),
      ai_engine: config.ai ? ('llm' as const) : ('offline' as const),
    }),
  );
};

export default meta;
