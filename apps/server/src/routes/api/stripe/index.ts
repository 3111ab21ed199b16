import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode, portalResponseSchema, subscriptionSchema } from '@tailor/contract';
import { AppError } from '../../../errors.ts';
import { bearer, errors, WEBHOOK_BODY_LIMIT } from '../../../lib/route-schemas.ts';

// Not in the contract: only Stripe reads this answer.
const webhookResponseSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'duplicate', 'ignored']),
});

const stripe: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subscription',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: 'My subscription (404 when I never had one)',
        security: bearer,
        response: { 200: subscriptionSchema, ...errors(401, 404) },
      },
    },
    async (request) => {
      const row = await app.billing.findSubscription(request.user.id);
      if (!row) throw new AppError(ErrorCode.notFound, 404, 'No subscription');
      return app.billing.toSubscription(row);
    },
  );

  app.post(
    '/portal',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: 'A link to manage my subscription, payment method and invoices',
        security: bearer,
        response: { 200: portalResponseSchema, ...errors(400, 401, 404, 502) },
      },
    },
    async (request) => ({ url: await app.stripe.portalUrl(request.user) }),
  );

  // The signature covers the exact bytes Stripe sent, so this route alone keeps the body raw.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post(
      '/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags: ['billing'],
          summary: 'Stripe events (signed): checkout, subscription changes, paid invoices',
          response: { 200: webhookResponseSchema, ...errors(400, 413) },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const event = app.stripe.verifyWebhook(body, typeof signature === 'string' ? signature : undefined);
        const outcome = await app.billing.applyEvent(event);
        request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
        return { received: true as const, outcome };
      },
    );
  });
};

export default stripe;
