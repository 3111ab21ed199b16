import mammoth from 'mammoth';
import { unzipSync, strFromU8 } from 'fflate';
import { expect, test } from 'vitest';
import { renderCoverLetterDocx, renderResumeDocx, resumeTemplates } from '../../src/index.ts';
import { sampleLetter, sampleResume } from './fixtures.ts';

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const html = async (bytes: Uint8Array) => (await mammoth.convertToHtml({ buffer: toBuffer(bytes) })).value;
const documentXml = (bytes: Uint8Array) => strFromU8(unzipSync(bytes)['word/document.xml']!);

for (const template of resumeTemplates) {
  test(`${template} resume as DOCX: the name, real section headings, entries, bullets and links, in order`, async () => {
    const docx = await renderResumeDocx(sampleResume(), { template, language: 'fr' });
    expect(toBuffer(docx.subarray(0, 2)).toString('latin1')).toBe('PK');
    const out = await html(docx);
    // Word headings: ATS and Word's navigation read them as the document's structure.
    expect(out).toMatch(/<h1>Expérience<\/h1>/);
    expect(out).toMatch(/<h1>Profil<\/h1>/);
    expect(out).toMatch(/<h2>Senior Backend Engineer — Société Générale des Paiements<\/h2>/);
    expect(out).toContain('<li>Led a team of five engineers rebuilding the card-settlement pipeline');
    expect(out).toContain('href="https://github.com/elodiemn"');
    const text = (await mammoth.extractRawText({ buffer: toBuffer(docx) })).value;
    const order = [
      'Élodie Marchand-Núñez',
      'Senior Backend Engineer',
      'Société Générale des Paiements',
      'Logística Ibérica S.A.',
    ];
    let from = 0;
    for (const fact of order) {
      const at = text.indexOf(fact, from);
      expect(at, fact).toBeGreaterThanOrEqual(0);
      from = at;
    }
  });
}

test('paper size: A4 by default, US Letter on request', async () => {
  const a4 = documentXml(await renderResumeDocx(sampleResume()));
  expect(a4).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
  const letter = documentXml(await renderResumeDocx(sampleResume(), { paper: 'us-letter' }));
  expect(letter).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
});

test('user text is data, not markup: XML specials come back as typed', async () => {
  const data = sampleResume();
  data.basics.name = 'Ada <b>&amp; "Bob"</b>';
  const text = (await mammoth.extractRawText({ buffer: toBuffer(await renderResumeDocx(data)) })).value;
  expect(text).toContain('Ada <b>&amp; "Bob"</b>');
});

for (const language of ['en', 'fr', 'es'] as const) {
  test(`cover letter as DOCX in ${language}: sender, date, subject, every paragraph, signature`, async () => {
    const letter = sampleLetter(language);
    const docx = await renderCoverLetterDocx(letter);
    const text = (await mammoth.extractRawText({ buffer: toBuffer(docx) })).value;
    const dates = { en: 'November 21, 2026', fr: '21 novembre 2026', es: '21 de noviembre de 2026' } as const;
    let from = 0;
    for (const fact of [
      letter.sender.name,
      dates[language],
      letter.subject,
      ...letter.paragraphs,
      letter.signature,
    ]) {
      const at = text.indexOf(fact, from);
      expect(at, fact).toBeGreaterThanOrEqual(0);
      from = at;
    }
    expect(await html(docx)).toContain(`<h2>${letter.subject}</h2>`);
  });
}
