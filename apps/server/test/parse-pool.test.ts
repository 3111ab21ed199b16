import { expect, test } from 'vitest';
import { ResumeReadError } from '@tailor/resume';
import { ParsePool, ParseTimeoutError } from '../src/lib/parse-pool.ts';
import { resumeDocx, resumePdf } from './fixtures/documents.ts';
import { manyParagraphsDocx } from './fixtures/hostile.ts';

test(
  'files are read in worker threads: results, read errors, and a budget that stops a slow read',
  { timeout: 60_000 },
  async () => {
    const pool = new ParsePool(1, 20_000);
    try {
      // Past its budget a read is abandoned (the worker is stopped) and says so.
      await expect(pool.parse(await resumePdf(), 5)).rejects.toBeInstanceOf(ParseTimeoutError);
      // The pool goes on with a fresh worker.
      const parsed = await pool.parse(await resumeDocx());
      expect(parsed.kind).toBe('docx');
      expect(parsed.data.basics.name).toBe('Camille Dubois');
      // Read errors come back as themselves, with their reason.
      const refused = await pool.parse(manyParagraphsDocx()).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ResumeReadError);
      expect((refused as ResumeReadError).reason).toBe('too_large');
    } finally {
      await pool.close();
    }
  },
);

test(
  "a new thread's start (loading the reader) is not counted in a file's budget",
  { timeout: 120_000 },
  async () => {
    // Loading the reader from source takes seconds (more on a busy machine); reading this file, well under one.
    const pool = new ParsePool(1, 5_000);
    try {
      const parsed = await pool.parse(await resumeDocx());
      expect(parsed.kind).toBe('docx');
    } finally {
      await pool.close();
    }
  },
);

test(
  'with every thread busy, the waiting file whose sender spent least reading time is read first',
  { timeout: 120_000 },
  async () => {
    const pool = new ParsePool(1, 60_000);
    try {
      const docx = await resumeDocx();
      // The thread is busy with a first file; then one from a costly sender, then one from a new sender.
      const order: string[] = [];
      const read = (name: string, spentMs: number) =>
        pool.parse(docx, 60_000, spentMs).then(() => order.push(name));
      await Promise.all([read('first', 0), read('costly sender', 50_000), read('new sender', 0)]);
      expect(order).toEqual(['first', 'new sender', 'costly sender']);
    } finally {
      await pool.close();
    }
  },
);
