import { parentPort } from 'node:worker_threads';
import { loadPdfJs, parseResumeFile, ResumeReadError } from '@tailor/resume';
import { currentThreadId, lowerThreadPriority } from '../lib/thread-priority.ts';

// Reading waits for the event loop, never the other way round. A file's budget is this thread's
// CPU time, read by the pool from the thread id sent with the ready message, so waiting for a core
// at this priority costs the file nothing.
lowerThreadPriority();

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

// Ready once the reader's code is loaded, the PDF reader's too: the pool starts a file's time budget
// only then, so starting a thread (and replacing one after a file that overran) is not counted as
// reading a file, and the first PDF a thread reads is not refused for loading what every PDF needs.
await loadPdfJs();
parentPort?.postMessage({ ready: true, tid: currentThreadId() });
