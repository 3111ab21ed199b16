import type { FastifyInstance } from 'fastify';
import {
  ErrorCode,
  type DocumentFormat,
  type DocumentOptions,
  type GenerationDetail,
  type PreviewGenerationBody,
  type UpdateGenerationBody,
} from '@tailor/contract';
import {
  coverLetterSchema,
  resumeDataSchema,
  validateResumeData,
  type CoverLetter,
  type Paper,
  type ResumeData,
  type TemplateId,
} from '@tailor/resume';
import { AppError } from '../../../errors.ts';
import type { UserRow } from '../auth.ts';
import {
  renderChoiceOf,
  toDetail,
  withRenderChoice,
  type DocumentChoice,
  type GenerationRow,
  type JobRow,
} from './mapping.ts';
import { readBackCv } from './read-back.ts';
import { noGenerationYet, type JobsRepository } from './repository.ts';

/*
 * A generation's documents: downloaded, previewed with unsaved corrections or options, corrected
 * or laid out otherwise and rendered again (the CV read back once per rendered PDF).
 */

export type DocumentKind = 'cv' | 'cover';

/** Tailored resume data as the user sends it: JSON that fits the schema, else a 400 naming where. */
function readTailoredJson(text: string): ResumeData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError(ErrorCode.validation, 400, 'resume_json is not valid JSON');
  }
  const checked = validateResumeData(parsed);
  if (!checked.ok)
    throw new AppError(ErrorCode.validation, 400, `resume_json.${checked.path}: ${checked.message}`);
  return checked.data;
}

/** The stored choice with the options given over it. */
function chosen(row: GenerationRow, options: DocumentOptions): DocumentChoice {
  const stored = renderChoiceOf(row);
  return {
    template: options.template ?? stored.template,
    paper: options.paper ?? stored.paper,
    language: options.cv_language ?? stored.language,
  };
}

export function generationDocuments(app: FastifyInstance, repo: JobsRepository) {
  /** Renders one document of a generation: its tailored CV (headings and dates in the choice's language), or its letter. */
  const renderDocument = (
    row: { tailoredResume: unknown; coverLetter: unknown },
    kind: DocumentKind,
    format: DocumentFormat | 'svg',
    choice: DocumentChoice,
  ) => {
    const { template, paper, language } = choice;
    if (kind === 'cv') {
      const data = resumeDataSchema.parse(row.tailoredResume);
      return app.renders.pool.resume(format, data, { template, paper, language });
    }
    const letter: CoverLetter = coverLetterSchema.parse(row.coverLetter);
    return app.renders.pool.letter(format, letter, { template, paper });
  };

  return {
    /** The latest generation's document; 404 before the first generation. */
    async document(
      user: UserRow,
      jobId: string,
      kind: DocumentKind,
      renderOpts: { template?: TemplateId; paper?: Paper; format?: DocumentFormat } = {},
    ): Promise<{ bytes: Uint8Array; job: JobRow; createdAt: Date }> {
      const job = await repo.findOwned(user, jobId);
      const latest = await repo.latestGeneration(user, job);
      const choice = chosen(latest, renderOpts);
      const format = renderOpts.format ?? 'pdf';
      const custom = renderOpts.template !== undefined || renderOpts.paper !== undefined;
      let bytes = format === 'pdf' && !custom ? (kind === 'cv' ? latest.cvPdf : latest.coverPdf) : null;
      if (bytes) {
        await app.renders.count(user, 'download');
      } else {
        const data = kind === 'cv' ? latest.tailoredResume : latest.coverLetter;
        // Ownership was checked above: only then may the bytes come from what this generation rendered before.
        bytes = await app.renders.run(
          user,
          'download',
          data,
          () => renderDocument(latest, kind, format, choice) as Promise<Uint8Array>,
          { object: latest.id, input: [kind, format, data, choice] },
        );
      }
      return { bytes, job, createdAt: latest.createdAt };
    },

    /**
     * The latest generation with its tailored data and letter; 404 before the first. A CV stored
     * before CVs were read back is read back now, once, and the result kept.
     */
    async generation(user: UserRow, jobId: string): Promise<GenerationDetail> {
      const job = await repo.findOwned(user, jobId);
      const latest = await repo.latestGeneration(user, job);
      if (latest.readBack == null && latest.cvPdf) {
        const readBack = await readBackCv(app, latest.cvPdf, resumeDataSchema.parse(latest.tailoredResume));
        if (readBack) await repo.keepReadBack(user, latest.id, readBack);
        return toDetail({ ...latest, readBack });
      }
      return toDetail(latest);
    },

    /**
     * Saves corrections and layout options to the latest generation and renders again what they
     * change, so a later download is what the user chose (uses no generation).
     */
    async updateGeneration(
      user: UserRow,
      jobId: string,
      input: UpdateGenerationBody,
    ): Promise<GenerationDetail> {
      const job = await repo.findOwned(user, jobId);
      const latest = await repo.latestGeneration(user, job);
      const tailoredResume =
        input.resume_json !== undefined ? readTailoredJson(input.resume_json) : latest.tailoredResume;
      const coverLetter = input.cover_letter ?? latest.coverLetter;
      const next = { tailoredResume, coverLetter };
      const before = renderChoiceOf(latest);
      const choice = chosen(latest, input);
      const layout = choice.template !== before.template || choice.paper !== before.paper;
      const cvAgain =
        !latest.cvPdf || input.resume_json !== undefined || layout || choice.language !== before.language;
      const coverAgain = !latest.coverPdf || input.cover_letter !== undefined || layout;
      // What changed is rendered (and the CV read back) before anything is stored: a failed render changes nothing.
      // Within the render limits of a download (text, rate, render slots), like any other render.
      const rendered = await app.renders.run(user, 'download', next, async () => {
        const cvPdf = cvAgain
          ? ((await renderDocument(next, 'cv', 'pdf', choice)) as Uint8Array)
          : latest.cvPdf;
        const coverPdf = coverAgain
          ? ((await renderDocument(next, 'cover', 'pdf', choice)) as Uint8Array)
          : latest.coverPdf;
        const readBack =
          cvAgain && cvPdf
            ? await readBackCv(app, cvPdf, resumeDataSchema.parse(tailoredResume))
            : latest.readBack;
        return { cvPdf, coverPdf, readBack };
      });
      const row = await repo.updateGeneration(user, latest.id, {
        tailoredResume,
        coverLetter,
        ...rendered,
        provenance: withRenderChoice(latest.provenance, choice),
      });
      if (!row) throw noGenerationYet();
      app.renders.forget(row.id);
      return toDetail(row);
    },

    /** The latest generation's document as SVG pages, with unsaved corrections and options when given. */
    async previewGeneration(
      user: UserRow,
      jobId: string,
      kind: DocumentKind,
      unsaved: PreviewGenerationBody = {},
    ): Promise<string[]> {
      const job = await repo.findOwned(user, jobId);
      const latest = await repo.latestGeneration(user, job);
      const shown = {
        tailoredResume:
          unsaved.resume_json !== undefined ? readTailoredJson(unsaved.resume_json) : latest.tailoredResume,
        coverLetter: unsaved.cover_letter ?? latest.coverLetter,
      };
      const choice = chosen(latest, unsaved);
      return app.renders.run(
        user,
        'preview',
        shown,
        () => renderDocument(shown, kind, 'svg', choice) as Promise<string[]>,
      );
    },
  };
}
