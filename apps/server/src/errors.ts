import { ErrorCode } from '@tailor/contract';

/** A failure the client should see: services throw it, the error handler answers {detail, code}. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError(ErrorCode.notFound, 404, `${what} not found`);
