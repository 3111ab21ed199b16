import { findDates, type FoundDates } from './dates.ts';
import { foldOnce, oneEditApart } from './util.ts';
import {
  CITY_WORDS,
  DEGREE_PATTERN,
  ORGANIZATION_WORDS,
  PLACE_WORDS,
  SCHOOL_WORDS,
  TITLE_WORDS,
  US_STATES,
} from './vocabulary.ts';

// "jane.doe[at]example.org": an address written against spam harvesters is kept as printed.
const EMAIL = /[\p{L}\p{N}._%+-]+(?:@|\s?[[(]at[\])]\s?)[\p{L}\p{N}.-]+\.\p{L}{2,}/u;
const URL =
  /\b(?:https?:\/\/|www\.)[^\s,;|]+|\b(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|me|fr|es|co|app|info|eu|ai|tech|page|site|mx|ar|cl|uk|de|design|studio|xyz|ca|us|tv|ly|be|ch|nl|it|pt|br|blog|online|pro)(?![\p{L}\p{N}-])(?:\/[^\s,;|]*)?/iu;
// "+1 (337) 935-0016", "+1(337)9350016": after a bracketed area code the local number may be as
// short as seven digits. "(+33) 6 12 34 56 78" keeps its bracketed country code.
const PHONE =
  /(?:\+\s?\d{1,3}[\s.-]?|\(\+\d{1,3}\)\s?)?(?:\(\d{1,4}\)[\s.-]?\d[\d\s.-]{4,}\d|\d[\d\s.-]{6,}\d)/u;

const NETWORKS: [RegExp, string][] = [
  [/linkedin\.com/i, 'LinkedIn'],
  [/github\.com/i, 'GitHub'],
  [/gitlab\.com/i, 'GitLab'],
  // Not "spacex.com": the name stands alone.
  [/(?<![\p{L}\p{N}-])(?:twitter|x)\.com/iu, 'Twitter'],
  [/behance\.net/i, 'Behance'],
  [/dribbble\.com/i, 'Dribbble'],
  [/stackoverflow\.com/i, 'Stack Overflow'],
  [/medium\.com/i, 'Medium'],
];

export function findEmail(text: string): string | undefined {
  return EMAIL.exec(text)?.[0];
}

export function findPhone(text: string): string | undefined {
  // Digits inside a web address (a DOI, an ID in a path) are no phone.
  const withoutDates = text
    .replace(/\b(?:https?:\/\/|www\.)[^\s,;|]+/giu, ' ')
    .replace(/\b(?:19|20)\d\d\s*[-–]\s*(?:(?:19|20)\d\d)\b/g, ' ');
  for (const m of withoutDates.matchAll(new RegExp(PHONE.source, 'gu'))) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length >= 9 && digits.length <= 15) return m[0].trim();
  }
  return undefined;
}

export function findUrl(text: string): string | undefined {
  const withoutEmail = text.replace(new RegExp(EMAIL.source, 'gu'), ' ');
  return URL.exec(withoutEmail)?.[0]?.replace(/[.)]+$/, '');
}

export function profileOf(url: string): { network: string; username?: string; url: string } | undefined {
  for (const [pattern, network] of NETWORKS) {
    if (pattern.test(url)) {
      const path = url
        .replace(/^(?:https?:\/\/)?(?:www\.)?[^/]+\/?/, '')
        .replace(/^(?:in|pub|u)\//, '')
        .replace(/\/$/, '');
      const username = path.split('/')[0] || undefined;
      return { network, username, url: /^https?:\/\//.test(url) ? url : `https://${url}` };
    }
  }
  return undefined;
}

/** One pattern per word list, built once: any of the words, standing alone. */
const WORD_PATTERNS = new WeakMap<string[], RegExp>();

function hasWord(folded: string, words: string[]): boolean {
  let pattern = WORD_PATTERNS.get(words);
  if (!pattern) {
    pattern = new RegExp(
      `(?:^|[^\\p{L}])(?:${words.map((w) => w.replace(/[.+]/g, '\\$&')).join('|')})(?![\\p{L}])`,
      'u',
    );
    WORD_PATTERNS.set(words, pattern);
  }
  return pattern.test(folded);
}

export function isTitleLike(text: string): boolean {
  return hasWord(foldOnce(text), TITLE_WORDS);
}

export function isOrganizationLike(text: string): boolean {
  return hasWord(foldOnce(text), ORGANIZATION_WORDS);
}

export function isSchoolLike(text: string): boolean {
  const folded = foldOnce(text);
  return hasWord(folded, SCHOOL_WORDS) || hasMisspeltSchoolWord(folded);
}

/** The long school words ("university", "universidad", "polytechnique"), to catch one typed a letter wrong. */
const LONG_SCHOOL_WORDS = SCHOOL_WORDS.filter((w) => w.length >= 10 && !w.includes(' '));

/** "Univesity of Tehran": a long school word with one letter wrong still names a school. */
function hasMisspeltSchoolWord(folded: string): boolean {
  return (folded.match(/\p{L}{9,}/gu) ?? []).some((word) =>
    LONG_SCHOOL_WORDS.some((w) => oneEditApart(word, w)),
  );
}

/** What a phrase names, when its words say so. */
export function kindOf(text: string): 'degree' | 'school' | 'title' | 'org' | undefined {
  if (isDegreeLike(text)) return 'degree';
  if (isSchoolLike(text)) return 'school';
  const title = isTitleLike(text);
  const org = isOrganizationLike(text);
  if (title && !org) return 'title';
  if (org && !title) return 'org';
  return undefined;
}

/** How much a phrase reads as a job title rather than an employer (negative: an employer). */
export function titleMargin(text: string): number {
  const folded = foldOnce(text).trim();
  const last =
    folded
      .split(/[^\p{L}-]+/u)
      .filter(Boolean)
      .at(-1) ?? '';
  let score = (isTitleLike(text) ? 1 : 0) - (isOrganizationLike(text) || isSchoolLike(text) ? 1 : 0);
  if (TITLE_WORDS.includes(last)) score += 0.5;
  if (ORGANIZATION_WORDS.includes(last)) score -= 0.5;
  return score;
}

export interface ParsedLocation {
  city?: string;
  region?: string;
  text: string;
}

/** "Austin, TX", "Lyon, France", "Madrid", "75011 Paris", "Remote". */
export function parseLocation(raw: string): ParsedLocation | undefined {
  const text = raw
    .trim()
    .replace(/^[([]|[)\]]$/g, '')
    .trim();
  if (!text || text.length > 48 || /\d{6,}|@|https?:/.test(text)) return undefined;
  const stripped = text.replace(/^\d{4,5}\s+/, '').replace(/\s+\d{4,5}$/, '');
  const parts = stripped.split(/\s*,\s*|\s+\(|\)\s*/).filter(Boolean);
  const folded = parts.map((p) => foldOnce(p).trim());
  if (parts.length === 0 || parts.length > 3) return undefined;
  if (parts.some((p) => /\d/.test(p) || p.split(/\s+/).length > 4)) return undefined;
  const first = folded[0] ?? '';
  const last = folded.at(-1) ?? '';
  const lastRaw = parts.at(-1) ?? '';
  const known = (s: string) => PLACE_WORDS.includes(s) || CITY_WORDS.includes(s);
  if (parts.length === 1) {
    if (CITY_WORDS.includes(first) || PLACE_WORDS.includes(first)) return { city: parts[0], text };
    return undefined;
  }
  // "Lyon, Auvergne, France" starts with a city; "Acme, Chicago, IL" does not.
  if (
    parts.length === 3 &&
    !CITY_WORDS.includes(first) &&
    !((PLACE_WORDS.includes(folded[1] ?? '') || US_STATES.includes(parts[1] ?? '')) && known(last))
  )
    return undefined;
  if (isOrganizationLike(parts[0] ?? '') || isTitleLike(parts[0] ?? '') || isSchoolLike(parts[0] ?? ''))
    return undefined;
  // The second slot holds a state, region or country; "Acme, Lyon" is not a place.
  const regionOk = US_STATES.includes(lastRaw) || PLACE_WORDS.includes(last);
  if (regionOk || CITY_WORDS.includes(first)) {
    return { city: parts[0], region: parts.slice(1).join(', '), text };
  }
  return undefined;
}

export interface HeaderParts {
  dates?: FoundDates;
  location?: string;
  parts: string[];
  /** Phrases that shared their line with the dates ("Mar 2019 - Present | Nottingham"). */
  besideDates: string[];
}

/** One to three capitalised words with no digits: how an unlisted town reads beside a date. */
export function isPlaceLike(text: string): boolean {
  return /^\p{Lu}[\p{L}'’.-]*(?:[ -]\p{Lu}[\p{L}'’.-]*){0,2}$/u.test(text) && kindOf(text) === undefined;
}

/** "Inc.", "Ltd", "GmbH": the legal form after a comma is part of the company's name. */
const COMPANY_SUFFIX =
  /^(?:inc|ltd|llc|l\.l\.c|corp|co|gmbh|s\.?a\.?s?|s\.?l|sarl|s\.?a\.?r\.?l|plc|ag|b\.?v|pty|limited|incorporated)\.?$/iu;

function joinCompanySuffix(parts: string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    if (out.length && COMPANY_SUFFIX.test(part)) out[out.length - 1] += `, ${part}`;
    else out.push(part);
  }
  return out;
}

/** Splits an entry's header lines into dates, a location and the remaining phrases. */
export function splitHeader(lines: string[]): HeaderParts {
  let dates: FoundDates | undefined;
  let location: string | undefined;
  const parts: string[] = [];
  const besideDates: string[] = [];
  for (const line of lines) {
    let text = line;
    let dateLine = false;
    if (!dates) {
      const found = findDates(text);
      if (found) {
        dates = found;
        dateLine = true;
        // "Editor at Acme (Oct 2017 – July 2018)": the brackets go with the dates.
        text = `${text.slice(0, found.index)}\t${text.slice(found.index + found.length)}`.replace(
          /\(\s*\t\s*\)/u,
          '\t',
        );
      }
    }
    // "(since|depuis|desde)" and the like stay behind once the date is cut out; a domain ending
    // in ".de" keeps its ending.
    // "2013, Technician, Acme (1/10/13 - 31/12/13).": the exact days restate the years read above.
    if (dates)
      text = text.replace(
        /\s*\(\s*\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\s*[-–]\s*\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\s*\)\.?/gu,
        '',
      );
    text = text.replace(/(?<![^\s(])(?:since|from|depuis|desde|de|du)\s*(?=\t|$)/giu, '');
    const pieces = text
      .replace(/\(\s*\)/g, '')
      .replace(/^(.+?)\s+(?:at|chez|@)\s+/u, (m, left: string) => (isTitleLike(left) ? `${left}\t` : m))
      // "Desarrollador Full stack en Softtek": a title, then "en" and a short capitalised name.
      .replace(
        /^([^\t|–—]+)\s+en\s+(\p{Lu}[^\s,\t|]*(?:\s+\p{Lu}[^\s,\t|]*){0,2})\s*$/u,
        (m, left: string, right: string) =>
          isTitleLike(left) && kindOf(right) !== 'degree' && !isTitleLike(right) ? `${left}\t${right}` : m,
      )
      .replace(/\(\s*\)/g, '')
      // "Internship: Acme": a title, a colon and a short capitalised name.
      .replace(
        /(?<=^|\t)([^\t:]{3,40}):\s+(\p{Lu}[^\s,\t:]*(?:\s+\p{Lu}[^\s,\t:]*){0,2})(?=\t|$)/u,
        (m, left: string, right: string) =>
          isTitleLike(left) && /\p{Ll}/u.test(right) && !isTitleLike(right) && !parseLocation(right)
            ? `${left}\t${right}`
            : m,
      )
      // "Consultant: survey of the valley. Acme Project": a title, a colon, what was done, and
      // the employer as the closing sentence.
      .replace(
        /(?<=^|\t)([^\t:]{3,60}):\s+([^\t]{12,}?\p{Ll}{3})\.\s+(\p{Lu}[^\t.]{1,80}?)\.?(?=\t|$)/u,
        (m, left: string, done: string, last: string) =>
          isTitleLike(left) && last.split(/\s+/).length <= 8 ? `${left}\t${done}\t${last}` : m,
      )
      .split(/\t|\s+[|•·◦▪]\s+|\s*\|\s*|\s+[–—]\s+|\s+-\s+/u)
      .map((p) => p.trim().replace(/^[,;:–\-\s]+|[,;:–\-\s]+$/g, ''))
      .filter((p) => p && /[\p{L}\p{N}]/u.test(p));
    for (let piece of pieces) {
      // "Acme (Remote)", "Hospital Clinic (Barcelona)": a place in brackets.
      const bracket = /^(.+?)\s*\(([^)]+)\)$/.exec(piece);
      if (bracket && !location && parseLocation(bracket[2] ?? '')) {
        location = bracket[2];
        piece = bracket[1] ?? piece;
      }
      // "Biomarker team, Acme. Paris, France.": the place is the last sentence of the line.
      const lastSentence = /^(.*\p{L}{2})\.\s+(\p{Lu}[^.]*?)\.?$/u.exec(piece);
      if (lastSentence && !location && parseLocation(lastSentence[2] ?? '')) {
        location = parseLocation(lastSentence[2] ?? '')?.text;
        piece = lastSentence[1] ?? piece;
      }
      const whole = parseLocation(piece);
      if (whole && !location) {
        location = whole.text;
        continue;
      }
      // "Acme Corp, Paris" or "Senior Engineer, Acme" : try the comma pieces.
      const commaParts = joinCompanySuffix(piece.split(/\s*,\s*/));
      if (commaParts.length === 1) {
        parts.push(piece);
        if (dateLine) besideDates.push(piece);
        continue;
      }
      if (commaParts.length > 1) {
        const tail = commaParts.slice(1).join(', ');
        const tailLocation = parseLocation(tail);
        if (tailLocation && !location) {
          location = tailLocation.text;
          parts.push(commaParts[0] ?? '');
          continue;
        }
        const lastLocation = parseLocation(commaParts.at(-1) ?? '');
        if (lastLocation && !location && commaParts.length > 1) {
          location = lastLocation.text;
          parts.push(...commaParts.slice(0, -1));
          continue;
        }
        const kinds = commaParts.map(kindOf);
        if (kinds.some(Boolean) && new Set(kinds).size > 1) {
          parts.push(...commaParts);
          continue;
        }
      }
      parts.push(piece);
      if (dateLine) besideDates.push(piece);
    }
  }
  return { dates, location, parts: parts.filter(Boolean), besideDates };
}

/** "Master of Science in Computer Science" -> studyType "Master of Science", area "Computer Science". */
export function splitDegree(text: string): { studyType?: string; area?: string } {
  const folded = foldOnce(text);
  const match = DEGREE_PATTERN.exec(folded);
  if (!match) return {};
  let typeEnd = match[0].length;
  const connector = /\s+(?:in|en|of|de|d')$/.exec(folded.slice(0, typeEnd));
  if (connector) typeEnd -= connector[0].length;
  let studyType = text.slice(0, typeEnd).trim();
  // "Bachelor of Engineering (B.Eng.)": the abbreviation belongs to the degree.
  const abbreviation = /^\s*\([^)]{1,12}\)/.exec(text.slice(typeEnd));
  if (abbreviation) {
    studyType = `${studyType} ${abbreviation[0].trim()}`;
    typeEnd += abbreviation[0].length;
  }
  const area = text
    .slice(typeEnd)
    .replace(/^\s*(?:in|en|of|de|d'|:|,|–|-|\()\s*/i, '')
    .replace(/\)\s*$/, '')
    .trim();
  return { studyType, area: area || undefined };
}

export function isDegreeLike(text: string): boolean {
  return DEGREE_PATTERN.test(foldOnce(text));
}
