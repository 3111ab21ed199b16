/*
 * The facts a summary opens on, each checked for its slot: a title that is a title (no place,
 * school, link, label, the person's own name or a phrase cut at a dangling word), employers that
 * are workplaces (no town, no industry or department read as a name), and a result worth calling
 * notable (what the posting asks for first, recent, told as done or with a figure, never a duty or
 * a cut phrase). A fact that fails is left out: the summary says less rather than something broken.
 */
import { profileSites } from '../lexicon/common.ts';
import { allLanguages, lexicons } from '../lexicon/index.ts';
import type { ResumeData, ResumeWork } from '../schema/resume.ts';
import { isSchoolLike } from '../parse/phrase-kind.ts';
import { isPlaceName } from '../parse/plausibility-rules.ts';
import { TITLE_WORDS } from '../parse/vocabulary.ts';
import { fold } from '../text/fold.ts';
import {
  STOP_END,
  isPresent,
  jobEmployer,
  latestJob,
  quotableIn,
  realLabel,
  resumeLanguage,
  titleIn,
} from './facts.ts';
import { isSelfEmployed } from './cv-words.ts';
import { isPlausible } from './plausibility.ts';
import { bulletForm, cleanLabel } from './sentence-forms.ts';
import { tellable } from './tellable.ts';
import { normTokens, squash } from './text.ts';
import { anyStopword, titleWords } from './vocabulary.ts';
import type { Language } from './types.ts';

/** Words a title or name does not end on: "gerente de", "Head of". */
const DANGLING = new Set([...STOP_END, ...allLanguages('danglingWords')].map(fold));

const lastWord = (text: string): string =>
  fold(text.trim().split(/\s+/).at(-1) ?? '').replace(/[^\p{L}]/gu, '');

/** A link or a handle read into a field: "linkedin.com/in/jdoe", "in/jdoe", "github". */
const LINK = new RegExp(
  String.raw`(?:^|\s|\/)in\/|\.(?:com|net|org|io)\b|\b(?:${profileSites.join('|')})\b`,
  'iu',
);

/** The words of a job title, folded ("teacher", "assistant"). */
const ROLE_WORDS = new Set([...TITLE_WORDS.map(fold), ...titleWords]);

/**
 * "Mt. Pleasant –Substitute Teacher": a place or a unit set before the title with a dash, which no
 * title word names; the title is what follows.
 */
export function afterPlace(title: string): string {
  const m = /^(.{2,40}?)\s*[–—]\s*(\S.*)$/u.exec(title) ?? /^(.{2,40}?)\s+-\s+(\S.*)$/u.exec(title);
  if (!m) return title;
  const titled = (part: string): boolean => normTokens(part).some((t) => ROLE_WORDS.has(fold(t)));
  return !titled(m[1]!) && titled(m[2]!) ? m[2]!.trim() : title;
}

/** A title a summary may open on, or undefined. */
function certainTitle(
  text: string | undefined,
  lang: Language,
  name: string,
  resumeLang: Language,
): string | undefined {
  const read = titleIn(text, lang, resumeLang);
  const title = read && afterPlace(read);
  if (!title || !isPlausible('title', title) || isSchoolLike(title) || isPlaceName(title)) return undefined;
  if (LINK.test(title) || DANGLING.has(lastWord(title)) || /[,;:&/–—-]\s*$/.test(title)) return undefined;
  // "Maria" under "Maria Lopez": the person's own name read as a headline.
  const own = new Set(normTokens(name).filter((t) => t.length > 2));
  return normTokens(title).some((t) => own.has(t)) ? undefined : title;
}

/**
 * The title the summary opens on and where it comes from: the resume's headline, unless it is only
 * the title of an older job while the latest is another (a past career's title read into the
 * header); else the latest job's title.
 */
export function headlineTitle(
  source: ResumeData,
  lang: Language,
): { title: string; source: string } | undefined {
  const name = source.basics.name ?? '';
  const own = resumeLanguage(source);
  const latest = latestJob(source);
  // An undated job listed above it may be the newer one: its title is then not surely the latest.
  const undatedAbove = !!latest && source.work.slice(0, latest.index).some((w) => !w.startDate && !w.endDate);
  const latestTitle =
    latest && !undatedAbove ? certainTitle(latest.work.position, lang, name, own) : undefined;
  const label = certainTitle(cleanLabel(realLabel(source.basics.label, name)), lang, name, own);
  const same = (a: string | undefined, b: string | undefined): boolean => !!a && !!b && fold(a) === fold(b);
  const older = source.work.some((w, i) => i !== latest?.index && same(w.position, label));
  if (label && !(older && latestTitle && !same(latestTitle, label)))
    return { title: label, source: 'basics.label' };
  return latestTitle ? { title: latestTitle, source: `work[${latest!.index}].position` } : undefined;
}

/**
 * Whether a headline names a post the resume holds: it shares a word of substance with a job's
 * title ("Post-doctoral fellow" and "Post-doctoral researcher"). A headline naming a training or a
 * goal ("Web developer" over sales jobs) says nothing of where the candidate worked.
 */
export function headlineHeld(source: ResumeData, title: string): boolean {
  const words = (text: string): string[] =>
    normTokens(text)
      .map(fold)
      .filter((t) => t.length > 2 && !anyStopword.has(t) && !RANKS.has(t));
  const own = new Set(words(title));
  return source.work.some((w) => words(w.position ?? '').some((t) => own.has(t)));
}

const RANKS: ReadonlySet<string> = new Set(allLanguages('rankWords'));

/** A field or a unit read where the employer goes: "Tourism industry", "Sales department", "Research and Development". */
const FIELD_NOT_EMPLOYER = new RegExp(
  String.raw`\b(?:${allLanguages('fieldWords').join('|')})$|^(?:${allLanguages('unitNames').join('|')})$`,
  'iu',
);

/** The towns and regions the resume names: a name equal to one is where, not who. */
export function placesOf(source: ResumeData): Set<string> {
  const loc = source.basics.location;
  const places = [
    loc?.city,
    loc?.region,
    ...source.work.map((w) => w.location),
    ...source.education.map((e) => e.location),
  ];
  return new Set(
    places
      .flatMap((p) => (p ?? '').split(/\s*[,(/]\s*/))
      .map((p) => fold(squash(p)).replace(/[).]+$/, ''))
      .filter((p) => p.length > 1),
  );
}

/** The employer a summary may name for a job, or undefined: a workplace, not a place or a field. */
export function summaryEmployer(work: ResumeWork, places: Set<string>): string | undefined {
  const name = jobEmployer(work);
  if (
    !name ||
    !isPlausible('employer', name) ||
    FIELD_NOT_EMPLOYER.test(fold(squash(name))) ||
    // "Auto-entrepreneur", "Freelance": working for oneself, not a workplace to name.
    isSelfEmployed(name)
  )
    return undefined;
  return places.has(fold(squash(name))) ? undefined : name;
}

/** The employers a summary names, most recent first, at most three. */
export function summaryEmployers(source: ResumeData): string[] {
  const places = placesOf(source);
  return [
    ...new Set(source.work.map((w) => summaryEmployer(w, places)).filter((n): n is string => !!n)),
  ].slice(0, 3);
}

/** Head words of a post held while studying: its results are no headline result for a later career. */
const TRAINEE = new RegExp(String.raw`\b(?:${allLanguages('traineeTitles').join('|')})\b`, 'u');

/** A post held as a trainee ("Software Engineering Intern", "Becaria de ..."), by its title. */
export const traineePost = (w: ResumeWork): boolean => TRAINEE.test(fold(w.position ?? ''));

/** Jobs by recency, 0 for the most recent: ongoing first, then by end or start date, then as listed. */
function recencyRanks(work: ResumeWork[]): number[] {
  const key = (w: ResumeWork): string => (isPresent(w.endDate) ? '9999' : (w.endDate ?? w.startDate ?? ''));
  const order = work
    .map((w, i) => ({ i, k: key(w) }))
    .sort((a, b) => (b.k && a.k ? b.k.localeCompare(a.k) : 0) || a.i - b.i);
  const ranks: number[] = [];
  order.forEach((o, r) => (ranks[o.i] = r));
  return ranks;
}

/**
 * A line a summary may call a notable result: told as something done or with a figure in it (a
 * duty in the present, "Meet with clients", is routine) or under way ("Currently leading ..."), long
 * enough to say what (six words), or, where lines are written as nouns (French, Spanish:
 * `resultsAsNouns`), a line of that length about the posting.
 */
function resultLike(text: string, lang: Language, aboutPosting: boolean): boolean {
  if (text.trim().split(/\s+/).length < 6) return false;
  if (/\d/.test(text)) return true;
  const form = bulletForm(text, lang).form;
  if (form === 'done' || form === 'passive' || form === 'ongoing') return true;
  return lexicons[lang].resultsAsNouns && form === 'noun' && aboutPosting;
}

export interface NotableResult {
  text: string;
  path: string;
  employer: string;
}

/**
 * The result a summary names: of the jobs' lines that read as results, the one showing most of
 * what the posting asks for first (`shows`), then its keywords (`relevance`), a recent job's before
 * an old one's; never a traineeship's when the candidate has held another post. None when no line
 * shows anything the posting asks for.
 */
export function notableResult(
  source: ResumeData,
  lang: Language,
  shows: (text: string) => number,
  relevance: (text: string) => number,
): NotableResult | undefined {
  const quotable = quotableIn(source, lang);
  const places = placesOf(source);
  const ranks = recencyRanks(source.work);
  const trainee = traineePost;
  const beyondTraining = source.work.some((w) => w.position && !trainee(w));
  let best: (NotableResult & { score: number }) | undefined;
  source.work.forEach((w, i) => {
    const employer = summaryEmployer(w, places);
    if (!employer || (beyondTraining && trainee(w))) return;
    w.highlights.forEach((h, j) => {
      const asked = shows(h);
      const about = relevance(h);
      if (asked <= 0 && about <= 0) return;
      if (!quotable(h) || !tellable(h, lang, w.name) || !resultLike(h, lang, asked > 0 || about >= 0.5))
        return;
      const score = (4 * asked + 0.5 * about + (/\d/.test(h) ? 0.3 : 0)) / (1 + 0.35 * ranks[i]!);
      if (!best || score > best.score)
        best = { text: h, path: `work[${i}].highlights[${j}]`, employer, score };
    });
  });
  return best && { text: best.text, path: best.path, employer: best.employer };
}
