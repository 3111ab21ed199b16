import type { ResumeData } from '../../schema/resume.ts';
import {
  buildFactBase,
  findInventions,
  findOngoingClaims,
  readPath,
  refusePath,
  resumeTexts,
  writePath,
} from '../fact-guard.ts';
import { lineLanguage } from '../facts/line-language.ts';
import { letterPosition } from '../letter/context.ts';
import type { writeCoverLetter } from '../letter/write-cover-letter.ts';
import { resumeLines } from '../match.ts';
import type { TailorPlan } from '../plan.ts';
import type { SummaryPart } from '../summary.ts';
import { normTokens, splitSentences, squash, withoutGlyphs } from '../text.ts';
import type { Language, ProvenanceEntry, TailorJob, TailorResult } from '../types.ts';
import type { LlmAnswer } from './answer.ts';

/* The model's proposals applied: each passes the fact guard, or is reverted to the offline text and reported. */

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
  offlineSummary: SummaryPart[],
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
  // The position as the letter names it, too ("Acme - Data Engineer" is "Data Engineer" there).
  const names = [job.employer, job.position, letterPosition(job, plan.language)];
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
