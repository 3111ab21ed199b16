import { describe, expect, test } from 'vitest';
import { countResumePages, renderResumeFitted } from '../../src/render/index.ts';
import { withoutLeastRelevant } from '../../src/render/fit.ts';
import { irrelevantItems, namesAnyTerm, withoutItems } from '../../src/render/select.ts';
import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import { readPdf } from './pdf-text.ts';

/*
 * A long academic CV tailored to a posting gives up, to fit its pages, the list items that name
 * none of the posting's terms, oldest first; never a job, a degree or the contact details.
 * A made-up person and made-up titles.
 */

const TERMS = ['Python', 'machine learning', 'data visualization'];

const paper = (year: number, title: string) => ({
  name: title,
  publisher: 'Journal of Made-Up Studies',
  releaseDate: `${year}`,
});

/** Titles that name none of the terms, one per year from 2000 on, the newest last. */
const offTopic = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    paper(2000 + (i % 24), `Notes on medieval bridge masonry in river town number ${i + 1}, with a survey`),
  );

function academicCv(extraPapers: number): ResumeData {
  return resumeDataSchema.parse({
    basics: { name: 'Ada Quillfeather', email: 'ada.quill@example.org', phone: '+1 555 0100' },
    work: [
      {
        name: 'Northmere University',
        position: 'Associate Professor',
        startDate: '2015',
        highlights: ['Taught statistics to 200 students a year', 'Led a lab of six researchers'],
      },
      {
        name: 'Fenwick Institute',
        position: 'Research Fellow',
        startDate: '2009',
        endDate: '2015',
        highlights: ['Ran field surveys', 'Wrote grant proposals', 'Organised a seminar series'],
      },
    ],
    education: [
      { institution: 'Eastbrook University', studyType: 'PhD', area: 'Civil Engineering', endDate: '2009' },
      { institution: 'Eastbrook University', studyType: 'BSc', area: 'Mathematics', endDate: '2004' },
    ],
    publications: [
      // The newest paper names no term; the oldest names one.
      paper(2024, 'A survey of timber roof trusses in coastal chapels'),
      ...offTopic(extraPapers),
      paper(2006, 'Machine learning for forecasting river floods from gauge records'),
    ],
    custom: [
      { name: 'Talks', items: ['Keynote on stone arches, 2021', 'Python tooling for survey data, 2012'] },
    ],
  });
}

describe('a long CV tailored to a posting gives up what is least relevant first', () => {
  test('a text is relevant when it names a term, a skill it names or implies, or the term’s words', () => {
    const names = namesAnyTerm(TERMS);
    expect(names('Built dashboards in Python')).toBe(true);
    expect(names('Applied machine-learning methods to flood records')).toBe(true);
    expect(names('Restored a stone bridge')).toBe(false);
  });

  test('the items that name no term go oldest first; jobs, degrees and a job’s first bullets never', () => {
    const cv = academicCv(2);
    const keys = irrelevantItems(cv, TERMS);
    // The relevant paper and the relevant talk are never candidates.
    expect(keys).not.toContain(`publications:${cv.publications.length - 1}`);
    expect(keys).not.toContain('custom:0:1');
    // Oldest first: the off-topic papers of 2000 and 2001 before the talk of 2021 and the paper of 2024.
    expect(keys.indexOf('publications:1')).toBeLessThan(keys.indexOf('custom:0:0'));
    expect(keys.indexOf('custom:0:0')).toBeLessThan(keys.indexOf('publications:0'));
    // A job keeps its first two bullets; its third may go.
    expect(keys.filter((k) => k.startsWith('work:'))).toEqual(['work:1:2']);
    const all = withoutItems(cv, keys);
    expect(all.work.map((w) => w.name)).toEqual(cv.work.map((w) => w.name));
    expect(all.education).toEqual(cv.education);
    expect(all.basics).toEqual(cv.basics);
    expect(all.publications.map((p) => p.releaseDate)).toEqual(['2006']);
  });

  test('fitted to fewer pages, the relevant old paper stays and the irrelevant recent one goes', async () => {
    // Papers that name a term, as many as two pages at the tightest spacing hold, then three that name none.
    const onTopic = (count: number) =>
      Array.from({ length: count }, (_, i) =>
        paper(2007 + (i % 17), `Python methods for river survey data, study ${i + 1}, with open code`),
      );
    const withPapers = (count: number, extra: ReturnType<typeof paper>[]): ResumeData => {
      const cv = academicCv(0);
      return { ...cv, publications: [...extra, ...onTopic(count), cv.publications.at(-1)!], custom: [] };
    };
    let count = 10;
    while (countResumePages(withPapers(count + 1, []), { density: 'tightest' }) <= 2) count++;
    const cv = withPapers(count, [
      paper(2024, 'A survey of timber roof trusses in coastal chapels'),
      paper(2003, 'Lime mortar in harbour walls'),
      paper(2001, 'Notes on medieval bridge masonry'),
    ]);
    expect(countResumePages(cv, { density: 'tightest' })).toBe(3);
    const fitted = await renderResumeFitted(cv, { maxPages: 2, postingTerms: TERMS });
    expect(fitted.pages).toBe(2);
    const names = fitted.resume.publications.map((p) => p.name);
    expect(names).toContain('Machine learning for forecasting river floods from gauge records');
    expect(names).not.toContain('A survey of timber roof trusses in coastal chapels');
    expect(names).toHaveLength(count + 1);
    const text = (await readPdf(fitted.pdf)).map((p) => p.text).join(' ');
    for (const kept of ['ada.quill@example.org', 'Northmere University', 'Fenwick Institute', 'PhD', 'BSc'])
      expect(text).toContain(kept);
  });

  test('a last page of a few lines is saved by an irrelevant item, not by a relevant last bullet', () => {
    const cv = academicCv(0);
    const oldest = cv.work[1]!;
    const relevant = {
      ...cv,
      work: [
        cv.work[0]!,
        { ...oldest, highlights: [...oldest.highlights, 'Taught Python to graduate students'] },
      ],
    };
    const shorter = withoutLeastRelevant(relevant, 1, TERMS)!;
    expect(shorter.work[1]!.highlights).toEqual([
      ...oldest.highlights.slice(0, 2),
      'Taught Python to graduate students',
    ]);
    // With no posting terms, the last bullet of the oldest job goes, as before.
    expect(withoutLeastRelevant(relevant, 1)!.work[1]!.highlights).toEqual(oldest.highlights);
  });
});
