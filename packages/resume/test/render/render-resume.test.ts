import { expect, test } from 'vitest';
import { renderResumePdf, resumeTemplates } from '../../src/index.ts';
import { resumeDataSchema } from '../../src/schema/resume.ts';
import { sampleResume } from './fixtures.ts';
import { embeddedFontNames, pdfText, readPdf } from './pdf-text.ts';

const A4 = { width: 595.28, height: 841.89 };
const LETTER = { width: 612, height: 792 };

const flat = (text: string): string => text.replace(/\s+/g, ' ');

/** Each fact must be found after the previous one: the order an ATS reads them in. */
function expectInOrder(text: string, facts: string[]): void {
  let from = 0;
  for (const fact of facts) {
    const at = text.indexOf(fact, from);
    expect(at, `"${fact}" missing or out of order`).toBeGreaterThanOrEqual(0);
    from = at + fact.length;
  }
}
test('exposes both templates', () => {
  expect(resumeTemplates).toEqual(['classic', 'modern']);
});

for (const template of resumeTemplates) {
  test(`${template}: a PDF in A4 by default and in US Letter on request`, async () => {
    const a4 = await renderResumePdf(sampleResume(), { template });
    expect(Buffer.from(a4.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    for (const page of await readPdf(a4)) {
      expect(page.width).toBeCloseTo(A4.width, 0);
      expect(page.height).toBeCloseTo(A4.height, 0);
    }
    const letter = await renderResumePdf(sampleResume(), { template, paper: 'us-letter' });
    const pages = await readPdf(letter);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      expect(page.width).toBeCloseTo(LETTER.width, 0);
      expect(page.height).toBeCloseTo(LETTER.height, 0);
    }
  });

  test(`${template}: every fact is extractable, in reading order, accents intact`, async () => {
    const text = flat(await pdfText(await renderResumePdf(sampleResume(), { template })));
    expectInOrder(text, [
      'Élodie Marchand-Núñez',
      'Senior Backend Engineer',
      'elodie.marchand@example.com',
      '+33 6 12 34 56 78',
      'Lyon, FR',
      'linkedin.com/in/elodie-mn',
      'Summary',
      'Backend engineer with nine years of experience',
      'Experience',
      'Senior Backend Engineer',
      'Mar 2021 – Present',
      'Société Générale des Paiements',
      'Led a team of five engineers rebuilding the card-settlement pipeline in TypeScript and PostgreSQL, cutting nightly batch time from 4 h to 35 min.',
      'Mentored four junior engineers',
      'Backend Engineer',
      'Jan 2018 – Feb 2021',
      'Logística Ibérica S.A.',
      'Madrid, España',
      'Routing and tracking platform',
      'Built the real-time tracking API in Go',
      'Café Crème Studio',
      'Education',
      'Université Claude Bernard Lyon 1',
      '2013 – 2015',
      'Master, Informatique',
      'Courses: Distributed systems, Databases, Compilers',
      'Universidad Politécnica de Madrid',
      'Ingeniería del Software',
      'Skills',
      'Languages: TypeScript, Go, SQL, Python',
      'Operations: Kubernetes, Terraform, OpenTelemetry, GitHub Actions',
      'Projects',
      'pg-ledger',
      'Open-source double-entry ledger on PostgreSQL.',
      '420 stars on GitHub',
      'Certifications',
      'Certified Kubernetes Application Developer',
      'Jun 2022',
      'CNCF',
      'Awards',
      'Hackathon winner',
      'Volunteer',
      'Coding workshop mentor',
      '2019 – Present',
      'Les Déchiqueteuses',
      'Languages',
      'French (Native)',
      'English (Professional)',
      'Interests',
      'Cycling: Randonnées, Brevets 200 km',
      'Talks',
      '« Ledgers without tears », Paris TypeScript meetup, 2023',
    ]);
  });

  test(`${template}: fonts come from the shipped Source families only`, async () => {
    const fonts = embeddedFontNames(await renderResumePdf(sampleResume(), { template }));
    expect(fonts.length).toBeGreaterThan(1);
    const family = template === 'classic' ? 'SourceSerifPro-' : 'SourceSans3-';
    for (const font of fonts) expect(font.startsWith(family), font).toBe(true);
  });
}

test('French and Spanish letters survive extraction', async () => {
  const data = resumeDataSchema.parse({
    basics: {
      name: 'Françoise Œuvray',
      summary: '¿Por qué no? ¡Sí! Ñoño pingüino, cigüeña, acción, éxito, côté, à, où, Noël, cœur, ÇA.',
    },
  });
  for (const template of resumeTemplates) {
    const text = flat(await pdfText(await renderResumePdf(data, { template })));
    expect(text).toContain('Françoise Œuvray');
    expect(text).toContain(
      '¿Por qué no? ¡Sí! Ñoño pingüino, cigüeña, acción, éxito, côté, à, où, Noël, cœur, ÇA.',
    );
  }
});

test('headings and dates follow the language option, then data.meta.language', async () => {
  const data = sampleResume();
  const fr = flat(await pdfText(await renderResumePdf(data, { language: 'fr' })));
  expectInOrder(fr, [
    'Profil',
    'Expérience',
    'mars 2021 – Présent',
    'janv. 2018 – févr. 2021',
    'Formation',
    'Compétences',
    'Projets',
    'Distinctions',
    'Bénévolat',
    'Langues',
    'Centres d’intérêt',
  ]);
  expect(fr).not.toContain('Experience');

  const es = flat(await pdfText(await renderResumePdf({ ...data, meta: { language: 'es' } })));
  expectInOrder(es, [
    'Perfil',
    'Experiencia',
    'mar. 2021 – Actualidad',
    'ene. 2018 – feb. 2021',
    'Educación',
    'Habilidades',
    'Proyectos',
    'Certificaciones',
    'Premios',
    'Voluntariado',
    'Idiomas',
  ]);

  // The option wins over the data's own language.
  const en = flat(
    await pdfText(await renderResumePdf({ ...data, meta: { language: 'es' } }, { language: 'en' })),
  );
  expectInOrder(en, ['Summary', 'Experience', 'Mar 2021 – Present', 'Education', 'Skills']);
});
