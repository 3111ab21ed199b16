import { parentPort } from 'node:worker_threads';
import { parseResumeFile, ResumeReadError } from '@tailor/resume';

/** Reads one resume file per message, off the server's event loop. */
export interface ParseRequest {
  id: number;
  bytes: Uint8Array;
}
export type ParseAnswer =
  | { id: number; ok: true; result: Awaited<ReturnType<typeof parseResumeFile>> }
  | {
      id: number;
      ok: false;
      readError?: { reason: ResumeReadError['reason']; message: string };
      message: string;
    };

parentPort?.on('message', async ({ id, bytes }: ParseRequest) => {
  let answer: ParseAnswer;
  try {
    answer = { id, ok: true, result: await parseResumeFile(bytes) };
  } catch (err) {
    answer =
      err instanceof ResumeReadError
        ? { id, ok: false, readError: { reason: err.reason, message: err.message }, message: err.message }
        : { id, ok: false, message: err instanceof Error ? err.message : String(err) };
  }
  parentPort!.postMessage(answer);
});

/**
 * Ready once the reader's code is loaded (pdf.js loads on the first PDF): a blank one-page PDF is
 * read, its refusal ignored. The pool starts a file's time budget only then, so starting a thread
 * on a busy machine is never counted as reading a file.
 */
const BLANK_PDF =
  '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
await parseResumeFile(new TextEncoder().encode(BLANK_PDF)).catch(() => undefined);
parentPort?.postMessage({ ready: true });
