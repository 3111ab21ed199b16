import { allLanguages } from '../lexicon/index.ts';
import type { ResumeData, ResumeWork } from '../schema/resume.ts';
import { degreeOf, quotableIn, resumeLanguage } from './facts.ts';
import { joinList, lowerLead } from './sentence-forms.ts';
import { requirementScorer } from './evidence.ts';
import { summaryPhrases } from './phrases/index.ts';
import { displayTerm, quantified, type TailorPlan } from './plan.ts';
import { CONTACT, wholeSentence } from './tellable.ts';
import { isPlausible } from './plausibility.ts';
import { isSectionWord } from '../parse/headings.ts';
import { isPlaceName } from '../parse/plausibility-rules.ts';
import { atBeginnerLevel } from './skill-claims.ts';
import { findSkills } from './vocabulary.ts';
import { headlineTitle, notableResult, placesOf, summaryEmployers } from './summary-facts.ts';
import { fold } from '../text/fold.ts';
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
import { isSchoolName } from './letter/studies.ts';
import { postingCase } from './facts/posting-case.ts';
import { askedLanguage, isSpokenLanguage } from './claims.ts';

/** Achievement lines of a job: its bullets, or the sentences of its summary. */
export function achievements(w: ResumeWork): string[] {
  if (w.highlights.length) return w.highlights;
  // Tags the reader set after a description are no part of what the sentence says.
  return w.summary ? splitSentences(w.summary).flatMap(apartFromTags) : [];
}

export interface SummaryPart {
  text: string;
  source: string | null;
  /** What the sentence says: who the candidate is, what they bring, a result, or their own words. */
  kind?: 'headline' | 'skills' | 'result' | 'own';
}

/**
 * A skill name a summary may list ("C++", "HTML5", "Customer service"): not a level, a duration or a
 * score ("20+ yrs", "18/24"), a link, or a sentence or several items read as one (more than six words).
 */
const LEVEL_OR_DURATION = new RegExp(
  String.raw`^\W*\d|\d\s*\/\s*\d|\d\s*\+?\s*(?:${allLanguages('durationWords').join('|')})\b`,
  'iu',
);
const skillName = (text: string): boolean =>
  /\p{L}/u.test(text) &&
  !LEVEL_OR_DURATION.test(text) &&
  !CONTACT.test(text) &&
  !/[.!?:]\s/.test(text) &&
  text.trim().split(/\s+/).length <= 6;

/** A targeted summary in the posting's language, every sentence built from resume facts. */
export function writeSummary(plan: TailorPlan, source: ResumeData, job: TailorJob): SummaryPart[] {
  const { language: lang, held, relevance } = plan;
  const say = summaryPhrases[lang];
  const parts: SummaryPart[] = [];
  const quotable = quotableIn(source, lang);
  // Only certain facts open the summary: a real title (the headline or the latest job's), workplaces.
  const headline = headlineTitle(source, lang);
  const label = headline?.title;
  const employers = summaryEmployers(source);

  if (label || employers.length) {
    const text = employers.length
      ? say.experienceAt(label ? capitalize(label) : undefined, joinList(employers, lang))
      : `${capitalize(label!)}.`;
    parts.push({
      text,
      source: headline?.source ?? null,
      kind: 'headline',
    });
  } else {
    // "Currently attending", "Expected 2025": a field that reads as no school's name is no headline.
    const school = source.education.findIndex((e) => e.institution && isSchoolName(e.institution));
    const e = source.education[school];
    if (e?.institution) {
      // "Lyon from ...": a town or a fragment read as the degree is left out, the school kept.
      const read = degreeOf(e, lang, resumeLanguage(source));
      const degree =
        read && isPlausible('degree', read) && !isPlaceName(read) && !placesOf(source).has(fold(read))
          ? read
          : '';
      const text = degree ? say.degreeFrom(capitalize(degree), e.institution) : say.studiedAt(e.institution);
      parts.push({ text, source: `education[${school}]`, kind: 'headline' });
    }
  }

  // A spoken language is what the candidate brings only when the posting asks for it.
  const skills = held
    .filter((k) => !isSpokenLanguage(k) || askedLanguage(plan, k))
    .slice(0, 5)
    .map(displayTerm);
  if (skills.length) {
    const list = joinList(skills, lang);
    const position = postingCase(job.position.trim(), lang);
    parts.push({
      text: position ? say.brings(list, position) : say.keyStrengths(list),
      source: null,
      kind: 'skills',
    });
  } else {
    // A group's items, or its name when its items are levels ("Linux: 20+ yrs"), never a heading ("Skills").
    const own = source.skills
      .flatMap((s) => {
        // Written in the summary's language, and no beginner's level ("Inglés básico") offered as a skill.
        const items = s.keywords.filter(
          (k) =>
            skillName(k) &&
            !isSectionWord(k) &&
            quotable(k) &&
            // "Membre du projet X": a role or a sentence, not a skill; a long item holds a known skill.
            (k.trim().split(/\s+/).length <= 3 || findSkills(k).length > 0) &&
            !atBeginnerLevel(`${k} ${s.name ?? ''}`),
        );
        if (items.length || !s.name || !skillName(s.name) || isSectionWord(s.name)) return items;
        return s.keywords.every((k) => LEVEL_OR_DURATION.test(k)) ? [s.name] : [];
      })
      .slice(0, 5);
    if (own.length) {
      const list = joinList(own, lang);
      parts.push({ text: say.skillsInclude(list), source: 'skills', kind: 'skills' });
    }
  }

  // The strongest result for what the posting asks first, recent before old, with where it happened.
  const best = notableResult(source, lang, requirementScorer(plan.requirements), relevance);
  if (best) {
    const line = lowerLead(trimEnd(best.text));
    parts.push({ text: say.notableResult(best.employer, line), source: best.path, kind: 'result' });
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
      parts.push({ text: say.project(project.name, line), source: project.path, kind: 'result' });
    }
  }

  return parts.map((p) => ({ ...p, text: capitalize(singleStops(p.text)) }));
}

/**
 * The candidate's own summary as a CV may print it: its whole sentences in the CV's language, with
 * no heading word left at its start and no contact line (an address read into the summary).
 */
export function ownSummary(source: ResumeData, lang: TailorPlan['language']): SummaryPart[] {
  const quotable = quotableIn(source, lang);
  const own = source.basics.summary ? splitSentences(withoutHeadingWord(source.basics.summary)) : [];
  return own
    .map(squash)
    .filter((s) => quotable(s) && wholeSentence(s) && !CONTACT.test(s) && !ADDRESS.test(s))
    .map((text) => ({ text, source: 'basics.summary', kind: 'own' as const }));
}

/** Street words: a sentence naming one is an address, not something the candidate says of themselves. */
const ADDRESS =
  /\b(?:calle|carrera|avenida|avenue|street|rue|boulevard|barrio|edificio|torre|apartamento|apt)\b/iu;

/** The most sentences of the candidate's own summary a CV prints: the least relevant are left out. */
const OWN_MOST = 4;

/**
 * The summary a CV prints: the candidate's own, when they wrote one in the CV's language, tailored
 * only by leaving out its sentences that show least of what the posting asks for (the first, which
 * says who they are, always kept; the rest in their order); else the one written from certain facts.
 * Never both: the CV says the same thing once.
 */
export function chooseSummary(
  written: SummaryPart[],
  own: SummaryPart[],
  relevance: (text: string) => number,
): SummaryPart[] {
  if (!own.length) return written;
  if (own.length <= OWN_MOST) return own;
  const [first, ...rest] = own;
  const kept = new Set(
    rest
      .map((part, i) => ({ i, score: relevance(part.text) }))
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(0, OWN_MOST - 1)
      .map((r) => r.i),
  );
  return [first!, ...rest.filter((_, i) => kept.has(i))];
}

/** The summary a CV prints for a plan, as both engines start from it. */
export function tailoredSummary(plan: TailorPlan, job: TailorJob): SummaryPart[] {
  return chooseSummary(
    writeSummary(plan, plan.facts, job),
    ownSummary(plan.facts, plan.language),
    plan.relevance,
  );
}
