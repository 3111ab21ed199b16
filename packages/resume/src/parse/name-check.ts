/**
 * Whether a name the reader took without its usual sign (the biggest text of the page) is borne
 * out by the rest of the resume: most people's email address carries their first or last name
 * ("jane.doe@", "jdoe84@", "doe.jane@"). A name so confirmed is not flagged for the user to check.
 */
import { foldOnce } from './util.ts';

/** Letters only, accents folded: "Pérez-Núñez" -> "pereznunez". */
const letters = (text: string): string => foldOnce(text).replace(/[^a-z]/g, '');

/**
 * True when the name has two to five words and one of them (three letters or more) is in the
 * email's local part. A single word is never confirmed: a first name alone is a name cut short.
 */
export function emailConfirmsName(name: string | undefined, email: string | undefined): boolean {
  if (!name || !email) return false;
  const parts = name.trim().split(/\s+/u);
  if (parts.length < 2 || parts.length > 5) return false;
  const local = letters(email.split('@')[0] ?? '');
  return parts
    .flatMap((p) => p.split('-'))
    .map(letters)
    .some((token) => token.length >= 3 && local.includes(token));
}
