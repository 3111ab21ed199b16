/*
 * Which studies a letter names: a degree, not secondary school, and only when it bears on the
 * posting or the candidate has little work to tell. A recruiter skips "I studied at ..." when it
 * names a high school or a degree unrelated to the job; it only makes the letter longer.
 */
import type { ResumeData } from '../../schema/resume.ts';
import { DEGREE_PATTERN, SCHOOL_WORDS } from '../../parse/vocabulary.ts';
import { allLanguages, lexicons } from '../../lexicon/index.ts';
import { fold } from '../../text/fold.ts';
import { degreeOf, jobEmployer, realTitle } from '../facts.ts';
import { sameField } from './told-facts.ts';
import { normTokens } from '../text.ts';
import type { LetterContext } from './context.ts';

type Education = ResumeData['education'][number];

/** Words of every lexicon as one pattern of whole words. */
const wordsOf = (field: 'higherStudies' | 'secondaryStudies' | 'diplomaWords'): RegExp =>
  new RegExp(String.raw`\b(?:${allLanguages(field).join('|')})\b`);

/** Studies past secondary school whatever the school's name ("BTS" is taught in a French lycée). */
const HIGHER = wordsOf('higherStudies');

/** Schools and diplomas before higher studies: high school, lycée, colegio, bac, bachillerato, GCSE. */
const SECONDARY = wordsOf('secondaryStudies');

/** A French "collège" is a middle school; an English "college" is not, so the accent decides. */
const MIDDLE_SCHOOL = new RegExp(
  String.raw`(?<!\p{L})(?:${allLanguages('middleSchools').join('|')})(?!\p{L})`,
  'u',
);

/** Words a diploma is named with besides the degrees of the lexicons. */
const DIPLOMA = wordsOf('diplomaWords');

/** Whether a folded name holds a word of a school's name ("universite", "escuela", "institute"). */
export const hasSchoolWord = (folded: string): boolean =>
  SCHOOL_WORDS.some((w) => new RegExp(`\\b${w}`).test(folded));

/**
 * A school's name that reads as one: a capital first, a school word ("University", "Lycée",
 * "SENA" read as an acronym) and no cut end ("Community College of"). A degree or a job read into the field
 * ("Conducteur d'installation ...") would make "I studied at" false.
 */
/** "Currently attending …", "Actualmente …": a line opening on a word of time, not a school's name. */
const ONGOING_LEAD = new RegExp(`^(?:${allLanguages('ongoing').map(fold).join('|')})\\b`, 'u');

export function isSchoolName(name: string): boolean {
  const folded = fold(name);
  if (ONGOING_LEAD.test(folded.trim())) return false;
  // "l'Innovation (MAPI3), Université ...": a name starts with a capital; this starts mid-line.
  if (!/^[\p{Lu}\p{N}]/u.test(name.trim())) return false;
  if (/\b(?:of|de|del|des|du|la|and|et|y|en|in)$/.test(folded)) return false;
  return hasSchoolWord(folded) || /^(?:\p{Lu}{2,6})(?:\s*[,(-]|$)/u.test(name.trim());
}

/** A degree worth naming: one past secondary school, with a school and what was studied. */
export function isDegree(e: Education): boolean {
  if (!e.institution || !(e.studyType || e.area) || !isSchoolName(e.institution)) return false;
  const what = fold(`${e.studyType ?? ''} ${e.area ?? ''}`).trim();
  if (HIGHER.test(what)) return true;
  const named = DEGREE_PATTERN.test(what) || DIPLOMA.test(what);
  return (
    named &&
    !SECONDARY.test(`${what} ${fold(e.institution)}`) &&
    !MIDDLE_SCHOOL.test(e.institution.toLowerCase())
  );
}

/** Little work to tell: at most one job whose employer a sentence may name and whose results it may tell. */
export function littleExperience(source: ResumeData): boolean {
  return source.work.filter((w) => jobEmployer(w) && (w.highlights.length || w.summary)).length <= 1;
}

/** Words too common in degree and job names to tie one to the other. */
const GENERIC = new Set([
  'science',
  'sciences',
  'studies',
  'bachelor',
  'master',
  'senior',
  'junior',
  'general',
]);

/**
 * A degree in the field the posting names: "Accounting and Finance" for a Staff Accountant,
 * "Nursing" for a Registered Nurse; words compared by their first five letters.
 */
function sharesField(degree: string, posting: string): boolean {
  const stems = (text: string) =>
    normTokens(text)
      .filter((w) => w.length >= 5 && !GENERIC.has(w))
      .map((w) => w.slice(0, 5));
  const field = new Set(stems(posting));
  return stems(degree).some((s) => field.has(s));
}

/** Fields of study and the positions they prepare for, in every language's words, folded (read when first asked: the lexicons load after this module). */
let degreeFields: Array<{ degree: string[]; position: string[] }> | undefined;
const fieldsOfStudy = (): Array<{ degree: string[]; position: string[] }> =>
  (degreeFields ??= Object.values(lexicons)[0]!.degreeFields.map((_f, i) => {
    // The same field in every language, its words in any: a Spanish degree for an English posting.
    const all = Object.values(lexicons).map((l) => l.degreeFields[i]);
    return {
      degree: all.flatMap((f) => f?.degree ?? []).map(fold),
      position: all.flatMap((f) => f?.position ?? []).map(fold),
    };
  }));

/** Whether a folded text holds a word that starts with the stem. */
export const holds = (text: string, stem: string): boolean =>
  new RegExp(`(?:^|[^\\p{L}])${stem}`, 'u').test(text);

/** A degree whose field prepares for the position though the two share no word ("Computer Science", "Backend Developer"). */
function preparesFor(degree: string, position: string): boolean {
  const [d, p] = [fold(degree), fold(position)];
  return fieldsOfStudy().some(
    (f) => f.degree.some((s) => holds(d, s)) && f.position.some((s) => holds(p, s)),
  );
}

/** A degree the letter names, as it names it, and whether the posting asks for what it covers. */
export interface Studies {
  school: string;
  degree: string;
  relevant: boolean;
  /** What the degree is in names the position itself: only then do the studies "ground" the work. */
  ownField: boolean;
  /** The degree is in the posting's field, however little else of the resume is. */
  bears: boolean;
  index: number;
}

/**
 * The degrees a letter may name, first listed first: each relevant to the posting, or all of them
 * when the candidate has little work to tell.
 */
export function studiesToTell(ctx: LetterContext): Studies[] {
  const few = littleExperience(ctx.source);
  return ctx.source.education.flatMap((e, index) => {
    if (!isDegree(e)) return [];
    const degree = degreeOf(e, ctx.lang, ctx.resumeLang);
    // The posting's title and requirements name the field: "Staff Accountant", "Degree in Computer Science".
    const field = [ctx.position, ...ctx.plan.requirements.map((r) => r.text)].join(' ');
    const relevant =
      !ctx.low &&
      (ctx.plan.relevance(degree) > 0 || sharesField(degree, field) || preparesFor(degree, ctx.position));
    // What the degree is in names the position itself: "Data Engineering" for a Data Engineer.
    const ownField = sharesField(degree, ctx.position);
    const bears = relevant || ownField;
    return degree && (relevant || few)
      ? [{ school: e.institution!, degree, relevant, ownField, bears, index }]
      : [];
  });
}

/**
 * The degree a letter leads with: the candidate has little work to tell, none of it in the
 * posting's field, and a degree that bears on the posting. A graduate is read by their studies first.
 */
export function leadingStudies(ctx: LetterContext): Studies | undefined {
  if (!littleExperience(ctx.source)) return undefined;
  const inField = ctx.source.work.some((w) => {
    const title = realTitle(w.position);
    return !!title && !!ctx.position && sameField(title, ctx.position);
  });
  return inField ? undefined : studiesToTell(ctx).find((s) => s.bears);
}
