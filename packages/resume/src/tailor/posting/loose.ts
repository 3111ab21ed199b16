import {
  allLanguages,
  byLanguage,
  conjunctionLead,
  conjunctions,
  type Lexicon,
} from '../../lexicon/index.ts';
import type { Language } from '../../parse/language.ts';
import { normTokens, splitItems, tokenize } from '../text.ts';
import { anyStopword, findSkillsInTokens } from '../vocabulary.ts';
import type { Block } from './blocks.ts';
import {
  asksForSomething,
  describesDuty,
  isFieldRow,
  onlySchedule,
  onlyWelcome,
  withoutWelcomeWords,
  speaksOfOffer,
  speaksOfProcess,
} from './cues.ts';
import type { PostingRequirement, RequirementImportance } from './types.ts';

/*
 * Requirements read without a known heading: many postings name their sections in their own words
 * ("You'll need to accomplish the following things:", "Votre candidature sera évaluée en fonction
 * de :") or have none, and put what they ask in prose ("We are looking for someone who has two
 * years in retail."). A block of unknown kind gives its bullets, and the sentences that ask for
 * something; a heading that asks makes its whole block a requirement list.
 */

export interface LooseItem {
  text: string;
  importance: RequirementImportance;
  from: PostingRequirement['from'];
}

/** One kind of the words that cut a posting's sentences, in every language. */
const items = (kind: keyof Lexicon['postingItems']): string[] =>
  allLanguages((lexicon) => lexicon.postingItems[kind]);

/** One kind of the employer's words in every language, as alternatives. */
const speech = (kind: keyof Lexicon['employerSpeech']): string =>
  allLanguages((lexicon) => lexicon.employerSpeech[kind]).join('|');
const LOOKING_ALONE = allLanguages((lexicon) => lexicon.employerSpeech.lookingAlone);
/** "We are looking for someone who", "Buscamos una persona con": the employer's lead-in before what it wants. */
const LOOKING_FOR = new RegExp(
  [
    String.raw`^(?:(?:${speech('seekers')})\b[^,.;:]{0,40}?\b(?:${speech('looking')})`,
    LOOKING_ALONE.length ? `|${LOOKING_ALONE.join('|')}` : '',
    String.raw`|(?:${speech('owners')})\b[^,.;:]{0,40}?\b(?:${speech('needing')}))\s+`,
    String.raw`(?:(?:${speech('people')})\s+)*`,
    String.raw`(?:(?:${speech('linkers')})\s+)?`,
  ].join(''),
  'i',
);

/** A sentence about the employer, its process or its offer, not about the candidate. */
const ABOUT_US = new RegExp(`^(?:${speech('aboutUs')})\\b`, 'i');

/** Whom the job reports to ("Under direct supervision of the store manager"): a fact of the job, not a skill. */
const REPORTING_LINE = new RegExp(`^(?:${speech('reportingLine')})\\b`, 'iu');

/** The requirement part of a sentence: without the employer's lead-in, or nothing when it only speaks of the employer. */
export function demandOf(sentence: string): string | undefined {
  const lead = LOOKING_FOR.exec(sentence.replace(/[’`]/g, "'"));
  if (lead) {
    const rest = sentence.slice(lead[0].length).trim();
    return normTokens(rest).length >= 2 ? rest : undefined;
  }
  if (
    REPORTING_LINE.test(sentence) ||
    ABOUT_US.test(sentence) ||
    speaksOfOffer(sentence) ||
    speaksOfProcess(sentence) ||
    onlySchedule(sentence)
  )
    return undefined;
  return sentence;
}

/**
 * A French or Spanish sentence that opens on an infinitive names a task ("Accueillir les clients",
 * "Atender la caja"); English has no such ending to tell a verb by.
 */
function opensOnInfinitive(sentence: string, language: Language): boolean {
  const ending = INFINITIVE[language];
  if (!ending) return false;
  const first = /^\p{Lu}\p{Ll}{3,}/u.exec(sentence)?.[0].toLowerCase() ?? '';
  return ending.test(first) && !NOT_INFINITIVE.has(first);
}

/** Each language's infinitive endings (`postingItems`), undefined where none tells a verb. */
const INFINITIVE: Record<Language, RegExp | undefined> = byLanguage(
  ({ postingItems: { infinitiveEndings } }) =>
    infinitiveEndings.length ? new RegExp(`(?:${infinitiveEndings.join('|')})$`) : undefined,
);

/** Common words with an infinitive's ending that begin a sentence. */
const NOT_INFINITIVE: ReadonlySet<string> = new Set(items('notInfinitives'));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function item(text: string, importance: RequirementImportance, asked: boolean): LooseItem {
  const nice = importance === 'nice' || onlyWelcome(text);
  return {
    text: nice ? withoutWelcomeWords(text) : text,
    importance: nice ? 'nice' : 'must',
    from: nice ? 'preferred' : asked ? 'requirements' : 'duties',
  };
}

/**
 * A line that may be an item of a list: not a field of the page ("Type de contrat CDI", "Job ID: 178"),
 * so no label before a colon and no word in capitals other than a skill's name ("ST HERBLAIN").
 */
function looksLikeItem(text: string): boolean {
  if (/^[^:]{1,40}:/.test(text) || /\d{1,2}\/\d{1,2}\/\d{2,4}/.test(text)) return false;
  // Facts of the header apart by middle dots ("Full-time · Permanent · Starts in January"), or a
  // name or a place, every word capitalised but its small words ("Alcalá de Henares (Madrid)").
  if (/\s·\s/u.test(text)) return false;
  const words = text.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  if (words.every((w) => /^\p{Lu}/u.test(w) || anyStopword.has(w.toLowerCase()))) return false;
  const capitals = text.match(/\b\p{Lu}{2,}\b/gu) ?? [];
  if (!capitals.length) return true;
  const named = findSkillsInTokens(tokenize(text), text).flatMap((h) => h.surface.split(/\s+/));
  return capitals.every((w) => named.includes(w));
}

/** What a block of unknown kind asks for: its bullets, its sentences that ask, or all of it under a heading that asks. */
export function looseItems(block: Block, language: Language): LooseItem[] {
  const headingAsks = !!block.heading && asksForSomething(block.heading);
  if (speaksOfOffer(block.heading) || (!headingAsks && speaksOfProcess(block.heading))) return [];
  const importance: RequirementImportance = onlyWelcome(block.heading) ? 'nice' : 'must';
  const out: LooseItem[] = [];
  const words = block.lines.map((l) => normTokens(l.text).length);
  // Three or more lines in a row of a list item's length are a list that lost its bullets
  // ("Maintain proper telephone etiquette at all times" under "Duties include:").
  const itemLike = block.lines.map((l, i) => words[i]! >= 4 && words[i]! <= 25 && looksLikeItem(l.text));
  const inRun = itemLike.map(
    (_, i) =>
      !block.lines[i]!.bullet &&
      [i - 2, i - 1, i].some((start) => [0, 1, 2].every((k) => itemLike[start + k])),
  );
  block.lines.forEach((line, i) => {
    if (isFieldRow(line.text)) return;
    if (line.bullet) {
      const demand = demandOf(line.text);
      if (demand) out.push(item(demand, importance, headingAsks || asksForSomething(demand)));
      return;
    }
    // A short line alone between paragraphs names what follows ("Démystifier la plateforme"), unless it asks.
    const longOrNone = (n: number | undefined): boolean => n === undefined || n > 20;
    const subHeading =
      words[i]! <= 8 && !/[.!?;]$/.test(line.text) && longOrNone(words[i - 1]) && longOrNone(words[i + 1]);
    const sentences = splitItems(line.text);
    // A paragraph of short sentences is a list that lost its bullets ("Diseñar estrategias UX. Crear documentación.").
    const listLike = sentences.length >= 3 && median(sentences.map((s) => normTokens(s).length)) <= 12;
    for (const sentence of sentences) {
      const demand = demandOf(sentence);
      if (!demand) continue;
      const asks = asksForSomething(demand);
      const task =
        !subHeading &&
        (listLike || inRun[i]! || describesDuty(demand) || opensOnInfinitive(demand, language));
      if (headingAsks || asks || task) out.push(item(demand, importance, headingAsks || asks));
    }
  });
  return out;
}

/**
 * "As a director of this new division,", "In this role,": who the sentence speaks to, before what it
 * asks; a few words up to a comma, never the demand itself ("In this role you will answer calls, ...").
 */
const ROLE_LEAD = new RegExp(
  String.raw`^(?:${items('roleLeads').join('|')})\b(?:(?!\b(?:${items('addressees').join('|')})\b)[^,]){0,50},\s*`,
  'iu',
);

/** "for our retail subsidiary": the employer's own unit or place, up to four words before a function word or a stop. */
const EMPLOYER_OWN = new RegExp(
  String.raw`\s+(?:${items('employerOwn').join('|')})((?:\s+[^\s,;.()]+){1,4})`,
  'giu',
);

/** The employer's unit or place without the words after it that are not part of its name ("for our guests through ..."). */
function withoutEmployerOwn(text: string): string {
  return text.replace(EMPLOYER_OWN, (whole: string, words: string) => {
    const kept = words.trim().split(/\s+/);
    const name = kept.findIndex((w) => anyStopword.has(w.toLowerCase()));
    return name < 0 ? '' : ` ${kept.slice(name).join(' ')}`;
  });
}
/** "work with the payroll clerk, the buyer and other members of our team to": the people, before the task. */
const PARTNERS = new RegExp(
  String.raw`\b(?:${items('partnerLeads').join('|')})\s[^.;:]{0,120}?\s(?:${items('purposeLeads').join('|')})\s+(?=\p{L})`,
  'iu',
);

/** A demand without the employer's own places and units, nor the people it is done with, which are no skill. */
export function withoutSurroundings(text: string): string {
  const bare = withoutEmployerOwn(text.replace(PARTNERS, '')).trim();
  return normTokens(bare).length >= 2 ? bare : text;
}

/** Cut where a new item begins: after a comma or semicolon, before brackets, before "and you have". */
const ITEM_CUT = new RegExp(
  `(?<=[,;])\\s+|\\s+(?=\\()|\\s+(?=(?:${conjunctions.join('|')})\\s+(?:${items('newItemLeads').join('|')})\\b)`,
  'u',
);
/** Before "and" ("et", "y"): where a piece still too long is cut last. */
const AND_CUT = new RegExp(`\\s+(?=(?:${allLanguages('and').join('|')})\\s)`, 'iu');

/** A sentence's parts apart by "and" ("et", "y"), each of three words or more, or the sentence whole. */
export function partsAtAnd(text: string): string[] {
  const parts = text.split(AND_CUT).map((p) => p.replace(conjunctionLead, '').trim());
  return parts.length > 1 && parts.every((p) => normTokens(p).length >= 3) ? parts : [text];
}

/** Parts joined back into pieces of at most about 14 words; a part of fewer than `least` words stays with the one before. */
function joinParts(parts: string[], least: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const part of parts.filter((p) => normTokens(p).length)) {
    const joined = current ? `${current} ${part}` : part;
    if (current && normTokens(joined).length > 14 && normTokens(part).length >= least) {
      pieces.push(current);
      current = part;
    } else current = joined;
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * A long requirement cut into pieces a reader can take in (at most about 14 words each), at its
 * commas and semicolons: "Must be able to lift 25 kg, stand for long periods, and work weekends."
 * A piece still too long is cut before an "and" ("... customer service role and excellent phone manners").
 */
export function piecesOf(text: string, most = 16): string[] {
  // Requirements apart by semicolons ("University degree; postgraduate training in ..."), each of a few words.
  const parts = text.split(/;\s+/u);
  if (parts.length > 1 && parts.every((p) => normTokens(p).length >= 3))
    return parts.flatMap((p) => piecesOf(p, most));
  text = withoutSurroundings(text);
  if (normTokens(text).length <= most) return [text];
  text = text.replace(ROLE_LEAD, '');
  const pieces = joinParts(text.split(ITEM_CUT), 4).flatMap((piece) =>
    normTokens(piece).length > most ? joinParts(piece.split(AND_CUT), 3) : [piece],
  );
  return pieces.map((p) => p.replace(conjunctionLead, '').replace(/[,;]\s*$/, ''));
}
