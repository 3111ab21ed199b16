import { move } from 'piscina';
// Only the rendering part of the package: a worker loads no parser or model client.
import {
  countResumePages,
  renderCoverLetterDocx,
  renderCoverLetterPdf,
  renderCoverLetterSvg,
  renderResumeDocx,
  renderResumeFitted,
  renderResumePdf,
  renderResumeSvg,
  type RenderCoverLetterOptions,
  type RenderResumeOptions,
} from '@tailor/resume/render';
import type { CoverLetter, ResumeData } from '@tailor/resume';
import type * as ReaderModule from '@tailor/resume/read-back';
import { lowerThreadPriority } from '../lib/thread-priority.ts';

// Laying out waits for the event loop, never the other way round.
lowerThreadPriority();

/** One document to lay out, off the server's event loop. */
export type RenderTask =
  | { task: 'resume'; format: 'pdf' | 'svg' | 'docx'; data: ResumeData; opts: RenderResumeOptions }
  | { task: 'letter'; format: 'pdf' | 'svg' | 'docx'; letter: CoverLetter; opts: RenderCoverLetterOptions }
  | { task: 'resume-pages'; data: ResumeData; opts: RenderResumeOptions }
  | { task: 'resume-fitted'; data: ResumeData; opts: Parameters<typeof renderResumeFitted>[1] }
  | { task: 'read-back'; pdf: Uint8Array; data: ResumeData };

/**
 * The reader, loaded by the first read-back a worker is given: a worker that only lays out
 * previews never carries it (and pdf.js loads with the first PDF it reads).
 */
let reader: Promise<typeof ReaderModule> | undefined;
const readBack = async (pdf: Uint8Array, data: ResumeData): Promise<ReaderModule.ReadBack> => {
  reader ??= import('@tailor/resume/read-back');
  return (await reader).readBackResume(pdf, data);
};

/** Bytes in an ArrayBuffer of their own, handed over to the caller without a copy. */
const handOver = (bytes: Uint8Array) => move(new Uint8Array(bytes)) as unknown as Uint8Array;

export default async function render(t: RenderTask): Promise<unknown> {
  switch (t.task) {
    case 'resume':
      if (t.format === 'svg') return renderResumeSvg(t.data, t.opts);
      return handOver(
        t.format === 'docx' ? await renderResumeDocx(t.data, t.opts) : await renderResumePdf(t.data, t.opts),
      );
    case 'letter':
      if (t.format === 'svg') return renderCoverLetterSvg(t.letter, t.opts);
      return handOver(
        t.format === 'docx'
          ? await renderCoverLetterDocx(t.letter, t.opts)
          : await renderCoverLetterPdf(t.letter, t.opts),
      );
    case 'resume-pages':
      return countResumePages(t.data, t.opts);
    case 'resume-fitted': {
      // Nested bytes are copied (only a returned value itself can be handed over).
      const fitted = await renderResumeFitted(t.data, t.opts);
      return { ...fitted, pdf: new Uint8Array(fitted.pdf) };
    }
    case 'read-back':
      return readBack(t.pdf, t.data);
  }
}

// The first layout loads the compiler and the fonts (about 100 ms): done once as the worker starts,
// so the first person to download does not wait for it.
// Rendering fills the data's defaults itself.
await renderResumePdf({
  basics: {
    name: 'Warm Up',
    label: 'Engineer',
    summary: 'Lays out one page so the fonts and the compiler are loaded.',
  },
  work: [{ name: 'Company', position: 'Engineer', startDate: '2020-01', highlights: ['Built things.'] }],
  skills: [{ name: 'Languages', keywords: ['TypeScript'] }],
} as unknown as ResumeData);
