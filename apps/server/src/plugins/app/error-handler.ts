import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ErrorCode, type ApiError } from '@tailor/contract';
import { AppError } from '../../errors.ts';
import { sqlState } from '../../lib/db-errors.ts';
import { findTextIssue, pastedText } from '../../lib/text.ts';

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message: string;
}

/** "email must be a valid email address" already names its field; a generic zod text gets the path first. */
function validationDetail(path: string, message: string): string {
  const field = path.split('.').pop() ?? '';
  if (
    !field ||
    message.toLowerCase().includes(field.toLowerCase().replace(/_/g, ' ')) ||
    message.toLowerCase().includes(field.toLowerCase())
  ) {
    return message;
  }
  return `${path}: ${message}`;
}

const fastifyCodes: Record<string, { status: number; code: ErrorCode; detail?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ErrorCode.invalidJson,
    detail: 'Body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: ErrorCode.invalidJson,
    detail: 'Body is empty but content-type is application/json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ErrorCode.fileTooLarge,
    detail: 'Request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ErrorCode.validation,
    detail: 'Unsupported content type',
  },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: ErrorCode.fileTooLarge,
    detail: 'File size exceeds 5MB limit',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 400,
    code: ErrorCode.validation,
    detail: 'Expected a multipart/form-data body',
  },
  FST_FILES_LIMIT: { status: 400, code: ErrorCode.validation, detail: 'Send one file only' },
  FST_PARTS_LIMIT: { status: 400, code: ErrorCode.validation, detail: 'Too many parts in the form' },
  FST_FIELDS_LIMIT: { status: 400, code: ErrorCode.validation, detail: 'Too many fields in the form' },
  FST_PROTO_VIOLATION: {
    status: 400,
    code: ErrorCode.validation,
    detail: 'The form holds a forbidden field name',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: ErrorCode.validation,
    detail: 'Content-Length does not match the body',
  },
  FST_ERR_BAD_URL: {
    status: 400,
    code: ErrorCode.validation,
    detail: 'The request path is not valid (bad percent-encoding)',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: ErrorCode.validation,
    detail: 'The request path is too long',
  },
};

/**
 * Errors fastify raises before a route is found (a bad percent-encoding, a path segment past
 * maxParamLength): the same {detail, code}, never the URL echoed back.
 */
export function frameworkErrors(error: { code?: string }, _request: FastifyRequest, reply: FastifyReply) {
  const known = (error.code && fastifyCodes[error.code]) || {
    status: 400,
    code: ErrorCode.validation,
    detail: 'Bad request',
  };
  return reply
    .status(known.status)
    .send({ detail: known.detail ?? 'Bad request', code: known.code } satisfies ApiError);
}

/**
 * Requests Node refuses before Fastify sees them (headers past 16 kB, a request too slow, broken
 * HTTP) are answered in the API's one error shape too, written on the socket, which then closes.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request headers are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'Bad request'];
  const body = JSON.stringify({ detail, code: ErrorCode.validation } satisfies ApiError);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
}

/** The field names a route's schema declares for one part of the request (a zod object's shape). */
function declaredKeys(schema: unknown): Set<string> {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return new Set(shape && typeof shape === 'object' ? Object.keys(shape) : []);
}

/**
 * Where a rejected value came from, for the 400 that names it: a field the route declares (and
 * the list positions under it), never a name the client made up, which would echo the input.
 */
function fieldName(part: 'body' | 'params' | 'querystring', path: string, declared: Set<string>): string {
  const [top = '', ...rest] = path.split('.');
  const generic = part === 'body' ? 'body' : part === 'params' ? 'path' : 'query';
  if (!declared.has(top)) return generic;
  const indices: string[] = [];
  for (const segment of rest) {
    if (!/^\d+$/.test(segment)) break;
    indices.push(segment);
  }
  return [top, ...indices].join('.');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Body fields holding text users paste from elsewhere (see `pastedText`). */
    pastedText?: readonly string[];
  }
}

/** Every failure leaves as {detail, code}; a 500 is logged and says nothing of internals. */
export default fp(
  async (app) => {
    // One check of every string the API accepts, before any schema or handler sees it.
    app.addHook('preValidation', async (request) => {
      // A route's pasted fields are taken as pasted: line breaks of every kind, no invisible controls.
      const body = request.body as Record<string, unknown> | null | undefined;
      for (const field of request.routeOptions.config.pastedText ?? []) {
        const value = body?.[field];
        if (typeof value === 'string') body![field] = pastedText(value);
      }
      const parts = [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ] as const;
      for (const [part, value] of parts) {
        if (value === undefined || value === null || ArrayBuffer.isView(value)) continue;
        const issue = findTextIssue(value);
        if (issue) {
          const declared = declaredKeys(
            (request.routeOptions.schema as Record<string, unknown> | undefined)?.[part],
          );
          throw new AppError(
            ErrorCode.validation,
            400,
            `${fieldName(part, issue.path, declared)} ${issue.problem}`,
          );
        }
      }
    });

    app.setErrorHandler((error, request, reply) => {
      const send = (status: number, body: ApiError, headers: Record<string, string> = {}) =>
        reply.status(status).headers(headers).send(body);

      if (error instanceof AppError) {
        return send(error.status, { detail: error.detail, code: error.code }, error.headers);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        const path = (first?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
        const where = error.validationContext === 'body' ? path : path || error.validationContext || '';
        return send(400, {
          detail: validationDetail(where, first?.message ?? 'Invalid request'),
          code: ErrorCode.validation,
        });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return send(500, { detail: 'Internal server error', code: ErrorCode.internal });
      }
      const e = error as FastifyLikeError;
      const known = e.code ? fastifyCodes[e.code] : undefined;
      if (known) return send(known.status, { detail: known.detail ?? e.message, code: known.code });
      if (e.statusCode === 429) {
        return send(429, { detail: 'Too many requests', code: ErrorCode.rateLimited });
      }
      if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
        request.log.info({ err: error }, 'client error');
        // The framework's own texts may quote the input: answer the status's name instead.
        return send(e.statusCode, {
          detail: STATUS_CODES[e.statusCode] ?? 'Bad request',
          code: ErrorCode.validation,
        });
      }
      // SQLSTATE class 22 (data exception) is a value the database refused: the client's fault.
      if (sqlState(error)?.startsWith('22')) {
        request.log.warn({ err: error }, 'value refused by the database');
        return send(400, { detail: 'A value in the request is not valid', code: ErrorCode.validation });
      }
      request.log.error({ err: error }, 'unexpected error');
      return send(500, { detail: 'Internal server error', code: ErrorCode.internal });
    });
  },
  { name: 'error-handler' },
);
