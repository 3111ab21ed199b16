import fp from 'fastify-plugin';
import { and, desc, eq, sql } from 'drizzle-orm';
import { contentLanguageSchema, ErrorCode, type GenerateResponse, type Job } from '@tailor/contract';
import {
  LlmProviderError,
  renderCoverLetterPdf,
  renderResumePdf,
  resumeDataSchema,
  tailorResume,
  coverLetterSchema,
  type Paper,
  type TemplateId,
} from '@tailor/resume';
import type { Config } from '../../config.ts';
import { AppError, notFound } from '../../errors.ts';
import { generations, jobs } from '../../db/schema.ts';
import { isUuid } from '../../lib/http.ts';
import { ClientGoneError } from '../../lib/disconnect.ts';
import type { UserRow } from './auth.ts';

type JobRow = typeof jobs.$inferSelect;
export type DocumentKind = 'cv' | 'cover';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: {
      create(user: UserRow, input: { position: string; employer: string; job_description: string }): Promise<Job>;
      list(user: UserRow): Promise<Job[]>;
      update(user: UserRow, input: { uuid: string; position: string; employer: string; job_description: string }): Promise<Job>;
      remove(user: UserRow, id: string): Promise<void>;
      /**
       * Tailors one of my resumes to one of my jobs, within my monthly generations. When `signal`
       * aborts (the client left), the model call is cancelled and nothing is stored or consumed.
       */
      generate(user: UserRow, jobId: string, resumeId: string, signal?: AbortSignal): Promise<GenerateResponse>;
      /** The latest generation's document; 404 before the first generation. */
      document(
        user: UserRow,
        jobId: string,
        kind: DocumentKind,
        opts?: { template?: TemplateId; paper?: Paper },
      ): Promise<{ pdf: Uint8Array; job: JobRow; createdAt: Date }>;
    };
  }
}

export default fp<{ config: Config }>(
  async (app, opts) => {
    const llm = opts.config.ai
      ? { baseUrl: opts.config.ai.baseUrl, apiKey: opts.config.ai.apiKey, model: opts.config.ai.model, timeoutMs: opts.config.ai.timeoutMs }
      : undefined;

    const toJob = (row: JobRow, user: UserRow): Job => ({
      uuid: row.id,
      position: row.position,
      employer: row.employer,
      job_description: row.jobDescription,
      gen_count: row.genCount,
      email: user.email,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    });

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

    app.decorate('jobs', {
      async create(user, input) {
        const row = await app.db.transaction(async (tx) => {
          await app.limits.lockUser(tx, user.id);
          await app.limits.consumeApplication(tx, user);
          const [inserted] = await tx
            .insert(jobs)
            .values({ userId: user.id, position: input.position, employer: input.employer, jobDescription: input.job_description })
            .returning();
          return inserted!;
        });
        return toJob(row, user);
      },
      async list(user) {
        const rows = await app.db.select().from(jobs).where(eq(jobs.userId, user.id)).orderBy(desc(jobs.updatedAt));
        return rows.map((r) => toJob(r, user));
      },
      async update(user, input) {
        await findOwned(user, input.uuid);
        const [row] = await app.db
          .update(jobs)
          .set({ position: input.position, employer: input.employer, jobDescription: input.job_description, updatedAt: new Date() })
          .where(and(eq(jobs.id, input.uuid), eq(jobs.userId, user.id)))
          .returning();
        if (!row) throw notFound('Application');
        return toJob(row, user);
      },
      async remove(user, id) {
        await findOwned(user, id);
        await app.db.delete(jobs).where(and(eq(jobs.id, id), eq(jobs.userId, user.id)));
      },
      async generate(user, jobId, resumeId, signal) {
        const job = await findOwned(user, jobId);
        const { row: resumeRow, data: resume } = await app.resumes.getData(user, resumeId);
        const reservation = await app.limits.reserveGeneration(user);
        try {
          const tailorJob = { position: job.position, employer: job.employer, description: job.jobDescription };
          // A model call can take a minute: they wait their turn in the AI queue.
          const result = llm
            ? await app.aiQueue.run((s) => tailorResume({ resume, job: tailorJob, engine: 'llm', llm: { ...llm, signal: s } }), signal)
            : await tailorResume({ resume, job: tailorJob, engine: 'offline' });
          const language = result.report.language;
          const cvPdf = await renderResumePdf(result.resume, { language });
          const coverPdf = await renderCoverLetterPdf(result.coverLetter);
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
                tailoredResume: result.resume,
                coverLetter: result.coverLetter,
                match: result.report.match,
                provenance: { lines: result.report.provenance, reverted: result.report.reverted },
                cvPdf,
                coverPdf,
              })
              .returning({ id: generations.id });
            await app.limits.confirmGeneration(tx, reservation);
            const [updated] = await tx
              .update(jobs)
              .set({ genCount: sql`${jobs.genCount} + 1`, updatedAt: new Date() })
              .where(eq(jobs.id, job.id))
              .returning();
            return { generation: generation!, updated: updated! };
          });
          return {
            ...toJob(updated, user),
            generation: { id: generation.id, engine: result.report.engine, language, match: result.report.match },
          };
        } catch (err) {
          await app.limits.releaseGeneration(reservation);
          if (err instanceof ClientGoneError) {
            app.log.info('generation cancelled: the client left');
            throw new AppError(ErrorCode.aiProviderFailed, 499, 'The generation was cancelled.');
          }
          if (err instanceof LlmProviderError) {
            app.log.warn({ err: { message: err.message, kind: err.kind } }, 'AI provider failed');
            throw err.kind === 'timeout'
              ? new AppError(ErrorCode.aiProviderTimeout, 504, 'The AI provider took too long to answer. Please try again.')
              : new AppError(ErrorCode.aiProviderFailed, 502, 'The AI provider failed to answer. Please try again.');
          }
          throw err;
        }
      },
      async document(user, jobId, kind, renderOpts = {}) {
        const job = await findOwned(user, jobId);
        const [latest] = await app.db
          .select()
          .from(generations)
          .where(and(eq(generations.jobId, job.id), eq(generations.userId, user.id)))
          .orderBy(desc(generations.createdAt))
          .limit(1);
        if (!latest) {
          throw new AppError(
            ErrorCode.noGeneration,
            404,
            'No documents yet for this application: generate them first.',
          );
        }
        const custom = renderOpts.template !== undefined || renderOpts.paper !== undefined;
        let pdf = kind === 'cv' ? latest.cvPdf : latest.coverPdf;
        if (custom || !pdf) {
          const data = kind === 'cv' ? latest.tailoredResume : latest.coverLetter;
          pdf = await app.renders.run(user, 'download', data, () =>
            kind === 'cv'
              ? renderResumePdf(resumeDataSchema.parse(latest.tailoredResume), { ...renderOpts, language: contentLanguageSchema.parse(latest.language) })
              : renderCoverLetterPdf(coverLetterSchema.parse(latest.coverLetter), renderOpts),
          );
        } else {
          await app.renders.count(user, 'download');
        }
        return { pdf, job, createdAt: latest.createdAt };
      },
    });
  },
  { name: 'jobs', dependencies: ['db', 'limits', 'resumes', 'renders', 'ai-queue'] },
);
