import { expect, test } from 'vitest';
import { isCi } from './corpus-gate.ts';

test('CI is recognised from the CI variable as CI services set it, and not when it says false', () => {
  expect(isCi({ CI: 'true' })).toBe(true);
  expect(isCi({ CI: '1' })).toBe(true);
  expect(isCi({})).toBe(false);
  expect(isCi({ CI: 'false' })).toBe(false);
  expect(isCi({ CI: '0' })).toBe(false);
  expect(isCi({ CI: '' })).toBe(false);
});
