import { expect } from 'vitest';
import { count } from 'drizzle-orm';
import { usageEvents } from '../src/db/schema.ts';
import { auth, buildTestApp, signUpAndLogin } from './helper.ts';
import { multipart } from './fixtures/documents.ts';

/* What the hostile input tests share: the app, one signed-in user, uploads and the health of the server meanwhile. */

export const { app, database } = await buildTestApp();
export const { token, user } = await signUpAndLogin(app);

export const errorShape = (res: { statusCode: number; json(): unknown }, status: number) => {
  expect(res.statusCode).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'detail']);
  return body as { detail: string; code: string };
};

/** An upload by the file's user, or by `as` (a test of its own, clear of the per-user upload rate). */
export async function upload(bytes: Uint8Array, filename = 'cv.docx', title = 'Hostile', as = token) {
  const { payload, headers } = multipart(bytes, filename);
  return app.inject({
    method: 'POST',
    url: `/api/resumes/${encodeURIComponent(title)}`,
    payload,
    headers: { ...headers, ...auth(as) },
  });
}

/**
 * The /api/health answers given while `work` runs: the work never holds the event loop, so health
 * keeps answering (each poll waits for the previous answer, then yields to the loop once).
 */
export async function healthDuring(work: Promise<unknown>): Promise<number[]> {
  let done = false;
  const statuses: number[] = [];
  const poll = (async () => {
    while (!done) {
      statuses.push((await app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      await new Promise((r) => setImmediate(r));
    }
  })();
  await work.finally(() => (done = true));
  await poll;
  return statuses;
}

export const uploadsCounted = async () => {
  const [row] = await database.db.select({ n: count() }).from(usageEvents);
  return row!.n;
};
