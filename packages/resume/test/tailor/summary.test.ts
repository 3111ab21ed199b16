import { expect, test } from 'vitest';
import { resumeDataSchema } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import { backendJob } from './fixtures.ts';

/* The CV's summary: written from certain facts, the candidate's own words never pasted twice. Made-up people. */

const today = new Date('2026-03-02T09:00:00Z');

test("a summary written from certain facts does not paste the candidate's own summary after it", async () => {
  const own =
    'I am a motivated engineer who likes clean code. I am looking for a job that challenges me every day.';
  const engineer = resumeDataSchema.parse({
    basics: { name: 'Noor Haddad', label: 'Platform Engineer', summary: own },
    work: [
      {
        name: 'Fjord Logistics',
        position: 'Platform Engineer',
        startDate: '2021-02',
        endDate: 'present',
        highlights: ['Moved 40 services to Kubernetes on AWS with Terraform, cutting deploy time by half'],
      },
    ],
    skills: [{ name: 'Cloud', keywords: ['Kubernetes', 'AWS', 'Terraform'] }],
  });
  const { resume } = await tailorResume({ resume: engineer, job: backendJob, today });
  const summary = resume.basics.summary!;
  expect(summary).toMatch(/^Platform Engineer with experience at Fjord Logistics\./);
  expect(summary).toMatch(/Kubernetes/);
  // Neither of the candidate's sentences names anything the posting asks for that the CV lacks.
  expect(summary).not.toMatch(/motivated engineer|looking for a job/);
});

test('an own sentence naming something the posting asks for, said nowhere else, is kept, once', async () => {
  const engineer = resumeDataSchema.parse({
    basics: {
      name: 'Noor Haddad',
      label: 'Platform Engineer',
      summary: 'Platform engineer who also runs Prometheus and Grafana dashboards for the on-call team.',
    },
    work: [
      {
        name: 'Fjord Logistics',
        position: 'Platform Engineer',
        highlights: ['Moved 40 services to Kubernetes on AWS with Terraform'],
      },
    ],
  });
  const { resume } = await tailorResume({ resume: engineer, job: backendJob, today });
  const summary = resume.basics.summary!;
  expect(summary.match(/Prometheus and Grafana dashboards/g)).toHaveLength(1);
});

test('a headline that is a place or a school is no title: the summary does not open on it', async () => {
  for (const label of ['Bogotá', 'Lakeside State University, MSc Civil Engineering']) {
    const person = resumeDataSchema.parse({
      basics: { name: 'Ana Ruiz', label },
      work: [
        {
          name: 'Fjord Logistics',
          position: 'Support Technician',
          highlights: ['Answered 30 tickets a day on AWS accounts and Kubernetes access'],
        },
      ],
    });
    const { resume } = await tailorResume({ resume: person, job: backendJob, today });
    expect(resume.basics.summary).not.toContain(label);
    expect(resume.basics.summary).toMatch(/^Support Technician with experience at Fjord Logistics\./);
  }
});

test('with too few certain facts the candidate keeps their own summary, cleaned, and an address in it is left out', async () => {
  const person = resumeDataSchema.parse({
    basics: {
      name: 'Ana Ruiz',
      summary: 'Calle 22 No. 58, Barrio Centro, Edificio Sol. I enjoy fixing things and helping people.',
    },
  });
  const { resume } = await tailorResume({ resume: person, job: backendJob, today });
  expect(resume.basics.summary).toBe('I enjoy fixing things and helping people.');
});

test('skills given with durations are named by the skill; a sentence or a link in a skills list is no skill', async () => {
  const person = resumeDataSchema.parse({
    basics: { name: 'Ana Ruiz', label: 'Systems Administrator' },
    work: [{ name: 'Fjord Logistics', position: 'Systems Administrator', highlights: [] }],
    skills: [
      { name: 'Linux', keywords: ['20+ yrs'] },
      { name: 'Bash', keywords: ['10+ yrs'] },
      { name: 'Languages', keywords: ['C', 'C++', 'HTML5'] },
      { name: 'Skills', keywords: ['Daily use : R and others', 'Skills'] },
      {
        name: 'Other',
        keywords: [
          'My skills are problem solving and working in a team. I enjoy it',
          'github: https://github.com/x',
        ],
      },
    ],
  });
  const { resume } = await tailorResume({
    resume: person,
    job: { ...backendJob, description: 'We need a nurse with ICU experience.' },
    today,
  });
  expect(resume.basics.summary).toMatch(/Skills include Linux, Bash, C, C\+\+ and HTML5\./);
});
