/*
 * Words and dates the renderer writes itself, in the three languages the product speaks.
 * Month names are tables rather than Intl so that output does not depend on the ICU data
 * the running Node was built with.
 */

import { byLanguage, presentWords, type Labels } from '../lexicon/index.ts';
import { fold } from '../text/fold.ts';
import { languages, type Language } from '../text/language.ts';

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
    return printed.dates.replace(/\s+/g, ' ').trim();
  }
  return formatDateRange(entry.startDate, entry.endDate, language);
}

/** A one-date entry (award, certificate, publication): as printed while unchanged. */
export function formatEntryDate(
  date: string | undefined,
  printed: DatedEntry['x-printed'],
  language: RenderLanguage,
): string {
  if (printed?.dates?.trim() && (printed.endDate ?? printed.startDate)?.trim() === date?.trim())
    return printed.dates.replace(/\s+/g, ' ').trim();
  return formatResumeDate(date, language);
}

/**
 * A letter's date written out: "November 21, 2026", "21 novembre 2026" (with "1er" for the
 * first of the month, as French writes it), "21 de noviembre de 2026". Not an ISO date: as written.
 */
export function formatLetterDate(raw: string, language: RenderLanguage): string {
  const match = isoDate.exec(raw.trim());
  const month = match?.[2] ? longMonths[language][Number(match[2]) - 1] : undefined;
  const day = match?.[3] ? Number(match[3]) : undefined;
  const year = match?.[1];
  if (!match || !month || !year) return raw.trim();
  if (!day) {
    return language === 'es' ? `${month} de ${year}` : `${month} ${year}`;
  }
  if (language === 'fr') return `${day === 1 ? '1er' : day} ${month} ${year}`;
  if (language === 'es') return `${day} de ${month} de ${year}`;
  return `${month} ${day}, ${year}`;
}
