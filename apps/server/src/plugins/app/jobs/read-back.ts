import type { FastifyInstance } from 'fastify';
import type { ReadBack } from '@tailor/contract';
import type { ResumeData } from '@tailor/resume';

/**
 * A stored CV read back as an applicant-tracking system reads it, in a render worker, once per
 * rendered PDF (the result is stored with it). Null when the reading failed: the documents are
 * still good, and the page says nothing rather than something wrong.
 */
export async function readBackCv(
  app: FastifyInstance,
  pdf: Uint8Array,
  data: ResumeData,
): Promise<ReadBack | null> {
  try {
    return await app.renders.pool.readBack(pdf, data);
  } catch (err) {
    app.log.warn({ err }, 'reading a rendered CV back failed');
    return null;
  }
}
