import { describe, expect, it } from 'vitest';
import { parseResumeText } from '../../src/parse/index.ts';
import { parseLines } from '../../src/parse/pipeline.ts';

const basicsOf = (text: string) => parseResumeText(text).basics;

describe('the name', () => {
  it.each([
    ['Jordan Vale / jordan.vale@example.com / 07700 900123', 'Jordan Vale'],
    ['Jordan Vale (jordan.vale@example.com)', 'Jordan Vale'],
    ['Jordan Vale, RN', 'Jordan Vale'],
    ['JORDAN P. VALE, MBA, PMP', 'Jordan P. Vale'],
    ['Jordan Vale, Lakeside Campus, 28 Dec 2024', 'Jordan Vale'],
    ['JORDAN P. VALE, SO2', 'Jordan P. Vale'],
  ])('is read from "%s"', (line, name) => {
    const basics = basicsOf(`${line}\n\nExperience\nCashier, Harbor Foods\n2019 - 2021\n`);
    expect(basics.name).toBe(name);
    expect(basics.label ?? '').not.toMatch(/2024/);
    if (line.includes('@')) expect(basics.email).toBe('jordan.vale@example.com');
  });

  it('is read after its label in the personal details, below a letter-spaced document title', () => {
    const basics = basicsOf(
      'C U R R I C U L U M\nV I T A E\n\nDATOS PERSONALES\nNombre:  Lucía Márquez Soto\nCorreo: lucia.marquez@example.com\n\nEXPERIENCIA\nCajera, Mercado Sol\n2019 - 2021\n',
    );
    expect(basics.name).toBe('Lucía Márquez Soto');
    expect(basics.email).toBe('lucia.marquez@example.com');
  });

  it('is not taken from an address that starts with it', () => {
    const basics = basicsOf(
      'Jordan\njordanvale@example.com\n\nExperience\nCashier, Harbor Foods\n2019 - 2021\n',
    );
    expect(basics.email).toBe('jordanvale@example.com');
  });

  it('is read from the cell after a "Name:" cell of a table row', () => {
    const data = parseResumeText(
      'Curriculum Vitae\nDate Prepared:\tMarch 2, 2025\nName:\tJordan Vale\nWork Email:\tjordan.vale@example.com\n\nFaculty Appointments\n2019 – 2023\tInstructor\tLakeside Medical School\n',
    );
    expect(data.basics.name).toBe('Jordan Vale');
    expect(data.work.map((w) => w.position)).toEqual(['Instructor']);
  });
});

it("never takes a referee's address or phone as the person's own", () => {
  const data = parseResumeText(
    [
      'Mateo Ruiz',
      '',
      'EXPERIENCIA',
      'Cajero, Mercado Sol',
      '2019 - 2021',
      '',
      'REFERENCIA PERSONAL',
      'Ana Pérez',
      'ana.perez@example.com',
      'Tel: +57 300 000 0000',
    ].join('\n'),
  );
  expect(data.basics.email).toBeUndefined();
  expect(data.basics.phone).toBeUndefined();
  expect(JSON.stringify(data.references)).toContain('ana.perez@example.com');
});

it.each([
  ['Referees', ['Ana Pérez, Lakeside University', 'Email: ana.perez@example.com', 'Phone: +1 555 010 0100']],
  ['Professional References', ['Ana Pérez', 'ana.perez@example.com | +1 555 010 0100']],
])(
  "never takes a referee's contacts under a %s line the sections did not read as a heading",
  (heading, lines) => {
    const data = parseResumeText(
      ['Mateo Ruiz', '', 'EXPERIENCE', 'Analyst, Harbor Foods', '2019 - 2021', '', heading, ...lines].join(
        '\n',
      ),
    );
    expect(data.basics.email).toBeUndefined();
    expect(data.basics.phone).toBeUndefined();
  },
);

it("takes the person's own contacts printed after the referees, and never a phone labelled as a referee's", () => {
  const data = parseResumeText(
    [
      'Mateo Ruiz',
      '',
      'EXPERIENCE',
      'Analyst, Harbor Foods',
      '2019 - 2021',
      'Supervisor: Ana Pérez, Tel: +1 555 010 0100',
      '',
      'Referees',
      'Ana Pérez',
      'ana.perez@example.com',
      'mateo.ruiz@example.com · +1 555 010 0199',
    ].join('\n'),
  );
  expect(data.basics.email).toBe('mateo.ruiz@example.com');
  expect(data.basics.phone).toBe('+1 555 010 0199');
});

describe('the phone', () => {
  const phoneOf = (header: string) =>
    basicsOf(`Jordan Vale\n${header}\n\nExperience\nCashier, Harbor Foods\n2019 - 2021\n`).phone;

  it.each([
    ['Cel. 3215550199 – 3125550123', '3215550199'],
    ['Teléfono Celular: 314 555 0199 / 3145550123', '314 555 0199'],
    ['M: 07700 900123', '07700 900123'],
  ])('is read after its label in "%s"', (line, phone) => {
    expect(phoneOf(line)).toBe(phone);
  });

  it('is not an identity number printed among the contact details', () => {
    expect(phoneOf('C.C. 1143555555\nCel. 3215550199')).toBe('3215550199');
    expect(phoneOf('DNI: 12345678\nTel: 612 345 678')).toBe('612 345 678');
  });

  it("prefers the person's own line to an office line or voicemail", () => {
    expect(phoneOf('[Voicemail] (617) 555-0100\n[Mobile] (717) 555-0199')).toBe('(717) 555-0199');
    expect(phoneOf('Office: (617) 555-0100')).toBe('(617) 555-0100');
  });

  it('is found in a footer on the line of the email', () => {
    const basics = basicsOf(
      'Jordan Vale\n\nExperience\nCashier, Harbor Foods\n2019 - 2021\njordan.vale@example.com · 555 010 0199\n',
    );
    expect(basics.email).toBe('jordan.vale@example.com');
    expect(basics.phone).toBe('555 010 0199');
  });
});

describe('contact details in a Word table or a footer', () => {
  it('reads label cells without their colon, and takes no label for a place', () => {
    const basics = basicsOf(
      'Personal Details\nFull name\tJordan Vale\nDate of birth\t1 May 1990\nTelephone\t07700 900123\nE-mail\tjordan.vale@example.com\n\nWork Experience\nCashier, Harbor Foods\n2019 - 2021\n',
    );
    expect(basics.name).toBe('Jordan Vale');
    expect(basics.phone).toBe('07700 900123');
    expect(basics.email).toBe('jordan.vale@example.com');
    expect(basics.location).toBeUndefined();
  });

  it('takes no empty headline from a label cell', () => {
    const basics = basicsOf(
      'Jordan Vale\nPhone:\t(555) 010-0199\nEmail:\tjordan.vale@example.com\n\nSKILLS\nExcel, Word\n',
    );
    expect(basics.phone).toBe('(555) 010-0199');
    expect(basics.label).toBeUndefined();
  });

  it('reads a footer line of contact details, and leaves it out of the section it fell into', () => {
    const data = parseResumeText(
      'Jordan Vale\n\nEDUCATION\nLakeside University\nBA History, 2019\n\nMobile: 07700 900123 | jordan.vale@example.com\n',
    );
    expect(data.basics.phone).toBe('07700 900123');
    expect(data.basics.email).toBe('jordan.vale@example.com');
    expect(data.education.map((e) => e.institution)).toEqual(['Lakeside University']);
  });

  it('reads a street address that fell into a section of skills as the address', () => {
    const data = parseResumeText(
      'Jordan Vale\njordan.vale@example.com\n\nSKILLS\nWelding\nForklift\nRue des Lilas 27, Lyon\n',
    );
    expect(JSON.stringify(data.basics.location)).toContain('Lilas');
    expect(JSON.stringify(data.skills)).not.toContain('Lilas');
  });

  it('leaves links under a project with the project', () => {
    const data = parseResumeText(
      'Jordan Vale\njordan.vale@example.com\n\nPROJECTS\nTrail Map\ngithub.com/jvale/trailmap | trailmap.dev\n',
    );
    expect(JSON.stringify(data.projects)).toContain('trailmap');
  });
});

describe('a name that is not the biggest text', () => {
  const page = (top: string, second = 'Graphic Designer') =>
    parseLines(
      (
        [
          [top, 28, true],
          ['Jordan Vale', 16, true],
          [second, 11, false],
          ['jordan.vale@example.com', 10, false],
          ['EXPERIENCE', 12, true],
          ['Cashier, Harbor Foods', 10, false],
          ['2019 - 2021', 10, false],
        ] as const
      ).map(([text, size, bold]) => ({ text, size, bold, page: 1 })),
    ).basics;

  it.each([['MARKETING MANAGER'], ['Hello!'], ['JV']])('is read under "%s" set bigger', (top) => {
    const basics = page(top);
    expect(basics.name).toBe('Jordan Vale');
    expect(basics.label).not.toBe('Hello!');
    expect(basics.label).not.toBe('JV');
  });

  it('is the biggest text when every big line reads as a job', () => {
    expect(page('Jordan Baker', 'Pastry Chef').name).toBe('Jordan Baker');
  });

  it('is read from a greeting that introduces the person', () => {
    const basics = parseResumeText("Hi, I'm Jordan Vale\n\nEXPERIENCE\nCashier, Harbor Foods\n2019 - 2021\n");
    expect(basics.basics.name).toBe('Jordan Vale');
  });
});
