import { expect, test } from 'vitest';
import { resumeDataSchema } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import { showsInSense } from '../../src/tailor/sense.ts';
import { findSkills } from '../../src/tailor/vocabulary.ts';

/* Evidence in the requirement's sense: a word the two texts share is not enough. */

test('a common word shared with another trade is no evidence; a second word of the requirement nearby is', () => {
  const audit = new Set(['Auditing']);
  expect(
    showsInSense('Experience with accounting audits', audit, 'Ran SEO audits for 20 client websites'),
  ).toBe(false);
  expect(
    showsInSense('Experience with accounting audits', audit, 'Prepared accounting audits for 12 clients'),
  ).toBe(true);
  expect(
    showsInSense('Experiencia en auditorías contables', audit, 'Realicé auditorías SEO de 20 sitios web'),
  ).toBe(false);
  const training = new Set(['Training']);
  expect(
    showsInSense('Deliver training to new staff', training, 'Completed a training contract at a law firm'),
  ).toBe(false);
  expect(
    showsInSense('Deliver training to new staff', training, 'Delivered training sessions to 30 new hires'),
  ).toBe(true);
  // A name stands for itself: Python is Python wherever it is written.
  expect(
    showsInSense('Strong Python and data pipelines', new Set(['Python']), 'Automated reports in Python'),
  ).toBe(true);
});

const marketer = resumeDataSchema.parse({
  basics: { name: 'Ivo Marlowe' },
  work: [
    {
      name: 'Brightpath Digital',
      position: 'SEO Specialist',
      startDate: '2020-01',
      endDate: 'present',
      highlights: ['Ran SEO audits for 20 client websites', 'Completed a training contract in web analytics'],
    },
  ],
});
const accountingJob = {
  position: 'Audit Associate',
  employer: 'Kestrel & Moss',
  description: `Kestrel & Moss is hiring an Audit Associate.
Requirements:
- Experience with financial statement audits
- Deliver training to junior accountants`,
};

test('an SEO audit is not shown as evidence of a financial audit, nor a training contract of training given', async () => {
  const result = await tailorResume({ resume: marketer, job: accountingJob, today: new Date('2026-03-02') });
  const letter = result.coverLetter.paragraphs.join('\n');
  expect(letter).not.toMatch(/financial statement audits|junior accountants/i);
  for (const r of result.report.match.requirements)
    expect(r.evidence?.text ?? '').not.toMatch(/SEO audits|training contract/);
});

const labTechnician = resumeDataSchema.parse({
  basics: { name: 'Rhea Castell' },
  work: [
    {
      name: 'Ostrander Lab',
      position: 'Systems Technician',
      startDate: '2021-03',
      endDate: 'present',
      highlights: [
        'Maintained BL/DL/ML servers for the imaging group',
        'Built AI/ML data pipelines in Python',
      ],
    },
  ],
});
const mlJob = {
  position: 'Machine Learning Engineer',
  employer: 'Quillon Analytics',
  description: `Quillon Analytics is hiring a Machine Learning Engineer.
Requirements:
- Hands-on machine learning experience
- Python for data pipelines`,
};

test('a short acronym in a slashed list of codes names no skill; beside a known one it counts for the score, never for a claim', () => {
  const hits = (text: string) => findSkills(text).map((h) => `${h.skill.term}${h.loose ? ' (loose)' : ''}`);
  expect(hits('Maintained BL/DL/ML servers')).toEqual([]);
  expect(hits('Built AI/ML pipelines')).toEqual([
    'Artificial intelligence (loose)',
    'Machine learning (loose)',
  ]);
  expect(hits('Trained ML models on GPUs')).toEqual(['Machine learning']);
  expect(hits('Ran QA/QC checks on every batch')).toEqual([
    'Quality assurance (loose)',
    'Quality assurance (loose)',
  ]);
  // A name that is its own acronym stands for itself in a list.
  expect(hits('SEO/SEM campaigns')).toEqual(expect.arrayContaining(['SEO', 'SEM']));
  const ml = new Set(['Machine learning']);
  expect(showsInSense('Hands-on machine learning experience', ml, 'Maintained BL/DL/ML servers')).toBe(false);
  expect(showsInSense('Hands-on machine learning experience', ml, 'Built AI/ML data pipelines')).toBe(false);
  expect(showsInSense('Hands-on machine learning experience', ml, 'Trained ML models on GPUs')).toBe(true);
});

test('the letter claims no machine learning from "ML" in slashed lists', async () => {
  const result = await tailorResume({ resume: labTechnician, job: mlJob, today: new Date('2026-03-02') });
  const written = [result.resume.basics.summary ?? '', ...result.coverLetter.paragraphs]
    .join('\n')
    .replaceAll(mlJob.position, '');
  expect(written).not.toMatch(/machine learning|artificial intelligence/i);
  const requirement = result.report.match.requirements.find((r) => /machine learning/i.test(r.text));
  expect(requirement?.evidence).toBeNull();
});
