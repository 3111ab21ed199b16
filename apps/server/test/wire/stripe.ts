import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const TEST_WEBHOOK_SECRET = 'whsec_test_0123456789abcdef0123456789abcdef';
export const PRICE_PRO = 'price_test_pro_monthly';
export const PRICE_PREMIUM = 'price_test_premium_yearly';
export const TEST_PRICE_PLANS = `${PRICE_PRO}:pro,${PRICE_PREMIUM}:premium`;

const rid = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
export const newCustomerId = () => rid('cus');
export const newSubscriptionId = () => rid('sub');
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface TestEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  data: { object: Record<string, unknown> };
}

export function event(type: string, object: Record<string, unknown>, created = nowSeconds()): TestEvent {
  return {
    id: rid('evt'),
    object: 'event',
    type,
    created,
    api_version: '2026-10-28.endive',
    livemode: false,
    data: { object },
  };
}

/** The body and Stripe-Signature header Stripe would send (signed like Stripe does, by the SDK's helper). */
export function signed(payload: unknown, options: { secret?: string; timestamp?: number } = {}) {
  const body = JSON.stringify(payload);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return { body, header };
}

export function checkoutCompleted(input: {
  customer: string;
  subscription?: string;
  clientReferenceId?: string;
  email?: string;
}) {
  return {
    id: rid('cs_test'),
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    customer: input.customer,
    subscription: input.subscription ?? null,
    client_reference_id: input.clientReferenceId ?? null,
    customer_email: null,
    customer_details: { email: input.email ?? null, name: null },
  };
}

/** A subscription as the current API version shapes it: billing periods on the items. */
export function subscription(input: {
  id: string;
  customer: string;
  price?: string;
  status?: string;
  unitAmount?: number;
  currency?: string;
  interval?: 'month' | 'year';
  periodStart?: number;
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
}) {
  const start = input.periodStart ?? nowSeconds() - 86400;
  const end = input.periodEnd ?? start + 30 * 86400;
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customer,
    status: input.status ?? 'active',
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    cancel_at: input.cancelAtPeriodEnd ? end : null,
    currency: input.currency ?? 'usd',
    items: {
      object: 'list',
      data: [
        {
          id: rid('si'),
          object: 'subscription_item',
          quantity: 1,
          current_period_start: start,
          current_period_end: end,
          price: {
            id: input.price ?? PRICE_PRO,
            object: 'price',
            currency: input.currency ?? 'usd',
            unit_amount: input.unitAmount ?? 1200,
            recurring: { interval: input.interval ?? 'month', interval_count: 1 },
          },
        },
      ],
    },
  };
}

export function invoicePaid(input: {
  subscription: string;
  customer: string;
  price?: string;
  periodStart: number;
  periodEnd: number;
  amount?: number;
}) {
  return {
    id: rid('in'),
    object: 'invoice',
    customer: input.customer,
    currency: 'usd',
    status: 'paid',
    amount_paid: input.amount ?? 1200,
    parent: { type: 'subscription_details', subscription_details: { subscription: input.subscription } },
    lines: {
      object: 'list',
      data: [
        {
          id: rid('il'),
          object: 'line_item',
          amount: input.amount ?? 1200,
          period: { start: input.periodStart, end: input.periodEnd },
          pricing: {
            type: 'price_details',
            price_details: { price: input.price ?? PRICE_PRO, product: 'prod_test' },
          },
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: { proration: false, subscription: input.subscription },
          },
        },
      ],
    },
  };
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** A local stand-in for api.stripe.com: customer-portal sessions and subscription cancels, or failures on demand. */
export async function startFakeStripeApi() {
  const requests: RecordedRequest[] = [];
  let failure: { status: number; body: unknown } | undefined;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        form,
      });
      res.setHeader('content-type', 'application/json');
      if (failure) {
        res.writeHead(failure.status).end(JSON.stringify(failure.body));
        return;
      }
      if (req.method === 'POST' && req.url === '/v1/billing_portal/sessions') {
        const id = rid('bps');
        res.writeHead(200).end(
          JSON.stringify({
            id,
            object: 'billing_portal.session',
            customer: form.get('customer'),
            return_url: form.get('return_url'),
            url: `https://billing.stripe.com/p/session/test_${id}`,
          }),
        );
        return;
      }
      const cancel = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(req.url ?? '');
      if (req.method === 'DELETE' && cancel) {
        res.writeHead(200).end(JSON.stringify({ id: cancel[1], object: 'subscription', status: 'canceled' }));
        return;
      }
      res
        .writeHead(404)
        .end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failWith(status: number, body: unknown) {
      failure = { status, body };
    },
    recover() {
      failure = undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
