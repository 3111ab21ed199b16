import { describe, expect, it } from 'vitest';
import type { SourceLine } from '../../src/extract/types.ts';
import { parseLines } from '../../src/parse/pipeline.ts';

const line = (text: string, size = 10.5, bold = false): SourceLine => ({ text, size, bold });

/** A made-up Word CV set in a table: the name, a "Contact" label over the details, then sections. */
function tableCv(): SourceLine[] {
  const jobs = [2021, 2018, 2015, 2013, 2011].flatMap((year, i) => [
    line(`01/${year} – 12/${year + 2}\tWarehouse Lead ${i + 1}`),
    line(`Northwind Depot ${i + 1}, Lille`),
    line(`Ran a site of ${i + 2}0 000 m² with a team of ${i + 8} people`, 10),
    line(`Cut picking errors by ${i + 20} % over two years`, 10),
    line(`Set up cycle counts and weekly safety walks on ${i + 3} docks`, 10),
  ]);
  return [
    line('Sam Lee', 22, true),
    line('Logistics Manager', 12),
    line('Contact', 10.5, true),
    line('sam.lee@example.com'),
    line('06 39 98 70 00'),
    line('Lille, France'),
    line('linkedin.com/in/sam-lee-logistics'),
    line('PROFILE', 11, true),
    line('Logistics manager with ten years in warehouses and transport, from operations to running a site.'),
    line('EXPERIENCE', 11, true),
    ...jobs,
    line('EDUCATION', 11, true),
    line('09/2009 – 06/2011\tBTS – Transport and Logistics'),
    line('Lycée Jean Moulin'),
  ];
}

describe('text left out of every section', () => {
  it('drops a heading left alone over details read elsewhere, keeping no "Other" section for it', () => {
    const data = parseLines(tableCv(), { authoredLines: true });
    expect(data.basics.email).toBe('sam.lee@example.com');
    expect(data.custom.flatMap((c) => c.items)).not.toContain('Contact');
  });
});
