import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { UncertainField } from '@tailor/contract';
import { READER_VERSION, type ResumeData } from '@tailor/resume';
import { notFound } from '../../../errors.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { resumeFiles, resumes } from '../../../db/schema.ts';
import { isUuid } from '../../../lib/http.ts';
import type { UserRow } from '../auth.ts';
import type { ResumeRow } from './mapping.ts';

/* The queries of resumes and their original files, each scoped to the user who owns them. */

export type ResumesRepository = ReturnType<typeof resumesRepository>;
export type ResumePatch = Partial<typeof resumes.$inferInsert>;

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/**
 * Read by an older edition of the rules and untouched since: no save (a save moves updated_at) and
 * not marked as checked. Such data is the reader's alone, so a better reading may replace it.
 */
export const readByOlderRules = (row: ResumeRow) =>
  row.readerVersion < READER_VERSION &&
  !row.reviewedAt &&
  row.updatedAt.getTime() === row.createdAt.getTime();
/** The same test in SQL, for the queries that find such rows and the update that replaces them. */
const readByOlderRulesSql = and(
  lt(resumes.readerVersion, READER_VERSION),
  isNull(resumes.reviewedAt),
  eq(resumes.updatedAt, resumes.createdAt),
);

export function resumesRepository(db: Db) {
  return {
    async findOwned(user: UserRow, id: string) {
      if (!isUuid(id)) throw notFound('Resume');
      const [row] = await db
        .select()
        .from(resumes)
        .where(and(eq(resumes.id, id), eq(resumes.userId, user.id)))
        .limit(1);
      if (!row) throw notFound('Resume');
      return row;
    },

    list(user: UserRow) {
      return db
        .select({
          id: resumes.id,
          title: resumes.title,
          filename: resumes.filename,
          createdAt: resumes.createdAt,
          updatedAt: resumes.updatedAt,
          reviewedAt: resumes.reviewedAt,
          uncertainCount: sql<number>`jsonb_array_length(${resumes.uncertainFields})::int`,
          language: sql<string | null>`${resumes.data}->'meta'->>'language'`,
        })
        .from(resumes)
        .where(eq(resumes.userId, user.id))
        .orderBy(desc(resumes.createdAt));
    },

    /** A resume read from an upload, with its original file. */
    async insertUpload(
      tx: DbOrTx,
      user: UserRow,
      input: {
        title: string;
        filename: string;
        data: ResumeData;
        uncertainFields: UncertainField[];
        kind: 'pdf' | 'docx';
        bytes: Uint8Array;
      },
    ) {
      const { title, filename, data, uncertainFields, kind, bytes } = input;
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
    },

    async update(user: UserRow, id: string, patch: ResumePatch) {
      const [row] = await db
        .update(resumes)
        .set(patch)
        .where(and(eq(resumes.id, id), eq(resumes.userId, user.id)))
        .returning();
      return row;
    },

    async remove(user: UserRow, id: string) {
      await db.delete(resumes).where(and(eq(resumes.id, id), eq(resumes.userId, user.id)));
    },

    async originalFile(resumeId: string) {
      const [file] = await db.select().from(resumeFiles).where(eq(resumeFiles.resumeId, resumeId)).limit(1);
      return file;
    },

    async originalContent(resumeId: string) {
      const [file] = await db
        .select({ content: resumeFiles.content })
        .from(resumeFiles)
        .where(eq(resumeFiles.resumeId, resumeId))
        .limit(1);
      return file?.content;
    },

    /**
     * A new reading of a row read by older rules; the update repeats the conditions, so a save that
     * lands meanwhile wins over the reading (then nothing is returned).
     */
    async replaceOlderReading(id: string, patch: ResumePatch) {
      const [updated] = await db
        .update(resumes)
        .set(patch)
        .where(and(eq(resumes.id, id), readByOlderRulesSql))
        .returning();
      return updated;
    },

    async byId(id: string) {
      const [row] = await db.select().from(resumes).where(eq(resumes.id, id)).limit(1);
      return row;
    },

    /** Rows read by older rules (any user's), in id order, a page at a time after `after`. */
    olderReadings(after: string) {
      return db
        .select()
        .from(resumes)
        .where(and(gt(resumes.id, after), readByOlderRulesSql))
        .orderBy(asc(resumes.id))
        .limit(50);
    },
  };
}
