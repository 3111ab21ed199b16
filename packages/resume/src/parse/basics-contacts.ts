/**
 * Contact details: what a phone's label says it is, a street address, a line of contact details
 * alone, and the email or phone a link carries where the text prints none.
 */
import * as common from '../lexicon/common.ts';
import { allLanguages } from '../lexicon/index.ts';
import type { ResumeData } from '../schema/resume.ts';
import { findEmail, findPhone, findUrl } from './fields.ts';
import { foldOnce, removeUndefined } from './util.ts';

/** "12 rue des Lilas, 69003 Lyon", "Calle Mayor 5, 28013 Madrid": a street address ending in a town. */
export function parseAddress(
  text: string,
): { address?: string; postalCode?: string; city?: string; region?: string } | undefined {
  const m = /^(.*\d.*?),\s*(?:(\d{4,5})\s+)?([\p{Lu}][\p{L}'’ -]+?)(?:,\s*([\p{L} ]+))?$/u.exec(text);
  if (!m || !/\p{L}{3}/u.test(m[1] ?? '')) return undefined;
  return removeUndefined({ address: m[1], postalCode: m[2], city: m[3], region: m[4] });
}
/** A contact detail's label standing alone in its cell (folded). */
export const CONTACT_LABEL = new RegExp(
  String.raw`^(?:${[...common.contactLabels, ...allLanguages('contactLabels')].join('|')})\s*:?$`,
  'u',
);
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
  // "FdelMazo ⋄ fede.dm": a headline that prints where the links go is the links' line, not a title.
  if (basics.label) {
    const targets = new Set(links.flatMap(linkWords));
    const words = basics.label
      .split(/\s+/)
      .map((w) => foldOnce(w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')));
    if (words.some((w) => w.length >= 3 && targets.has(w))) delete basics.label;
  }
}

/** The host ("fede.dm", without "www.") and the last path segment (a profile's handle) of a web link. */
function linkWords(link: string): string[] {
  const m = /^https?:\/\/(?:www\.)?([^/?#]+)([^?#]*)/i.exec(link);
  if (!m) return [];
  const segment = m[2]!.split('/').filter(Boolean).at(-1);
  return [m[1]!, ...(segment ? [safeDecode(segment)] : [])].map((w) => foldOnce(w));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
