import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { generateResponseSchema, jobSchema } from '@tailor/contract';
import { jobs } from '../../../src/db/schema.ts';
import { auth, signUpAndLogin } from '../../helper.ts';
import { app, createJob, metrics, newUserWithResume, posting } from './jobs-setup.ts';

test('create, list, edit and delete an application', async () => {
  const { token, user } = await signUpAndLogin(app);
  const created = await createJob(token, { ...posting, email: 'someone-else@example.com' });
  expect(created.statusCode).toBe(201);
  const job = jobSchema.parse(created.json());
  expect(job).toMatchObject({ ...posting, gen_count: 0, email: user.email, language: 'en' });
  expect((await metrics(token)).applications_count).toBe(1);

  const second = jobSchema.parse((await createJob(token, { ...posting, position: 'Staff Engineer' })).json());
  const list = (await app.inject({ method: 'GET', url: '/api/jobs/', headers: auth(token) })).json();
  expect(list.map((j: { uuid: string }) => j.uuid)).toEqual([second.uuid, job.uuid]);

  const edit = await app.inject({
    method: 'PUT',
    url: '/api/jobs',
    headers: auth(token),
    payload: {
      uuid: job.uuid,
      position: 'Principal Engineer',
      employer: 'Acme',
      job_description: posting.job_description,
    },
  });
  expect(edit.statusCode).toBe(200);
  expect(edit.json()).toMatchObject({ uuid: job.uuid, position: 'Principal Engineer', employer: 'Acme' });
  expect(Date.parse(edit.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(job.updated_at));
  const relisted = (await app.inject({ method: 'GET', url: '/api/jobs/', headers: auth(token) })).json();
  expect(relisted[0].uuid).toBe(job.uuid);
  // The posting's language is read from its text: the documents' default language.
  const french = await app.inject({
    method: 'PUT',
    url: '/api/jobs',
    headers: auth(token),
    payload: {
      uuid: second.uuid,
      position: 'Développeur backend',
      employer: 'Acme',
      job_description:
        'Nous recherchons un développeur backend pour notre équipe. Vous maîtrisez TypeScript et les bases de données.',
    },
  });
  expect(french.json()).toMatchObject({ uuid: second.uuid, language: 'fr' });

  const del = await app.inject({ method: 'DELETE', url: `/api/jobs/${job.uuid}`, headers: auth(token) });
  expect(del.statusCode).toBe(204);
  expect((await metrics(token)).applications_count).toBe(1);
});

test('application fields are validated with the texts the screens show', async () => {
  const { token } = await signUpAndLogin(app);
  const cases: Array<[object, string]> = [
    [{ ...posting, position: '   ' }, 'Position field is required'],
    [{ ...posting, employer: '' }, 'Employer field is required'],
    [
      { ...posting, job_description: 'too short' },
      'Please enter a valid job description (min 10 characters)',
    ],
    [{ employer: 'A', job_description: posting.job_description }, 'Position field is required'],
  ];
  for (const [body, detail] of cases) {
    const res = await createJob(token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail, code: 'validation_error' });
  }
  const job = (await createJob(token)).json();
  const badEdit = await app.inject({
    method: 'PUT',
    url: '/api/jobs',
    headers: auth(token),
    payload: { ...posting, uuid: job.uuid, employer: ' ' },
  });
  expect(badEdit.json()).toEqual({ detail: 'Employer field is required', code: 'validation_error' });
  expect((await metrics(token)).applications_count).toBe(1);
});

test("another user's applications do not exist for me", async () => {
  const owner = await newUserWithResume();
  const intruder = await newUserWithResume();
  const job = (await createJob(owner.token)).json();
  const calls = [
    app.inject({
      method: 'PUT',
      url: '/api/jobs',
      headers: auth(intruder.token),
      payload: { ...posting, uuid: job.uuid },
    }),
    app.inject({ method: 'DELETE', url: `/api/jobs/${job.uuid}`, headers: auth(intruder.token) }),
    app.inject({
      method: 'POST',
      url: `/api/jobs/generate/${job.uuid}/${intruder.resumeId}`,
      headers: auth(intruder.token),
    }),
    app.inject({ method: 'GET', url: `/api/jobs/download/cv/${job.uuid}`, headers: auth(intruder.token) }),
    app.inject({ method: 'GET', url: `/api/jobs/download/cover/${job.uuid}`, headers: auth(intruder.token) }),
  ];
  for (const res of await Promise.all(calls)) {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Application not found', code: 'not_found' });
  }
  // My job with someone else's resume: the resume does not exist for me.
  const mine = (await createJob(intruder.token)).json();
  const res = await app.inject({
    method: 'POST',
    url: `/api/jobs/generate/${mine.uuid}/${owner.resumeId}`,
    headers: auth(intruder.token),
  });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ detail: 'Resume not found', code: 'not_found' });
  expect(
    (await app.inject({ method: 'GET', url: '/api/jobs/', headers: auth(intruder.token) })).json(),
  ).toHaveLength(1);
  expect((await metrics(intruder.token)).consumed_generations).toBe(0);
});

test("a job's language is read once, when it is saved, and the documents are written in it", async () => {
  const { token, resumeId } = await newUserWithResume();
  const french = {
    position: 'Développeur backend',
    employer: 'Acme',
    job_description:
      'Nous recherchons un développeur backend pour notre équipe. Vous maîtrisez TypeScript et les bases de données, et vous aimez le travail en équipe.',
  };
  const job = jobSchema.parse((await createJob(token, french)).json());
  expect(job.language).toBe('fr');
  const [row] = await app.db.select().from(jobs).where(eq(jobs.id, job.uuid));
  expect(row!.postingLanguage).toBe('fr');

  // A job saved before its language was kept is read when it is shown.
  await app.db.update(jobs).set({ postingLanguage: null }).where(eq(jobs.id, job.uuid));
  const list = (await app.inject({ method: 'GET', url: '/api/jobs/', headers: auth(token) })).json();
  expect(list.find((j: { uuid: string }) => j.uuid === job.uuid).language).toBe('fr');

  // With no language chosen, the documents are in the job's language.
  const generated = await app.inject({
    method: 'POST',
    url: `/api/jobs/generate/${job.uuid}/${resumeId}`,
    headers: auth(token),
  });
  expect(generated.statusCode).toBe(200);
  expect(generateResponseSchema.parse(generated.json()).generation.language).toBe('fr');
});
