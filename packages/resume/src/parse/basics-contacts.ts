/**
 * Contact details: what a phone's label says it is, a street address, a line of contact details
 * alone, and the email or phone a link carries where the text prints none.
 */
import * as common from '../lexicon/common.ts';
import { allLanguages } from '../lexicon/index.ts';
import type { ResumeData } from '../schema/resume.ts';
import { findDates } from '../text/dates.ts';
import { findEmail, findPhone, findUrl, parseLocation, profileOf } from './fields.ts';
import { foldOnce, removeUndefined } from './util.ts';

/** "12 rue des Lilas, 69003 Lyon", "Calle Mayor 5, 28013 Madrid": a street address ending in a town. */
export function parseAddress(
  text: string,
): { address?: string; postalCode?: string; city?: string; region?: string } | undefined {
  const m = /^(.*\d.*?),\s*(?:(\d{4,5})\s+)?([\p{Lu}][\p{L}'’ -]+?)(?:,\s*([\p{L} ]+))?$/u.exec(text);
  if (!m || !/\p{L}{3}/u.test(m[1] ?? '')) return undefined;
  return removeUndefined({ address: m[1], postalCode: m[2], city: m[3], region: m[4] });
}
const STREET = new RegExp(
  String.raw`(?:^|[\s,])(?:${allLanguages('streetWords').join('|')})(?=[\s,]|$)`,
  'u',
);
/**
 * "27 rue des Lilas", "1263 East 5th Street", "Elm Street, Springfield": a street without its
 * town. `numbered` only: a house number and words, which is a street where a town follows it.
 */
export function streetKind(text: string): 'street' | 'numbered' | undefined {
  if (text.length > 60 || findEmail(text) || findUrl(text) || findPhone(text)) return undefined;
  // "28010 Madrid" is a town, "Junio 2019" a date.
  if (townOf(text) || findDates(text)) return undefined;
  const words = text.split(/\s+/).length;
  if (words > 8) return undefined;
  if (STREET.test(foldOnce(text)) && /[\d,]/.test(text)) return 'street';
  // "27 rue des Lilas", or the number after the street: "Elmvej 23A".
  const numbered =
    /^\d{1,5}\s?[a-z]?,?\s+\p{L}{2}/iu.test(text) ||
    /^\p{Lu}[\p{L}.'’ -]{2,40}\s\d{1,5}\s?[a-zA-Z]?$/u.test(text);
  return numbered && words <= 6 ? 'numbered' : undefined;
}
/** What a header line says of where the person lives. */
export type HeaderPlace = { address?: string; postalCode?: string; city?: string; region?: string };

/**
 * A street and its town, printed on one line ("4 rue des Lilas 69003 Lyon") or the town on the
 * next (`next`, then `usedNext`); a street without its town where it names itself one.
 */
export function streetAddress(
  piece: string,
  next: string,
): { location: HeaderPlace; usedNext: boolean } | undefined {
  const inline = /^(.+?)[\s,–—-]+(\d{4,5}\s+\p{Lu}[\p{L}'’ .-]+|\p{Lu}[\p{L}'’ .-]+,\s*\d{5})$/u.exec(piece);
  const inlineTown = inline && streetKind(inline[1]!) ? townOf(inline[2]!) : undefined;
  if (inline && inlineTown) return { location: { address: inline[1]!, ...inlineTown }, usedNext: false };
  const kind = streetKind(piece);
  if (!kind) return undefined;
  const town: HeaderPlace | undefined = townOf(next) ?? parseLocation(next);
  if (!town && kind !== 'street') return undefined;
  const location = removeUndefined({
    address: piece.replace(/[\s,]+$/, ''),
    postalCode: town?.postalCode,
    city: town?.city,
    region: town?.region,
  });
  return { location, usedNext: !!town };
}
/** A town's name: no street ("N Elm St", "Rue Neuve") and no lone letter first ("N Elm"). */
const townName = (text: string): boolean =>
  !/^\p{L}\.?\s/u.test(text) && !STREET.test(foldOnce(text)) && !/\b(?:st|rd|ave|blvd|dr)\.?$/i.test(text);
/** "69003 Lyon", "Springfield, IL 62704", "M20 2RN Manchester": a town with its postal code. */
export function townOf(text: string): { postalCode?: string; city: string; region?: string } | undefined {
  const t = text.trim();
  const before =
    /^((?:[A-Z]{1,2}-?)?\d{4,5}|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})[\s,–-]+(\p{Lu}[\p{L}'’ .-]{1,40})(?:,\s*(\p{Lu}[\p{L} ]{1,30}))?$/u.exec(
      t,
    );
  // "2019 Present" is a date, not a postal code and a town; "00000" a template's placeholder.
  if (before && !/^(?:19|20)\d\d$|^0+$/.test(before[1]!) && townName(before[2]!))
    return removeUndefined({ postalCode: before[1], city: before[2]!.trim(), region: before[3] });
  const after = /^(\p{Lu}[\p{L}'’ .-]{1,40}?)(?:,\s*|\s+)(?:(\p{Lu}{2})\s+)?(\d{5}(?:-\d{4})?)$/u.exec(t);
  if (after && !/^0+$/.test(after[3]!) && townName(after[1]!))
    return { city: after[1]!, region: after[2], postalCode: after[3] };
  return undefined;
}
const contactLabels = [...common.contactLabels, ...allLanguages('contactLabels')].join('|');
/** A contact or personal detail's label standing alone in its cell (folded). */
export const CONTACT_LABEL = new RegExp(
  String.raw`^(?:${contactLabels}|${allLanguages('personalLabels').join('|')})\s*:?$`,
  'u',
);
/** "E-mail: ", "Teléfono : ": a contact detail's label before its colon, matched folded. */
export const CONTACT_LABEL_LEAD = new RegExp(String.raw`^(?:${contactLabels})\s*:\s*`, 'u');
const codes = common.languageCodes.join('|');
/**
 * A link to the resume in another language ("EN", "SPA", "English version", "Versión en
 * español"): a tab in the page's corner, not the person's headline. Matched folded (no accents).
 */
export const LANGUAGE_SWITCH = new RegExp(
  String.raw`^(?:${codes})(?:\s*[/|]\s*(?:${codes}))*$|^(?:${allLanguages('languageSwitch').join('|')})$`,
  'u',
);
/** Words that label a phone number ("Cel.", "Teléfono celular:", "M:", "[Mobile]"), folded. */
const PHONE_WORDS: ReadonlySet<string> = new Set([...allLanguages('phoneWords'), ...common.phoneWords]);
/** Words of a phone that is not the person's own line. */
const OFFICE_WORDS: ReadonlySet<string> = new Set(allLanguages('officePhoneWords'));
/** Identity numbers printed among the contact details (Colombian C.C., Spanish DNI, a passport, ...). */
const ID_WORDS: ReadonlySet<string> = new Set(allLanguages('idWords'));

/**
 * What the words around a number say it is: the person's phone ('own'), an office or fax line
 * ('office'), an identity number ('id'); undefined when other words share the piece.
 */ export function labelOfPhone(rest: string): 'own' | 'office' | 'id' | undefined {
  const found = foldOnce(rest)
    .replace(/[^\p{L}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  // "C.C.", "N.I.F.": an abbreviation written with stops reads as its letters.
  const joined = found.every((w) => w.length === 1) && found.length > 1 ? [found.join('')] : found;
  if (joined.some((w) => ID_WORDS.has(w))) return 'id';
  if (!joined.every((w) => PHONE_WORDS.has(w) || OFFICE_WORDS.has(w))) {
    // As before: a few stray letters beside the number do not make it something else.
    return rest.replace(/[^\p{L}]/gu, '').length < 3 ? 'own' : undefined;
  }
  return joined.some((w) => OFFICE_WORDS.has(w)) ? 'office' : 'own';
}

/**
 * "Mobile: 07700 900123 | jane@example.com" set in a page's footer: a line of contact details and
 * nothing else (an email among them, or two details or more), whatever section it falls into.
 */
export function isContactOnly(text: string): boolean {
  const pieces = text
    .split(/\t|\s+[|•·◦▪–—/]\s+|\s*\|\s*/u)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!pieces.length || pieces.length > 5) return false;
  const details = pieces.map((p) => {
    const email = findEmail(p);
    const phone = email ? undefined : findPhone(p);
    const detail = email ?? phone ?? findUrl(p);
    if (!detail) return undefined;
    const rest = foldOnce(p.replace(detail, ''))
      .replace(/[^\p{L} ]/gu, ' ')
      .trim();
    if (rest && !CONTACT_LABEL.test(rest)) return undefined;
    return email ? 'email' : phone ? 'phone' : 'link';
  });
  // Links alone may be a project's; an email or a phone makes them the person's.
  return (
    details.every(Boolean) &&
    (details.includes('email') || (details.length >= 2 && details.includes('phone')))
  );
}
/**
 * Contact details the text does not print but a link carries ("Email" or an icon linking to
 * mailto: or tel:): an email and a phone, where the text gave none.
 */
export function addLinkedContacts(basics: ResumeData['basics'], links: string[]): void {
  for (const link of links) {
    const mail = /^mailto:([^?]+)/i.exec(link);
    if (mail?.[1]) {
      const email = findEmail(safeDecode(mail[1]));
      if (email && !basics.email) basics.email = email;
      continue;
    }
    const tel = /^tel:(.+)/i.exec(link);
    if (tel?.[1]) basics.phone ??= findPhone(safeDecode(tel[1]));
    // Web links are left alone: one in the body names an employer or a project as often as a profile.
  }
  // "linkedin.com/in/jane-" cut where it wrapped: the link it stands for gives the whole address.
  const whole = (url: string): string => {
    const printed = bareLink(url);
    const target = links.find((l) => /^https?:/i.test(l) && bareLink(l).startsWith(printed));
    return target && printed.length >= 8 && /[-_/.]$/.test(printed) ? target : url;
  };
  if (basics.url) basics.url = whole(basics.url);
  basics.profiles = basics.profiles.map((p) => {
    const url = whole(p.url ?? '');
    return url === p.url ? p : { ...p, ...profileOf(url) };
  });
  // "FdelMazo ⋄ fede.dm": a headline that prints where the links go is the links' line, not a title.
  if (basics.label) {
    const targets = new Set(links.flatMap(linkWords));
    const words = basics.label
      .split(/\s+/)
      .map((w) => foldOnce(w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')));
    // "upegui" under "linkedin.com/in/jane-": the end of a link that wrapped.
    const ends = [basics.url, ...basics.profiles.map((p) => p.url), ...links].flatMap((l) =>
      l ? linkWords(l).slice(1) : [],
    );
    const tail = words.length === 1 && ends.some((e) => /[-_.]/.test(e) && e.endsWith(`-${words[0]}`));
    if (tail || words.some((w) => w.length >= 3 && targets.has(w))) delete basics.label;
  }
}

/** The host ("fede.dm", without "www.") and the last path segment (a profile's handle) of a web link. */
function linkWords(link: string): string[] {
  const m = /^https?:\/\/(?:www\.)?([^/?#]+)([^?#]*)/i.exec(link);
  if (!m) return [];
  const segment = m[2]!.split('/').filter(Boolean).at(-1);
  return [m[1]!, ...(segment ? [safeDecode(segment)] : [])].map((w) => foldOnce(w));
}

/** A link without its scheme, "www." and closing slash, folded. */
const bareLink = (url: string): string =>
  foldOnce(url)
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
