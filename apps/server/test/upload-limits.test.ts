import { beforeAll, expect, test, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { resumes } from '../src/db/schema.ts';
import { UPLOAD_LIMITS } from '../src/plugins/app/resumes/index.ts';
import { auth, buildTestApp, signUpAndLogin } from './helper.ts';
import { multipart, resumePdf } from './fixtures/documents.ts';
import * as hostile from './fixtures/hostile.ts';

const { app, database } = await buildTestApp();
// Made once: about 64 kB that inflate to 64 MB, past the 48 MB a PDF may inflate to.
const bomb = await hostile.pdfBomb(64);
const normalPdf = await resumePdf();

const upload = (token: string, bytes: Uint8Array, filename = 'cv.pdf') => {
  const { payload, headers } = multipart(bytes, filename);
  return app.inject({
    method: 'POST',
    url: '/api/resumes/Limits',
    payload,
    headers: { ...headers, ...auth(token) },
  });
};
// Both parse threads started (loading the reader takes seconds from source): the times below are
// of reading and waiting, not of starting threads.
beforeAll(async () => {
  const users = await Promise.all([signUpAndLogin(app), signUpAndLogin(app)]);
  await Promise.all(users.map((u) => upload(u.token, normalPdf)));
}, 120_000);

const storedFor = async (userId: string) =>
  (await database.db.select({ n: count() }).from(resumes).where(eq(resumes.userId, userId)))[0]!.n;

test('a compressed-PDF bomb is refused with 422 before the reader scans it, and nothing is stored', async () => {
  const { token, user } = await signUpAndLogin(app);
  expect(bomb.length).toBeLessThan(200_000);
  // The same user's ordinary PDF is read as ever (and the parse thread is started, not timed below).
  expect((await upload(token, normalPdf)).statusCode).toBe(201);
  const started = performance.now();
  const res = await upload(token, bomb);
  const ms = performance.now() - started;
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({
    code: 'file_unreadable',
    detail: expect.stringMatching(/inflates to more than 48 MB, which no resume needs/),
  });
  // Before: the whole 15 s budget of a parse thread (the reader scanning 400 MB of page content).
  expect(ms).toBeLessThan(5_000);
  expect(await storedFor(user.id)).toBe(1);
});

test('past the per-user upload rate: 429 with Retry-After and {detail, code}, before the file is read; others unaffected', async () => {
  const { token } = await signUpAndLogin(app);
  // Counters are kept per fixed window: the clock stands still so the uploads all fall in one.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
  // Files that fail to read count as much as files that read.
  for (let i = 0; i < UPLOAD_LIMITS.perUser.max; i++)
    expect((await upload(token, hostile.truncatedDocx(), 'cv.docx')).statusCode).toBe(422);
  const refused = await upload(token, normalPdf).finally(() => vi.useRealTimers());
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({
    code: 'rate_limited',
    detail: expect.stringMatching(/Try again in \d+ seconds/),
  });
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(UPLOAD_LIMITS.perUser.windowMs / 1000);
  // Another user's upload is not held back.
  const other = await signUpAndLogin(app);
  expect((await upload(other.token, normalPdf)).statusCode).toBe(201);
});

test('reading time counts against its sender: once used up, 429 until the window ends', async () => {
  const { token, user } = await signUpAndLogin(app);
  expect((await upload(token, normalPdf)).statusCode).toBe(201);
  const spent = await app.rateCounters.recent('upload-reading-ms', user.id, UPLOAD_LIMITS.readingMs);
  expect(spent).toBeGreaterThan(0);
  // As if files that time out (15 s each) had used up the rest of the window's reading time.
  await app.rateCounters.add(
    'upload-reading-ms',
    user.id,
    UPLOAD_LIMITS.readingMs.max,
    UPLOAD_LIMITS.readingMs,
  );
  const refused = await upload(token, normalPdf);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ code: 'rate_limited' });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(await storedFor(user.id)).toBe(1);
});

test('one file per user is read at a time: a burst holds one parse thread, its surplus answers 429, another user passes', async () => {
  const bomber = await signUpAndLogin(app);
  const other = await signUpAndLogin(app);
  // Slow files (each a few hundred ms in a parse thread), all sent at once.
  const slow = hostile.manyParagraphsDocx();
  const burst = Array.from({ length: 2 + UPLOAD_LIMITS.waitingPerUser + 1 }, () =>
    upload(bomber.token, slow, 'cv.docx'),
  );
  const started = performance.now();
  const normal = await upload(other.token, normalPdf);
  const normalMs = performance.now() - started;
  const statuses = (await Promise.all(burst)).map((r) => r.statusCode);
  expect(normal.statusCode).toBe(201);
  // One read, waitingPerUser waiting their turn, the rest refused at once.
  expect(statuses.filter((s) => s === 422)).toHaveLength(1 + UPLOAD_LIMITS.waitingPerUser);
  const refused = statuses.filter((s) => s === 429);
  expect(refused).toHaveLength(2 + UPLOAD_LIMITS.waitingPerUser + 1 - 1 - UPLOAD_LIMITS.waitingPerUser);
  expect(normalMs).toBeLessThan(10_000);
});
