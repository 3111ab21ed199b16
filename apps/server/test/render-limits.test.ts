import { expect, test, vi } from 'vitest';
import { RENDER_LIMITS } from '../src/plugins/app/renders.ts';
import { auth, buildTestApp, jobAndResume, signUpAndLogin } from './helper.ts';
import { multipart, resumeDocx, sampleResume } from './fixtures/documents.ts';

const { app } = await buildTestApp();

async function userWithResume() {
  const u = await signUpAndLogin(app);
  const { payload, headers } = multipart(await resumeDocx(), 'cv.docx');
  const res = await app.inject({
    method: 'POST',
    url: '/api/resumes/Mine',
    payload,
    headers: { ...headers, ...auth(u.token) },
  });
  return { ...u, resumeId: res.json().uuid as string };
}

/** A resume whose highlights hold about `chars` characters. */
const resumeOf = (chars: number) =>
  JSON.stringify({
    ...sampleResume,
    work: Array.from({ length: Math.ceil(chars / 1000) }, (_, i) => ({
      name: `Company ${i}`,
      position: 'Engineer',
      startDate: '2020',
      highlights: Array.from(
        { length: 10 },
        () =>
          'Improved the thing by a noticeable amount across many teams and several quarters of hard work.',
      ),
    })),
  });

/** Sends a resume of 900,000 characters of text: 422 before rendering, saying why. */
async function expectTooLong(method: 'POST' | 'PUT', url: string, token: string, why: RegExp) {
  const res = await app.inject({
    method,
    url,
    payload: { resume_json: resumeOf(900_000) },
    headers: auth(token),
  });
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({ detail: expect.stringMatching(/too long to/), code: 'validation_error' });
  expect(res.json().detail).toMatch(why);
}

test('a preview of a resume too long to show is refused before rendering, with a 422 saying why', async () => {
  const u = await userWithResume();
  await expectTooLong('POST', `/api/resumes/${u.resumeId}/preview`, u.token, /preview: .* at most 60,000/);
  // A normal one renders.
  const ok = await app.inject({
    method: 'POST',
    url: `/api/resumes/${u.resumeId}/preview`,
    payload: { resume_json: JSON.stringify(sampleResume) },
    headers: auth(u.token),
  });
  expect(ok.statusCode).toBe(200);
  expect(ok.json().pages.length).toBeGreaterThan(0);
});

test('a stored resume too long to render is refused on download with a 422', async () => {
  const u = await userWithResume();
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/resumes/${u.resumeId}`,
    payload: { resume_json: resumeOf(RENDER_LIMITS.maxChars.download + 20_000) },
    headers: auth(u.token),
  });
  expect(saved.statusCode).toBe(200);
  const res = await app.inject({
    method: 'GET',
    url: `/api/resumes/download/${u.resumeId}`,
    headers: auth(u.token),
  });
  expect(res.statusCode).toBe(422);
  expect(res.json().detail).toMatch(/too long to render/);
});

test('previews are rate limited per user, and one user waiting does not make another wait', async () => {
  const u = await userWithResume();
  const other = await userWithResume();
  const tiny = JSON.stringify({ basics: { name: 'A' } });
  const limit = RENDER_LIMITS.perUser.preview.max;
  // Counters are kept per fixed window: on a loaded machine the burst could straddle two windows
  // and rightly pass more than the limit. The clock stands still so that it all falls in one.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
  const answers = await Promise.all(
    Array.from({ length: limit + 5 }, () =>
      app.inject({
        method: 'POST',
        url: `/api/resumes/${u.resumeId}/preview`,
        payload: { resume_json: tiny },
        headers: auth(u.token),
      }),
    ),
  ).finally(() => vi.useRealTimers());
  const statuses = answers.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
  const refused = answers.find((r) => r.statusCode === 429)!;
  expect(refused.json().code).toBe('rate_limited');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  const theirs = await app.inject({
    method: 'POST',
    url: `/api/resumes/${other.resumeId}/preview`,
    payload: { resume_json: tiny },
    headers: auth(other.token),
  });
  expect(theirs.statusCode).toBe(200);
});

test('saving edited documents keeps to the render limits: 422 past the text limit, nothing stored', async () => {
  const u = await signUpAndLogin(app);
  const { jobId, resumeId } = await jobAndResume(app, u.token);
  const generated = await app.inject({
    method: 'POST',
    url: `/api/jobs/generate/${jobId}/${resumeId}`,
    headers: auth(u.token),
  });
  expect(generated.statusCode).toBe(200);
  const before = await app.inject({
    method: 'GET',
    url: `/api/jobs/${jobId}/generation`,
    headers: auth(u.token),
  });

  await expectTooLong('PUT', `/api/jobs/${jobId}/generation`, u.token, /render: .* at most 100,000/);
  const after = await app.inject({
    method: 'GET',
    url: `/api/jobs/${jobId}/generation`,
    headers: auth(u.token),
  });
  expect(after.json()).toEqual(before.json());

  // Within the limit, the save goes through.
  const ok = await app.inject({
    method: 'PUT',
    url: `/api/jobs/${jobId}/generation`,
    payload: { resume_json: JSON.stringify(sampleResume) },
    headers: auth(u.token),
  });
  expect(ok.statusCode).toBe(200);
});

test('render workers are replaced after their share of previews, each answered, their threads ended', async () => {
  // A worker's share is lowered from the product's RECYCLE_AFTER_RENDERS: the same replacement, in fewer previews.
  const one = await buildTestApp({ env: { RENDER_WORKERS: '1' }, workers: { renderRecycleAfter: 20 } });
  const u = await signUpAndLogin(one.app);
  const { resumeId } = await jobAndResume(one.app, u.token);
  const pool = one.app.renders.pool;
  const statuses: number[] = [];
  // Each preview a different document, as while someone edits.
  for (let i = 0; i < pool.recycleAfter + 10; i++) {
    const res = await one.app.inject({
      method: 'POST',
      url: `/api/resumes/${resumeId}/preview`,
      payload: {
        resume_json: JSON.stringify({
          ...sampleResume,
          basics: { ...sampleResume.basics, label: `Edit ${i}` },
        }),
      },
      headers: auth(u.token),
    });
    statuses.push(res.statusCode);
  }
  expect(statuses.every((s) => s === 200)).toBe(true);
  expect(pool.started).toBe(2);
  await pool.retired();
});
