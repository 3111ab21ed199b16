import type { FastifyInstance } from 'fastify';
import {
  ErrorCode,
  type GenerateOptions,
  type GenerateResponse,
  type GenerationSummary,
  type Language,
  languageSchema,
} from '@tailor/contract';
import { LlmProviderError, pageBudgetRule, tailorResume, type LlmSettings } from '@tailor/resume';
import { AppError } from '../../../errors.ts';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../../lib/db-errors.ts';
import { ClientGoneError } from '../../../lib/disconnect.ts';
import type { UserRow } from '../auth.ts';
import { jobLanguage, toJob, type RenderChoice } from './mapping.ts';
import { readBackCv } from './read-back.ts';
import type { JobsRepository } from './repository.ts';

/* A generation: the engine tailors the resume to the job, both documents are rendered, then stored and counted. */

/** The model's settings without the per-call signal: set from the configuration once. */
export type ModelSettings = Omit<LlmSettings, 'signal'>;

/** A provider's failure as the API tells it: a timeout (504) or a failure (502), details logged. */
function providerFailure(app: FastifyInstance, err: LlmProviderError): AppError {
  app.log.warn({ err: { message: err.message, kind: err.kind } }, 'AI provider failed');
  return err.kind === 'timeout'
    ? new AppError(
        ErrorCode.aiProviderTimeout,
        504,
        'The AI provider took too long to answer. Please try again.',
      )
    : new AppError(ErrorCode.aiProviderFailed, 502, 'The AI provider failed to answer. Please try again.');
}

/**
 * Tailors one of my resumes to one of my jobs, within my monthly generations. When `signal`
 * aborts (the client left), the model call is cancelled and nothing is stored or consumed.
 */
export async function generate(
  app: FastifyInstance,
  repo: JobsRepository,
  llm: ModelSettings | undefined,
  user: UserRow,
  jobId: string,
  resumeId: string,
  options: GenerateOptions = {},
  signal?: AbortSignal,
): Promise<GenerateResponse> {
  const job = await repo.findOwned(user, jobId);
  const { row: resumeRow, data: resume } = await app.resumes.getData(user, resumeId);
  const reservation = await app.limits.reserveGeneration(user);
  try {
    const tailorJob = {
      position: job.position,
      employer: job.employer,
      description: job.jobDescription,
      // The language the job was read in when saved, unless another is chosen.
      language: options.language ?? jobLanguage(job),
    };
    // Fields the reader was unsure of are never told as facts, until the user has checked
    // the resume ("Looks right") or changed those fields.
    const uncertain = resumeRow.reviewedAt ? [] : (resumeRow.uncertainFields ?? []);
    // A model call can take a minute: they wait their turn in the AI queue.
    const result = llm
      ? await app.aiQueue.run(
          (s) =>
            tailorResume({
              resume,
              job: tailorJob,
              engine: 'llm',
              llm: { ...llm, signal: s },
              uncertain,
            }),
          signal,
        )
      : await tailorResume({ resume, job: tailorJob, engine: 'offline', uncertain });
    const language: Language = options.language ?? result.report.language;
    const resumeLanguage = languageSchema.safeParse(resume.meta?.language).data ?? null;
    const choice: RenderChoice = {
      template: options.template ?? 'classic',
      paper: options.paper ?? 'a4',
    };
    // The tailored CV takes no more pages than the resume it came from (its PDF's pages, or
    // what its content takes set tight), so a one-page resume stays one page where it can.
    const budget = pageBudgetRule(resume);
    const maxPages = Math.max(
      budget.atLeast,
      await app.renders.pool.resumePages(resume, { ...choice, language, density: budget.density }),
    );
    const fitted = await app.renders.pool.resumeFitted(result.resume, {
      ...choice,
      language,
      maxPages,
      sourceSummary: resume.basics.summary ?? '',
      // What names none of the posting's keywords is what the CV gives up first to fit its pages.
      postingTerms: [...result.report.match.matched, ...result.report.match.missing],
    });
    const cvPdf = fitted.pdf;
    const [coverPdf, readBack] = await Promise.all([
      app.renders.pool.letter('pdf', result.coverLetter, choice),
      readBackCv(app, cvPdf, fitted.resume),
    ]);
    signal?.throwIfAborted();
    const { generation, updated } = await app.db.transaction(async (tx) => {
      const generation = await repo.insertGeneration(tx, {
        userId: user.id,
        jobId: job.id,
        resumeId: resumeRow.id,
        engine: result.report.engine,
        language,
        tailoredResume: fitted.resume,
        coverLetter: result.coverLetter,
        match: result.report.match,
        provenance: {
          lines: result.report.provenance,
          reverted: result.report.reverted,
          render: { ...choice, language },
          resumeLanguage,
        },
        cvPdf,
        coverPdf,
        readBack,
      });
      await app.limits.confirmGeneration(tx, user, reservation);
      const updated = await repo.countGeneration(tx, job.id);
      return { generation, updated };
    });
    const summary: GenerationSummary = {
      id: generation.id,
      engine: result.report.engine,
      language,
      resume_language: resumeLanguage,
      match: result.report.match,
      created_at: generation.createdAt.toISOString(),
    };
    return { ...toJob(updated, user, summary), generation: summary };
  } catch (err) {
    await app.limits.releaseGeneration(reservation);
    if (sqlState(err) === FOREIGN_KEY_VIOLATION) throw await repo.goneMeanwhile(user, job.id);
    if (err instanceof ClientGoneError) {
      app.log.info('generation cancelled: the client left');
      throw new AppError(ErrorCode.aiProviderFailed, 499, 'The generation was cancelled.');
    }
    if (err instanceof LlmProviderError) throw providerFailure(app, err);
    throw err;
  }
}
