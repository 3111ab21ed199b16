import { expect, test } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildTestApp, errorLogLines, expectErrorLog } from './helper.ts';

// Routes that only exist here: one that fails unexpectedly, one whose answer breaks its schema.
const faulty: FastifyPluginAsyncZod = async (app) => {
  app.get('/test-only/throws', async () => {
    throw new Error('something nobody planned for: internal-detail-xyz');
  });
  app.get(
    '/test-only/breaks-schema',
    { schema: { response: { 200: z.object({ id: z.string().uuid(), name: z.string() }) } } },
    async () => ({ id: 'not-a-uuid', name: 42, secretColumn: 'leaked-value-xyz' }) as never,
  );
};

const { app } = await buildTestApp({ extraRoutes: faulty });

test('an unexpected throw answers 500 {detail, code} without internals, and is logged as an error', async () => {
  expectErrorLog(/unexpected error/);
  const res = await app.inject({ method: 'GET', url: '/test-only/throws' });
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({ detail: 'Internal server error', code: 'internal_error' });
  expect(res.body).not.toContain('internal-detail-xyz');
  expect(errorLogLines().join('\n')).toContain('internal-detail-xyz');
});

test('an answer that breaks its response schema is a 500, never the body that broke it', async () => {
  expectErrorLog(/response did not match its schema/);
  const res = await app.inject({ method: 'GET', url: '/test-only/breaks-schema' });
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({ detail: 'Internal server error', code: 'internal_error' });
  expect(res.body).not.toContain('leaked-value-xyz');
  expect(res.body).not.toContain('not-a-uuid');
});
