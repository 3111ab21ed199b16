import { describe, expect, test } from 'vitest';
import { countResumePages, renderResumeFitted } from '../../src/render/index.ts';
import { customHeading, headingCase, withoutMarker } from '../../src/render/headings.ts';
import { buildResumeView } from '../../src/render/view-model.ts';
import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';

const job = (i: number, bullets: number) => ({
  name: `Company ${i}`,
  position: 'Engineer',
  startDate: `${2010 + i}`,
  endDate: `${2011 + i}`,
  highlights: Array.from(
    { length: bullets },
    (_, j) =>
      `Delivered outcome number ${j + 1} for a team of engineers, with a measurable result and a clear owner`,
  ),
});

/** A resume that just fills one page, by adding bullets until the next one would spill. */
function onePageResume(): ResumeData {
  let bullets = 4;
  let resume = resumeDataSchema.parse({
    basics: { name: 'Test Person' },
    work: [job(1, bullets), job(2, bullets), job(3, bullets)],
  });
  for (;;) {
    const next = resumeDataSchema.parse({
      ...resume,
      work: [job(1, bullets + 1), job(2, bullets + 1), job(3, bullets + 1)],
    });
    if (countResumePages(next) > 1) return resume;
    resume = next;
    bullets++;
  }
}

describe('a tailored CV keeps the pages of its source', () => {
  test('spacing is tightened first, then the added summary is shortened, and the layout is kept with the data', async () => {
    const source = onePageResume();
    expect(countResumePages(source)).toBe(1);
    const summary = Array.from(
      { length: 6 },
      (_, i) =>
        `Sentence ${i + 1} of a generated summary that names real facts from the resume and takes a full line.`,
    ).join(' ');
    const tailored = { ...source, basics: { ...source.basics, summary } };
    expect(countResumePages(tailored)).toBe(2);
    const fitted = await renderResumeFitted(tailored, { maxPages: 1 });
    expect(fitted.pages).toBe(1);
    expect(['compact', 'tight']).toContain((fitted.resume.meta as { density?: string }).density);
    // Every bullet survives; at most the summary got shorter, from its end.
    expect(fitted.resume.work).toEqual(source.work);
    expect(summary.startsWith(fitted.resume.basics.summary!)).toBe(true);
    // Rendering the stored data again gives the same page count.
    expect(countResumePages(fitted.resume)).toBe(1);
  });

  test('content that cannot fit keeps every line and reports the pages it needs', async () => {
    const long = resumeDataSchema.parse({
      basics: { name: 'A' },
      work: Array.from({ length: 12 }, (_, i) => job(i, 8)),
    });
    const fitted = await renderResumeFitted(long, { maxPages: 1 });
    expect(fitted.pages).toBeGreaterThan(1);
    expect(fitted.resume.work).toEqual(long.work);
  });
});

describe('headings and list markers', () => {
  test('custom headings in the document language and the standard case', () => {
    expect(customHeading('Other', 'es')).toBe('Información adicional');
    expect(customHeading('OTROS', 'en')).toBe('Additional information');
    expect(customHeading('TEACHING EXPERIENCE', 'fr')).toBe('Enseignement');
    expect(customHeading('SELECTED TALKS AT MEETUPS', 'en')).toBe('Selected talks at meetups');
    expect(headingCase('Research interests')).toBe('Research interests');
  });

  test('a marker typed into an item is not drawn twice', () => {
    expect(withoutMarker('• Built the API')).toBe('Built the API');
    expect(withoutMarker('4. Scaling Laws for Neural Language Models')).toBe(
      'Scaling Laws for Neural Language Models',
    );
    expect(withoutMarker('- 30% faster builds')).toBe('30% faster builds');
    expect(withoutMarker('2020 budget review')).toBe('2020 budget review');
    const view = buildResumeView(
      resumeDataSchema.parse({
        work: [{ name: 'Acme', highlights: ['• Led the team'] }],
        custom: [{ name: 'PUBLICACIONES', items: ['1. Paper one', '2. Paper two'] }],
      }),
      { template: 'classic', paper: 'a4', language: 'es' },
    );
    const work = view.sections.find((s) => s.key === 'work');
    expect(work?.kind === 'entries' && work.entries[0]!.bullets).toEqual(['Led the team']);
    const custom = view.sections.find((s) => s.key === 'custom-0');
    expect(custom).toMatchObject({ title: 'Publicaciones', items: ['Paper one', 'Paper two'] });
  });
});
