/**
 * The reading sets live beside the repository (../shared/corpus). Where they are missing, their tests
 * are skipped on a developer's machine, with a warning, but fail in CI (`CI` set): a CI run that
 * silently measured nothing would look green.
 */
import { test } from 'vitest';

/** True when the set is there. Otherwise warns, and in CI registers one failing test naming what is missing. */
export function corpusPresent(present: boolean, what: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (present) return true;
  const message = `${what} not found (set TAILOR_CORPUS to the corpus folder)`;
  if (isCi(env))
    test(`${what} are present`, () => {
      throw new Error(`${message}: CI must measure reading on the sets`);
    });
  else console.warn(`Skipping: ${message}.`);
  return false;
}

export function isCi(env: NodeJS.ProcessEnv): boolean {
  const value = env.CI?.trim().toLowerCase();
  return !!value && value !== 'false' && value !== '0';
}
