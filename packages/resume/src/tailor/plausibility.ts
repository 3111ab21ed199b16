import { allLanguages } from '../lexicon/index.ts';
import type { ResumeData } from '../schema/resume.ts';
import { fold } from '../text/fold.ts';
import { realEmployer, unshout } from './facts.ts';
import { isTitleLike } from '../parse/fields.ts';
import { isSectionWord } from '../parse/headings.ts';
import {
  FIELD_RULES,
  hasNoWords,
  isPlaceName,
  type FieldKind,
  type PlausibilityRule,
} from '../parse/plausibility-rules.ts';
import { isDateWords } from '../parse/stray-fields.ts';
import { looksLikeDate } from '../text/dates.ts';
import { statesAge } from './cv-words.ts';
import { normTokens, squash, tokenize } from './text.ts';
import { anyStopword, findSkillsInTokens, titleWords } from './vocabulary.ts';

/** What a field holds in place of a place or a name ("remote", "n/a"): not a field's value. */
const PLACEHOLDER = new RegExp(`^(?:${allLanguages('placeholders').join('|')})$`, 'iu');

/*
 * Is a field of a job or a school what its slot says it is? A misread field ("Tech:" read as an
 * employer, a town read as a title, "Expected Graduation" read as a degree) must never become a
 * sentence of a letter or summary. The reader's named rules for each field come first
 * (parse/plausibility-rules.ts); the rules here judge what only a sentence needs: no list of
 * skills, no fragment or first-person sentence, no title where the employer goes, no lone rank.
 * A caller can say which rule refused a field.
 */

export type { FieldKind, PlausibilityRule } from '../parse/plausibility-rules.ts';

/** Words that label a line of a job ("Tech: React, Node"), never an employer's whole name. */
const LABEL_WORDS: ReadonlySet<string> = new Set(allLanguages('lineLabelWords'));

/** A list of skill names: "React.js and Node.js.", "Python, SQL, Docker". */
function isSkillList(text: string): boolean {
  // "Basic Life Support (BLS)": one skill and its short form, not two.
  const named = text.replace(/\s*\([\p{Lu}\d-]{2,10}\)\s*$/u, '');
  const tokens = tokenize(named);
  const hits = findSkillsInTokens(tokens, named).filter((h) => h.skill.kind === 'hard');
  if (hits.length < 2) return false;
  const covered = hits.reduce((n, h) => n + h.length, 0);
  const rest = tokens.length - covered - tokens.filter((t) => anyStopword.has(t.norm)).length;
  return rest <= 0;
}

/** Function words a piece of a sentence ends on. */
const PIECE_ENDS: ReadonlySet<string> = new Set(allLanguages('sentencePieceEnds'));

/** A piece of a sentence: a dangling end ("... of"), or three lower-case words that carry meaning. */
function isFragment(text: string): boolean {
  const t = squash(text);
  const words = tokenize(t);
  const content = words.filter((w) => /^\p{Ll}{3}/u.test(w.raw) && !anyStopword.has(w.norm)).length;
  if (content >= 3) return true;
  const last = fold(t.split(/\s+/).at(-1) ?? '').replace(/[^a-z]/g, '');
  return PIECE_ENDS.has(last);
}

/** A word of the first person, between spaces. */
const FIRST_PERSON = new RegExp(String.raw`(?:^|\s)(?:${allLanguages('firstPersonWords').join('|')})\s`, 'u');

/** A sentence in the first person, or more words than any title or degree takes. */
function isSentence(text: string): boolean {
  const t = squash(text);
  return normTokens(t).length > 14 || FIRST_PERSON.test(` ${t} `);
}

/** A title that stands alone ("founder"), and a short form a title is made of ("vp"). */
const SOLE_TITLE = new RegExp(`^(?:${allLanguages('soleTitles').join('|')})$`);
const TITLE_ABBREVIATION = new RegExp(`^(?:${allLanguages('titleAbbreviations').join('|')})$`);

/** Only job-title words: "Co-Founder & CTO", "Senior Developer"; a lone "Vice" or "Senior" is not enough. */
function isTitleOnly(text: string): boolean {
  const tokens = normTokens(text).filter((t) => !anyStopword.has(t) && /\p{L}/u.test(t));
  if (tokens.length === 1 && !SOLE_TITLE.test(tokens[0]!)) return false;
  return tokens.length > 0 && tokens.every((t) => titleWords.has(t) || TITLE_ABBREVIATION.test(t));
}

/** Words that qualify a title but are none alone: a headline "SENIOR" or "Junior" says nothing. */
const MODIFIERS: ReadonlySet<string> = new Set(allLanguages('rankWords'));

/** Only words of rank: "SENIOR", "Junior Lead". */
function isRankOnly(text: string): boolean {
  const tokens = normTokens(text).filter((t) => /\p{L}/u.test(t));
  return tokens.length > 0 && tokens.every((t) => MODIFIERS.has(fold(t)));
}

/** A label the reader's own label rule lets through: a label word without its colon, or a longer phrase ending in one. */
const isLabelWord = (t: string): boolean => /:\s*$/.test(t) || LABEL_WORDS.has(fold(squash(t)));

const skillList: PlausibilityRule = {
  name: 'skill-list',
  fails: isSkillList,
  example: 'React.js and Node.js.',
};

/** What a sentence needs of each field beyond the reader's rules for it, tried after them. */
const PROSE_RULES: Record<FieldKind, PlausibilityRule[]> = {
  employer: [
    skillList,
    // "Conference 2020", "Acme (2019": another entry's dates, or an event rather than a workplace.
    { name: 'year', fails: (t) => /\b(?:19|20)\d{2}\b/.test(t), example: 'Acme 2019' },
    { name: 'label-word', fails: isLabelWord, example: 'Tech' },
    { name: 'place', fails: isPlaceName, example: 'Saint-Etienne' },
    { name: 'fragment', fails: isFragment, example: 'to the integration of' },
    // "Co-Founder & CTO, Nexus AI": a title read where the employer goes.
    {
      name: 'job-title',
      fails: (t) => isTitleOnly(t.split(/\s*[,|–—]\s*/)[0] ?? ''),
      example: 'Co-Founder & CTO, Nexus AI',
    },
  ],
  title: [
    { name: 'section-word', fails: isSectionWord, example: 'Experience' },
    skillList,
    // "SENIOR", "Junior": a word of rank read alone, which makes "Senior with experience at ...".
    { name: 'rank-only', fails: isRankOnly, example: 'SENIOR' },
    // "48 ANS", "32 years old": an age is no title, and no generated line states it.
    { name: 'age', fails: statesAge, example: '48 ANS' },
    { name: 'place', fails: isPlaceName, example: 'Saint-Etienne' },
    { name: 'sentence', fails: isSentence, example: 'I built the payment system.' },
    { name: 'fragment', fails: (t) => isFragment(t) && !isTitleLike(t), example: 'and the results of' },
  ],
  degree: [skillList, { name: 'sentence', fails: isSentence, example: 'I studied many things there.' }],
  certificate: [
    skillList,
    { name: 'sentence', fails: isSentence, example: 'I completed the course in two weeks.' },
  ],
  school: [skillList, { name: 'sentence', fails: isSentence, example: 'I studied many things there.' }],
};

/** Every rule a field's text must pass before a sentence states it: the reader's, then those above. */
export const PLAUSIBILITY_RULES: Record<FieldKind, PlausibilityRule[]> = Object.fromEntries(
  (Object.keys(PROSE_RULES) as FieldKind[]).map((kind) => [
    kind,
    [...FIELD_RULES[kind], ...PROSE_RULES[kind]],
  ]),
) as Record<FieldKind, PlausibilityRule[]>;

/** The first rule that refuses `text` for the slot `kind`, or undefined when the text is plausible. */
export function implausibleBecause(kind: FieldKind, text: string | undefined): string | undefined {
  const t = squash(text ?? '');
  if (!t) return 'empty';
  return PLAUSIBILITY_RULES[kind].find((r) => r.fails(t))?.name;
}

/** The text is what its slot says it is: an employer's name, a job title, a degree, a school. */
export function isPlausible(kind: FieldKind, text: string | undefined): boolean {
  return implausibleBecause(kind, text) === undefined;
}

/**
 * Fields the reader was unsure of, as JSON Pointers ("/work/0/name"). A field is unsure when its
 * own pointer or one above it ("/work/0": where the entry ends was guessed) is listed.
 */
export interface UncertainPaths {
  has: (pointer: string) => boolean;
}

export function uncertainPaths(
  fields: ReadonlyArray<{ path: string; reason?: string }> | undefined,
): UncertainPaths {
  const paths = new Set((fields ?? []).map((f) => f.path.replace(/\/+$/, '')));
  return {
    has: (pointer) => {
      const parts = pointer.split('/');
      for (let n = parts.length; n > 1; n--) if (paths.has(parts.slice(0, n).join('/'))) return true;
      return false;
    },
  };
}

/** Neither unsure nor implausible: a field a generated sentence may state as a fact. */
export function usableFact(
  kind: FieldKind,
  text: string | undefined,
  pointer: string,
  unsure: UncertainPaths,
): string | undefined {
  return !unsure.has(pointer) && isPlausible(kind, text) ? text : undefined;
}

/**
 * The resume as prose may state it: every employer, job title, degree and school that the reader
 * was unsure of or that fails its slot's checks is left out (the entry's results stay), and a
 * headline that is no title goes. The CV itself keeps the user's data; only sentences are built
 * from this.
 */
export function withoutDoubtfulFields(
  resume: ResumeData,
  uncertain?: ReadonlyArray<{ path: string; reason?: string }>,
): ResumeData {
  const unsure = uncertainPaths(uncertain);
  const keep = (kind: FieldKind, text: string | undefined, pointer: string): string | undefined =>
    usableFact(kind, text, pointer, unsure);
  const label = resume.basics.label;
  return {
    ...resume,
    basics: {
      ...resume.basics,
      label: label && isHeadline(label) && !unsure.has('/basics/label') ? label : undefined,
      summary: unsure.has('/basics/summary') ? undefined : resume.basics.summary,
    },
    work: resume.work.map((w, i) => ({
      ...w,
      // Judged as a sentence would name it: without the tagline or the town after the name.
      name: keep('employer', realEmployer(w.name) ?? w.name, `/work/${i}/name`) && w.name,
      position: keep('title', w.position, `/work/${i}/position`),
    })),
    // An issuer read as a certificate: a known issuer alone, or another certificate's issuer.
    certificates: resume.certificates.map((c, i) => ({
      ...c,
      name:
        keep('certificate', c.name, `/certificates/${i}/name`) &&
        !resume.certificates.some((o) => o.issuer && fold(o.issuer) === fold(c.name ?? ''))
          ? c.name
          : undefined,
    })),
    education: resume.education.map((e, i) => ({
      ...e,
      // "CALIFORNIA STATE UNIVERSITY", shouted by the layout, is named calmly in a sentence.
      institution: keep('school', e.institution && unshout(e.institution), `/education/${i}/institution`),
      studyType: keep('degree', e.studyType, `/education/${i}/studyType`),
      area: keep('degree', e.area, `/education/${i}/area`),
    })),
  };
}

/** Rules that say a headline says nothing: a footer, a date, a section's name, a lone rank. */
const NO_HEADLINE = new Set(['title.footer', 'title.date', 'section-word', 'rank-only', 'age']);

/** A headline worth printing under a name: words, not a number ("2"), a lone "SENIOR", an age, a footer or a date. */
export function isHeadline(label: string): boolean {
  const t = squash(label);
  return !hasNoWords(t) && !PLAUSIBILITY_RULES.title.some((r) => NO_HEADLINE.has(r.name) && r.fails(t));
}

/**
 * A course as a list names one: not a number ("3"), a date, a town or a word for where work is
 * done ("Anywhere", "Remote") read into the list.
 */
export function isCourse(text: string): boolean {
  const t = squash(text);
  return /\p{L}{3}/u.test(t) && !looksLikeDate(t) && !isPlaceName(t) && !PLACEHOLDER.test(t);
}

/**
 * A project's or certificate's name that names nothing: the words of a date or a column's label
 * ("Year(s)", "Dates"), a section's word ("Projects"), a placeholder ("N/A"). A letter or summary
 * never names it.
 */
export function namesNothing(name: string): boolean {
  const t = name
    .trim()
    .replace(/\((?:s|es)\)/giu, '')
    .replace(/[.:;]+$/u, '')
    .trim();
  return !/\p{L}/u.test(t) || isDateWords(t) || isSectionWord(t) || PLACEHOLDER.test(fold(t));
}
