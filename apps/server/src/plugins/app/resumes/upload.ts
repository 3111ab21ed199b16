import type { FastifyInstance } from 'fastify';
import { ErrorCode, type Resume, type UncertainField } from '@tailor/contract';
import { ResumeReadError, sniffFileKind, type ResumeData } from '@tailor/resume';
import { AppError } from '../../../errors.ts';
import { cleanDeep } from '../../../lib/text.ts';
import { ParseTimeoutError, type ParsePool } from '../../../lib/parse-pool.ts';
import { OnePerKey, TooManyWaitingError } from '../../../lib/one-per-key.ts';
import type { UserRow } from '../auth.ts';
import type { RateRule } from '../rate-counters.ts';
import { LIMIT_DETAILS } from '../limits.ts';
import { readErrorToAppError, toResume } from './mapping.ts';
import type { ResumesRepository } from './repository.ts';

/**
 * What one user's uploads may cost, counted whether the file reads or not: a file that is slow to
 * read (a compressed bomb, a page of tiny text) costs its sender, never the other users.
 * - perUser: files read per window.
 * - readingMs: milliseconds of reading (CPU time of the parse threads) per window; once used up,
 *   uploads answer 429 until the window ends. A file stopped at the 15 s budget costs 15,000.
 * - waitingPerUser: one file of a user is read at a time; this many more wait their turn, beyond
 *   that 429. So one user holds at most one parse thread, however many files they send at once.
 */
export const UPLOAD_LIMITS = {
  perUser: { max: 10, windowMs: 60_000 } satisfies RateRule,
  readingMs: { max: 60_000, windowMs: 10 * 60_000 } satisfies RateRule,
  waitingPerUser: 2,
};

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Uploads: admitted under the sender's UPLOAD_LIMITS, read in the parse threads, then stored. */
export function uploads(app: FastifyInstance, parser: ParsePool, repo: ResumesRepository) {
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
        // What the user spent decides their place when every thread is busy (least first).
        const spentMs = await app.rateCounters.recent('upload-reading-ms', user.id, UPLOAD_LIMITS.readingMs);
        // Charged what the reading cost, whatever it gives: CPU time of the parse thread (time
        // spent waiting for a thread or a core is not the file's doing).
        let readingMs = 0;
        try {
          return await parser.parse(bytes, { spentMs, onSpent: (ms) => (readingMs = ms) });
        } finally {
          await app.rateCounters.add('upload-reading-ms', user.id, readingMs, UPLOAD_LIMITS.readingMs);
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

  const upload = async (
    user: UserRow,
    { title, filename, bytes }: { title: string; filename: string; bytes: Uint8Array },
  ): Promise<Resume> => {
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
      return repo.insertUpload(tx, user, { title, filename, data, uncertainFields, kind, bytes });
    });
    return toResume(row);
  };

  return { admitUpload, upload };
}
