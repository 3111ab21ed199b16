import type { FastifyServerOptions } from 'fastify';
import { sqlState } from './db-errors.ts';

/** No string in a log line is longer than this; a whole line stays well under 64 kB. */
export const LOG_STRING_MAX = 2000;
const LOG_ARRAY_MAX = 20;
const LOG_KEYS_MAX = 40;
const LOG_DEPTH_MAX = 5;

/** Every field that can hold a credential, wherever it appears in a logged object. */
const SECRET_KEYS = [
  'password',
  'new_password',
  'current_password',
  'passwordHash',
  'password_hash',
  'otp',
  'code_hash',
  'codeHash',
  'token',
  'token_id',
  'access_token',
  'jwt',
  'secret',
  'apiKey',
  'api_key',
  'authorization',
  'cookie',
  'stripe-signature',
];

const cut = (s: string) =>
  s.length > LOG_STRING_MAX
    ? `${s.slice(0, LOG_STRING_MAX)}… [${s.length - LOG_STRING_MAX} more characters]`
    : s;

/** A copy of a log object with long strings cut, big arrays and objects shortened and depth bounded. */
export function capForLog(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cut(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return serializeError(value);
  if (depth >= LOG_DEPTH_MAX) return '[nested too deep]';
  if (Array.isArray(value)) {
    const head = value.slice(0, LOG_ARRAY_MAX).map((v) => capForLog(v, depth + 1));
    if (value.length > LOG_ARRAY_MAX) head.push(`[${value.length - LOG_ARRAY_MAX} more items]`);
    return head;
  }
  if (ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  // Requests, replies and other class instances are left to their own serializers.
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [key, v] of entries.slice(0, LOG_KEYS_MAX)) {
    out[key] = SECRET_KEYS.includes(key) ? '[redacted]' : capForLog(v, depth + 1);
  }
  if (entries.length > LOG_KEYS_MAX) out['…'] = `${entries.length - LOG_KEYS_MAX} more keys`;
  return out;
}

/**
 * An error as it is logged. A failed query keeps its statement and what PostgreSQL says about it
 * (SQLSTATE, constraint, table, column), never its parameters: they hold emails, password hashes
 * and whole resumes. The driver's `detail` repeats the values ("Key (email)=(...)"), so it goes too.
 */
export function serializeError(err: unknown, depth = 0): Record<string, unknown> {
  if (!(err instanceof Error)) {
    return err !== null && typeof err === 'object'
      ? (capForLog(err, depth) as Record<string, unknown>)
      : { message: cut(String(err)) };
  }
  const e = err as Error & Record<string, unknown>;
  const out: Record<string, unknown> = { type: e.name || e.constructor?.name || 'Error' };
  if (typeof e.query === 'string' && 'params' in e) {
    out.message = cut(`Failed query: ${e.query}`);
    out.sqlState = sqlState(e);
    const cause = e.cause as Record<string, unknown> | undefined;
    for (const key of ['constraint', 'table', 'column', 'routine'] as const) {
      const v = cause?.[key];
      if (typeof v === 'string') out[key] = v;
    }
    if (cause && typeof cause.message === 'string') out.cause = cut(cause.message);
  } else {
    out.message = cut(e.message);
    if (typeof e.code === 'string') out.code = e.code;
    if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
    if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  }
  // The stack's first lines repeat the message (the parameters, for a failed query): frames only.
  if (typeof e.stack === 'string') {
    const frames = e.stack
      .split('\n')
      .filter((l) => /^\s+at /.test(l))
      .slice(0, 12);
    out.stack = cut([`${out.type}: ${String(out.message)}`, ...frames].join('\n'));
  }
  return out;
}

/** pino settings of the server: credentials redacted, database parameters dropped, lines bounded. */
export function loggerOptions(config: { logLevel: string }): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["stripe-signature"]',
        ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`]),
      ],
      censor: '[redacted]',
    },
    serializers: {
      // fastify's type wants pino's shape ({type, message, stack}); ours may leave the stack out.
      err: (err: unknown) => serializeError(err) as { type: string; message: string; stack: string },
      error: (err: unknown) => serializeError(err),
    },
    formatters: {
      log: (object: Record<string, unknown>) => capForLog(object) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args, method) {
        // The message itself (the last string argument) is bounded as well.
        const capped = args.map((a) => (typeof a === 'string' ? cut(a) : a)) as typeof args;
        return method.apply(this, capped);
      },
    },
  };
}
