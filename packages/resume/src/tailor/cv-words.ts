/*
 * What a tailored CV recognises so as to leave it out of what it writes: a claim of age or a birth
 * date, a word for working for oneself where an employer's name goes, a certificate's issuer
 * label, a sworn statement closing a resume, an identity document's number, a posting for an
 * academic post (whose CV keeps its lists whole).
 */
import { genderMarks, workingTimeMark } from '../lexicon/common.ts';
import { allLanguages } from '../lexicon/index.ts';
import { fold } from '../text/fold.ts';
import { squash } from './text.ts';

const folded = (text: string): string => fold(squash(text)).replace(/\u2019/g, "'");

const AGE = new RegExp(allLanguages('ageClaims').join('|'), 'u');

/** A text stating the candidate's age or birth date: "48 ANS - RQTH", "I am 32 years old", "Fecha de nacimiento". */
export const statesAge = (text: string): boolean => AGE.test(folded(text));

const SELF_EMPLOYED = new RegExp(`^(?:${allLanguages('selfEmployedWords').join('|')})$`, 'u');

/** A word for working for oneself read where the employer goes: "Auto-entrepreneur", "Freelance". */
export const isSelfEmployed = (text: string): boolean =>
  SELF_EMPLOYED.test(folded(text).replace(/[.:;,]+$/, ''));

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ISSUER_LABEL = new RegExp(
  String.raw`^(?:${allLanguages('issuerLabels').map(escape).join('|')})\s*:?\s+(?=\S)`,
  'u',
);

/** The issuer named after its label ("Issued by Acme" -> "Acme"), or undefined when the text has no such label. */
export function labelledIssuer(text: string): string | undefined {
  const t = squash(text);
  const m = ISSUER_LABEL.exec(folded(t));
  return m ? t.slice(m[0].length).trim() || undefined : undefined;
}

const ATTESTATION = new RegExp(`^(?:${allLanguages('attestations').map(escape).join('|')})\\b`, 'u');

/** A sworn statement closing a resume: "I hereby certify that the above information is true ...". */
export const isAttestation = (text: string): boolean => ATTESTATION.test(folded(text));

const SCHOLARLY = new RegExp(String.raw`\b(?:${allLanguages('scholarlyPosting').join('|')})\b`, 'u');

/** A posting that asks for the candidate's publications, talks or teaching: an academic or research post. */
export const asksForLists = (job: { position?: string; description: string }): boolean =>
  SCHOLARLY.test(folded(`${job.position ?? ''}\n${job.description}`));

/**
 * An identity document's or social security number with its label ("DNI: 12345678Z", "Passport
 * No. X1234567", "N° de sécurité sociale : 1 85 05 …"): the label, then a number of five digits or
 * more, maybe cut by spaces, dots or dashes and with letters beside it.
 */
/** A token of an identity number: letters and digits with a digit among them ("12345678Z", "GIPL99"). */
const ID_TOKEN = String.raw`[\p{L}\d]*\d[\p{L}\d]*`;
/** A label of an identity number (`idNumberLabels`, `idWords`), a mark of number, the number. */
const ID_NUMBER = new RegExp(
  String.raw`\b(?:${[...allLanguages('idNumberLabels'), ...allLanguages('idWords')].join('|')})\b\s*(?:n[o°º]\.?|number|#)?\s*[:.]?\s*` +
    String.raw`(?:\p{L}{1,2}[-.]?)?${ID_TOKEN}(?:[ .\-/]${ID_TOKEN})*(?:[-.]?\p{L}\b)?`,
  'gu',
);

/**
 * The text without the identity or social security numbers it states (see ID_NUMBER), and the
 * separators they leave ("Madrid · DNI 12345678Z" -> "Madrid"). A text holding none comes back as it is.
 */
export function withoutIdNumbers(text: string): string {
  const t = squash(text);
  const f = folded(t);
  // The folded text must keep the text's places to be cut by them.
  if (f.length !== t.length) return text;
  const spans = [...f.matchAll(ID_NUMBER)].filter((m) => (m[0].match(/\d/g)?.length ?? 0) >= 5);
  if (!spans.length) return text;
  let out = t;
  for (const m of spans.reverse()) out = `${out.slice(0, m.index)} ${out.slice(m.index + m[0].length)}`;
  return squash(
    out
      .replace(/\s*([,;·|])(?:\s*[,;·|])+\s*/gu, (_, c: string) => (/[,;]/.test(c) ? `${c} ` : ` ${c} `))
      .replace(/^[\s,;·|–—-]+|[\s,;·|–—-]+$/gu, ''),
  );
}

const GENDER_MARKS = new RegExp(String.raw`[\s,–—-]*${genderMarks}`, 'giu');
/** A share of full time closing the title, in brackets or not: "Music Teacher .60", "Nurse (0.8 FTE)". */
const WORKING_TIME = new RegExp(String.raw`[\s,–—-]*\(?${workingTimeMark}\)?\s*$`, 'iu');

/**
 * A posting's title as a sentence names it: without the marks saying it is open to all ("Aide
 * comptable F/H (H/F)" -> "Aide comptable") and the share of full time it ends on ("Music
 * Teacher .60" -> "Music Teacher").
 */
export const withoutTitleMarks = (title: string): string =>
  squash(title.replace(GENDER_MARKS, '').replace(WORKING_TIME, '')) || title;

/** Words no phrase ends on ("de", "para", "and"): an item ending on one goes on in the next. */
const DANGLING = new Set([...allLanguages('fragmentEnds'), ...allLanguages('danglingWords')].map(fold));

/** An item cut inside a phrase: "capacidad para", "diseño y desarrollo de". */
export const endsDangling = (text: string): boolean =>
  DANGLING.has(fold(squash(text).split(' ').at(-1) ?? '').replace(/[^\p{L}]/gu, ''));

/**
 * A list's items joined as they read: with commas, but an item cut inside a phrase runs on into
 * the next with a space ("diseño y desarrollo de páginas web", not "diseño y desarrollo de, páginas web").
 */
export function joinItems(items: readonly string[]): string {
  return items.reduce(
    (out, item, i) => (i === 0 ? item : `${out}${endsDangling(items[i - 1]!) ? ' ' : ', '}${item}`),
    '',
  );
}

/** A group of skills that is the rest of the one above, cut at a line's end: no name, a lower-case start. */
export const continuesGroup = (
  above: { keywords: readonly string[] } | undefined,
  group: { name?: string; keywords: readonly string[] },
): boolean =>
  !!above?.keywords.length &&
  !group.name?.trim() &&
  /^\p{Ll}/u.test(group.keywords[0] ?? '') &&
  endsDangling(above.keywords.at(-1)!);
