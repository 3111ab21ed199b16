import { describe, expect, it } from 'vitest';
import type { SourceLine } from '../../src/extract/types.ts';
import { endsOnBareMonth } from '../../src/text/dates.ts';
import { parseResumeText } from '../../src/parse/index.ts';
import { parseLines } from '../../src/parse/pipeline.ts';

const row = (text: string, x = 110, size = 10.9): SourceLine => ({ text, x, size, page: 1 });
const item = (text: string): SourceLine => ({ text, x: 150, size: 10, page: 1 });

/** A date column too narrow for its ranges: each wraps after a month, its year on the next line. */
const narrowDates: SourceLine[] = [
  { text: 'Jane Roe', size: 30, x: 350, page: 1 },
  row('jane.roe@example.com', 250),
  { text: 'Professional Experience', size: 14, x: 140, page: 1 },
  row('Feb\tAccount Manager, Northwind Software, Springfield, IL'),
  row('2021–Present\tRan a store of forty staff with a $9M yearly budget', 70),
  item('Grew sales 12% year over year in 2023 and cut waste by a fifth'),
  row('Mar\tAssistant Manager, Blue Harbor Foods, Peoria, IL'),
  row('2017–Jan\tOpened two new stores on time', 88),
  row('2021\tRanked first of nine stores in 2019 and in 2020', 109),
  { text: 'Education', size: 14, x: 140, page: 1 },
  row('Aug\tBachelor of Science, State University'),
  row('2008–May\tBusiness Administration', 85),
  row('2012', 109),
];

describe('a date range wrapped down a narrow cell', () => {
  it('joins each range back and reads one job per range', () => {
    const data = parseResumeText(narrowDates);
    expect((data.work ?? []).map((w) => [w.name, w.position, w.startDate, w.endDate])).toEqual([
      ['Northwind Software', 'Account Manager', '2021-02', 'present'],
      ['Blue Harbor Foods', 'Assistant Manager', '2017-03', '2021-01'],
    ]);
    expect(data.education?.[0]).toMatchObject({ startDate: '2008-08', endDate: '2012-05' });
  });

  it.each([
    ['Feb', true],
    ['2017–Jan', true],
    ['Jun 2014 – Feb', true],
    ['Jun 2014', false],
    ['Sales – May', false],
    ['2017–2019', false],
  ])('"%s" ends on a month waiting for its year: %s', (text, expected) => {
    expect(endsOnBareMonth(text)).toBe(expected);
  });
});

describe('a range written in a sentence and wrapped after its joining word', () => {
  const at = (text: string): SourceLine => ({ text, x: 72, size: 10, page: 1 });
  const read = (lines: string[]) =>
    parseResumeText([{ text: 'Camille Roussel', size: 22, x: 72, page: 1 }, ...lines.map(at)]).work.map(
      (w) => [w.startDate, w.endDate],
    );

  it('keeps the end date set on the next line with its range', () => {
    expect(
      read([
        'EXPÉRIENCES PROFESSIONNELLES',
        'Agent de production',
        'Contrat intérimaire avec le groupe Norvest Services, de mai 2019 à',
        'février 2022. Secteur nord et alentours.',
      ]),
    ).toEqual([['2019-05', '2022-02']]);
  });

  it('keeps a "present" word set on the next line: the job is still held', () => {
    expect(
      read([
        'EXPERIENCE',
        'Line Cook',
        'Worked at the Copper Kettle, from March 2019 to',
        'present, on the grill and the prep line.',
      ]),
    ).toEqual([['2019-03', 'present']]);
    expect(
      read([
        'EXPERIENCIA',
        'Cocinero',
        'Trabajo en el Mesón del Puerto, desde enero 2018 hasta',
        'la actualidad.',
      ]),
    ).toEqual([['2018-01', 'present']]);
  });
});

/** A margin of dates set close to the text: the open range shares its cell with the header, its end wraps below. */
const closeMargin: SourceLine[] = [
  { text: 'Jane Roe', size: 30, x: 350, page: 1 },
  row('jane.roe@example.com', 250),
  { text: 'Expérience professionnelle', size: 14, x: 140, page: 1 },
  row('mars 2022–  Responsable logistique, entrepôt régional, Transports Durand,', 84),
  row('Aujourd’hui\tLille', 78),
  item('— Pilotage de quatre équipes de préparation'),
  item('— Mise en place du suivi des stocks'),
  row('janv.\tChef d’équipe, Entrepôts Martin, Arras', 112),
  row('2018–févr.\t— Organisation des tournées de livraison', 84),
  row('2022\t— Formation des nouveaux préparateurs', 109),
  item('— Inventaires trimestriels'),
];

describe('a date margin set close to the jobs', () => {
  it('puts a range’s wrapped end back, so that a job still held is not read as ended', () => {
    const data = parseResumeText(closeMargin);
    expect((data.work ?? []).map((w) => [w.position, w.startDate, w.endDate])).toEqual([
      ['Responsable logistique', '2022-03', 'present'],
      ['Chef d’équipe', '2018-01', '2022-02'],
    ]);
  });

  it('reads a line whose date went to the job above as the list item it opens with', () => {
    const data = parseResumeText(closeMargin);
    expect(data.work?.[1]?.highlights).toEqual([
      'Organisation des tournées de livraison',
      'Formation des nouveaux préparateurs',
      'Inventaires trimestriels',
    ]);
    expect(data.work?.[0]?.highlights).toEqual([
      'Pilotage de quatre équipes de préparation',
      'Mise en place du suivi des stocks',
    ]);
  });
});

describe('open ranges listed one under another', () => {
  const rows = (authored: boolean) =>
    parseLines(
      [
        { text: 'Jane Roe', size: 30, x: 350, page: 1 },
        row('jane.roe@example.com', 250),
        { text: 'Appointments', size: 14, x: 140, page: 1 },
        row('2022 –\tLecturer\tSchool of Nursing\tNorthfield University'),
        row('2024 –\tVisiting Fellow\tInstitute of Care Studies\tSouthgate Hospital'),
        row('2023\tExaminer\tBoard of Nursing\tState Council'),
      ],
      { authoredLines: authored },
    );

  it('keeps each post open: the range below is the next post’s, never this one’s end', () => {
    for (const authored of [false, true]) {
      const work = rows(authored).work ?? [];
      expect(work.slice(0, 2).map((w) => [w.startDate, w.endDate])).toEqual([
        ['2022', 'present'],
        ['2024', 'present'],
      ]);
    }
  });

  it('in a Word table, takes no date from the next row to end an open one', () => {
    const work = rows(true).work ?? [];
    expect(work.some((w) => w.startDate === '2024' && w.endDate === 'present')).toBe(true);
    expect(work.every((w) => !(w.startDate === '2024' && w.endDate === '2023'))).toBe(true);
    expect(work.find((w) => w.startDate === '2022')?.endDate).toBe('present');
  });
});
