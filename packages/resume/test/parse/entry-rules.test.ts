import { describe, expect, it } from 'vitest';
import { ENTRY_RULES, failedEntryRule } from '../../src/parse/entry-rules.ts';
import { parseLines } from '../../src/parse/pipeline.ts';
import { UncertainList } from '../../src/parse/uncertain.ts';

/** The jobs a made-up resume is read into, and what the reader doubts of them (no learned doubts). */
function read(text: string) {
  const uncertain = new UncertainList();
  const data = parseLines(
    text.split('\n').map((line) => ({ text: line })),
    { uncertain, learned: false },
  );
  return { work: data.work, doubts: uncertain.items.filter((i) => i.reason === 'entry_implausible') };
}

const head = 'Sam Rivers\nsam.rivers@example.com\n\n';

describe('entry rules', () => {
  it.each(ENTRY_RULES.map((r) => [r.name, r] as const))('%s fails its own example', (_name, rule) => {
    expect(rule.fails(rule.example)).toBe(true);
  });

  it.each([
    ['Northwind Traders', 'Buyer', false],
    ['Harbor Foods, Lyon', 'Line cook', false],
    ['Lakeshore University', 'PhD Student', false],
    ['NORTHWIND TRADERS', 'Packer', true],
    ['Packer', 'Warehouse Manager', true],
    ['Freelance', 'Web Developer', false],
    ['Self-employed', 'Photographer', false],
  ])('takes %s / %s as a job', (name, position, rolesGuessed) => {
    expect(failedEntryRule({ job: { name, position, highlights: [] }, rolesGuessed })).toBeUndefined();
  });

  it.each([
    [
      'entry.training',
      'a course read as a job: a diploma for a title, a town joined to the school',
      'Experience\nFront-end developer\nNorthwind Traders\nMar 2023 - Present\n- Built the booking pages\n' +
        'MSc Web Developer\nCodeworks, in Lille\nJan 2022 - Feb 2023\n- Learned React and Node.js\n' +
        'Cashier\nHarbor Foods\nJan 2020 - Dec 2021\n- Handled the till',
      'Codeworks, in Lille',
    ],
    [
      'entry.heading',
      "a job whose employer is a word of a section's heading",
      'Experience\nBuyer | Northwind Traders\nMar 2023 - Present\n- Negotiated yearly contracts\n' +
        'Web developer | ACADEMIC\nMay 2021 - Dec 2021\n- Built a booking site\n' +
        'Cashier | Harbor Foods\nJan 2020 - Dec 2020\n- Handled the till',
      'ACADEMIC',
    ],
    [
      'entry.two-roles',
      'two roles on one line, the employer read as the place',
      'Experience\nNorthwind Traders\tBuyer\t2016 - 2019\n- Negotiated yearly contracts\n' +
        'Co-Founder, Partner\tBrightloom\t2019 -\n- Built the studio\n' +
        'Harbor Foods\tCashier\t2012 - 2016\n- Handled the till',
      'Co-Founder',
    ],
  ])('%s flags %s', (rule, _what, section, name) => {
    const { work, doubts } = read(`${head}${section}`);
    expect(work[1]).toMatchObject({ name });
    expect(doubts).toEqual([expect.objectContaining({ path: '/work/1', rule })]);
  });

  it('flags roles told apart by order alone when the title read is the one in capitals', () => {
    const { work, doubts } = read(
      `${head}Expérience professionnelle\nEmballeur\nNORTHWIND\nOctobre 2021 - Juillet 2022\n- Emballage des commandes\n` +
        'Livreur\nBLUEFINCH\nAoût 2021 - Septembre 2021\n- Livraison à vélo',
    );
    expect(work.map((j) => j.position)).toEqual(['NORTHWIND', 'BLUEFINCH']);
    expect(doubts.map((d) => `${d.path} ${d.rule}`)).toEqual([
      '/work/0 entry.roles-swapped',
      '/work/1 entry.roles-swapped',
    ]);
  });
});
