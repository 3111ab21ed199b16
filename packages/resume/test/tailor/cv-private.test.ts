import { expect, test } from 'vitest';
import { resumeDataSchema } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import { withoutContacts } from '../../src/tailor/cv-private.ts';
import { asksForLists, withoutIdNumbers } from '../../src/tailor/cv-words.ts';
import { backendJob } from './fixtures.ts';

/*
 * What a tailored CV never prints of people's private details: a referee's phone, email or street
 * address, an identity or social security number. And which postings keep an academic CV's lists
 * whole. Made-up people and numbers.
 */

const today = new Date('2026-03-02T09:00:00Z');

const person = (extra: Record<string, unknown>) =>
  resumeDataSchema.parse({
    basics: { name: 'Tomas Reyvel', email: 'tomas.reyvel@example.org', phone: '(555) 010-4477' },
    work: [
      {
        name: 'Harrowgate Systems',
        position: 'Backend Engineer',
        startDate: '2020',
        highlights: ['Built Go services on PostgreSQL'],
      },
    ],
    ...extra,
  });

test("a referee's phone and email are cut out of the line naming them, with their labels", () => {
  expect(withoutContacts('Iris Vane: Associate Professor in Geography. ivane@example.edu 530-555-0199')).toBe(
    'Iris Vane: Associate Professor in Geography.',
  );
  expect(withoutContacts('Ember Events, Ballyfin, Mob: 0871234567')).toBe('Ember Events, Ballyfin');
  expect(
    withoutContacts('Jefe inmediato: Ana Ruiz, Cargo: Gerente de operaciones, Teléfono: 3001234567'),
  ).toBe('Jefe inmediato: Ana Ruiz, Cargo: Gerente de operaciones');
  expect(withoutContacts('Dr Ana Ruiz (Tel. 06 12 34 56 78)')).toBe('Dr Ana Ruiz');
  expect(withoutContacts('Cel: 3001234567')).toBe('');
  expect(withoutContacts('Raised sales by 25% in 2019')).toBe('Raised sales by 25% in 2019');
});

test('an identity or social security number is cut out with its label, in each language', () => {
  for (const text of [
    'DNI: 12345678Z',
    'NIE X-1234567-L',
    'Passport No. X1234567',
    'Social security number 123-45-6789',
    'N° de sécurité sociale : 1 85 05 78 006 084 36',
    'Cédula de ciudadanía No. 1.234.567.890',
  ])
    expect(withoutIdNumbers(text)).toBe('');
  expect(withoutIdNumbers('Madrid · DNI 12345678Z · Carnet de conducir B')).toBe(
    'Madrid · Carnet de conducir B',
  );
  // No number after the word, or a number with no label: nothing to cut.
  expect(withoutIdNumbers('Renewed the passport office in 2019')).toBe('Renewed the passport office in 2019');
  expect(withoutIdNumbers('Managed 12345 accounts')).toBe('Managed 12345 accounts');
});

test('a tailored CV names its referees without their contact details, and prints no identity number', async () => {
  const { resume } = await tailorResume({
    resume: person({
      references: [
        { reference: 'Iris Vane: Associate Professor in Geography. ivane@example.edu 530-555-0199' },
        { reference: 'Mob: +44 77 1234 5678' },
        { reference: '12 Harbour Road, Kilbride' },
        { reference: '49B Glenmore Rd, Kilbride, Westshire BT69 6DN, UK' },
      ],
      custom: [{ name: 'Personal details', items: ['DNI: 12345678Z', 'Driving licence B', 'A B C'] }],
    }),
    job: backendJob,
    today,
  });
  expect(resume.references).toEqual([{ reference: 'Iris Vane: Associate Professor in Geography.' }]);
  // What held no identity number stays as read.
  expect(resume.custom).toEqual([{ name: 'Personal details', items: ['Driving licence B', 'A B C'] }]);
});

test('references that are only contact details become one line saying they are available on request', async () => {
  const { resume } = await tailorResume({
    resume: person({ references: [{ reference: 'ivane@example.edu' }, { reference: 'Tel: 530-555-0199' }] }),
    job: backendJob,
    today,
  });
  expect(resume.references).toEqual([{ reference: 'References available on request' }]);
  // A resume with no references says nothing of them.
  const none = await tailorResume({ resume: person({}), job: backendJob, today });
  expect(none.resume.references).toEqual([]);
});

test('a posting for an academic post keeps the CV’s lists whole; an industry posting does not', async () => {
  const academic = {
    position: 'Assistant Professor of Data Science',
    employer: 'Fenmoor University',
    description: 'We seek an assistant professor with a strong publication record in machine learning.',
  };
  expect(asksForLists(academic)).toBe(true);
  expect(asksForLists({ description: 'Maître de conférences en informatique, section 27.' })).toBe(true);
  expect(asksForLists({ description: 'Se busca profesor titular con producción científica.' })).toBe(true);
  expect(asksForLists(backendJob)).toBe(false);
  const forAcademic = await tailorResume({ resume: person({}), job: academic, today });
  expect(forAcademic.resume.meta?.wholeLists).toBe(true);
  const forIndustry = await tailorResume({ resume: person({}), job: backendJob, today });
  expect(forIndustry.resume.meta?.wholeLists).toBeUndefined();
});
