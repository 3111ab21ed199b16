import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, test } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { generateResponseSchema, jobSchema } from '@tailor/contract';
import { generations, jobs, subscriptions, usageEvents, users } from '../../../src/db/schema.ts';
import { auth, buildTestApp, signUpAndLogin } from '../../helper.ts';
import { multipart, resumePdf } from '../../fixtures/documents.ts';

const { app, database } = await buildTestApp();
const pdfBytes = await resumePdf();

const posting = {
  position: 'Senior Backend Engineer',
  employer: 'Acme Logistics',
  job_description:
    'We are hiring a Senior Backend Engineer to build our payments platform in TypeScript and Go on Kubernetes. ' +
    'You will own services end to end, improve latency, and mentor engineers. Experience with PostgreSQL and queues is a plus.',
};

async function newUserWithResume(target = app) {
  const session = await signUpAndLogin(target);
  const { payload, headers } = multipart(pdfBytes, 'camille.pdf');
  const res = await target.inject({
    method: 'POST',
    url: '/api/resumes/Main',
    payload,
    headers: { ...headers, ...auth(session.token) },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { ...session, resumeId: res.json().uuid as string };
}

const createJob = (token: string, body: object = posting, target = app) =>
  target.inject({ method: 'POST', url: '/api/jobs/', headers: auth(token), payload: body });
const metrics = async (token: string, target = app) =>
  (await target.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(token) })).json();

test('create, list, edit and delete an application', async () => {
  const { token, user } = await signUpAndLogin(app);
  const created = await createJob(token, { ...posting, email: 'someone-else@example.com' });
  expect(created.statusCode).toBe(201);
  const job = jobSchema.parse(created.json());
  expect(job).toMatchObject({ ...posting, gen_count: 0, email: user.email });
  expect((await metrics(token)).applications_count).toBe(1);

  const second = jobSchema.parse((await createJob(token, { ...posting, position: 'Staff Engineer' })).json());
  const list = (await app.inject({ method: 'GET', url: '/api/jobs/', headers: auth(token) })).json();
  expect(list.map((j: { uuid: string }) => j.uuid)).toEqual([second.uuid, job.uuid]);

  const edit = await app.inject({
    method: 'PUT',
    url: '/api/jobs',
    headers: auth(token),
    payload: {
      uuid: job.uuid,
      position: 'Principal Engineer',
      employer: 'Acme',
      job_description: posting.job_description,
    },
  });
  expect(edit.statusCode).toBe(200);
  expect(edit.json()).toMatchObject({ uuid: job.uuid, position: 'Principal Engineer', employer: 'Acme' });
  expect(Date.parse(edit.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(job.updated_at));
  const relisted = (await app.inject({ method: 'GET', url: '/api/jobs/', headers: auth(token) })).json();
  expect(relisted[0].uuid).toBe(job.uuid);

  const del = await app.inject({ method: 'DELETE', url: `/api/jobs/${job.uuid}`, headers: auth(token) });
  expect(del.statusCode).toBe(204);
  expect((await metrics(token)).applications_count).toBe(1);
});

test('application fields are validated with the texts the screens show', async () => {
  const { token } = await signUpAndLogin(app);
  const cases: Array<[object, string]> = [
    [{ ...posting, position: '   ' }, 'Position field is required'],
    [{ ...posting, employer: '' }, 'Employer field is required'],
    [
      { ...posting, job_description: 'too short' },
      'Please enter a valid job description (min 10 characters)',
    ],
    [{ employer: 'A', job_description: posting.job_description }, 'Position field is required'],
  ];
  for (const [body, detail] of cases) {
    const res = await createJob(token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail, code: 'validation_error' });
  }
  const job = (await createJob(token)).json();
  const badEdit = await app.inject({
    method: 'PUT',
    url: '/api/jobs',
    headers: auth(token),
    payload: { ...posting, uuid: job.uuid, employer: ' ' },
  });
  expect(badEdit.json()).toEqual({ detail: 'Employer field is required', code: 'validation_error' });
  expect((await metrics(token)).applications_count).toBe(1);
});

test("another user's applications do not exist for me", async () => {
  const owner = await newUserWithResume();
  const intruder = await newUserWithResume();
  const job = (await createJob(owner.token)).json();
  const calls = [
    app.inject({
      method: 'PUT',
      url: '/api/jobs',
      headers: auth(intruder.token),
      payload: { ...posting, uuid: job.uuid },
    }),
    app.inject({ method: 'DELETE', url: `/api/jobs/${job.uuid}`, headers: auth(intruder.token) }),
    app.inject({
      method: 'POST',
      url: `/api/jobs/generate/${job.uuid}/${intruder.resumeId}`,
      headers: auth(intruder.token),
    }),
    app.inject({ method: 'GET', url: `/api/jobs/download/cv/${job.uuid}`, headers: auth(intruder.token) }),
    app.inject({ method: 'GET', url: `/api/jobs/download/cover/${job.uuid}`, headers: auth(intruder.token) }),
  ];
  for (const res of await Promise.all(calls)) {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Application not found', code: 'not_found' });
  }
  // My job with someone else's resume: the resume does not exist for me.
  const mine = (await createJob(intruder.token)).json();
  const res = await app.inject({
    method: 'POST',
    url: `/api/jobs/generate/${mine.uuid}/${owner.resumeId}`,
    headers: auth(intruder.token),
  });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ detail: 'Resume not found', code: 'not_found' });
  expect(
    (await app.inject({ method: 'GET', url: '/api/jobs/', headers: auth(intruder.token) })).json(),
  ).toHaveLength(1);
  expect((await metrics(intruder.token)).consumed_generations).toBe(0);
});

test('the applications limit counts what is held; deleting frees a slot', async () => {
  const { token } = await signUpAndLogin(app);
  const ids: string[] = [];
  for (let i = 0; i < 10; i++)
    ids.push((await createJob(token, { ...posting, position: `Role ${i}` })).json().uuid);
  const refused = await createJob(token);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({
    detail: 'You have reached your applications limit. Consider deleting old applications to free up space.',
    code: 'applications_limit_reached',
  });
  await app.inject({ method: 'DELETE', url: `/api/jobs/${ids[0]}`, headers: auth(token) });
  expect((await createJob(token)).statusCode).toBe(201);
  expect((await metrics(token)).applications_count).toBe(10);
});

test('generate writes the documents, counts one generation and bumps gen_count', async () => {
  const { token, resumeId } = await newUserWithResume();
  const job = (await createJob(token)).json();

  const before = await app.inject({
    method: 'GET',
    url: `/api/jobs/download/cv/${job.uuid}`,
    headers: auth(token),
  });
  expect(before.statusCode).toBe(404);
  expect(before.json()).toEqual({
    detail: 'No documents yet for this application: generate them first.',
    code: 'no_generation',
  });

  const res = await app.inject({
    method: 'POST',
    url: `/api/jobs/generate/${job.uuid}/${resumeId}`,
    headers: auth(token),
  });
  expect(res.statusCode).toBe(200);
  const body = generateResponseSchema.parse(res.json());
  expect(body).toMatchObject({ uuid: job.uuid, gen_count: 1, position: posting.position });
  expect(body.generation.engine).toBe('offline');
  expect(body.generation.language).toBe('en');
  expect(body.generation.match.after).toBeGreaterThanOrEqual(body.generation.match.before);
  expect(body.generation.match.matched.map((k) => k.toLowerCase())).toEqual(
    expect.arrayContaining(['typescript']),
  );
  expect((await metrics(token)).consumed_generations).toBe(1);

  const today = new Date().toISOString().slice(0, 10);
  const cv = await app.inject({
    method: 'GET',
    url: `/api/jobs/download/cv/${job.uuid}`,
    headers: auth(token),
  });
  expect(cv.statusCode).toBe(200);
  expect(cv.headers['content-type']).toBe('application/pdf');
  expect(cv.headers['content-disposition']).toContain(`filename="cv_senior_backend_engin_${today}.pdf"`);
  expect(cv.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

  const cover = await app.inject({
    method: 'GET',
    url: `/api/jobs/download/cover/${job.uuid}`,
    headers: auth(token),
  });
  expect(cover.statusCode).toBe(200);
  expect(cover.headers['content-disposition']).toContain(
    `filename="cover_letter_senior_backend_engin_${today}.pdf"`,
  );

  const modern = await app.inject({
    method: 'GET',
    url: `/api/jobs/download/cv/${job.uuid}?template=modern&paper=us-letter`,
    headers: auth(token),
  });
  expect(modern.statusCode).toBe(200);
  expect(Buffer.compare(modern.rawPayload, cv.rawPayload)).not.toBe(0);

  const listed = (await app.inject({ method: 'GET', url: '/api/jobs/', headers: auth(token) })).json();
  expect(listed[0].gen_count).toBe(1);
});

test('the match report lists each requirement with its evidence and comes back with the job after a reload', async () => {
  const { token, resumeId } = await newUserWithResume();
  const job = jobSchema.parse((await createJob(token)).json());
  expect(job.generation).toBeNull();

  const body = generateResponseSchema.parse(
    (
      await app.inject({
        method: 'POST',
        url: `/api/jobs/generate/${job.uuid}/${resumeId}`,
        headers: auth(token),
      })
    ).json(),
  );
  const { requirements, fit } = body.generation.match;
  expect(['good', 'partial', 'low']).toContain(fit);
  expect(requirements.length).toBeGreaterThan(0);
  for (const r of requirements) {
    expect(['must', 'nice']).toContain(r.importance);
    if (r.evidence) expect(r.evidence.path).toMatch(/^\/[a-z]+\/\d+|^\/basics\//);
  }
  // "PostgreSQL ... is a plus": preferred, not required; the title and employer are never requirements.
  const postgres = requirements.find((r) => /^PostgreSQL\b/.test(r.text));
  expect(postgres?.importance).toBe('nice');
  expect(postgres?.text).not.toMatch(/plus/);
  expect(requirements.some((r) => /acme|senior backend engineer/i.test(r.text))).toBe(false);

  // A reload (the list) answers the same report with the job.
  const listed = (await app.inject({ method: 'GET', url: '/api/jobs/', headers: auth(token) })).json();
  const again = jobSchema.parse(listed.find((j: { uuid: string }) => j.uuid === job.uuid));
  expect(again.generation).toEqual(body.generation);
  // Editing the job keeps its report too.
  const edited = (
    await app.inject({
      method: 'PUT',
      url: '/api/jobs',
      headers: auth(token),
      payload: { uuid: job.uuid, ...posting, position: 'Backend Engineer' },
    })
  ).json();
  expect(jobSchema.parse(edited).generation?.id).toBe(body.generation.id);

  // A newer generation replaces it in the list; a report stored before requirements were read still answers.
  const [stored] = await database.db.select().from(generations).where(eq(generations.id, body.generation.id));
  const newer = new Date(stored!.createdAt.getTime() + 1000);
  await database.db.insert(generations).values({
    ...stored!,
    id: undefined,
    createdAt: newer,
    match: { before: 5, after: 20, matched: [], missing: ['Go'] },
  });
  const relisted = (await app.inject({ method: 'GET', url: '/api/jobs/', headers: auth(token) })).json();
  const latest = jobSchema.parse(relisted.find((j: { uuid: string }) => j.uuid === job.uuid));
  expect(latest.generation?.id).not.toBe(body.generation.id);
  expect(latest.generation?.match).toEqual({
    before: 5,
    after: 20,
    matched: [],
    missing: ['Go'],
    requirements: [],
    fit: 'low',
  });
});

test('the monthly generations limit holds, and parallel calls cannot overspend', async () => {
  const { token, resumeId, user } = await newUserWithResume();
  const job = (await createJob(token)).json();
  const generate = () =>
    app.inject({ method: 'POST', url: `/api/jobs/generate/${job.uuid}/${resumeId}`, headers: auth(token) });

  expect((await generate()).statusCode).toBe(200);
  const raced = await Promise.all([generate(), generate(), generate()]);
  expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 403, 403]);
  const refused = raced.find((r) => r.statusCode === 403)!;
  expect(refused.json()).toEqual({
    detail:
      'You have reached your monthly generations limit. This will reset at the beginning of next month.',
    code: 'generations_limit_reached',
  });
  expect((await metrics(token)).consumed_generations).toBe(2);
  const [row] = await database.db
    .select({ n: count() })
    .from(generations)
    .where(eq(generations.userId, user.id));
  expect(row!.n).toBe(2);

  // Last month's generations do not count this month.
  await database.db
    .update(usageEvents)
    .set({
      createdAt: new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1) - 86_400_000),
    })
    .where(and(eq(usageEvents.userId, user.id), eq(usageEvents.kind, 'generation')));
  expect((await metrics(token)).consumed_generations).toBe(0);
  expect((await generate()).statusCode).toBe(200);
});

test('paid plans count generations since the billing period started', async () => {
  const { token, resumeId, user } = await newUserWithResume();
  const periodStart = new Date(Date.now() - 2 * 86_400_000);
  await database.db.update(users).set({ plan: 'pro' }).where(eq(users.id, user.id));
  await database.db.insert(subscriptions).values({
    stripeSubscriptionId: `sub_${user.id}`,
    stripeCustomerId: `cus_${user.id}`,
    userId: user.id,
    plan: 'pro',
    status: 'active',
    amount: 1900,
    currentPeriodStart: periodStart,
    currentPeriodEnd: new Date(periodStart.getTime() + 30 * 86_400_000),
  });
  // One generation before the period began, one inside it.
  await database.db.insert(usageEvents).values([
    { userId: user.id, kind: 'generation', createdAt: new Date(periodStart.getTime() - 3_600_000) },
    { userId: user.id, kind: 'generation', createdAt: new Date(periodStart.getTime() + 3_600_000) },
  ]);
  const m = await metrics(token);
  expect(m).toMatchObject({
    consumed_generations: 1,
    generation_limit: 40,
    applications_limit: 200,
    resumes_limit: 25,
  });
  const job = (await createJob(token)).json();
  expect(
    (
      await app.inject({
        method: 'POST',
        url: `/api/jobs/generate/${job.uuid}/${resumeId}`,
        headers: auth(token),
      })
    ).statusCode,
  ).toBe(200);
  expect((await metrics(token)).consumed_generations).toBe(2);
});

test('deleting an application removes its documents but not the generations used', async () => {
  const { token, resumeId, user } = await newUserWithResume();
  const job = (await createJob(token)).json();
  await app.inject({
    method: 'POST',
    url: `/api/jobs/generate/${job.uuid}/${resumeId}`,
    headers: auth(token),
  });
  await app.inject({ method: 'DELETE', url: `/api/jobs/${job.uuid}`, headers: auth(token) });
  const [left] = await database.db
    .select({ n: count() })
    .from(generations)
    .where(eq(generations.userId, user.id));
  expect(left!.n).toBe(0);
  expect(await database.db.select().from(jobs).where(eq(jobs.userId, user.id))).toEqual([]);
  expect((await metrics(token)).consumed_generations).toBe(1);
});

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
