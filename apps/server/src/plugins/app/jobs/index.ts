import fp from 'fastify-plugin';
import type {
  DocumentFormat,
  GenerateOptions,
  GenerateResponse,
  GenerationDetail,
  Job,
  PreviewGenerationBody,
  UpdateGenerationBody,
} from '@tailor/contract';
import type { Paper, TemplateId } from '@tailor/resume';
import type { Config } from '../../../config.ts';
import { notFound } from '../../../errors.ts';
import type { UserRow } from '../auth.ts';
import { generationDocuments, type DocumentKind } from './documents.ts';
import { generate, type ModelSettings } from './generation.ts';
import { toJob, toSummary, type JobRow } from './mapping.ts';
import { jobsRepository } from './repository.ts';

export type { DocumentKind };

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

/** The applications service: my jobs, their generations and the generations' documents. */
export default fp<{ config: Config }>(
  async (app, opts) => {
    const llm: ModelSettings | undefined = opts.config.ai
      ? {
          baseUrl: opts.config.ai.baseUrl,
          apiKey: opts.config.ai.apiKey,
          model: opts.config.ai.model,
          timeoutMs: opts.config.ai.timeoutMs,
        }
      : undefined;
    const repo = jobsRepository(app.db);

    app.decorate('jobs', {
      async create(user, input) {
        const row = await app.db.transaction(async (tx) => {
          await app.limits.lockUser(tx, user.id);
          await app.limits.consumeApplication(tx, user);
          return repo.insertJob(tx, user, input);
        });
        return toJob(row, user);
      },
      async list(user) {
        const rows = await repo.list(user);
        return rows.map((r) => toJob(r.job, user, r.latest ? toSummary(r.latest) : null));
      },
      async update(user, input) {
        await repo.findOwned(user, input.uuid);
        const row = await repo.updateJob(user, input.uuid, input);
        if (!row) throw notFound('Application');
        const latest = await repo.latestGenerations(user, [row.id]);
        return toJob(row, user, latest.get(row.id) ?? null);
      },
      async remove(user, id) {
        await repo.findOwned(user, id);
        await repo.deleteJob(user, id);
      },
      generate: (user, jobId, resumeId, options, signal) =>
        generate(app, repo, llm, user, jobId, resumeId, options, signal),
      ...generationDocuments(app, repo),
    });
  },
  { name: 'jobs', dependencies: ['db', 'limits', 'resumes', 'renders', 'ai-queue'] },
);
