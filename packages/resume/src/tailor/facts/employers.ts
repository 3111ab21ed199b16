import { legalForms } from '../../lexicon/common.ts';
import { allLanguages, countryNames } from '../../lexicon/index.ts';
import type { ResumeData, ResumeWork } from '../../schema/resume.ts';
import { fold } from '../../text/fold.ts';
import { normTokens, squash, tokenize } from '../text.ts';
import { anyStopword, findSkillsInTokens, monthShortForms, monthWords } from '../vocabulary.ts';
import { isPresent } from './dates.ts';
import { realTitle } from './titles.ts';
import { unshout } from './unshout.ts';

/* The facts a letter or summary may be built on: an employer that is a name, and the job it names. */

/** Words that end a fragment, never a company name. */
export const STOP_END: ReadonlySet<string> = new Set(allLanguages('fragmentEnds'));
/** Kinds of employment a parser may take for an employer. */
const EMPLOYMENT_TYPES: ReadonlySet<string> = new Set(allLanguages('employmentTypes'));

/** Lower-case words of a text that carry meaning (not "of", "de", "and"): a name has few, a sentence many. */
function lowerContentWords(text: string): number {
  return tokenize(text).filter((t) => /^\p{Ll}{3}/u.test(t.raw) && !anyStopword.has(t.norm)).length;
}

/** A legal form closing a name ("Inc.", "S.L."): the name goes on before it. */
const LEGAL_FORM = new RegExp(`^(?:${legalForms.join('|')})\\.?$`, 'iu');

/** A dash and the dates after a name ("Acme - present"); a date line's words ("updated"). */
const DATES_AFTER_DASH = new RegExp(
  String.raw`\s*[(|–—-]\s*(?:\d|${allLanguages('ongoingAfterDash').join('|')}).*$`,
  'i',
);
const UPDATED = new RegExp(String.raw`\b(?:${allLanguages('updatedWords').join('|')})\b`, 'i');

/** An employer's name fit for a sentence: a trailing place (", Mountain View, CA") and dates cut, or undefined. */
export function realEmployer(text: string | undefined): string | undefined {
  if (!text) return undefined;
  let t = squash(text);
  // "Acme.- Cloud point of sale for small shops", "Acme – payments for everyone": the name, not its tagline.
  const tagline = t.match(/^(.+?)(?:\.-|\s[-–—|])\s+(.+)$/u);
  if (tagline && lowerContentWords(tagline[2]!) >= 2) t = tagline[1]!.trim();
  const parts = t.split(/\s*,\s*/);
  // "Acme HQ, Mountain View, CA": the name is the first part when the last looks like a place code.
  const last = parts[parts.length - 1]!;
  const suffix = LEGAL_FORM.test(last);
  // "Lyon, France", "Bogotá, Colombia": a town and its country, read where the employer goes.
  if (parts.length === 2 && countryNames.has(fold(last)) && normTokens(parts[0]!).length <= 3)
    return undefined;
  if (!suffix && ((parts.length === 2 && /^\p{Lu}{2}$/u.test(last)) || parts.length === 3)) t = parts[0]!;
  t = t.replace(DATES_AFTER_DASH, '').trim();
  if (!t || /^\d|(?:19|20)\d{2}/.test(t) || UPDATED.test(t)) return undefined;
  // "github.com/acme", "hackerone.com/product/audit": a link, whose page is not the employer's name.
  if (/\.\p{L}{2,}\/\S/u.test(t)) return undefined;
  const tokens = normTokens(t);
  if (tokens.length > 8 || t.length < 3) return undefined;
  // Fragments of a line, not a name: "/ 07", "Sep 15", "to $1.6 billion in", "Experto en ... artificial.", "Full Time".
  if (!/^[\p{L}\d]/u.test(t) || /[$€£%{}]/.test(t)) return undefined;
  if ((t.match(/\(/g)?.length ?? 0) !== (t.match(/\)/g)?.length ?? 0)) return undefined;
  // "ahora Havas Media", "now at Acme": lower-case words glued before a name go, the name stays.
  const glued = t.match(/^(?:\p{Ll}+\s+){1,2}(?=\p{Lu})/u);
  if (glued) t = t.slice(glued[0].length);
  if (/^\p{Ll}+(?:\s|$)/u.test(t) && !/^\p{Ll}+\p{Lu}/u.test(t)) return undefined;
  if ((monthWords.has(tokens[0]!) || monthShortForms.has(tokens[0]!)) && tokens.length <= 3) return undefined;
  if (STOP_END.has(tokens[tokens.length - 1]!)) return undefined;
  if (/[.!?]$/.test(t) && tokens.length > 3) return undefined;
  if (EMPLOYMENT_TYPES.has(tokens.join(' '))) return undefined;
  // "Invented a flexible assessment framework, targeting": a line of text, not a name.
  if (lowerContentWords(t) >= 3) return undefined;
  // "Weppes.": a full stop the line ended with, not the name's ("Acme Inc.", "Acme S.A.").
  const lastWord = t.split(/\s+/).at(-1)!;
  if (/\p{L}{2}\.$/u.test(t) && !LEGAL_FORM.test(lastWord) && !/\.\p{L}+\.$/u.test(lastWord))
    t = t.slice(0, -1);
  return unshout(t);
}

/**
 * The employer of a job as a letter may name it: a real employer's name that is not a skills line
 * read into the name field ("Node.js GraphQL React"), nor a lone skill name ("LaTeX") on an entry
 * without a job title, where nothing says it is a workplace.
 */
export function jobEmployer(work: ResumeWork): string | undefined {
  const name = realEmployer(work.name);
  if (!name) return undefined;
  // As written: a shouted name ("LATEX") may be a skill only in its own case.
  const written = fold(squash(work.name ?? '')) === fold(name) ? squash(work.name ?? '') : name;
  const tokens = tokenize(written);
  const hits = findSkillsInTokens(tokens, written).filter((h) => h.skill.kind === 'hard');
  const covered = hits.reduce((n, h) => n + h.length, 0);
  if (covered === tokens.length && (hits.length >= 2 || !realTitle(work.position))) return undefined;
  return name;
}

/**
 * The most recent job a sentence may name: one the resume says is ongoing, else the latest dated,
 * else the first listed. Undefined when another job, even one whose employer cannot be named, is
 * ongoing or ends later: "most recently" would then be false.
 */
export function latestJob(resume: ResumeData): { work: ResumeWork; index: number } | undefined {
  const jobs = resume.work.map((work, index) => ({ work, index })).filter((j) => jobEmployer(j.work));
  if (!jobs.length) return undefined;
  const present = jobs.find((j) => isPresent(j.work.endDate));
  if (present) return present;
  const key = (w: ResumeWork): string => (isPresent(w.endDate) ? '9999' : (w.endDate ?? w.startDate ?? ''));
  const newest = resume.work.map(key).reduce((a, b) => (b > a ? b : a), '');
  const dated = jobs.filter((j) => key(j.work));
  const pick = dated.length ? dated.reduce((a, b) => (key(b.work) > key(a.work) ? b : a)) : jobs[0]!;
  return key(pick.work) >= newest ? pick : undefined;
}
