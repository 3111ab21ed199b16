/**
 * The AI provider could not give a usable answer: `timeout` when it did not answer within the
 * budget (the server answers 504), `failed` for anything else (HTTP error, unreachable, answers
 * that never fit the schema; the server answers 502).
 */
export class LlmProviderError extends Error {
  readonly kind: 'failed' | 'timeout';

  constructor(kind: 'failed' | 'timeout', message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LlmProviderError';
    this.kind = kind;
  }
}
