import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auth, buildTestApp, signUpAndLogin } from '../../helper.ts';
import { multipart, resumePdf } from '../../fixtures/documents.ts';
import { startJwksServer, TEST_GOOGLE_CLIENT_ID } from '../../wire/google.ts';
import {
  checkoutCompleted,
  event,
  newCustomerId,
  newSubscriptionId,
  signed,
  startFakeStripeApi,
  subscription,
  TEST_PRICE_PLANS,
  TEST_WEBHOOK_SECRET,
} from '../../wire/stripe.ts';

/* What the account tests share: the app with billing and Google wired to fakes, and a user who has something in every table. */

export const stripeApi = await startFakeStripeApi();
export const jwks = await startJwksServer();
afterAll(async () => {
  await stripeApi.close();
  await jwks.close();
});
export const { app, database, dataDir } = await buildTestApp({
  env: {
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_PRICE_PLANS: TEST_PRICE_PLANS,
    STRIPE_SECRET_KEY: 'sk_test_local_fake_key',
    STRIPE_API_BASE: stripeApi.url,
    GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: jwks.url,
  },
});
export const pdfBytes = await resumePdf();

export const posting = {
  position: 'Data Engineer',
  employer: 'Northwind Analytics',
  job_description:
    'Build batch and streaming pipelines in Python and SQL on PostgreSQL; own data quality and mentor juniors.',
};

async function deliver(target: FastifyInstance, payload: unknown) {
  const { body, header } = signed(payload);
  const res = await target.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A user with something in every table: resume and file, job, generation, usage, reset code, subscription. */
export async function populatedUser(target: FastifyInstance = app) {
  const session = await signUpAndLogin(target, { fullname: 'Camille Durand' });
  const { payload, headers } = multipart(pdfBytes, 'camille.pdf');
  const upload = await target.inject({
    method: 'POST',
    url: '/api/resumes/Main',
    payload,
    headers: { ...headers, ...auth(session.token) },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const resumeId = upload.json().uuid as string;
  const job = await target.inject({
    method: 'POST',
    url: '/api/jobs/',
    headers: auth(session.token),
    payload: posting,
  });
  expect(job.statusCode, job.body).toBe(201);
  const jobId = job.json().uuid as string;
  const gen = await target.inject({
    method: 'POST',
    url: `/api/jobs/generate/${jobId}/${resumeId}`,
    headers: auth(session.token),
  });
  expect(gen.statusCode, gen.body).toBeLessThan(300);
  const reset = await target.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: session.user.email },
    remoteAddress: `10.7.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
  });
  expect(reset.statusCode).toBe(200);
  const customer = newCustomerId();
  const sub = newSubscriptionId();
  await deliver(
    target,
    event(
      'checkout.session.completed',
      checkoutCompleted({ customer, clientReferenceId: session.user.id, email: session.user.email }),
    ),
  );
  await deliver(target, event('customer.subscription.created', subscription({ id: sub, customer })));
  return { ...session, resumeId, jobId, customer, sub };
}

/** Every row of every table in the database whose text mentions one of these values. */
export async function rowsMentioning(values: string[]) {
  // Both drivers (PGlite, node-postgres) answer raw queries as { rows }.
  const query = async <T>(q: Parameters<typeof database.db.execute>[0]) =>
    ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const tables = await query<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  expect(tables.length).toBeGreaterThanOrEqual(11);
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = await query<{ row: string }>(
      sql.raw(`select row_to_json(t)::text as row from "${table}" t`),
    );
    for (const { row } of rows) {
      if (values.some((v) => row.toLowerCase().includes(v.toLowerCase())))
        found.push(`${table}: ${row.slice(0, 200)}`);
    }
  }
  return found;
}

export const outboxFor = (email: string, dir = dataDir) => {
  const outbox = join(dir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox).filter((f) => readFileSync(join(outbox, f), 'utf8').includes(email));
};

export const deleteAccount = (token: string, body?: object) =>
  app.inject({
    method: 'DELETE',
    url: '/api/auth/account',
    headers: auth(token),
    ...(body ? { payload: body } : {}),
  });
