import { describe, expect, it } from 'vitest';
import { parseResumeText } from '../../src/parse/index.ts';
import { parseLines } from '../../src/parse/pipeline.ts';

const BODY: Array<[string, number]> = [
  ['EXPERIENCE', 12],
  ['Cashier, Harbor Foods', 10],
  ['2019 - 2021', 10],
  ['Served customers at the till and kept the shelves stocked.', 10],
];
/** A first page from [text, size] rows, then a short body set at 10 pt. */
const page = (head: Array<[string, number]>, links?: string[]) =>
  parseLines(
    [...head, ...BODY].map(([text, size]) => ({ text, size, bold: size > 12, page: 1 })),
    { links },
  ).basics;

describe('a name set over two lines', () => {
  it('keeps the surname set past a small line between them, in a two-column header', () => {
    const basics = page([
      ['Jordan\t(555) 010-0199', 22],
      ['12 Elm Street', 9],
      ['Vale\tChicago', 22],
      ['jordan.vale@example.com', 9],
    ]);
    expect(basics.name).toBe('Jordan Vale');
    expect(basics.label).toBeUndefined();
    expect(basics.location).toEqual({ address: '12 Elm Street', city: 'Chicago' });
    expect(basics.phone).toBe('(555) 010-0199');
  });

  it('keeps a surname set in another size under a first name alone', () => {
    const basics = page([
      ['JORDAN', 40],
      ['VALE', 30],
      ['Store Supervisor', 14],
      ['jordan.vale@example.com', 9],
    ]);
    expect(basics.name).toBe('Jordan Vale');
    expect(basics.label).toBe('Store Supervisor');
  });

  it('does not join a job title set big under a full name', () => {
    const basics = page([
      ['Jordan Vale', 30],
      ['Store Supervisor', 26],
      ['jordan.vale@example.com', 9],
    ]);
    expect(basics.name).toBe('Jordan Vale');
    expect(basics.label).toBe('Store Supervisor');
  });
});

describe('the headline', () => {
  it('is not the name printed a second time', () => {
    const basics = basicsOf('Jordan Vale\nJORDAN VALE\nStore Supervisor\njordan.vale@example.com');
    expect(basics.name).toBe('Jordan Vale');
    expect(basics.label).toBe('Store Supervisor');
  });

  it('is not the end of a link that wrapped, which completes the link', () => {
    const basics = page([
      ['linkedin.com/in/jordan-', 10],
      ['Jordan Vale', 28],
      ['vale-42', 10],
      ['jordan.vale@example.com', 10],
    ]);
    expect(basics.label).toBeUndefined();
    expect(basics.profiles).toEqual([
      { network: 'LinkedIn', username: 'jordan-vale-42', url: 'https://linkedin.com/in/jordan-vale-42' },
    ]);
  });

  it('is not the end of a cut link the page links to, and the link is read whole', () => {
    const basics = page(
      [
        ['Jordan Vale', 28],
        ['linkedin.com/in/jordan-\tjordan.vale@example.com', 10],
        ['Store Supervisor', 12],
      ],
      ['https://www.linkedin.com/in/jordan-vale-42/'],
    );
    expect(basics.profiles[0]?.url).toBe('https://www.linkedin.com/in/jordan-vale-42/');
    expect(basics.profiles[0]?.username).toBe('jordan-vale-42');
    expect(basics.label).toBe('Store Supervisor');
  });

  it('keeps a word after a whole link', () => {
    const basics = basicsOf('Jordan Vale\ngithub.com/jvale\nbaker\njordan.vale@example.com');
    expect(basics.profiles.map((p) => p.url)).toEqual(['https://github.com/jvale']);
    expect(basics.label).toBe('baker');
  });
});

const basicsOf = (text: string) => parseResumeText(`${text}\n\n${BODY.map(([t]) => t).join('\n')}\n`).basics;

describe('the address', () => {
  it('keeps the town printed on the line under the street', () => {
    const basics = basicsOf(
      'Camille Roux\n27 rue des Lilas\tPermis B\n69003 Lyon\n06 11 22 33 44\ncamille.roux@example.fr',
    );
    expect(basics.location).toEqual({ address: '27 rue des Lilas', postalCode: '69003', city: 'Lyon' });
    expect(basics.label ?? '').not.toMatch(/Lilas|Lyon/);
  });

  it('reads a town after the postal code the American way', () => {
    const basics = basicsOf(
      'Jordan Vale\n1263 East 85th Street\nSpringfield, IL 62704\njordan.vale@example.com',
    );
    expect(basics.location).toEqual({
      address: '1263 East 85th Street',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62704',
    });
  });

  it('reads a street without a number or a town as the address, not the headline', () => {
    const basics = basicsOf('Jordan Vale\nElm Street, Lower Meadows\n555 010 0199');
    expect(basics.location).toEqual({ address: 'Elm Street, Lower Meadows' });
    expect(basics.label).toBeUndefined();
  });

  it('reads the country under the town as the place, not the headline', () => {
    const basics = basicsOf('Camille Roux\nLyon\nFrance\ncamille.roux@example.fr');
    expect(basics.location).toEqual({ city: 'Lyon', region: 'France' });
    expect(basics.label).toBeUndefined();
  });

  it('reads a town and its country set apart by a dash', () => {
    const basics = basicsOf('Camille Roux\nLyon – France\ncamille.roux@example.fr');
    expect(basics.location).toEqual({ city: 'Lyon', region: 'France' });
  });

  it('reads a town it does not know as the place when its country follows', () => {
    const basics = page([
      ['Villa Serena', 10],
      ['Diego Campos\tMéxico', 34],
      ['+52 81 5555 0100', 10],
      ['Ingeniero civil', 17],
    ]);
    expect(basics.location).toEqual({ city: 'Villa Serena', region: 'México' });
    expect(basics.label).toBe('Ingeniero civil');
  });

  it('reads a town after a British postcode, and the street whose number follows it', () => {
    expect(basicsOf('Jordan Vale\nM20 2RN Manchester\nUnited Kingdom').location).toEqual({
      postalCode: 'M20 2RN',
      city: 'Manchester',
      region: 'United Kingdom',
    });
    expect(basicsOf('Jordan Vale\nElmvej 23A\n1850 Eastby, Denmark').location).toEqual({
      address: 'Elmvej 23A',
      postalCode: '1850',
      city: 'Eastby',
      region: 'Denmark',
    });
  });

  it('reads a street and its town on one line', () => {
    expect(basicsOf("Camille Roux\n4 rue de l'Étang 62200 Montreuil").location).toEqual({
      address: "4 rue de l'Étang",
      postalCode: '62200',
      city: 'Montreuil',
    });
  });

  it('reads a postal code and a town over the country as a town, not a street', () => {
    expect(basicsOf('Lucía Soto\n28010 Madrid\nEspaña').location).toEqual({
      city: 'Madrid',
      region: 'España',
    });
  });

  it('takes no month and year over a town for a street', () => {
    const basics = basicsOf('Lucía Soto\nJunio 2019\nCali, Colombia');
    expect(basics.location).toEqual({ city: 'Cali', region: 'Colombia' });
  });

  it('gives a street read without its town the town printed later', () => {
    const basics = basicsOf('Jordan Vale\nElm Street, Lower Meadows\njordan.vale@example.com\nChicago, IL');
    expect(basics.location).toEqual({ address: 'Elm Street, Lower Meadows', city: 'Chicago', region: 'IL' });
  });

  it('takes no street after a house number for a town, nor a placeholder for a postal code', () => {
    expect(basicsOf('Jordan Vale\n2148 N Elm St\nChicago, IL 60614').location).toEqual({
      address: '2148 N Elm St',
      city: 'Chicago',
      region: 'IL',
      postalCode: '60614',
    });
    expect(basicsOf('Jordan Vale\nAddress, Street, 00000 County\nChicago, IL').location).toEqual({
      address: 'Address, Street, 00000 County',
      city: 'Chicago',
      region: 'IL',
    });
  });

  it('reads a postal code printed after the town, on the street line', () => {
    expect(basicsOf("Camille Roux\n25 rue de l'Étang, Montreuil,62200").location).toEqual({
      address: "25 rue de l'Étang",
      city: 'Montreuil',
      postalCode: '62200',
    });
  });

  it('takes no year and the word after it for a postal code and a town', () => {
    const basics = basicsOf('Jordan Vale\n2019 Finalist\njordan.vale@example.com');
    expect(basics.location).toBeUndefined();
  });

  it('leaves a line with a figure and no town under it as it was', () => {
    const basics = basicsOf('Jordan Vale\n3 years in retail\njordan.vale@example.com');
    expect(basics.location).toBeUndefined();
    expect(basics.label).toBe('3 years in retail');
  });
});

describe('contact details found outside the header', () => {
  it("prefer the email that bears the person's name to a referee's printed before it", () => {
    const data = parseResumeText(
      [
        'Jordan Vale',
        '',
        'EXPERIENCE',
        'Cashier, Harbor Foods',
        '2019 - 2021',
        'Supervisor: Ana Pérez, ana.perez@example.com, Tel: +1 555 010 0100',
        '',
        'SKILLS',
        'Stock control',
        'jordan.vale@example.com',
      ].join('\n'),
    );
    expect(data.basics.email).toBe('jordan.vale@example.com');
    expect(data.basics.phone).toBeUndefined();
  });
});
