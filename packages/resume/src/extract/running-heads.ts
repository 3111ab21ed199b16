/**
 * Running heads and feet: what a page prints above or below its text ("Page 2 of 3", "Last
 * updated in Mar 2026", "Résumé", the date it was printed, the name and contact repeated on every
 * page). They are not part of the resume and would otherwise read as an entry of the section they
 * fall into. Found by where they sit (the top or foot band of the page) and by repeating there on
 * several pages, or by reading as page furniture; contact details keep their first copy.
 */
import { documentNamePattern, monthStems, pageWordsPattern } from '../lexicon/index.ts';
import { looksLikeDate } from '../text/dates.ts';
import { fold } from '../text/fold.ts';
import type { SourceLine } from './types.ts';

const BAND = 0.085;

/** Page furniture whatever the page: numbers, "updated", the document's own name, a bare month and year. */
const FURNITURE = new RegExp(
  String.raw`^(?:(?:${pageWordsPattern('page')}|(?:${pageWordsPattern('pageShort')})\.)\s*#+(?:\s*(?:${pageWordsPattern('of')}|\/)\s*#+)?|#+(?:\s*(?:\/|${pageWordsPattern('of')})\s*#+)?|-\s*#+\s*-|(?:${pageWordsPattern('updated')})\b.*|(?:${monthStems.join('|')})\p{L}*\.?\s+#)$`,
  'iu',
);

/**
 * Page furniture wherever the page sets it (a web page printed to PDF puts its notices anywhere):
 * "Last updated: 15 March 2026" (the date and nothing else after the words), a copyright notice
 * with its year or "all rights reserved". Page numbers are dropped anywhere by the parser.
 */
const UPDATED = new RegExp(String.raw`^(?:${pageWordsPattern('updated')})\b[\s:,.-]*(.+)$`, 'iu');
const RIGHTS = new RegExp(
  String.raw`^(?:©|\(c\)|(?:${pageWordsPattern('copyright')})\b)\s*©?\s*(?:19|20)\d\d\b|(?:${pageWordsPattern('rights')})\.?$`,
  'iu',
);
export const isFurnitureAnywhere = (text: string): boolean => {
  const t = text.trim();
  const updated = UPDATED.exec(t);
  return (
    (updated?.[1] !== undefined && looksLikeDate(updated[1])) ||
    (t.split(/\s+/).length <= 14 && RIGHTS.test(t))
  );
};

const CONTACT = /@|https?:|www\.|\+?\d[\d ().-]{7,}\d/;

/**
 * At the foot of a page, the name with the document's own name ("Jane Doe · CV", "Jane Doe |
 * Résumé 1"): printed even on a single page, so it is not found by repeating.
 */
const FOOT_TITLE = new RegExp(
  String.raw`^[^·|–—]{2,60}\s[·|–—-]\s(?:${documentNamePattern})(?:\s+#+(?:\s*\/\s*#+)?)?$`,
  'u',
);

/**
 * The document's own name alone ("Résumé", "Hoja de vida"), or with its year or date ("Résumé
 * (2026)", "CV – March 2026"), on folded text with its figures as #.
 */
const DOCUMENT_NAME = new RegExp(
  String.raw`^(?:${documentNamePattern})(?:\s*[-–—·|,:]?\s*\(?\s*(?:(?:${monthStems.join('|')})\p{L}*\.?\s+)?#+(?:\s*\/\s*#+)?\s*\)?)?$`,
  'u',
);
const inFoot = (l: SourceLine) => l.top !== undefined && l.top > 1 - BAND;

/** An email or a phone: what a foot holds of the person's own (a site's address is the template's). */
const OWN_CONTACT = /@|\+?\d[\d ().-]{7,}\d/;

/**
 * A row of the page's band with a page number in a cell of its own ("14 May 2024<tab>© Agency,
 * 2002 – 2023 | https://…<tab>Page 1 / 2"): the whole row is the page's, unless it gives an email
 * or a phone beside the number.
 */
const numberedRow = (text: string): boolean => {
  const cells = text.split('\t').map(keyOf);
  return cells.length >= 2 && cells.some((c) => PAGE_NUMBER.test(c)) && !OWN_CONTACT.test(text);
};

/** A page's number with the count or the word that says so ("Page 1 / 2", "2 of 3"), on a key. */
const PAGE_NUMBER = new RegExp(
  String.raw`^(?:(?:${pageWordsPattern('page')})\s*#+(?:\s*(?:${pageWordsPattern('of')}|\/)\s*#+)?|#+\s*(?:\/|${pageWordsPattern('of')})\s*#+)$`,
  'iu',
);

/**
 * "Curriculum vitae<tab>Jane Doe" at the head of a later page: the document's name beside a short
 * name with no figure, printed again on every page after the first.
 */
const titledHead = (l: SourceLine): boolean => {
  const [title = '', ...rest] = l.text.split('\t').map((c) => fold(keyOf(c)));
  const name = rest.join(' ');
  return (
    (l.page ?? 1) > 1 &&
    (l.top ?? 1) < BAND &&
    rest.length > 0 &&
    DOCUMENT_NAME.test(title) &&
    !/[#@]/.test(name) &&
    name.split(/\s+/).length <= 4
  );
};

const keyOf = (text: string) => text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
const inPageBand = (l: SourceLine) => l.top !== undefined && (l.top < BAND || l.top > 1 - BAND);

/**
 * A designed page (Canva, Word) printing its masthead again at the top of each page: the name and
 * headline set big near the top of page 1, repeated near the top of a later page (the name, or
 * two of those lines), below the band. The copies go.
 */
function dropRepeatedMastheads(lines: SourceLine[]): SourceLine[] {
  const sizes = lines.map((l) => l.size).filter((s): s is number => s !== undefined);
  if (!sizes.length || !lines.some((l) => (l.page ?? 1) > 1)) return lines;
  const body = sizes.sort((a, b) => a - b)[Math.floor(sizes.length / 2)]!;
  const big = (l: SourceLine) => (l.size ?? 0) >= body * 1.3 && (l.top ?? 1) < 0.33;
  const masthead = lines.filter((l) => (l.page ?? 1) === 1 && big(l));
  if (!masthead.length) return lines;
  const biggest = masthead.reduce((a, b) => ((b.size ?? 0) > (a.size ?? 0) ? b : a));
  const copyOf = (l: SourceLine) =>
    masthead.find((m) => keyOf(m.text) === keyOf(l.text) && Math.abs((m.size ?? 0) - (l.size ?? 0)) < 0.5);
  const copies = new Set<SourceLine>();
  for (const page of new Set(lines.map((l) => l.page ?? 1))) {
    if (page === 1) continue;
    const here = lines.filter((l) => l.page === page && big(l) && copyOf(l));
    if (here.length >= 2 || here.some((l) => copyOf(l) === biggest)) here.forEach((l) => copies.add(l));
  }
  return copies.size ? lines.filter((l) => !copies.has(l)) : lines;
}

/**
 * The same text at the same place on two pages or more (a name and contact line under the band, an
 * address at the foot, a sidebar's title): printed by the page, not written once per page. Only in
 * the outer fifths of the page, where running heads and feet sit.
 */
function repeatedInPlace(lines: SourceLine[]): Set<SourceLine> {
  const out = new Set<SourceLine>();
  const outer = (l: SourceLine) => l.top !== undefined && (l.top < 0.2 || l.top > 0.8);
  const byKey = new Map<string, SourceLine[]>();
  for (const l of lines)
    if (outer(l) && /\p{L}{2}/u.test(l.text))
      byKey.set(keyOf(l.text), [...(byKey.get(keyOf(l.text)) ?? []), l]);
  for (const group of byKey.values())
    for (const a of group)
      for (const b of group)
        if (
          a.page !== b.page &&
          Math.abs((a.top ?? 0) - (b.top ?? 0)) <= 0.006 &&
          Math.abs((a.x ?? 0) - (b.x ?? 0)) <= 3
        )
          out.add(a);
  return out;
}

export function dropRunningHeads(source: SourceLine[]): SourceLine[] {
  const lines = dropRepeatedMastheads(source).filter(
    (l) => l.top === undefined || !isFurnitureAnywhere(l.text),
  );
  const inPlace = repeatedInPlace(lines);
  const inBand = (l: SourceLine) => inPageBand(l) || inPlace.has(l);
  const banded = lines.filter(inBand);
  if (!banded.length) return lines;
  // A head repeats at the head of other pages, a foot at their foot: an entry at the foot of one
  // page and its twin at the head of the next (two degrees from one school) are the text's.
  const placed = (l: SourceLine) => `${(l.top ?? 0) < 0.5 ? 'head' : 'foot'} ${keyOf(l.text)}`;
  const pagesOf = new Map<string, Set<number>>();
  for (const l of banded) {
    const key = placed(l);
    if (!pagesOf.has(key)) pagesOf.set(key, new Set());
    pagesOf.get(key)!.add(l.page ?? 0);
  }
  const seen = new Set<string>();
  const kept = lines.filter((l) => {
    if (!inBand(l)) return true;
    const key = keyOf(l.text);
    const repeated = (pagesOf.get(placed(l))?.size ?? 0) >= 2;
    const furniture =
      FURNITURE.test(key) ||
      DOCUMENT_NAME.test(fold(key)) ||
      (inFoot(l) && FOOT_TITLE.test(fold(key))) ||
      numberedRow(l.text) ||
      titledHead(l);
    const first = !seen.has(key);
    seen.add(key);
    if (!repeated && !furniture) return true;
    // The name and contact details at the head of the first page stay, and so does the first copy
    // of a foot that holds them (an address beside the phone and email); their copies go.
    const beside = (o: SourceLine) =>
      o.page === l.page && CONTACT.test(o.text) && Math.abs((o.top ?? 0) - (l.top ?? 0)) <= 0.03;
    const contact = CONTACT.test(l.text) || (l.page === 1 && (l.top ?? 1) < 0.2) || lines.some(beside);
    if (first && !furniture && contact) return true;
    return false;
  });
  return markContactFeet(kept);
}

/** An email, a link or a phone number (nine figures or more: no span of years) in a foot. */
const footContact = (text: string): boolean =>
  /@|https?:|www\./.test(text) ||
  (text.match(/\+?\d[\d ().-]{7,}\d/g) ?? []).some((m) => m.replace(/\D/g, '').length >= 9);

/**
 * A foot kept for the contact details it gives ("12 Some Street – Town" over "phone • email") is
 * read with them: the page's lowest line and the lines set tight above it, three at most in the
 * page's lowest part and apart from the text above, when one of them gives a contact.
 */
function markContactFeet(lines: SourceLine[]): SourceLine[] {
  const foot = new Set<number>();
  for (const page of new Set(lines.map((l) => l.page))) {
    let lowest = -1;
    lines.forEach((l, i) => {
      if (l.page === page && (lowest < 0 || (l.top ?? 0) > (lines[lowest]!.top ?? 0))) lowest = i;
    });
    const block = [lowest];
    for (let j = lowest; j > 0 && block.length <= 3; j--) {
      const [above, below] = [lines[j - 1]!, lines[j]!];
      if ((below.gapBefore ?? 1) > 0.5 || above.page !== page || (above.top ?? 0) < 0.85) break;
      block.push(j - 1);
    }
    const top = lines[block.at(-1)!]!;
    if (
      lowest >= 0 &&
      block.length <= 3 &&
      (top.top ?? 0) >= 0.85 &&
      (top.gapBefore ?? 0) >= 1 &&
      block.some((k) => footContact(lines[k]!.text))
    )
      block.forEach((k) => foot.add(k));
  }
  return foot.size ? lines.map((l, i) => (foot.has(i) ? { ...l, foot: true } : l)) : lines;
}
