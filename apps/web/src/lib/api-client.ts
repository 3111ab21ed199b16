import type { TFunction } from 'i18next';
import type { ApiError, ErrorCode } from '@tailor/contract';
import { env } from '../config/env.ts';
import { useAppState } from '../stores/app-state.ts';

/**
 * The exact detail that ends the session. The contract exports it as
 * TOKEN_INVALID_DETAIL; it is repeated here (and checked equal by a test) because any value
 * import from the contract pulls zod into the landing page's bundle.
 */
export const TOKEN_INVALID_DETAIL = 'Token is invalid';

/** Anything that can check an answer: a zod schema from the contract fits. */
export interface AnswerSchema<T> {
  parse: (data: unknown) => T;
}

export class ApiClientError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly detail: string | undefined;

  constructor(status: number, detail?: string, code?: ErrorCode) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = 'ApiClientError';
    this.status = status;
    this.detail = detail;
    this.code = code;
  }
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is for FormData (multipart uploads). */
  body?: unknown;
  /** Validates the answer; without it the answer is trusted as T. */
  schema?: AnswerSchema<T>;
  /** `blob` for downloads; the default reads JSON (or nothing on 204). */
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
}

/** What happens when the server says the token is invalid: wipe everything and start over. */
const forceLogout = (): void => {
  localStorage.clear();
  window.location.reload();
};

const isApiErrorBody = (value: unknown): value is Partial<ApiError> =>
  typeof value === 'object' && value !== null && 'detail' in value;

const readErrorBody = async (response: Response): Promise<Partial<ApiError>> => {
  try {
    const body: unknown = await response.json();
    if (isApiErrorBody(body)) {
      return {
        detail: typeof body.detail === 'string' ? body.detail : undefined,
        code: typeof body.code === 'string' ? body.code : undefined,
      };
    }
  } catch {
    // Not JSON (a proxy page, an empty body): no detail to show.
  }
  return {};
};

const buildUrl = (path: string): string => `${env.apiBase}${path.startsWith('/') ? path : `/${path}`}`;

async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, responseType = 'json', signal } = options;
  const headers = new Headers({ Accept: responseType === 'blob' ? '*/*' : 'application/json' });
  const token = useAppState.getState().token;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path), { method, headers, body: payload, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiClientError(0);
  }

  if (!response.ok) {
    const { detail, code } = await readErrorBody(response);
    if (detail === TOKEN_INVALID_DETAIL) forceLogout();
    throw new ApiClientError(response.status, detail, code);
  }

  if (responseType === 'blob') {
    const blob = await response.blob();
    return (schema ? schema.parse(blob) : blob) as T;
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text === '' ? undefined : JSON.parse(text);
  return schema ? schema.parse(data) : (data as T);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * Codes whose server detail says more than a generic translation could: validation details
 * name the field that is wrong.
 */
const DETAIL_FIRST_CODES: ReadonlySet<string> = new Set(['validation_error', 'invalid_json']);

/**
 * The message a user sees for a failed call: the translated text of the error code, else the
 * server's own detail, else the given fallback (already translated, e.g. t('errors:operationFailed')).
 */
export function getErrorMessage(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof ApiClientError) {
    if (error.code && !DETAIL_FIRST_CODES.has(error.code)) {
      const key = `errors:codes.${error.code}`;
      const translated = t(key, { defaultValue: '' });
      if (translated) return translated;
    }
    if (error.detail) return error.detail;
    return fallback;
  }
  return fallback;
}
