/**
 * The header fields the corpus scorer leaves out, scored against the same truth files: the
 * location, the links and the headline. Each scores 0..1 per file; a field the truth leaves empty
 * is not scored.
 *
 * - location: the share of the truth location's words (three letters or more: the town, the
 *   street, the region) that the read location holds; an address without its town loses the town.
 * - links: the share of the truth's links read whole (scheme, "www." and a closing slash aside);
 *   a link cut where it wrapped scores zero.
 * - headline: the truth names no headline, so this scores what it must not be: 0 when the read
 *   headline repeats the name or a piece of it, the location, an email, a phone or a piece of a
 *   link, else 1 (no headline scores 1).
 */
import type { ResumeData } from '../src/schema/resume.ts';

export const BASICS_FIELDS = ['location', 'links', 'headline'] as const;

export interface BasicsTruth {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  location?: string | null;
  urls?: string[] | null;
}

const norm = (s: unknown): string =>
  String(s ?? '')
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
const bare = (url: string): string =>
  norm(url)
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
const wordsOf = (s: string): string[] => norm(s).match(/\p{L}{3,}/gu) ?? [];

export function scoreBasics(
  basics: ResumeData['basics'] | undefined,
  truth: BasicsTruth,
): Record<string, number> {
  const b: ResumeData['basics'] = basics ?? { profiles: [] };
  const s: Record<string, number> = {};
  const loc = b.location ?? {};
  const read = norm([loc.address, loc.postalCode, loc.city, loc.region, loc.countryCode].join(' '));
  const want = wordsOf(truth.location ?? '');
  if (want.length) s.location = want.filter((w) => read.includes(w)).length / want.length;
  const links = [b.url, ...(b.profiles ?? []).map((p) => p.url)].filter((u): u is string => !!u).map(bare);
  const urls = (truth.urls ?? []).filter(Boolean);
  if (urls.length) s.links = urls.filter((u) => links.includes(bare(u))).length / urls.length;
  const label = norm(b.label);
  const squeezed = label.replace(/[\s.-]+/g, '');
  const repeats =
    !!label &&
    (norm(truth.name).includes(label) ||
      norm(truth.location).includes(label) ||
      (!!truth.email && norm(truth.email).includes(label)) ||
      /@|https?:|www\./.test(label) ||
      (!!truth.phone && label.replace(/\D/g, '').length >= 7) ||
      (squeezed.length >= 3 && urls.some((u) => bare(u).includes(squeezed))));
  s.headline = repeats ? 0 : 1;
  return s;
}
