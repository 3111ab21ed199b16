import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { generations } from '../../../src/db/schema.ts';
import { auth, buildTestApp } from '../../helper.ts';
import { createJob, database, metrics, newUserWithResume, posting } from './jobs-setup.ts';

// The LLM engine against a local OpenAI-compatible server that fails in the ways real ones do.
function startFailingProvider(mode: 'error' | 'hang'): Promise<Server> {
  const server = createServer((req, res) => {
    req.resume();
    if (mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'upstream exploded' } }));
    }
    // 'hang': never answers; the engine's timeout must fire.
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test('a failing AI provider is a 502, a silent one a 504, and neither consumes a generation', async () => {
  for (const [mode, status, code, timeout] of [
    ['error', 502, 'ai_provider_failed', '10000'],
    ['hang', 504, 'ai_provider_timeout', '500'],
  ] as const) {
    const provider = await startFailingProvider(mode);
    afterAll(
      () =>
        new Promise<void>((r) => {
          provider.closeAllConnections();
          provider.close(() => r());
        }),
    );
    const { app: llmApp } = await buildTestApp({
      database,
      env: {
        AI_BASE_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`,
        AI_MODEL: 'local-test-model',
        AI_TIMEOUT_MS: timeout,
      },
    });
    const { token, resumeId } = await newUserWithResume(llmApp);
    const job = (await createJob(token, posting, llmApp)).json();
    const res = await llmApp.inject({
      method: 'POST',
      url: `/api/jobs/generate/${job.uuid}/${resumeId}`,
      headers: auth(token),
    });
    expect(res.statusCode, mode).toBe(status);
    expect(res.json().code).toBe(code);
    expect((await metrics(token, llmApp)).consumed_generations).toBe(0);
    const listed = (await llmApp.inject({ method: 'GET', url: '/api/jobs/', headers: auth(token) })).json();
    expect(listed[0].gen_count).toBe(0);
  }
});

test('with a model configured, generation runs the LLM engine and keeps only what the resume supports', async () => {
  const letter = [
    'I am applying for the Senior Backend Engineer role at Acme Logistics, bringing TypeScript and Go experience from Northwind Payments.',
    'At Northwind Payments I cut checkout latency by 40% by moving fraud checks to an async queue, and led the migration of 12 services from Heroku to Kubernetes.',
    'At Google I scaled the checkout platform to 500 million users.',
    'Before that, at Globex, I built the invoicing API used by 3,000 merchants.',
    'I would be glad to discuss how I could help Acme Logistics. Thank you for your time.',
  ];
  const received: Array<{ model: string; authorization?: string }> = [];
  const provider = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      received.push({ model: body.model, authorization: req.headers.authorization });
      const content = JSON.stringify({
        summary:
          'Backend engineer at Northwind Payments and Globex building reliable payment systems in TypeScript and Go.',
        edits: [],
        coverLetter: { paragraphs: letter },
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', () => r()));
  afterAll(() => new Promise<void>((r) => provider.close(() => r())));
  const { app: llmApp } = await buildTestApp({
    database,
    env: {
      AI_BASE_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`,
      AI_MODEL: 'local-test-model',
      AI_API_KEY: 'sk-local',
    },
  });
  const { token, resumeId, user } = await newUserWithResume(llmApp);
  const job = (await createJob(token, posting, llmApp)).json();
  const res = await llmApp.inject({
    method: 'POST',
    url: `/api/jobs/generate/${job.uuid}/${resumeId}`,
    headers: auth(token),
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().generation.engine).toBe('llm');
  expect(received[0]).toEqual({ model: 'local-test-model', authorization: 'Bearer sk-local' });

  const [stored] = await database.db.select().from(generations).where(eq(generations.userId, user.id));
  const paragraphs = (stored!.coverLetter as { paragraphs: string[] }).paragraphs.join('\n');
  expect(paragraphs).toContain('cut checkout latency by 40%');
  expect(paragraphs).not.toMatch(/Google|500 million/);
  const { reverted } = stored!.provenance as { reverted: Array<{ path: string; reason: string }> };
  expect(reverted.length).toBeGreaterThan(0);
  expect(reverted.some((r) => r.path.startsWith('coverLetter'))).toBe(true);
  expect((await metrics(token, llmApp)).consumed_generations).toBe(1);
  const cover = await llmApp.inject({
    method: 'GET',
    url: `/api/jobs/download/cover/${job.uuid}`,
    headers: auth(token),
  });
  expect(cover.statusCode).toBe(200);
});
