/*
 * What a short letter may still tell, all of it stated by the resume: studies, tools and spoken
 * languages first; then more requirements the results show, the other jobs, other schools, the
 * candidate's own first-person sentence and certificates.
 */
import * as common from '../../lexicon/common.ts';
import { allLanguages, conjunctionLead, lexicons, type Lexicon } from '../../lexicon/index.ts';
import { fold } from '../../text/fold.ts';
import { isPresent, jobEmployer } from '../facts.ts';
import { letterPhrases } from '../phrases/index.ts';
import type { LetterPhrases, SpokenLanguage } from '../../lexicon/types.ts';
import { rank } from '../plan.ts';
import { joinList } from '../sentence-forms.ts';
import { normTokens, withoutGlyphs } from '../text.ts';
import { findSkills } from '../vocabulary.ts';

import { ownsEverySkill } from './closing.ts';
import { when, type LetterContext } from './context.ts';
import { assemble, type Draft } from './draft.ts';
import { byResult, isToolName } from './evidence.ts';
import { certificates, listedSkills } from './listed-skills.ts';
import { byRecency } from './order.ts';
import { ownSummarySentences } from './own-sentences.ts';
import { requirementTopic, showsRequirement } from './requirement-terms.ts';
import { hasSchoolWord, studiesToTell } from './studies.ts';

/** How well a language is known, folded: read or written only, a beginner's level, or one to work in. */
const languageUse = (kind: keyof Lexicon['languageUse'], ...more: readonly string[]): RegExp =>
  new RegExp(
    String.raw`\b(?:${[...allLanguages((lexicon) => lexicon.languageUse[kind]), ...more].join('|')})\b`,
    'u',
  );
const READ_OR_WRITTEN = languageUse('readOrWritten');
const SPEAKING = languageUse('speaking');
const BEGINNER = languageUse('beginner', ...common.beginnerLevels);
const WORKING = languageUse('working', ...common.workingLevels);

/** A level as a figure of a scale ("4/5", "8 sur 10"), or the marks a layout draws ("●●●●○"). */
const OF_SCALE = /(\d+(?:[.,]\d+)?)\s*(?:\/|out of|sur|de)\s*(\d+)/u;
const PERCENT = /(\d+)\s*%/u;
const FILLED = /[★●•■◆]/gu;
const EMPTY = /[☆○◦□◇]/gu;

/**
 * Whether a level on a scale is one to work in: the top two steps of it ("4/5", "●●●●○"), 80% and
 * more; undefined when the level is no scale.
 */
function workingOnScale(level: string): boolean | undefined {
  const of = OF_SCALE.exec(level);
  if (of) {
    const [n, most] = [Number(of[1]!.replace(',', '.')), Number(of[2])];
    return most > 0 && n <= most && (most <= 10 ? n >= most - 1 : n / most >= 0.8);
  }
  const percent = PERCENT.exec(level);
  if (percent) return Number(percent[1]) >= 80;
  const [filled, empty] = [level.match(FILLED)?.length ?? 0, level.match(EMPTY)?.length ?? 0];
  if (filled + empty) return filled >= 4 && empty <= 1;
  return undefined;
}

/**
 * "I speak" or "I can work in" only a language the resume gives at a level to work in (native,
 * fluent, C1, the top of a scale), spoken: not one it names without a level, lists as read and
 * written only ("Anglais : lu, écrit"), or gives at a beginner's or middle level ("B1", "2/5").
 */
export function isSpoken(fluency: string | undefined): boolean {
  const f = fold(fluency ?? '');
  if (BEGINNER.test(f)) return false;
  const onScale = workingOnScale(f);
  if (onScale !== undefined) return onScale;
  return WORKING.test(f) && (!READ_OR_WRITTEN.test(f) || SPEAKING.test(f));
}

const spokenLanguages = new Set(Object.keys(letterPhrases.en.languageNames));
const isSpokenLanguage = (name: string): name is SpokenLanguage => spokenLanguages.has(name);

/**
 * A spoken language's name, folded, as any letter writes it ("anglais", "ingles") or as a lexicon
 * also names it ("castellano"), to the language it names.
 */
const SPOKEN_NAMES = new Map<string, SpokenLanguage>(
  [
    ...Object.values(letterPhrases).flatMap((say) =>
      Object.entries(say.languageNames).map(([spoken, name]) => [fold(name), spoken] as const),
    ),
    ...Object.values(lexicons).flatMap((lexicon) => Object.entries(lexicon.languageAliases)),
  ].filter((pair): pair is [string, SpokenLanguage] => isSpokenLanguage(pair[1])),
);

/** A spoken language's name in the letter's language, or undefined for one not known here. */
export function languageName(name: string | undefined, say: LetterPhrases): string | undefined {
  const key = normTokens(name ?? '')[0];
  if (!key) return undefined;
  const spoken = SPOKEN_NAMES.get(key);
  return spoken && say.languageNames[spoken];
}

/**
 * The first material added to a short letter, in this order: where they studied (when the opening
 * told a job), the tools of the skills section the letter has not named yet, the languages spoken.
 * `toldSoFar`: the paragraphs written before it.
 */
export function optionalMaterial(
  ctx: LetterContext,
  openingSource: string | null,
  toldSoFar: string[],
): string[] {
  const { source, lang, say } = ctx;
  const optional: string[] = [];
  // A degree the opening did not name; "a solid grounding" only for studies in the position's own field.
  // After the opening's school, the others in one sentence.
  const others = studiesToTell(ctx).filter((s) => openingSource !== `education[${s.index}]`);
  const studies = others[0];
  if (studies && openingSource?.startsWith('education')) {
    const items = others
      .slice(0, 3)
      .map((s) => say.school(s.school, ctx.quotable(s.degree) ? s.degree : undefined));
    optional.push(say.studiedAt(joinList(items, lang), true));
  } else if (studies)
    optional.push(ctx.choose(say.studies, 'studies')(studies.school, studies.degree, studies.ownField));
  const mentioned = new Set(toldSoFar.flatMap((p) => normTokens(p)));
  const tools = source.skills
    .flatMap((s) => (s.keywords.length ? s.keywords : s.name ? [s.name] : []))
    // "others: C": the item, not the label a skills table put before it; "and Hibernate", "Experience
    // with PostgreSQL": the name, not the words of the sentence it was cut from.
    .map((k) =>
      withoutGlyphs(k)
        .replace(/^[^:]{1,20}:\s*/, '')
        .replace(conjunctionLead, '')
        .replace(
          /^(?:programming|experience|knowledge|proficient|familiar(?:ity)?)\s+(?:with|in|of)\s+/iu,
          '',
        ),
    )
    // "C/C++", "TypeScript / JavaScript": one item per tool.
    .flatMap((k) => {
      const parts = k.split(/\s*\/\s*/);
      return parts.length > 1 && parts.every(isToolName) ? parts : [k];
    })
    .filter(
      (k, i, all) =>
        k &&
        all.indexOf(k) === i &&
        // "français (langue maternelle)": a language the letter tells apart, not a tool.
        !languageName(k, say) &&
        // "Marketing", "Pédagogie", "Leadership": a field or a quality is no tool.
        isToolName(k) &&
        !normTokens(k).every((t) => mentioned.has(t)),
    )
    // The tools the posting names first: a list of others reads as tacked on.
    .sort((a, b) => Number(ctx.inPosting(b)) - Number(ctx.inPosting(a)))
    .slice(0, 5);
  if (tools.length >= 2) optional.push(ctx.choose(say.toolkit, 'toolkit')(joinList(tools, lang)));
  const listed = listedSkills(ctx, [...toldSoFar, ...optional]);
  if (listed.length) optional.push(ctx.choose(say.listedSkills, 'listedSkills')(joinList(listed, lang)));
  const spoken = source.languages
    .filter((l) => isSpoken(l.fluency ?? l.language))
    .map((l) => languageName(l.language, say))
    .filter((n): n is string => !!n);
  if (spoken.length >= 2) optional.push(ctx.choose(say.speaks, 'speaks')(joinList(spoken, lang)));
  return optional;
}

/**
 * Material a short letter may still tell, each built when its turn comes (so it never repeats
 * what the letter already says): more requirements the resume shows, the other jobs by employer
 * and years, other schools, the candidate's own sentences, certificates. `told`: the jobs whose
 * results the letter tells; `jobsFirst` false: the other jobs come last. Undefined: nothing to add.
 */
export function* furtherMaterial(
  ctx: LetterContext,
  draft: Draft,
  told: Set<number>,
  jobsFirst = true,
): Generator<string | undefined> {
  if (!ctx.low) yield moreRequirements(ctx, assemble(ctx, draft));
  if (jobsFirst) yield otherJobs(ctx, told, assemble(ctx, draft).join(' '));
  yield* otherSchools(ctx, draft);
  yield* ownSentences(ctx, assemble(ctx, draft).join(' '));
  yield certificates(ctx);
  if (!jobsFirst) yield otherJobs(ctx, told, assemble(ctx, draft).join(' '));
}

/** Up to three more skills or tools the posting asks for in its words, shown by results, that no paragraph names yet. */
function moreRequirements(ctx: LetterContext, paragraphs: string[]): string | undefined {
  const seen = new Set(paragraphs.flatMap((p) => normTokens(p)));
  const allOwn = ownsEverySkill(ctx.source);
  const shown = ctx.plan.requirements
    .filter(
      (r) =>
        byResult(r) &&
        showsRequirement(ctx, r)(r.evidence!.text) &&
        (r.kind === 'skill' || r.kind === 'tool') &&
        // "Excellent communication skills": a quality no line proves by naming it.
        !findSkills(r.text).every((h) => h.skill.kind === 'soft') &&
        allOwn(r.text),
    )
    .sort((a, b) => (a.importance === b.importance ? 0 : a.importance === 'must' ? -1 : 1))
    // Named as a short term of the posting (requirement-terms.ts), never its whole line.
    .map((r) => requirementTopic(ctx, r, r.evidence!.text))
    .filter((t): t is string => !!t && !normTokens(t).every((w) => seen.has(w)))
    .filter((t, i, all) => t && all.indexOf(t) === i)
    .slice(0, 3);
  return shown.length ? ctx.say.alsoShows(joinList(shown, ctx.lang), shown.length) : undefined;
}

/** The jobs the letter has not told or named (`text`), by employer and years, latest first. */
function otherJobs(ctx: LetterContext, told: Set<number>, text: string): string | undefined {
  const { source, say } = ctx;
  const others = source.work
    .map((w, i) => ({ w, i, name: jobEmployer(w) }))
    // Named without a result to back it: only a dated entry whose name holds no skill name (a
    // course or skills line read as a job often does).
    .filter(
      (j): j is typeof j & { name: string } =>
        !!j.name &&
        !!(j.w.startDate || j.w.endDate) &&
        !findSkills(j.name).some((h) => h.skill.kind === 'hard') &&
        !told.has(j.i) &&
        j.i !== ctx.latest?.index &&
        !text.includes(j.name),
    )
    .filter((j, k, all) => all.findIndex((o) => o.name === j.name) === k)
    .sort((a, b) => byRecency(source)(a.i, b.i))
    .slice(0, 4);
  const ended = others.every((j) => !isPresent(j.w.endDate));
  // "Also" after a job the letter told or named: never as the first word of work.
  const named = told.size > 0 || source.work.some((w) => namedIn(text, jobEmployer(w)));
  const list = others.map((j) => say.at(j.name, when(ctx, j.w.startDate, j.w.endDate)));
  return list.length ? say.workedAt(joinList(list, ctx.lang), named, ended) : undefined;
}

/** Whether the letter's text names a field's value (an employer, a school). */
const namedIn = (text: string, name: string | undefined): boolean => !!name && text.includes(name);

/**
 * Other degrees the letter may name (see studies.ts), but for those whose school it names by
 * then, in one sentence; "also" only after the letter named a school.
 */
function* otherSchools(ctx: LetterContext, draft: Draft): Generator<string> {
  const { say } = ctx;
  const text = assemble(ctx, draft).join(' ');
  // Another school only when its name reads as one: a degree read into the name would not.
  const schools = studiesToTell(ctx)
    .filter((s) => /^\p{Lu}/u.test(s.school) && hasSchoolWord(fold(s.school)))
    .slice(0, 3)
    .filter((s) => !text.includes(s.school));
  if (!schools.length) return;
  const named = ctx.source.education.some((e) => namedIn(text, e.institution));
  const items = schools.map((s) =>
    say.school(withoutGlyphs(s.school), ctx.quotable(s.degree) ? s.degree : undefined),
  );
  yield say.studiedAt(joinList(items, ctx.lang), named);
}

/**
 * One of the candidate's own sentences (own-sentences.ts), the most relevant, when the letter
 * (`written`) holds none yet: a letter tells the candidate's experience, their summary sparingly.
 */
function* ownSentences(ctx: LetterContext, written: string): Generator<string> {
  const own = ownSummarySentences(ctx);
  if (own.some((s) => written.includes(s))) return;
  const best = rank(own, ctx.plan.relevance)[0];
  if (best !== undefined) yield own[best]!;
}
