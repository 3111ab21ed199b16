import { allLanguages } from '../lexicon/index.ts';
import type { ResumeData, ResumeWork } from '../schema/resume.ts';
import { degreeOf, quotableIn, resumeLanguage } from './facts.ts';
import { joinList, lowerLead } from './sentence-forms.ts';
import { requirementScorer } from './evidence.ts';
import { summaryPhrases } from './phrases/index.ts';
import { displayTerm, quantified, type TailorPlan } from './plan.ts';
import { CONTACT, wholeSentence } from './tellable.ts';
import { endsDangling, statesAge, withoutTitleMarks } from './cv-words.ts';
import { isPlausible, namesNothing } from './plausibility.ts';
import { isSectionWord } from '../parse/headings.ts';
import { LANGUAGE_NAMES } from '../parse/vocabulary.ts';
import { isPlaceName } from '../parse/plausibility-rules.ts';
import { atBeginnerLevel, saidAsSkill } from './skill-claims.ts';
import { anyStopword, findSkills } from './vocabulary.ts';
import { headlineHeld, headlineTitle, notableResult, placesOf, summaryEmployers } from './summary-facts.ts';
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
import { SPOKEN_TERMS, askedLanguage, isSpokenLanguage } from './claims.ts';

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

/** A spoken language's name ("French (native)", "Inglés"): no skill a summary lists. */
const isLanguageName = (text: string): boolean =>
  LANGUAGE_NAMES.has(fold(text.trim().split(/[\s(:]/)[0] ?? ''));

/** A piece of a sentence split at its commas: a dangling end, a sentence's stop, a function word first ("as accounting"). */
const prosePiece = (k: string): boolean =>
  endsDangling(k) ||
  /[.!?]\s/.test(k) ||
  (/^\p{Ll}/u.test(k.trim()) && anyStopword.has(fold(k.trim().split(/\s+/)[0] ?? '')));

/** "R (Intermediate)" as a list names it: "R". */
const withoutLevel = (text: string): string => text.replace(/\s*\([^)]*\)\s*$/u, '').trim() || text;

/** A targeted summary in the posting's language, every sentence built from resume facts. */
export function writeSummary(plan: TailorPlan, source: ResumeData, job: TailorJob): SummaryPart[] {
  const { language: lang, held, relevance } = plan;
  const say = summaryPhrases[lang];
  const parts: SummaryPart[] = [];
  const quotable = quotableIn(source, lang);
  // Only certain facts open the summary: a real title (the headline or the latest job's), workplaces.
  const headline = headlineTitle(source, lang);
  const employers = summaryEmployers(source);
  // A headline no job's title shares a word with ("Web developer" over sales jobs) is not said to
  // have been held where the candidate worked: the employers are named alone.
  const label =
    headline &&
    (headline.source !== 'basics.label' || !employers.length || headlineHeld(source, headline.title))
      ? headline.title
      : undefined;

  if (label || employers.length) {
    const text = employers.length
      ? say.experienceAt(label ? capitalize(label) : undefined, joinList(employers, lang))
      : `${capitalize(label!)}.`;
    parts.push({
      text,
      source: label ? headline!.source : null,
      kind: 'headline',
    });
  } else {
    // "Currently attending", "Expected 2025": a field that reads as no school's name is no headline.
    const school = source.education.findIndex((e) => e.institution && isSchoolName(e.institution));
    const e = source.education[school];
    if (e?.institution) {
      // "Lyon from ...": a town or a fragment read as the degree is left out, the school kept.
      const read = degreeOf(e, lang, resumeLanguage(source));
      // A degree written in another language than the summary's is not named in its sentence
      // ("Curso, Diseño Digital from ..."): the school is.
      const degree =
        read &&
        quotable(read) &&
        isPlausible('degree', read) &&
        !isPlaceName(read) &&
        !placesOf(source).has(fold(read))
          ? read
          : '';
      const text = degree ? say.degreeFrom(capitalize(degree), e.institution) : say.studiedAt(e.institution);
      parts.push({ text, source: `education[${school}]`, kind: 'headline' });
    }
  }

  // A spoken language is what the candidate brings only when the posting asks for it.
  const said = saidAsSkill(source);
  const skills = held
    .filter((k) => (!isSpokenLanguage(k) || askedLanguage(plan, k)) && said(k))
    .slice(0, 5)
    .map(displayTerm);
  // One common word alone ("training", "collaboration") says too little to be what the candidate
  // brings; a name ("Python"), a longer term or two terms do.
  if (skills.length > 1 || (skills.length === 1 && !/^\p{Ll}+$/u.test(skills[0]!))) {
    const list = joinList(skills, lang);
    const position = postingCase(withoutTitleMarks(job.position.trim()), lang);
    parts.push({
      text: position ? say.brings(list, position) : say.keyStrengths(list),
      source: null,
      kind: 'skills',
    });
  } else {
    // A group's items, or its name when its items are levels ("Linux: 20+ yrs"), never a heading ("Skills").
    const own = source.skills
      // "Earned the title of", "Central Utah Region": a group holding a cut phrase is prose split
      // at its commas, and none of its pieces is a skill to list.
      .filter((s) => !s.keywords.some(prosePiece))
      .flatMap((s) => {
        // Written in the summary's language, and no beginner's level ("Inglés básico") offered as a skill.
        const items = s.keywords.filter(
          (k) =>
            skillName(k) &&
            !isSectionWord(k) &&
            quotable(k) &&
            // "Membre du projet X": a role or a sentence, not a skill; a long item holds a known skill.
            (k.trim().split(/\s+/).length <= 3 || findSkills(k).length > 0) &&
            !atBeginnerLevel(`${k} ${s.name ?? ''}`) &&
            !isLanguageName(k) &&
            !findSkills(k).some((h) => SPOKEN_TERMS.has(h.skill.term)),
        );
        if (items.length || !s.name || !skillName(s.name) || isSectionWord(s.name))
          return items.map(withoutLevel);
        return s.keywords.every((k) => LEVEL_OR_DURATION.test(k)) ? [s.name] : [];
      })
      .slice(0, 5);
    if (own.length > 1) {
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
        if (p.name && !namesNothing(p.name) && quotable(h) && (!project || score > project.score))
          project = { text: h, path: `projects[${i}].highlights[${j}]`, name: p.name, score };
      });
    });
    if (project) {
      const line = lowerLead(trimEnd(project.text));
      parts.push({ text: say.project(project.name, line), source: project.path, kind: 'result' });
    }
  }

  // "Title." alone repeats the headline the header prints under the name: no summary says only that.
  const [only] = parts;
  if (parts.length === 1 && only!.source === 'basics.label' && !employers.length) return [];
  // "Experience at A, B and C." alone names the employers the jobs below name: no summary either.
  if (parts.length === 1 && only!.kind === 'headline' && only!.source === null) return [];
  return parts.map((p) => ({ ...p, text: capitalize(singleStops(p.text)) }));
}

/**
 * The candidate's own summary as a CV may print it: its whole sentences in the CV's language, with
 * no heading word left at its start, no contact line (an address read into the summary) and no
 * age or birth date.
 */
export function ownSummary(source: ResumeData, lang: TailorPlan['language']): SummaryPart[] {
  const quotable = quotableIn(source, lang);
  const own = source.basics.summary ? splitSentences(withoutHeadingWord(source.basics.summary)) : [];
  return (
    own
      .map(squash)
      // "J'ai 32 ans", "Born in 1990": an age read today is a stale claim, and none the posting asks for.
      .filter(
        (s) =>
          quotable(s) &&
          wholeSentence(s) &&
          !cutShort(s) &&
          !CONTACT.test(s) &&
          !ADDRESS.test(s) &&
          !statesAge(s),
      )
      .map((text) => ({ text, source: 'basics.summary', kind: 'own' as const }))
  );
}

/** A sentence cut at the page's edge: no stop at its end, and a lone letter last ("... le travail e"). */
const cutShort = (text: string): boolean => /(?:^|\s)\p{Ll}$/u.test(text.trim());

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
