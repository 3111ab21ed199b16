import type { FastifyInstance } from 'fastify';
import { READER_VERSION, ResumeReadError } from '@tailor/resume';
import { cleanDeep } from '../../../lib/text.ts';
import { ParseTimeoutError, type ParsePool } from '../../../lib/parse-pool.ts';
import type { ResumeRow } from './mapping.ts';
import { readByOlderRules, type ResumePatch, type ResumesRepository } from './repository.ts';

/** Uploads read by an older edition of the reading rules, read again from their originals. */
export function rereading(app: FastifyInstance, parser: ParsePool, repo: ResumesRepository) {
  /**
   * The row as the current rules read its original, when it qualifies (see readByOlderRules).
   * The update repeats the conditions, so a save that lands meanwhile wins over the reading.
   */
  const readAgain = async (
    row: ResumeRow,
  ): Promise<{ row: ResumeRow; outcome: 'unchanged' | 'reread' | 'kept' }> => {
    if (!readByOlderRules(row)) return { row, outcome: 'unchanged' };
    const content = await repo.originalContent(row.id);
    let patch: ResumePatch = { readerVersion: READER_VERSION };
    if (content) {
      try {
        const parsed = cleanDeep(await parser.parse(content));
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
    const updated = await repo.replaceOlderReading(row.id, patch);
    if (!updated) {
      const current = await repo.byId(row.id);
      return { row: current ?? row, outcome: 'unchanged' };
    }
    if (patch.data === undefined) return { row: updated, outcome: 'kept' };
    app.renders.forget(row.id);
    await app.sessionCache.invalidate(row.userId);
    return { row: updated, outcome: 'reread' };
  };

  return {
    withCurrentReading: async (row: ResumeRow) => (await readAgain(row)).row,
    async rereadOlderUploads() {
      let reread = 0;
      let kept = 0;
      // In id order, a page at a time: rows that stay behind (a failed reading) are passed over.
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const page = await repo.olderReadings(after);
        if (page.length === 0) return { reread, kept };
        for (const row of page) {
          const { outcome } = await readAgain(row);
          if (outcome === 'reread') reread++;
          if (outcome === 'kept') kept++;
        }
        after = page[page.length - 1]!.id;
      }
    },
  };
}
