/**
 * Layouts of CVs typeset with LaTeX or Typst (moderncv, altacv, two-column and sidebar classes),
 * read from small synthetic lines with the positions and fonts the PDF extractor gives.
 */
import { expect, test } from 'vitest';
import type { SourceLine } from '../../src/extract/types.ts';
import { findDates } from '../../src/text/dates.ts';
import { parseResumeText } from '../../src/parse/index.ts';
import { isCitation } from '../../src/parse/citations.ts';
import { splitTags } from '../../src/parse/lines.ts';

const line = (text: string, more: Partial<SourceLine> = {}): SourceLine => ({
  text,
  size: 10,
  gapBefore: 0.2,
  ...more,
});

test('a bold-labelled list under the summary is a group of skills', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 24 }),
    line('Summary', { bold: true, gapBefore: 1.5, x: 330 }),
    line('I am a digital media graduate with project experience in research.', { x: 305 }),
    line('Tech:\tMeteor, Javascript, Bootstrap, Mongodb, Git,', { bold: true, x: 319 }),
    line('Webstorm, Sourcetree, Terminal', { x: 368 }),
    line('Experience', { bold: true, gapBefore: 1.5, x: 330 }),
    line('2016 / 09 - Acme Corp', { gapBefore: 2.4, x: 305 }),
    line('Fullstack Engineer', { bold: true, x: 305 }),
  ]);
  expect(data.basics.summary).toBe('I am a digital media graduate with project experience in research.');
  expect(data.skills).toEqual([
    {
      name: 'Tech',
      keywords: ['Meteor', 'Javascript', 'Bootstrap', 'Mongodb', 'Git', 'Webstorm', 'Sourcetree', 'Terminal'],
    },
  ]);
});

test('a school whose name is typed with one letter wrong is still the school', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 24 }),
    line('Education', { bold: true, gapBefore: 1.5 }),
    line('2014\tM.Sc., Biomedical Engineering'),
    line('Univesity of Tehran'),
    line('2011\tB.Sc., Electronic Engineering'),
    line('University of Shahid Beheshti'),
  ]);
  expect(data.education.map((e) => e.institution)).toEqual([
    'Univesity of Tehran',
    'University of Shahid Beheshti',
  ]);
});

test('the right half of a skills grid read after the next heading goes back to the skills', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 24, x: 146 }),
    line('Experience', { size: 14, x: 146, gapBefore: 1.5 }),
    line('2013–2017  Embedded developer, Acme, Grenoble.', { x: 88 }),
    line('1998–2013  Electronics designer, Acme, Grenoble.', { x: 88 }),
    line('Skills', { size: 14, x: 146, gapBefore: 1.5 }),
    line('Linux  Debian, Ubuntu, Raspbian', { x: 112 }),
    line('VCS  Git, GitHub, CVS', { x: 117 }),
    line('Education', { size: 14, x: 146, gapBefore: 1.6 }),
    line('MicroPC  Raspberry Pi', { x: 325, gapBefore: -22.5 }),
    line('Languages  C, Python, HTML,', { x: 317 }),
    line('PHP, LaTeX', { x: 374 }),
    line('GUI  Qt, Gnome', { x: 345 }),
    line('1991–1992  DUT, IUT Joseph Fourier, Grenoble.', { x: 88, gapBefore: 2.9 }),
  ]);
  expect(JSON.stringify(data.skills)).toContain('Qt');
  expect(data.education.map((e) => e.institution)).toEqual(['IUT Joseph Fourier']);
});

test('a word split at a line end of the summary is whole again', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 24 }),
    line('Summary', { bold: true, gapBefore: 1.5 }),
    line('I am a digital media graduate with project ex-'),
    line('perience in educational research.'),
    line('Experience', { bold: true, gapBefore: 1.5 }),
    line('2016 / 09 - Acme Corp', { gapBefore: 2.4 }),
  ]);
  expect(data.basics.summary).toBe(
    'I am a digital media graduate with project experience in educational research.',
  );
});

test('a list wrapped as a paragraph in a narrow sidebar keeps its items whole', () => {
  const side = (text: string, more: Partial<SourceLine> = {}) =>
    line(text, { sidebar: true, x: 410, size: 9.6, gapBefore: 0.5, ...more });
  const data = parseResumeText([
    line('Jane Doe', { size: 24, x: 76 }),
    line('EXPERIENCE', { size: 13, x: 76, gapBefore: 2 }),
    line('2020\tData analyst, Acme', { x: 45 }),
    side('SKILLS', { size: 13, gapBefore: 3 }),
    side('Tools', { size: 8, bold: true, gapBefore: 2.2 }),
    side('R, Python, Bash, JavaScript,', { gapBefore: 1.7 }),
    side('RStudio, Matplotlib, Jupyter'),
    side('Notebook, Git/GitHub'),
    side('Web', { size: 8, bold: true, gapBefore: 2.2 }),
    side('R Shiny, React.js, HTML', { gapBefore: 1.7 }),
  ]);
  expect(data.skills.flatMap((s) => s.keywords)).toEqual([
    'R',
    'Python',
    'Bash',
    'JavaScript',
    'RStudio',
    'Matplotlib',
    'Jupyter Notebook',
    'Git/GitHub',
    'R Shiny',
    'React.js',
    'HTML',
  ]);
});

test('with no named school, the phrase printed before the town is the institution', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 24 }),
    line('Formation', { size: 14, bold: true }),
    line('1991–1992  DUT, IUT Joseph Fourier, Grenoble, Génie électrique.', { x: 88 }),
    line('1980–1984  Fin de 2nd division, Opéra National de Paris, Paris, Élève de l’école de danse.', {
      x: 88,
    }),
  ]);
  expect(data.education.map((e) => e.institution)).toEqual(['IUT Joseph Fourier', 'Opéra National de Paris']);
});

test('a bold-labelled sentence in the summary stays in the summary', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 24 }),
    line('Summary', { bold: true, gapBefore: 1.5 }),
    line('Objective:\tto join a team building data tools, in a growing company, with room to learn', {
      bold: true,
    }),
    line('Experience', { bold: true, gapBefore: 1.5 }),
    line('2016 / 09 - Acme Corp', { gapBefore: 2.4 }),
  ]);
  expect(data.skills).toEqual([]);
  expect(data.basics.summary).toContain('to join a team');
});

test('year ranges written with a slash or a full stop, and French "auj." or "en poste", are read', () => {
  const range = (text: string) => {
    const d = findDates(text);
    return [d?.startDate, d?.present ? 'present' : d?.endDate];
  };
  expect(range('2016/2017')).toEqual(['2016', '2017']);
  expect(range('2018.22')).toEqual(['2018', '2022']);
  expect(range('2018.09')).toEqual(['2018-09', undefined]);
  expect(range('2020 – auj.')).toEqual(['2020', 'present']);
  expect(range('mars 2019 - en poste')).toEqual(['2019-03', 'present']);
});

test('tags set apart by wide spaces are read one by one, and a label with its value is not', () => {
  expect(splitTags('I2C  SPI  UART  Wi-Fi')).toEqual({
    text: 'I2C · SPI · UART · Wi-Fi',
    tags: ['I2C', 'SPI', 'UART', 'Wi-Fi'],
  });
  expect(splitTags('Node.js  tRPC  Prisma ORM\tApril 2024 – Present')?.tags).toEqual([
    'Node.js',
    'tRPC',
    'Prisma ORM',
  ]);
  expect(splitTags('IHM  Qt')).toBeUndefined();
  expect(splitTags('Design  software  architecture  and  leading')).toBeUndefined();
  expect(splitTags('Linux  Debian, Ubuntu  Raspbian')).toBeUndefined();
});

test('with no skills section, the technologies tagged under the jobs are the skills', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 24 }),
    line('Experience', { size: 14, bold: true }),
    line('Acme\tSoftware developer', { gapBefore: 2.4 }),
    line('Node.js  Typescript  React\tApril 2024 – Present', { x: 87 }),
    line('Globex\tFreelancer', { gapBefore: 2.4 }),
    line('March 2018 – March 2020'),
    line('Java  Groovy  Grails', { size: 8, x: 87 }),
  ]);
  expect(data.work.map((w) => [w.name, w.position, w.location])).toEqual([
    ['Acme', 'Software developer', undefined],
    ['Globex', 'Freelancer', undefined],
  ]);
  expect(data.skills).toEqual([{ keywords: ['Node.js', 'Typescript', 'React', 'Java', 'Groovy', 'Grails'] }]);
});

test('an unknown heading over dated entries naming posts holds jobs; one over dated courses does not', () => {
  // Each entry: its bold first line, then the two lines under it.
  const entry = (first: string, second: string, third: string) => [
    line(first, { bold: true, gapBefore: 1 }),
    line(second),
    line(third),
  ];
  const heading = (text: string) => line(text, { size: 11, bold: true, gapBefore: 1.5 });
  const data = parseResumeText([
    line('Jane Doe', { size: 14, bold: true }),
    heading('EDUCATION'),
    ...entry('Northfield State University', 'BS Computer Engineering', 'September 2019 – June 2023'),
    heading('SEMINARS'),
    ...entry('Cloud Security Essentials', '2023', 'Northfield State University'),
    ...entry('Network Basics', '2022', 'Lakeside Tech Week'),
    heading('GUILDS'),
    ...entry('Secretary', 'Northfield Robotics Society', '2022 – 2023'),
    ...entry('Stage Manager', 'Lakeside Theater Guild', '2021 – 2022'),
    ...entry('Treasurer', 'Campus Radio Club', '2020 – 2021'),
  ]);
  expect(data.work.map((w) => [w.position, w.name, w.startDate])).toEqual([
    ['Secretary', 'Northfield Robotics Society', '2022'],
    ['Stage Manager', 'Lakeside Theater Guild', '2021'],
    ['Treasurer', 'Campus Radio Club', '2020'],
  ]);
  expect(data.custom.map((c) => c.name)).toEqual(['SEMINARS']);
});

test('a list of citations under a heading read as work is publications, not jobs', () => {
  const cited = (title: string, venue: string) => [
    line(title, { bullet: true, x: 54 }),
    line(venue, { bold: true, x: 72 }),
  ];
  const data = parseResumeText([
    line('Jane Doe', { size: 14, bold: true }),
    line('Experience', { size: 13, bold: true, gapBefore: 1.2, x: 36 }),
    line('Research Assistant\tNorthfield University\tJun 2019 – Jun 2021', { bold: true, x: 36 }),
    line('Coded and analysed interview data.', { bullet: true, x: 54 }),
    line('Peer-Reviewing Experience', { size: 13, bold: true, gapBefore: 1.2, x: 36 }),
    ...cited(
      'How gestures shape the learning of new words by adults and',
      'children. Journal of Made-up Studies.',
    ),
    ...cited('A hidden task reveals links between space and time along', 'two axes. Imaginary Research.'),
    ...cited('Counting on a tilted head: effects of gaze on numbers.', 'Acta Fictiva.'),
    ...cited('Signs and sounds in a small experimental language.', 'Language and Invention.'),
  ]);
  expect(data.work.map((w) => w.position)).toEqual(['Research Assistant']);
  expect(data.publications.length).toBeGreaterThanOrEqual(3);
});

test('authors with initials, a volume, pages or a DOI make a citation; a job line is none', () => {
  const cases: [string, boolean][] = [
    ['Doe, J., Roe, A. (2021). Small worlds. Made-up Letters 12(3), 45-67.', true],
    ['M. Durand, P. Martin, Une étude imaginaire, Revue fictive, 2019', true],
    ['Counting sheep at night, vol. 4, 2018', true],
    ['Research Assistant, Northfield University, 2019 – 2021', false],
    ['Coded and analysed interview data for two projects.', false],
  ];
  for (const [text, cited] of cases) expect(isCitation(text), text).toBe(cited);
});
