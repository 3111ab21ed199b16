/** Why a file could not be read. The server maps `unsupported` to 415, `too_large` to 413, the rest to 422. */
export type ResumeReadReason = 'unsupported' | 'unreadable' | 'no_text' | 'too_large';

export class ResumeReadError extends Error {
  override readonly name = 'ResumeReadError';
  readonly reason: ResumeReadReason;

  constructor(reason: ResumeReadReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
  }
}
