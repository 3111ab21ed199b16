import { expect, test } from 'vitest';
import { ResumeReadError } from '@tailor/resume';
import { ParsePool, ParseTimeoutError } from '../src/lib/parse-pool.ts';
import { resumeDocx, resumePdf } from './fixtures/documents.ts';
import { denseTextPdf, manyParagraphsDocx } from './fixtures/hostile.ts';

test(
  'files are read in worker threads: results, read errors, and a budget that stops a slow read',
  { timeout: 60_000 },
  async () => {
    const pool = new ParsePool(1, 20_000);
    try {
      // Past its budget a read is abandoned (the worker is stopped) and says so.
      await expect(pool.parse(await resumePdf(), { budgetMs: 5 })).rejects.toBeInstanceOf(ParseTimeoutError);
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
        pool.parse(docx, { budgetMs: 60_000, spentMs }).then(() => order.push(name));
      await Promise.all([read('first', 0), read('costly sender', 50_000), read('new sender', 0)]);
      expect(order).toEqual(['first', 'new sender', 'costly sender']);
    } finally {
      await pool.close();
    }
  },
);

test(
  "the budget is the parse thread's CPU time: a file that keeps the reader busy is stopped by it",
  { timeout: 120_000 },
  async () => {
    // A wall-time ceiling far away, so only the CPU time can stop this read.
    const pool = new ParsePool(1, 60_000, 1_000);
    try {
      let charged = 0;
      const stopped = await pool
        .parse(await denseTextPdf(1), { budgetMs: 300, onSpent: (ms) => (charged = ms) })
        .catch((e: unknown) => e);
      expect(stopped).toBeInstanceOf(ParseTimeoutError);
      expect((stopped as ParseTimeoutError).limit).toBe('cpu');
      // Charged the CPU time it used: the budget, overrun by at most a few readings of it.
      expect(charged).toBeGreaterThan(300);
      expect(charged).toBeLessThan(2_000);
    } finally {
      await pool.close();
    }
  },
);
