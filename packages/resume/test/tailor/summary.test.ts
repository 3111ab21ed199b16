import { expect, test } from 'vitest';
import { resumeDataSchema } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import { startFakeProvider } from './fake-provider.ts';
import { backendJob } from './fixtures.ts';
import { goodLetter } from './llm-setup.ts';

/* The CV's summary: written from certain facts, the candidate's own words never pasted twice. Made-up people. */

const today = new Date('2026-03-02T09:00:00Z');

const platformEngineer = (summary?: string) =>
  resumeDataSchema.parse({
    basics: { name: 'Noor Haddad', label: 'Platform Engineer', summary },
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

test('with no summary of their own, the CV opens on one written from certain facts', async () => {
  const { resume } = await tailorResume({ resume: platformEngineer(), job: backendJob, today });
  const summary = resume.basics.summary!;
  expect(summary).toMatch(/^Platform Engineer with experience at Fjord Logistics\./);
  expect(summary).toMatch(/Kubernetes/);
});

test("the candidate's own summary is the CV's, alone: no written sentence beside it", async () => {
  const own =
    'I am a platform engineer who likes clean code. I am looking for a job that challenges me every day.';
  const { resume } = await tailorResume({ resume: platformEngineer(own), job: backendJob, today });
  expect(resume.basics.summary).toBe(own);
  // A model's summary that states something the resume does not is replaced by that same one.
  const provider = await startFakeProvider(() => ({
    content: JSON.stringify({
      summary: 'Platform engineer with 12 years at Globex Corporation.',
      edits: [],
      coverLetter: { paragraphs: goodLetter },
    }),
  }));
  try {
    const llm = await tailorResume({
      resume: platformEngineer(own),
      job: backendJob,
      today,
      engine: 'llm',
      llm: { baseUrl: provider.baseUrl, model: 'test-model', maxRetries: 0 },
    });
    expect(llm.resume.basics.summary).toBe(own);
  } finally {
    await provider.close();
  }
});

test('a long own summary keeps its first sentence and those showing what the posting asks for, in their order', async () => {
  const own = [
    'Platform engineer with eight years in logistics software.',
    'I enjoy hiking and photography.',
    'I run Kubernetes clusters on AWS.',
    'I like a tidy desk.',
    'I wrote our Terraform modules.',
    'I built the PostgreSQL backups.',
  ].join(' ');
  const { resume } = await tailorResume({ resume: platformEngineer(own), job: backendJob, today });
  const summary = resume.basics.summary!;
  expect(summary).toMatch(/^Platform engineer with eight years in logistics software\. /);
  expect(summary).toMatch(/Kubernetes clusters on AWS\. .*Terraform modules/);
  expect(summary).not.toMatch(/tidy desk|with experience at/);
  expect(summary.split(/(?<=\.) /)).toHaveLength(4);
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
