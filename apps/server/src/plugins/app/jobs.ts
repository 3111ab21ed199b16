// Over 300 lines: the job service keeps create, list, generate and document rendering together, since they share the ownership, limit and render rules.
import fp from 'fastify-plugin';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ErrorCode,
  TOKEN_INVALID_DETAIL,
  languageSchema,
  matchReportSchema,
  type DocumentFormat,
  type GenerateOptions,
  type GenerateResponse,
  type GenerationDetail,
  type GenerationSummary,
  type Language,
  type Job,
  type MatchReport,
  type PreviewGenerationBody,
  type UpdateGenerationBody,
} from '@tailor/contract';
import {
  LlmProviderError,
  pageBudgetRule,
  resumeDataSchema,
  tailorResume,
  coverLetterSchema,
  validateResumeData,
  type CoverLetter,
  type Paper,
  type ResumeData,
  type TemplateId,
} from '@tailor/resume';
import type { Config } from '../../config.ts';
import { AppError, notFound } from '../../errors.ts';
import { generations, jobs, users } from '../../db/schema.ts';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import { isUuid } from '../../lib/http.ts';
import { ClientGoneError } from '../../lib/disconnect.ts';
import type { UserRow } from './auth.ts';

type JobRow = typeof jobs.$inferSelect;
type GenerationRow = typeof generations.$inferSelect;
export type DocumentKind = 'cv' | 'cover';

/**
 * Template and paper chosen at generation, kept with the generation's provenance (the record of
 * how its documents were made) so edits and downloads render them the same way.
 */
interface RenderChoice {
  template: TemplateId;
  paper: Paper;
}

function renderChoiceOf(row: GenerationRow): RenderChoice {
  const render = (row.provenance as { render?: Partial<RenderChoice> } | null)?.render;
  return {
    template: render?.template === 'modern' ? 'modern' : 'classic',
    paper: render?.paper === 'us-letter' ? 'us-letter' : 'a4',
  };
}

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

const noGenerationYet = () =>
  new AppError(ErrorCode.noGeneration, 404, 'No documents yet for this application: generate them first.');

declare module 'fastify' {
  interface FastifyInstance {
    jobs: {
      create(
        user: UserRow,
        input: { position: string; employer: string; job_description: string },
      ): Promise<Job>;
      list(user: UserRow): Promise<Job[]>;
      update(
        user: UserRow,
        input: { uuid: string; position: string; employer: string; job_description: string },
      ): Promise<Job>;
      remove(user: UserRow, id: string): Promise<void>;
      /**
       * Tailors one of my resumes to one of my jobs, within my monthly generations. When `signal`
       * aborts (the client left), the model call is cancelled and nothing is stored or consumed.
       */
      generate(
        user: UserRow,
        jobId: string,
        resumeId: string,
        options?: GenerateOptions,
        signal?: AbortSignal,
      ): Promise<GenerateResponse>;
      /** The latest generation's document; 404 before the first generation. */
      document(
        user: UserRow,
        jobId: string,
        kind: DocumentKind,
        opts?: { template?: TemplateId; paper?: Paper; format?: DocumentFormat },
      ): Promise<{ bytes: Uint8Array; job: JobRow; createdAt: Date }>;
      /** The latest generation with its tailored data and letter; 404 before the first. */
      generation(user: UserRow, jobId: string): Promise<GenerationDetail>;
      /** Saves corrections to the latest generation and renders its documents again (uses no generation). */
      updateGeneration(user: UserRow, jobId: string, input: UpdateGenerationBody): Promise<GenerationDetail>;
      /** The latest generation's document as SVG pages, with unsaved corrections when given. */
      previewGeneration(
        user: UserRow,
        jobId: string,
        kind: DocumentKind,
        unsaved?: PreviewGenerationBody,
      ): Promise<string[]>;
    };
  }
}

export default fp<{ config: Config }>(
  async (app, opts) => {
    const llm = opts.config.ai
      ? {
          baseUrl: opts.config.ai.baseUrl,
          apiKey: opts.config.ai.apiKey,
          model: opts.config.ai.model,
          timeoutMs: opts.config.ai.timeoutMs,
        }
      : undefined;

    type SummaryRow = Pick<GenerationRow, 'id' | 'jobId' | 'engine' | 'language' | 'match' | 'createdAt'>;
    const summaryColumns = {
      id: generations.id,
      jobId: generations.jobId,
      engine: generations.engine,
      language: generations.language,
      match: generations.match,
      createdAt: generations.createdAt,
    };

    /**
     * The stored report as the contract has it. A report saved before requirements were read has
     * none, and its fit is estimated from its keyword score before tailoring (the engine's own rule
     * also weighs the requirements shown).
     */
    const readMatch = (stored: unknown): MatchReport => {
      const parsed = matchReportSchema.safeParse(stored);
      if (parsed.success) return parsed.data;
      const old = matchReportSchema
        .pick({ before: true, after: true, matched: true, missing: true })
        .parse(stored);
      return {
        ...old,
        requirements: [],
        fit: old.before < 10 ? 'low' : old.before >= 50 ? 'good' : 'partial',
      };
    };
    const toSummary = (row: SummaryRow): GenerationSummary => ({
      id: row.id,
      engine: row.engine === 'llm' ? 'llm' : 'offline',
      language: languageSchema.parse(row.language),
      match: readMatch(row.match),
      created_at: row.createdAt.toISOString(),
    });

    /** The latest generation of each of these jobs (one query). */
    const latestGenerations = async (
      user: UserRow,
      jobIds: string[],
    ): Promise<Map<string, GenerationSummary>> => {
      if (!jobIds.length) return new Map();
      const rows = await app.db
        .selectDistinctOn([generations.jobId], summaryColumns)
        .from(generations)
        .where(and(eq(generations.userId, user.id), inArray(generations.jobId, jobIds)))
        .orderBy(generations.jobId, desc(generations.createdAt), desc(generations.id));
      return new Map(rows.map((r) => [r.jobId, toSummary(r)]));
    };

    const toJob = (row: JobRow, user: UserRow, generation: GenerationSummary | null = null): Job => ({
      uuid: row.id,
      position: row.position,
      employer: row.employer,
      job_description: row.jobDescription,
      gen_count: row.genCount,
      email: user.email,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      generation,
    });

    const toDetail = (row: GenerationRow): GenerationDetail => {
      const choice = renderChoiceOf(row);
      return {
        id: row.id,
        engine: row.engine === 'llm' ? 'llm' : 'offline',
        language: languageSchema.parse(row.language),
        template: choice.template,
        paper: choice.paper,
        match: readMatch(row.match),
        resume_json: JSON.stringify(row.tailoredResume),
        cover_letter: coverLetterSchema.parse(row.coverLetter),
        created_at: row.createdAt.toISOString(),
      };
    };

    const latestGeneration = async (user: UserRow, job: JobRow): Promise<GenerationRow> => {
      const [latest] = await app.db
        .select()
        .from(generations)
        .where(and(eq(generations.jobId, job.id), eq(generations.userId, user.id)))
        .orderBy(desc(generations.createdAt))
        .limit(1);
      if (!latest) throw noGenerationYet();
      return latest;
    };

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

    const findOwned = async (user: UserRow, id: string) => {
      if (!isUuid(id)) throw notFound('Application');
      const [row] = await app.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.userId, user.id)))
        .limit(1);
      if (!row) throw notFound('Application');
      return row;
    };

    /**
     * The applications list, the most frequent signed-in read: one round trip, each application
     * with its latest generation beside it, built once and prepared (named on PostgreSQL).
     */
    const latest = app.db
      .select(summaryColumns)
      .from(generations)
      .where(and(eq(generations.jobId, jobs.id), eq(generations.userId, sql.placeholder('userId'))))
      .orderBy(desc(generations.createdAt), desc(generations.id))
      .limit(1)
      .as('latest');
    const listQuery = app.db
      .select({
        job: jobs,
        latest: {
          id: latest.id,
          jobId: latest.jobId,
          engine: latest.engine,
          language: latest.language,
          match: latest.match,
          createdAt: latest.createdAt,
        },
      })
      .from(jobs)
      .leftJoinLateral(latest, sql`true`)
      .where(eq(jobs.userId, sql.placeholder('userId')))
      .orderBy(desc(jobs.updatedAt))
      .prepare('jobs_list');

    /**
     * What disappeared while a generation ran (its row could not be stored): the account (then the
     * token is no longer valid, as on any other call), the application, or the resume.
     */
    const goneMeanwhile = async (user: UserRow, jobId: string): Promise<AppError> => {
      const [account] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, user.id));
      if (!account) return new AppError(ErrorCode.tokenInvalid, 401, TOKEN_INVALID_DETAIL);
      const [job] = await app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId));
      return notFound(job ? 'Resume' : 'Application');
    };

    app.decorate('jobs', {
      async create(user, input) {
        const row = await app.db.transaction(async (tx) => {
          await app.limits.lockUser(tx, user.id);
          await app.limits.consumeApplication(tx, user);
          const [inserted] = await tx
            .insert(jobs)
            .values({
              userId: user.id,
              position: input.position,
              employer: input.employer,
              jobDescription: input.job_description,
            })
            .returning();
          return inserted!;
        });
        return toJob(row, user);
      },
      async list(user) {
        const rows = await listQuery.execute({ userId: user.id });
        return rows.map((r) => toJob(r.job, user, r.latest ? toSummary(r.latest) : null));
      },
      async update(user, input) {
        await findOwned(user, input.uuid);
        const [row] = await app.db
          .update(jobs)
          .set({
            position: input.position,
            employer: input.employer,
            jobDescription: input.job_description,
            updatedAt: new Date(),
          })
          .where(and(eq(jobs.id, input.uuid), eq(jobs.userId, user.id)))
          .returning();
        if (!row) throw notFound('Application');
        const latest = await latestGenerations(user, [row.id]);
        return toJob(row, user, latest.get(row.id) ?? null);
      },
      async remove(user, id) {
        await findOwned(user, id);
        await app.db.delete(jobs).where(and(eq(jobs.id, id), eq(jobs.userId, user.id)));
      },
      async generate(user, jobId, resumeId, options = {}, signal) {
        const job = await findOwned(user, jobId);
        const { row: resumeRow, data: resume } = await app.resumes.getData(user, resumeId);
        const reservation = await app.limits.reserveGeneration(user);
        try {
          const tailorJob = {
            position: job.position,
            employer: job.employer,
            description: job.jobDescription,
            language: options.language,
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
          });
          const cvPdf = fitted.pdf;
          const coverPdf = await app.renders.pool.letter('pdf', result.coverLetter, choice);
          signal?.throwIfAborted();
          const { generation, updated } = await app.db.transaction(async (tx) => {
            const [generation] = await tx
              .insert(generations)
              .values({
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
                  render: choice,
                },
                cvPdf,
                coverPdf,
              })
              .returning({ id: generations.id, createdAt: generations.createdAt });
            await app.limits.confirmGeneration(tx, user, reservation);
            const [updated] = await tx
              .update(jobs)
              .set({ genCount: sql`${jobs.genCount} + 1`, updatedAt: new Date() })
              .where(eq(jobs.id, job.id))
              .returning();
            return { generation: generation!, updated: updated! };
          });
          const summary: GenerationSummary = {
            id: generation.id,
            engine: result.report.engine,
            language,
            match: result.report.match,
            created_at: generation.createdAt.toISOString(),
          };
          return { ...toJob(updated, user, summary), generation: summary };
        } catch (err) {
          await app.limits.releaseGeneration(reservation);
          if (sqlState(err) === FOREIGN_KEY_VIOLATION) throw await goneMeanwhile(user, job.id);
          if (err instanceof ClientGoneError) {
            app.log.info('generation cancelled: the client left');
            throw new AppError(ErrorCode.aiProviderFailed, 499, 'The generation was cancelled.');
          }
          if (err instanceof LlmProviderError) {
            app.log.warn({ err: { message: err.message, kind: err.kind } }, 'AI provider failed');
            throw err.kind === 'timeout'
              ? new AppError(
                  ErrorCode.aiProviderTimeout,
                  504,
                  'The AI provider took too long to answer. Please try again.',
                )
              : new AppError(
                  ErrorCode.aiProviderFailed,
                  502,
                  'The AI provider failed to answer. Please try again.',
                );
          }
          throw err;
        }
      },
      async document(user, jobId, kind, renderOpts = {}) {
        const job = await findOwned(user, jobId);
        const latest = await latestGeneration(user, job);
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
      async generation(user, jobId) {
        const job = await findOwned(user, jobId);
        return toDetail(await latestGeneration(user, job));
      },
      async updateGeneration(user, jobId, input) {
        const job = await findOwned(user, jobId);
        const latest = await latestGeneration(user, job);
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
        const [row] = await app.db
          .update(generations)
          .set({ tailoredResume, coverLetter, cvPdf, coverPdf })
          .where(and(eq(generations.id, latest.id), eq(generations.userId, user.id)))
          .returning();
        if (!row) throw noGenerationYet();
        app.renders.forget(row.id);
        return toDetail(row);
      },
      async previewGeneration(user, jobId, kind, unsaved = {}) {
        const job = await findOwned(user, jobId);
        const latest = await latestGeneration(user, job);
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
    });
  },
  { name: 'jobs', dependencies: ['db', 'limits', 'resumes', 'renders', 'ai-queue'] },
);
