/**
 * Cues for the doubt model on what kind of text a job was made from, the same in any layout: an
 * employer or title that is a heading or a piece of one, a line cut short on a joining word, a
 * sentence (many words in lower case that are no function words), a degree; and a job left undated
 * after the last dated job of its section. A printed job rarely shows these.
 */
import type { ResumeData } from '../schema/resume.ts';
import { allLanguages } from '../lexicon/index.ts';
import { headingKind, isSectionWord } from './headings.ts';
import { sectionOf } from './job-layout.ts';
import { stopwords } from './language.ts';
import { isDegreeLike, isOrganizationLike } from './phrase-kind.ts';
import { endsOnGluedPlace, isAddressLine, isDateWords } from './stray-fields.ts';
import { foldOnce, words } from './util.ts';

type Job = ResumeData['work'][number];

/** Words a name or a line is not ended on ("of", "avec", "para"), folded. */
const OPEN_ENDS = new Set(
  [...allLanguages('fragmentEnds'), ...allLanguages('danglingWords')].map((w) => foldOnce(w)),
);
const FUNCTION_WORDS = new Set([...Object.values(stopwords).flatMap((set) => [...set]), ...OPEN_ENDS]);

/** Words in lower case that are no function words: "Lead engineer" has one, a sentence several. */
export const lowerWords = (text: string): number =>
  text
    .split(/[\s/,;:()]+/)
    .map((w) => w.replace(/^\p{L}['’]/u, ''))
    .filter((w) => /^\p{Ll}/u.test(w) && !FUNCTION_WORDS.has(foldOnce(w))).length;

const lastWord = (text: string): string =>
  foldOnce(text)
    .replace(/[\s.,;:–-]+$/u, '')
    .split(/\s+/)
    .at(-1) ?? '';

function textKind(prefix: 'employer' | 'title', text: string | undefined): Record<string, number> {
  const t = text?.trim() ?? '';
  if (!t) return {};
  const lower = lowerWords(t);
  return {
    // A title is often made of section words ("Research assistant"), an employer seldom.
    ...(prefix === 'employer'
      ? {
          'employer.heading': headingKind(t) ? 1 : 0,
          // "FORMATION ET OBTENTION DU TITRE": a line opening on a section's word, cut from a heading.
          'employer.heading.lead':
            words(t) >= 3 && isSectionWord(t.split(/\s+/)[0] ?? '') && !isOrganizationLike(t) ? 1 : 0,
        }
      : {}),
    [`${prefix}.open.end`]: t.split(/\s+/).length > 1 && OPEN_ENDS.has(lastWord(t)) ? 1 : 0,
    [`${prefix}.lower.words`]: Math.min(lower, 4) / 4,
    [`${prefix}.sentence`]: lower >= 3 && t.split(/\s+/).length >= 6 ? 1 : 0,
    // A degree or a training where the employer or the title goes: an education entry read as a job.
    [`${prefix}.degree`]: isDegreeLike(t) ? 1 : 0,
    // An address, a date's words or a town glued on: hand-made layouts set these beside a job.
    [`${prefix}.address`]: isAddressLine(t) ? 1 : 0,
    [`${prefix}.date.words`]: isDateWords(t) ? 1 : 0,
    [`${prefix}.glued.place`]: endsOnGluedPlace(t) ? 1 : 0,
  };
}

const dated = (j: Job): boolean => Boolean(j.startDate);

/** An undated job after the last dated job of its section: a footer, a referee, a line run on. */
function sectionTail(jobs: Job[], i: number): Record<string, number> {
  const job = jobs[i]!;
  const mine = sectionOf(job);
  if (mine === undefined) return {};
  const mates = jobs.filter((j) => sectionOf(j) === mine);
  const lastDated = mates.findLastIndex(dated);
  return { 'section.tail': !dated(job) && lastDated >= 0 && mates.indexOf(job) > lastDated ? 1 : 0 };
}

/** The kind-of-text and section cues of one job. */
export function kindCues(jobs: Job[], i: number): Record<string, number> {
  const job = jobs[i]!;
  return {
    ...textKind('employer', job.name),
    ...textKind('title', job.position),
    ...sectionTail(jobs, i),
  };
}
