/**
 * Layouts of CVs typeset with LaTeX or Typst (moderncv, altacv, two-column and sidebar classes),
 * read from small synthetic lines with the positions and fonts the PDF extractor gives.
 */
import { expect, test } from 'vitest';
import type { SourceLine } from '../../src/extract/types.ts';
import { matchMisspeltHeading } from '../../src/parse/headings.ts';
import { parseResumeText } from '../../src/parse/index.ts';

const line = (text: string, more: Partial<SourceLine> = {}): SourceLine => ({
  text,
  size: 10,
  gapBefore: 0.2,
  ...more,
});

test('a section word opening a new page, set like a known heading, opens its section', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 14, bold: true, page: 1 }),
    line('Education', { size: 11, gapBefore: 1.4, page: 1 }),
    line('MSc in Mathematics\tUniversity of Oxford\t2017 – 2021', { bold: true, page: 1 }),
    line('Experience', { size: 11, gapBefore: 1.4, page: 1 }),
    line('Researcher\tImperial College London\tMarch 2022 – July 2024', { bold: true, page: 1 }),
    line('Outreach and Volunteering', { size: 11, gapBefore: 1.4, page: 2 }),
    line('Guide\tMath Olympiad\tJuly 2019', { bold: true, page: 2 }),
    line('Employment (other)', { size: 11, gapBefore: undefined, page: 3 }),
    line('Painter\tAcme Painting\tJuly – September 2018', { bold: true, page: 3 }),
    line('Prizes/awards', { gapBefore: 1.4, page: 3 }),
    line('College Prize\tJesus College\tAugust 2021', { bold: true, page: 3 }),
    line('Skills', { gapBefore: 1.4, page: 3 }),
    line('Highly proficient in: R, LaTeX', { page: 3 }),
  ]);
  expect(data.work.map((w) => w.startDate)).toEqual(['2022-03', '2018-07']);
  expect(data.awards.map((a) => a.title)).toHaveLength(1);
});

test("a heading with one letter wrong, at the headings' left edge, still opens its section", () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 30, x: 13 }),
    line('Statistician', { size: 14, x: 14 }),
    line('Current Postition', { size: 14, x: 94, gapBefore: 0.8 }),
    line('2023 – 2025  Assistant Professor, University of Copenhagen.', { x: 29 }),
    line('Education', { size: 14, x: 94, gapBefore: 0.9 }),
    line('2017 – 2020  PhD in Biostatistics, Institut Curie, France.', { x: 29 }),
    line('Experience', { size: 14, x: 94, gapBefore: 0.9 }),
    line('2021 – 2023  Statistical Advisor, Hvidovre Hospital, Denmark.', { x: 29 }),
    line('2018 – 2020  Consultant, Servier, France.', { x: 29 }),
  ]);
  expect(data.work.map((w) => w.startDate)).toEqual(['2023', '2021', '2018']);
  expect(data.basics.label ?? '').not.toContain('Current');
});

test('another form of a section word is not taken for a misspelt heading', () => {
  expect(matchMisspeltHeading('Current Postition')?.key).toBe('work');
  expect(matchMisspeltHeading('Eduction')?.key).toBe('education');
  expect(matchMisspeltHeading('Cursos')).toBeUndefined();
  expect(matchMisspeltHeading('Services académiques')).toBeUndefined();
});

test('a headline under the name set like the headings is not a heading', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 30, x: 13 }),
    line('Data Scientist', { size: 14, x: 94 }),
    line('jane@example.com', { x: 94 }),
    line('Education', { size: 14, x: 94, gapBefore: 0.9 }),
    line('2017 – 2020  PhD in Biostatistics, Institut Curie, France.', { x: 29 }),
    line('Experience', { size: 14, x: 94, gapBefore: 0.9 }),
    line('2021 – 2023  Statistical Advisor, Hvidovre Hospital, Denmark.', { x: 29 }),
  ]);
  expect(data.basics.email).toBe('jane@example.com');
  expect(data.custom.map((c) => c.name)).not.toContain('Data Scientist');
});

test('an entry header holding a section word, set like the job titles, is no heading', () => {
  const data = parseResumeText([
    line('Marion Vasseur', { size: 24, x: 250 }),
    line('EXPÉRIENCES PROFESSIONNELLES', { size: 14, bold: true, x: 250, gapBefore: 3 }),
    line('FORMATION EN ALTERNANCE CHEZ RAILNORD', { size: 12, bold: true, x: 250, gapBefore: 1.3 }),
    line('Technicienne de maintenance', { size: 12, x: 250 }),
    line('RAILNORD I 09/2021 - 06/2023', { size: 12, x: 250 }),
    line('Entretien des voies et des aiguillages', { size: 10, x: 250 }),
    line('OPÉRATRICE DE PRODUCTION', { size: 12, bold: true, x: 250, gapBefore: 1.3 }),
    line('PAPETERIE DU NORD I 2018 - 2021', { size: 12, x: 250 }),
    line('Conduite de ligne et contrôle qualité', { size: 10, x: 250 }),
    line('VENDEUSE', { size: 12, bold: true, x: 250, gapBefore: 1.3 }),
    line('BOULANGERIE DU PORT I 2015 - 2018', { size: 12, x: 250 }),
    line('PROFIL', { size: 12, bold: true, x: 50, gapBefore: -40, sidebar: true }),
    line('Rigoureuse et autonome.', { size: 10, x: 50, sidebar: true }),
    line('COMPÉTENCES', { size: 12, bold: true, x: 50, gapBefore: 3, sidebar: true }),
    line('Conduite de chariot', { size: 10, x: 50, sidebar: true }),
    line('CONTACT', { size: 14, bold: true, x: 50, gapBefore: 3, sidebar: true }),
    line('marion.vasseur@example.com', { size: 10, x: 50, sidebar: true }),
  ]);
  expect(data.work.map((w) => w.startDate)).toEqual(['2021-09', '2018', '2015']);
  expect(data.education).toHaveLength(0);
});
