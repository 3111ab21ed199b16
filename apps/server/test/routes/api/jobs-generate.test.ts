import { expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateResponseSchema, jobSchema } from '@tailor/contract';
import { generations } from '../../../src/db/schema.ts';
import { auth } from '../../helper.ts';
import { app, createJob, database, metrics, newUserWithResume, posting } from './jobs-setup.ts';

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
  // The resume's language comes with it: the report says what stays in it when the documents are in another.
  expect(body.generation.resume_language).toBe('en');
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
