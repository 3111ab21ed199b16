import fp from 'fastify-plugin';
import Stripe from 'stripe';
import { ErrorCode } from '@tailor/contract';
import { AppError } from '../../errors.ts';
import type { UserRow } from './auth.ts';

/** Seconds a signed webhook stays acceptable: Stripe's own default, against replays of old deliveries. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeOptions {
  secretKey: string | undefined;
  webhookSecret: string | undefined;
  /** Tests point the SDK at a local server. */
  apiBase: string | undefined;
  billingPortalUrl: string | undefined;
  publicUrl: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    stripe: {
      /** Verifies the Stripe-Signature of the raw body (HMAC with STRIPE_WEBHOOK_SECRET, timestamp tolerance). */
      verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event;
      /** Where the user manages billing: a customer-portal session, else BILLING_PORTAL_URL. */
      portalUrl(user: UserRow): Promise<string>;
      /** Cancels these subscriptions now (account deletion); without STRIPE_SECRET_KEY, refuses with 409. */
      cancelSubscriptions(ids: string[]): Promise<void>;
    };
  }
}

function clientConfig(apiBase: string | undefined): Stripe.StripeConfig {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 10_000, telemetry: false };
  if (!apiBase) return config;
  const url = new URL(apiBase);
  return {
    ...config,
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

export default fp<StripeOptions>(
  async (app, opts) => {
    const client = opts.secretKey ? new Stripe(opts.secretKey, clientConfig(opts.apiBase)) : undefined;

    app.decorate('stripe', {
      verifyWebhook(rawBody: Buffer, signature: string | undefined) {
        if (!opts.webhookSecret) {
          throw new AppError(
            ErrorCode.featureDisabled,
            400,
            'Stripe webhooks are not configured on this server',
          );
        }
        if (!signature)
          throw new AppError(ErrorCode.webhookSignatureInvalid, 400, 'Missing Stripe-Signature header');
        const notAnEvent = () =>
          new AppError(ErrorCode.validation, 400, 'Webhook body is not a Stripe event');
        let event: Stripe.Event;
        try {
          event = Stripe.webhooks.constructEvent(
            rawBody,
            signature,
            opts.webhookSecret,
            WEBHOOK_TOLERANCE_SECONDS,
          );
        } catch (err) {
          if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
            throw new AppError(ErrorCode.webhookSignatureInvalid, 400, 'Invalid Stripe signature');
          }
          throw notAnEvent();
        }
        // Signed JSON is not necessarily an event (and the SDK only parses it).
        const e = event as Partial<Stripe.Event> | null;
        if (
          typeof e !== 'object' ||
          e === null ||
          typeof e.id !== 'string' ||
          typeof e.type !== 'string' ||
          typeof e.created !== 'number' ||
          typeof e.data?.object !== 'object'
        ) {
          throw notAnEvent();
        }
        return event;
      },
      async portalUrl(user: UserRow) {
        const customer = client ? await app.billing.findCustomerId(user.id) : undefined;
        if (client && customer) {
          try {
            const session = await client.billingPortal.sessions.create({
              customer,
              return_url: new URL('/profile', opts.publicUrl).toString(),
            });
            return session.url;
          } catch (err) {
            const e = err as { type?: string; message?: string };
            app.log.warn(
              { err: { type: e.type, message: e.message } },
              'Stripe customer portal session failed',
            );
            throw new AppError(
              ErrorCode.internal,
              502,
              'The billing provider could not be reached. Please try again.',
            );
          }
        }
        if (opts.billingPortalUrl) return opts.billingPortalUrl;
        if (client)
          throw new AppError(ErrorCode.notFound, 404, 'No billing account yet: choose a plan first');
        throw new AppError(ErrorCode.featureDisabled, 400, 'Billing is not configured on this server');
      },
      async cancelSubscriptions(ids: string[]) {
        if (ids.length === 0) return;
        if (!client) {
          throw new AppError(
            ErrorCode.forbidden,
            409,
            'Cancel your subscription in the billing portal before deleting your account',
          );
        }
        for (const id of ids) {
          try {
            await client.subscriptions.cancel(id);
          } catch (err) {
            const e = err as { code?: string; type?: string; message?: string };
            // Already gone at Stripe: nothing left to stop.
            if (e.code === 'resource_missing') continue;
            app.log.warn(
              { err: { type: e.type, code: e.code, message: e.message } },
              'Stripe subscription cancel failed',
            );
            throw new AppError(
              ErrorCode.internal,
              502,
              'The billing provider could not be reached. Please try again.',
            );
          }
        }
      },
    });
  },
  { name: 'stripe', dependencies: ['billing'] },
);
