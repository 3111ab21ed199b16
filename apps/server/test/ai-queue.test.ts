import type { AddressInfo } from 'node:net';
import { expect, test, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { generations } from '../src/db/schema.ts';
import { WorkQueue, QueueTimeoutError } from '../src/lib/work-queue.ts';
import { auth, buildTestApp, signUpAndLogin } from './helper.ts';
import { multipart, resumePdf } from './fixtures/documents.ts';
import { startHeldProvider } from './wire/llm.ts';

/*
 * Calls to the model are bounded per instance: AI_CONCURRENCY at once, the rest in a fair line up to
 * AI_QUEUE_TIMEOUT_MS, then 503 with Retry-After; a client that leaves cancels its call.
 * The stand-in provider holds every call until the test lets it answer.
 */

const pdfBytes = await resumePdf();
const posting = {
  position: 'Senior Backend Engineer',
  employer: 'Acme Logistics',
  job_description:
    'We are hiring a Senior Backend Engineer to build payments in TypeScript and Go on Kubernetes, with PostgreSQL.',
};
async function llmServer(env: Record<string, string>) {
  const provider = await startHeldProvider();
  const built = await buildTestApp({
    env: { AI_BASE_URL: provider.baseUrl, AI_MODEL: 'local-test-model', AI_TIMEOUT_MS: '30000', ...env },
  });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
  return { ...built, provider, base };
}

type Server = Awaited<ReturnType<typeof llmServer>>;

/** A user with a resume and one job whose position is `position`. */
async function applicant(s: Server, position: string) {
  const session = await signUpAndLogin(s.app);
  const { payload, headers } = multipart(pdfBytes, 'resume.pdf');
  const resume = await s.app.inject({
    method: 'POST',
    url: '/api/resumes/Main',
    payload,
    headers: { ...headers, ...auth(session.token) },
  });
  if (resume.statusCode !== 201) throw new Error(resume.body);
  const job = await s.app.inject({
    method: 'POST',
    url: '/api/jobs/',
    headers: auth(session.token),
    payload: { ...posting, position },
  });
  const generate = (signal?: AbortSignal) =>
    fetch(`${s.base}/api/jobs/generate/${job.json().uuid}/${resume.json().uuid}`, {
      method: 'POST',
      headers: auth(session.token),
      signal,
    });
  const consumed = async () =>
    (await s.app.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(session.token) })).json()
      .consumed_generations as number;
  return { ...session, jobId: job.json().uuid as string, generate, consumed };
}

test(
  'at most AI_CONCURRENCY calls run at once; the others wait in arrival order and all finish',
  { timeout: 60_000 },
  async () => {
    const s = await llmServer({ AI_CONCURRENCY: '2', AI_QUEUE_TIMEOUT_MS: '30000' });
    const people = await Promise.all(['Role A', 'Role B', 'Role C', 'Role D'].map((p) => applicant(s, p)));
    const answers: Array<Promise<Response>> = [];
    // One after the other, so the line has a known order.
    for (const [i, person] of people.entries()) {
      answers.push(person.generate());
      if (i < 2) await s.provider.callsReach(i + 1);
      else await vi.waitFor(() => expect(s.app.aiQueue.stats.waiting).toBe(i - 1));
    }
    expect(s.app.aiQueue.stats).toEqual({ active: 2, waiting: 2 });
    expect(s.provider.calls.map((c) => c.position)).toEqual(['Role A', 'Role B']);

    s.provider.calls[1]!.answer();
    await s.provider.callsReach(3);
    expect(s.provider.calls[2]!.position).toBe('Role C');
    expect(s.app.aiQueue.stats).toEqual({ active: 2, waiting: 1 });
    s.provider.calls[0]!.answer();
    await s.provider.callsReach(4);
    expect(s.provider.calls[3]!.position).toBe('Role D');
    s.provider.calls[2]!.answer();
    s.provider.calls[3]!.answer();

    const results = await Promise.all(answers);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    for (const person of people) expect(await person.consumed()).toBe(1);
    expect(s.app.aiQueue.stats).toEqual({ active: 0, waiting: 0 });
  },
);

test(
  'a generation that waits longer than AI_QUEUE_TIMEOUT_MS answers 503 with Retry-After and consumes nothing',
  { timeout: 60_000 },
  async () => {
    const s = await llmServer({ AI_CONCURRENCY: '1', AI_QUEUE_TIMEOUT_MS: '300' });
    const first = await applicant(s, 'Role A');
    const second = await applicant(s, 'Role B');
    const running = first.generate();
    await s.provider.callsReach(1);

    const refused = await second.generate();
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      detail: 'The writing service is busy. Please try again in a moment.',
      code: 'ai_busy',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await second.consumed()).toBe(0);
    expect(s.provider.calls).toHaveLength(1);

    s.provider.calls[0]!.answer();
    expect((await running).status).toBe(200);
    expect(await first.consumed()).toBe(1);
    // The line is free again: the refused one succeeds now.
    const again = second.generate();
    await s.provider.callsReach(2);
    s.provider.calls[1]!.answer();
    expect((await again).status).toBe(200);
  },
);

test(
  'a client that leaves cancels its model call (or its place in line) and consumes nothing',
  { timeout: 60_000 },
  async () => {
    const s = await llmServer({ AI_CONCURRENCY: '1', AI_QUEUE_TIMEOUT_MS: '30000' });
    const leaving = await applicant(s, 'Role A');
    const waiting = await applicant(s, 'Role B');
    const staying = await applicant(s, 'Role C');

    // The running call: leaving closes the connection to the provider.
    const away = new AbortController();
    const first = leaving.generate(away.signal);
    await s.provider.callsReach(1);
    // Someone waiting in line leaves too: no call is ever made for them.
    const awayInLine = new AbortController();
    const second = waiting.generate(awayInLine.signal);
    await vi.waitFor(() => expect(s.app.aiQueue.stats.waiting).toBe(1));
    awayInLine.abort();
    await expect(second).rejects.toThrow();
    await vi.waitFor(() => expect(s.app.aiQueue.stats.waiting).toBe(0));

    away.abort();
    await expect(first).rejects.toThrow();
    await s.provider.calls[0]!.closed;
    await vi.waitFor(async () => expect(await leaving.consumed()).toBe(0));
    expect(await waiting.consumed()).toBe(0);
    const stored = await s.database.db
      .select()
      .from(generations)
      .where(eq(generations.userId, leaving.user.id));
    expect(stored).toEqual([]);

    // The slot was given back: the next one runs at once.
    const third = staying.generate();
    await s.provider.callsReach(2);
    expect(s.provider.calls.map((c) => c.position)).toEqual(['Role A', 'Role C']);
    s.provider.calls[1]!.answer();
    expect((await third).status).toBe(200);
    expect(s.app.aiQueue.stats).toEqual({ active: 0, waiting: 0 });
  },
);

test('the queue itself: first come first served, a timed-out waiter takes no slot', async () => {
  const queue = new WorkQueue(1, 50);
  const order: string[] = [];
  let release!: () => void;
  const held = queue.run(() => new Promise<void>((r) => (release = r)));
  const b = queue.run(async () => void order.push('b'));
  const c = queue.run(async () => void order.push('c'));
  const late = queue.run(async () => void order.push('late'));
  await Promise.all([b, c, late].map((p) => expect(p).rejects.toBeInstanceOf(QueueTimeoutError)));
  release();
  await held;
  expect(order).toEqual([]);
  expect(queue.stats).toEqual({ active: 0, waiting: 0 });
  const queue2 = new WorkQueue(1, 10_000);
  let open!: () => void;
  const first = queue2.run(() => new Promise<void>((r) => (open = r)));
  const runs = ['x', 'y', 'z'].map((n) => queue2.run(async () => void order.push(n)));
  open();
  await Promise.all([first, ...runs]);
  expect(order).toEqual(['x', 'y', 'z']);
  expect(() => new WorkQueue(0, 10)).toThrow(RangeError);
});
