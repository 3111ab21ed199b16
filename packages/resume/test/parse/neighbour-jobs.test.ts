import { describe, expect, it } from 'vitest';
import { prepareLines } from '../../src/parse/lines.ts';
import { parseWork } from '../../src/parse/work.ts';

const lines = (texts: string[]) => prepareLines(texts.map((text) => ({ text })));
const jobsOf = (work: ReturnType<typeof parseWork>) =>
  work.map((w) => [w.name, w.position, w.startDate, w.highlights.length]);
const placesOf = (work: ReturnType<typeof parseWork>) => work.map((w) => [w.name, w.position, w.location]);

describe('fields of neighbouring jobs kept apart', () => {
  it('gives a second and a third role at one employer, with their town on a line of their own, that employer', () => {
    const work = parseWork(
      lines([
        'Northwind Traders',
        'Senior Buyer',
        'Apr 2021 – Present',
        'Leeds, UK',
        '• Ran the yearly supplier review',
        'Buyer',
        'Jan 2018 – Mar 2021',
        'Leeds, UK',
        '• Placed the weekly orders',
        'Goods inward planning',
        'Jun 2017 – Dec 2017',
        'Leeds, UK',
        '• Booked the deliveries',
        'Harbor Foods',
        'Purchasing Assistant',
        'Jun 2016 – May 2017',
        'York, UK',
        '• Kept the price lists',
      ]),
    );
    expect(jobsOf(work)).toEqual([
      ['Northwind Traders', 'Senior Buyer', '2021-04', 1],
      ['Northwind Traders', 'Buyer', '2018-01', 1],
      // A third role printed like the second takes that employer too.
      ['Northwind Traders', 'Goods inward planning', '2017-06', 1],
      ['Harbor Foods', 'Purchasing Assistant', '2016-06', 1],
    ]);
  });

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

  it("reads the town where the section's other jobs set theirs, though a title beside the dates could be a place", () => {
    const work = parseWork(
      lines([
        'Hotel Bellavista\tLisbon',
        'Head Receptionist\tMay 2020 – Present',
        '• Led a desk of eight',
        'Hotel Bellavista\tLisbon',
        'Receptionist\tMar 2017 – Apr 2020',
        '• Checked guests in and out',
        'Sun Coast Hotels\tCascais',
        'Guest Relations\tJun 2015 – Feb 2017',
        '• Looked after returning guests',
      ]),
    );
    expect(placesOf(work)).toEqual([
      ['Hotel Bellavista', 'Head Receptionist', 'Lisbon'],
      ['Hotel Bellavista', 'Receptionist', 'Lisbon'],
      ['Sun Coast Hotels', 'Guest Relations', 'Cascais'],
    ]);
  });

  it('reads a one-line dated header in the order and the extent its section prints the others', () => {
    const work = parseWork(
      lines([
        '05/2020 – Present\tHead Receptionist, Hotel Bellavista, Lisbon',
        'Led a desk of eight receptionists in a hotel of 120 rooms and more',
        '03/2017 – 04/2020\tReceptionist, Hotel Bellavista, Lisbon',
        'Checked guests in and out in four languages at the front desk daily',
        '06/2015 – 02/2017\tGuest Relations, Sun Coast Hotels, Cascais',
        'Looked after returning guests',
        '03/2014 – 06/2014\tFront Desk Trainee, Harbour Inn, Porto',
        'Testing laboratory of the hotel school',
        'Kept the night log',
      ]),
    );
    expect(placesOf(work)).toEqual([
      ['Hotel Bellavista', 'Head Receptionist', 'Lisbon'],
      ['Hotel Bellavista', 'Receptionist', 'Lisbon'],
      ['Sun Coast Hotels', 'Guest Relations', 'Cascais'],
      ['Harbour Inn', 'Front Desk Trainee', 'Porto'],
    ]);
    expect(work[2]?.summary).toBe('Looked after returning guests');
    expect(work[3]?.summary).toContain('Testing laboratory of the hotel school');
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

  it('gives a role in a unit, under a job that named the employer and the same unit, that employer', () => {
    const work = parseWork(
      lines([
        'Maple Grove Hospital',
        'Charge Nurse, Surgical Unit',
        'Mar 2021 – Present',
        'Riverton, OH',
        '• Ran the ward rota',
        'Staff Nurse, Surgical Unit',
        'Jul 2018 – Feb 2021',
        'Riverton, OH',
        '• Cared for patients after surgery',
      ]),
    );
    expect(jobsOf(work)).toEqual([
      ['Maple Grove Hospital', 'Charge Nurse', '2021-03', 1],
      ['Maple Grove Hospital', 'Staff Nurse', '2018-07', 1],
    ]);
  });
});
