import { expect, test } from 'vitest';
import { resumeDataSchema } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import { afterPlace } from '../../src/tailor/summary-facts.ts';
import { backendJob } from './fixtures.ts';

/* A written summary says only what certain, fitting fields say. Made-up people and postings. */

const today = new Date('2026-03-02T09:00:00Z');
const nurseJob = {
  ...backendJob,
  position: 'Ward Nurse',
  description: 'We need a ward nurse. You will provide training to new staff and keep patient records.',
};

const summaryOf = async (data: Record<string, unknown>, job = backendJob): Promise<string> => {
  const { resume } = await tailorResume({ resume: resumeDataSchema.parse(data), job, today });
  return resume.basics.summary ?? '';
};

test('a headline no job holds is not said to have been held where the candidate worked', async () => {
  const summary = await summaryOf({
    basics: { name: 'Lea Moreau', label: 'Web Developer' },
    work: [
      { name: 'Greenline Energy', position: 'Sales agent', highlights: [] },
      { name: 'Freelance', position: 'Independent seller', highlights: [] },
      { name: 'Calm Spa', position: 'Spa technician', highlights: [] },
    ],
  });
  expect(summary).not.toMatch(/Web Developer|Freelance/);
});

test('a summary that would only list the employers the jobs below name is not written', async () => {
  // No title to open on: the jobs' titles are not read.
  const summary = await summaryOf({
    basics: { name: 'Lea Moreau' },
    work: [
      { name: 'Greenline Energy', highlights: [] },
      { name: 'Calm Spa', highlights: [] },
    ],
  });
  expect(summary).toBe('');
  // With a title to say who the candidate is, the employers are named after it.
  const titled = await summaryOf({
    basics: { name: 'Lea Moreau', label: 'Sales agent' },
    work: [
      { name: 'Greenline Energy', position: 'Sales agent', highlights: [] },
      { name: 'Calm Spa', position: 'Spa technician', highlights: [] },
    ],
  });
  expect(titled).toMatch(/^Sales agent with experience at Greenline Energy and Calm Spa\./);
});

test('a summary that would only repeat the headline printed under the name is not written', async () => {
  const summary = await summaryOf({
    basics: { name: 'Lea Moreau', label: 'Graphic design student' },
    work: [{ name: 'Fall Fair 2019', position: 'Helper', highlights: [] }],
  });
  expect(summary).toBe('');
});

test('one common word is not what a candidate brings; skills of their own are listed instead, never a spoken language', async () => {
  const summary = await summaryOf(
    {
      basics: { name: 'Sam Ortiz' },
      work: [{ name: 'Hill School District', position: 'Substitute Teacher', highlights: [] }],
      skills: [
        { name: 'Teaching', keywords: ['training', 'Lesson planning', 'Classroom management'] },
        { name: 'Languages', keywords: ['Spanish (fluent)', 'English (native)'] },
        { keywords: ['Earned the title of', 'Regional Scholar', 'as accounting', 'finance'] },
      ],
    },
    nurseJob,
  );
  expect(summary).not.toMatch(/Brings training/);
  expect(summary).toMatch(/Skills include Lesson planning and Classroom management\./);
  expect(summary).not.toMatch(/Spanish|English|Regional Scholar|accounting/);
});

test('a place set before a title with a dash is no part of the title a summary names', () => {
  expect(afterPlace('Mt. Pleasant –Substitute Teacher')).toBe('Substitute Teacher');
  expect(afterPlace('Sales – Account Manager')).toBe('Sales – Account Manager');
  expect(afterPlace('Developer – Backend')).toBe('Developer – Backend');
});

test("a sentence of the candidate's own summary cut at the page's edge is left out", async () => {
  const summary = await summaryOf({
    basics: {
      name: 'Lea Moreau',
      summary: 'I build reliable backend services in Go. Curious and patient, I enjoy working in a t',
    },
  });
  expect(summary).toBe('I build reliable backend services in Go.');
});

test('a line opening on a word of time is no school the summary or letter says the candidate studied at', async () => {
  const data = {
    basics: { name: 'Lea Moreau' },
    education: [{ institution: 'Currently attending the University of Northfield', area: 'Data Science' }],
  };
  const summary = await summaryOf(data);
  expect(summary).not.toMatch(/Currently attending/i);
  const { coverLetter } = await tailorResume({
    resume: resumeDataSchema.parse(data),
    job: backendJob,
    today,
  });
  expect(coverLetter.paragraphs.join(' ')).not.toMatch(/at Currently attending/i);
});

test('a degree written in another language than the summary is not set in its sentence: the school is named', async () => {
  const data = {
    basics: { name: 'Ines Vidal' },
    education: [{ institution: 'Instituto Técnico del Norte', studyType: 'Técnico', area: 'Diseño gráfico' }],
    projects: [
      {
        name: 'Catálogo',
        highlights: ['Diseño de la identidad visual de una tienda de barrio y de sus redes sociales'],
      },
    ],
  };
  const summary = await summaryOf(data);
  expect(summary).toContain('Instituto Técnico del Norte');
  expect(summary).not.toMatch(/Técnico, Diseño gráfico|Diseño gráfico from/);
});

test('a posting word that is no known skill is not claimed from a result where it qualifies something else', async () => {
  const salesJob = {
    ...backendJob,
    position: 'Data Engineer',
    description:
      'Requirements:\n- Python and SQL\n- Experience in sales\n- Strong communication skills\nYou will build pipelines for our sales team.',
  };
  const data = {
    basics: { name: 'Lea Moreau' },
    work: [
      {
        name: 'Orbit Retail',
        position: 'Data Engineer',
        startDate: '2021-01',
        highlights: ['Built Python pipelines loading 2 billion sales rows a day into the warehouse.'],
      },
    ],
    skills: [{ name: 'Languages', keywords: ['Python', 'SQL'] }],
  };
  const summary = await summaryOf(data, salesJob);
  expect(summary).toMatch(/Brings Python/);
  expect(summary).not.toMatch(/Brings[^.]*\bsales\b/i);
  // Listed by the candidate as a skill, it is theirs to claim.
  const listed = await summaryOf(
    { ...data, skills: [{ name: 'Skills', keywords: ['Python', 'SQL', 'sales'] }] },
    salesJob,
  );
  expect(listed).toMatch(/Brings[^.]*\bsales\b/i);
});
