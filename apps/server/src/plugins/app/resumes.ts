import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ErrorCode, type Resume, type ResumeSummary, type UncertainField } from '@tailor/contract';
import {
  READER_VERSION,
  ResumeReadError,
  sniffFileKind,
  resumeDataSchema,
  validateResumeData,
  type Paper,
  type ResumeData,
  type TemplateId,
  doubtsAfterEdit,
} from '@tailor/resume';
import { AppError, notFound } from '../../errors.ts';
import { resumeFiles, resumes } from '../../db/schema.ts';
import { isUuid } from '../../lib/http.ts';
import { cleanDeep, findTextIssue } from '../../lib/text.ts';
import { ParsePool, ParseTimeoutError } from '../../lib/parse-pool.ts';
import { OnePerKey, TooManyWaitingError } from '../../lib/one-per-key.ts';
import type { UserRow } from './auth.ts';
import type { RateRule } from './rate-counters.ts';
import { LIMIT_DETAILS } from './limits.ts';

type ResumeRow = typeof resumes.$inferSelect;

/**
 * What one user's uploads may cost, counted whether the file reads or not: a file that is slow to
 * read (a compressed bomb, a page of tiny text) costs its sender, never the other users.
 * - perUser: files read per window.
 * - readingMs: milliseconds of reading (in the parse threads) per window; once used up, uploads
 *   answer 429 until the window ends. A file timing out at the 15 s budget costs 15,000.
 * - waitingPerUser: one file of a user is read at a time; this many more wait their turn, beyond
 *   that 429. So one user holds at most one parse thread, however many files they send at once.
 */
export const UPLOAD_LIMITS = {
  perUser: { max: 10, windowMs: 60_000 } satisfies RateRule,
  readingMs: { max: 60_000, windowMs: 10 * 60_000 } satisfies RateRule,
  waitingPerUser: 2,
};

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

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

type SummaryRow = Pick<ResumeRow, 'id' | 'title' | 'filename' | 'createdAt' | 'updatedAt' | 'reviewedAt'> & {
  uncertainCount: number;
};

const toSummary = (row: SummaryRow): ResumeSummary => ({
  uuid: row.id,
  title: row.title,
  filename: row.filename,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  uncertain_count: row.uncertainCount,
});
const uncertainOf = (row: ResumeRow): UncertainField[] =>
  Array.isArray(row.uncertainFields) ? row.uncertainFields : [];
const toResume = (row: ResumeRow): Resume => ({
  ...toSummary({ ...row, uncertainCount: uncertainOf(row).length }),
  resume_json: JSON.stringify(row.data),
  uncertain_fields: uncertainOf(row),
});

/** resume_json as the editor sends it: JSON that fits the resume schema, else a 400 naming where. */
function readResumeJson(text: string): ResumeData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError(ErrorCode.validation, 400, 'resume_json is not valid JSON');
  }
  // Escapes inside the JSON text (\u0000, \ud800) and hostile nesting are only visible once parsed.
  const issue = findTextIssue(parsed);
  if (issue)
    throw new AppError(
      ErrorCode.validation,
      400,
      `${issue.path ? `resume_json.${issue.path}` : 'resume_json'} ${issue.problem}`,
    );
  const checked = validateResumeData(parsed);
  if (!checked.ok)
    throw new AppError(ErrorCode.validation, 400, `resume_json.${checked.path}: ${checked.message}`);
  return checked.data;
}

/**
 * Read by an older edition of the rules and untouched since: no save (a save moves updated_at) and
 * not marked as checked. Such data is the reader's alone, so a better reading may replace it.
 */
const readByOlderRules = (row: ResumeRow) =>
  row.readerVersion < READER_VERSION &&
  !row.reviewedAt &&
  row.updatedAt.getTime() === row.createdAt.getTime();
/** The same test in SQL, for the queries that find such rows and the update that replaces them. */
const readByOlderRulesSql = and(
  lt(resumes.readerVersion, READER_VERSION),
  isNull(resumes.reviewedAt),
  eq(resumes.updatedAt, resumes.createdAt),
);

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

function readErrorToAppError(err: ResumeReadError): AppError {
  switch (err.reason) {
    case 'unsupported':
      return new AppError(ErrorCode.unsupportedFileType, 415, 'Only PDF and DOCX files are accepted');
    case 'no_text':
      return new AppError(ErrorCode.noTextInFile, 422, err.message);
    case 'too_large':
    case 'unreadable':
      return new AppError(ErrorCode.fileUnreadable, 422, err.message);
  }
}

export default fp(
  async (app) => {
    // Files are read in worker threads within a time budget: one slow file never stalls the others.
    const parser = new ParsePool();
    app.addHook('onClose', () => parser.close());

    const findOwned = async (user: UserRow, id: string) => {
      if (!isUuid(id)) throw notFound('Resume');
      const [row] = await app.db
        .select()
        .from(resumes)
        .where(and(eq(resumes.id, id), eq(resumes.userId, user.id)))
        .limit(1);
      if (!row) throw notFound('Resume');
      return row;
    };

    /**
     * The row as the current rules read its original, when it qualifies (see readByOlderRules).
     * The update repeats the conditions, so a save that lands meanwhile wins over the reading.
     */
    const readAgain = async (
      row: ResumeRow,
    ): Promise<{ row: ResumeRow; outcome: 'unchanged' | 'reread' | 'kept' }> => {
      if (!readByOlderRules(row)) return { row, outcome: 'unchanged' };
      const [file] = await app.db
        .select({ content: resumeFiles.content })
        .from(resumeFiles)
        .where(eq(resumeFiles.resumeId, row.id))
        .limit(1);
      let patch: Partial<typeof resumes.$inferInsert> = { readerVersion: READER_VERSION };
      if (file) {
        try {
          const parsed = cleanDeep(await parser.parse(file.content));
          patch = { ...patch, data: parsed.data, uncertainFields: parsed.uncertain };
        } catch (err) {
          // A file the current rules cannot read keeps the data it has; anything else is retried later.
          if (!(err instanceof ResumeReadError || err instanceof ParseTimeoutError)) {
            app.log.warn({ err, resumeId: row.id }, 'An older upload could not be read again now');
            return { row, outcome: 'unchanged' };
          }
          app.log.warn(
            { resumeId: row.id, reason: err.message },
            'An older upload no longer reads; it keeps its data',
          );
        }
      }
      const [updated] = await app.db
        .update(resumes)
        .set(patch)
        .where(and(eq(resumes.id, row.id), readByOlderRulesSql))
        .returning();
      if (!updated) {
        const [current] = await app.db.select().from(resumes).where(eq(resumes.id, row.id)).limit(1);
        return { row: current ?? row, outcome: 'unchanged' };
      }
      if (patch.data === undefined) return { row: updated, outcome: 'kept' };
      app.renders.forget(row.id);
      await app.sessionCache.invalidate(row.userId);
      return { row: updated, outcome: 'reread' };
    };
    const withCurrentReading = async (row: ResumeRow) => (await readAgain(row)).row;

    // One file per user at a time: a user sending many holds one parse thread, not all of them.
    const readingLines = new OnePerKey(UPLOAD_LIMITS.waitingPerUser);
    const admitUpload = async (user: UserRow) => {
      await app.rateCounters.assertUnder('upload', user.id, UPLOAD_LIMITS.perUser);
      await app.rateCounters.assertUnder('upload-reading-ms', user.id, UPLOAD_LIMITS.readingMs);
    };
    /** Reads `bytes` in the user's line, charging the time the reading took to the user. */
    const readFor = (user: UserRow, bytes: Uint8Array) =>
      readingLines
        .run(user.id, async () => {
          // The files before this one in the line may have used up the user's reading time.
          await app.rateCounters.assertUnder('upload-reading-ms', user.id, UPLOAD_LIMITS.readingMs);
          const started = performance.now();
          try {
            return await parser.parse(bytes);
          } finally {
            await app.rateCounters.add(
              'upload-reading-ms',
              user.id,
              performance.now() - started,
              UPLOAD_LIMITS.readingMs,
            );
          }
        })
        .catch((err: unknown) => {
          if (!(err instanceof TooManyWaitingError)) throw err;
          throw new AppError(
            ErrorCode.rateLimited,
            429,
            'Another file of yours is being read. Send this one again when it is done.',
            { 'retry-after': String(Math.ceil(parser.budgetMs / 1000)) },
          );
        });

    app.decorate('resumes', {
      admitUpload,
      async upload(user, { title, filename, bytes }) {
        // A zip that is not recognised may be a damaged DOCX: reading it says so (422).
        if (!sniffFileKind(bytes) && !isZip(bytes)) {
          throw new AppError(ErrorCode.unsupportedFileType, 415, 'Only PDF and DOCX files are accepted');
        }
        // Quick refusal before the costly parse; the authoritative check runs again under the lock.
        const metrics = await app.limits.metrics(user);
        if (metrics.resumes_count >= metrics.resumes_limit) {
          throw new AppError(ErrorCode.resumesLimitReached, 403, LIMIT_DETAILS.resumes);
        }
        // Counted before reading, whatever the reading gives: a file that fails costs as much.
        await app.rateCounters.hit('upload', user.id, UPLOAD_LIMITS.perUser);
        let data: ResumeData;
        let kind: 'pdf' | 'docx';
        let uncertainFields: UncertainField[];
        try {
          // Text from a document is cleaned, not refused: NUL and lone surrogates cannot be stored.
          const parsed = cleanDeep(await readFor(user, bytes));
          data = parsed.data;
          kind = parsed.kind;
          uncertainFields = parsed.uncertain;
        } catch (err) {
          if (err instanceof ResumeReadError) throw readErrorToAppError(err);
          if (err instanceof ParseTimeoutError) {
            throw new AppError(
              ErrorCode.fileUnreadable,
              422,
              'This file takes too long to read to be a resume. Export it again from the original document.',
            );
          }
          throw err;
        }
        const row = await app.db.transaction(async (tx) => {
          await app.limits.lockUser(tx, user.id);
          await app.limits.consumeResumeUpload(tx, user);
          const [inserted] = await tx
            .insert(resumes)
            .values({
              userId: user.id,
              title,
              filename,
              data,
              uncertainFields,
              readerVersion: READER_VERSION,
            })
            .returning();
          await tx.insert(resumeFiles).values({
            resumeId: inserted!.id,
            contentType: CONTENT_TYPES[kind],
            sizeBytes: bytes.byteLength,
            sha256: createHash('sha256').update(bytes).digest('hex'),
            content: bytes,
          });
          return inserted!;
        });
        return toResume(row);
      },
      async list(user) {
        const rows = await app.db
          .select({
            id: resumes.id,
            title: resumes.title,
            filename: resumes.filename,
            createdAt: resumes.createdAt,
            updatedAt: resumes.updatedAt,
            reviewedAt: resumes.reviewedAt,
            uncertainCount: sql<number>`jsonb_array_length(${resumes.uncertainFields})::int`,
          })
          .from(resumes)
          .where(eq(resumes.userId, user.id))
          .orderBy(desc(resumes.createdAt));
        return rows.map((r) => toSummary({ ...r, uncertainCount: Number(r.uncertainCount) }));
      },
      async get(user, id) {
        return toResume(await withCurrentReading(await findOwned(user, id)));
      },
      async getData(user, id) {
        const row = await withCurrentReading(await findOwned(user, id));
        // Stored data was validated on write; parsing fills the defaults the engine relies on.
        return { row, data: resumeDataSchema.parse(row.data) };
      },
      async update(user, id, input) {
        const current = await findOwned(user, id);
        const now = new Date();
        const patch: Partial<typeof resumes.$inferInsert> = {};
        // Saying the data is checked changes no data: updated_at stays when that is all.
        if (input.title !== undefined || input.resume_json !== undefined) patch.updatedAt = now;
        if (input.title !== undefined) patch.title = input.title;
        if (input.reviewed) patch.reviewedAt = now;
        if (input.resume_json !== undefined) {
          patch.data = readResumeJson(input.resume_json);
          // What the user changed is theirs now: only the doubts on untouched fields stay.
          patch.uncertainFields = doubtsAfterEdit(current.data, patch.data, uncertainOf(current));
        }
        const [row] = await app.db
          .update(resumes)
          .set(patch)
          .where(and(eq(resumes.id, id), eq(resumes.userId, user.id)))
          .returning();
        if (!row) throw notFound('Resume');
        // Its rendered PDFs are of the old content: a download after the save renders the new one.
        if (patch.data !== undefined) app.renders.forget(row.id);
        return toResume(row);
      },
      async remove(user, id) {
        await findOwned(user, id);
        // The upload stays counted: the resume limit is lifetime.
        await app.db.delete(resumes).where(and(eq(resumes.id, id), eq(resumes.userId, user.id)));
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
        await findOwned(user, id);
        const { resume_json, ...opts } = input;
        const data = readResumeJson(resume_json);
        return app.renders.run(user, 'preview', data, () => app.renders.pool.resume('svg', data, opts));
      },
      async original(user, id) {
        const row = await findOwned(user, id);
        const [file] = await app.db
          .select()
          .from(resumeFiles)
          .where(eq(resumeFiles.resumeId, row.id))
          .limit(1);
        if (!file) throw notFound('Original file');
        return { bytes: file.content, contentType: file.contentType, filename: row.filename };
      },
      async rereadOlderUploads() {
        let reread = 0;
        let kept = 0;
        // In id order, a page at a time: rows that stay behind (a failed reading) are passed over.
        let after = '00000000-0000-0000-0000-000000000000';
        for (;;) {
          const page = await app.db
            .select()
            .from(resumes)
            .where(and(gt(resumes.id, after), readByOlderRulesSql))
            .orderBy(asc(resumes.id))
            .limit(50);
          if (page.length === 0) return { reread, kept };
          for (const row of page) {
            const { outcome } = await readAgain(row);
            if (outcome === 'reread') reread++;
            if (outcome === 'kept') kept++;
          }
          after = page[page.length - 1]!.id;
        }
      },
    });
  },
  { name: 'resumes', dependencies: ['db', 'limits', 'renders', 'session-cache'] },
);
