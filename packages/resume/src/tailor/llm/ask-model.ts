import type { APICallError as ApiCallErrorClass } from 'ai';
import { LlmProviderError } from '../errors.ts';
import type { LlmSettings } from '../types.ts';
import { llmAnswerSchema, type LlmAnswer } from './answer.ts';

/** The model SDK, loaded with the first call: a product with no model configured never carries it. */
const sdk = async () => {
  const [ai, provider] = await Promise.all([import('ai'), import('@ai-sdk/openai-compatible')]);
  return { ...ai, createOpenAICompatible: provider.createOpenAICompatible };
};

function describe(APICallError: typeof ApiCallErrorClass, error: unknown): string {
  if (APICallError.isInstance(error)) return `HTTP ${error.statusCode ?? '?'}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

function retryable(APICallError: typeof ApiCallErrorClass, error: unknown): boolean {
  // Bad key, unknown model, bad request: asking again will not help.
  if (APICallError.isInstance(error)) return error.isRetryable || (error.statusCode ?? 500) >= 500;
  return true;
}

/**
 * One call to the model, with our own retry loop: the SDK retries HTTP errors only, but an answer
 * that is not valid JSON or misses the schema is worth asking again too. `timeoutMs` bounds the
 * whole call, retries included, so a request never waits longer than the operator allowed.
 */
export async function askModel(settings: LlmSettings, system: string, prompt: string): Promise<LlmAnswer> {
  const timeoutMs = settings.timeoutMs ?? 60_000;
  const maxRetries = settings.maxRetries ?? 2;
  const { APICallError, createOpenAICompatible, generateText, Output } = await sdk();
  const provider = createOpenAICompatible({
    name: 'tailor',
    baseURL: settings.baseUrl.replace(/\/+$/, ''),
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    supportsStructuredOutputs: true,
  });
  const model = provider.chatModel(settings.model);
  const deadline = Date.now() + timeoutMs;
  const caller = settings.signal;
  caller?.throwIfAborted();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const cancel = () => controller.abort(caller?.reason);
  caller?.addEventListener('abort', cancel, { once: true });
  let lastError: unknown;
  try {
    for (let attempt = 0; attempt <= maxRetries; attempt++) {
      try {
        const result = await generateText({
          model,
          system,
          prompt,
          output: Output.object({ schema: llmAnswerSchema, name: 'tailored_application' }),
          temperature: 0.2,
          maxRetries: 0,
          abortSignal: controller.signal,
        });
        return result.output;
      } catch (error) {
        if (caller?.aborted) throw caller.reason;
        if (controller.signal.aborted || Date.now() >= deadline) {
          throw new LlmProviderError('timeout', `AI provider did not answer within ${timeoutMs} ms`, {
            cause: error,
          });
        }
        lastError = error;
        if (!retryable(APICallError, error)) break;
        const wait = Math.min(250 * 2 ** attempt, 2000, deadline - Date.now());
        if (attempt < maxRetries && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        caller?.throwIfAborted();
      }
    }
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', cancel);
  }
  throw new LlmProviderError('failed', `AI provider failed: ${describe(APICallError, lastError)}`, {
    cause: lastError,
  });
}
