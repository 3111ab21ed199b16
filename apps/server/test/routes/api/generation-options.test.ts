import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { generationDetailSchema } from '@tailor/contract';
import { generations } from '../../../src/db/schema.ts';
import { auth, buildTestApp, jobAndResume, signUpAndLogin } from '../../helper.ts';
import { resumePdf } from '../../fixtures/documents.ts';

/* A generation's template, paper and CV language changed afterwards, and its CV read back. */

const { app } = await buildTestApp();
const pdfBytes = await resumePdf();

/** A generation from a two-job resume. */
async function generated() {
  const session = await signUpAndLogin(app);
  const { jobId, resumeId } = await jobAndResume(app, session.token, { bytes: pdfBytes, name: 'cv.pdf' });
  const res = await app.inject({
    method: 'POST',
    url: `/api/jobs/generate/${jobId}/${resumeId}`,
    headers: auth(session.token),
  });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return { token: session.token, jobId };
}

const detail = async (token: string, jobId: string) =>
  generationDetailSchema.parse(
    (await app.inject({ method: 'GET', url: `/api/jobs/${jobId}/generation`, headers: auth(token) })).json(),
  );
const put = (token: string, jobId: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/jobs/${jobId}/generation`, headers: auth(token), payload });
const consumed = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(token) })).json()
    .consumed_generations as number;
const pdfPage = async (bytes: Buffer) => {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const page = await (await getDocument({ data: new Uint8Array(bytes) }).promise).getPage(1);
  const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
  return { width: Math.round(page.getViewport({ scale: 1 }).width), text };
};
const download = async (token: string, jobId: string, kind: 'cv' | 'cover') =>
  pdfPage(
    (await app.inject({ method: 'GET', url: `/api/jobs/download/${kind}/${jobId}`, headers: auth(token) }))
      .rawPayload,
  );

test('template, paper and CV language are changed without a generation, kept, and the downloads follow', async () => {
  const { token, jobId } = await generated();
  const first = await detail(token, jobId);
  expect(first).toMatchObject({ template: 'classic', paper: 'a4', cv_language: first.language });
  expect((await download(token, jobId, 'cv')).width).toBe(595);

  const res = await put(token, jobId, { template: 'modern', paper: 'us-letter', cv_language: 'es' });
  expect(res.statusCode).toBe(200);
  const saved = generationDetailSchema.parse(res.json());
  expect(saved).toMatchObject({ template: 'modern', paper: 'us-letter', cv_language: 'es' });
  // The documents were written in their own language; only the CV's headings and dates change.
  expect(saved.language).toBe(first.language);
  expect(saved.resume_json).toBe(first.resume_json);
  expect(await detail(token, jobId)).toEqual(saved);

  const cv = await download(token, jobId, 'cv');
  expect(cv.width).toBe(612);
  expect(cv.text).toMatch(/Experiencia/);
  expect((await download(token, jobId, 'cover')).width).toBe(612);
  expect(await consumed(token)).toBe(1);

  // The live preview shows an unsaved choice, and stores nothing.
  const preview = await app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/generation/preview/cv`,
    headers: auth(token),
    payload: { paper: 'a4', cv_language: 'fr' },
  });
  expect(preview.statusCode).toBe(200);
  const svg = preview.json().pages[0] as string;
  expect(svg).toMatch(/viewBox="0 0 595/);
  expect((await detail(token, jobId)).paper).toBe('us-letter');
}, 120_000);

test('a bad option is a 400 naming it and changes nothing; another user cannot change mine', async () => {
  const { token, jobId } = await generated();
  const before = await detail(token, jobId);
  for (const payload of [{ template: 'fancy' }, { paper: 'a3' }, { cv_language: 'de' }]) {
    const res = await put(token, jobId, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(Object.keys(payload)[0]);
  }
  const intruder = await signUpAndLogin(app);
  expect((await put(intruder.token, jobId, { paper: 'us-letter' })).statusCode).toBe(404);
  expect(await detail(token, jobId)).toEqual(before);
});

test('the CV is read back once when it is rendered, and again when it changes', async () => {
  const { token, jobId } = await generated();
  const first = await detail(token, jobId);
  const data = JSON.parse(first.resume_json) as {
    work: Array<{ name?: string; position?: string }>;
    skills: Array<{ name?: string; keywords: string[] }>;
  };
  expect(data.work.length).toBeGreaterThan(1);
  expect(first.read_back).toEqual({
    jobs: { total: data.work.length, missing: [] },
    dates: { total: data.work.length, missing: [] },
    schools: { total: expect.any(Number), missing: [] },
    skills: { total: data.skills.flatMap((s) => s.keywords).length, missing: [] },
  });
  // Stored with the generation: a page view reads it, it does not read the PDF again.
  const [row] = await app.db.select().from(generations).where(eq(generations.id, first.id));
  expect(row?.readBack).toEqual(first.read_back);

  // One job fewer: the CV is rendered again and read back again.
  data.work = data.work.slice(1);
  const res = await put(token, jobId, { resume_json: JSON.stringify(data) });
  expect(generationDetailSchema.parse(res.json()).read_back?.jobs).toEqual({
    total: data.work.length,
    missing: [],
  });
});

test('a CV stored before read-backs is read back on the first view, and kept', async () => {
  const { token, jobId } = await generated();
  const { id } = await detail(token, jobId);
  await app.db.update(generations).set({ readBack: null }).where(eq(generations.id, id));
  const viewed = await detail(token, jobId);
  expect(viewed.read_back?.jobs.missing).toEqual([]);
  const [row] = await app.db.select().from(generations).where(eq(generations.id, id));
  expect(row?.readBack).toEqual(viewed.read_back);
});
