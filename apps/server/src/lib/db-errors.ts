/** Drizzle wraps driver errors; PostgreSQL and PGlite both carry the SQLSTATE in `code`. */
export function sqlState(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';

/** A row refers to one that is gone (deleted while the request ran). */
export const FOREIGN_KEY_VIOLATION = '23503';
