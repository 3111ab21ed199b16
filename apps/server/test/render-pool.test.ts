import { expect, test } from 'vitest';
import { RenderPool } from '../src/lib/render-pool.ts';
import { sampleResume } from './fixtures/documents.ts';

test(
  'renders given at once across a replacement all answer: a pool is closed only once its renders settle',
  { timeout: 180_000 },
  async () => {
    const pool = new RenderPool({ size: 1, warm: false, recycleAfter: 3 });
    try {
      const edits = Array.from({ length: 8 }, (_, i) => ({
        ...sampleResume,
        basics: { ...sampleResume.basics, label: `Edit ${i}` },
      }));
      const pages = await Promise.all(edits.map((data) => pool.resume('svg', data)));
      expect(pages.every((p) => p.length >= 1 && p[0]!.startsWith('<svg'))).toBe(true);
      expect(pool.started).toBe(3);
      await pool.retired();
    } finally {
      await pool.close();
    }
  },
);
