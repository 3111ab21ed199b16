import { expect, test } from 'vitest';
import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import type { TailorJob } from '../../src/tailor/types.ts';

/* What a letter tells of the resume: studies worth naming, results in grammatical sentences, tools that are tools. */

const today = new Date('2026-03-02T09:00:00Z');
const resume = (data: unknown): ResumeData => resumeDataSchema.parse(data);
const letterOf = async (r: ResumeData, j: TailorJob): Promise<string> =>
  (await tailorResume({ resume: r, job: j, today })).coverLetter.paragraphs.join('\n');

/** Someone with one job at Tidewater Finance and these lines under it. */
const oneJob = (highlights: string[], extra: { position?: string; endDate?: string } = {}): ResumeData =>
  resume({
    basics: { name: 'Noor Achterberg' },
    work: [
      {
        name: 'Tidewater Finance',
        position: extra.position ?? 'Accountant',
        startDate: '2021-02',
        endDate: extra.endDate ?? 'present',
        highlights,
      },
    ],
  });

const job: TailorJob = {
  position: 'Staff Accountant',
  employer: 'Harbor Ledger',
  description: `Harbor Ledger is hiring a Staff Accountant.
Requirements:
- Experience with accounts payable and bank reconciliation
- Month-end close and financial reporting
- Excel`,
};

const accountant = resume({
  basics: { name: 'Noor Achterberg' },
  work: [
    {
      name: 'Tidewater Finance',
      position: 'Accountant',
      startDate: '2021-02',
      endDate: 'present',
      highlights: [
        'Reconciled 14 bank accounts every month-end close',
        'Compute taxes for clients during tax season.',
        'Preparation of monthly financial reporting packs for the board',
      ],
    },
    {
      name: 'Pinecrest Wholesale',
      position: 'Accounts Payable Clerk',
      startDate: '2018-05',
      endDate: '2021-01',
      highlights: [
        'Processed 600 supplier invoices a month in accounts payable',
        'Supplier statement checks',
      ],
    },
  ],
  education: [
    { institution: 'Riverside High School', studyType: 'High School Diploma' },
    { institution: 'Eastbrook University', studyType: 'BA', area: 'Art History' },
  ],
  skills: [
    { name: 'Software', keywords: ['Excel', 'SAP', 'QuickBooks'] },
    { name: 'Other', keywords: ['Leadership', 'Marketing', 'Accounting', 'English'] },
  ],
});

test('an experienced candidate is not told "I studied at" a high school or an unrelated degree', async () => {
  const text = await letterOf(accountant, job);
  expect(text).not.toMatch(/Riverside|High School|Eastbrook|Art History|studied/i);
});

test('a degree that bears on the posting is named; so are degrees of someone with little work to tell', async () => {
  const related = resume({
    ...accountant,
    education: [
      { institution: 'Riverside High School', studyType: 'High School Diploma' },
      { institution: 'Eastbrook University', studyType: 'BSc', area: 'Accounting and Finance' },
    ],
  });
  const text = await letterOf(related, job);
  expect(text).toContain('Eastbrook University');
  expect(text).not.toMatch(/Riverside|High School/);
  const starter = resume({ ...accountant, work: [] });
  const first = await letterOf(starter, job);
  expect(first).toContain('Eastbrook University');
  expect(first).not.toMatch(/Riverside|High School/);
});

test('a French lycée, a Spanish colegio or a bac is no degree to name; a BTS taught in a lycée is one', async () => {
  const fr = resume({
    basics: { name: 'Noor Achterberg' },
    education: [
      { institution: 'Lycée Jean Moulin', studyType: 'Baccalauréat', area: 'STMG' },
      { institution: 'Lycée Victor Hugo', studyType: 'BTS', area: 'Comptabilité et gestion' },
    ],
  });
  const text = await letterOf(fr, { ...job, language: 'fr' });
  expect(text).not.toContain('Jean Moulin');
  expect(text).toContain('Lycée Victor Hugo');
  const es = resume({
    basics: { name: 'Noor Achterberg' },
    education: [{ institution: 'Colegio San José', studyType: 'Bachillerato' }],
  });
  expect(await letterOf(es, { ...job, language: 'es' })).not.toContain('San José');
});

test('every line told reads as a sentence: no noun phrase or unknown verb dropped into a clause, no pasted period', async () => {
  const r = resume({
    ...accountant,
    work: [
      {
        ...accountant.work[0],
        highlights: [
          'Reconciled 14 bank accounts every month-end close',
          'Compute taxes for clients during tax season.',
          'Preparation of monthly financial reporting packs for the board',
        ],
      },
    ],
  });
  const text = await letterOf(r, job);
  // "Compute taxes ..." is listed after a colon, in lower case, without its period; "Preparation
  // of ..." is told with a verb of the letter's.
  if (/compute taxes/i.test(text))
    expect(text).toMatch(/: [^.]*compute taxes for clients during tax season[;.]/);
  if (/preparation/i.test(text))
    expect(text).toMatch(/I (?:also )?work(?:ed)? on the preparation of monthly financial reporting packs/);
  expect(text).not.toMatch(/\.\./);
  expect(text).not.toMatch(/(?:included|covered|I|also) (?:Compute|compute|Preparation|preparation)\b/);
  expect(text).toMatch(/I reconciled 14 bank accounts/);
});

/** The languages this test writes letters in. */
type Tested = 'en' | 'fr' | 'es';

const formulas: Record<Tested, RegExp> = {
  en: /Among my achievements|Another achievement|That work also covered/,
  fr: /Parmi mes réalisations|Autre réalisation|Autre résultat/,
  es: /Entre mis logros|Otro logro|Otro resultado/,
};

test('lines no clause holds are left out: no formula sentence per line, no list pasted after a colon, in each language', async () => {
  const lines: Record<Tested, string[]> = {
    en: ['Supplier statement checks', 'Vendor master data upkeep', 'Weekly payment runs'],
    // Nouns whose ending tells no gender: no article is guessed, so no verb of the letter's holds them.
    fr: ['Bilan mensuel des comptes', 'Budget annuel du service', 'Plan de trésorerie'],
    es: ['Control de extractos de proveedores', 'Cuadre de facturas', 'Preparar los pagos'],
  };
  for (const lang of ['en', 'fr', 'es'] as const) {
    const r = oneJob(lines[lang], { endDate: '2024-01' });
    const text = await letterOf(r, { ...job, language: lang });
    expect(text).not.toMatch(formulas[lang]);
    const [first, second] = lines[lang];
    for (const line of [first!, second!]) expect(text).not.toContain(line.slice(1));
    expect(text).not.toMatch(/:\s*\p{Ll}[^.]*;/u);
  }
});

test('a line that is a sentence of its own is told as written, not after "My work there included"', async () => {
  const r = oneJob(['This role taught me month-end close under tight deadlines.']);
  const text = await letterOf(r, job);
  expect(text).toContain('This role taught me month-end close under tight deadlines.');
  expect(text).not.toMatch(/included this|covered this/i);
});

test('"Lead analyst on ..." is a title, not the verb "lead"', async () => {
  const r = oneJob(['Lead analyst on the bank reconciliation programme'], { position: 'Analyst' });
  expect(await letterOf(r, job)).not.toMatch(/I lead analyst/);
});

test('the tools named are tools: no field, quality or spoken language', async () => {
  const text = await letterOf(accountant, job);
  const tools =
    /(?:tools I work with include|toolkit includes|Tools I use include) ([^.]*)\./.exec(text)?.[1] ?? '';
  expect(tools).not.toMatch(/Leadership|Marketing|Accounting|English/);
  if (tools) expect(tools).toMatch(/SAP|QuickBooks/);
});

test('a quality is not claimed as shown by the work: "communication" is not "used in my own work"', async () => {
  const r = resume({
    ...accountant,
    work: [
      {
        ...accountant.work[0],
        highlights: ['Led communication with 40 suppliers about payment terms'],
      },
    ],
  });
  const text = await letterOf(r, {
    ...job,
    description: `${job.description}\n- Excellent communication skills`,
  });
  expect(text).not.toMatch(/(?:ask for|asks for|includes|lists|covers)[^.]*communication/i);
});
