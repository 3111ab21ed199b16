/**
 * Running heads and feet: what a page prints above or below its text ("Page 2 of 3", "Last
 * updated in Mar 2026", "Résumé", the date it was printed, the name and contact repeated on every
 * page). They are not part of the resume and would otherwise read as an entry of the section they
 * fall into. Found by where they sit (the top or foot band of the page) and by repeating there on
 * several pages, or by reading as page furniture; contact details keep their first copy.
 */
import type { SourceLine } from './types.ts';

const BAND = 0.085;

/** Page furniture whatever the page: numbers, "updated", the document's own name, a bare month and year. */
const FURNITURE =
  /^(?:(?:page|página|pagina|p\.)\s*#+(?:\s*(?:of|de|sur|\/)\s*#+)?|#+(?:\s*(?:\/|of|de|sur)\s*#+)?|-\s*#+\s*-|(?:last\s+)?updated\b.*|mis à jour\b.*|actualizado\b.*|derni[èe]re mise à jour\b.*|r[ée]sum[ée]|curriculum(?:\s+vitae)?|cv|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|janv|f[ée]v|avr|mai|juin|juil|ao[ûu]t|sept|d[ée]c|ene|abr|ago|dic)\p{L}*\.?\s+#)$/iu;

const CONTACT = /@|https?:|www\.|\+?\d[\d ().-]{7,}\d/;

const keyOf = (text: string) => text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
const inBand = (l: SourceLine) => l.top !== undefined && (l.top < BAND || l.top > 1 - BAND);

export function dropRunningHeads(lines: SourceLine[]): SourceLine[] {
  const banded = lines.filter(inBand);
  if (!banded.length) return lines;
  const pagesOf = new Map<string, Set<number>>();
  for (const l of banded) {
    const key = keyOf(l.text);
    if (!pagesOf.has(key)) pagesOf.set(key, new Set());
    pagesOf.get(key)!.add(l.page ?? 0);
  }
  const seen = new Set<string>();
  return lines.filter((l) => {
    if (!inBand(l)) return true;
    const key = keyOf(l.text);
    const repeated = (pagesOf.get(key)?.size ?? 0) >= 2;
    const furniture = FURNITURE.test(key);
    const first = !seen.has(key);
    seen.add(key);
    if (!repeated && !furniture) return true;
    // The name and contact details at the head of the first page stay; their copies go.
    if (first && !furniture && (CONTACT.test(l.text) || (l.page === 1 && (l.top ?? 1) < BAND))) return true;
    return false;
  });
}
