import { afterEach, vi } from 'vitest';

// A test that makes the product log an error has found a defect, even if its assertions pass.
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  if (errors.length) {
    const logged = errors
      .splice(0)
      .map((a) => a.map(String).join(' '))
      .join('\n');
    throw new Error(`console.error was called:\n${logged}`);
  }
});
