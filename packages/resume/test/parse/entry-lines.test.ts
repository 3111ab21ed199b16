import { describe, expect, it } from 'vitest';
import { findDates } from '../../src/text/dates.ts';
import { parseEducation } from '../../src/parse/education.ts';
import { joinDanglingWraps, joinWrappedDates } from '../../src/parse/line-wraps.ts';
import { prepareLines } from '../../src/parse/lines.ts';
import { parseLines } from '../../src/parse/pipeline.ts';
import { parseWork } from '../../src/parse/work.ts';

const lines = (texts: string[]) => prepareLines(texts.map((text) => ({ text })));

describe('entry lines', () => {
  it('reads leader dots between a title and its dates as a gap', () => {
    const [job] = parseWork(lines(['Acme Corp - Software Engineering Intern…………………Summer 2019']));
    expect(job).toMatchObject({
      name: 'Acme Corp',
      position: 'Software Engineering Intern',
      startDate: '2019',
    });
  });

  it('reads institutions listed after "associate researcher at" as part of the post, not as jobs', () => {
    const jobs = parseWork(
      prepareLines(
        [
          ['Research Fellow', false],
          ['National Research Agency', false],
          ['12 Main Street, Springfield.', false],
          ['Associate researcher at', false],
          ['Institute of Pacific Archaeology', true],
          ['University of the South', false],
          ['Campus Road, Riverside.', false],
          ['and', false],
          ['Department of Cultural Evolution', true],
          ['Institute for Human History', false],
        ].map(([text, blankBefore]) => ({ text: text as string, blankBefore: blankBefore as boolean })),
        true,
      ),
    );
    expect(jobs.map((j) => [j.name, j.position, j.startDate])).toEqual([
      ['National Research Agency', 'Research Fellow', undefined],
    ]);
    expect(jobs[0]?.summary).toContain('Institute of Pacific Archaeology');
  });

  it('drops exact days that restate the years from the employer name', () => {
    const [job] = parseWork(lines(['2013, Technician, Acme Research Centre (1/10/13 - 31/12/13).']));
    expect(job).toMatchObject({ name: 'Acme Research Centre', position: 'Technician', startDate: '2013' });
  });

  it('gives a long line that reads only as a title no employer rather than the one above', () => {
    const jobs = parseWork(
      lines([
        '2013-2015, Lab manager, Acme Research Centre',
        '2016, Consultant in archaeology: survey of the district and analysis of oral traditions of the valley',
      ]),
    );
    expect(jobs[1]?.startDate).toBe('2016');
    expect(jobs[1]?.name).toBeUndefined();
  });

  it('reads "Title: Employer" as a title and an employer', () => {
    const jobs = parseWork(
      lines(['Software engineer\tGlobex\tJan 2025 – Dec 2025', 'Internship: Acme\tJun 2024 – Sep 2024']),
    );
    expect(jobs[1]).toMatchObject({ name: 'Acme', position: 'Internship', startDate: '2024-06' });
  });

  it('reads "Title: what was done. Employer" with the employer as the closing sentence', () => {
    const jobs = parseWork(
      lines([
        '2013-2015, Lab manager, Acme Research Centre',
        '2016, Consultant in archaeology: survey of the district and analysis of its oral traditions. Project ALPHA (Pacific Community/European Union) (1/4/16-10/7/16).',
      ]),
    );
    expect(jobs[1]).toMatchObject({
      name: 'Project ALPHA (Pacific Community/European Union)',
      position: 'Consultant in archaeology',
      startDate: '2016',
    });
    expect(jobs[1]?.summary).toContain('survey of the district');
  });

  it('does not take a dated sentence about an activity for an employer', () => {
    const jobs = parseWork(
      lines([
        '2013-2015, Lab manager, Acme Research Centre',
        '2014-2017, Training of students in the excavation and restoration of the old temple, with two local associations.',
      ]),
    );
    expect(jobs[1]?.name).toBeUndefined();
    expect(jobs[1]?.summary).toContain('Training of students');
  });

  it('keeps a certificate named "Designer: UI/UX" whole', () => {
    const data = parseLines(
      prepareLines(['Jane Doe', 'Certificates', 'Web & Mobile Designer: UI/UX'].map((text) => ({ text }))),
    );
    expect(data.certificates[0]?.name).toBe('Web & Mobile Designer: UI/UX');
  });

  it('keeps a legal form after a comma in the company name', () => {
    const [job] = parseWork(lines(['Google, Inc., Mountain View, CA - Engineering Intern', 'Summer 2018']));
    expect(job?.name).toBe('Google, Inc.');
  });

  it('keeps the typographic apostrophe as printed', () => {
    const [edu] = parseEducation(lines(['Université d’Angers', 'Master Économie appliquée, 2021']));
    expect(edu?.institution).toBe('Université d’Angers');
  });

  it('reads a season word before the end of a range', () => {
    expect(findDates('September 2017 - Spring 2019')).toMatchObject({
      startDate: '2017-09',
      endDate: '2019',
      present: false,
    });
  });

  it('joins a range set down a narrow cell one piece per line', () => {
    const joined = joinWrappedDates(
      lines(['Avr 2020\tDéveloppeur, stage', '|\tCERDI', 'Juil 2020\tClermont']),
    );
    expect(joined.map((l) => l.text)).toEqual([
      'Avr 2020 – Juil 2020\tDéveloppeur, stage',
      'CERDI',
      'Clermont',
    ]);
  });

  it('keeps an employer named by several organisations as printed', () => {
    const [job] = parseWork(
      lines(['2024 – Present\tPostdoctoral Research Fellow', 'University of Utah, Psychology Lab']),
    );
    expect(job).toMatchObject({
      name: 'University of Utah, Psychology Lab',
      position: 'Postdoctoral Research Fellow',
      endDate: 'present',
    });
  });

  it('reads "Title – Qualifier" with the employer on the next line', () => {
    const [job] = parseWork(
      lines([
        'Director – IT Operations\tNovember 2010 – May 2012',
        'Northwind Entertainment – Los Angeles, CA',
      ]),
    );
    expect(job).toMatchObject({
      name: 'Northwind Entertainment',
      position: 'Director – IT Operations',
      location: 'Los Angeles, CA',
    });
  });

  it('reads "Title en Employer" in Spanish', () => {
    const [job] = parseWork(lines(['Desarrollador Full stack en Softtek (06/2018 - 05/2021)']));
    expect(job).toMatchObject({
      name: 'Softtek',
      position: 'Desarrollador Full stack',
      startDate: '2018-06',
      endDate: '2021-05',
    });
  });

  it('takes the school from the line under a dated degree', () => {
    const [edu] = parseEducation(
      lines([
        '2024\tPh.D, Cognitive Psychology',
        'University of California Davis',
        '2020\tM.A., Cognitive Psychology',
        'University of California Davis',
      ]),
    );
    expect(edu?.institution).toBe('University of California Davis');
  });

  it('reads a Strengths section as skills and a "Languages:" row inside skills as the languages', () => {
    const data = parseLines(
      [
        'Jane Doe',
        'EXPERIENCE',
        'Acme Corp, Engineer, 2020 – 2021',
        'STRENGTHS',
        'Persuasive, Motivator',
        'SKILLS',
        'Languages:\tFrench, English',
      ].map((text) => ({ text, bold: /^[A-Z]+$/.test(text) })),
    );
    expect(data.skills.flatMap((s) => s.keywords)).toEqual(['Persuasive', 'Motivator']);
    expect(data.languages).toEqual([{ language: 'French' }, { language: 'English' }]);
  });

  it('drops tiny marks set far smaller than the text', () => {
    const out = prepareLines([
      { text: 'Engineer at Acme', size: 11 },
      { text: 'TM', size: 6 },
      { text: 'Built the thing', size: 11 },
    ]);
    expect(out.map((l) => l.text)).toEqual(['Engineer at Acme', 'Built the thing']);
  });
});

describe('margin headings and school descriptions', () => {
  it('puts a margin heading wrapped over two lines back together', () => {
    const out = prepareLines([
      { text: 'ADDITIONAL\t• Programming with Ruby, Python', bold: true },
      { text: 'SKILLS\t• Experience with PostgreSQL', bold: true },
    ]);
    expect(out.map((l) => l.text)).toEqual([
      'ADDITIONAL SKILLS',
      'Programming with Ruby, Python',
      'Experience with PostgreSQL',
    ]);
  });

  it('does not take a sentence about a school for its name', () => {
    const [edu] = parseEducation(
      lines([
        '42 Born To Code\t(01 Septembre, 2016 - 31 Décembre, 2018)',
        'École qui forme des architectes informatiques',
      ]),
    );
    expect(edu?.institution).toBe('42 Born To Code');
  });
});

it('puts a raised ordinal back after its number', () => {
  const out = prepareLines([
    { text: 'Lehman Brothers', size: 10 },
    { text: 'st', size: 7 },
    { text: '1  Year Analyst', size: 10 },
  ]);
  expect(out.map((l) => l.text)).toEqual(['Lehman Brothers', '1st Year Analyst']);
});

describe('a phrase wrapped in a narrow column', () => {
  const at = (text: string, x: number, bold = false) => ({ text, x, bold, size: 9, page: 1 });

  it('joins a line ending on a joining word with the next line set the same way', () => {
    const joined = joinDanglingWraps(
      prepareLines([
        at('Máster Universitario en Ingeniería de', 300, true),
        at('Sistemas Electrónicos', 300, true),
        at('Universidad Politécnica de Madrid', 300),
      ]),
    );
    expect(joined.map((l) => l.text)).toEqual([
      'Máster Universitario en Ingeniería de Sistemas Electrónicos',
      'Universidad Politécnica de Madrid',
    ]);
  });

  it('leaves lines apart in another column, weight or a lower-case continuation', () => {
    const texts = (ls: ReturnType<typeof at>[]) => joinDanglingWraps(prepareLines(ls)).map((l) => l.text);
    expect(texts([at('Bachelor of', 60), at('Science', 300)])).toHaveLength(2);
    expect(texts([at('Bachelor of', 60, true), at('Science', 60)])).toHaveLength(2);
    expect(texts([at('economics and', 60), at('statistics', 60)])).toHaveLength(2);
  });
});

it('an award dated like a degree in the education section is an award, not a school', () => {
  const data = parseLines(
    [
      { text: 'Jane Doe', size: 20 },
      { text: 'EDUCATION', bold: true, size: 12 },
      { text: 'Máster en Ingeniería Universidad de Madrid\t2021 – 2022', size: 9 },
      { text: 'Premio al mejor expediente del curso\t2021 – 2022', size: 9 },
    ].map((l) => ({ ...l, page: 1 })),
  );
  expect(data.education.map((e) => e.institution)).toEqual(['Universidad de Madrid']);
  expect(data.awards.map((a) => [a.title, a.date])).toEqual([
    ['Premio al mejor expediente del curso', '2022'],
  ]);
});

it('a post held among the courses of a teaching section is a job; the courses stay where they were', () => {
  const data = parseLines(
    [
      { text: 'Jane Doe', size: 20 },
      // Word heading styles, as a DOCX sets them.
      { text: 'Experience', bold: true, size: 12, headingLevel: 1 },
      { text: '2020.22\tResearch Engineer | Springfield Lab', size: 9 },
      { text: 'Teaching', bold: true, size: 12, headingLevel: 1 },
      { text: '2021.23\tResearch methods, Lecture, Master in Psychology, Springfield University.', size: 9 },
      { text: '2010.16\tTeacher in special need education.', bold: true, size: 9 },
      { text: '2008.10\tPrimary school teacher.', bold: true, size: 9 },
    ].map((l) => ({ ...l, page: 1 })),
  );
  // Dates as printed; "2008.10" may be October 2008, so it is kept as one date, never with "Present".
  expect(data.work.map((w) => [w.position, w['x-printed']?.dates, w.endDate])).toEqual([
    ['Research Engineer', '2020.22', '2022'],
    ['Teacher in special need education', '2010.16', '2016'],
    ['Primary school teacher', '2008.10', undefined],
  ]);
  expect(data.custom.flatMap((c) => c.items.map((i) => JSON.stringify(i)))).toEqual([
    expect.stringContaining('Research methods, Lecture'),
  ]);
});
