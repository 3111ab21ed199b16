import type { ResumeData } from '../schema/resume.ts';
import { fold } from '../text/fold.ts';
import { realEmployer, unshout } from './facts.ts';
import { isTitleLike, parseLocation } from '../parse/fields.ts';
import { matchHeading } from '../parse/headings.ts';
import { normTokens, squash, tokenize } from './text.ts';
import { anyStopword, findSkillsInTokens, monthWords, titleWords } from './vocabulary.ts';

/*
 * Is a field of a job or a school what its slot says it is? A misread field ("Tech:" read as an
 * employer, a town read as a title, "Expected Graduation" read as a degree) must never become a
 * sentence of a letter or summary. Each check is a named rule with an example, so a caller can say
 * which rule refused a field; the reader may call the same rules to flag a field as uncertain.
 */

/** The slots of a job or a school whose words a generated sentence may state. */
export type FieldKind = 'employer' | 'title' | 'degree' | 'school' | 'certificate';

export interface PlausibilityRule {
  name: string;
  /** True when the text is NOT what the slot needs. */
  fails: (text: string) => boolean;
  /** A text this rule refuses. */
  example: string;
}

/** Words that label a line of a job ("Tech: React, Node"), never an employer's whole name. */
const LABEL_WORDS = new Set(
  'tech technologies technology stack tools tooling environment skills languages frameworks keywords client clients role tasks duties responsibilities achievements technos technologies environnement outils competences missions entorno herramientas tecnologias funciones logros'.split(
    ' ',
  ),
);

/** What a page header or footer prints, read where an entry's field goes. */
const FOOTER =
  /^(?:r[ée]sum[ée]|resume|cv|c\.v\.|curriculum(?: vitae)?|hoja de vida|page \d+(?: (?:of|de|sur) \d+)?|p[áa]gina \d+(?: de \d+)?|\d+ ?\/ ?\d+)$/iu;

/** Words saying when a degree ends, not what it is: "Expected Graduation", "Diplôme prévu". */
const GRADUATION_WORDS =
  /\b(?:expected|anticipated|graduation|graduating|pending|in progress|candidate for|pr[ée]vue?|en cours|en curso|previsto|prevista|graduaci[óo]n)\b/iu;

/** Bodies that issue certificates: alone in a certificate's name, the issuer was read as the certificate. */
const ISSUERS = new Set([
  'coursera',
  'udemy',
  'edx',
  'udacity',
  'linkedin learning',
  'linkedin',
  'datacamp',
  'freecodecamp',
  'codecademy',
  'openclassrooms',
  'platzi',
  'google',
  'microsoft',
  'amazon web services',
  'aws',
  'amazon',
  'ibm',
  'meta',
  'cisco',
  'oracle',
  'comptia',
  'pmi',
  'project management institute',
  'scrum alliance',
  'scrum.org',
  'red hat',
  'salesforce',
  'hubspot',
  'hubspot academy',
  'american heart association',
  'red cross',
  'croix-rouge',
  'cruz roja',
  'british council',
  'cambridge',
  'ets',
  'toeic',
  'sena',
]);

/** A certificate's name that is its issuer alone ("Coursera", "Amazon Web Services"). */
export function isIssuer(text: string): boolean {
  return ISSUERS.has(fold(squash(text)).replace(/[.,;:]+$/, ''));
}

const SAINT_PLACE = /^(?:saint|sainte|san|santa|santo|st|ste|são)[ .-]+\p{Lu}[\p{L}'-]+$/iu;

/** A town or a country: "Saint-Etienne", "Lyon, France", "Austin, TX", "Madrid". */
export function isPlace(text: string): boolean {
  const t = squash(text).replace(/[.,;:]+$/, '');
  if (SAINT_PLACE.test(t)) return true;
  const place = parseLocation(t);
  return !!place && fold(place.text) === fold(t);
}

/** A date, a year or a range and nothing else: "2019", "Sep 2021", "2018 - present". */
export function isDateText(text: string): boolean {
  const tokens = normTokens(text).filter((t) => /[\p{L}\d]/u.test(t));
  return (
    tokens.length > 0 &&
    tokens.every(
      (t) =>
        monthWords.has(t) ||
        /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|janv|fevr|avr|juil|ene|abr|ago|dic)$/.test(
          t,
        ) ||
        /^\d{1,4}$/.test(t) ||
        [
          'present',
          'current',
          'now',
          'actualidad',
          'aujourd',
          'hui',
          'to',
          'a',
          'au',
          'de',
          'since',
        ].includes(t),
    ) &&
    /\d/.test(text)
  );
}

/** A list of skill names: "React.js and Node.js.", "Python, SQL, Docker". */
export function isSkillList(text: string): boolean {
  const tokens = tokenize(text);
  const hits = findSkillsInTokens(tokens, text).filter((h) => h.skill.kind === 'hard');
  if (hits.length < 2) return false;
  const covered = hits.reduce((n, h) => n + h.length, 0);
  const rest = tokens.length - covered - tokens.filter((t) => anyStopword.has(t.norm)).length;
  return rest <= 0;
}

/** A piece of a sentence: a dangling end ("... of"), or three lower-case words that carry meaning. */
export function isFragment(text: string): boolean {
  const t = squash(text);
  const words = tokenize(t);
  const content = words.filter((w) => /^\p{Ll}{3}/u.test(w.raw) && !anyStopword.has(w.norm)).length;
  if (content >= 3) return true;
  const last = fold(t.split(/\s+/).at(-1) ?? '').replace(/[^a-z]/g, '');
  return [
    'and',
    'or',
    'of',
    'the',
    'with',
    'for',
    'to',
    'at',
    'in',
    'et',
    'ou',
    'des',
    'du',
    'con',
    'para',
    'por',
  ].includes(last);
}

/** A section's heading: "Experience", "Education", "Projets". */
export function isSectionWord(text: string): boolean {
  const heading = matchHeading(text);
  return !!heading && !heading.loose;
}

/** A sentence in the first person, or more words than any title or degree takes. */
function isSentence(text: string): boolean {
  const t = squash(text);
  return (
    normTokens(t).length > 14 || /(?:^|\s)(?:I|[Mm]y|[Jj]e|[Jj]['’]|[Mm]on|[Yy]o|[Mm]is?)\s/u.test(` ${t} `)
  );
}

/** Only job-title words: "Co-Founder & CTO", "Senior Developer"; a lone "Vice" or "Senior" is not enough. */
function isTitleOnly(text: string): boolean {
  const tokens = normTokens(text).filter((t) => !anyStopword.has(t) && /\p{L}/u.test(t));
  if (
    tokens.length === 1 &&
    !/^(?:c[teoifm]o|founder|owner|director|manager|engineer|developer|consultant)$/.test(tokens[0]!)
  )
    return false;
  return (
    tokens.length > 0 && tokens.every((t) => titleWords.has(t) || /^(?:c[teoifm]o|vp|co|sr|jr)$/.test(t))
  );
}

const common: PlausibilityRule[] = [
  { name: 'page-footer', fails: (t) => FOOTER.test(squash(t).replace(/[.:]+$/, '')), example: 'Résumé' },
  { name: 'date', fails: isDateText, example: 'Sep 2021' },
  { name: 'section-word', fails: isSectionWord, example: 'Experience' },
  { name: 'no-words', fails: (t) => !/\p{L}/u.test(t), example: '2' },
  { name: 'skill-list', fails: isSkillList, example: 'React.js and Node.js.' },
];

export const PLAUSIBILITY_RULES: Record<FieldKind, PlausibilityRule[]> = {
  employer: [
    ...common,
    // "Conference 2020", "Acme (2019": another entry's dates, or an event rather than a workplace.
    { name: 'year', fails: (t) => /\b(?:19|20)\d{2}\b/.test(t), example: 'Acme 2019' },
    { name: 'label', fails: (t) => /:\s*$/.test(t) || LABEL_WORDS.has(fold(squash(t))), example: 'Tech:' },
    { name: 'place', fails: isPlace, example: 'Saint-Etienne' },
    { name: 'fragment', fails: isFragment, example: 'to the integration of' },
    // "Co-Founder & CTO, Nexus AI": a title read where the employer goes.
    {
      name: 'job-title',
      fails: (t) => isTitleOnly(t.split(/\s*[,|–—]\s*/)[0] ?? ''),
      example: 'Co-Founder & CTO, Nexus AI',
    },
  ],
  title: [
    ...common,
    // "SENIOR", "Junior": a word of rank read alone, which makes "Senior with experience at ...".
    { name: 'rank-only', fails: isRankOnly, example: 'SENIOR' },
    { name: 'place', fails: isPlace, example: 'Saint-Etienne' },
    { name: 'sentence', fails: isSentence, example: 'I built the payment system.' },
    { name: 'fragment', fails: (t) => isFragment(t) && !isTitleLike(t), example: 'and the results of' },
  ],
  degree: [
    ...common,
    { name: 'graduation-date', fails: (t) => GRADUATION_WORDS.test(fold(t)), example: 'Expected Graduation' },
    { name: 'place', fails: isPlace, example: 'Lyon, France' },
    { name: 'sentence', fails: isSentence, example: 'I studied many things there.' },
  ],
  certificate: [
    ...common,
    { name: 'issuer', fails: isIssuer, example: 'Coursera' },
    { name: 'sentence', fails: isSentence, example: 'I completed the course in two weeks.' },
  ],
  school: [
    ...common,
    { name: 'place', fails: isPlace, example: 'Madrid' },
    { name: 'sentence', fails: isSentence, example: 'I studied many things there.' },
  ],
};

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

/** Words that qualify a title but are none alone: a headline "SENIOR" or "Junior" says nothing. */
const MODIFIERS = new Set(
  'senior junior lead principal staff chief head associate assistant vice sr jr confirme confirmee experimente experimentee debutant debutante senor'.split(
    ' ',
  ),
);

/** Only words of rank: "SENIOR", "Junior Lead". */
function isRankOnly(text: string): boolean {
  const tokens = normTokens(text).filter((t) => /\p{L}/u.test(t));
  return tokens.length > 0 && tokens.every((t) => MODIFIERS.has(fold(t)));
}

/** A headline worth printing under a name: words, not a number ("2"), a lone "SENIOR", a footer or a date. */
export function isHeadline(label: string): boolean {
  return !['page-footer', 'date', 'section-word', 'no-words', 'rank-only'].includes(
    implausibleBecause('title', label) ?? '',
  );
}

/**
 * A course as a list names one: not a number ("3"), a date, a town or a word for where work is
 * done ("Anywhere", "Remote") read into the list.
 */
export function isCourse(text: string): boolean {
  const t = squash(text);
  return (
    /\p{L}{3}/u.test(t) &&
    !isDateText(t) &&
    !isPlace(t) &&
    !/^(?:anywhere|remote|online|on-?site|n\/?a|none|various|varios|divers)$/iu.test(t)
  );
}
