import { expect, test } from 'vitest';
import { renderCoverLetterPdf, resumeTemplates } from '../../src/index.ts';
import { sampleLetter } from './fixtures.ts';
import { embeddedFontNames, readPdf } from './pdf-text.ts';

const flat = (text: string): string => text.replace(/\s+/g, ' ');

function expectInOrder(text: string, facts: string[]): void {
  let from = 0;
  for (const fact of facts) {
    const at = text.indexOf(fact, from);
    expect(at, `"${fact}" missing or out of order`).toBeGreaterThanOrEqual(0);
    from = at + fact.length;
  }
}

const dates = { en: 'November 21, 2026', fr: '21 novembre 2026', es: '21 de noviembre de 2026' } as const;

for (const language of ['en', 'fr', 'es'] as const) {
  for (const template of resumeTemplates) {
    test(`${template} cover letter in ${language}: sender, date, recipient, subject, body, signature in order`, async () => {
      const letter = sampleLetter(language);
      const pdf = await renderCoverLetterPdf(letter, { template });
      expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const pages = await readPdf(pdf);
      expect(pages).toHaveLength(1);
      expect(pages[0]?.width).toBeCloseTo(595.28, 0);
      const text = flat(pages.map((p) => p.text).join('\n'));
      expectInOrder(text, [
        'Élodie Marchand-Núñez',
        'Senior Backend Engineer',
        'elodie.marchand@example.com',
        '+33 6 12 34 56 78',
        dates[language],
        'Hiring Manager',
        'Ñandú Pagos S.L.',
        letter.subject,
        letter.greeting,
        'I am writing to apply for the Senior Backend Engineer role.',
        'migrated 2 TB of history to PostgreSQL with no downtime.',
        'I would welcome the chance',
        letter.closing,
        'Élodie Marchand-Núñez',
      ]);
      const family = template === 'classic' ? 'SourceSerifPro-' : 'SourceSans3-';
      for (const font of embeddedFontNames(pdf)) expect(font.startsWith(family), font).toBe(true);
    });
  }
}

test('US Letter paper, and the first of the month written the French way', async () => {
  const letter = { ...sampleLetter('fr'), date: '2027-03-01' };
  const pages = await readPdf(await renderCoverLetterPdf(letter, { paper: 'us-letter', template: 'modern' }));
  expect(pages[0]?.width).toBeCloseTo(612, 0);
  expect(pages[0]?.height).toBeCloseTo(792, 0);
  expect(flat(pages[0]?.text ?? '')).toContain('1er mars 2027');
});

test('letter text that looks like markup is shown literally, and a long letter flows on', async () => {
  const letter = {
    ...sampleLetter('en'),
    recipient: { employer: '#import "evil.typ": *' },
    subject: 'Re: *urgent* $$ <x> @y',
    paragraphs: Array.from({ length: 14 }, (_, i) =>
      `Paragraph ${i + 1} with \\ and ] and // and #panic("no"). `.repeat(6),
    ),
  };
  const pages = await readPdf(await renderCoverLetterPdf(letter));
  expect(pages.length).toBeGreaterThan(1);
  const text = flat(pages.map((p) => p.text).join('\n'));
  expectInOrder(text, [
    '#import "evil.typ": *',
    'Re: *urgent* $$ <x> @y',
    'Paragraph 1 with \\ and ] and // and #panic("no").',
    'Paragraph 14 with',
  ]);
});
