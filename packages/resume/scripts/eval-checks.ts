/**
 * The checks `npm run eval` (eval.ts) makes on a tailored CV and its letter, read back from their
 * PDFs, against the corpus truth of the resume.
 */
import { extractPdf } from '../src/extract/pdf.ts';
import type { ResumeData } from '../src/schema/resume.ts';
import { quotableIn, lineLanguage, realEmployer } from '../src/tailor/facts.ts';
import type { TailorResult } from '../src/tailor/index.ts';
import { withoutDoubtfulFields } from '../src/tailor/plausibility.ts';
import { fold } from '../src/text/fold.ts';
import { splitSentences } from '../src/tailor/text.ts';
import { monthWords } from '../src/tailor/vocabulary.ts';
import { LETTER_WORDS } from '../src/tailor/letter/fit-length.ts';

/** -v prints, for each failed letter check, what failed (company names and openings: no personal contact data). */
export const verbose = process.argv.includes('-v');

export interface Truth {
  work: Array<{
    company: string | null;
    position: string | null;
    startDate: string | null;
    endDate: string | null;
  }>;
  education: Array<{ institution?: string | null; startDate?: string | null; endDate?: string | null }>;
}
export interface Job {
  position: string | null;
  employer: string | null;
  language: string;
  not_skills: string[];
}

export type Verdict = 'pass' | 'fail-parse' | 'fail-tailor' | 'n/a';
export interface Check {
  name: string;
  verdict: Verdict;
}

export const norm = (s: string): string =>
  fold(s)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
export const PRESENT =
  /\b(?:present|présent|current|currently|now|today|ongoing|actuel\w*|aujourd|en cours|presente|actualidad|actual|hoy)\b/i;
export const PRESENT_SHOWN = /\b(?:Present|Présent|Actualidad)\b/g;

/** The employer's name as a reader recognises it: before a comma or bracket, and in full. */
export function employerForms(company: string): string[] {
  const full = norm(company);
  const head = norm(company.split(/[,(|–—]/)[0]!);
  return [...new Set([full, head].filter((f) => f.length >= 2))];
}
export const mentions = (text: string, company: string): boolean =>
  employerForms(company).some((f) => ` ${norm(text)} `.includes(` ${f} `));

export function yearsOf(truth: Truth): string[] {
  const dates = [
    ...truth.work.flatMap((w) => [w.startDate, w.endDate]),
    ...truth.education.flatMap((e) => [e.startDate, e.endDate]),
  ];
  return [...new Set(dates.flatMap((d) => d?.match(/\b(?:19|20)\d{2}\b/g) ?? []))];
}

export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const doc = await extractPdf(bytes);
  // Page numbers of the extracted lines start at 1.
  const pages = Math.max(1, ...doc.lines.map((l) => l.page ?? 1));
  return { text: doc.lines.map((l) => l.text).join('\n'), pages };
}

/**
 * How often the source itself says an entry is ongoing: a present word beside a year, in any
 * section (projects and patents print "2022 – Present" too, where the truth lists only jobs and
 * schools).
 */
export function presentInSource(lines: string[]): number {
  const beside = new RegExp(`(?:19|20)\\d{2}\\D{0,12}${PRESENT.source}`, 'gi');
  return lines.reduce((n, line) => n + (line.match(beside)?.length ?? 0), 0);
}

export function cvChecks(
  text: string,
  truth: Truth,
  companies: string[],
  sourcePresent: number,
): Record<string, boolean> {
  const years = yearsOf(truth);
  const presentAllowed = Math.max(
    sourcePresent,
    truth.work.filter((w) => w.endDate && PRESENT.test(w.endDate)).length +
      truth.education.filter((e) => e.endDate && PRESENT.test(e.endDate)).length,
  );
  return {
    'employers kept': companies.every((c) => mentions(text, c)),
    'years kept': years.every((y) => text.includes(y)),
    '"present" no more than the source': (text.match(PRESENT_SHOWN)?.length ?? 0) <= presentAllowed,
  };
}

export function letterChecks(
  result: TailorResult,
  resume: ResumeData,
  companies: string[],
  job: { position: string; employer: string },
  uncertain: ReadonlyArray<{ path: string; reason?: string }>,
): Record<string, boolean | null> {
  const letter = result.coverLetter;
  const body = letter.paragraphs.join('\n');
  const lang = letter.language;
  const cited = companies.filter((c) => mentions(body, c));
  // Names of the parsed resume that the letter uses as employers must be real employers.
  const used = resume.work
    .map((w) => realEmployer(w.name))
    .filter((n): n is string => !!n && body.includes(n));
  const fragments = used.filter((n) => !companies.some((c) => mentions(n, c) || mentions(c, n)));
  // The posting's own title and employer may hold digits or capitals ("18F - Product Manager").
  let opening = letter.paragraphs[0] ?? '';
  for (const name of [job.position, job.employer]) if (name) opening = opening.split(name).join(' ');
  const seam =
    /\b(?:updated|actualizado|mise à jour|avenue|avenida|street|calle|rue|boulevard)\b/i.test(opening) ||
    fold(opening)
      .split(/[^a-z]+/)
      .some((w) => monthWords.has(w) && w.length > 3) ||
    /\b\p{Lu}{5,}\b/u.test(
      opening.replace(
        new RegExp(companies.map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|') || '$^', 'g'),
        '',
      ),
    ) ||
    /\d/.test(opening.replace(/\b(?:19|20)\d{2}\b/g, ''));
  const sentences = letter.paragraphs.flatMap(splitSentences);
  const otherLanguage = sentences.filter((s) => {
    const l = lineLanguage(s);
    return l !== null && l !== lang;
  });
  const summaryOther = splitSentences(result.resume.basics.summary ?? '').filter((s) => {
    const l = lineLanguage(s);
    return l !== null && l !== lang;
  });
  const words = body.split(/\s+/).filter(Boolean).length;
  const quotable = quotableIn(resume, lang);
  // Results the letter may tell: lines in its language, of jobs with a real employer the reader
  // was sure of (a sentence is never built on a doubted employer, so its lines cannot lengthen a letter).
  const sure = withoutDoubtfulFields(resume, uncertain);
  const material = sure.work
    .filter((w) => w.name && realEmployer(w.name))
    .flatMap((w) => w.highlights)
    .filter(quotable).length;
  if (verbose) {
    if (fragments.length) console.log(`    not an employer: ${fragments.join(' | ')}`);
    if (seam) console.log(`    opening: ${opening}`);
    if (otherLanguage.length || summaryOther.length)
      console.log(`    other language: ${[...otherLanguage, ...summaryOther].join(' | ')}`);
    if (companies.length && !cited.length)
      console.log(`    no employer cited; parsed: ${resume.work.map((w) => w.name).join(' | ')}`);
    if (words > LETTER_WORDS.max || words < LETTER_WORDS.min)
      console.log(`    words: ${words}, material ${material}`);
  }
  return {
    'letter cites a real employer': companies.length ? cited.length > 0 : null,
    'no date or fragment as employer': fragments.length === 0,
    'no seam in the opening': !seam,
    'one language': otherLanguage.length === 0 && summaryOther.length === 0,
    [`letter ${LETTER_WORDS.min}-${LETTER_WORDS.max} words`]:
      words <= LETTER_WORDS.max && (words >= LETTER_WORDS.min || material < 7 ? true : false),
  };
}
