import { expect, test, vi } from 'vitest';
import { RENDER_LIMITS } from '../src/plugins/app/renders.ts';
import { RenderCache } from '../src/lib/render-cache.ts';
import { auth, buildTestApp, signUpAndLogin } from './helper.ts';
import { multipart, resumeDocx, sampleResume } from './fixtures/documents.ts';
import { pdfText } from '../../../packages/resume/test/render/pdf-text.ts';

const { app } = await buildTestApp();

async function userWithResume(data: object = sampleResume) {
  const u = await signUpAndLogin(app);
  const { payload, headers } = multipart(await resumeDocx(), 'cv.docx');
  const res = await app.inject({
    method: 'POST',
    url: '/api/resumes/Mine',
    payload,
    headers: { ...headers, ...auth(u.token) },
  });
  const resumeId = res.json().uuid as string;
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/resumes/${resumeId}`,
    payload: { resume_json: JSON.stringify(data) },
    headers: auth(u.token),
  });
  expect(saved.statusCode).toBe(200);
  return { ...u, resumeId };
}

/** The text of a PDF answer (pdfjs takes plain bytes, not a Buffer). */
const textOf = (res: { rawPayload: Buffer }) => pdfText(new Uint8Array(res.rawPayload));
const download = (token: string, id: string, query = '') =>
  app.inject({ method: 'GET', url: `/api/resumes/download/${id}${query}`, headers: auth(token) });

test('a download after saving the resume shows the saved text, never the earlier PDF', async () => {
  const u = await userWithResume();
  const first = await download(u.token, u.resumeId);
  expect(first.statusCode).toBe(200);
  expect(await textOf(first)).toContain('reliable payment systems');
  // The same resume again: the same document.
  const again = await download(u.token, u.resumeId);
  expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

  const edited = {
    ...sampleResume,
    basics: {
      ...sampleResume.basics,
      summary: 'Platform engineer running observability for trading systems.',
    },
  };
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/resumes/${u.resumeId}`,
    payload: { resume_json: JSON.stringify(edited) },
    headers: auth(u.token),
  });
  expect(saved.statusCode).toBe(200);
  const after = await download(u.token, u.resumeId);
  const text = await textOf(after);
  expect(text).toContain('observability for trading systems');
  expect(text).not.toContain('reliable payment systems');

  // Template and paper are part of what was rendered: another choice is another document.
  const modern = await download(u.token, u.resumeId, '?template=modern&paper=us-letter');
  expect(modern.statusCode).toBe(200);
  expect(modern.rawPayload.equals(after.rawPayload)).toBe(false);
  expect(await textOf(modern)).toContain('observability for trading systems');
});

test("another user's resume never comes back, even one already downloaded, and the same content is each user's own", async () => {
  const owner = await userWithResume();
  expect((await download(owner.token, owner.resumeId)).statusCode).toBe(200);
  const other = await userWithResume({
    ...sampleResume,
    basics: { ...sampleResume.basics, name: 'Dominique Lefort' },
  });
  const refused = await download(other.token, owner.resumeId);
  expect(refused.statusCode).toBe(404);
  expect(refused.rawPayload.includes('%PDF')).toBe(false);
  const theirs = await download(other.token, other.resumeId);
  expect(await textOf(theirs)).toContain('Dominique Lefort');
  expect(await textOf(theirs)).not.toContain('Camille Dubois');
  // A deleted resume is gone for its owner too.
  expect(
    (
      await app.inject({
        method: 'DELETE',
        url: `/api/resumes/${owner.resumeId}`,
        headers: auth(owner.token),
      })
    ).statusCode,
  ).toBeLessThan(300);
  expect((await download(owner.token, owner.resumeId)).statusCode).toBe(404);
});

test('downloads answered from memory still count against the per-user download rate', async () => {
  const u = await userWithResume();
  const { max } = RENDER_LIMITS.perUser.download;
  const statuses: number[] = [];
  // Counters are kept per fixed window: the clock stands still so the downloads all fall in one.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
  try {
    for (let i = 0; i < max + 1; i++) statuses.push((await download(u.token, u.resumeId)).statusCode);
  } finally {
    vi.useRealTimers();
  }
  expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
  expect(statuses[max]).toBe(429);
});

test('kept documents stay within their memory bound, least recently used dropped first', () => {
  const cache = new RenderCache(100);
  const bytes = (n: number) => new Uint8Array(n);
  cache.set('a', 'k1', bytes(40));
  cache.set('b', 'k2', bytes(40));
  expect(cache.get('k1')?.byteLength).toBe(40); // k1 is now the most recently used
  cache.set('c', 'k3', bytes(40));
  expect(cache.bytes).toBeLessThanOrEqual(100);
  expect(cache.get('k2')).toBeUndefined();
  expect(cache.get('k1')).toBeDefined();
  // Saving an object drops all its documents; larger than the whole bound is never kept.
  cache.forget('a');
  expect(cache.get('k1')).toBeUndefined();
  cache.set('d', 'k4', bytes(101));
  expect(cache.get('k4')).toBeUndefined();
  expect(cache.bytes).toBe(40);
});
