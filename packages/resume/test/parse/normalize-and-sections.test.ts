import { expect, test } from 'vitest';
import { matchHeading } from '../../src/parse/headings.ts';
import { joinCutWordsIn, normalizeText, stripBullet } from '../../src/parse/normalize.ts';
import { prepareLines } from '../../src/parse/lines.ts';
import { findHeadings } from '../../src/parse/sections.ts';

test('normalizes ligatures, soft hyphens, odd spaces and dashes', () => {
  expect(normalizeText('e\uFB03cient work\uFB02ow')).toBe('efficient workflow');
  expect(normalizeText('soft\u00ADware engi\u00ADneer')).toBe('software engineer');
  expect(normalizeText('Jan\u00A02020\u2009\u2014\u20092021')).toBe('Jan 2020 – 2021');
  expect(normalizeText('2019 \u2012 2020 \u2212 x')).toBe('2019 – 2020 - x');
  expect(normalizeText('Acme   Corp \t  Paris')).toBe('Acme Corp\tParis');
});

test('reads a capital I between a name in capitals and its dates as a bar', () => {
  expect(normalizeText('NORTHWIND FREIGHT I 05/2017 - 04/2022')).toBe(
    'NORTHWIND FREIGHT | 05/2017 - 04/2022',
  );
  expect(normalizeText('LAKESIDE BAKERY I 2009-2014')).toBe('LAKESIDE BAKERY | 2009-2014');
  // A pronoun, or a numeral after a word that is not in capitals, stays.
  expect(normalizeText('In 2019 I led the team')).toBe('In 2019 I led the team');
  expect(normalizeText('Level I 2019')).toBe('Level I 2019');
});

test('joins a word cut at a line end once its halves meet again, but not before a conjunction', () => {
  expect(
    joinCutWordsIn({ a: ['software devel- opment'], b: 'front- and back-end', c: 'SQL- databases' }),
  ).toEqual({
    a: ['software development'],
    b: 'front- and back-end',
    c: 'SQL- databases',
  });
});

test('collapses letter-spaced headings, keeping word gaps', () => {
  expect(normalizeText('E X P E R I E N C E')).toBe('EXPERIENCE');
  expect(normalizeText('W O R K  E X P E R I E N C E')).toBe('WORK EXPERIENCE');
  // Ordinary words with single letters are left alone.
  expect(normalizeText('A B testing at a B2B firm')).toBe('A B testing at a B2B firm');
});

test('takes a hyphen set tight against a capital for a bullet, but not before "Present"', () => {
  expect(stripBullet('-Commercialisation de produits')).toEqual({
    text: 'Commercialisation de produits',
    bullet: true,
  });
  expect(stripBullet('-Present').bullet).toBe(false);
  expect(stripBullet('-5% costs').bullet).toBe(false);
});

test('collapses letter spacing that kept a kerned pair of letters together', () => {
  expect(normalizeText('E D U C AT I O N')).toBe('EDUCATION');
  expect(normalizeText('S U M M A RY')).toBe('SUMMARY');
  // Short words are not letters set apart.
  expect(normalizeText('DE LA PAZ')).toBe('DE LA PAZ');
  expect(normalizeText('IT HR PR OK')).toBe('IT HR PR OK');
});

test.each([
  '• Led a team',
  '▪ Led a team',
  '◦ Led a team',
  '– Led a team',
  '* Led a team',
  '· Led a team',
  '- Led a team',
  '-Led a team',
  '\uF0B7 Led a team',
])('strips the bullet in %s', (line) => {
  expect(stripBullet(normalizeText(line))).toEqual({ text: 'Led a team', bullet: true });
});

test('a dash before a year is a range end, not a bullet', () => {
  expect(stripBullet('– 2020').bullet).toBe(false);
});

test('a hyphen glued to a lower-case word or an abbreviation is no bullet', () => {
  expect(stripBullet('-based tools').bullet).toBe(false);
  expect(stripBullet('-AB testing').bullet).toBe(false);
});

test.each([
  ['Experience', 'work'],
  ['WORK EXPERIENCE', 'work'],
  ['Expérience professionnelle', 'work'],
  ['Experiencia laboral', 'work'],
  ['Education:', 'education'],
  ['Formation', 'education'],
  ['Educación', 'education'],
  ['Compétences', 'skills'],
  ['Habilidades', 'skills'],
  ['Projets', 'projects'],
  ['Proyectos', 'projects'],
  ['Langues', 'languages'],
  ['Idiomas', 'languages'],
  ['Certifications', 'certificates'],
  ['Prix', 'awards'],
  ['Premios', 'awards'],
  ['Bénévolat', 'volunteer'],
  ['Voluntariado', 'volunteer'],
  ['Profil', 'summary'],
  ['Resumen', 'summary'],
  ['EXPERIENCEPROFESSIONNELLE', 'work'],
])('knows the heading %s', (text, key) => {
  expect(matchHeading(text)?.key).toBe(key);
});

test('a known word styled like body text is not a heading when real headings have a look', () => {
  const lines = prepareLines([
    { text: 'Jane Doe', size: 20, bold: true },
    { text: 'EXPERIENCE', size: 12, bold: true },
    { text: 'Acme Corp', size: 10, bold: true },
    { text: 'SKILLS', size: 12, bold: true },
    { text: 'Languages', size: 10, bold: false },
    { text: 'Go, Rust', size: 10 },
    { text: 'EDUCATION', size: 12, bold: true },
    { text: 'MIT', size: 10 },
    { text: 'SIDE QUESTS', size: 12, bold: true },
    { text: 'Chess', size: 10 },
  ]);
  const headings = findHeadings(lines);
  expect([...headings.values()].map((h) => h.title)).toEqual([
    'EXPERIENCE',
    'SKILLS',
    'EDUCATION',
    'SIDE QUESTS',
  ]);
  expect(headings.get(8)?.key).toBe('custom');
});

test('DOCX heading styles make headings even with unknown names', () => {
  const lines = prepareLines([
    { text: 'Jane Doe', headingLevel: 0 },
    { text: 'Experience', headingLevel: 1 },
    { text: 'Acme Corp' },
    { text: 'Side quests', headingLevel: 1 },
    { text: 'Sailing' },
  ]);
  const headings = findHeadings(lines);
  expect(headings.get(1)?.key).toBe('work');
  expect(headings.get(3)).toEqual({ key: 'custom', title: 'Side quests' });
});

test('the name is the biggest text of the first page, even below a sidebar, and may span two lines', async () => {
  const { parseLines } = await import('../../src/parse/pipeline.ts');
  const sidebar = parseLines([
    { text: 'SKILLS', size: 17, bold: true, page: 1 },
    { text: 'Python', size: 10, page: 1 },
    { text: 'Linux', size: 10, page: 1 },
    { text: 'DANG', size: 48, page: 1 },
    { text: 'LE', size: 48, page: 1 },
    { text: 'Software engineer building data tools for five years.', size: 10, page: 1 },
    { text: 'EXPERIENCE', size: 17, bold: true, page: 1 },
    { text: 'Engineer, Acme, 2019 – 2021', size: 10, page: 1 },
  ]);
  expect(sidebar.basics.name).toBe('Dang Le');
});

test('the main column and the sidebar each continue their own section across pages', async () => {
  const { splitSections } = await import('../../src/parse/sections.ts');
  const lines = prepareLines([
    { text: 'EXPERIENCE', size: 14, bold: true, page: 1 },
    { text: 'Engineer, Acme, 2019 – 2021', size: 10, page: 1 },
    { text: 'CONTACT', size: 14, bold: true, page: 1, sidebar: true },
    { text: 'jane@example.com', size: 10, page: 1, sidebar: true },
    { text: 'Analyst, Globex, 2016 – 2019', size: 10, page: 2 },
    { text: 'Lyon, France', size: 10, page: 2, sidebar: true },
    { text: 'SKILLS', size: 14, bold: true, page: 2, sidebar: true },
    { text: 'Go, SQL', size: 10, page: 2, sidebar: true },
  ]);
  const { sections } = splitSections(lines);
  expect(sections.map((s) => [s.key, s.lines.map((l) => l.text)])).toEqual([
    ['work', ['Engineer, Acme, 2019 – 2021', 'Analyst, Globex, 2016 – 2019']],
    ['contact', ['jane@example.com', 'Lyon, France']],
    ['skills', ['Go, SQL']],
  ]);
});

test('Word heading styles deeper than the section headings are entries, not sections', () => {
  const lines = prepareLines([
    { text: 'Dang Le', headingLevel: 0 },
    { text: 'EDUCATION', headingLevel: 2 },
    { text: 'State University', headingLevel: 4 },
    { text: 'WORK EXPERIENCE', headingLevel: 2 },
    { text: 'WELLS FARGO – PERSONAL BANKER', headingLevel: 4 },
    { text: '2008 – 2015' },
    { text: 'Side quests', headingLevel: 2 },
  ]);
  const headings = findHeadings(lines);
  expect([...headings.values()]).toEqual([
    { key: 'education', title: 'EDUCATION' },
    { key: 'work', title: 'WORK EXPERIENCE' },
    { key: 'custom', title: 'Side quests' },
  ]);
});

test('a numbered heading is a heading; a date column read apart from its rows is matched to the jobs by order', async () => {
  const { parseLines } = await import('../../src/parse/pipeline.ts');
  const { UncertainList } = await import('../../src/parse/uncertain.ts');
  const uncertain = new UncertainList();
  const data = parseLines(
    [
      { text: '2021/07/15-2023/08/27', size: 10 },
      { text: '2019/01/24-2021/06/08', size: 10 },
      { text: 'Luz Gómez', size: 26, bold: true },
      { text: 'Work History', size: 14, bold: true, bullet: true },
      { text: 'Monitoring Analyst', size: 10, bold: true },
      { text: 'Hexagon Mining, Barranquilla, Colombia.', size: 10 },
      {
        text: 'Real time monitoring of pit slopes and tailing dams using radars and robotic total stations.',
        size: 10,
      },
      { text: 'Field Geologist', size: 10, bold: true },
      { text: 'Listos SA, Montelibano, Colombia.', size: 10 },
      {
        text: 'Grade and dilution control at the mine, following excavation fronts every day of the week.',
        size: 10,
      },
      { text: 'Education', size: 14, bold: true, bullet: true },
      { text: 'Universidad Nacional de Colombia', size: 10 },
    ],
    { uncertain },
  );
  expect(data.work.map((w) => [w.startDate, w.endDate])).toEqual([
    ['2021-07', '2023-08'],
    ['2019-01', '2021-06'],
  ]);
  expect(uncertain.items.filter((u) => u.reason === 'date_guessed').map((u) => u.path)).toEqual([
    '/work/0/startDate',
    '/work/1/startDate',
  ]);
  expect(data.custom).toEqual([]);
});

test('a heading in the left margin set apart from the first line by a wide space is split from it', () => {
  const lines = prepareLines([{ text: 'EXPERIENCE  Valt Inc.\tNorth Adams, MA', bold: true, size: 11 }]);
  expect(lines.map((l) => l.text)).toEqual(['EXPERIENCE', 'Valt Inc.\tNorth Adams, MA']);
});

test('Word\'s second-level bullet, an "o" set apart by a tab, is a bullet; the word o is not', () => {
  expect(stripBullet(normalizeText('o\tGoogle Cloud Certified Associate'))).toEqual({
    text: 'Google Cloud Certified Associate',
    bullet: true,
  });
  expect(stripBullet('o no han podido asistir').bullet).toBe(false);
});
