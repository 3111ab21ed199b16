import { expect, test } from 'vitest';
import { renderResumePdf, renderResumeSvg, resumeTemplates } from '../../src/index.ts';
import { defaultResumeData, resumeDataSchema } from '../../src/schema/resume.ts';
import { longResume, sampleResume } from './fixtures.ts';
import { pdfText, readPdf } from './pdf-text.ts';

const A4 = { width: 595.28, height: 841.89 };
const LETTER = { width: 612, height: 792 };

const flat = (text: string): string => text.replace(/\s+/g, ' ');

test('empty sections are left out and a resume with only a name still renders', async () => {
  for (const template of resumeTemplates) {
    const pages = await readPdf(
      await renderResumePdf(resumeDataSchema.parse({ basics: { name: 'Ana Pérez' } }), { template }),
    );
    expect(pages).toHaveLength(1);
    expect(pages[0]?.items).toEqual(['Ana Pérez']);
  }
  // Entries with nothing in them do not produce a heading either.
  const hollow = resumeDataSchema.parse({
    basics: { name: 'Ana Pérez' },
    work: [{}, { highlights: ['  '] }],
    skills: [{ keywords: [] }],
  });
  const text = await pdfText(await renderResumePdf(hollow));
  expect(text).not.toMatch(/Experience|Skills/);
  // Nothing at all still gives a valid one-page PDF.
  expect(await readPdf(await renderResumePdf(defaultResumeData))).toHaveLength(1);
});

test('text that looks like Typst markup is shown literally', async () => {
  const attacks = [
    '#import "x": *',
    '*bold* _emph_ `raw`',
    '$x^2 + y_1$',
    '<tag> @ref',
    'back\\slash \\ and ] and [ and }',
    '// not a comment',
    '/* not a block */',
    '#sys.inputs.data',
    '= Not a heading',
    '- not a list',
    '#panic("boom")',
  ];
  const data = resumeDataSchema.parse({
    basics: { name: '#set page(width: 1cm) *Eve*', label: attacks[0], summary: attacks.join('\n\n') },
    work: [{ name: ']) #panic("x") //', position: '$$', highlights: attacks }],
    custom: [{ name: '#heading[Custom]', items: attacks }],
  });
  for (const template of resumeTemplates) {
    const pdf = await renderResumePdf(data, { template });
    const pages = await readPdf(pdf);
    expect(pages[0]?.width).toBeCloseTo(A4.width, 0);
    const text = flat(pages.map((p) => p.text).join('\n'));
    expect(text).toContain('#set page(width: 1cm) *Eve*');
    expect(text).toContain(']) #panic("x") //');
    expect(text).toContain('#heading[Custom]');
    for (const attack of attacks) {
      // Once in the label/summary, once as a highlight, once in the custom section. A list item's
      // own typed marker ("- ") is dropped, since the template draws one (no double markers).
      const shown = attack.startsWith('- ') ? attack.slice(2) : attack;
      expect(text.split(shown).length - 1, attack).toBeGreaterThanOrEqual(3);
    }
  }
});

test('a long resume flows onto several pages without stranding headings or entry titles', async () => {
  const pdf = await renderResumePdf(longResume(40));
  const pages = await readPdf(pdf);
  expect(pages.length).toBeGreaterThanOrEqual(5);
  const pageOf = (needle: string): number => pages.findIndex((p) => flat(p.text).includes(needle));
  for (let i = 1; i <= 40; i++) {
    const title = pageOf(`Engineer level ${i} `);
    expect(title, `entry ${i}`).toBeGreaterThanOrEqual(0);
    // The entry's heading lines sit on the page of its first highlight.
    expect(pageOf(`Employer ${i} `), `employer ${i}`).toBe(title);
    expect(pageOf(`Highlight ${i}.1:`), `highlight ${i}.1`).toBe(title);
  }
  for (const page of pages.slice(0, -1)) {
    const last = page.items.at(-1) ?? '';
    expect(['Experience', 'Education', 'Skills', 'Projects']).not.toContain(last);
    expect(last).not.toMatch(/^Engineer level \d+$|^Employer \d+$/);
  }
});

test('a section heading is never the last thing on a page, wherever the break falls', async () => {
  // Growing the resume entry by entry moves the page break across every section boundary.
  const headings = [
    'Summary',
    'Experience',
    'Education',
    'Skills',
    'Projects',
    'Certifications',
    'Awards',
    'Volunteer',
    'Languages',
    'Interests',
    'Talks',
  ];
  let breaks = 0;
  for (const template of resumeTemplates) {
    for (const paper of ['a4', 'us-letter'] as const) {
      for (let entries = 2; entries <= 7; entries++) {
        const pages = await readPdf(await renderResumePdf(longResume(entries), { template, paper }));
        breaks += pages.length - 1;
        for (const page of pages.slice(0, -1)) {
          expect(headings, `${template} ${paper} ${entries} entries`).not.toContain(page.items.at(-1));
        }
      }
    }
  }
  expect(breaks).toBeGreaterThan(20);
});

test('SVG preview: one self-contained SVG per page', async () => {
  const pdfPages = (await readPdf(await renderResumePdf(sampleResume()))).length;
  const svgs = await renderResumeSvg(sampleResume());
  expect(pdfPages).toBe(2);
  expect(svgs).toHaveLength(pdfPages);
  for (const svg of svgs) {
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
    expect(Number(viewBox?.[1])).toBeCloseTo(A4.width, 0);
    expect(Number(viewBox?.[2])).toBeCloseTo(A4.height, 0);
    // Glyphs referenced on the page are defined in the same document.
    const used = [...svg.matchAll(/xlink:href="#([^"]+)"/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(50);
    for (const id of new Set(used)) expect(svg).toContain(`id="${id}"`);
  }
  expect(svgs[0]).not.toBe(svgs[1]);
  const one = await renderResumeSvg(resumeDataSchema.parse({ basics: { name: 'Ana' } }), {
    paper: 'us-letter',
    template: 'modern',
  });
  expect(one).toHaveLength(1);
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(one[0] ?? '');
  expect(Number(box?.[1])).toBeCloseTo(LETTER.width, 0);
  expect(Number(box?.[2])).toBeCloseTo(LETTER.height, 0);
});

test('concurrent renders each get their own data', async () => {
  const names = ['Ana Uno', 'Bruno Dos', 'Chloé Trois', 'Dário Quatro', 'Émile Cinq', 'Fátima Seis'];
  const pdfs = await Promise.all(
    names.map((name, i) =>
      renderResumePdf(resumeDataSchema.parse({ ...sampleResume(), basics: { name } }), {
        template: resumeTemplates[i % 2],
        paper: i % 3 ? 'a4' : 'us-letter',
      }),
    ),
  );
  for (const [i, pdf] of pdfs.entries()) {
    const pages = await readPdf(pdf);
    expect(pages[0]?.items[0]).toBe(names[i]);
    expect(pages[0]?.width).toBeCloseTo(i % 3 ? A4.width : LETTER.width, 0);
  }
});
