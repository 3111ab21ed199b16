import { expect, test } from 'vitest';
import { OnePerKey, TooManyWaitingError } from '../src/lib/one-per-key.ts';

const tick = () => new Promise((r) => setTimeout(r, 5));

test('one task per key at a time, in order; other keys do not wait; past maxWaiting, refused', async () => {
  const lines = new OnePerKey(1);
  const log: string[] = [];
  let release!: () => void;
  const first = lines.run('ada', async () => {
    log.push('ada 1 starts');
    await new Promise<void>((r) => (release = r));
    log.push('ada 1 ends');
  });
  const second = lines.run('ada', async () => void log.push('ada 2 runs'));
  await expect(lines.run('ada', async () => undefined)).rejects.toBeInstanceOf(TooManyWaitingError);
  await lines.run('grace', async () => void log.push('grace runs'));
  await tick();
  expect(log).toEqual(['ada 1 starts', 'grace runs']);
  release();
  await Promise.all([first, second]);
  expect(log).toEqual(['ada 1 starts', 'grace runs', 'ada 1 ends', 'ada 2 runs']);
  // A failed task frees the line too.
  await expect(lines.run('ada', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
  expect(await lines.run('ada', async () => 'free')).toBe('free');
});
