import type { CoverLetter } from '../schema/cover-letter.ts';
import { resumeDataSchema, type ResumeData } from '../schema/resume.ts';
import { compileTemplate } from './compiler.ts';
import { letterViewToDocx, resumeViewToDocx } from './docx/index.ts';
import { renderLanguages, type RenderLanguage } from './i18n.ts';
import { splitSvgPages } from './svg-pages.ts';
import { buildLetterView, buildResumeView, type Paper, type TemplateId } from './view-model.ts';

export { RenderError } from './compiler.ts';
export type { Paper, TemplateId, RenderLanguage };

/** Template ids, first is the default. */
export const resumeTemplates: readonly TemplateId[] = ['classic', 'modern'];
export const papers: readonly Paper[] = ['a4', 'us-letter'];

export interface RenderResumeOptions {
  template?: TemplateId;
  paper?: Paper;
  /** Language of headings and dates; defaults to data.meta.language, then English. */
  language?: RenderLanguage;
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
  });
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
export async function renderResumeDocx(data: ResumeData, opts: RenderResumeOptions = {}): Promise<Uint8Array> {
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
export async function renderCoverLetterSvg(letter: CoverLetter, opts: RenderCoverLetterOptions = {}): Promise<string[]> {
  const { svg, pages } = compileTemplate('cover-letter.typ', letterView(letter, opts), 'svg');
  return splitSvgPages(svg, pages);
}

/** The cover letter as a Word document. */
export async function renderCoverLetterDocx(letter: CoverLetter, opts: RenderCoverLetterOptions = {}): Promise<Uint8Array> {
  return letterViewToDocx(letterView(letter, opts));
}
