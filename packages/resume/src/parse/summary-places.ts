/**
 * Header lines a layout left in the summary: the town or region the person lives in ("Québec",
 * "Lyon, France") or their street address, set beside or under the profile's heading. They say
 * where the person lives, never who they are, so they go to the location, not the summary.
 */
import { allLanguages } from '../lexicon/index.ts';
import type { ResumeData } from '../schema/resume.ts';
import { findDates } from '../text/dates.ts';
import { parseAddress, streetKind, townOf } from './basics-contacts.ts';
import { parseLocation } from './fields.ts';
import type { Line } from './lines.ts';
import { foldOnce, removeUndefined } from './util.ts';

const STREETS = allLanguages('streetWords').join('|');
/** "Carrera 20 con Calle 22 …", "12, rue des Lilas …": a line that opens on a street and its number. */
const OPENS_ON_STREET = new RegExp(
  String.raw`^(?:\d{1,5}\s?[a-z]?,?\s+(?:${STREETS})(?![\p{L}])|(?:${STREETS})\.?\s+(?:n[o°º]\.?\s*)?\d)`,
  'u',
);

/** A street address, however long the layout ran it: no sentence of a profile opens on one. */
export function opensOnStreet(text: string): boolean {
  const t = text.trim();
  return OPENS_ON_STREET.test(foldOnce(t)) && !findDates(t);
}

/** What a lone line says of where the person lives, when it says nothing else. */
function placeOf(text: string): ResumeData['basics']['location'] | undefined {
  const t = text.trim().replace(/[.;]$/u, '');
  if (t.split(/\s+/).length > 16) return undefined;
  const place = parseLocation(t) ?? townOf(t);
  if (place) return removeUndefined({ city: place.city, region: place.region });
  if (opensOnStreet(t) || streetKind(t) === 'street') return parseAddress(t) ?? { address: t };
  return undefined;
}

/**
 * The summary's lines with a place or an address at either end taken out; the first such line
 * becomes the person's location where none was read.
 */
export function withoutPlaceLines(prose: Line[], data: ResumeData): Line[] {
  const kept = [...prose];
  const take = (line: Line | undefined): boolean => {
    const place = line ? placeOf(line.text) : undefined;
    if (!place) return false;
    if (!data.basics.location || !Object.keys(data.basics.location).length) data.basics.location = place;
    return true;
  };
  while (kept.length && take(kept[0])) kept.shift();
  while (kept.length && take(kept.at(-1))) kept.pop();
  return kept;
}
