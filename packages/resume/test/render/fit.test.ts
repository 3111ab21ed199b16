import { describe, expect, test } from 'vitest';
import { countResumePages, pageBudget, renderResumeFitted } from '../../src/render/index.ts';
import { withoutLastBullets } from '../../src/render/fit.ts';
import { customHeading, headingCase, withoutMarker } from '../../src/render/headings.ts';
import { buildResumeView } from '../../src/render/view-model.ts';
import { readPdf } from './pdf-text.ts';
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
  test("the page limit is the source PDF's pages, never fewer: a long resume is not squeezed", () => {
    const resumeWith = (bullets: number, sourcePages?: number) =>
      resumeDataSchema.parse({
        basics: { name: 'Test Person' },
        work: [job(1, bullets), job(2, bullets), job(3, bullets), job(4, bullets)],
        ...(sourcePages ? { meta: { sourcePages } } : {}),
      });
    // Content that takes more pages at the regular type than at the tightest setting.
    let bullets = 4;
    while (
      countResumePages(resumeWith(bullets), { density: 'tight' }) ===
      countResumePages(resumeWith(bullets), { density: 'tightest' })
    )
      bullets++;
    const tight = countResumePages(resumeWith(bullets), { density: 'tight' });
    const tightest = countResumePages(resumeWith(bullets), { density: 'tightest' });
    expect(tightest).toBeLessThan(tight);
    // A PDF of as many pages as the regular setting takes keeps them all.
    expect(pageBudget(resumeWith(bullets, tight))).toBe(tight);
    // A PDF of fewer pages is held to what the tightest setting allows, no fewer than it had.
    expect(pageBudget(resumeWith(bullets, 1))).toBe(tightest);
    // With no page count (a Word file, an old upload), the regular type size decides.
    expect(pageBudget(resumeWith(bullets))).toBe(tight);
    // A page count that is not one is ignored.
    expect(
      pageBudget({ ...resumeWith(bullets), meta: { sourcePages: 'two' } } as unknown as ResumeData),
    ).toBe(tight);
  });

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
    expect(['compact', 'tight', 'tightest']).toContain((fitted.resume.meta as { density?: string }).density);
    // Every bullet survives; at most the summary got shorter, from its end.
    expect(fitted.resume.work).toEqual(source.work);
    expect(summary.startsWith(fitted.resume.basics.summary!)).toBe(true);
    // Rendering the stored data again gives the same page count.
    expect(countResumePages(fitted.resume)).toBe(1);
  });

  test('a one-page source whose content overflows every looser spacing is set at the tightest on one page, still readable', async () => {
    // Bullets are added until the resume no longer fits one page even at the tightest level;
    // the last one that fits is the source.
    const resumeWith = (bullets: number) =>
      resumeDataSchema.parse({
        basics: { name: 'Test Person', label: 'Engineer', email: 'test@example.com' },
        work: [job(1, bullets), job(2, bullets), job(3, bullets)],
        education: [{ institution: 'A University', studyType: 'BSc', area: 'Physics', endDate: '2010' }],
      });
    let bullets = 4;
    while (countResumePages(resumeWith(bullets + 1), { density: 'tightest' }) === 1) bullets++;
    const source = resumeWith(bullets);
    // The looser levels spill it onto a second page: only the tightest keeps the source's one page.
    expect(countResumePages(source, { density: 'tight' })).toBe(2);
    const maxPages = countResumePages(source, { density: 'tightest' });
    expect(maxPages).toBe(1);

    const fitted = await renderResumeFitted(source, { maxPages });
    expect(fitted.pages).toBe(1);
    expect((fitted.resume.meta as { density?: string }).density).toBe('tightest');
    const [page, ...more] = await readPdf(fitted.pdf);
    expect(more).toHaveLength(0);
    // Every line is there as real text, and no text is set below 9 pt (body text 9.5 pt).
    for (const bullet of source.work[0]!.highlights)
      expect(page!.text.replace(/\s+/g, ' ')).toContain(bullet);
    expect(Math.min(...page!.sizes)).toBeGreaterThanOrEqual(9);
    expect(page!.sizes.filter((size) => Math.abs(size - 9.5) < 0.05).length).toBeGreaterThan(10);
  });

  test('a resume that fits its pages at normal spacing keeps normal spacing', async () => {
    const source = onePageResume();
    const fitted = await renderResumeFitted(source, {
      maxPages: countResumePages(source, { density: 'tightest' }),
    });
    expect(fitted.pages).toBe(1);
    expect((fitted.resume.meta as { density?: string }).density).toBe('normal');
    const sizes = (await readPdf(fitted.pdf))[0]!.sizes;
    expect(sizes.some((size) => Math.abs(size - 10.5) < 0.05)).toBe(true);
  });

  test('a last page that would hold only a few lines is taken back onto the pages before', async () => {
    const source = onePageResume();
    const spilled = resumeDataSchema.parse({
      ...source,
      skills: [{ name: 'Tools', keywords: ['Spreadsheets', 'Inventory software', 'Point of sale'] }],
    });
    expect(countResumePages(spilled)).toBe(2);
    const fitted = await renderResumeFitted(spilled, { maxPages: 2 });
    expect(fitted.pages).toBe(1);
    // Every job keeps its employer, title and dates; the skills line is there.
    expect(fitted.resume.work.map((w) => [w.name, w.position, w.startDate, w.endDate])).toEqual(
      source.work.map((w) => [w.name, w.position, w.startDate, w.endDate]),
    );
    expect(fitted.resume.skills).toEqual(spilled.skills);
    expect(countResumePages(fitted.resume)).toBe(1);
  });

  test('bullets given up to save a page are the least relevant ones of the oldest jobs, a few at most', () => {
    const resume = resumeDataSchema.parse({
      basics: { name: 'A' },
      work: [job(3, 4), job(2, 3), job(1, 2)],
    });
    const trimmed = withoutLastBullets(resume, 2)!;
    // The oldest job is at its floor of two bullets; the next ones lose their last bullet.
    expect(trimmed.work.map((w) => w.highlights.length)).toEqual([3, 2, 2]);
    expect(trimmed.work[0]!.highlights).toEqual(resume.work[0]!.highlights.slice(0, 3));
    expect(withoutLastBullets(resume, 4)).toBeUndefined();
    // A bullet holding a year may hold dates the reader left there: it stays.
    const dated = {
      ...resume,
      work: [resume.work[0]!, { ...resume.work[1]!, highlights: ['a', 'b', 'Intern, 2014'] }],
    };
    expect(withoutLastBullets(dated, 1)!.work[1]!.highlights).toHaveLength(3);
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
