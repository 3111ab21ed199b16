import { fold } from './normalize.ts';

/** Month names and abbreviations in English, French and Spanish, accents folded. */
const MONTHS: Record<string, number> = {};
const MONTH_NAMES: [number, string[]][] = [
  [1, ['january', 'jan', 'janvier', 'janv', 'enero', 'ene']],
  [2, ['february', 'feb', 'fevrier', 'fevr', 'fev', 'febrero']],
  [3, ['march', 'mar', 'mars', 'marzo']],
  [4, ['april', 'apr', 'avril', 'avr', 'abril', 'abr']],
  [5, ['may', 'mai', 'mayo']],
  [6, ['june', 'jun', 'juin', 'junio']],
  [7, ['july', 'jul', 'juillet', 'juil', 'julio']],
  [8, ['august', 'aug', 'aout', 'agosto', 'ago']],
  [9, ['september', 'sept', 'sep', 'septembre', 'septiembre', 'setiembre']],
  [10, ['october', 'oct', 'octobre', 'octubre']],
  [11, ['november', 'nov', 'novembre', 'noviembre']],
  [12, ['december', 'dec', 'decembre', 'diciembre', 'dic']],
];
for (const [n, names] of MONTH_NAMES) for (const name of names) MONTHS[name] = n;
const MONTH_ALT = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|');

const PRESENT_ALT = [
  'present day', 'present', 'current', 'currently', 'now', 'today', 'ongoing', 'to date',
  "aujourd'hui", 'aujourd hui', 'actuellement', 'actuel', 'en cours', 'ce jour',
  'la actualidad', 'actualidad', 'actualmente', 'presente', 'hoy', 'la fecha', 'en curso',
].sort((a, b) => b.length - a.length).map((w) => w.replace(/ /g, '\\s+')).join('|');

const YEAR = '(?:19[5-9]\\d|20\\d\\d)';
/** One date token; the groups say which form matched. Runs on folded text. */
const DATE_TOKEN = new RegExp(
  [
    `(?<mname>\\b(?:${MONTH_ALT}))\\.?\\s*(?:de\\s+|,\\s*|')?(?<myear>${YEAR})\\b`,
    `\\b(?<dd>\\d{1,2})[/.](?<dm>\\d{1,2})[/.](?<dy>${YEAR})\\b`,
    `\\b(?<nm>\\d{1,2})[/.](?<ny>${YEAR})\\b`,
    `\\b(?<iy>${YEAR})[-/.](?<im>\\d{1,2})(?![\\d])`,
    `\\b(?<year>${YEAR})\\b`,
    `(?<present>\\b(?:${PRESENT_ALT})(?![\\p{L}]))`,
    `(?<monly>\\b(?:${MONTH_ALT})\\b)\\.?`,
  ].join('|'),
  'gu',
);

const RANGE_SEPARATOR = /^\s*(?:-{1,2}|–|~|to|till|until|through|a|à|au|al|hasta|->|→|>)\s*$/u;
const SINCE = /(?:since|from|depuis|desde|a partir de|des)\s*$/u;

interface Token {
  start: number;
  end: number;
  iso?: string;
  month?: number;
  present?: boolean;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function tokens(text: string): Token[] {
  const folded = fold(text);
  const out: Token[] = [];
  for (const m of folded.matchAll(DATE_TOKEN)) {
    const g = m.groups ?? {};
    const start = m.index;
    const end = start + m[0].length;
    if (g.mname && g.myear) {
      const month = MONTHS[g.mname];
      out.push({ start, end, iso: `${g.myear}-${pad(month ?? 1)}` });
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
}

/**
 * Finds the first date range ("Jan 2020 – Present", "2018 - 2020", "de enero de 2020 a marzo de
 * 2021") or single date in a line.
 */
export function findDates(text: string): FoundDates | undefined {
  const list = tokens(text);
  const folded = fold(text);
  for (let i = 0; i < list.length; i++) {
    const a = list[i];
    const b = list[i + 1];
    if (!a || a.present) continue;
    if (b && (b.iso || b.present) && RANGE_SEPARATOR.test(folded.slice(a.end, b.start))) {
      let start = a.iso;
      if (!start && a.month && b.iso) start = `${b.iso.slice(0, 4)}-${pad(a.month)}`;
      if (!start) continue;
      return {
        startDate: start,
        endDate: b.iso,
        present: Boolean(b.present),
        index: a.start,
        length: b.end - a.start,
      };
    }
    if (a.iso) {
      const since = SINCE.test(folded.slice(0, a.start));
      return { startDate: a.iso, present: since, index: a.start, length: a.end - a.start };
    }
  }
  return undefined;
}

/** True when the text is little more than a date or a date range (a margin or right-aligned column). */
export function looksLikeDate(text: string): boolean {
  const list = tokens(text);
  if (!list.some((t) => t.iso)) return false;
  let rest = fold(text);
  for (const t of [...list].reverse()) rest = rest.slice(0, t.start) + rest.slice(t.end);
  rest = rest.replace(/\b(?:to|a|au|al|hasta|de|des|depuis|desde|since|from)\b/g, '').replace(/[\s\-–—~→|,.;:()/]+/g, '');
  return rest.length <= 3;
}
