/**
 * Phrases left open at their end, as a line cut where it wrapped leaves them: on a small joining
 * word ("Civil engineer, manager of"), on "and" or a comma ("Prepared the orders and"). Words from
 * the lexicons (`titleConnectors`, `and`).
 */
import { allLanguages } from '../lexicon/index.ts';
import { fold } from '../text/fold.ts';
import type { Line } from './lines.ts';

/** The small words titles join their words with ("of", "de", "y"): a line ending on one was cut. */
const CONNECTOR_END = new RegExp(String.raw`\s(?:${allLanguages('titleConnectors').join('|')})$`, 'iu');

/** "Prepared the orders and", "Service en salle,": a phrase ending on "and", a joining word or a comma. */
const OPEN_END = new RegExp(
  String.raw`(?:[,;]|\s(?:${[...new Set([...allLanguages('titleConnectors'), ...allLanguages('and')])].join('|')}))$`,
  'iu',
);
export const endsOpen = (text: string | undefined): boolean => !!text && OPEN_END.test(fold(text.trim()));

/** A line that ends on a small joining word ("Civil engineer, manager of"): its end wrapped or was cut. */
export const endsOnConnector = (text: string): boolean =>
  CONNECTOR_END.test(fold(text.trim()).replace(/[\s,;:–-]+$/u, ''));

/** Lower-case words of more than three letters: what a sentence has and a name or a title has few of. */
const ownWords = (text: string): number => text.split(/\s+/).filter((w) => /^\p{Ll}{4,}/u.test(w)).length;

/**
 * A line of the text left open ("Ran the till and", "checked them against the orders,"): it ends
 * open and the next line goes on in lower case, or it reads as a sentence's words itself.
 */
export function leftOpen(line: Line | undefined, next: Line | undefined): boolean {
  if (!line || line.bullet || !endsOpen(line.text)) return false;
  return (
    AND_END.test(fold(line.text.trim())) ||
    (!!next && !next.bullet && /^\p{Ll}/u.test(next.text.trim())) ||
    ownWords(line.text) >= 3
  );
}

/** "and", "et", "y" last: no name or title ends on it. */
const AND_END = new RegExp(String.raw`\s(?:${allLanguages('and').join('|')})$`, 'iu');

/** A sentence closed by its full stop: six words or more, the last in lower case ("… the managers."). */
export const endsSentence = (line: Line | undefined): boolean =>
  !!line &&
  !line.bullet &&
  !line.text.includes('\t') &&
  line.text.trim().split(/\s+/).length >= 6 &&
  /\p{Ll}[.!?]$/u.test(line.text.trim()) &&
  ownWords(line.text) >= 3;
