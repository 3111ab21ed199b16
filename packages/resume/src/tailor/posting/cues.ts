import { clockTimes } from '../../lexicon/common.ts';
import { allLanguages, type PostingCues } from '../../lexicon/index.ts';
import { fold } from '../../text/fold.ts';
import type { SectionKind } from './headings.ts';

/*
 * Words that show a sentence or a heading asks something of the candidate, in every language
 * (the lexicon's `posting` cues), matched on folded text (no accents, lower case). They find
 * requirements where a posting gives no known heading: a paragraph of prose, a list under "You'll
 * need to accomplish:", a "Nous vous évaluerons en fonction de :". They name the shape of a demand,
 * never a skill.
 */

type Welcome = PostingCues['welcomeAfter'];

/** "(?:big|real)\\s+" made optional; nothing when the language has no such word. */
const optionalWords = (words: readonly string[]): string =>
  words.length ? `(?:(?:${words.join('|')})\\s+)?` : '';

/** "a plus", "un atout", "se valorará": welcome said in a word or two, in every language. */
const welcomeWords = allLanguages(({ posting: { welcomeAfter: w } }) =>
  w.articles.length
    ? [`(?:${w.articles.join('|')})\\s+${optionalWords(w.adjectives)}(?:${w.nouns.join('|')})`, ...w.phrases]
    : w.phrases,
);

/** "is a big plus", "est un atout": a copula, an article and an adjective if any, a noun. */
const saidAfter = (w: Welcome): string[] => [
  ...(w.nouns.length
    ? [
        `(?:${w.copulas.join('|')})\\s+${optionalWords(w.articles)}${optionalWords(w.adjectives)}(?:${w.nouns.join('|')})`,
      ]
    : []),
  ...w.phrases,
];

/** "PostgreSQL is a plus", "l'anglais est un gros atout": welcome said after what is welcome, any case. */
export const WELCOME_TAIL = new RegExp(
  `\\s*,?\\s+(?:${allLanguages((lexicon) => saidAfter(lexicon.posting.welcomeAfter)).join('|')})\\s*[.!]?$`,
  'iu',
);

/** One kind of cue in every language, as one alternation. */
const cue = (kind: Exclude<keyof PostingCues, 'welcomeAfter' | 'welcomeLead'>): string =>
  allLanguages((lexicon) => lexicon.posting[kind]).join('|');

const REQUIREMENT = cue('requirement');
const OPTIONAL = [cue('welcome'), ...welcomeWords].join('|');
/** What the job holder will do ("You will", "Vous serez chargé de", "Serás responsable de"). */
const DUTY = cue('duty');
/** What the employer gives (pay, benefits, perks), never what it asks. */
const OFFER = cue('offer');
/** How to apply, the hiring process, adjustments for it: for the applicant, not a skill of the job. */
const PROCESS = cue('process');
/** When the work is done: clock times, shifts, hours or days a week, not a skill. */
const SCHEDULE = [...clockTimes, cue('schedule')].join('|');
/** A field of the posting's header ("Location: Lyon", "Horario: 9-17"): a fact about the job, not a skill. */
const FIELD_LABEL = cue('fieldLabels');

const REQUIREMENT_RE = new RegExp(`(?:^|[^\\p{L}])(?:${REQUIREMENT})(?![\\p{L}])`, 'u');
const OPTIONAL_RE = new RegExp(`(?:^|[^\\p{L}])(?:${OPTIONAL})(?![\\p{L}])`, 'u');
const DUTY_RE = new RegExp(`(?:^|[^\\p{L}])(?:${DUTY})(?![\\p{L}])`, 'u');
const PROCESS_RE = new RegExp(`(?:^|[^\\p{L}])(?:${PROCESS})(?![\\p{L}])`, 'u');
const SCHEDULE_RE = new RegExp(`(?:^|[^\\p{L}\\d])(?:${SCHEDULE})(?![\\p{L}])`, 'u');
const OFFER_RE = new RegExp(`(?:^|[^\\p{L}])(?:${OFFER})(?![\\p{L}])`, 'u');
const FIELD_ROW_RE = new RegExp(`^(?:${FIELD_LABEL})\\s*[:：]`, 'u');

const folded = (text: string): string => fold(text).replace(/[’`]/g, "'");

/** The text asks something of the candidate ("You have two years in retail", "Permis B exigé"). */
export const asksForSomething = (text: string): boolean => REQUIREMENT_RE.test(folded(text));

/** A list line without its bullet marker. */
const withoutMarker = (text: string): string =>
  text.replace(/^(?:[\s\-•*·▪◦‣–—✓✔☑➢➤►▸▹→]|\p{Extended_Pictographic}|\uFE0F)+/u, '');

/** A list item opened by a label that says it is welcome ("Nice to have: Go", "Plus : SAP", "Bonus:"). */
const WELCOME_LABEL = new RegExp(`^(?:${cue('welcomeLabel')})\\s*:`, 'u');

/** "Nice to have: Go", "Idéalement, ...", "Preferiblemente con ...": the welcome said before what is welcome. */
const WELCOME_LEAD = new RegExp(
  `^(?:(?:${cue('welcomeLabel')})\\s*:\\s*|(?:${allLanguages((l) => l.posting.welcomeLead).join('|')})\\s*,?\\s+)`,
  'iu',
);

/** The text calls what it names welcome but not required ("a plus", "se valorará", "Bonus: Go"). */
export const onlyWelcome = (text: string): boolean =>
  OPTIONAL_RE.test(folded(text)) || WELCOME_LABEL.test(folded(withoutMarker(text)));

/** A welcome requirement without the words that say it is welcome ("Kubernetes is a big plus": "Kubernetes"). */
export function withoutWelcomeWords(text: string): string {
  const bare = withoutMarker(text).replace(WELCOME_TAIL, '').replace(WELCOME_LEAD, '').trim();
  if (!/\p{L}{2}/u.test(bare)) return text;
  return bare === text.trim() ? text : bare.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}

const QUALIFICATION_RE = new RegExp(
  String.raw`\b(?:${allLanguages((lexicon) => lexicon.postingDemands.qualification).join('|')})\b`,
  'i',
);

/** The text names a degree, licence, certificate or years of experience ("Associate degree in IT"). */
export const namesQualification = (text: string): boolean => QUALIFICATION_RE.test(text);

/** The text says what the job holder will do. */
export const describesDuty = (text: string): boolean => DUTY_RE.test(folded(text));

/** The text speaks of what the employer offers ("What we offer", "Te ofrecemos"). */
export const speaksOfOffer = (text: string): boolean => OFFER_RE.test(folded(text));

/** The text speaks of applying or of the hiring process ("Postulez quand même", "Please send your CV"). */
export const speaksOfProcess = (text: string): boolean => PROCESS_RE.test(folded(text));

/** The text only says when the work is done ("Shifts are 8pm to 8am"), and asks nothing. */
export const onlySchedule = (text: string): boolean =>
  SCHEDULE_RE.test(folded(text)) && !asksForSomething(text);

/** A header field row ("Lieu : Lyon", "Jornada: completa"), not a requirement. */
export const isFieldRow = (text: string): boolean => FIELD_ROW_RE.test(folded(text).trim());

const ABOUT_YOU = new RegExp(`\\b(?:${cue('aboutYou')})\\b`);
const WELCOME_IF = new RegExp(`\\b(?:${cue('welcomeIf')})\\b`);
const DAY_TO_DAY = new RegExp(`\\b(?:${cue('dayToDay')})\\b`);

/** The kind of section a heading in the employer's own words opens, by what it says ("What you'll need to succeed": must). */
export function headingKindByCue(heading: string): SectionKind {
  const text = folded(heading);
  if (speaksOfOffer(heading)) return 'other';
  if (onlyWelcome(heading) || WELCOME_IF.test(text)) return 'nice';
  if (DAY_TO_DAY.test(text)) return 'duties';
  // "Votre candidature sera évaluée en fonction de :" speaks of the application, and asks.
  if (asksForSomething(heading) || ABOUT_YOU.test(text)) return 'must';
  if (speaksOfProcess(heading)) return 'other';
  if (describesDuty(heading)) return 'duties';
  return 'none';
}
