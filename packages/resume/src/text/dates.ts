import type { PrintedDates } from '../schema/resume.ts';
import { allLanguages, languages, lexicons, presentPattern } from '../lexicon/index.ts';
import { foldOnce } from './fold.ts';

/** Month names and abbreviations in every language, folded: "janv" -> 1. */
const MONTHS: Record<string, number> = {};
for (const lang of languages) {
  lexicons[lang].months.forEach((month, i) => {
    for (const form of [month.name, month.short, ...(month.also ?? [])])
      MONTHS[foldOnce(form).replace(/\.$/, '')] = i + 1;
  });
}
const MONTH_ALT = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

const PRESENT_ALT = presentPattern;
const SINCE_ALT = allLanguages('since').join('|');
const FROM_ALT = allLanguages('from').join('|');

const YEAR = '(?:19[5-9]\\d|20\\d\\d)';
/** Words printed before a date that belong to it ("Summer 2022", "Expected June 2023"). */
const QUALIFIER = new RegExp(
  `(?:(?:${[...allLanguages('seasons'), ...allLanguages('dateQualifiers')].join('|')}|${FROM_ALT}|${SINCE_ALT})\\s+)+$`,
  'u',
);
/** One date token; the groups say which form matched. Runs on folded text. */
const DATE_TOKEN = new RegExp(
  [
    `\\b(?<ddn>\\d{1,2})(?:er|st|nd|rd|th)?\\s+(?:de\\s+)?(?<ddm>${MONTH_ALT})\\.?,?\\s+(?:del?\\s+)?(?<ddy>${YEAR})\\b`,
    `(?<mname>\\b(?:${MONTH_ALT}))\\.?\\s*(?:del?\\s+|,\\s*|')?(?<myear>${YEAR})\\b`,
    `\\b(?<dd>\\d{1,2})[/.](?<dm>\\d{1,2})[/.](?<dy>${YEAR})\\b`,
    `\\b(?<ay>${YEAR})[/.](?<am>\\d{1,2})[/.](?<ad>\\d{1,2})\\b`,
    `\\b(?<nm>\\d{1,2})[/.](?<ny>${YEAR})\\b`,
    `\\b(?<iy>${YEAR})(?:[-.]|\\s*/\\s*)(?<im>\\d{1,2})(?![\\d])`,
    `\\b(?<ymy>${YEAR})\\s+(?<ymm>${MONTH_ALT})\\b\\.?`,
    `(?<dmn>\\b(?:${MONTH_ALT}))\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+(?<dmy>${YEAR})\\b`,
    `(?<sname>\\b(?:${MONTH_ALT}))\\.?\\s*'?(?<syy>\\d{2})(?![\\d/:.,]|\\s*(?:${MONTH_ALT}|\\d)\\b)`,
    `\\b(?<year>${YEAR})\\b`,
    `(?<present>\\b(?:${PRESENT_ALT})(?![\\p{L}]))`,
    `(?<monly>\\b(?:${MONTH_ALT})\\b)\\.?`,
  ].join('|'),
  'gu',
);

const RANGE_SEPARATOR = new RegExp(
  `^\\s*(?:-{1,2}|[–—\\u00AD\\u2010-\\u2015]|~|${allLanguages('rangeWords').join('|')}|->|→|>|\\/)\\s*$`,
  'u',
);
/** A dash that closes nothing: the end of the text, a tab, a bar or a bracket follows it. */
const OPEN_END = /^\s*(?:-{1,2}|[–—\u2010-\u2015])(?=\s*(?:$|[\t|)\]]))/u;
const SINCE = new RegExp(`(?:${SINCE_ALT})\\s*$`, 'u');
/** "(since", "depuis", "de" left behind in a job's header once its dates are cut out. */
export const DATE_OPENER = new RegExp(`(?<![^\\s(])(?:${SINCE_ALT}|${FROM_ALT})\\s*(?=\\t|$)`, 'giu');
/** The words that may stand beside the dates of a date column ("since 2019", "de 2018 a 2020"). */
const DATE_GLUE = new RegExp(
  `\\b(?:${[...allLanguages('rangeWords'), SINCE_ALT, FROM_ALT].join('|')})\\b`,
  'gu',
);

interface Token {
  start: number;
  end: number;
  iso?: string;
  month?: number;
  present?: boolean;
  /** "Sep 15": a month and a two-digit year, a date only inside a range. */
  weak?: boolean;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function tokens(text: string): Token[] {
  const folded = foldOnce(text);
  const out: Token[] = [];
  for (const m of folded.matchAll(DATE_TOKEN)) {
    const g = m.groups ?? {};
    const start = m.index;
    const end = start + m[0].length;
    if (g.ddm && g.ddy) {
      out.push({ start, end, iso: `${g.ddy}-${pad(MONTHS[g.ddm] ?? 1)}` });
    } else if (g.mname && g.myear) {
      const month = MONTHS[g.mname];
      out.push({ start, end, iso: `${g.myear}-${pad(month ?? 1)}` });
    } else if (g.ay && g.am) {
      const month = Number(g.am);
      if (month >= 1 && month <= 12) out.push({ start, end, iso: `${g.ay}-${pad(month)}` });
    } else if (g.ymy && g.ymm) {
      out.push({ start, end, iso: `${g.ymy}-${pad(MONTHS[g.ymm] ?? 1)}` });
    } else if (g.dmn && g.dmy) {
      out.push({ start, end, iso: `${g.dmy}-${pad(MONTHS[g.dmn] ?? 1)}` });
    } else if (g.sname && g.syy) {
      out.push({ start, end, iso: `20${g.syy}-${pad(MONTHS[g.sname] ?? 1)}`, weak: true });
    } else if (g.dy && g.dm) {
      const month = Number(g.dm);
      if (month >= 1 && month <= 12) out.push({ start, end, iso: `${g.dy}-${pad(month)}` });
    } else if (g.ny && g.nm) {
      const month = Number(g.nm);
      if (month >= 1 && month <= 12) out.push({ start, end, iso: `${g.ny}-${pad(month)}` });
    } else if (g.iy && g.im) {
      const month = Number(g.im);
      if (month >= 1 && month <= 12) out.push({ start, end, iso: `${g.iy}-${pad(month)}` });
      else out.push({ start, end: start + 4, iso: g.iy });
    } else if (g.year) {
      out.push({ start, end, iso: g.year });
    } else if (g.present) {
      out.push({ start, end, present: true });
    } else if (g.monly) {
      out.push({ start, end, month: MONTHS[g.monly] });
    }
  }
  return out;
}

/** Parses one date ("Jan 2020", "01/2020", "2020-01", "janvier 2020", "enero de 2020", "2019") to ISO. */
export function parseDate(text: string): string | undefined {
  return tokens(text).find((t) => t.iso)?.iso;
}

export interface FoundDates {
  startDate?: string;
  endDate?: string;
  /** The end is "Present" (or the range opens with "since"). */
  present: boolean;
  /** Where the dates sit in the text, to cut them out. */
  index: number;
  length: number;
  /** The dates as printed ("Summer 2022", "Sep 15 – NOW"), range dash shown as " – ". */
  printed: string;
}

const DASH_SEPARATOR = /^\s*(?:-{1,2}|[\u00AD\u2010-\u2015])\s*$/u;

/** The printed text from `from` to `to`, widened to the words that qualify the first date. */
function printedSpan(
  text: string,
  folded: string,
  from: number,
  to: number,
  cut?: [number, number],
): { index: number; printed: string } {
  const qualifier = QUALIFIER.exec(folded.slice(0, from));
  let index = from;
  // "Summer 2022", "Expected June 2023" keep their word; "since"/"from" are kept too, as printed.
  if (qualifier && /(?:^|[^\p{L}])$/u.test(folded.slice(0, qualifier.index))) index = qualifier.index;
  let end = to;
  // "Sept." keeps its full stop.
  if (text[end] === '.' && /\p{L}$/u.test(text.slice(0, end))) end++;
  let printed = text.slice(index, end);
  if (cut) {
    const [a, b] = cut;
    const between = text.slice(a, b);
    if (DASH_SEPARATOR.test(between)) printed = `${text.slice(index, a)} – ${text.slice(b, end)}`;
  }
  printed = printed.replace(/\s+/g, ' ').trim();
  return { index, printed };
}

/**
 * Finds the first date range ("Jan 2020 – Present", "2018 - 2020", "de enero de 2020 a marzo de
 * 2021") or single date in a line.
 */
export function findDates(text: string): FoundDates | undefined {
  const list = tokens(text);
  const folded = foldOnce(text);
  for (let i = 0; i < list.length; i++) {
    const a = list[i];
    const b = list[i + 1];
    if (!a || a.present) continue;
    // "September 2017 - Spring 2019": a season word may stand before the end date.
    const gap = folded.slice(a.end, b?.start).replace(QUALIFIER, '');
    if (
      b &&
      (b.iso || b.present || (b.month && a.iso)) &&
      (RANGE_SEPARATOR.test(folded.slice(a.end, b.start)) || (b.iso && RANGE_SEPARATOR.test(gap)))
    ) {
      let start = a.iso;
      if (!start && a.month && b.iso) start = `${b.iso.slice(0, 4)}-${pad(a.month)}`;
      if (!start) continue;
      // "2011 Feb.–Dec.": the end month is in the start's year.
      const end = b.iso ?? (b.month ? `${start.slice(0, 4)}-${pad(b.month)}` : undefined);
      const { index, printed } = printedSpan(text, folded, a.start, b.end, [a.end, b.start]);
      return {
        startDate: start,
        endDate: end,
        present: Boolean(b.present),
        index,
        length: b.end - index,
        printed,
      };
    }
    // "2010 – 16", "2023-24", "2018.22": a two-digit year closes a range opened by a full one (a
    // dot with a month after it, "2019.05", was read as a month above).
    const short =
      a.iso && /^\d{4}$/.test(a.iso)
        ? // "2018.22": a full stop joins a two-digit end year that cannot be a month.
          /^(\s*(?:-{1,2}|–|—|\/|to|a|au|al)\s*|\.(?=[2-9]\d|1[3-9]))(\d{2})(?![\d])/u.exec(
            folded.slice(a.end),
          )
        : null;
    if (short && a.iso) {
      const yy = Number(short[2]);
      const century = a.iso.slice(0, 2);
      const endYear = Number(`${century}${short[2]}`);
      if (endYear >= Number(a.iso) && yy >= 0) {
        const to = a.end + short[0].length;
        const { index, printed } = printedSpan(text, folded, a.start, to, [
          a.end,
          a.end + (short[1]?.length ?? 0),
        ]);
        return {
          startDate: a.iso,
          endDate: String(endYear),
          present: false,
          index,
          length: to - index,
          printed,
        };
      }
    }
    if (a.iso && !a.weak) {
      const since = SINCE.test(folded.slice(0, a.start));
      // "2021 –" with nothing after the dash: a range left open, which is ongoing as printed.
      const open = OPEN_END.exec(folded.slice(a.end));
      const to = open ? a.end + open[0].length : a.end;
      const { index, printed } = printedSpan(text, folded, a.start, to);
      return { startDate: a.iso, present: since || !!open, index, length: to - index, printed };
    }
  }
  return undefined;
}

const BARE_MONTH_END = new RegExp(`^(?:(.*?)\\s*[–—-]\\s*)?(?:${MONTH_ALT})\\.?$`, 'u');

/**
 * "Feb", "2017–Jan", "Jun 2014–Feb": a month whose year the next line holds (a narrow date cell
 * wrapped under it), alone or ending a range.
 */
export function endsOnBareMonth(text: string): boolean {
  const m = BARE_MONTH_END.exec(foldOnce(text.trim()));
  return !!m && (m[1] === undefined || looksLikeDate(m[1]));
}

/** True when the text is little more than a date or a date range (a margin or right-aligned column). */
export function looksLikeDate(text: string): boolean {
  const list = tokens(text);
  if (!list.some((t) => t.iso)) return false;
  let rest = foldOnce(text);
  for (const t of [...list].reverse()) rest = rest.slice(0, t.start) + rest.slice(t.end);
  rest = rest.replace(DATE_GLUE, '').replace(/[\s\-–—~→|,.;:()/]+/g, '');
  return rest.length <= 3;
}

/** ISO dates for sorting ("present" only where the resume says so) and the dates as printed. */
export function datesOf(header: { dates?: FoundDates }): {
  startDate?: string;
  endDate?: string;
  'x-printed'?: PrintedDates;
} {
  const d = header.dates;
  if (!d) return {};
  const endDate = d.present ? 'present' : d.endDate;
  const out: { startDate?: string; endDate?: string; 'x-printed'?: PrintedDates } = {
    startDate: d.startDate,
  };
  if (endDate) out.endDate = endDate;
  const printed: PrintedDates = { dates: d.printed };
  if (d.startDate) printed.startDate = d.startDate;
  if (endDate) printed.endDate = endDate;
  out['x-printed'] = printed;
  return out;
}
