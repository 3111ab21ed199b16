import { expect, test } from 'vitest';
import { LlmProviderError, tailorResume } from '../../src/tailor/index.ts';
import { startFakeProvider } from './fake-provider.ts';
import { backendDev, backendJob } from './fixtures.ts';
import { goodLetter, today } from './llm-setup.ts';

test('malformed JSON is asked again, then reported as a provider failure', async () => {
  const provider = await startFakeProvider(() => ({ content: '{"summary": "Backend engineer", "edits": [' }));
  try {
    const error = await tailorResume({
      resume: backendDev,
      job: backendJob,
      engine: 'llm',
      llm: { baseUrl: provider.baseUrl, model: 'm', maxRetries: 2, timeoutMs: 10_000 },
      today,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmProviderError);
    expect((error as LlmProviderError).kind).toBe('failed');
    expect(provider.calls).toHaveLength(3);
  } finally {
    await provider.close();
  }
});

test('an answer that misses the schema once is retried and the second answer used', async () => {
  const provider = await startFakeProvider((_call, index) =>
    index === 0
      ? { content: '{"text": "Here is your tailored resume!"}' }
      : {
          content: JSON.stringify({
            summary: 'Backend engineer at Paylane.',
            edits: [],
            coverLetter: { paragraphs: goodLetter },
          }),
        },
  );
  try {
    const result = await tailorResume({
      resume: backendDev,
      job: backendJob,
      engine: 'llm',
      llm: { baseUrl: provider.baseUrl, model: 'm' },
      today,
    });
    expect(provider.calls).toHaveLength(2);
    expect(result.resume.basics.summary).toBe('Backend engineer at Paylane.');
  } finally {
    await provider.close();
  }
});

test('a provider slower than timeoutMs is a timeout error, raised on time', async () => {
  const provider = await startFakeProvider(() => ({ content: '{}', delayMs: 5000 }));
  try {
    const started = Date.now();
    const error = await tailorResume({
      resume: backendDev,
      job: backendJob,
      engine: 'llm',
      llm: { baseUrl: provider.baseUrl, model: 'm', timeoutMs: 400 },
      today,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmProviderError);
    expect((error as LlmProviderError).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  } finally {
    await provider.close();
  }
});

test('HTTP 500 is retried, then a provider failure; 401 is not retried', async () => {
  const failing = await startFakeProvider(() => ({
    status: 500,
    body: { error: { message: 'upstream exploded' } },
  }));
  try {
    const error = await tailorResume({
      resume: backendDev,
      job: backendJob,
      engine: 'llm',
      llm: { baseUrl: failing.baseUrl, model: 'm', maxRetries: 1 },
      today,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmProviderError);
    expect((error as LlmProviderError).kind).toBe('failed');
    expect((error as Error).message).toMatch(/500/);
    expect(failing.calls).toHaveLength(2);
  } finally {
    await failing.close();
  }

  const denied = await startFakeProvider(() => ({ status: 401, body: { error: { message: 'bad key' } } }));
  try {
    const error = await tailorResume({
      resume: backendDev,
      job: backendJob,
      engine: 'llm',
      llm: { baseUrl: denied.baseUrl, model: 'm', maxRetries: 3 },
      today,
    }).catch((e: unknown) => e);
    expect((error as LlmProviderError).kind).toBe('failed');
    expect(denied.calls).toHaveLength(1);
  } finally {
    await denied.close();
  }
});

test('an unreachable provider is a provider failure', async () => {
  const provider = await startFakeProvider(() => ({ content: '{}' }));
  const { baseUrl } = provider;
  await provider.close();
  const error = await tailorResume({
    resume: backendDev,
    job: backendJob,
    engine: 'llm',
    llm: { baseUrl, model: 'm', maxRetries: 0 },
    today,
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(LlmProviderError);
  expect((error as LlmProviderError).kind).toBe('failed');
});

test("engine 'llm' without settings is a caller error", async () => {
  await expect(tailorResume({ resume: backendDev, job: backendJob, engine: 'llm' })).rejects.toThrow(
    /llm settings/,
  );
});
