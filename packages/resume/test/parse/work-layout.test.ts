/**
 * Layouts of CVs typeset with LaTeX or Typst (moderncv, altacv, two-column and sidebar classes),
 * read from small synthetic lines with the positions and fonts the PDF extractor gives.
 */
import { expect, test } from 'vitest';
import type { SourceLine } from '../../src/extract/types.ts';
import { parseResumeText } from '../../src/parse/index.ts';

const line = (text: string, more: Partial<SourceLine> = {}): SourceLine => ({
  text,
  size: 10,
  gapBefore: 0.2,
  ...more,
});

test('a bold title set tight under its date line is part of the job, not a heading', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 24 }),
    line('Experience', { bold: true, gapBefore: 1.5 }),
    line('2016 / 09 - Acme Corp', { gapBefore: 2.4 }),
    line('Fullstack Engineer', { bold: true }),
    line('Built a classroom tool with React', { x: 60, gapBefore: 1.1 }),
    line('2014 - 2016 - Globex GmbH', { gapBefore: 1.9 }),
    line('Consultant for Notes Domino', { bold: true }),
    line('Ran projects and reports', { x: 60, gapBefore: 1.1 }),
    line('Education', { bold: true, gapBefore: 1.6 }),
    line('2012 - 2015 - University of Bremen', { gapBefore: 2.4 }),
    line('Master Studies Digital Media', { bold: true }),
  ]);
  expect(data.work.map((w) => [w.name, w.position, w.startDate, w.endDate])).toEqual([
    ['Acme Corp', 'Fullstack Engineer', '2016-09', undefined],
    ['Globex GmbH', 'Consultant for Notes Domino', '2014', '2016'],
  ]);
  expect(data.education.map((e) => e.institution)).toEqual(['University of Bremen']);
  expect(data.custom).toEqual([]);
});

test('an employer named by a domain ending in .de keeps its ending', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 24 }),
    line('Experience', { bold: true, gapBefore: 1.5 }),
    line('2010 - 2011 - tools.example.de', { gapBefore: 2.4 }),
    line('Student Assistant / Programmer', { bold: true }),
    line('2008 - 2010 - Acme GmbH', { gapBefore: 2.4 }),
    line('Student Assistant', { bold: true }),
  ]);
  expect(data.work[0]?.name).toBe('tools.example.de');
});

test('a line of technologies in small type under a job stays with that job', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 24 }),
    line('Experience', { bold: true, size: 14, gapBefore: 3 }),
    line('Acme\tSoftware developer', { gapBefore: 2.4 }),
    line('Node.js  Typescript  React\tApril 2024 – Present', { x: 87 }),
    line('Globex\tFreelancer', { gapBefore: 2.4 }),
    line('Python  Javascript  System Design\tNovember 2021 – March 2024'),
    line('Python  Javascript', { size: 8, x: 87 }),
    line('Initech\tFreelancer', { gapBefore: 1.3 }),
    line('July 2020 – January 2021'),
    line('LaTeX', { size: 8, x: 87 }),
  ]);
  expect(data.work.map((w) => [w.name, w.startDate])).toEqual([
    ['Acme', '2024-04'],
    ['Globex', '2021-11'],
    ['Initech', '2020-07'],
  ]);
  expect(data.work[1]?.summary).toContain('Python');
});

test('a sentence in regular type under a bold dated header describes the job', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 14, bold: true }),
    line('Experience', { size: 11, gapBefore: 1.4 }),
    line('Summer Studentship\tBig Data Institute, University of Oxford\tJuly – September 2021', {
      bold: true,
    }),
    line('Eight-week research internship on parasites, supervised by a professor.'),
    line('•  Built maps of water sites with satellite imagery', { x: 56 }),
    line('Visiting Researcher\tInstitute of Sciences\tMarch – July 2024', { bold: true, gapBefore: 1.4 }),
    line('Research visit at the institute in Kigali, Rwanda.'),
  ]);
  expect(data.work.map((w) => w.position)).toEqual(['Summer Studentship', 'Visiting Researcher']);
  expect(data.work[1]?.summary).toBe('Research visit at the institute in Kigali, Rwanda.');
});

test('a job whose words do not tell employer from title follows the order of the other jobs', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 14, bold: true }),
    line('Experience', { size: 11, gapBefore: 1.4 }),
    line('Mentor\tSpace School UK\tAugust 2019', { bold: true }),
    line('Visiting Researcher\tInstitute of Sciences\tMarch – July 2024', { bold: true, gapBefore: 1.4 }),
    line('Painter\tAngel Custom Painting\tJuly – September 2018', { bold: true, gapBefore: 1.4 }),
  ]);
  expect(data.work.map((w) => [w.name, w.position])).toEqual([
    ['Space School UK', 'Mentor'],
    ['Institute of Sciences', 'Visiting Researcher'],
    ['Angel Custom Painting', 'Painter'],
  ]);
});

test('a section of one job that opens with its dates reads that job', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 30 }),
    line('Experience', { size: 14, x: 94, gapBefore: 0.9 }),
    line(
      '2023 – 2025  Assistant Professor in Biostatistics, Department of Public Health, Section of Statistics.',
      {
        x: 29,
      },
    ),
    line('University of Copenhagen, Denmark.', { x: 94 }),
    line('Education', { size: 14, x: 94, gapBefore: 0.9 }),
    line('2017 – 2020  PhD in Biostatistics, Institut Curie, France.', { x: 29 }),
  ]);
  expect(data.work).toHaveLength(1);
  expect(data.work[0]).toMatchObject({
    position: 'Assistant Professor in Biostatistics',
    startDate: '2023',
    endDate: '2025',
  });
});

test("a small-type line of technologies after a job's text stays with that job", () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 24, bold: true }),
    line('EXPERIENCE', { size: 12, bold: true }),
    line('AI automation engineer\tAcme\tValencia, Dec 2025 – Present', { size: 9, bold: true, x: 57 }),
    line('Building automation pipelines for the company.', { size: 8, x: 66 }),
    line('Agent orchestration and file handling.', { size: 8, x: 66 }),
    line('Stack: Git, React, Next.js, TypeScript, Tailwind, Prompt Engineering,', { size: 8, x: 57 }),
    line('Agents (MCP, tool-use)', { size: 8, x: 57 }),
    line('AI engineer\tGlobex\tValencia, Jan 2025 – Dec 2025', { size: 9, bold: true, x: 57 }),
    line('Trained models from scratch.', { size: 8, x: 66 }),
  ]);
  expect(data.work.map((w) => [w.name, w.startDate])).toEqual([
    ['Acme', '2025-12'],
    ['Globex', '2025-01'],
  ]);
});

test('a date cell wrapped over two lines beside a title set between them reads as one row', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 30 }),
    line('Positions', { size: 14, bold: true, x: 43 }),
    line('2024-Present\tPostdoctoral Research Fellow', { x: 53, gapBefore: 0.8 }),
    line('University of Utah', { x: 157 }),
    line('Winter 2023', { x: 53, gapBefore: 0.5 }),
    line('Assistant Instructor', { x: 157, bold: true, gapBefore: -0.4 }),
    line('quarter', { x: 53, gapBefore: -0.4 }),
    line('PSC146 - The Development of Memory', { x: 157 }),
    line('2017-2024\tTeaching Assistant', { x: 53, gapBefore: 0.5 }),
    line('Department of Psychology', { x: 157 }),
  ]);
  expect(data.work.map((w) => [w.position, w.startDate])).toEqual([
    ['Postdoctoral Research Fellow', '2024'],
    ['Assistant Instructor', '2023'],
    ['Teaching Assistant', '2017'],
  ]);
});

test('an employer written "Name.- what it does" keeps the name, the description goes to the summary', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 24 }),
    line('Experiencia Laboral', { size: 14, bold: true }),
    line('Acme.- Punto de venta en la nube para comercios\tDesarrolladora de software', { gapBefore: 4 }),
    line('Abril 2024 – Presente', { x: 87 }),
  ]);
  expect(data.work[0]).toMatchObject({
    name: 'Acme',
    position: 'Desarrolladora de software',
    summary: 'Punto de venta en la nube para comercios',
  });
});

test('a second role in smaller type over its own dates still opens an entry', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 24 }),
    line('EXPERIENCE', { size: 12, bold: true }),
    line('Acme Corp', { size: 11, bold: true }),
    line('Senior Engineer'),
    line('2020 – 2022'),
    line('• Led the platform team'),
    line('Engineer'),
    line('2018 – 2020'),
    line('• Built the billing service'),
  ]);
  expect(data.work.map((w) => [w.position, w.startDate])).toEqual([
    ['Senior Engineer', '2020'],
    ['Engineer', '2018'],
  ]);
});

test('a title with a full stop under a bold dated line is still the title', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 24 }),
    line('EXPERIENCE', { size: 12, bold: true }),
    line('Acme Inc.\tJan 2020 – Present', { bold: true }),
    line('Senior Software Engineer, Cloud Platform.'),
    line('• Ran the cluster fleet'),
  ]);
  expect(data.work[0]?.position).toContain('Senior Software Engineer');
});

test('each course under one employer block keeps the block employer and title', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 24 }),
    line('Experience', { bold: true, size: 14, gapBefore: 3 }),
    line('Acme.- Cloud point of sale\tSoftware developer', { gapBefore: 2.4 }),
    line('Node.js  React\tApril 2024 – Present', { x: 87 }),
    line('State University, School of Engineering\tTeaching assistant', { bold: true, gapBefore: 2.4 }),
    line('Data Structures II - Evening class\tAugust 2017 – August 2017'),
    line('Algorithms I - Evening class\tJanuary 2019 – June 2020', { gapBefore: 2.4 }),
  ]);
  expect(data.work.map((w) => [w.name, w.position, w.startDate])).toEqual([
    ['Acme', 'Software developer', '2024-04'],
    ['State University, School of Engineering', 'Teaching assistant', '2017-08'],
    ['State University, School of Engineering', 'Teaching assistant', '2019-01'],
  ]);
  expect(data.work[2]?.summary).toContain('Algorithms I');
});

test('a client described under its employer is not read as the job title', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 24 }),
    line('Experience', { bold: true, size: 14, gapBefore: 3 }),
    line('Acme.- Custom software development', { gapBefore: 2.4 }),
    line('Globex.- The people management platform\tMarch 2020 – January 2022'),
    line('Initech.- Air and sea freight', { gapBefore: 2.4 }),
    line('Java  Groovy\tMarch 2018 – March 2020', { x: 87 }),
  ]);
  expect(data.work[0]?.name).toBe('Acme');
  expect(data.work[0]?.position).toBeUndefined();
  expect(data.work[0]?.summary).toContain('Globex.- The people management platform');
});

test('a sentence in body weight under a bold job line describes the job and is not its employer', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 24 }),
    line('Experience', { bold: true, size: 14, gapBefore: 3 }),
    line('Acme\tPrincipal Engineer\tacme.com 2014 – Present', { bold: true, gapBefore: 2.4 }),
    line('Developed the Acme tech stack and product suite'),
    line('Globex\tEngineer\tglobex.com 2012 – 2013', { bold: true, gapBefore: 2.4 }),
  ]);
  expect(data.work[0]?.name).toBe('Acme');
  expect(data.work[0]?.position).toBe('Principal Engineer');
  expect(data.work[0]?.summary).toContain('Developed the Acme tech stack');
});

test('a team named beside its employer is not the employer, and the closing sentence is the place', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 24 }),
    line('Experience', { bold: true, size: 14, gapBefore: 3 }),
    line('2018 – 2020 Doctoral student, Biomarker team, Acme Pharma. Paris, France.', { gapBefore: 2.4 }),
    line('Clustered data and sample size calculation.', { x: 80 }),
    line('2016 – 2018 Research assistant, Globex Labs, Lyon, France.', { gapBefore: 2.4 }),
  ]);
  expect(data.work[0]?.name).toBe('Acme Pharma');
  expect(data.work[0]?.position).toBe('Doctoral student');
  expect(data.work[0]?.location).toBe('Paris, France');
});

test('a link labelled with another section name among the jobs is not a job', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 24 }),
    line('Experience', { size: 14, gapBefore: 3 }),
    line('2021 – 2023 Postdoctoral researcher, Acme University, Lyon, France.', { gapBefore: 2.4 }),
    line('2018 – 2020 Research assistant, Globex Labs, Paris, France.', { gapBefore: 2.4 }),
    line('Publications  List of publications : https://jane.example.com/publications/', { gapBefore: 2.4 }),
  ]);
  expect(data.work.map((w) => w.name)).toEqual(['Acme University', 'Globex Labs']);
  expect(data.publications[0]?.name).toContain('https://jane.example.com/publications/');
});

test('a job line printed with more parts than the block line above is a job of its own', () => {
  const data = parseResumeText([
    line('Jane Doe', { size: 24 }),
    line('Experience', { bold: true, size: 14, gapBefore: 3 }),
    line('Acme Corp', { bold: true, gapBefore: 2.4 }),
    line('Engineer\tMarch 2020 – January 2022'),
    line('Globex\tAnalyst\tMarch 2018 – March 2020', { gapBefore: 2.4 }),
  ]);
  expect(data.work.map((w) => [w.name, w.position])).toEqual([
    ['Acme Corp', 'Engineer'],
    ['Globex', 'Analyst'],
  ]);
});
