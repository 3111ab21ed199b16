import type { FastifyInstance } from 'fastify';
import {
  ErrorCode,
  languageSchema,
  type DocumentFormat,
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
import { renderChoiceOf, toDetail, type JobRow, type RenderChoice } from './mapping.ts';
import { noGenerationYet, type JobsRepository } from './repository.ts';

/* A generation's documents: downloaded, previewed with unsaved corrections, corrected and rendered again. */

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

export function generationDocuments(app: FastifyInstance, repo: JobsRepository) {
  /** Renders one document of a generation: its tailored CV in the generation's language, or its letter. */
  const renderDocument = (
    row: { tailoredResume: unknown; coverLetter: unknown; language: string },
    kind: DocumentKind,
    format: DocumentFormat | 'svg',
    choice: RenderChoice,
  ) => {
    const language = languageSchema.parse(row.language);
    if (kind === 'cv') {
      const data = resumeDataSchema.parse(row.tailoredResume);
      const opts = { ...choice, language };
      return app.renders.pool.resume(format, data, opts);
    }
    const letter: CoverLetter = coverLetterSchema.parse(row.coverLetter);
    return app.renders.pool.letter(format, letter, choice);
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
      const stored = renderChoiceOf(latest);
      const choice: RenderChoice = {
        template: renderOpts.template ?? stored.template,
        paper: renderOpts.paper ?? stored.paper,
      };
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
          {
            object: latest.id,
            input: [kind, format, data, choice, latest.language],
          },
        );
      }
      return { bytes, job, createdAt: latest.createdAt };
    },

    /** The latest generation with its tailored data and letter; 404 before the first. */
    async generation(user: UserRow, jobId: string): Promise<GenerationDetail> {
      const job = await repo.findOwned(user, jobId);
      return toDetail(await repo.latestGeneration(user, job));
    },

    /** Saves corrections to the latest generation and renders its documents again (uses no generation). */
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
      const next = { tailoredResume, coverLetter, language: latest.language };
      const choice = renderChoiceOf(latest);
      // Both documents are rendered before anything is stored: a failed render changes nothing.
      // Within the render limits of a download (text, rate, render slots), like any other render.
      const [cvPdf, coverPdf] = await app.renders.run(user, 'download', next, async () => [
        (await renderDocument(next, 'cv', 'pdf', choice)) as Uint8Array,
        (await renderDocument(next, 'cover', 'pdf', choice)) as Uint8Array,
      ]);
      const row = await repo.updateGeneration(user, latest.id, {
        tailoredResume,
        coverLetter,
        cvPdf,
        coverPdf,
      });
      if (!row) throw noGenerationYet();
      app.renders.forget(row.id);
      return toDetail(row);
    },

    /** The latest generation's document as SVG pages, with unsaved corrections when given. */
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
        language: latest.language,
      };
      return app.renders.run(
        user,
        'preview',
        shown,
        () => renderDocument(shown, kind, 'svg', renderChoiceOf(latest)) as Promise<string[]>,
      );
    },
  };
}
