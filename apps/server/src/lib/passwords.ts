import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { Semaphore } from './semaphore.ts';

/**
 * What a stored hash costs to make. `standard` is OWASP's argon2id baseline: 19 MiB, 2 iterations,
 * 1 lane. `low` (1 MiB, 1 iteration) is for the tests alone, which sign up hundreds of accounts;
 * the configuration refuses it elsewhere. A hash records its own cost: verifying reads it from there.
 * algorithm 2 is Argon2id (the package's enum is a const enum, not importable under isolatedModules).
 */
export const PASSWORD_HASH_COSTS = {
  standard: { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  low: { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const;
export type PasswordHashCost = keyof typeof PASSWORD_HASH_COSTS;

/**
 * Each hash takes a core for tens of milliseconds: at most all cores but one hash at once, so a
 * burst of sign-ins never starves the event loop every other request needs.
 */
const hashing = new Semaphore(Math.max(1, availableParallelism() - 1));

export const hashPassword = (password: string, cost: PasswordHashCost = 'standard') =>
  hashing.run(() => hash(password, PASSWORD_HASH_COSTS[cost]));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing.run(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of one verification so an unknown email answers as slowly as a wrong password. */
export async function verifyAgainstNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
