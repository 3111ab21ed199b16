import fp from 'fastify-plugin';
import type { Resume, ResumeSummary } from '@tailor/contract';
import {
  doubtsAfterEdit,
  resumeDataSchema,
  type Paper,
  type ResumeData,
  type TemplateId,
} from '@tailor/resume';
import { notFound } from '../../../errors.ts';
import { ParsePool } from '../../../lib/parse-pool.ts';
import type { UserRow } from '../auth.ts';
import { readResumeJson, toResume, toSummary, uncertainOf, type ResumeRow } from './mapping.ts';
import { resumesRepository, type ResumePatch } from './repository.ts';
import { rereading } from './reread.ts';
import { uploads } from './upload.ts';

export { UPLOAD_LIMITS } from './upload.ts';

declare module 'fastify' {
  interface FastifyInstance {
    resumes: {
      /**
       * Refuses (429 with Retry-After) an upload of a user who has used up UPLOAD_LIMITS, before
       * their file is read from the request; counts nothing.
       */
      admitUpload(user: UserRow): Promise<void>;
      /**
       * Checks, parses and stores an upload; nothing is stored or consumed when any step fails,
       * but every file read counts against its sender's UPLOAD_LIMITS (rate and reading time).
       */
      upload(user: UserRow, input: { title: string; filename: string; bytes: Uint8Array }): Promise<Resume>;
      list(user: UserRow): Promise<ResumeSummary[]>;
      get(user: UserRow, id: string): Promise<Resume>;
      /** The structured data of one of my resumes (404 for anyone else's). */
      getData(user: UserRow, id: string): Promise<{ row: ResumeRow; data: ResumeData }>;
      update(
        user: UserRow,
        id: string,
        input: { title?: string; resume_json?: string; reviewed?: true },
      ): Promise<Resume>;
      remove(user: UserRow, id: string): Promise<void>;
      renderPdf(
        user: UserRow,
        id: string,
        opts: { template?: TemplateId; paper?: Paper },
      ): Promise<{ pdf: Uint8Array; filename: string }>;
      /** Unsaved data of one of my resumes as SVG pages, for the editor's live preview. */
      preview(
        user: UserRow,
        id: string,
        input: { resume_json: string; template?: TemplateId; paper?: Paper },
      ): Promise<string[]>;
      original(
        user: UserRow,
        id: string,
      ): Promise<{ bytes: Uint8Array; contentType: string; filename: string }>;
      /**
       * Reads again, from their originals, the uploads an older edition of the reading rules read
       * that nobody has edited or checked since (any user's; for operators). Returns how many got
       * new data and how many keep theirs because the file no longer reads.
       */
      rereadOlderUploads(): Promise<{ reread: number; kept: number }>;
    };
  }
}

/** The resumes service: my uploads, read and stored, their edits, previews and downloads. */
export default fp<{ parseBudget?: { cpuMs: number; wallCeilingFactor: number }; bundleDir?: string }>(
  async (app, opts) => {
    // Files are read in worker threads within a CPU-time budget: one slow file never stalls the others.
    const parser = new ParsePool(
      undefined,
      opts.parseBudget?.cpuMs,
      opts.parseBudget?.wallCeilingFactor,
      opts.bundleDir,
    );
    app.addHook('onClose', () => parser.close());
    const repo = resumesRepository(app.db);
    const { withCurrentReading, rereadOlderUploads } = rereading(app, parser, repo);

    app.decorate('resumes', {
      ...uploads(app, parser, repo),
      async list(user) {
        const rows = await repo.list(user);
        return rows.map((r) => toSummary({ ...r, uncertainCount: Number(r.uncertainCount) }));
      },
      async get(user, id) {
        return toResume(await withCurrentReading(await repo.findOwned(user, id)));
      },
      async getData(user, id) {
        const row = await withCurrentReading(await repo.findOwned(user, id));
        // Stored data was validated on write; parsing fills the defaults the engine relies on.
        return { row, data: resumeDataSchema.parse(row.data) };
      },
      async update(user, id, input) {
        const current = await repo.findOwned(user, id);
        const now = new Date();
        const patch: ResumePatch = {};
        // Saying the data is checked changes no data: updated_at stays when that is all.
        if (input.title !== undefined || input.resume_json !== undefined) patch.updatedAt = now;
        if (input.title !== undefined) patch.title = input.title;
        if (input.reviewed) patch.reviewedAt = now;
        if (input.resume_json !== undefined) {
          patch.data = readResumeJson(input.resume_json);
          // What the user changed is theirs now: only the doubts on untouched fields stay.
          patch.uncertainFields = doubtsAfterEdit(current.data, patch.data, uncertainOf(current));
        }
        const row = await repo.update(user, id, patch);
        if (!row) throw notFound('Resume');
        // Its rendered PDFs are of the old content: a download after the save renders the new one.
        if (patch.data !== undefined) app.renders.forget(row.id);
        return toResume(row);
      },
      async remove(user, id) {
        await repo.findOwned(user, id);
        // The upload stays counted: the resume limit is lifetime.
        await repo.remove(user, id);
        app.renders.forget(id);
      },
      async renderPdf(user, id, opts) {
        // Ownership first: only then may the PDF come from what this resume rendered before.
        const { row, data } = await app.resumes.getData(user, id);
        const pdf = await app.renders.run(
          user,
          'download',
          data,
          () => app.renders.pool.resume('pdf', data, opts),
          {
            object: row.id,
            input: ['resume', 'pdf', data, opts],
          },
        );
        return { pdf, filename: row.filename };
      },
      async preview(user, id, input) {
        await repo.findOwned(user, id);
        const { resume_json, ...opts } = input;
        const data = readResumeJson(resume_json);
        return app.renders.run(user, 'preview', data, () => app.renders.pool.resume('svg', data, opts));
      },
      async original(user, id) {
        const row = await repo.findOwned(user, id);
        const file = await repo.originalFile(row.id);
        if (!file) throw notFound('Original file');
        return { bytes: file.content, contentType: file.contentType, filename: row.filename };
      },
      rereadOlderUploads,
    });
  },
  { name: 'resumes', dependencies: ['db', 'limits', 'renders', 'session-cache'] },
);
