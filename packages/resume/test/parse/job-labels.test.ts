import { describe, expect, it } from 'vitest';
import type { SourceLine } from '../../src/extract/types.ts';
import { parseResumeText } from '../../src/parse/index.ts';
import { readSection } from './made-up.ts';
import { EMPLOYER_RULES, TITLE_RULES, failedRule } from '../../src/parse/plausibility.ts';

const bold = (text: string, size = 8.5, x = 46): SourceLine => ({ text, bold: true, size, x, page: 1 });
const plain = (text: string, size = 7, x = 55): SourceLine => ({ text, bold: false, size, x, page: 1 });

/** Employer and town, the dates, the title, then a label over the job's lines. */
function labelledJobs(label: string): SourceLine[] {
  return [
    { text: 'JANE ROE', bold: true, size: 16, x: 240, page: 1 },
    plain('jane.roe@example.com', 7, 240),
    { text: 'WORK EXPERIENCE', bold: true, size: 10.7, x: 52, page: 1 },
    bold('Northwind Traders\tSpringfield, IL'),
    plain('February 2021 – Present', 7, 46),
    bold('Regional Buyer', 8.5, 44),
    bold(label, 7, 44),
    plain('Negotiated supplier contracts across four states'),
    plain('Cut stock-outs by a third'),
    bold('Blue Harbor Foods\tPeoria, IL'),
    plain('March 2017 – January 2021', 7, 46),
    bold('Assistant Buyer', 8.5, 44),
    bold(label, 7, 44),
    plain('Ran weekly replenishment for forty stores'),
    { text: 'EDUCATION', bold: true, size: 10.7, x: 52, page: 1 },
    bold('State University'),
    plain('Bachelor of Science, 2016', 7, 46),
  ];
}

describe('a label over a job’s lines', () => {
  it.each(['Highlights', 'Key achievements:', 'Responsabilidades :', 'Missions'])(
    '"%s" closes the job’s header and names nothing in it',
    (label) => {
      const work = parseResumeText(labelledJobs(label)).work ?? [];
      expect(work.map((w) => [w.name, w.position, w.startDate, w.endDate])).toEqual([
        ['Northwind Traders', 'Regional Buyer', '2021-02', 'present'],
        ['Blue Harbor Foods', 'Assistant Buyer', '2017-03', '2021-01'],
      ]);
      expect(work[0]?.highlights).toEqual([
        'Negotiated supplier contracts across four states',
        'Cut stock-outs by a third',
      ]);
    },
  );

  it('a bold line that is no label still opens its own entry', () => {
    const lines = labelledJobs('Highlights').map((l) =>
      l.text === 'Highlights' ? { ...l, text: 'Harbor Logistics' } : l,
    );
    const names = (parseResumeText(lines).work ?? []).map((w) => w.name);
    expect(names).toContain('Harbor Logistics');
  });

  it.each([
    ['Funciones: Asistencia técnica y reparación de equipos', TITLE_RULES, 'title.part-label'],
    ['Principales missions : accueil des clients', TITLE_RULES, 'title.part-label'],
    ['Highlights', EMPLOYER_RULES, 'employer.part-label'],
  ])('"%s" is never the field (%s)', (text, rules, rule) => {
    expect(failedRule(text, rules)).toMatchObject({ name: rule, certain: true });
  });

  it.each(['Environment Agency', 'Achievements Academy Ltd', 'Description Studio'])(
    'takes %s, which starts with a label word, as an employer',
    (name) => {
      expect(failedRule(name, EMPLOYER_RULES)?.name).toBeUndefined();
    },
  );

  it('a referee’s line under a job is its text, never its title or a job of its own', () => {
    const work =
      readSection('RESEARCH EXPERIENCE', [
        'Program Manager, Northfield College\tFeb 2018 – July 2021',
        'Mentor: Jane Doe, PhD',
        'Research Assistant, Lakeside University\tSept. 2015 – Aug. 2017',
        'Supervisors: Ann Roe, Ph.D., Bo Li, Ph.D.',
      ]).work ?? [];
    expect(work.map((w) => [w.name, w.position, w.summary])).toEqual([
      ['Northfield College', 'Program Manager', 'Mentor: Jane Doe, PhD'],
      ['Lakeside University', 'Research Assistant', 'Supervisors: Ann Roe, Ph.D., Bo Li, Ph.D.'],
    ]);
    expect(failedRule('Supervisor: Ann Roe', TITLE_RULES)).toMatchObject({ name: 'title.reference' });
    expect(failedRule('Research Supervisor', TITLE_RULES)).toBeUndefined();
  });

  it('a long title over the label and a town set apart on the employer’s line are read as such', () => {
    const lines = labelledJobs('Highlights').map((l) =>
      l.text === 'Regional Buyer'
        ? { ...l, text: 'Trainee buyer for the fresh produce team' }
        : l.text.startsWith('Northwind')
          ? { ...l, text: 'Northwind Traders SAS\tÉvry' }
          : l,
    );
    const first = parseResumeText(lines).work?.[0];
    expect(first).toMatchObject({
      name: 'Northwind Traders SAS',
      position: 'Trainee buyer for the fresh produce team',
      location: 'Évry',
    });
  });
});
