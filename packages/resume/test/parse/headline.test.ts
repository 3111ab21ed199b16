import { describe, expect, it } from 'vitest';
import { parseLines } from '../../src/parse/pipeline.ts';
import { HEADLINE_RULES } from '../../src/parse/plausibility-rules.ts';

const BODY: Array<[string, number]> = [
  ['EXPERIENCE', 12],
  ['Cashier, Harbor Foods', 10],
  ['2019 - 2021', 10],
  ['Served customers at the till and kept the shelves stocked.', 10],
];
/** The headline read from a first page of [text, size] rows over a short body. */
const headlineOf = (head: Array<[string, number]>) =>
  parseLines([...head, ...BODY].map(([text, size]) => ({ text, size, bold: size > 12, page: 1 }))).basics
    .label;

describe('the line under the name is the headline only when it says what the person does', () => {
  it('keeps a job title, without the dash or comma it ended on', () => {
    expect(
      headlineOf([
        ['Noa Brandt', 24],
        ['ADMINISTRATIVE ASSISTANT -', 12],
        ['noa.brandt@example.com', 9],
      ]),
    ).toBe('ADMINISTRATIVE ASSISTANT');
    expect(
      headlineOf([
        ['Noa Brandt', 24],
        ['Assistant Professor in Statistics,', 12],
        ['noa.brandt@example.com', 9],
      ]),
    ).toBe('Assistant Professor in Statistics');
  });

  it('joins a headline wrapped onto the next line', () => {
    expect(
      headlineOf([
        ['Lucía Ferrer', 24],
        ['Ingeniera civil, jefa de', 12],
        ['obra', 12],
        ['lucia@example.com', 9],
      ]),
    ).toBe('Ingeniera civil, jefa de obra');
  });

  it('is never a driving licence, a heading, a school or a sentence, nor the line after one', () => {
    const cases: Array<Array<[string, number]>> = [
      [
        ['Camille Roux', 24],
        ['Permis B + véhicule', 11],
        ['Agent polyvalent', 11],
        ['camille@example.com', 9],
      ],
      [
        ['Sam Reed', 24],
        ['Full clean driving licence', 11],
        ['sam.reed@example.com', 9],
      ],
      [
        ['Camille Roux', 24],
        ['Formations', 11],
        ['camille@example.com', 9],
      ],
      [
        ['Ada Quill', 24],
        ['The Faculty of Medicine of Northfield University', 11],
        ['Date Prepared', 11],
        ['ada@example.com', 9],
      ],
      [
        ['Camille Roux', 24],
        ["Je suis passionnée d'informatique depuis l'enfance. J'ai", 11],
        ['développé un goût pour le web', 11],
        ['camille@example.com', 9],
      ],
      [
        ['Camille Roux', 24],
        ['À la recherche d’un stage en analyse de données et', 11],
        ['camille@example.com', 9],
      ],
    ];
    for (const head of cases) expect(headlineOf(head), head[1]![0]).toBeUndefined();
  });

  it('has a named rule, with an example it refuses, for each kind of line that is no headline', () => {
    for (const rule of HEADLINE_RULES) expect(rule.fails(rule.example), rule.name).toBe(true);
    for (const rule of HEADLINE_RULES) expect(rule.fails('Warehouse Team Leader'), rule.name).toBe(false);
  });
});
