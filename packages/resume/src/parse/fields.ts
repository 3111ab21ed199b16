/**
 * An entry's header read into fields: its dates, its place ("Austin, TX", "75011 Paris") and the
 * phrases left (employer, title, school), with the legal form of a company kept on its name.
 */
import { legalForms } from '../lexicon/common.ts';
import { allLanguages } from '../lexicon/index.ts';
import { DATE_OPENER, findDates, type FoundDates } from '../text/dates.ts';
import { isOrganizationLike, isSchoolLike, isTitleLike, kindOf } from './phrase-kind.ts';
import { foldOnce } from './util.ts';
import { CITY_WORDS, PLACE_WORDS, US_STATES } from './vocabulary.ts';

export { findEmail, findPhone, findUrl, profileOf } from './contact-fields.ts';
export {
  isDegreeLike,
  isOrganizationLike,
  isSchoolLike,
  isTitleLike,
  kindOf,
  splitDegree,
  titleMargin,
} from './phrase-kind.ts';

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

const PLACE_WORD = String.raw`\p{Lu}[\p{L}'’.-]*`;
const PLACE_LIKE = new RegExp(String.raw`^${PLACE_WORD}(?:[ -]${PLACE_WORD}){0,2}$`, 'u');
/**
 * "Boulogne sur Mer", "Alcalá de Henares": capitalised words, small words of a town's name between;
 * up to three capitalised words, or four ("San Pedro Garza García") where towns were seen already.
 */
const townLike = (more: number) =>
  new RegExp(
    String.raw`^${PLACE_WORD}(?:(?:[ -](?:${[...new Set(allLanguages('placeLinks'))].join('|')}))*[ -]${PLACE_WORD}){0,${more}}$`,
    'u',
  );
const TOWN_LIKE = townLike(2);
const LONG_TOWN_LIKE = townLike(3);

/** One to three capitalised words with no digits: how an unlisted town reads beside a date. */
export function isPlaceLike(text: string): boolean {
  return PLACE_LIKE.test(text) && kindOf(text) === undefined;
}

/**
 * Place-like, or with the small words of a town's name ("Boulogne sur Mer"), which a body's name
 * has too ("Opéra National de Paris"): only where a town is expected, last beside a job's dates.
 */
export function isTownLike(text: string, long = false): boolean {
  return (
    (PLACE_LIKE.test(text) || (long ? LONG_TOWN_LIKE : TOWN_LIKE).test(text)) && kindOf(text) === undefined
  );
}

/** "at" before an employer, in each language, and "@": "Analyst at Acme", "Analyste chez Acme". */
const AT = [...allLanguages('employerAt'), '@'].join('|');
/** A line naming an employer after "at": "Nurse at Saint Clare". */
export const NAMES_EMPLOYER_AT = new RegExp(String.raw`\s(?:${AT})\s`, 'u');
/** A title, then "at" and what follows it. */
const TITLE_AT = new RegExp(String.raw`^(.+?)\s+(?:${AT})\s+`, 'u');

/** "Consultant for Acme Group": a title, a link word of the lexicon, and a capitalised name. */
const EMPLOYER_LINK = new RegExp(
  String.raw`^([^\t|–—]+?)\s+(?:${allLanguages('employerLinks').join('|')})\s+(\p{Lu}[^\t|–—]*?)\s*(?=\t|$)`,
  'u',
);
/** "Inc.", "Ltd", "GmbH": the legal form after a comma is part of the company's name. */
const COMPANY_SUFFIX = new RegExp(`^(?:${legalForms.join('|')})\\.?$`, 'iu');

/**
 * "Évry", "Monterrey, N.L.": a town, alone or with its region's initials, but no legal form.
 * `long`: where towns stand already, a name of four capitalised words is one too.
 */
export function isTownCell(text: string, long = false): boolean {
  const initials = /^(.+?),\s*((?:\p{Lu}\.?){1,3})$/u.exec(text.trim());
  if (initials) return isTownLike(initials[1] ?? '', long) && !COMPANY_SUFFIX.test(initials[2] ?? '');
  return isTownLike(text.trim(), long);
}

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
    // "Coach for the debate team (Okemos, MI, 2004-2006)": a bracket holding dates holds the
    // job's own fields, set apart like a cell so that its commas do not cut it in half.
    let text = dates
      ? line
      : line.replace(/\s*\(([^()]*)\)/gu, (m, inner: string) => (findDates(inner) ? `\t${inner}\t` : m));
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
    text = text.replace(DATE_OPENER, '');
    const pieces = text
      .replace(/\(\s*\)/g, '')
      .replace(TITLE_AT, (m, left: string) => (isTitleLike(left) ? `${left}\t` : m))
      // "Consultant for Brightwave Media Group": a title, a link word and a name with the words of an
      // organisation; a person after the link word ("Assistant for Professor Olsen") is no employer.
      .replace(EMPLOYER_LINK, (m, left: string, right: string) =>
        isTitleLike(left) && kindOf(right) === 'org' ? `${left}\t${right}` : m,
      )
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

/** A region given by its dotted initials, as after a Mexican or Spanish town ("N.L.", "B.C."). */
const DOTTED_REGION = /^(?:\p{Lu}\.){2,3}$/u;

/**
 * "Constructora Sierra Madre, Monterrey, N.L.": a name with its town and region after it, set
 * apart by commas as a job's header prints where it was; not a list of three things.
 */
export function endsOnTownAndRegion(text: string): boolean {
  const parts = text.split(/\s*,\s*/).map((p) => p.trim());
  if (parts.length !== 3) return false;
  const [name, town, region] = parts as [string, string, string];
  const regionLike =
    DOTTED_REGION.test(region) ||
    US_STATES.includes(region) ||
    foldOnce(parseLocation(region)?.text ?? '') === foldOnce(region);
  return /\p{Ll}/u.test(name) && /\p{Ll}/u.test(town) && isTownLike(town) && regionLike;
}
