import type { CoverLetter } from '../schema/cover-letter.ts';
import { resumeDataSchema, type ResumeData } from '../schema/resume.ts';
import { compileTemplate } from './compiler.ts';
import { densities, fitResume, type LaidOut } from './fit.ts';
import { selectedLists } from './list-budget.ts';
import { letterViewToDocx, resumeViewToDocx } from './docx/index.ts';
import { renderLanguages, type RenderLanguage } from './i18n.ts';
import { splitSvgPages } from './svg-pages.ts';
import { buildLetterView, buildResumeView, type Density, type Paper, type TemplateId } from './view-model.ts';

export { RenderError } from './compiler.ts';
export type { Density, Paper, TemplateId, RenderLanguage };
export { densities };

/** Template ids, first is the default. */
export const resumeTemplates: readonly TemplateId[] = ['classic', 'modern'];
export const papers: readonly Paper[] = ['a4', 'us-letter'];

export interface RenderResumeOptions {
  template?: TemplateId;
  paper?: Paper;
  /** Language of headings and dates; defaults to data.meta.language, then English. */
  language?: RenderLanguage;
  /** Spacing; defaults to data.meta.density (set when a tailored resume was fitted to its pages), then normal. */
  density?: Density;
}

export interface RenderCoverLetterOptions {
  template?: TemplateId;
  paper?: Paper;
}

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function resumeView(data: ResumeData, opts: RenderResumeOptions) {
  // Callers may hand over stored JSON that skipped validation: parsing fills the defaults
  // (empty arrays) the view relies on, and keeps unknown fields out of the way.
  const parsed = resumeDataSchema.parse(data);
  return buildResumeView(parsed, {
    template: pick(opts.template, resumeTemplates, 'classic'),
    paper: pick(opts.paper, papers, 'a4'),
    language: pick(opts.language ?? parsed.meta?.language, renderLanguages, 'en'),
    density: pick(
      opts.density ?? (parsed.meta as { density?: unknown } | undefined)?.density,
      densities,
      'normal',
    ),
  });
}

/** How many pages the resume takes with these options. */
export function countResumePages(data: ResumeData, opts: RenderResumeOptions = {}): number {
  return compileTemplate('resume.typ', resumeView(data, opts), 'svg').pages;
}

/**
 * How a tailored CV's page limit is found for this resume: at least as many pages as the source
 * PDF had (`meta.sourcePages`), and otherwise as many as its content takes at `density`. A PDF's
 * page count is known, so its content is counted at the tightest setting (a one-page source stays
 * one page where the content allows); a Word file or an old upload has no count, and is counted
 * at the tightest setting that keeps the regular type size, so a long resume is not squeezed.
 */
export function pageBudgetRule(data: ResumeData): { atLeast: number; density: Density } {
  const known = resumeDataSchema.shape.meta.parse(data.meta)?.sourcePages;
  return known ? { atLeast: known, density: 'tightest' } : { atLeast: 1, density: 'tight' };
}

/** The most pages a tailored CV of this resume may take (see pageBudgetRule). */
export function pageBudget(data: ResumeData, opts: RenderResumeOptions = {}): number {
  const rule = pageBudgetRule(data);
  return Math.max(rule.atLeast, countResumePages(data, { ...opts, density: rule.density }));
}

/**
 * The resume laid out on at most `maxPages` pages where its content allows. A CV made long by its
 * lists (publications, talks, teaching, projects: 8 items or more) takes fewer, unless tailored for
 * an academic post: its lists get one page beyond what its jobs, degrees and other sections take,
 * two pages at least, and keep the items that name the posting's terms first, then the most recent
 * (see list-budget.ts); a list cut is headed "Selected …" in the CV's language. Then spacing is
 * tightened first, one density at a time (a resume that fits keeps the loosest density that fits), then the
 * list items that name none of the posting's terms (`postingTerms`, the report's keywords) are left
 * out, oldest first and no more than needed (see select.ts; never a job, a degree or the contact
 * details), then the summary is shortened sentence by sentence, and as a last resort the
 * source's own summary (none if it had none) takes its place. A last page left with a few lines
 * is then taken back onto the pages before (see fitResume). Returns the PDF and the data as laid
 * out (meta.density, meta.selected, the summary and the items it kept), so a later render gives the
 * same pages.
 */
export async function renderResumeFitted(
  data: ResumeData,
  opts: RenderResumeOptions & {
    maxPages: number;
    /** The summary the source resume had (undefined or "" when tailoring added one): the last thing to try. */
    sourceSummary?: string;
    /** The posting's terms (the match report's keywords): what names none of them goes first. */
    postingTerms?: readonly string[];
  },
): Promise<{ pdf: Uint8Array; pages: number; resume: ResumeData }> {
  const source = resumeDataSchema.parse(data);
  const attempt = (resume: ResumeData, density: Density): LaidOut => {
    // A list printed only in part is headed as a selection: the CV says nothing false of it.
    const selected = selectedLists(source, resume);
    const laidOut = {
      ...resume,
      meta: { ...resume.meta, density, selected: selected.length ? selected : undefined },
    };
    const { bytes, pages, lastPageFill } = compileTemplate(
      'resume.typ',
      resumeView(laidOut, { ...opts, density }),
      'pdf',
    );
    return { pdf: bytes, pages, lastPageFill, resume: laidOut as ResumeData };
  };
  const { pdf, pages, resume } = fitResume(source, attempt, opts);
  return { pdf, pages, resume };
}

/** The resume as a PDF: real text in reading order, fonts embedded. */
export async function renderResumePdf(data: ResumeData, opts: RenderResumeOptions = {}): Promise<Uint8Array> {
  return compileTemplate('resume.typ', resumeView(data, opts), 'pdf').bytes;
}

/** The resume as one SVG per page, for a live preview. */
export async function renderResumeSvg(data: ResumeData, opts: RenderResumeOptions = {}): Promise<string[]> {
  const { svg, pages } = compileTemplate('resume.typ', resumeView(data, opts), 'svg');
  return splitSvgPages(svg, pages);
}

/** The resume as a Word document (real headings, bullets and links), from the same view as the PDF. */
export async function renderResumeDocx(
  data: ResumeData,
  opts: RenderResumeOptions = {},
): Promise<Uint8Array> {
  return resumeViewToDocx(resumeView(data, opts));
}

function letterView(letter: CoverLetter, opts: RenderCoverLetterOptions) {
  return buildLetterView(
    { ...letter, language: pick(letter.language, renderLanguages, 'en') },
    { template: pick(opts.template, resumeTemplates, 'classic'), paper: pick(opts.paper, papers, 'a4') },
  );
}

/** The cover letter as a PDF, dated in the letter's own language. */
export async function renderCoverLetterPdf(
  letter: CoverLetter,
  opts: RenderCoverLetterOptions = {},
): Promise<Uint8Array> {
  return compileTemplate('cover-letter.typ', letterView(letter, opts), 'pdf').bytes;
}

/** The cover letter as one SVG per page, for a preview. */
export async function renderCoverLetterSvg(
  letter: CoverLetter,
  opts: RenderCoverLetterOptions = {},
): Promise<string[]> {
  const { svg, pages } = compileTemplate('cover-letter.typ', letterView(letter, opts), 'svg');
  return splitSvgPages(svg, pages);
}

/** The cover letter as a Word document. */
export async function renderCoverLetterDocx(
  letter: CoverLetter,
  opts: RenderCoverLetterOptions = {},
): Promise<Uint8Array> {
  return letterViewToDocx(letterView(letter, opts));
}
