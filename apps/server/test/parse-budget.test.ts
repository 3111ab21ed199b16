import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { beforeAll, expect, test } from 'vitest';
import { UPLOAD_LIMITS } from '../src/plugins/app/resumes/index.ts';
import { auth, buildTestApp, signUpAndLogin } from './helper.ts';
import { multipart, resumePdf } from './fixtures/documents.ts';
import * as hostile from './fixtures/hostile.ts';

/*
 * A file's reading budget is CPU time of its parse thread, which runs below the event loop's
 * priority: a file that spins is stopped by it, and an ordinary file read on a machine short of
 * CPU (waiting for a core far longer than it reads) is not. Budgets are small here so the test is
 * quick; the wall-time ceiling is set far away so the CPU time alone decides.
 */
const budget = { cpuMs: 1_000, wallCeilingFactor: 60 };
const { app } = await buildTestApp({ parseBudget: budget });
const normalPdf = await resumePdf();

const upload = (token: string, bytes: Uint8Array, filename = 'cv.pdf') => {
  const { payload, headers } = multipart(bytes, filename);
  return app.inject({
    method: 'POST',
    url: '/api/resumes/Budget',
    payload,
    headers: { ...headers, ...auth(token) },
  });
};

// Both parse threads started and their PDF reader loaded (seconds from source on a busy machine):
// what follows is reading, not loading. A thread's first file also pays for loading the reader, which
// can pass this test's small budget: such a file is refused with nothing stored, and sent again.
beforeAll(async () => {
  const users = await Promise.all([signUpAndLogin(app), signUpAndLogin(app)]);
  const warm = async (token: string) => {
    let res = await upload(token, normalPdf);
    for (let tries = 1; res.statusCode === 422 && tries < 3; tries++) res = await upload(token, normalPdf);
    return res;
  };
  for (const res of await Promise.all(users.map((u) => warm(u.token)))) expect(res.statusCode).toBe(201);
}, 180_000);

/** Processes spinning at normal priority, `perCore` for each core, until `stop` is called. */
function loadTheMachine(perCore: number) {
  const spinners: ChildProcess[] = Array.from({ length: perCore * availableParallelism() }, () =>
    // Each ends by itself after a minute, should this test die without stopping them.
    spawn(process.execPath, ['-e', 'const end = Date.now() + 60_000; while (Date.now() < end);'], {
      stdio: 'ignore',
    }),
  );
  return () => spinners.forEach((s) => s.kill('SIGKILL'));
}

test('a file that keeps the reader busy past its CPU budget is refused with 422 and charged that time', async () => {
  const { token, user } = await signUpAndLogin(app);
  // One page packed with tiny text: under every limit checked before reading, then minutes of CPU.
  const res = await upload(token, await hostile.denseTextPdf(1));
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({
    code: 'file_unreadable',
    detail: 'This file takes too long to read to be a resume. Export it again from the original document.',
  });
  const charged = await app.rateCounters.recent('upload-reading-ms', user.id, UPLOAD_LIMITS.readingMs);
  expect(charged).toBeGreaterThan(budget.cpuMs);
  expect(charged).toBeLessThan(budget.cpuMs + 1_000);
}, 120_000);

test('an ordinary file on a machine short of CPU still reads: waiting for a core is not counted', async () => {
  const { token, user } = await signUpAndLogin(app);
  const stop = loadTheMachine(4);
  try {
    const started = performance.now();
    const res = await upload(token, normalPdf);
    const wallMs = performance.now() - started;
    expect(res.statusCode).toBe(201);
    const charged = await app.rateCounters.recent('upload-reading-ms', user.id, UPLOAD_LIMITS.readingMs);
    expect(charged).toBeLessThan(budget.cpuMs);
    // The parse thread, below the spinners' priority, waited for a core longer than the budget:
    // a wall-time budget of the same size would have refused this file.
    expect(wallMs).toBeGreaterThan(budget.cpuMs);
  } finally {
    stop();
  }
}, 120_000);
