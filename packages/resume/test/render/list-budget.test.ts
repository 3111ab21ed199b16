import { describe, expect, test } from 'vitest';
import { countResumePages, renderResumeFitted } from '../../src/render/index.ts';
import { LIST_KEPT, listItemsToCut } from '../../src/render/list-budget.ts';
import { lexicons } from '../../src/lexicon/index.ts';
import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import { readPdf } from './pdf-text.ts';

/*
 * A CV made long by its lists (an academic CV: pages of publications and talks) tailored to a
 * posting gives its lists one page beyond the rest, two pages at least: it keeps every job, degree
 * and contact detail, and the items that name the posting's terms first, then the newest. A cut
 * list says so in its heading. A made-up person and made-up titles.
 */

const TERMS = ['Python', 'machine learning'];

const paper = (year: number, title: string) => ({
  name: title,
  publisher: 'Journal of Made-Up Studies, volume 12, pages 100-120',
  releaseDate: `${year}`,
});

/** Papers that name none of the terms, newest first, one a year back from 2025. */
const offTopic = (count: number, first = 1) =>
  Array.from({ length: count }, (_, i) =>
    paper(
      2025 - (i % 25),
      `Notes on lime mortar in harbour wall number ${first + i}, with a field survey of its repairs`,
    ),
  );

const job = (name: string, position: string, dates: string) => {
  const [startDate, endDate] = dates.split('-');
  return { name, position, startDate, endDate, highlights: [`Taught and surveyed at ${name}`, 'Led a team'] };
};
const degree = (studyType: string, area: string, endDate: string) => ({
  institution: 'Marlow University',
  studyType,
  area,
  endDate,
});

function academicCv(papers: ReturnType<typeof paper>[], extra: Partial<ResumeData> = {}): ResumeData {
  return resumeDataSchema.parse({
    basics: { name: 'Orla Brightwater', email: 'orla.b@example.org', phone: '+1 555 0142' },
    work: [
      job('Greyhaven University', 'Senior Lecturer', '2016'),
      job('Tidewater Institute', 'Research Fellow', '2010-2016'),
    ],
    education: [degree('PhD', 'Civil Engineering', '2010'), degree('BSc', 'Mathematics', '2005')],
    publications: papers,
    ...extra,
  });
}

/** Ninety papers: two old ones name a term, the rest none. Three pages or more at the tightest spacing. */
const longCv = (extra: Partial<ResumeData> = {}) =>
  academicCv(
    [
      ...offTopic(30),
      paper(2008, 'Machine learning for forecasting river floods from gauge records'),
      ...offTopic(58, 31),
      paper(2006, 'Python tools for coastal survey data'),
    ],
    extra,
  );

const pdfText = async (pdf: Uint8Array) =>
  (await readPdf(pdf))
    .map((p) => p.text)
    .join(' ')
    .replace(/\s+/g, ' ');

describe('a CV made long by its lists is cut to a budget for a posting', () => {
  test('its lists take one page beyond the rest; relevant and recent items stay, the heading says it is a selection', async () => {
    const cv = longCv();
    const source = countResumePages(cv, { density: 'tightest' });
    expect(source).toBeGreaterThanOrEqual(3);
    const fitted = await renderResumeFitted(cv, { maxPages: source, postingTerms: TERMS });
    expect(fitted.pages).toBe(2);
    const kept = fitted.resume.publications.map((p) => p.name ?? '');
    expect(kept.length).toBeLessThan(cv.publications.length);
    // The papers that name a term stay, however old; of the rest, the newest.
    expect(kept).toContain('Machine learning for forecasting river floods from gauge records');
    expect(kept).toContain('Python tools for coastal survey data');
    expect(kept).toContain(cv.publications[0]!.name);
    // The paper of 2001 that names no term goes.
    expect(cv.publications[24]!.releaseDate).toBe('2001');
    expect(kept).not.toContain(cv.publications[24]!.name);
    // Kept in the order the resume listed them.
    expect(fitted.resume.publications).toEqual(cv.publications.filter((p) => kept.includes(p.name ?? '')));
    expect(fitted.resume.meta?.selected).toEqual(['publications']);
    const text = await pdfText(fitted.pdf);
    expect(text).toMatch(/selected publications/i);
    for (const stays of ['orla.b@example.org', 'Greyhaven University', 'Tidewater Institute', 'PhD', 'BSc'])
      expect(text).toContain(stays);
  });

  test('a French CV heads its cut list in French', async () => {
    const cv = longCv({ meta: { language: 'fr' } });
    const fitted = await renderResumeFitted(cv, { maxPages: 8, postingTerms: TERMS, language: 'fr' });
    expect(await pdfText(fitted.pdf)).toMatch(/publications \(sélection\)/i);
  });

  test('a CV for an academic post keeps its lists whole', async () => {
    const cv = longCv({ meta: { wholeLists: true } });
    const fitted = await renderResumeFitted(cv, { maxPages: 8, postingTerms: TERMS });
    expect(fitted.resume.publications).toHaveLength(cv.publications.length);
    expect(fitted.resume.meta?.selected).toBeUndefined();
    expect(await pdfText(fitted.pdf)).not.toMatch(/selected/i);
  });

  test('a short list is never cut, and a long one keeps its most relevant items', () => {
    const short = academicCv(offTopic(7));
    expect(listItemsToCut(short, TERMS)).toEqual([]);
    const long = longCv();
    const keys = listItemsToCut(long, TERMS);
    expect(keys).toHaveLength(long.publications.length - LIST_KEPT);
    // The three it keeps at least: the two that name a term, and the newest (the first listed).
    const kept = long.publications.map((_, i) => `publications:${i}`).filter((k) => !keys.includes(k));
    expect(kept).toEqual(['publications:0', 'publications:30', 'publications:89']);
  });

  test('a CV that fits its budget is left whole, with no selection heading', async () => {
    const cv = academicCv(offTopic(9));
    expect(countResumePages(cv, { density: 'tightest' })).toBeLessThanOrEqual(2);
    const fitted = await renderResumeFitted(cv, { maxPages: 2, postingTerms: TERMS });
    expect(fitted.resume.publications).toHaveLength(9);
    expect(await pdfText(fitted.pdf)).not.toMatch(/selected/i);
  });

  test('a selection heading reads as the language writes it', () => {
    expect(lexicons.en.selectedList('Invited talks')).toBe('Selected invited talks');
    expect(lexicons.en.selectedList('Community service')).toBe('Community service (selection)');
    // A heading in title case keeps it.
    expect(lexicons.en.selectedList('Professional Societies')).toBe('Selected Professional Societies');
    expect(lexicons.fr.selectedList('Communications')).toBe('Communications (sélection)');
    expect(lexicons.es.selectedList('Ponencias')).toBe('Ponencias (selección)');
  });
});
