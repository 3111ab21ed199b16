import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ErrorCode, TOKEN_INVALID_DETAIL, type GenerationSummary } from '@tailor/contract';
import { AppError, notFound } from '../../../errors.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { generations, jobs, users } from '../../../db/schema.ts';
import { isUuid } from '../../../lib/http.ts';
import type { UserRow } from '../auth.ts';
import { readPostingLanguage, toSummary, type GenerationRow, type JobRow } from './mapping.ts';

/* The queries of applications and their generations, each scoped to the user who owns them. */

export type JobsRepository = ReturnType<typeof jobsRepository>;
export type JobInput = { position: string; employer: string; job_description: string };

export const noGenerationYet = () =>
  new AppError(ErrorCode.noGeneration, 404, 'No documents yet for this application: generate them first.');

export function jobsRepository(db: Db) {
  const summaryColumns = {
    id: generations.id,
    jobId: generations.jobId,
    engine: generations.engine,
    language: generations.language,
    // Kept with the provenance when generated; null on older rows.
    resumeLanguage: sql<string | null>`${generations.provenance}->>'resumeLanguage'`.as('resume_language'),
    match: generations.match,
    createdAt: generations.createdAt,
  };

  /**
   * The applications list, the most frequent signed-in read: one round trip, each application
   * with its latest generation beside it, built once and prepared (named on PostgreSQL).
   */
  const latest = db
    .select(summaryColumns)
    .from(generations)
    .where(and(eq(generations.jobId, jobs.id), eq(generations.userId, sql.placeholder('userId'))))
    .orderBy(desc(generations.createdAt), desc(generations.id))
    .limit(1)
    .as('latest');
  const listQuery = db
    .select({
      job: jobs,
      latest: {
        id: latest.id,
        jobId: latest.jobId,
        engine: latest.engine,
        language: latest.language,
        resumeLanguage: latest.resumeLanguage,
        match: latest.match,
        createdAt: latest.createdAt,
      },
    })
    .from(jobs)
    .leftJoinLateral(latest, sql`true`)
    .where(eq(jobs.userId, sql.placeholder('userId')))
    .orderBy(desc(jobs.updatedAt))
    .prepare('jobs_list');

  return {
    /** My applications, the latest updated first, each with its latest generation (or null). */
    list: (user: UserRow) => listQuery.execute({ userId: user.id }),

    /** One of my applications; 404 for an id that is not one. */
    async findOwned(user: UserRow, id: string): Promise<JobRow> {
      if (!isUuid(id)) throw notFound('Application');
      const [row] = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.userId, user.id)))
        .limit(1);
      if (!row) throw notFound('Application');
      return row;
    },

    /** The latest generation of each of these jobs (one query). */
    async latestGenerations(user: UserRow, jobIds: string[]): Promise<Map<string, GenerationSummary>> {
      if (!jobIds.length) return new Map();
      const rows = await db
        .selectDistinctOn([generations.jobId], summaryColumns)
        .from(generations)
        .where(and(eq(generations.userId, user.id), inArray(generations.jobId, jobIds)))
        .orderBy(generations.jobId, desc(generations.createdAt), desc(generations.id));
      return new Map(rows.map((r) => [r.jobId, toSummary(r)]));
    },

    /** The job's latest generation; 404 before the first. */
    async latestGeneration(user: UserRow, job: JobRow): Promise<GenerationRow> {
      const [latest] = await db
        .select()
        .from(generations)
        .where(and(eq(generations.jobId, job.id), eq(generations.userId, user.id)))
        .orderBy(desc(generations.createdAt))
        .limit(1);
      if (!latest) throw noGenerationYet();
      return latest;
    },

    async insertJob(tx: DbOrTx, user: UserRow, input: JobInput): Promise<JobRow> {
      const [inserted] = await tx
        .insert(jobs)
        .values({
          userId: user.id,
          position: input.position,
          employer: input.employer,
          jobDescription: input.job_description,
          postingLanguage: readPostingLanguage(input),
        })
        .returning();
      return inserted!;
    },

    async updateJob(user: UserRow, id: string, input: JobInput): Promise<JobRow | undefined> {
      const [row] = await db
        .update(jobs)
        .set({
          position: input.position,
          employer: input.employer,
          jobDescription: input.job_description,
          postingLanguage: readPostingLanguage(input),
          updatedAt: new Date(),
        })
        .where(and(eq(jobs.id, id), eq(jobs.userId, user.id)))
        .returning();
      return row;
    },

    async deleteJob(user: UserRow, id: string): Promise<void> {
      await db.delete(jobs).where(and(eq(jobs.id, id), eq(jobs.userId, user.id)));
    },

    /** Stores a generation's row; its id and time. */
    async insertGeneration(tx: DbOrTx, values: typeof generations.$inferInsert) {
      const [generation] = await tx
        .insert(generations)
        .values(values)
        .returning({ id: generations.id, createdAt: generations.createdAt });
      return generation!;
    },

    /** Counts one more generation on the job, which moves it to the top of the list. */
    async countGeneration(tx: DbOrTx, jobId: string): Promise<JobRow> {
      const [updated] = await tx
        .update(jobs)
        .set({ genCount: sql`${jobs.genCount} + 1`, updatedAt: new Date() })
        .where(eq(jobs.id, jobId))
        .returning();
      return updated!;
    },

    /** Saves a generation's corrected documents; undefined when it is not mine (any more). */
    async updateGeneration(
      user: UserRow,
      id: string,
      set: Pick<
        typeof generations.$inferInsert,
        'tailoredResume' | 'coverLetter' | 'cvPdf' | 'coverPdf' | 'readBack' | 'provenance'
      >,
    ): Promise<GenerationRow | undefined> {
      const [row] = await db
        .update(generations)
        .set(set)
        .where(and(eq(generations.id, id), eq(generations.userId, user.id)))
        .returning();
      return row;
    },

    /** Keeps the read-back of a generation's CV, unless one was stored meanwhile (its CV saved again). */
    async keepReadBack(user: UserRow, id: string, readBack: unknown): Promise<void> {
      await db
        .update(generations)
        .set({ readBack })
        .where(and(eq(generations.id, id), eq(generations.userId, user.id), isNull(generations.readBack)));
    },

    /**
     * What disappeared while a generation ran (its row could not be stored): the account (then the
     * token is no longer valid, as on any other call), the application, or the resume.
     */
    async goneMeanwhile(user: UserRow, jobId: string): Promise<AppError> {
      const [account] = await db.select({ id: users.id }).from(users).where(eq(users.id, user.id));
      if (!account) return new AppError(ErrorCode.tokenInvalid, 401, TOKEN_INVALID_DETAIL);
      const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId));
      return notFound(job ? 'Resume' : 'Application');
    },
  };
}
