import { expect, test } from 'vitest';
import { auth, signUpAndLogin } from '../../helper.ts';
import { app, pdfBytes, posting, populatedUser } from './account-setup.ts';

test('export answers everything of mine as one JSON download, and nothing secret', async () => {
  const u = await populatedUser();
  const res = await app.inject({ method: 'GET', url: '/api/auth/export', headers: auth(u.token) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="tailor-export-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  const data = res.json();
  expect(data.user).toMatchObject({
    id: u.user.id,
    email: u.user.email,
    fullname: 'Camille Durand',
    plan: 'pro',
    has_password: true,
    google_linked: false,
  });
  expect(data.resumes).toHaveLength(1);
  expect(data.resumes[0]).toMatchObject({ uuid: u.resumeId, title: 'Main', filename: 'camille.pdf' });
  expect(data.resumes[0].resume_data.basics.name).toBeTruthy();
  expect(data.resumes[0].original).toMatchObject({
    content_type: 'application/pdf',
    size_bytes: pdfBytes.length,
  });
  expect(data.jobs).toEqual([expect.objectContaining({ uuid: u.jobId, ...posting, gen_count: 1 })]);
  expect(data.generations).toHaveLength(1);
  expect(data.generations[0]).toMatchObject({ job_uuid: u.jobId, resume_uuid: u.resumeId });
  expect(data.generations[0].cover_letter).toBeTruthy();
  expect(data.usage.map((e: { kind: string }) => e.kind).sort()).toEqual([
    'application_create',
    'generation',
    'resume_upload',
  ]);
  expect(data.subscriptions).toEqual([
    expect.objectContaining({ stripe_subscription_id: u.sub, plan_name: 'pro', status: 'active' }),
  ]);
  expect(data.billing_customers).toEqual([{ customer_id: u.customer, email: u.user.email }]);
  expect(res.body).not.toContain('argon2');
  expect(res.body).not.toContain(u.password);

  // Only mine.
  const other = await signUpAndLogin(app);
  const theirs = (
    await app.inject({ method: 'GET', url: '/api/auth/export', headers: auth(other.token) })
  ).json();
  expect(theirs).toMatchObject({
    resumes: [],
    jobs: [],
    generations: [],
    usage: [],
    subscriptions: [],
    billing_customers: [],
  });
  expect((await app.inject({ method: 'GET', url: '/api/auth/export' })).statusCode).toBe(401);
});
