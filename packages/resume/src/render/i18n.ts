/*
 * Words and dates the renderer writes itself, in each language, from its lexicon (labels, months,
 * a letter's date). Month names are tables rather than Intl so that output does not depend on the
 * ICU data the running Node was built with.
 */

import { byLanguage, presentWords, type Labels, type Lexicon } from '../lexicon/index.ts';
import { fold } from '../text/fold.ts';
import { languages, type Language } from '../parse/language.ts';

export type RenderLanguage = Language;

export const renderLanguages: readonly RenderLanguage[] = languages;

const labels: Record<RenderLanguage, Labels> = byLanguage((lexicon) => lexicon.labels);

export function labelsFor(language: RenderLanguage): Labels {
  return labels[language];
}

export const shortMonths: Record<RenderLanguage, readonly string[]> = byLanguage((lexicon) =>
  lexicon.months.map((m) => m.short),
);

export const longMonths: Record<RenderLanguage, readonly string[]> = byLanguage((lexicon) =>
  lexicon.months.map((m) => m.name),
);

const isoDate = /^(\d{4})(?:-(\d{1,2}))?(?:-(\d{1,2}))?$/;

/**
 * One resume date as a reader expects it: "2020-01" -> "Jan 2020" / "janv. 2020" / "ene. 2020",
 * "2020" stays "2020", a word meaning "present" becomes the localized word, and anything
 * else (free text the parser kept) is shown as written rather than guessed at.
 */
export function formatResumeDate(raw: string | undefined, language: RenderLanguage): string {
  const value = raw?.trim() ?? '';
  if (!value) return '';
  if (presentWords.has(fold(value).replace(/\u2019/g, "'"))) return labels[language].present;
  const match = isoDate.exec(value);
  if (!match) return value;
  const [, year, month] = match;
  const monthIndex = month ? Number(month) - 1 : -1;
  const name = shortMonths[language][monthIndex];
  return name ? `${name} ${year}` : (year ?? value);
}

/**
 * "Jan 2020 – Present" only when the end says so ("present" or a word meaning it); a start with
 * no end is shown alone: the resume printed one date, so one date is shown.
 */
export function formatDateRange(
  start: string | undefined,
  end: string | undefined,
  language: RenderLanguage,
): string {
  const from = formatResumeDate(start, language);
  const to = formatResumeDate(end, language);
  if (from && to) return from === to ? from : `${from} – ${to}`;
  return from || to;
}

/** A word without a trailing dot, folded ("Janv." -> "janv"). */
const bare = (word: string): string => fold(word).replace(/\.$/, '');

interface DateWords {
  /** Every word this language writes in a date: months (each form), present, since, range words, seasons. */
  own: ReadonlySet<string>;
  present: readonly string[];
  /** A month word and its index, folded, and as spelt (lower case, accents kept). */
  months: ReadonlyMap<string, number>;
  spelt: ReadonlyMap<string, number>;
  /** The letters beyond a-z this language writes (none for English; "é", "à" for French). */
  letters: ReadonlySet<string>;
}

const dateWords: Record<RenderLanguage, DateWords> = byLanguage((lexicon) => {
  const months = new Map<string, number>();
  const spelt = new Map<string, number>();
  lexicon.months.forEach((m, i) => {
    for (const form of [m.name, m.short, ...(m.also ?? [])]) {
      months.set(bare(form), i);
      spelt.set(form.toLowerCase().replace(/\.$/, ''), i);
    }
  });
  const present = lexicon.present.map((w) => fold(w));
  const words = [
    ...present,
    ...lexicon.since,
    ...lexicon.rangeWords,
    ...lexicon.seasons,
    ...lexicon.dateQualifiers,
  ];
  return {
    own: new Set([...months.keys(), ...words.flatMap((w) => fold(w).split(/[\s']+/))]),
    present,
    months,
    spelt,
    letters: new Set(
      [
        ...lexicon.stopwords,
        ...lexicon.months.flatMap((m) => [m.name, m.short]),
        ...Object.values(lexicon.labels),
      ]
        .join(' ')
        .toLowerCase()
        .match(/[^\p{ASCII}\P{L}]/gu),
    ),
  };
});

/**
 * Dates as a resume printed them, in the CV's language: a month or a "present" word of another
 * language is written in this one ("Aug. 2021 – Present" in a French CV: "août 2021 – Présent").
 * Words of no date vocabulary stay as printed. Undefined when a date word of another language is
 * left that has no counterpart here (a season, "since", "to"): the caller formats the dates instead.
 */
export function printedIn(printed: string, language: RenderLanguage, allMonths = false): string | undefined {
  const target = dateWords[language];
  const others = renderLanguages.filter((l) => l !== language).map((l) => dateWords[l]);
  const phrases = [...new Set(others.flatMap((o) => o.present))]
    .filter((p) => !target.present.includes(p))
    .sort((a, b) => b.length - a.length)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, "[\\s'’]+"));
  const word = new RegExp(`(?<!\\p{L})(?:${phrases.join('|') || '$^'})(?!\\p{L})|\\p{L}+\\.?`, 'gu');
  const folded = fold(printed);
  let out = '';
  let at = 0;
  let translated = false;
  for (const match of folded.matchAll(word)) {
    const token = bare(match[0].replace(/[\s'’]+/g, ' '));
    const asSpelt = printed
      .slice(match.index, match.index + match[0].length)
      .toLowerCase()
      .replace(/\.$/, '');
    // "Dec" folds as French "déc." does, but is spelt the English way.
    const month = target.months.get(token);
    const spelledAnother =
      month !== undefined && !target.spelt.has(asSpelt) && others.some((o) => o.spelt.get(asSpelt) === month);
    // "présent" in an English CV, "à" in a Spanish one, "Present" in a French one: a date word
    // folds as one of this language's does but is spelt as another language spells it.
    const ownPresent = labels[language].present.toLowerCase();
    const spelledPresent =
      asSpelt !== ownPresent &&
      renderLanguages.some((l) => labels[l].present.toLowerCase() === asSpelt) &&
      (token === bare(ownPresent) || target.present.includes(token) || !target.own.has(token));
    const accented = [...asSpelt].some((c) => /\P{ASCII}/u.test(c) && !target.letters.has(c));
    if (spelledPresent) {
      const before = out + printed.slice(at, match.index);
      const dash = /[\p{L}\d.]\s*$/u.test(before) ? '– ' : '';
      out += printed.slice(at, match.index) + dash + labels[language].present;
      at = match.index + match[0].length;
      translated = true;
      continue;
    }
    // Another language's accented date word with no month in it ("à", "été"): the dates are formatted instead.
    const anyMonth = month !== undefined || others.some((o) => o.months.has(token));
    if (accented && !anyMonth && others.some((o) => o.own.has(token))) return undefined;
    let said: string | undefined;
    // Once another language's word was put in this one, every month of the dates takes this
    // language's short form: "oct. 2015 – juin 2018", not "Oct 2015 – juin 2018".
    if (allMonths && month !== undefined && !others.some((o) => o.present.includes(token))) {
      out += printed.slice(at, match.index) + shortMonths[language][month]!;
      at = match.index + match[0].length;
      continue;
    }
    if (
      (target.own.has(token) && !spelledAnother) ||
      !others.some((o) => o.own.has(token) || o.present.includes(token))
    )
      continue;
    translated = true;
    if (others.some((o) => o.present.includes(token))) {
      // "2018 to date": the range word went with the phrase, so the dash takes its place.
      const before = out + printed.slice(at, match.index);
      said = /[\p{L}\d.]\s*$/u.test(before) ? `– ${labels[language].present}` : labels[language].present;
    } else {
      const index = others.map((o) => o.months.get(token)).find((m) => m !== undefined);
      if (index === undefined) return undefined;
      said = shortMonths[language][index]!;
    }
    out += printed.slice(at, match.index) + said;
    at = match.index + match[0].length;
  }
  if (translated && !allMonths) return printedIn(printed, language, true);
  return out + printed.slice(at);
}

interface DatedEntry {
  startDate?: string;
  endDate?: string;
  'x-printed'?: { dates: string; startDate?: string; endDate?: string };
}

/**
 * An entry's dates for display: exactly as the resume printed them while the dates are the ones
 * the parser read there, else (the user edited them) formatted from the ISO values.
 */
export function formatEntryDates(entry: DatedEntry, language: RenderLanguage): string {
  const printed = entry['x-printed'];
  const same = (a: string | undefined, b: string | undefined) =>
    (a?.trim() || undefined) === (b?.trim() || undefined);
  if (
    printed?.dates?.trim() &&
    same(entry.startDate, printed.startDate) &&
    same(entry.endDate, printed.endDate)
  ) {
    const local = printedIn(printed.dates.replace(/\s+/g, ' ').trim(), language);
    if (local !== undefined) return local;
  }
  return formatDateRange(entry.startDate, entry.endDate, language);
}

/** A one-date entry (award, certificate, publication): as printed while unchanged. */
export function formatEntryDate(
  date: string | undefined,
  printed: DatedEntry['x-printed'],
  language: RenderLanguage,
): string {
  if (printed?.dates?.trim() && (printed.endDate ?? printed.startDate)?.trim() === date?.trim()) {
    const local = printedIn(printed.dates.replace(/\s+/g, ' ').trim(), language);
    if (local !== undefined) return local;
  }
  return formatResumeDate(date, language);
}

const letterDates: Record<RenderLanguage, Lexicon['letterDate']> = byLanguage(
  (lexicon) => lexicon.letterDate,
);

/**
 * A letter's date written out by its lexicon's `letterDate`: "November 21, 2026", "21 novembre
 * 2026" (with "1er" for the first of the month, as French writes it), "21 de noviembre de 2026".
 * Not an ISO date: as written.
 */
export function formatLetterDate(raw: string, language: RenderLanguage): string {
  const match = isoDate.exec(raw.trim());
  const month = match?.[2] ? longMonths[language][Number(match[2]) - 1] : undefined;
  const day = match?.[3] ? Number(match[3]) : undefined;
  const year = match?.[1];
  if (!match || !month || !year) return raw.trim();
  const written = letterDates[language];
  return day ? written.day(day, month, year) : written.month(month, year);
}
