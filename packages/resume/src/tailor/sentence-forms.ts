import { allLanguages, byLanguage, lexicons, type LineForm } from '../lexicon/index.ts';
import { fold } from '../text/fold.ts';
import { lowerFirst, trimEnd } from './text.ts';
import { languages, type Language } from '../parse/language.ts';
import { anyStopword, findSkills, genericWords, titleWords, type Skill } from './vocabulary.ts';

/*
 * How a sentence is formed around facts in each language: a list joined, a resume line read for the
 * form it opens with. The words and frames are each language's lexicon's (`letterPhrases`,
 * `achievement`, `participle`, ...): frames around facts from the resume or the posting, never facts.
 */

/** The word that joins a list's last item. */

export function joinList(items: string[], lang: Language): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1]!;
  // Spanish writes "e" before a word starting with an i sound (`andSwaps`).
  const and =
    lexicons[lang].andSwaps.find((swap) => new RegExp(swap.before, 'i').test(fold(last)))?.and ??
    lexicons[lang].and[0]!;
  return `${items.slice(0, -1).join(', ')} ${and} ${last}`;
}

/** How a skill name reads inside a sentence: "Kubernetes", "A/B testing", but "project management". */
export function skillInSentence(term: string, kind: Skill['kind']): string {
  const words = term.split(' ');
  // "A/B testing", "CI/CD", "SQL Server": a first word with more than one capital is a name.
  if (/\p{Lu}.*\p{Lu}/u.test(words[0]!)) return term;
  if (words.length > 1) return /^\p{Ll}/u.test(words[1]!) ? lowerFirst(term) : term;
  if (
    /^\p{Lu}\p{Ll}+$/u.test(term) &&
    (kind === 'soft' ||
      /(ing|tion|ment|ity|ics|ance|ence|ship|ness|ogy|ism|ure|ales|ax|ail|oll|acy|rch|ign|phy|omy|ysis)$/.test(
        term,
      ))
  ) {
    return lowerFirst(term);
  }
  return term;
}

/**
 * A line that opens with a name of two or more capitalised words ("Baltimore County ...", "Data
 * Studio dashboards ..."): not a function word ("The ..."), a verb ("Led Google ...") or an -ing
 * form ("Building React ...") capitalised only because it starts the line.
 */
function startsWithName(text: string): boolean {
  const first = /^(\p{Lu}\p{Ll}+)\s+\p{Lu}/u.exec(text)?.[1];
  if (!first || /ing$/.test(first)) return false;
  const word = fold(first);
  if (anyStopword.has(word) || genericWords.has(word) || titleWords.has(word)) return false;
  return languages.every((lang) => bulletForm(text, lang).form === 'noun');
}

/**
 * A resume line placed inside a sentence: its first letter lowered ("Built ..." -> "built ..."),
 * unless it starts with a name ("React app in TypeScript", "Excel reporting", "Baltimore County").
 */
export function lowerLead(text: string): string {
  const first = findSkills(text)[0];
  if (
    first?.index === 0 &&
    /^\p{Lu}/u.test(first.surface) &&
    skillInSentence(first.surface, first.skill.kind) === first.surface
  )
    return text;
  if (startsWithName(text)) return text;
  return lowerFirst(text);
}

/** The headline of a label such as "Backend engineer | Go, Kubernetes": the part before separators. */
export function cleanLabel(label: string | undefined): string | undefined {
  const head = label?.split(/\s[|·•—–-]\s|\s*\|\s*/)[0]?.trim();
  return head || undefined;
}

const EN_IRREGULAR: ReadonlySet<string> = new Set(lexicons.en.pastVerbs);
const EN_BASE: ReadonlySet<string> = new Set(lexicons.en.baseVerbs);

export function gerund(verb: string): string {
  const v = verb.toLowerCase();
  const special: Record<string, string> = {
    run: 'running',
    plan: 'planning',
    begin: 'beginning',
    set: 'setting',
  };
  if (special[v]) return special[v];
  if (v.endsWith('ie')) return `${v.slice(0, -2)}ying`;
  if (v.endsWith('e') && !v.endsWith('ee')) return `${v.slice(0, -1)}ing`;
  return `${v}ing`;
}

export type BulletForm = LineForm;

/** How a past participle ends (lower case): "adopted", "adopté", "adoptado". */
const PARTICIPLE: Record<Language, RegExp> = byLanguage((lexicon) => new RegExp(lexicon.participle));

/** "Adopted by", "Adopté par", "Adoptado por": who did what the participle says. */
const AGENT = new RegExp(`^(?:${allLanguages('passiveAgents').join('|')})\\s`, 'i');

/**
 * Past participles that say what others did to the candidate ("Promoted to lead", "Appointed by
 * the founder", "Nommée responsable", "Seleccionado para"): the candidate was, not did.
 */
const CHOSEN: Record<Language, RegExp> = byLanguage(
  (lexicon) => new RegExp(`^(?:${lexicon.chosenParticiples.join('|')})$`),
);

/** A thing done a line opens with ("Conçu ...", "Gestioné ..."), where the lexicon tells one. */
const DONE: Record<Language, RegExp | undefined> = byLanguage((lexicon) =>
  lexicon.doneVerb
    ? new RegExp(`^(?:${[lexicon.doneVerb, ...lexicon.pastVerbs].join('|')})$`, 'iu')
    : undefined,
);

/** How a bullet starts: with a past verb ("Led ..."), a base verb ("Manage ..."), or a noun. */
export function bulletForm(bullet: string, lang: Language): { form: BulletForm; verb: string; rest: string } {
  const text = trimEnd(bullet).replace(/^[-•*·▪]\s*/, '');
  const first = text.split(/\s+/)[0] ?? '';
  const rest = text.slice(first.length).trim();
  const word = fold(first).replace(/[^a-z]/g, '');
  if (CHOSEN[lang].test(first.toLowerCase())) return { form: 'chosen', verb: first, rest };
  // "Adopted by 2 teams", "Adopté par", "Adoptado por": a result, not something the candidate did.
  // Only after a participle: "Communication par liaison série" is a noun phrase.
  if (AGENT.test(rest) && PARTICIPLE[lang].test(first.toLowerCase()))
    return { form: 'passive', verb: first, rest };
  if (lang === 'en') {
    // "Currently working with ...": something under way.
    if (word === 'currently' && /^\p{L}+ing$/u.test(rest.split(/\s+/)[0] ?? ''))
      return { form: 'ongoing', verb: first, rest };
    // "Finally determined ...": an adverb before the verb leaves it a thing done.
    if (word.length > 4 && word.endsWith('ly') && rest && bulletForm(rest, lang).form === 'done')
      return { form: 'done', verb: first, rest };
    if (EN_IRREGULAR.has(word) || (word.length > 3 && word.endsWith('ed')))
      return { form: 'done', verb: first, rest };
    // "Lead analyst on ...": a title, not the verb "lead".
    const next = fold(rest.split(/\s+/)[0] ?? '');
    const base =
      titleWords.has(next) ||
      /^(?:analyst|engineer|developer|designer|consultant|specialist|assistant)s?$/.test(next)
        ? ''
        : EN_BASE.has(word)
          ? word
          : word.endsWith('es') && EN_BASE.has(word.slice(0, -2))
            ? word.slice(0, -2)
            : word.endsWith('s') && EN_BASE.has(word.slice(0, -1))
              ? word.slice(0, -1)
              : '';
    if (base) return { form: 'base', verb: base, rest };
  }
  if (DONE[lang]?.test(first)) return { form: 'done', verb: first, rest };
  return { form: 'noun', verb: '', rest };
}

/**
 * A line that is a sentence with its own subject, which no frame can hold: "This role taught me
 * ...", "As part of my work, I oversee ...", "J'ai mis en place ...", "Mi labor fue ...".
 */
const OWN_SUBJECT: Record<Language, RegExp> = byLanguage((lexicon) => new RegExp(lexicon.ownSubject, 'u'));

/** A line told as it stands, as a sentence of its own (see OWN_SUBJECT). */
export function ownSubject(bullet: string, lang: Language): boolean {
  return OWN_SUBJECT[lang].test(trimEnd(bullet).replace(/^[-•*·▪]\s*/, ''));
}

/**
 * Whether a letter tells the line in a clause of its own ("I led ...", "J'ai conçu ...", "Allí
 * diseñé ..."), or must list it after a colon, where any form reads: a noun phrase, a verb no list
 * knows ("Compute taxes ..."), an infinitive ("Configurer les postes ...").
 */
export function toldAsClause(bullet: string, lang: Language): boolean {
  return ownSubject(bullet, lang) || bulletForm(bullet, lang).form !== 'noun';
}

/** A first word in its base form (`infinitive`), where the lexicon tells one by its ending. */
const INFINITIVE: Record<Language, RegExp | undefined> = byLanguage((lexicon) =>
  lexicon.infinitive ? new RegExp(`^(?:${lexicon.infinitive})$`, 'u') : undefined,
);

/**
 * Whether a line opens with a verb: by its first word's ending where the lexicon tells a base form
 * that way ("Concevoir ...", "Desarrollar ..."), else by the line's form (`forms`, English).
 */
export function opensWithVerb(
  line: string,
  lang: Language,
  forms: readonly BulletForm[] = ['base'],
): boolean {
  const infinitive = INFINITIVE[lang];
  return infinitive
    ? infinitive.test(line.split(/\s+/)[0] ?? '')
    : forms.includes(bulletForm(line, lang).form);
}
