/**
 * Field reader "basics": the name and contact details.
 * Takes the header lines (above the first section), any contact section and all lines; gives
 * name (the biggest text of the first page, else the first name-like line), email, phone, urls
 * and profiles, location and label, plus the header text it could not place.
 */
import type { ResumeData } from '../schema/resume.ts';
import { findDates } from './dates.ts';
import { matchHeading } from './headings.ts';
import { bodySizeOf, type Line } from './lines.ts';
import { foldOnce, removeUndefined, words } from './util.ts';
import {
  findEmail,
  findPhone,
  findUrl,
  isPlaceLike,
  isTitleLike,
  parseLocation,
  profileOf,
} from './fields.ts';

/** "12 rue des Lilas, 69003 Lyon", "Calle Mayor 5, 28013 Madrid": a street address ending in a town. */
function parseAddress(
  text: string,
): { address?: string; postalCode?: string; city?: string; region?: string } | undefined {
  const m = /^(.*\d.*?),\s*(?:(\d{4,5})\s+)?([\p{Lu}][\p{L}'’ -]+?)(?:,\s*([\p{L} ]+))?$/u.exec(text);
  if (!m || !/\p{L}{3}/u.test(m[1] ?? '')) return undefined;
  return removeUndefined({ address: m[1], postalCode: m[2], city: m[3], region: m[4] });
}

/** "Jane Doe, RN", "Jane Doe, MBA, PMP", "JANE DOE, SO2": credentials after a name. */
const CREDENTIALS = /(?:,\s*(?:\p{Lu}[\p{Lu}\d.-]{1,5}|Ph\.?D\.?|M\.?D\.?))+$/u;

/** A contact detail's label standing alone in its cell (folded). */
const CONTACT_LABEL =
  /^(?:e-?mail(?: address)?|correo(?: electronico)?|courriel|(?:mobile |cell |home |work )?(?:phone|telephone|tel|telefono|mobile|cell|movil|celular|portable)(?: number| no\.?)?|address|adresse|direccion|domicilio|location|linkedin|github|website|web|site web|date of birth|dob|fecha de nacimiento|date de naissance|nationality|nacionalidad|nationalite)\s*:?$/u;

/** What some resumes print above the name. */
const DOCUMENT_TITLE =
  /^(?:(?:one|two|1|2)[- ]page |my |mon |mi )?(?:curriculum vitae|curriculum|vitae|cv|resume|currículum|curriculo|hoja de vida|lebenslauf)$/u;

/** A label before the name on its line ("Nombre: Luis …", "Name: …", "Nom et prénom : …"). */
const NAME_LABEL =
  /^(?:nombre(?: completo)?|nombres? y apellidos|name|full name|nom(?: et pr[ée]nom| complet)?|pr[ée]nom et nom)\s*:\s*(\p{L}.*)$/iu;

/**
 * A link to the resume in another language ("EN", "SPA", "English version", "Versión en
 * español"): a tab in the page's corner, not the person's headline. Matched folded (no accents).
 */
export const LANGUAGE_SWITCH =
  /^(?:en|eng|fr|fra|fre|es|esp|spa|de|deu|ger|it|ita|pt|por)(?:\s*[/|]\s*(?:en|eng|fr|fra|fre|es|esp|spa|de|deu|ger|it|ita|pt|por))*$|^(?:(?:english|french|spanish|german) version|version (?:en )?(?:francaise|anglaise|espagnole|english|french|spanish)|version (?:en )?(?:ingles|espanol|frances)|in (?:english|french|spanish)|en (?:francais|anglais|espagnol|ingles|espanol|frances))$/u;

/** The name after its label: "Name: Jane Doe", or the label and the name in two cells of a table row. */
function labelledName(text: string): string | undefined {
  const cells = text.split('\t').map((c) => c.trim());
  // A Word table's label cell may go without its colon ("Full name<tab>Jane Doe").
  const labelCell = cells.length === 2 && NAME_LABEL.test(`${cells[0]!.replace(/:$/, '')}: x`);
  const labelled = NAME_LABEL.exec(
    (cells[0]!.endsWith(':') || labelCell) && cells[1]
      ? `${cells[0]!.replace(/:$/, '')}: ${cells[1]}`
      : cells[0]!,
  );
  return labelled?.[1]!.split(/\s{2,}/)[0]!.trim();
}

export function parseBasics(
  header: Line[],
  contact: Line[],
  all: Line[],
): { basics: ResumeData['basics']; leftover: string[]; nameGuessed: boolean } {
  const basics: ResumeData['basics'] = { profiles: [] };
  const leftover: string[] = [];
  const bodySize = bodySizeOf(all);
  const nameLike = (l: Line) =>
    !DOCUMENT_TITLE.test(foldOnce(l.text)) &&
    // Letter-spaced: "C U R R I C U L U M".
    !DOCUMENT_TITLE.test(foldOnce(l.text).replace(/\s+/g, '')) &&
    !/[@\d/:]|www\./.test(l.text) &&
    words(l.text) >= 1 &&
    words(l.text) <= 5 &&
    /^\p{L}/u.test(l.text) &&
    !l.bullet &&
    !matchHeading(l.text);
  // A name given after its label may stand in the personal details section.
  const labelledInContact = contact.slice(0, 8).filter((l) => labelledName(l.text) !== undefined);
  const pool = [...(header.length ? header : all.slice(0, 6)).slice(0, 8), ...labelledInContact];
  // "John Smith<tab>john@x.com | 555...": the name may share its line with contact details.
  // "Jane Doe | jane@x.com | 555…" too: the first piece of a line that goes on with contact details.
  // "Jane Doe / jane@x.com", "Jane Doe (jane@x.com)", "Nombre: Jane Doe" too.
  const isContact = (p: string) => Boolean(findEmail(p) || findPhone(p) || findUrl(p));
  const candidates = pool
    .map((l) => {
      const labelled = labelledName(l.text);
      if (labelled) return { ...l, text: labelled, labelled: true };
      if (l.text.includes('\t')) return { ...l, text: l.text.split('\t')[0] ?? '' };
      const [first = '', ...rest] = l.text.split(/\s+[|•·/]\s+/u);
      if (rest.some(isContact)) return { ...l, text: first };
      // "Jane Doe, Springfield Campus, 28 Dec 2017": a name, then where and when the page was made.
      const [head = '', ...tail] = l.text.split(/\s*,\s*/);
      if (tail.length && tail.some((p) => findDates(p) || isContact(p)) && words(head) >= 2)
        return { ...l, text: head };
      const aside = /^(.*?\S)\s*\(([^)]*)\)$/u.exec(l.text);
      if (aside && isContact(aside[2]!)) return { ...l, text: aside[1]! };
      // "JANE P. DOE, SO2": a credential with a figure after the name is no part of it.
      const credited = l.text.replace(CREDENTIALS, '');
      return credited !== l.text && /\d/.test(l.text.slice(credited.length)) ? { ...l, text: credited } : l;
    })
    .filter(nameLike);
  let nameLine: Line | undefined;
  // The name is the biggest text of the first page, wherever a sidebar puts it.
  const firstPage = all.filter((l) => (l.page ?? 1) === (all[0]?.page ?? 1)).slice(0, 80);
  const display = firstPage.filter(
    (l) => !l.text.includes('\t') && nameLike(l) && bodySize !== undefined && (l.size ?? 0) >= bodySize * 1.4,
  );
  const largest = Math.max(0, ...firstPage.map((l) => l.size ?? 0));
  let top = display.find((l) => l.size === largest);
  // "MARKETING MANAGER" over "Jordan Vale", a greeting, a monogram ("JV"): the biggest text may
  // not be the name; then the biggest that reads as a person's name is.
  if (top && !readsAsName(top)) {
    const other = [...display].sort((a, b) => (b.size ?? 0) - (a.size ?? 0)).find(readsAsName);
    top = other ?? (GREETING.test(foldOnce(top.text)) ? undefined : top);
  }
  if (top) {
    // "Dang" / "Le": a name set over two lines in the same size.
    const next = firstPage[firstPage.indexOf(top) + 1];
    nameLine =
      next && next.size === top.size && nameLike(next) && words(top.text) + words(next.text) <= 4
        ? { ...top, text: `${top.text} ${next.text}` }
        : top;
  }
  const biggest = Math.max(...candidates.map((l) => l.size ?? 0));
  if (!nameLine && biggest > 0 && bodySize && biggest > bodySize)
    nameLine = candidates.find((l) => l.size === biggest);
  // A name given after its label is the name, whatever its size.
  nameLine = candidates.find((l) => 'labelled' in l) ?? nameLine;
  nameLine ??= candidates.find((l) => l.headingLevel === 0) ?? candidates[0];
  // "Jane Doe | CV": the document's title beside the name is not part of it.
  const printedName = nameLine?.text
    .split(/\s+[|•·–—]\s+/u)
    .filter((p) => !DOCUMENT_TITLE.test(foldOnce(p.trim())))
    .join(' | ')
    .replace(/\s*,$/, '')
    // "Jane Doe, RN", "Jane Doe, MBA, PMP": credentials after the name are not part of it.
    .replace(CREDENTIALS, '');
  const introduced = top ? undefined : introducedName(firstPage);
  if (introduced) basics.name = introduced;
  else if (printedName) basics.name = tidyName(printedName);
  let nameSeen = false;
  const contactLines = [...header, ...contact];
  let labelTaken = false;
  let officePhone: string | undefined;
  for (const line of contactLines) {
    if (nameLine && line.text === nameLine.text && !nameSeen) {
      nameSeen = true;
      continue;
    }
    const contactLine = Boolean(findEmail(line.text) || findPhone(line.text) || findUrl(line.text));
    const separators = contactLine
      ? /\t|\s+[|•·◦▪–—/]\s+|\s*\|\s*| {2,}/u
      : /\t|\s+[|•·◦▪]\s+|\s*\|\s*| {2,}/u;
    const pieces = line.text
      .split(separators)
      .map((p) => p.trim())
      .filter(Boolean);
    for (let raw of pieces) {
      if (nameLine && (raw === nameLine.text || raw === printedName) && !nameSeen) {
        nameSeen = true;
        continue;
      }
      // "Jane Doe (jane@x.com)", "Nombre: Jane Doe": the rest of the name's own piece.
      const label = NAME_LABEL.exec(raw);
      if (label && printedName && label[1]!.startsWith(printedName)) raw = label[1]!;
      if (
        printedName &&
        !nameSeen &&
        raw.startsWith(printedName) &&
        /^[\s(/|,–—-]/u.test(raw.slice(printedName.length))
      ) {
        nameSeen = true;
        raw = raw
          .slice(printedName.length)
          .replace(CREDENTIALS, '')
          .replace(/^[\s()/|,–—-]+|[\s()]+$/gu, '');
        if (!raw) continue;
      }
      if (/^\p{L}[\p{L} ]{0,30}:$/u.test(raw) && NAME_LABEL.test(`${raw} x`)) continue;
      // "Telephone<tab>07700 900123", "E-mail:": a label cell alone names no place and no headline.
      if (CONTACT_LABEL.test(foldOnce(raw)) || NAME_LABEL.test(`${raw.replace(/:$/, '')}: x`)) continue;
      const rawPiece = raw.replace(
        /^(?:e-?mail|phone|tel|tél|teléfono|telefono|mobile|móvil|movil|portable|linkedin|github|web|website|site|location|address|adresse|dirección|direccion)\s*:\s*/iu,
        '',
      );
      let piece = rawPiece;
      if (!piece || DOCUMENT_TITLE.test(foldOnce(piece)) || LANGUAGE_SWITCH.test(foldOnce(piece))) continue;
      const email = findEmail(piece);
      if (email) {
        basics.email ??= email;
        // What else shares the piece ("jane@x.fr – 06 11 22 33 44") is read on its own.
        piece = piece.replace(email, '').replace(/^[\s–—,;:-]+|[\s–—,;:-]+$/g, '');
        if (!piece) continue;
      }
      const url = findUrl(piece);
      if (url) {
        const profile = profileOf(url);
        if (profile) basics.profiles.push(removeUndefined(profile));
        else basics.url ??= /^https?:\/\//.test(url) ? url : `https://${url}`;
        if (piece.replace(url, '').trim().length < 3) continue;
      }
      const phone = findPhone(piece);
      const phoneLabel = phone ? labelOfPhone(piece.replace(phone, '')) : undefined;
      if (phone && phoneLabel) {
        // "C.C. 1143325324": an identity number is no phone.
        if (phoneLabel === 'id') continue;
        // "[Voicemail] (617) 555-0100" then "[Mobile] (617) 555-0199": the person's own line wins.
        if (phoneLabel === 'office') officePhone ??= phone;
        else basics.phone ??= phone;
        continue;
      }
      const location: ReturnType<typeof parseAddress> =
        parseLocation(piece) ??
        parseAddress(piece) ??
        (contactLine && isPlaceLike(piece) ? { city: piece } : undefined);
      if (location && !basics.location) {
        basics.location = removeUndefined({
          address: location.address,
          postalCode: location.postalCode,
          city: location.city,
          region: location.region,
        });
        continue;
      }
      if (
        !labelTaken &&
        !basics.label &&
        contact.indexOf(line) < 0 &&
        // Beside an email, a phone or a link, a word is a handle or a place unless it names a job.
        (!contactLine || isTitleLike(piece)) &&
        words(piece) <= 12 &&
        !/[.!?]$/.test(piece) &&
        // Nor a greeting or a monogram set big above the name.
        !GREETING.test(foldOnce(piece)) &&
        piece.replace(/[^\p{L}]/gu, '').length > 2 &&
        // A date says when the page was made, not what the person does.
        !findDates(piece)
      ) {
        basics.label = piece;
        labelTaken = true;
        continue;
      }
      leftover.push(piece);
    }
  }
  basics.phone ??= officePhone;
  if (!basics.email || !basics.phone) {
    // Some layouts put contact details in a footer or a sidebar the sections swallowed.
    for (const line of all) {
      basics.email ??= findEmail(line.text);
      // A phone on the line of the person's email is theirs too ("jane@x.com · 555 010 0199" in a footer).
      const besideEmail = basics.email !== undefined && line.text.includes(basics.email);
      if (!basics.phone && (besideEmail || /(?:\+|\(|tel|phone|tél)/i.test(line.text)))
        basics.phone = findPhone(line.text);
    }
  }
  return { basics: removeUndefined(basics), leftover, nameGuessed: !top };
}

/** Words that label a phone number ("Cel.", "Teléfono celular:", "M:", "[Mobile]"), folded. */
const PHONE_WORDS = new Set(
  'phone telephone tel tele telf tlf tfno telefono mobile mob mobil movil cel cell cellular celular portable gsm whatsapp fixe fijo home personal private no nr num number numero de contact main direct ph p t m c h'.split(
    ' ',
  ),
);
/** Words of a phone that is not the person's own line. */
const OFFICE_WORDS = new Set(
  'work office business voicemail fax pager switchboard bureau oficina trabajo'.split(' '),
);
/** Identity numbers printed among the contact details (Colombian C.C., Spanish DNI, a passport, ...). */
const ID_WORDS = new Set(
  'cc dni nie nif ci cedula rut rfc curp ssn passport pasaporte passeport id nss cin insee secu'.split(' '),
);

/**
 * What the words around a number say it is: the person's phone ('own'), an office or fax line
 * ('office'), an identity number ('id'); undefined when other words share the piece.
 */
function labelOfPhone(rest: string): 'own' | 'office' | 'id' | undefined {
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

const INTRODUCTION =
  /(?:^|[^\p{L}])(?:[Mm]y name is|[Mm]i nombre es|[Mm]e llamo|[Jj]e m['’]appelle|(?:[Hh]i|[Hh]ello|[Hh]ey|[Hh]ola|[Bb]onjour)[,!]?\s+(?:I['’]m|I am|soy|je suis))\s+(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){1,3})/u;

/** A greeting set big at the top of the page ("Hello!", "Hi, I'm Jane"), folded. */
const GREETING = /^(?:hello|hi|hey|hola|bonjour|salut|welcome|bienvenue|bienvenid[oa])\b/u;

/**
 * Reads as a person's name rather than a job title, a greeting or a monogram: two words or more
 * (or one long one, a name set over two lines), none of them a job's.
 */
function readsAsName(line: Line): boolean {
  const text = line.text.trim();
  return (
    !isTitleLike(text) &&
    !GREETING.test(foldOnce(text)) &&
    (words(text) >= 2 || text.replace(/[^\p{L}]/gu, '').length > 3) &&
    !/^(?:\p{Lu}\.?\s?){1,3}$/u.test(text)
  );
}

/**
 * "Hello, my name is Jane" / "Doe | About me": a name given in an introduction, which may wrap
 * onto the next line set in the same size.
 */
function introducedName(lines: Line[]): string | undefined {
  for (const [i, line] of lines.entries()) {
    const next = lines[i + 1];
    const text = next && next.size === line.size ? `${line.text} ${next.text}` : line.text;
    const found = INTRODUCTION.exec(text.replace(/\s*[|•·]\s*.*$/u, ''));
    if (!found?.[1]) continue;
    // Only the capitalised words that follow the verb are the name ("Jane Doe and I am...").
    const name = found[1].split(/\s+/).filter((w) => !/^(?:and|y|et)$/i.test(w));
    if (name.length >= 2) return name.join(' ');
  }
  return undefined;
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

/** "JANE DOE" -> "Jane Doe"; a name written in mixed case stays as written. */
function tidyName(name: string): string {
  if (/\p{Ll}/u.test(name)) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}
