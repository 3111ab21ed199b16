import { expect, test } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { generations, jobs, subscriptions, usageEvents, users } from '../../../src/db/schema.ts';
import { auth, signUpAndLogin } from '../../helper.ts';
import { app, createJob, database, metrics, newUserWithResume, posting } from './jobs-setup.ts';

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
