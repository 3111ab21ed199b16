/** Resume text reduced to what a page shows: one-line strings, paragraphs, list items and safe links. */
import { withoutMarker } from './headings.ts';

/** A contact shown in a header: the text, and a link target when it is safe to open. */
export interface ContactView {
  text: string;
  /** "" when the text is not a safe link target (only http(s), mailto and tel become links). */
  href: string;
}

// C0 controls other than tab and newline, and DEL: they carry nothing a reader can see.
// eslint-disable-next-line no-control-regex
const controlChars = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** One line of text: controls removed, runs of white space (newlines included) made one space, no stray stop first. */
export function line(value: unknown): string {
  if (typeof value !== 'string') return '';
  // ". Bogotá.": a stop or comma left before the text by the line it was cut from.
  return value
    .replace(controlChars, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.,;]+\s+(?=\S)/u, '');
}

/** Paragraphs of a free-text field: blank lines separate them, single line breaks are wrapping. */
export function paragraphs(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .replace(controlChars, '')
    .split(/\n\s*\n/)
    .map(line)
    .filter(Boolean);
}

export function lines(values: readonly unknown[] | undefined): string[] {
  return (values ?? []).map(line).filter(Boolean);
}

/** List items: the template draws the marker, so one typed into the text goes; a line said twice is printed once. */
export function items(values: readonly unknown[] | undefined): string[] {
  const seen = new Set<string>();
  return lines(values)
    .map(withoutMarker)
    .filter((item) => {
      const key = item.toLowerCase();
      // Only a line that says something twice: a year or a name may rightly head two entries.
      const line = item.split(/\s+/).length >= 3 && /(?:^|\s)\p{Ll}{3}/u.test(item);
      if (!item || (line && seen.has(key))) return false;
      seen.add(key);
      return true;
    });
}

export function joinNonEmpty(parts: readonly string[], separator: string): string {
  return parts.filter(Boolean).join(separator);
}

export function safeHref(url: string): string {
  if (!/^(https?:\/\/|mailto:|tel:)/i.test(url)) return '';
  // Characters a URL never holds raw are percent-encoded, as a browser would send them: the link
  // then cannot end its attribute early in the SVG of a preview.
  return url.replace(/["<>\s\\^`{|}]/g, (c) => encodeURIComponent(c));
}

/** Shown without the scheme and "www.": shorter, and still what a reader types. */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}

export function urlContact(raw: unknown): ContactView | undefined {
  const url = line(raw);
  if (!url) return undefined;
  const href = safeHref(url) || (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(url) ? `https://${url}` : '');
  return { text: displayUrl(url), href };
}

/** What a header shows of a person: email, phone and place on one line; web site and profiles as links. */
export function contactsOf(person: {
  email?: unknown;
  phone?: unknown;
  place?: string;
  url?: unknown;
  profiles?: ReadonlyArray<{ url?: unknown; network?: unknown; username?: unknown }>;
}): { contacts: ContactView[]; links: ContactView[] } {
  const contacts: ContactView[] = [];
  const email = line(person.email);
  if (email)
    contacts.push({ text: email, href: /^[^\s@]+@[^\s@]+$/.test(email) ? safeHref(`mailto:${email}`) : '' });
  const phone = line(person.phone);
  if (phone)
    contacts.push({
      text: phone,
      href: /^\+?[\d\s().-]{6,}$/.test(phone) ? `tel:${phone.replace(/[^\d+]/g, '')}` : '',
    });
  const place = line(person.place);
  if (place) contacts.push({ text: place, href: '' });
  const links: ContactView[] = [];
  const site = urlContact(person.url);
  if (site) links.push(site);
  for (const profile of person.profiles ?? []) {
    const url = urlContact(profile.url);
    if (url) links.push(url);
    else {
      const text = joinNonEmpty([line(profile.network), line(profile.username)], ': ');
      if (text) links.push({ text, href: '' });
    }
  }
  return { contacts, links };
}
