import { describe, expect, it } from 'vitest';
import { prepareLines } from '../../src/parse/lines.ts';
import { checkJobs, failedRule, TITLE_RULES } from '../../src/parse/plausibility.ts';
import { UncertainList } from '../../src/parse/uncertain.ts';
import { parseWork } from '../../src/parse/work.ts';
import { tidyJob } from '../../src/parse/work-status.ts';
import { readSection } from './made-up.ts';

const lines = (texts: string[]) => prepareLines(texts.map((text) => ({ text })));
const job = (fields: { name?: string; position?: string; location?: string }) => ({
  highlights: [],
  ...fields,
});

describe('how and when a job was held, read where its employer or title goes', () => {
  it.each([
    ['Temps partiel', 'title.contract'],
    ['CDD', 'title.contract'],
    ['Weekends, 20 h/week', 'title.schedule'],
  ])('%s is doubted as a title by %s', (text, rule) => {
    expect(failedRule(text, TITLE_RULES)?.name).toBe(rule);
  });

  it.each([
    // The employer named after a contract ("CDI intérimaire avec le groupe X") is kept.
    [
      { name: 'CDI intérimaire avec le groupe Norvald', position: 'Cariste' },
      { name: 'groupe Norvald', position: 'Cariste', summary: 'CDI intérimaire' },
    ],
    [{ position: 'Internship at Brightloom Labs' }, { name: 'Brightloom Labs', position: 'Internship' }],
    [{ name: 'Contrato temporal con Ficticia SA', position: 'Cajero' }, { name: 'Ficticia SA' }],
    // A place glued to the title by a dash set against it ("Provo –Shift Manager") is the place.
    [
      { name: 'The Candle Works', position: 'Eastbrook –Shift Manager' },
      { position: 'Shift Manager', location: 'Eastbrook' },
    ],
    [{ name: 'Acme', position: 'Director –IT Operations' }, { position: 'Director –IT Operations' }],
    // The time closing a title goes; its contract stays.
    [{ name: 'Acme', position: 'Field Geologist (2 months)' }, { position: 'Field Geologist' }],
    [{ name: 'Acme', position: 'Night Porter (20 h/week)' }, { position: 'Night Porter' }],
    [{ name: 'Acme', position: 'Agent de quai (CDD)' }, { position: 'Agent de quai (CDD)' }],
  ])('tidies %j into %j', (fields, want) => {
    const j = job(fields);
    tidyJob(j);
    expect(j).toMatchObject(want);
  });

  it('flags a status read as the employer, so that no document states it', () => {
    const jobs = [job({ name: 'Freelance', position: 'Graphic designer' })];
    const uncertain = new UncertainList();
    checkJobs(jobs, uncertain, '/work');
    expect(uncertain.items).toContainEqual(
      expect.objectContaining({
        path: '/work/0/name',
        reason: 'employer_implausible',
        rule: 'employer.status',
      }),
    );
  });

  it('leaves a schedule printed among the names out of the employer and the title', () => {
    const [work] = parseWork(
      lines(['Auxiliar de ventas | Sábados 4 hrs. | Supermercado Ficticio', 'Ene 2020 - Dic 2021']),
    );
    expect(work).toMatchObject({ name: 'Supermercado Ficticio', position: 'Auxiliar de ventas' });
  });

  it('gives a freelance title no employer of the job above', () => {
    const work = parseWork(
      lines([
        'Tidewater Radio | Host | Remote | 2022 - 2024',
        '• Hosted a weekly show',
        'Independent Content Creator | Remote | 2024 - Present',
        '• Wrote articles',
      ]),
    );
    expect(work[1]?.position).toBe('Independent Content Creator');
    expect(work[1]?.name).toBeUndefined();
  });

  it('reads the name after "at" as the employer and an unknown town under it as the place', () => {
    const [work] = parseWork(
      lines([
        'Practicante de analítica at Consultora Nube\tene 2019 - jul 2019',
        'Villaquieta',
        '• Limpieza de datos',
      ]),
    );
    expect(work).toMatchObject({
      name: 'Consultora Nube',
      position: 'Practicante de analítica',
      location: 'Villaquieta',
    });
  });
});

describe('a place glued to a degree by a dash set against it', () => {
  it('reads "Northfield, UT –Secondary Ed. Major" as the place and the degree', () => {
    const { education } = readSection('Education', [
      'Eastbrook High School\tAugust 2015 – May 2019',
      'Eastbrook –Graduate',
      'Northfield University\tSeptember 2019',
      'Northfield, UT –Secondary Ed. Major',
    ]);
    expect(education.map((e) => [e.area ?? e.studyType, e.location])).toEqual([
      ['Graduate', 'Eastbrook'],
      ['Secondary Ed. Major', 'Northfield, UT'],
    ]);
  });
});
