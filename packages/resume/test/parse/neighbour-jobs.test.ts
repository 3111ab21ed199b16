import { describe, expect, it } from 'vitest';
import { prepareLines } from '../../src/parse/lines.ts';
import { parseWork } from '../../src/parse/work.ts';

const lines = (texts: string[]) => prepareLines(texts.map((text) => ({ text })));

describe('fields of neighbouring jobs kept apart', () => {
  it('reads a year inside a duty as part of the duty, not as the dates of a new job', () => {
    const work = parseWork(
      lines([
        'Charge Nurse, Surgical Ward\tat Maple Grove Hospital\tMar 2021 - Present',
        'Riverton, OH',
        'Coordinated patient flow and staffing for the 30 beds of the ward.',
        "Served as the ward's records super-user during the 2023 system upgrade",
        'Staff Nurse\tat Maple Grove Hospital\tJul 2018 - Feb 2021',
        'Riverton, OH',
        'Cared for patients on a converted surge unit during 2020',
        'Led the 2019 move of the ward to the new wing',
      ]),
    );
    expect(work.map((w) => [w.name, w.startDate, w.endDate])).toEqual([
      ['Maple Grove Hospital', '2021-03', 'present'],
      ['Maple Grove Hospital', '2018-07', '2021-02'],
    ]);
    expect(JSON.stringify(work[1])).toContain('during 2020');
    expect(JSON.stringify(work[1])).toContain('Led the 2019 move');
  });

  it('keeps the employer under the first dates in its header when a stray line stands above them', () => {
    const work = parseWork(
      lines([
        'ABROAD',
        '2021 – Present\tResearch Engineer, imaging platform',
        'University of Northfield, Northfield',
        '• Ran six microscopes for sixty teams',
        '2019 – 2021\tPostdoctoral Researcher',
        'Westlake University, Lakeside',
        '• Studied cell motion',
      ]),
    );
    expect(work.map((w) => [w.name, w.position])).toEqual([
      ['University of Northfield', 'Research Engineer'],
      ['Westlake University', 'Postdoctoral Researcher'],
    ]);
  });
});
