import type { ResumeData, ResumeWork } from '../schema/resume.ts';
import { degreeOf, jobEmployer, latestJob, quotableIn, realLabel, resumeLanguage, titleIn } from './facts.ts';
import { cleanLabel, joinList, lowerLead } from './sentence-forms.ts';
import { requirementScorer } from './evidence.ts';
import { summaryPhrases } from './phrases/index.ts';
import { displayTerm, quantified, rank, type TailorPlan } from './plan.ts';
import { tellable, wholeSentence } from './tellable.ts';
import {
  apartFromTags,
  capitalize,
  singleStops,
  splitSentences,
  squash,
  trimEnd,
  withoutHeadingWord,
} from './text.ts';
import type { TailorJob } from './types.ts';

/** Achievement lines of a job: its bullets, or the sentences of its summary. */
export function achievements(w: ResumeWork): string[] {
  if (w.highlights.length) return w.highlights;
  // Tags the reader set after a description are no part of what the sentence says.
  return w.summary ? splitSentences(w.summary).flatMap(apartFromTags) : [];
}

export interface SummaryPart {
  text: string;
  source: string | null;
}

/** A targeted summary in the posting's language, every sentence built from resume facts. */
export function writeSummary(plan: TailorPlan, source: ResumeData, job: TailorJob): SummaryPart[] {
  const { language: lang, held, relevance } = plan;
  const say = summaryPhrases[lang];
  const parts: SummaryPart[] = [];
  const quotable = quotableIn(source, lang);
  // A headline, address or date is no title: only a real title (the resume's label or latest job) opens the summary.
  const latest = latestJob(source);
  const label =
    titleIn(cleanLabel(realLabel(source.basics.label, source.basics.name)), lang) ??
    titleIn(latest?.work.position, lang);
  const employers = [...new Set(source.work.map(jobEmployer).filter((n): n is string => !!n))].slice(0, 3);

  if (label || employers.length) {
    const text = employers.length
      ? say.experienceAt(label ? capitalize(label) : undefined, joinList(employers, lang))
      : `${capitalize(label!)}.`;
    parts.push({
      text,
      source: titleIn(cleanLabel(realLabel(source.basics.label, source.basics.name)), lang)
        ? 'basics.label'
        : latest
          ? `work[${latest.index}].position`
          : null,
    });
  } else {
    const school = source.education.findIndex((e) => e.institution);
    const e = source.education[school];
    if (e?.institution) {
      const degree = degreeOf(e, lang, resumeLanguage(source));
      const text = degree ? say.degreeFrom(capitalize(degree), e.institution) : say.studiedAt(e.institution);
      parts.push({ text, source: `education[${school}]` });
    }
  }

  const skills = held.slice(0, 5).map(displayTerm);
  if (skills.length) {
    const list = joinList(skills, lang);
    const position = job.position.trim();
    parts.push({ text: position ? say.brings(list, position) : say.keyStrengths(list), source: null });
  } else {
    const own = source.skills
      .flatMap((s) => (s.keywords.length ? s.keywords : s.name ? [s.name] : []))
      .slice(0, 5);
    if (own.length) {
      const list = joinList(own, lang);
      parts.push({ text: say.skillsInclude(list), source: 'skills' });
    }
  }

  // The strongest achievement for what the posting asks first, with where it happened.
  const shows = requirementScorer(plan.requirements);
  let best: { text: string; path: string; employer: string; score: number } | undefined;
  source.work.forEach((w, i) => {
    w.highlights.forEach((h, j) => {
      const score = 0.5 * relevance(h) + 4 * shows(h) + (quantified(h) ? 0.3 : 0) + (i === 0 ? 0.01 : 0);
      const name = jobEmployer(w);
      if (name && quotable(h) && tellable(h, lang, w.name) && (!best || score > best.score))
        best = { text: h, path: `work[${i}].highlights[${j}]`, employer: name, score };
    });
  });
  if (best && best.score > 0.01) {
    const line = lowerLead(trimEnd(best.text));
    parts.push({ text: say.notableResult(best.employer, line), source: best.path });
  } else {
    // No job to quote: the most relevant project result.
    let project: { text: string; path: string; name: string; score: number } | undefined;
    source.projects.forEach((p, i) => {
      p.highlights.forEach((h, j) => {
        const score = relevance(h) + relevance(p.description ?? '') + (quantified(h) ? 0.3 : 0);
        if (p.name && quotable(h) && (!project || score > project.score))
          project = { text: h, path: `projects[${i}].highlights[${j}]`, name: p.name, score };
      });
    });
    if (project) {
      const line = lowerLead(trimEnd(project.text));
      parts.push({ text: say.project(project.name, line), source: project.path });
    }
  }

  // The candidate's own words, the most relevant sentences first, kept in their original order.
  const own = source.basics.summary ? splitSentences(withoutHeadingWord(source.basics.summary)) : [];
  const keep = new Set(rank(own, relevance).slice(0, 2));
  own.forEach((s, i) => {
    if (
      keep.has(i) &&
      quotable(s) &&
      wholeSentence(s) &&
      !parts.some((p) => squash(p.text).includes(squash(trimEnd(s))))
    )
      parts.push({ text: squash(s), source: 'basics.summary' });
  });
  return parts.map((p) => ({ ...p, text: singleStops(p.text) }));
}
