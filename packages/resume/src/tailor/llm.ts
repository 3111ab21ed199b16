import type { APICallError as ApiCallErrorClass } from 'ai';
import { z } from 'zod';
import type { ResumeData } from '../schema/resume.ts';
import { LlmProviderError } from './errors.ts';
import {
  buildFactBase,
  EDITABLE_PATH,
  findInventions,
  findOngoingClaims,
  readPath,
  refusePath,
  resumeTexts,
  writePath,
} from './fact-guard.ts';
import { resumeLines, scoreResume, scoreTailored } from './match.ts';
import { writeCoverLetter } from './letter/write-cover-letter.ts';
import { planTailoring, type TailorPlan } from './plan.ts';
import { writeSummary } from './summary.ts';
import { lineLanguage } from './facts.ts';
import { normTokens, splitSentences, squash, withoutGlyphs } from './text.ts';
import type { Language, LlmSettings, ProvenanceEntry, TailorJob, TailorResult } from './types.ts';

/*
 * The LLM engine. The offline engine reorders first (deterministic); the model then proposes a
 * summary, edits to named fields (each with the text it replaces) and the letter's paragraphs.
 * Every proposal passes the fact guard; what fails is reverted to the offline text and reported.
 */

export const llmAnswerSchema = z.object({
  summary: z.string().describe('Targeted professional summary, 2-4 sentences, only facts from the resume'),
  edits: z
    .array(
      z.object({
        path: z.string().describe('One of the editable field paths given, e.g. work[0].highlights[1]'),
        before: z.string().describe('The exact current text of that field'),
        after: z.string().describe('The rewritten text: same facts, same numbers, wording closer to the job'),
      }),
    )
    .describe('Rewrites of editable fields; leave a field out to keep it'),
  coverLetter: z.object({
    paragraphs: z
      .array(z.string())
      .describe(
        '3 or 4 paragraphs: opening naming position and employer, two paragraphs of real achievements, closing',
      ),
  }),
});
export type LlmAnswer = z.infer<typeof llmAnswerSchema>;

const LANGUAGE_NAME = { en: 'English', fr: 'French', es: 'Spanish' } as const;
const MAX_DESCRIPTION = 8000;

function systemPrompt(language: keyof typeof LANGUAGE_NAME): string {
  return [
    "You tailor a job seeker's resume and write their cover letter for one job posting.",
    'Absolute rule: never invent a fact. Do not add any employer, school, job title, date, number, percentage, amount, certification or skill that the resume does not state. Do not claim a skill the resume lacks even if the job asks for it.',
    'You may rephrase, reorder words, and use the job\'s vocabulary for things the resume really shows (e.g. "k8s" -> "Kubernetes").',
    'Edits: only for the editable fields listed; copy the field\'s current text exactly into "before"; keep every number of the original in "after".',
    `Write the summary and the cover letter in ${LANGUAGE_NAME[language]}. The letter has no greeting, no sign-off and no placeholders such as [Company]: only the body paragraphs.`,
    'Answer with a single JSON object matching the schema, nothing else.',
  ].join('\n');
}

function userPrompt(plan: TailorPlan, job: TailorJob, draftLetter: string[]): string {
  const r = plan.resume;
  const editable = resumeLines(r)
    .filter((l) => EDITABLE_PATH.test(l.path))
    .map((l) => ({ path: l.path, text: l.text }));
  // The facts the model may state: none the reader was unsure of or that reads as something else
  // (plan.facts), so a misread field never becomes the model's sentence either.
  const f = plan.facts;
  const facts = {
    name: f.basics.name,
    label: f.basics.label,
    jobs: f.work.map((w) => ({ employer: w.name, title: w.position, start: w.startDate, end: w.endDate })),
    schools: f.education.map((e) => ({
      school: e.institution,
      degree: e.studyType,
      area: e.area,
      end: e.endDate,
    })),
    skills: r.skills.map((s) => [s.name, ...s.keywords].filter(Boolean).join(': ')),
    languages: r.languages.map((l) => l.language),
  };
  return JSON.stringify(
    {
      job: {
        position: job.position,
        employer: job.employer,
        description: job.description.slice(0, MAX_DESCRIPTION),
      },
      keywordsTheResumeHas: plan.held.map((k) => k.term),
      keywordsTheResumeLacks: plan.keywords.filter((k) => !plan.held.includes(k)).map((k) => k.term),
      facts,
      editableFields: editable,
      draftCoverLetter: draftLetter,
    },
    null,
    1,
  );
}

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

/** The LLM engine: offline reordering, then the model's proposals through the fact guard. */
export async function tailorWithLlm(
  source: ResumeData,
  job: TailorJob,
  today: Date,
  settings: LlmSettings,
  uncertain?: ReadonlyArray<{ path: string; reason?: string }>,
): Promise<TailorResult> {
  const plan = planTailoring(source, job, uncertain);
  // The model's sentences are checked against the facts the reader was sure of, as the offline ones are built from them.
  const offlineSummary = writeSummary(plan, plan.facts, job);
  const offlineLetter = writeCoverLetter(plan, plan.facts, job, today);
  const answer = await askModel(
    settings,
    systemPrompt(plan.language),
    userPrompt(plan, job, offlineLetter.letter.paragraphs),
  );
  const applied = applyAnswer(plan, plan.facts, job, answer, offlineSummary, offlineLetter);
  const before = scoreResume(source, plan.keywords);
  const after = scoreTailored(applied.resume, plan.keywords, job);
  return {
    resume: applied.resume,
    coverLetter: applied.letter,
    report: {
      engine: 'llm',
      language: plan.language,
      match: {
        before: before.score,
        after: after.score,
        matched: after.matched,
        missing: after.missing,
        requirements: plan.requirements,
        fit: plan.fit,
      },
      provenance: applied.provenance,
      reverted: applied.reverted,
    },
  };
}

/** The resume line a written text draws most on (shared content words), or null when none clearly. */
export function closestSource(text: string, source: ResumeData): string | null {
  const words = (t: string): Set<string> =>
    new Set(normTokens(t).filter((w) => w.length > 2 || /\d/.test(w)));
  const target = words(text);
  let best: { path: string; score: number } | null = null;
  for (const line of resumeLines(source)) {
    const own = words(line.text);
    if (own.size < 3) continue;
    let shared = 0;
    for (const w of own) if (target.has(w)) shared++;
    const score = shared / own.size;
    if (score >= 0.5 && (!best || score > best.score)) best = { path: line.path, score };
  }
  return best?.path ?? null;
}

/** A text the model wrote in another language than asked (a bullet pasted untranslated): one language per document. */
function otherLanguage(text: string, language: Language): string[] {
  const foreign = splitSentences(text).find((sentence) => {
    const own = lineLanguage(sentence);
    return own !== null && own !== language;
  });
  return foreign ? [`sentence not in ${language}: "${foreign.slice(0, 60)}"`] : [];
}

/** Apply what the model proposed, keeping only what the fact guard accepts. */
export function applyAnswer(
  plan: TailorPlan,
  source: ResumeData,
  job: TailorJob,
  answer: LlmAnswer,
  offlineSummary: ReturnType<typeof writeSummary>,
  offlineLetter: ReturnType<typeof writeCoverLetter>,
): {
  resume: ResumeData;
  letter: TailorResult['coverLetter'];
  provenance: ProvenanceEntry[];
  reverted: Array<{ path: string; reason: string }>;
} {
  const resume = structuredClone(plan.resume);
  const reverted: Array<{ path: string; reason: string }> = [];
  const resumeBase = buildFactBase(resumeTexts(source));
  // The summary may name the role and employer it targets; it may not claim anything else.
  const summaryBase = buildFactBase([...resumeTexts(source), job.position, job.employer]);
  summaryBase.skills = resumeBase.skills;
  const names = [job.employer, job.position];
  const sourceOf = new Map(plan.provenance.map((p) => [p.path, p.source]));
  const changed = new Map<string, string>();

  // Summary: the model's, if every fact in it is the resume's; else the offline one.
  const summaryProblems = [
    ...findInventions(answer.summary, summaryBase, { names }),
    ...findOngoingClaims(answer.summary, source),
    ...otherLanguage(answer.summary, plan.language),
  ];
  const offlineText = offlineSummary.map((p) => p.text).join(' ');
  if (!answer.summary.trim() || summaryProblems.length) {
    reverted.push({ path: 'basics.summary', reason: summaryProblems.join('; ') || 'empty summary' });
    resume.basics.summary = offlineText;
  } else {
    resume.basics.summary = squash(answer.summary);
  }

  // Field edits: the path must be editable, "before" must be the field's text, "after" must add no fact.
  for (const edit of answer.edits) {
    const refused = refusePath(edit.path);
    if (refused) {
      reverted.push({ path: edit.path, reason: refused });
      continue;
    }
    if (changed.has(edit.path)) {
      reverted.push({ path: edit.path, reason: 'second edit of the same field' });
      continue;
    }
    const current = readPath(plan.resume, edit.path);
    if (typeof current !== 'string' || squash(current) !== squash(edit.before)) {
      reverted.push({ path: edit.path, reason: '"before" does not match the source text' });
      continue;
    }
    // Numbers must come from the line itself: moving a figure to another job would misattribute it.
    const entry = /^work\[(\d+)\]/.exec(edit.path);
    const problems = [
      ...findInventions(edit.after, resumeBase, { numbers: buildFactBase([current]).numbers }),
      ...findOngoingClaims(edit.after, source, {
        own: current,
        entry: entry ? source.work[Number(entry[1])] : undefined,
      }),
    ];
    if (problems.length) {
      reverted.push({ path: edit.path, reason: problems.join('; ') });
      continue;
    }
    if (!edit.after.trim() || !writePath(resume, edit.path, squash(edit.after))) continue;
    changed.set(edit.path, squash(edit.after));
  }

  const provenance: ProvenanceEntry[] = [];
  if (resume.basics.summary === offlineText)
    provenance.push(
      ...offlineSummary.map((p) => ({ path: 'basics.summary', source: p.source, text: p.text })),
    );
  else
    provenance.push({
      path: 'basics.summary',
      source: closestSource(resume.basics.summary ?? '', source),
      text: resume.basics.summary ?? '',
    });
  for (const p of plan.provenance)
    provenance.push(changed.has(p.path) ? { ...p, text: changed.get(p.path)! } : p);
  for (const [path, text] of changed) {
    if (!sourceOf.has(path)) provenance.push({ path, source: path, text });
  }

  // Letter: each paragraph is checked against the resume and the posting; an invented one is dropped.
  const letterBase = buildFactBase([...resumeTexts(source), job.position, job.employer, job.description]);
  letterBase.skills = resumeBase.skills;
  const kept: string[] = [];
  answer.coverLetter.paragraphs.forEach((paragraph, i) => {
    const problems = [
      ...findInventions(paragraph, letterBase, { names }),
      ...findOngoingClaims(paragraph, source),
      ...otherLanguage(paragraph, plan.language),
    ];
    if (/\[[^\]]*\]|\{\{|<[A-Z_ ]+>/.test(paragraph)) problems.push('placeholder left in the text');
    if (problems.length) reverted.push({ path: `coverLetter.paragraphs[${i}]`, reason: problems.join('; ') });
    else if (withoutGlyphs(paragraph)) kept.push(withoutGlyphs(squash(paragraph)));
  });
  const namesEmployer = kept[0]?.toLowerCase().includes(job.employer.trim().toLowerCase()) ?? false;
  let letter = offlineLetter.letter;
  if (kept.length >= 3 && namesEmployer) {
    letter = { ...offlineLetter.letter, paragraphs: kept };
    kept.forEach((text, i) =>
      provenance.push({ path: `coverLetter.paragraphs[${i}]`, source: closestSource(text, source), text }),
    );
  } else {
    if (answer.coverLetter.paragraphs.length) {
      reverted.push({
        path: 'coverLetter',
        reason: 'too little of the letter passed the fact guard; the offline letter was used',
      });
    }
    provenance.push(...offlineLetter.provenance);
  }
  return { resume, letter, provenance, reverted };
}
