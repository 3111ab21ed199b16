import { describe, expect, it } from 'vitest';
import { parseBasics } from '../../src/parse/basics.ts';
import { parseEducation } from '../../src/parse/education.ts';
import { prepareLines, type Line } from '../../src/parse/lines.ts';
import { parseLanguages, parseSkills } from '../../src/parse/skills.ts';
import { UncertainList } from '../../src/parse/uncertain.ts';
import { parseWork } from '../../src/parse/work.ts';

const lines = (texts: string[], extra: Partial<Line> = {}) =>
  prepareLines(texts.map((text) => ({ text }))).map((l) => ({ ...l, ...extra }));

describe('work field reader', () => {
  it('tells the title from the employer by their words, whatever the order', () => {
    const work = parseWork(
      lines([
        'Acme Corp — Senior Engineer',
        'Jan 2020 – Mar 2022',
        '• Shipped things',
        'Data Analyst, Globex Inc.',
        '2018 – 2019',
      ]),
    );
    expect(work.map((w) => [w.name, w.position, w.startDate, w.endDate])).toEqual([
      ['Acme Corp', 'Senior Engineer', '2020-01', '2022-03'],
      ['Globex Inc.', 'Data Analyst', '2018', '2019'],
    ]);
    expect(work[0]?.highlights).toEqual(['Shipped things']);
  });

  it('says present only when the resume prints it', () => {
    const [open, closed] = parseWork(
      lines(['Acme Corp, Engineer', 'Jan 2020 – Present', 'Globex Inc., Engineer', 'Jan 2019']),
    );
    expect(open?.endDate).toBe('present');
    expect(closed?.endDate).toBeUndefined();
  });

  it('reports the employer as guessed when only line order tells', () => {
    const uncertain = new UncertainList();
    parseWork(lines(['Blue Fox', 'Night Owl', '2019 – 2020']), uncertain);
    expect(uncertain.items.map((i) => i.reason)).toContain('employer_guessed');
  });
});

describe('education field reader', () => {
  it('finds the school by its words and splits the degree', () => {
    const [edu] = parseEducation(
      lines(['Master of Science in Computer Science', 'Stanford University', '2016 – 2018']),
    );
    expect(edu).toMatchObject({
      institution: 'Stanford University',
      studyType: 'Master of Science',
      area: 'Computer Science',
      startDate: '2016',
      endDate: '2018',
    });
  });

  it('reads a single date as the year the degree was obtained', () => {
    const [edu] = parseEducation(lines(['Université de Lyon, Licence de mathématiques, 2015']));
    expect(edu?.endDate).toBe('2015');
    expect(edu?.startDate).toBeUndefined();
  });
});

describe('skills field reader', () => {
  it('reads "Group: a, b" lines as named groups', () => {
    expect(parseSkills(lines(['Languages: Go, Rust', 'Cloud: AWS (EC2, S3), GCP']))).toEqual([
      { name: 'Languages', keywords: ['Go', 'Rust'] },
      { name: 'Cloud', keywords: ['AWS (EC2, S3)', 'GCP'] },
    ]);
  });

  it('reads spoken languages with their level', () => {
    expect(parseLanguages(lines(['English (native), French – B2']))).toEqual([
      { language: 'English', fluency: 'native' },
      { language: 'French', fluency: 'B2' },
    ]);
  });
});

describe('basics field reader', () => {
  it('takes the biggest first-page text as the name and reads contact pieces', () => {
    const header = prepareLines([
      { text: 'Jane Doe', size: 24 },
      { text: 'jane@example.com | +1 555 123 4567 | Austin, TX', size: 10 },
      { text: 'Some body text here', size: 10 },
    ]);
    const { basics } = parseBasics(header, [], header);
    expect(basics).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+1 555 123 4567',
      location: { city: 'Austin', region: 'TX' },
    });
  });

  it('leaves the document title beside the name out of the name', () => {
    const header = prepareLines([
      { text: 'Jane Doe | CV', size: 24 },
      { text: 'jane@example.com', size: 10 },
      { text: 'Some body text here', size: 10 },
    ]);
    expect(parseBasics(header, [], header).basics.name).toBe('Jane Doe');
  });
});
