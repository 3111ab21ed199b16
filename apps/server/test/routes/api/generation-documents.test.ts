import mammoth from 'mammoth';
import { expect, test } from 'vitest';
import { generationDetailSchema } from '@tailor/contract';
import { eq } from 'drizzle-orm';
import { auth, signUpAndLogin } from '../../helper.ts';
import { resumes } from '../../../src/db/schema.ts';
import { app, generated, metrics, pdfText, posting } from './generation-documents-setup.ts';

test('an employer the reader was unsure of is not told in the letter until the user checks the resume', async () => {
  const letterOf = async (token: string, jobId: string) =>
    generationDetailSchema
      .parse(
        (
          await app.inject({ method: 'GET', url: `/api/jobs/${jobId}/generation`, headers: auth(token) })
        ).json(),
      )
      .cover_letter.paragraphs.join(' ');
  // Read with no doubt, the letter names the employer the resume gives.
  const sure = await generated();
  const resume = (
    await app.inject({ method: 'GET', url: `/api/resumes/${sure.resumeId}`, headers: auth(sure.token) })
  ).json();
  const employer = JSON.parse(resume.resume_json).work[0].name as string;
  expect(await letterOf(sure.token, sure.jobId)).toContain(employer);

  // The same resume, its first employer doubted by the reader: the letter does not name it.
  const unsure = await generated();
  await app.db
    .update(resumes)
    .set({
      uncertainFields: [{ path: '/work/0/name', reason: 'employer_guessed', message: 'employer guessed' }],
    })
    .where(eq(resumes.id, unsure.resumeId));
  const generate = () =>
    app.inject({
      method: 'POST',
      url: `/api/jobs/generate/${unsure.jobId}/${unsure.resumeId}`,
      headers: auth(unsure.token),
    });
  expect((await generate()).statusCode).toBe(200);
  expect(await letterOf(unsure.token, unsure.jobId)).not.toContain(employer);

  // Once the user says the resume looks right, the employer is theirs to state.
  const checked = await app.inject({
    method: 'PUT',
    url: `/api/resumes/${unsure.resumeId}`,
    headers: auth(unsure.token),
    payload: { reviewed: true },
  });
  expect(checked.statusCode).toBe(200);
  // (Two free generations are spent: a paid plan has room for the third.)
  await app.users.setPlan(unsure.user.email, 'pro');
  expect((await generate()).statusCode).toBe(200);
  expect(await letterOf(unsure.token, unsure.jobId)).toContain(employer);
});

test('before the first generation there is nothing to read, preview or edit', async () => {
  const session = await signUpAndLogin(app);
  const job = (
    await app.inject({ method: 'POST', url: '/api/jobs/', headers: auth(session.token), payload: posting })
  ).json();
  for (const [method, url] of [
    ['GET', `/api/jobs/${job.uuid}/generation`],
    ['GET', `/api/jobs/${job.uuid}/generation/preview/cv`],
    ['GET', `/api/jobs/download/cv/${job.uuid}?format=docx`],
  ] as const) {
    const res = await app.inject({ method, url, headers: auth(session.token) });
    expect(res.statusCode, url).toBe(404);
    expect(res.json().code).toBe('no_generation');
  }
  const put = await app.inject({
    method: 'PUT',
    url: `/api/jobs/${job.uuid}/generation`,
    headers: auth(session.token),
    payload: { resume_json: '{}' },
  });
  expect(put.statusCode).toBe(404);
});

test('template, paper and language chosen at generation shape the documents, and are kept', async () => {
  const { token, jobId, res } = await generated({ template: 'modern', paper: 'us-letter', language: 'fr' });
  expect(res.statusCode).toBe(200);
  expect(res.json().generation.language).toBe('fr');

  const detail = generationDetailSchema.parse(
    (await app.inject({ method: 'GET', url: `/api/jobs/${jobId}/generation`, headers: auth(token) })).json(),
  );
  expect(detail).toMatchObject({ template: 'modern', paper: 'us-letter', language: 'fr', engine: 'offline' });
  expect(JSON.parse(detail.resume_json).basics).toBeTypeOf('object');
  expect(detail.cover_letter.paragraphs.length).toBeGreaterThan(0);
  // The letter is written in the chosen language too, not the posting's (English here).
  expect(detail.cover_letter.language).toBe('fr');
  expect(detail.cover_letter.greeting).toMatch(/Madame|Monsieur/);

  const cv = await app.inject({ method: 'GET', url: `/api/jobs/download/cv/${jobId}`, headers: auth(token) });
  const read = await pdfText(cv.rawPayload);
  // US Letter is 612 pt wide; the CV's headings are in French.
  expect(read.width).toBeCloseTo(612, 0);
  expect(read.text).toMatch(/Expérience/);
});

test('bad generation options are a 400 and use nothing', async () => {
  const { token, res } = await generated({ template: 'fancy' });
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('validation_error');
  expect((await metrics(token)).consumed_generations).toBe(0);
});

test('DOCX downloads: same names with .docx, real text Word reads', async () => {
  const { token, jobId } = await generated();
  const today = new Date().toISOString().slice(0, 10);
  const cv = await app.inject({
    method: 'GET',
    url: `/api/jobs/download/cv/${jobId}?format=docx`,
    headers: auth(token),
  });
  expect(cv.statusCode).toBe(200);
  expect(cv.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
  expect(cv.headers['content-disposition']).toContain(`filename="cv_senior_backend_engin_${today}.docx"`);
  const cvHtml = (await mammoth.convertToHtml({ buffer: cv.rawPayload })).value;
  expect(cvHtml).toMatch(/<h1>[^<]+<\/h1>/);

  const cover = await app.inject({
    method: 'GET',
    url: `/api/jobs/download/cover/${jobId}?format=docx`,
    headers: auth(token),
  });
  expect(cover.headers['content-disposition']).toContain(
    `filename="cover_letter_senior_backend_engin_${today}.docx"`,
  );
  const detail = (
    await app.inject({ method: 'GET', url: `/api/jobs/${jobId}/generation`, headers: auth(token) })
  ).json();
  const text = (await mammoth.extractRawText({ buffer: cover.rawPayload })).value;
  expect(text).toContain(detail.cover_letter.paragraphs[0]);

  const wrong = await app.inject({
    method: 'GET',
    url: `/api/jobs/download/cv/${jobId}?format=odt`,
    headers: auth(token),
  });
  expect(wrong.statusCode).toBe(400);
});

test("another user's generation does not exist for me", async () => {
  const owner = await generated();
  const intruder = await signUpAndLogin(app);
  for (const [method, url, payload] of [
    ['GET', `/api/jobs/${owner.jobId}/generation`, undefined],
    ['PUT', `/api/jobs/${owner.jobId}/generation`, { resume_json: '{}' }],
    ['GET', `/api/jobs/${owner.jobId}/generation/preview/cv`, undefined],
    ['GET', `/api/jobs/download/cover/${owner.jobId}?format=docx`, undefined],
  ] as const) {
    const res = await app.inject({
      method,
      url,
      headers: auth(intruder.token),
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, url).toBe(404);
  }
});
