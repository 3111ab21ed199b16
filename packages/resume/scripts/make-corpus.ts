/**
 * Regenerates the resume fixture corpus in test/fixtures/corpus/: each invented person rendered
 * in two or three layouts (PDF drawn with pdf-lib, DOCX written with docx), with
 * `<name>.expected.json` holding the facts the parser must find.
 *
 *   npx tsx packages/resume/scripts/make-corpus.ts
 *
 * The embedded-font PDFs need DejaVu Sans in /usr/share/fonts/truetype/dejavu (Debian: fonts-dejavu-core).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderDocx, type DocxOptions } from './corpus/layouts-docx.ts';
import { renderLeftDates } from './corpus/pdf-left-dates.ts';
import type { PdfOptions } from './corpus/pdf-lists.ts';
import { renderSingleColumn, type SingleColumnOptions } from './corpus/pdf-single-column.ts';
import { renderTwoColumn } from './corpus/pdf-two-column.ts';
import { people } from './corpus/people.ts';
import type { Person, PersonInput } from './corpus/types.ts';
import { resumeDataSchema } from '../src/schema/resume.ts';

type Layout =
  | { kind: 'single'; options: SingleColumnOptions }
  | { kind: 'two-column'; options: PdfOptions }
  | { kind: 'left-dates'; options: PdfOptions }
  | { kind: 'docx'; options: DocxOptions };

const chrome = (o: Partial<SingleColumnOptions> = {}): Layout => ({
  kind: 'single',
  options: {
    font: 'sans',
    perWord: true,
    heading: 'caps-rule',
    entry: 'company-first',
    dateStyle: 'short',
    paper: 'letter',
    ...o,
  },
});
const latex = (o: Partial<SingleColumnOptions> = {}): Layout => ({
  kind: 'single',
  options: {
    font: 'serif',
    heading: 'small-caps',
    entry: 'latex',
    dateStyle: 'short',
    separator: ' -- '.replace('--', '–'),
    ...o,
  },
});
const word = (o: Partial<SingleColumnOptions> = {}): Layout => ({
  kind: 'single',
  options: { font: 'sans', heading: 'big-title', entry: 'word', dateStyle: 'numeric', ...o },
});
const embedded = (o: Partial<SingleColumnOptions> = {}): Layout => ({
  kind: 'single',
  options: {
    font: 'embedded',
    heading: 'caps-rule',
    entry: 'company-first',
    dateStyle: 'long',
    typographic: true,
    ...o,
  },
});
const twoColumn = (o: Partial<PdfOptions> = {}): Layout => ({
  kind: 'two-column',
  options: { dateStyle: 'short', ...o },
});
const leftDates = (o: Partial<PdfOptions> = {}): Layout => ({
  kind: 'left-dates',
  options: { dateStyle: 'year', ...o },
});
const docx = (variant: DocxOptions['variant'], o: Partial<DocxOptions> = {}): Layout => ({
  kind: 'docx',
  options: { variant, dateStyle: 'short', ...o },
});

/** Which person is drawn in which layouts. */
const PLAN: Record<string, Record<string, Layout>> = {
  'en-backend': {
    'chrome-print': chrome(),
    'docx-styles': docx('styles'),
    'left-dates-wrapped': leftDates({ dateStyle: 'short', wrapDates: true }),
  },
  'en-nurse': { 'word-export': word(), 'docx-bold': docx('bold', { dateStyle: 'long' }) },
  'en-teacher': {
    latex: latex(),
    'docx-breaks': docx('breaks', { dateStyle: 'numeric' }),
    'margin-headings': {
      kind: 'single',
      options: {
        font: 'serif',
        heading: 'margin',
        entry: 'company-first',
        dateStyle: 'long',
        paper: 'letter',
      },
    },
  },
  'en-designer': { 'two-column': twoColumn(), 'embedded-font': embedded() },
  'en-accountant': {
    'left-dates': leftDates(),
    'docx-styles': docx('styles', { dateStyle: 'iso', presentIndex: 1 }),
    'sidebar-right': twoColumn({ dateStyle: 'short', sidebarRight: true, pageNumbers: true }),
  },
  'en-data': {
    latex: latex({ dateStyle: 'iso', presentIndex: 1 }),
    'two-column': twoColumn({ dateStyle: 'numeric' }),
    'docx-bold': docx('bold'),
  },
  'fr-dev': {
    'two-column': twoColumn({ dateStyle: 'long' }),
    'docx-styles': docx('styles', { dateStyle: 'long' }),
  },
  'fr-chef': {
    'chrome-print': chrome({ dateStyle: 'short', paper: 'a4' }),
    'docx-breaks': docx('breaks', { dateStyle: 'long', presentIndex: 1 }),
  },
  'fr-marketing': {
    'left-dates': leftDates({ dateStyle: 'numeric', presentIndex: 1 }),
    'embedded-font': embedded({ dateStyle: 'long' }),
  },
  'es-dev': { latex: latex({ dateStyle: 'long' }), 'docx-bold': docx('bold', { dateStyle: 'numeric' }) },
  'es-nurse': {
    'word-export': word({ dateStyle: 'short', presentIndex: 1 }),
    'docx-styles': docx('styles', { dateStyle: 'long' }),
    'margin-headings': {
      kind: 'single',
      options: { font: 'sans', heading: 'margin', entry: 'latex', dateStyle: 'numeric' },
    },
  },
  'es-sales': {
    'embedded-font': embedded({ dateStyle: 'long' }),
    'chrome-print': chrome({ dateStyle: 'numeric' }),
    'docx-breaks': docx('breaks', { dateStyle: 'short' }),
  },
};

function dateStyleOf(layout: Layout): string {
  return layout.options.dateStyle;
}

/** The facts as the fixture shows them: a year-only layout cannot carry months. */
function expectedFor(person: PersonInput, layout: Layout): unknown {
  const yearOnly = dateStyleOf(layout) === 'year';
  const json = JSON.stringify(person.data, (key, value: unknown) => {
    if (yearOnly && ['startDate', 'endDate', 'date'].includes(key) && typeof value === 'string')
      return value.slice(0, 4);
    return value;
  });
  return { ...(JSON.parse(json) as object), meta: { language: person.lang } };
}

async function render(person: Person, layout: Layout): Promise<{ bytes: Uint8Array; ext: string }> {
  switch (layout.kind) {
    case 'single':
      return { bytes: await renderSingleColumn(person, layout.options), ext: 'pdf' };
    case 'two-column':
      return { bytes: await renderTwoColumn(person, layout.options), ext: 'pdf' };
    case 'left-dates':
      return { bytes: await renderLeftDates(person, layout.options), ext: 'pdf' };
    case 'docx':
      return { bytes: await renderDocx(person, layout.options), ext: 'docx' };
  }
}

export const corpusDir = join(dirname(fileURLToPath(import.meta.url)), '../test/fixtures/corpus');

async function main(): Promise<void> {
  mkdirSync(corpusDir, { recursive: true });
  for (const file of readdirSync(corpusDir)) rmSync(join(corpusDir, file));
  const byId = new Map(people.map((p) => [p.id, p]));
  let count = 0;
  let bytesTotal = 0;
  for (const [id, layouts] of Object.entries(PLAN)) {
    const person = byId.get(id);
    if (!person) throw new Error(`unknown person ${id}`);
    for (const [layoutName, layout] of Object.entries(layouts)) {
      const { bytes, ext } = await render({ ...person, data: resumeDataSchema.parse(person.data) }, layout);
      const name = `${id}.${layoutName}`;
      writeFileSync(join(corpusDir, `${name}.${ext}`), bytes);
      writeFileSync(
        join(corpusDir, `${name}.expected.json`),
        `${JSON.stringify(expectedFor(person, layout), null, 2)}\n`,
      );
      count++;
      bytesTotal += bytes.length;
    }
  }
  console.log(`wrote ${count} resumes (${Math.round(bytesTotal / 1024)} kB) to ${corpusDir}`);
}

await main();
