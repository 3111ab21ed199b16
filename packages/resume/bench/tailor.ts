/*
 * Tailoring benchmark: `npx tsx packages/resume/bench/tailor.ts`
 * - offline engine: median and p95 ms per tailoring over the test resume/job pairs;
 * - LLM engine: time spent beyond the model (prompt building, HTTP, schema check, fact guard),
 *   measured against a local OpenAI-compatible server that answers instantly.
 * Prints a readable table, then one JSON line.
 */
import { performance } from 'node:perf_hooks';
import { tailorResume } from '../src/tailor/index.ts';
import { promptOf, startFakeProvider } from '../test/tailor/fake-provider.ts';
import { pairs } from '../test/tailor/fixtures.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const today = new Date('2026-03-02T09:00:00Z');

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
const round = (n: number): number => Math.round(n * 100) / 100;

// Warm-up: JIT and the vocabulary index.
for (const p of pairs) await tailorResume({ resume: p.resume, job: p.job, today });

const offline: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  for (const p of pairs) {
    const t0 = performance.now();
    await tailorResume({ resume: p.resume, job: p.job, today });
    offline.push(performance.now() - t0);
  }
}

// The model answers at once with a plausible edit of the first editable field, so all the time
// measured is ours (and the loopback HTTP round trip).
let serverMs = 0;
const provider = await startFakeProvider((call) => {
  const t0 = performance.now();
  const prompt = promptOf(call);
  const field = prompt.editableFields[0];
  const content = JSON.stringify({
    summary: `Experienced candidate for the ${prompt.job.position} role.`,
    edits: field ? [{ path: field.path, before: field.text, after: field.text }] : [],
    coverLetter: {
      paragraphs: [
        `I am applying for the ${prompt.job.position} role at ${prompt.job.employer}.`,
        'Thank you.',
      ],
    },
  });
  serverMs += performance.now() - t0;
  return { content };
});
const llm: number[] = [];
try {
  const llmSettings = { baseUrl: provider.baseUrl, model: 'bench', timeoutMs: 10_000 };
  for (const p of pairs)
    await tailorResume({ resume: p.resume, job: p.job, engine: 'llm', llm: llmSettings, today });
  for (let r = 0; r < Math.max(3, Math.floor(ROUNDS / 4)); r++) {
    for (const p of pairs) {
      serverMs = 0;
      const t0 = performance.now();
      await tailorResume({ resume: p.resume, job: p.job, engine: 'llm', llm: llmSettings, today });
      llm.push(performance.now() - t0 - serverMs);
    }
  }
} finally {
  await provider.close();
}

const result = {
  bench: 'tailor',
  pairs: pairs.length,
  offline_runs: offline.length,
  offline_median_ms: round(quantile(offline, 0.5)),
  offline_p95_ms: round(quantile(offline, 0.95)),
  llm_runs: llm.length,
  llm_overhead_median_ms: round(quantile(llm, 0.5)),
  llm_overhead_p95_ms: round(quantile(llm, 0.95)),
};
console.log(
  `offline tailoring: median ${result.offline_median_ms} ms, p95 ${result.offline_p95_ms} ms over ${result.offline_runs} runs (${pairs.length} pairs)`,
);
console.log(
  `llm path overhead beyond model time: median ${result.llm_overhead_median_ms} ms, p95 ${result.llm_overhead_p95_ms} ms over ${result.llm_runs} runs`,
);
console.log(JSON.stringify(result));
