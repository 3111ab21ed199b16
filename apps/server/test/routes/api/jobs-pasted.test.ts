import { expect, test } from 'vitest';
import { generateResponseSchema } from '@tailor/contract';
import { auth } from '../../helper.ts';
import { app, createJob, newUserWithResume } from './jobs-setup.ts';

/* A posting copied out of a PDF viewer or a web page is taken as pasted. */

const lines = [
  'Data Analyst',
  'Requirements:',
  '- Advanced SQL and Python',
  '- Dashboards in Tableau',
  '- Three years of reporting experience',
];
const clean = lines.join('\n');

test('a posting with form feeds, vertical tabs and Unicode separators is accepted and stored with line breaks', async () => {
  const { token } = await newUserWithResume();
  const pasted = `${lines[0]}\f${lines[1]}\u2028${lines[2]}\u000b${lines[3]}\u0085${lines[4]}\u2029`;
  const res = await createJob(token, { position: 'Data Analyst', employer: 'Acme', job_description: pasted });
  expect(res.statusCode).toBe(201);
  expect(res.json().job_description).toBe(clean);

  // Invisible controls (a bell, an escape, a NUL, a C1 control) are dropped, on edit too.
  const edited = await app.inject({
    method: 'PUT',
    url: '/api/jobs/',
    headers: auth(token),
    payload: {
      ...(res.json() as object),
      job_description: `Data\u0007 Analyst\u0000\u001b\u0090\f${lines.slice(1).join('\f')}`,
    },
  });
  expect(edited.statusCode).toBe(200);
  expect(edited.json().job_description).toBe(clean);
});

test('a posting pasted with form feeds reads the same as the one with line breaks', async () => {
  const { token, resumeId } = await newUserWithResume();
  const reports = [];
  for (const description of [clean, lines.join('\f')]) {
    const job = (
      await createJob(token, { position: 'Data Analyst', employer: 'Acme', job_description: description })
    ).json();
    const res = await app.inject({
      method: 'POST',
      url: `/api/jobs/generate/${job.uuid}/${resumeId}`,
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
    const { match } = generateResponseSchema.parse(res.json()).generation;
    reports.push({ ...match, requirements: match.requirements.map((r) => r.text) });
  }
  expect(reports[1]).toEqual(reports[0]);
  expect(reports[0]!.requirements.length).toBeGreaterThan(0);
});

test('pasted text still refuses a lone surrogate, naming the field', async () => {
  const { token } = await newUserWithResume();
  const res = await createJob(token, {
    position: 'Analyst',
    employer: 'Acme',
    job_description: 'Long enough \ud800 text',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'validation_error',
    detail: expect.stringMatching(/^job_description /),
  });
});
