import { expect, test } from 'vitest';
import { resumeDataSchema } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import { tidyCertificates, tidyForCv, tidyLanguages, tidyReferences } from '../../src/tailor/cv-tidy.ts';
import { labelledIssuer, statesAge, withoutTitleMarks } from '../../src/tailor/cv-words.ts';
import { backendJob } from './fixtures.ts';

/* What a tailored CV leaves out of the lists the reader filled, or sets where it belongs. Made-up people. */

const today = new Date('2026-03-02T09:00:00Z');

const person = (extra: Record<string, unknown>) =>
  resumeDataSchema.parse({
    basics: {
      name: 'Ines Varga',
      email: 'ines.varga@example.org',
      phone: '(555) 010-2030',
      profiles: [{ network: 'GitHub', username: 'ivarga-dev', url: 'https://github.com/ivarga-dev' }],
    },
    ...extra,
  });

test('a running footer read into the skills or the languages is no line of the CV', () => {
  const tidy = tidyForCv(
    person({
      skills: [
        { name: 'Tools', keywords: ['Salesforce', 'HubSpot'] },
        { keywords: ['Springfield – USA', '(555) 010-2030', 'ines.varga@example.org', 'ivarga-dev', '1/2'] },
        { name: 'Curriculum vitae', keywords: ['Ines Varga'] },
        { name: 'Support', keywords: ['24/7 on-call', 'Zendesk'] },
      ],
      languages: [
        { language: 'English', fluency: 'Native' },
        { language: 'Polish', fluency: 'Fluent' },
        { language: '(555) 010-2030' },
        { language: 'ines.varga@example.org' },
        { language: 'ivargasales' },
        { language: '2/2' },
      ],
    }),
  );
  expect(tidy.skills.map((s) => s.name)).toEqual(['Tools', 'Support']);
  expect(tidy.languages.map((l) => l.language)).toEqual(['English', 'Polish']);
});

test('a running footer read as a certificate is no line of the CV', () => {
  const tidy = tidyForCv(
    person({
      certificates: [
        { name: 'Forklift Licence', date: '2021' },
        { name: 'Ines Varga' },
        { name: '2/2' },
        { name: 'ines.varga@example.org' },
      ],
    }),
  );
  expect(tidy.certificates).toEqual([{ name: 'Forklift Licence', date: '2021' }]);
});

test('levels read as languages of their own go to their languages when the layout says which, else go', () => {
  const none = () => false;
  // Two columns read row by row: the languages, then as many levels in the same order.
  expect(
    tidyLanguages(
      [
        { language: 'Français' },
        { language: 'Anglais' },
        { language: 'Langue maternelle' },
        { language: 'B2' },
        { language: 'Italien' },
        { language: 'A2' },
      ],
      none,
    ),
  ).toEqual([
    { language: 'Français', fluency: 'Langue maternelle' },
    { language: 'Anglais', fluency: 'B2' },
    { language: 'Italien', fluency: 'A2' },
  ]);
  // Which level is whose cannot be told: the levels go, the languages stay.
  expect(
    tidyLanguages(
      [{ language: 'German' }, { language: 'Dutch', fluency: 'Basic' }, { language: 'C1' }],
      none,
    ),
  ).toEqual([{ language: 'German' }, { language: 'Dutch', fluency: 'Basic' }]);
});

test('an issuer read as a certificate of its own becomes the issuer of the one above it', () => {
  expect(
    tidyCertificates([
      { name: 'Teaching licence in mathematics' },
      { name: 'Issued by Ministry of Education' },
      { name: 'First aid', issuer: 'Délivré par Croix Verte' },
    ]),
  ).toEqual([
    { name: 'Teaching licence in mathematics', issuer: 'Ministry of Education' },
    { name: 'First aid', issuer: 'Croix Verte' },
  ]);
  expect(labelledIssuer('Emitido por Instituto Norte')).toBe('Instituto Norte');
  expect(labelledIssuer('Oracle Certified Associate')).toBeUndefined();
});

test("a course that is the degree's own name or a town, and a sworn statement, are no lines of the CV", () => {
  const tidy = tidyForCv(
    person({
      education: [
        {
          institution: 'Lakeside College',
          studyType: 'Bachelor of Science',
          area: 'NURSING',
          location: 'Millbrook',
          courses: ['Nursing', 'Pharmacology', 'Millbrook'],
        },
      ],
      references: [
        { name: 'Dr. Alan Petrov', reference: 'Head of ward, Lakeside Clinic' },
        { reference: 'I hereby certify that the above information is true and correct.' },
      ],
      custom: [{ name: 'Declaration', items: ['Je soussignée certifie l’exactitude de ces informations.'] }],
    }),
  );
  expect(tidy.education[0]!.courses).toEqual(['Pharmacology']);
  expect(tidy.references).toHaveLength(1);
  expect(tidy.custom).toEqual([]);
});

test('a headline stating an age is no headline, and no sentence of a summary says an age', async () => {
  expect(statesAge('48 ANS - RQTH')).toBe(true);
  expect(statesAge("J'ai 32 ans et j'aime le travail en équipe.")).toBe(true);
  expect(statesAge('Tengo 29 años y experiencia en ventas.')).toBe(true);
  expect(statesAge('Une expérience de 12 ans.')).toBe(false);
  expect(statesAge('Over 10 years of experience in logistics.')).toBe(false);
  const { resume } = await tailorResume({
    resume: person({
      basics: {
        name: 'Ines Varga',
        label: '41 years old',
        summary: 'I am 41 years old. I build reliable backend services in Go and PostgreSQL.',
      },
    }),
    job: backendJob,
    today,
  });
  expect(resume.basics.label).toBeUndefined();
  expect(resume.basics.summary).toBe('I build reliable backend services in Go and PostgreSQL.');
});

test("a posting title's marks of being open to all are left out of the sentence naming it", () => {
  expect(withoutTitleMarks('Aide comptable F/H (H/F)')).toBe('Aide comptable');
  expect(withoutTitleMarks('Camarero/a (h/m)')).toBe('Camarero/a');
  expect(withoutTitleMarks('UX/UI Designer')).toBe('UX/UI Designer');
});

test("a posting title's share of full time is left out of the sentence naming it, its level kept", () => {
  expect(withoutTitleMarks('TEACHER SECONDARY MUSIC .60')).toBe('TEACHER SECONDARY MUSIC');
  expect(withoutTitleMarks('Staff Nurse (0.8 FTE)')).toBe('Staff Nurse');
  expect(withoutTitleMarks('Infirmier H/F - 80 %')).toBe('Infirmier');
  expect(withoutTitleMarks('Technicien ETP 0,5')).toBe('Technicien');
  for (const title of [
    'Engineer II',
    'Level 2 Support',
    '3D Artist',
    'Web 2.0 Developer',
    'Python 3 Developer',
  ])
    expect(withoutTitleMarks(title)).toBe(title);
});

test('a group of skills that is the rest of the one above moves with it when groups are ranked', async () => {
  const { resume } = await tailorResume({
    resume: person({
      skills: [
        { name: 'Soft skills', keywords: ['Patience'] },
        { name: 'Problem solving', keywords: ['ability to'] },
        { keywords: ['scale services on Kubernetes and AWS'] },
      ],
    }),
    job: backendJob,
    today,
  });
  const order = resume.skills.map((s) => s.name ?? s.keywords[0]);
  expect(order.indexOf('scale services on Kubernetes and AWS')).toBe(order.indexOf('Problem solving') + 1);
});

test('skills read into the languages are listed as skills, the languages kept with their levels', () => {
  const tidy = tidyForCv(
    person({
      languages: [
        { language: 'Tooling' },
        { language: 'Python' },
        { language: 'Docker' },
        { language: 'PostgreSQL' },
        { language: 'English' },
        { language: 'Hindi' },
        { language: 'Native' },
        { language: 'Fluent' },
      ],
    }),
  );
  expect(tidy.skills).toEqual([{ keywords: ['Python', 'Docker', 'PostgreSQL'] }]);
  expect(tidy.languages).toEqual([
    { language: 'English', fluency: 'Native' },
    { language: 'Hindi', fluency: 'Fluent' },
  ]);
});

test("a reference's labelled details read as references of their own join it; the candidate signing off goes", () => {
  const refs = tidyReferences(
    person({
      basics: { name: 'Ines Maria Varga' },
      references: [
        { reference: 'Pablo Ruiz Varga (Brother)' },
        { reference: 'Cel: 555 0101' },
        { reference: 'Cargo: Engineer' },
        { reference: 'Dana Kim: Associate Professor of Geography. dana@example.edu' },
        { reference: 'Leo Park: Professor of Botany. leo@example.edu' },
        { reference: 'Ines Varga' },
      ],
    }),
  );
  expect(refs.map((r) => r.reference)).toEqual([
    'Pablo Ruiz Varga (Brother) · Cel: 555 0101 · Cargo: Engineer',
    'Dana Kim: Associate Professor of Geography. dana@example.edu',
    'Leo Park: Professor of Botany. leo@example.edu',
  ]);
});
