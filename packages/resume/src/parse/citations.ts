/**
 * A list of citations (publications, peer reviews, talks) under a heading that reads as work
 * ("Peer-Reviewing Experience") or under an unknown one: a dated line with a venue looks like an
 * entry, but authors with initials, a venue or journal word, pages, "vol." or a DOI say it is not.
 */
import { allLanguages } from '../lexicon/index.ts';
import { findDates } from '../text/dates.ts';
import type { Line } from './lines.ts';
import { foldOnce, words } from './util.ts';

const CITATION_WORDS = new RegExp(
  `(?:^|[^\\p{L}])(?:${allLanguages('citationWords').join('|')})(?![\\p{L}])`,
  'u',
);

/** "Doe, J." or "J. Doe" or "J.-P. Doe": an author named by initials. */
const AUTHOR = /\p{Lu}\p{Ll}+,\s*\p{Lu}\.|\b\p{Lu}\.(?:\s?-?\p{Lu}\.)*\s\p{Lu}\p{Ll}+/gu;

/** A title then its venue: "A study of X. Journal of Things." (the venue short and in title case). */
function endsOnVenue(text: string): boolean {
  const parts = text.trim().split(/\.\s+/);
  const venue = parts.at(-1)?.replace(/\.$/, '') ?? '';
  const before = parts.slice(0, -1).join('. ');
  const venueWords = venue.split(/\s+/).filter(Boolean);
  return (
    /\.$/.test(text.trim()) &&
    words(before) >= 5 &&
    venueWords.length >= 1 &&
    venueWords.length <= 6 &&
    venueWords.every(
      (w) => /^[\p{Lu}\d(]/u.test(w) || /^(?:of|and|in|on|for|the|de|du|des|la|le|y|en|et)$/.test(w),
    )
  );
}

/** The text of one cited work reads as a citation. */
export function isCitation(text: string): boolean {
  if (CITATION_WORDS.test(foldOnce(text))) return true;
  if ((text.match(AUTHOR) ?? []).length >= 2) return true;
  if (/[“"«][^”"»]{12,}[”"»]/u.test(text) && /\b(?:19|20)\d{2}\b/.test(text)) return true;
  return endsOnVenue(text);
}

/** A section's items: a bullet and the lines that wrap it, or each line when nothing is bulleted. */
function itemsOf(lines: Line[]): string[] {
  const items: { text: string; bullet?: Line }[] = [];
  for (const line of lines) {
    const last = items.at(-1);
    const wraps =
      last?.bullet &&
      !line.bullet &&
      (line.continuation || (line.x !== undefined && last.bullet.x !== undefined && line.x > last.bullet.x));
    if (last && wraps) last.text = `${last.text} ${line.text}`;
    else items.push({ text: line.text, bullet: line.bullet ? line : undefined });
  }
  return items.map((i) => i.text);
}

/**
 * At least three items, three in five of them citations, and no more than one date range (a job
 * is dated from and to; a work is dated by its year).
 */
export function holdsCitations(lines: Line[]): boolean {
  const items = itemsOf(lines);
  const ranges = lines.filter((l) => {
    const found = findDates(l.text);
    return Boolean(found?.startDate && (found.endDate || found.present));
  }).length;
  return items.length >= 3 && ranges <= 1 && items.filter(isCitation).length >= items.length * 0.6;
}
