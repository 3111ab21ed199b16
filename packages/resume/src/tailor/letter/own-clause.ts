/*
 * A resume line told in the letter's own sentence: "Led the migration" -> "I led the migration",
 * "Manage 8 account executives" -> "I manage ..." while the job lasts and "I managed ..." once it
 * has ended, "Conçu une application" -> "j'ai conçu une application". Never the line pasted after
 * a frame: a noun phrase is told with a verb of the letter's ("I worked on the migration"), and a
 * line no clause can hold is not told as a clause.
 */
import { allLanguages, lexicons, type ClauseLine, type LineForm } from '../../lexicon/index.ts';
import type { Language } from '../../parse/language.ts';
import { bulletForm, gerund, lowerLead } from '../sentence-forms.ts';
import { lowerFirst, normTokens, splitSentences, trimEnd } from '../text.ts';
import { TITLE_WORDS } from '../../parse/vocabulary.ts';
import { fold } from '../../text/fold.ts';
import { findSkills, titleWords } from '../vocabulary.ts';
import { isToolName } from './evidence.ts';

/** The forms a language's frame tells as the candidate's own verb, never after a colon. */
const VERB_FORMS: ReadonlySet<LineForm> = new Set<LineForm>(['done', 'base', 'ongoing', 'chosen']);

/** A capitalised name after "at", "for" or "in" in any language: "Nurse at Saint Clare". */
const EMPLOYER_AFTER = new RegExp(
  String.raw`\s(?:${[...allLanguages('employerAt'), ...allLanguages('employerLinks'), 'en', 'in'].join('|')})\s+\p{Lu}`,
  'u',
);

/** The words of a job title, as the reader and the fact guard know them ("assistant", "lead"). */
const ROLE_WORDS = new Set([...TITLE_WORDS.map(fold), ...titleWords]);

/** English verbs whose past is not "-ed". */
const EN_PAST: Record<string, string> = {
  lead: 'led',
  run: 'ran',
  build: 'built',
  teach: 'taught',
  write: 'wrote',
  make: 'made',
  keep: 'kept',
  grow: 'grew',
  oversee: 'oversaw',
  sell: 'sold',
  give: 'gave',
  take: 'took',
  drive: 'drove',
  hold: 'held',
  speak: 'spoke',
  meet: 'met',
  set: 'set',
  get: 'got',
  find: 'found',
  bring: 'brought',
  buy: 'bought',
  win: 'won',
  begin: 'began',
  send: 'sent',
  spend: 'spent',
  deal: 'dealt',
  put: 'put',
  cut: 'cut',
  read: 'read',
  do: 'did',
  see: 'saw',
  go: 'went',
  know: 'knew',
  think: 'thought',
  understand: 'understood',
  undertake: 'undertook',
};

/** "manage" -> "managed", "plan" -> "planned", "supply" -> "supplied", "lead" -> "led". */
export function enPast(verb: string): string {
  const v = verb.toLowerCase();
  if (EN_PAST[v]) return EN_PAST[v];
  if (v.endsWith('e')) return `${v}d`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ied`;
  // One short syllable ending in one consonant: "plan", "ship", "log".
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(v)) return `${v}${v.slice(-1)}ed`;
  return `${v}ed`;
}

/**
 * A line that is a job's header or another entry's title rather than a duty or a result: every
 * word of it capitalised ("Hospital Wayfinding Project"), or a job title among its first words
 * set apart from a name ("Senior Analyst, Brindle Foods", "Nurse at Saint Clare"). Told after
 * "my work included:", it would read as a duty.
 */
export function readsAsHeader(line: string): boolean {
  const long = line.split(/\s+/).filter((w) => /^\p{L}{4,}/u.test(w));
  if (long.length >= 2 && long.every((w) => /^\p{Lu}/u.test(w))) return true;
  const titled = normTokens(line)
    .slice(0, 3)
    .some((t) => titleWords.has(t));
  return titled && (/[,|–—@]|\s-\s/u.test(line) || EMPLOYER_AFTER.test(line));
}

/**
 * The line as a clause with its subject, lower case first ("I led ...", "j'ai conçu ...",
 * "diseñé ...", "my work included ..."), in the job's tense (`current`: the resume says it is
 * ongoing), by its language's frame (`ownClause` in the lexicon). Undefined when no clause tells it
 * truly (a result told in the passive, a line that is a sentence of its own about someone else, a
 * header or a title with no duty in it).
 */
export function ownClause(lang: Language, line: string, current: boolean): string | undefined {
  // "Installed TCP/IP networks. Office cabling": a clause holds the line's first sentence, never a
  // fragment after its stop.
  const clean = trimEnd(splitSentences(line.replace(/^\s*[-•*·▪]\s*/, ''))[0] ?? '');
  if (!clean) return undefined;
  const { form, verb, rest } = bulletForm(clean, lang);
  if (form === 'passive') return undefined;
  // A line with no verb form the frames know is told with a verb of the letter's: never a job
  // header or an entry's title.
  if (!VERB_FORMS.has(form) && readsAsHeader(clean)) return undefined;
  // "Teaching assistant for ...", "Experto en ...": a role named in the first words, not a duty done.
  // "Vitesse d'impression : 250 mm/s": a label and its value, no duty either.
  const role = normTokens(clean)
    .slice(0, 2)
    .some((t) => ROLE_WORDS.has(t));
  if (form === 'noun' && (role || /\s:|:\s/.test(clean))) return undefined;
  return lexicons[lang].ownClause(clauseLine(clean, form, verb, rest), current);
}

/** A line in the pieces and cases a language's frame takes (`ClauseLine`), each computed when asked. */
export function clauseLine(clean: string, form: LineForm, verb: string, rest: string): ClauseLine {
  return {
    form,
    line: clean,
    lowered: lowerFirst(clean),
    get lead() {
      return lowerLead(clean);
    },
    verb,
    rest,
    get past() {
      return enPast(verb);
    },
    get gerund() {
      return gerund(verb);
    },
    get tool() {
      // A tool's own name ("Python", "AWS"), not a field's words ("Customer service").
      return findSkills(clean).some((h) => h.index === 0 && !h.loose && isToolName(h.surface));
    },
  };
}
