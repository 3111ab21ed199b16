/**
 * Field reader "basics": the name and contact details.
 * Takes the header lines (above the first section), any contact section and all lines; gives
 * name (the biggest text of the first page, else the first name-like line), email, phone, urls
 * and profiles, location and label, plus the header text it could not place.
 */
import type { ResumeData } from '../schema/resume.ts';
import { findDates } from './dates.ts';
import { CONTACT_LABEL, LANGUAGE_SWITCH, labelOfPhone, parseAddress } from './basics-contacts.ts';
import { CREDENTIALS, DOCUMENT_TITLE, findName, GREETING, NAME_LABEL } from './basics-name.ts';
import {
  findEmail,
  findPhone,
  findUrl,
  isPlaceLike,
  isTitleLike,
  parseLocation,
  profileOf,
} from './fields.ts';
import type { Line } from './lines.ts';
import { foldOnce, removeUndefined, words } from './util.ts';

export { addLinkedContacts, isContactOnly, LANGUAGE_SWITCH } from './basics-contacts.ts';

export function parseBasics(
  header: Line[],
  contact: Line[],
  all: Line[],
): { basics: ResumeData['basics']; leftover: string[]; nameGuessed: boolean } {
  const basics: ResumeData['basics'] = { profiles: [] };
  const leftover: string[] = [];
  const { nameLine, printedName, name, guessed } = findName(header, contact, all);
  if (name) basics.name = name;
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
  return { basics: removeUndefined(basics), leftover, nameGuessed: guessed };
}
