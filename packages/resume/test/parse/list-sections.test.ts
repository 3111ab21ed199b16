import { describe, expect, it } from 'vitest';
import { parsePublications } from '../../src/parse/citation-list.ts';
import { prepareLines } from '../../src/parse/lines.ts';
import { parseListItems } from '../../src/parse/lists.ts';
import { parseResumeText } from '../../src/parse/index.ts';

const lines = (texts: string[]) => prepareLines(texts.map((text) => ({ text })));

describe('a list of publications whose citations wrap over lines', () => {
  const works = parsePublications(
    lines([
      'Journal articles',
      'Moreau, P., Lind, K., & Oyelaran, T. (2023). Tidal sediment models for shallow',
      'Estuaries: A Comparison. Journal of Made-up Coasts, 12(3).',
      'Lind K., Moreau P. (2021). Measuring salt marsh growth from drone images. Coastal',
      'Methods Review, 4, 10-22.',
      'Under review',
      'Oyelaran, T., & Moreau, P. Sand bars as habitats. Submitted to Imaginary Ecology.',
    ]),
  );

  it('reads one publication per cited work, not one per line', () => {
    expect(works).toHaveLength(3);
    expect(works[0]?.name).toContain('Estuaries: A Comparison');
    expect(works[1]?.name).toContain('Methods Review');
  });

  it('keeps the authors in the publication rather than cutting them at their commas', () => {
    expect(works[0]?.name?.startsWith('Moreau, P., Lind, K.')).toBe(true);
    expect(works[0]?.publisher).toBeUndefined();
    expect(works[0]?.releaseDate).toBe('2023');
  });

  it('reads no group label ("Journal articles", "Under review") as a publication', () => {
    expect(works.map((w) => w.name)).not.toContain('Under review');
    expect(works.map((w) => w.name)).not.toContain('Journal articles');
  });

  it('still reads a plain list as "Title, Publisher, Year"', () => {
    const [item] = parsePublications(
      lines(['A Second Paper, Some Review, 2021', 'Another One, Other Press, 2019']),
    );
    expect(item).toMatchObject({ name: 'A Second Paper', publisher: 'Some Review', releaseDate: '2021' });
  });
});

describe('a certificate whose issuer and date stand on lines of their own', () => {
  it('reads "Issued by" and a date alone as the issuer and date of the certificate above', () => {
    const items = parseListItems(
      lines([
        'Certified Harbour Pilot',
        '(CHP)',
        'Issued by Made-up Maritime Board',
        'Oct 2020',
        'Basic Sea Survival',
        'Issued by Imaginary Safety Council',
        'Apr 2023',
      ]),
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      name: 'Certified Harbour Pilot (CHP)',
      by: 'Made-up Maritime Board',
      date: '2020-10',
    });
    expect(items[1]).toMatchObject({ name: 'Basic Sea Survival', by: 'Imaginary Safety Council' });
  });

  it('reads lines that take turns, a name then "Issuer, Year", as one certificate each', () => {
    const items = parseListItems(
      lines(['Harbour Crane Licence', 'Port Authority, 2013', 'Forklift Safety', 'Safe Works, 2018']),
    );
    expect(items).toEqual([
      expect.objectContaining({ name: 'Harbour Crane Licence', by: 'Port Authority', date: '2013' }),
      expect.objectContaining({ name: 'Forklift Safety', by: 'Safe Works', date: '2018' }),
    ]);
  });

  it('does not cut "categories 1, 3 and 5" at its commas', () => {
    const [item] = parseListItems(lines(['Crane licence categories 1, 3 and 5']));
    expect(item?.name).toBe('Crane licence categories 1, 3 and 5');
  });

  it('keeps a list of dates standing above their certificates as it was read', () => {
    const data = parseResumeText(
      [
        'Sam Example',
        '',
        'CERTIFICATIONS',
        '2019',
        'First Aid at Work',
        '2021',
        'Harbour Crane Licence',
      ].join('\n'),
    );
    expect(data.certificates.map((c) => c.date)).not.toContain('2021-01');
    expect(data.certificates.find((c) => c.name === 'First Aid at Work')?.date).not.toBe('2021');
  });
});

describe('a certificate dated on the line under it', () => {
  it('takes the next certificate for no issuer', () => {
    const items = parseListItems(lines(['Crane licence', '2020', 'First Aid at Work', '2023']));
    expect(items.map((i) => i.name)).toEqual(['Crane licence', 'First Aid at Work']);
    expect(items[0]?.by).toBeUndefined();
  });
});

describe('a group label under a citation that ends with no full stop', () => {
  it('is no part of that citation', () => {
    const works = parsePublications(
      lines([
        'Moreau, P., Lind, K. (2023). Tidal sediment models for shallow estuaries',
        'Under review',
        'Lind, K., Moreau, P. Salt marsh growth seen from drones. Submitted to Coastal Methods.',
      ]),
    );
    expect(works.map((w) => w.name)).toEqual([
      'Moreau, P., Lind, K. (2023). Tidal sediment models for shallow estuaries',
      'Lind, K., Moreau, P. Salt marsh growth seen from drones. Submitted to Coastal Methods.',
    ]);
  });
});

describe("a certificate's level", () => {
  it('keeps the level after the name with the name, and the issuer after it', () => {
    const [item] = parseListItems(lines(['2021  Cloud Solutions Engineer – Associate, Skyline Networks']));
    expect([item?.name, item?.by, item?.date]).toEqual([
      'Cloud Solutions Engineer – Associate',
      'Skyline Networks',
      '2021',
    ]);
  });

  it('reads a language level as part of the name, not its issuer', () => {
    const [item] = parseListItems(lines(['Certificado de idioma • MCER B2']));
    expect([item?.name, item?.by]).toEqual(['Certificado de idioma – MCER B2', undefined]);
  });

  it('joins a name cut after a dash with the line below', () => {
    const items = parseListItems(
      lines(['Cloud Solutions Engineer –', 'Professional', 'Data Steward Basics']),
    );
    expect(items.map((i) => i.name)).toEqual([
      'Cloud Solutions Engineer – Professional',
      'Data Steward Basics',
    ]);
  });
});
