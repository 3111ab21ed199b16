/**
 * Words a line end cut in two, joined back before any line is read: "Bachelor's De-" over "gree
 * in Economics" is one phrase, which must be whole before it is split at its commas.
 */
import { allLanguages, hyphenLinks } from '../lexicon/index.ts';
import type { Line } from './lines.ts';
import { foldOnce } from './util.ts';

/**
 * The words of degrees, long enough to be told when a line end cuts them ("degree", "diploma",
 * "licenciatura"), folded.
 */
const DEGREE_WORDS = new Set(
  [
    ...allLanguages('degrees'),
    ...allLanguages((lexicon) => lexicon.entryLabels.degree),
    ...allLanguages('diplomaWords'),
  ].flatMap((source) => source.match(/[a-z]{6,}/g) ?? []),
);

/**
 * "Bachelor's De-" over "gree in Economics", or "Bachelor's De" over "gree": a word a line end cut,
 * its second part opening the next line in lower case. Joined when the line ends on a hyphen, or
 * when the two parts make a degree's word; the phrase is whole again before it is split at commas.
 */
export function joinCutWordLines(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const a = out.at(-1);
    const head = /(\p{L}+)(-?)$/u.exec(a?.text.trimEnd() ?? '');
    const tail = /^(\p{Ll}+)/u.exec(line.text);
    // "linkedin.com/in/jane-" over "doe-42": an address keeps every character it prints.
    const address = /[/@.:]\S*$/u.test(a?.text.trimEnd() ?? '');
    if (
      a &&
      head &&
      tail &&
      !address &&
      !line.bullet &&
      a.page === line.page &&
      line.headingLevel === undefined
    ) {
      const word = foldOnce(`${head[1]}${tail[1]}`);
      if (head[2] ? head[1]!.length >= 2 : DEGREE_WORDS.has(word) && !DEGREE_WORDS.has(foldOnce(tail[1]!))) {
        // "front-" over "and back-end" keeps its hyphen and its space.
        const keep = head[2] && hyphenLinks.has(foldOnce(tail[1]!));
        a.text = keep
          ? `${a.text.trimEnd()} ${line.text}`
          : `${a.text.trimEnd().replace(/-$/u, '')}${line.text}`;
        continue;
      }
    }
    out.push(line);
  }
  return out;
}
