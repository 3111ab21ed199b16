import { describe, expect, it } from 'vitest';
import { headerCues, headerOrder } from '../../src/parse/doubt-header.ts';

type Job = Parameters<typeof headerCues>[0][number];

const job = (header: string, name?: string, position?: string): Job => ({
  name,
  position,
  highlights: [],
  'x-header': header,
});

describe('cues on where a job took its employer and title in its header', () => {
  const jobs = [
    job('Buyer · Northwind Traders · Eastport', 'Northwind Traders', 'Buyer'),
    job('Stock Clerk · Harbor Foods · Eastport', 'Harbor Foods', 'Stock Clerk'),
    job('Cashier · Bluebell Market · Lakeside', 'Bluebell Market', 'Cashier'),
    // The town read as the employer and the employer as the title.
    job('Front desk · Seaview Hotels · Portmere', 'Portmere', 'Seaview Hotels'),
  ];

  it('says which printed phrase holds each field', () => {
    expect(headerOrder(jobs[0]!)).toBe('1/0');
    expect(headerOrder(jobs[3]!)).toBe('2/1');
    expect(headerOrder(job('Buyer · Northwind Traders', undefined, 'Buyer'))).toBe('/0');
  });

  it('tells a job whose parts stand where no sibling has them', () => {
    expect(headerCues(jobs, 3)).toMatchObject({ 'header.order.unique': 1, 'header.order.shared': 0 });
    expect(headerCues(jobs, 0)).toMatchObject({ 'header.order.unique': 0, 'header.order.shared': 2 / 3 });
  });

  it('tells an employer or a title the header never printed', () => {
    const cues = headerCues([job('Buyer · Northwind Traders', 'Harbor Foods', 'Buyer')], 0);
    expect(cues).toMatchObject({ 'header.employer.elsewhere': 1, 'header.title.elsewhere': 0 });
    expect(headerCues([{ name: 'Harbor Foods', highlights: [] }], 0)).toEqual({ 'header.none': 1 });
  });
});
