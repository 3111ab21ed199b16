/**
 * Field reader "basics": the name and contact details.
 * Takes the header lines (above the first section), any contact section and all lines; gives
 * name (the biggest text of the first page, else the first name-like line), email, phone, urls
 * and profiles, location and label, plus the header text it could not place.
 */
import type { ResumeData } from '../schema/resume.ts';
import { findDates } from '../text/dates.ts';
import {
  CONTACT_LABEL,
  CONTACT_LABEL_LEAD,
  LANGUAGE_SWITCH,
  labelOfPhone,
  parseAddress,
  streetAddress,
  streetKind,
  townOf,
  type HeaderPlace,
} from './basics-contacts.ts';
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
import { countryNames } from '../lexicon/index.ts';
import type { Line } from './lines.ts';
import { emailConfirmsName } from './name-check.ts';
import { endsOnConnector } from './open-ends.ts';
import { failedHeadlineRule, isReferenceLine } from './plausibility-rules.ts';
import { matchHeading } from './headings.ts';
import { foldOnce, removeUndefined, words } from './util.ts';

export { addLinkedContacts, isContactOnly, LANGUAGE_SWITCH } from './basics-contacts.ts';

const PIECES = /\t|\s+[|•·◦▪]\s+|\s*\|\s*| {2,}/u;
/** The first piece of one of the lines given that reads as the rest of a link: one lower-case token. */
function wrappedTail(lines: Line[]): { line: Line; text: string } | undefined {
  for (const line of lines) {
    const text = line.text.split(PIECES)[0]?.trim() ?? '';
    if (
      /^[\p{Ll}\d][\p{Ll}\d._~-]*\/?$/u.test(text) &&
      text.length >= 2 &&
      !findEmail(text) &&
      !findPhone(text)
    )
      return { line, text };
  }
  return undefined;
}
/**
 * The lines that may be a referee's: one labelled as a reference ("Supervisor: Ann Roe, 555 0100"),
 * and every line after one that names references ("Referees", "Références") but that the sections
 * did not read as their heading.
 */
export function refereeLines(all: Line[]): Set<Line> {
  const referees = new Set<Line>();
  let inReferences = false;
  for (const line of all) {
    // The next section's heading ends the referees' lines.
    const heading = line.text.length <= 48 ? matchHeading(line.text)?.key : undefined;
    if (heading) inReferences = heading === 'references';
    if (inReferences || isReferenceLine(line.text)) referees.add(line);
  }
  return referees;
}

/** A text's words, folded, letters only. */
const lettersOf = (text: string): string[] =>
  foldOnce(text)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);

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
  let labelLine: number | undefined;
  let officePhone: string | undefined;
  // The town line an address ran onto and the end of a link cut where it wrapped, read with them.
  const taken: Array<{ line: Line; text: string }> = [];
  const nameWords = new Set(lettersOf(name ?? ''));
  for (const [index, line] of contactLines.entries()) {
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
      if (taken.some((t) => t.line === line && t.text === raw)) continue;
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
      // "Teléfono: ...": the label is found folded, and folding keeps every character's place.
      const labelLength = CONTACT_LABEL_LEAD.exec(foldOnce(raw))?.[0].length ?? 0;
      const rawPiece = raw.slice(labelLength);
      let piece = rawPiece;
      if (!piece || DOCUMENT_TITLE.test(foldOnce(piece)) || LANGUAGE_SWITCH.test(foldOnce(piece))) continue;
      const email = findEmail(piece);
      if (email) {
        basics.email ??= email;
        // What else shares the piece ("jane@x.fr – 06 11 22 33 44") is read on its own.
        piece = piece.replace(email, '').replace(/^[\s–—,;:-]+|[\s–—,;:-]+$/g, '');
        if (!piece) continue;
      }
      let url = findUrl(piece);
      // "linkedin.com/in/jane-" over "doe-42": a link cut where it wrapped ends on the next lines.
      const tail =
        url && /[-_/]$/.test(url) ? wrappedTail(contactLines.slice(index + 1, index + 3)) : undefined;
      if (url && tail) {
        taken.push(tail);
        piece = piece.replace(url, '');
        url += tail.text;
      }
      if (url) {
        const profile = profileOf(url);
        if (profile) basics.profiles.push(removeUndefined(profile));
        else basics.url ??= /^https?:\/\//.test(url) ? url : `https://${url}`;
        if (piece.replace(url, '').trim().length < 3) continue;
      }
      const phone = findPhone(piece);
      // "Work phone: ...": a phone's label taken off the piece still says whose line it is.
      const phoneLabel = phone
        ? (labelOfPhone(raw.slice(0, labelLength) + piece.replace(phone, '')) ??
          labelOfPhone(piece.replace(phone, '')))
        : undefined;
      if (phone && phoneLabel) {
        // "C.C. 1143325324": an identity number is no phone.
        if (phoneLabel === 'id') continue;
        // "[Voicemail] (617) 555-0100" then "[Mobile] (617) 555-0199": the person's own line wins.
        if (phoneLabel === 'office') officePhone ??= phone;
        else basics.phone ??= phone;
        continue;
      }
      // "JANE" / "DOE" over two lines, or the name printed again: the name, not a headline.
      const pieceWords = lettersOf(piece);
      if (pieceWords.length && pieceWords.every((w) => nameWords.has(w))) continue;
      // "27 rue des Lilas" over "69003 Lyon": the town on the next line is the address's.
      const next = contactLines[index + 1];
      const townText = next?.text.split(PIECES)[0]?.trim() ?? '';
      const street = basics.location || parseAddress(piece) ? undefined : streetAddress(piece, townText);
      if (street) {
        basics.location = street.location;
        if (street.usedNext && next) taken.push({ line: next, text: townText });
        continue;
      }
      const location: HeaderPlace | undefined =
        parseLocation(piece) ??
        parseAddress(piece) ??
        // "M20 2RN Manchester", "69003 Lyon": a town after its postal code ("2148 N Elm St" is a street).
        (streetKind(piece) ? undefined : townOf(piece)) ??
        // "Bogotá – Colombia": a town and its country set apart by a dash.
        parseLocation(piece.replace(/\s+[–—-]\s+/gu, ', ')) ??
        (contactLine && isPlaceLike(piece) ? { city: piece } : undefined);
      if (location && basics.location) {
        // "Lyon" then "France", "12 Elm Street" then "Chicago": the rest of the place already
        // read, never a headline.
        const { city, region } = basics.location;
        const town = location.city && /\p{L}{3}/u.test(location.city) ? location.city : undefined;
        if (!city && town && !location.address)
          Object.assign(basics.location, removeUndefined({ city: town, region: location.region }));
        else if (!region && town && !location.address && !location.region) basics.location.region = town;
        else leftover.push(piece);
        continue;
      }
      if (location && !basics.location) {
        // "Monterrey" over "Mexico": a town the reader did not know, taken for the headline just
        // before its country.
        const label = basics.label;
        if (
          label &&
          labelLine !== undefined &&
          index - labelLine <= 1 &&
          !location.region &&
          countryNames.has(foldOnce(location.city ?? '')) &&
          words(label) <= 3 &&
          !/\d/.test(label) &&
          !isTitleLike(label)
        ) {
          basics.location = { city: label, region: location.city! };
          delete basics.label;
          labelTaken = false;
          continue;
        }
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
        // "Civil engineer, manager of" over "public works": a headline wrapped onto the next line.
        const next = pieces.length === 1 ? contactLines[index + 1] : undefined;
        const wrapped =
          next &&
          endsOnConnector(piece) &&
          /^\p{Ll}/u.test(next.text) &&
          !contact.includes(next) &&
          !findEmail(next.text) &&
          !findPhone(next.text) &&
          !findUrl(next.text);
        const headline = wrapped ? `${piece} ${next.text}` : piece;
        labelTaken = true;
        // What stands there and is no headline (a heading, a licence, a cut sentence) is where the
        // headline would be: the lines after it are its sequel, not a headline either.
        if (failedHeadlineRule(headline) || words(headline) > 12) {
          leftover.push(piece);
          continue;
        }
        if (wrapped) taken.push({ line: next, text: next.text });
        basics.label = headline.replace(/[\s,;:–-]+$/u, '');
        labelLine = index;
        continue;
      }
      leftover.push(piece);
    }
  }
  basics.phone ??= officePhone;
  // A referee's lines ("Supervisor: ...", anything after a "Referees" line the sections missed)
  // give the person's own email only when it bears their name, and their phone only beside it.
  const referees = refereeLines(all);
  if (!basics.email) {
    // Some layouts put contact details in a footer or a sidebar the sections swallowed. Of several
    // emails there, the one that bears the person's name is theirs (the others may be a referee's).
    const emailsOf = (lines: Line[]) => lines.flatMap((l) => findEmail(l.text) ?? []);
    const emails = emailsOf(all.filter((l) => !referees.has(l)));
    basics.email =
      [...emails, ...emailsOf([...referees])].find((e) => emailConfirmsName(basics.name, e)) ?? emails[0];
  }
  for (const line of basics.phone ? [] : all) {
    // A phone on the line of the person's email is theirs too ("jane@x.com · 555 010 0199" in a
    // footer); one labelled beside someone else's email is not.
    const email = findEmail(line.text);
    const besideEmail = basics.email !== undefined && line.text.includes(basics.email);
    if (besideEmail || (!email && !referees.has(line) && /(?:\+|\(|tel|phone|tél)/i.test(line.text)))
      basics.phone = findPhone(line.text);
    if (basics.phone) break;
  }
  return { basics: removeUndefined(basics), leftover, nameGuessed: guessed };
}
