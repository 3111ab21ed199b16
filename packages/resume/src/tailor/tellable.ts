import { allLanguages, byLanguage, presentPattern } from '../lexicon/index.ts';
import { fold } from '../text/fold.ts';
import { STOP_END } from './facts.ts';
import { bulletForm } from './sentence-forms.ts';
import { normTokens, tokenize } from './text.ts';
import type { Language } from './types.ts';
import { TITLE_WORDS } from '../parse/vocabulary.ts';
import { anyStopword, findSkills, findSkillsInTokens, titleWords } from './vocabulary.ts';

/** An email, a link, a phone number or a street address: the header's contact details. */
export const CONTACT = new RegExp(
  String.raw`@\S+\.\p{L}|https?:|www\.|\+\d{1,3}[\s(]|\b\d{1,4},?\s+(?:${allLanguages('streetWords').join('|')})\b`,
  'iu',
);

/** A postal code before a town: "F-92023 Nanterre", "..., 75005 Paris". */
const POSTAL = /\b\p{Lu}{1,2}-\d{4,5}\s+\p{Lu}|,\s*\d{5}\s+\p{Lu}\p{Ll}+(?=$|[\s,.])/u;

/** The label of a field of a job, when the line goes on with a capital and no colon between. */
const LABEL_RUN_IN = new RegExp(String.raw`^(?:${allLanguages('jobPartLabels').join('|')})\s+(?=\S)`, 'iu');

const DATE_RANGE = new RegExp(
  String.raw`\b(?:19|20)\d{2}\s*[–—-]\s*(?:\p{L}{3,9}\.?\s+)?(?:(?:19|20)\d{2}|${presentPattern})\b`,
  'u',
);

/** A date range inside a line ("2019 – 2021", "Oct. 2019 - Present"): another entry's dates run into it. */
export const hasDateRange = (text: string): boolean => DATE_RANGE.test(fold(text).replace(/\u2019/g, "'"));

/** Words a sentence does not end on: a line cut short ("... for the integration of the."). */
const DANGLING = new Set([...STOP_END, ...allLanguages('danglingWords')]);

const lastWord = (text: string): string =>
  (text.trim().split(/\s+/).at(-1) ?? '').replace(/[.!?…]+$/, '').toLowerCase();

/**
 * A sentence as the candidate wrote it, not a piece of one read out of a column: a capital first,
 * four words or more, and no dangling end ("... and", "... Machine Learning,").
 */
export function wholeSentence(text: string): boolean {
  const t = text.trim();
  if (t.split(/\s+/).length < 4 || !/^[\p{Lu}\p{N}"«“¿¡(]/u.test(t)) return false;
  return !/[,;:–—-]$/.test(t) && !DANGLING.has(lastWord(t));
}

/** Words naming an area worked in ("secteur", "zona"), folded. */
const AREA_WORDS = new Set(allLanguages('areaWords').map(fold));

/** The words of a job title, folded ("employe", "assistant"). */
const ROLE_WORDS = new Set([...TITLE_WORDS.map(fold), ...titleWords]);

/**
 * A line that says where or who rather than what was done: an area and place names alone
 * ("Secteur Valmont et alentours"), a title read as a past participle ("Employé polyvalent à la
 * mairie"), or a place in capitals run into the duty it heads ("VALMONT Fonctions de ...").
 */
function whereOrWho(line: string, lang: Language): boolean {
  const words = line.split(/\s+/);
  const area =
    words.length <= 8 &&
    words.some((w) => AREA_WORDS.has(fold(w))) &&
    words.every((w) => AREA_WORDS.has(fold(w)) || anyStopword.has(fold(w)) || /^\p{Lu}/u.test(w));
  if (area) return true;
  if (bulletForm(line, lang).form === 'done' && ROLE_WORDS.has(fold(words[0] ?? ''))) return true;
  const shouted = /^(\p{Lu}{3,}(?:[\s-]+\p{Lu}{3,})*)\s+\p{Lu}\p{Ll}/u.exec(line)?.[1];
  return !!shouted && !findSkills(shouted).length;
}

/** Lines that are clauses of their own, in each language (`clausesOfTheirOwn`). */
const ownClauses: Record<Language, RegExp[]> = byLanguage((lexicon) =>
  lexicon.clausesOfTheirOwn.map((clause) => new RegExp(clause, 'iu')),
);

/**
 * A line the letter may tell as something the candidate did: one led by a verb, or a phrase of three
 * words or more that starts as a line does. A lower-case start or a word or two ("Montpellier 3",
 * "industrial trainees Supervised ...") is the rest of another line, a place or a name.
 */
export function tellable(text: string, lang: Language, employer?: string): boolean {
  const line = text.trim().replace(/^[-•*·▪]\s*/, '');
  // The header's contact details read into an entry (an email, a phone number, a street address),
  // or another entry's dates inside the line ("... 2017 – Present Developed ..."): lines run together.
  if (CONTACT.test(line) || POSTAL.test(line) || hasDateRange(line)) return false;
  // "Description Rédaction des procédures ...": a field's label run into what it labels.
  const runIn = LABEL_RUN_IN.exec(line);
  if (runIn && /^\p{Lu}/u.test(line.slice(runIn[0].length))) return false;
  // "Supervisor: Dr. Meng Lai", "Client: Acme": a label naming people or places, not something done.
  const labelled = /^[\p{L}' ]{2,30}\s*:\s*(.+)$/u.exec(line);
  if (labelled && !labelled[1]!.split(/\s+/).some((w) => /^\p{Ll}{4,}/u.test(w))) return false;
  // Cut short, or several lines run together: no line of a resume says that much in one breath.
  const count = line.split(/\s+/).length;
  if (DANGLING.has(lastWord(line)) || count > 45) return false;
  if (whereOrWho(line, lang)) return false;
  if (bulletForm(line, lang).form !== 'noun') return true;
  // "This information would help geologists ...", "Combines the advantages of ...": a clause of its
  // own, which no frame can hold as the thing done ("My work there included ...").
  if (ownClauses[lang].some((clause) => clause.test(line))) return false;
  // "Section of Biostatistics": every word a capital, a name (a department, a product), not a result.
  const named = line
    .split(/\s+/)
    .filter((w) => /\p{L}{3}/u.test(w) && !DANGLING.has(w.toLowerCase()))
    .every((w) => /^\P{Ll}*\p{Lu}/u.test(w));
  if (named && count <= 6) return false;
  const tokens = tokenize(line);
  // "Node.js TypeScript React tRPC": a stack of names, not something done.
  const tags = line.split(/\s+·\s+/);
  const stack =
    (tags.length >= 2 && tags.every((t) => t.split(/\s+/).length <= 3)) ||
    (findSkillsInTokens(tokens, line).length > 0 &&
      !tokens.some((t) => /^\p{Ll}{3}/u.test(t.raw) || anyStopword.has(t.norm)));
  // "Davis Winter 2023 Assistant ..." under "University of California, Davis": the name ran into the line.
  const spill =
    !!employer && /^\p{Lu}\p{L}{2,}/u.test(line) && normTokens(employer).includes(tokens[0]?.norm ?? '');
  return tokens.length >= 3 && !/^\p{Ll}/u.test(line) && !stack && !spill;
}
