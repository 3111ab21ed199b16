/*
 * What a sentence may claim the candidate brings, and which lines may stand as evidence for a
 * requirement. A skill is claimed only where the resume names it as a skill (its skills section)
 * or a line tells it as something done (a job's, project's or volunteer post's results, the
 * candidate's own summary); an interest ("Creative Writing"), a course or certificate title, a
 * headline or a place is no such line. A level the resume calls a beginner's ("Inglés básico",
 * "English (A2)") claims nothing, and a spoken language is offered only when the posting asks for one.
 */
import { allLanguages } from '../lexicon/index.ts';
import { beginnerLevels } from '../lexicon/common.ts';
import type { ResumeData } from '../schema/resume.ts';
import { fold } from '../text/fold.ts';
import type { JobKeyword } from './keywords.ts';
import { keywordsNamedBy, resumeLines, type ResumeLine } from './match.ts';
import type { RequirementKind } from './posting/types.ts';
import { claimedBy } from './claims.ts';
import { findSkills } from './vocabulary.ts';

/** A beginner's level, in any language's words or as a first CEFR grade ("notions", "básico", "A2"). */
const BEGINNER = new RegExp(
  String.raw`\b(?:${[...allLanguages((l) => l.languageUse.beginner), ...beginnerLevels].join('|')})\b`,
  'u',
);

/** The text, or the level written with it, says the candidate is a beginner at it. */
export const atBeginnerLevel = (text: string | undefined): boolean => BEGINNER.test(fold(text ?? ''));

/** Lines that tell something as done, or name it as a skill. */
const TOLD_OR_LISTED =
  /^(?:basics\.summary|skills\[\d+\]\.(?:name|keywords\[\d+\])|(?:work|volunteer)\[\d+\]\.(?:summary|highlights\[\d+\])|projects\[\d+\]\.(?:description|highlights\[\d+\]|keywords\[\d+\]))$/;

/** Lines where a word is the candidate's skill as written: the skills list and their own summary. */
const SAID_AS_SKILL = /^(?:basics\.summary|skills\[\d+\]\.(?:name|keywords\[\d+\]))$/;

/** A keyword the posting writes as one lower-case word ("sales"): a common word, which a result may use of something else. */
const COMMON_WORD = /^\p{Ll}+$/u;

/**
 * A test of whether the candidate names a keyword as a skill of theirs, in the skills list or
 * their own summary (those lines are found once). A common word ("sales", "testing") found only inside a result may qualify something
 * else there ("3 billion sales rows"): a summary does not list it among what the candidate brings.
 */
export function saidAsSkill(resume: ResumeData): (k: JobKeyword) => boolean {
  const said = claimLines(resume).filter((l) => SAID_AS_SKILL.test(l.path));
  return (k) =>
    (!!k.skill && !COMMON_WORD.test(k.surface)) ||
    said.some((l) => keywordsNamedBy(l.text, [k]).length > 0 && claimedBy(l.text, k));
}

/** Lines a degree or a course may show: a qualification, never a skill the candidate "brings". */
export const STUDIED = /^(?:education|certificates|awards|publications)\[/;

/** Where a level sits for a line: its own words, and for a skill item its group's name too. */
function levelOf(resume: ResumeData, path: string, text: string): string {
  const skill = /^skills\[(\d+)\]\.keywords/.exec(path);
  if (skill) return `${text} ${resume.skills[Number(skill[1])]?.name ?? ''}`;
  const language = /^languages\[(\d+)\]/.exec(path);
  if (language) return `${text} ${resume.languages[Number(language[1])]?.fluency ?? ''}`;
  return text;
}

/**
 * The resume's lines that may ground a claim (`kind` undefined) or the evidence for a requirement
 * of that kind: results, the skills list and the languages section; for a qualification, a degree,
 * course or certificate only. Interests, custom lists, headlines and job titles never; nothing at
 * a beginner's level.
 */
export function claimLines(resume: ResumeData, kind?: RequirementKind): ResumeLine[] {
  return resumeLines(resume).filter((l) => {
    if (atBeginnerLevel(levelOf(resume, l.path, l.text))) return false;
    // "Bachelor's degree in Accounting": a degree shows it, not a job line sharing its field's word.
    if (kind === 'qualification') return STUDIED.test(l.path);
    return TOLD_OR_LISTED.test(l.path) || /^languages\[/.test(l.path);
  });
}

/** Names of spoken languages in any lexicon, folded ("english", "anglais", "ingles"). */
const LANGUAGE_NAMES = new Set(allLanguages('languageNames').map(fold));

/** A keyword naming a spoken language, by its vocabulary term or one of its names. */
const isSpokenLanguage = (k: JobKeyword): boolean =>
  !!k.skill && [k.skill.term, k.surface, k.term].some((n) => LANGUAGE_NAMES.has(fold(n)));

/**
 * The posting's keywords a sentence may say the candidate brings: named by a line that may claim
 * it, and, for a spoken language, asked for by one of the posting's requirements.
 */
export function claimableKeywords(
  resume: ResumeData,
  keywords: JobKeyword[],
  requirements: ReadonlyArray<{ text: string; kind: RequirementKind }>,
): JobKeyword[] {
  const named = new Set(
    claimLines(resume).flatMap((l) => keywordsNamedBy(l.text, keywords).filter((k) => claimedBy(l.text, k))),
  );
  const asked = (k: JobKeyword): boolean =>
    requirements.some((r) => findSkills(r.text).some((h) => h.skill === k.skill));
  return keywords.filter((k) => named.has(k) && (!isSpokenLanguage(k) || asked(k)));
}
