import { allLanguages, type Lexicon } from '../../lexicon/index.ts';
import { fold } from '../../text/fold.ts';
import { normTokens, tokenize } from '../text.ts';
import { anyStopword, findSkillsInTokens } from '../vocabulary.ts';

/* The kinds of section a posting's headings open: what the job needs, what is welcome, its duties, the rest. */
export type SectionKind = 'must' | 'nice' | 'duties' | 'other' | 'none';

type Listed = Exclude<keyof Lexicon['postingHeadings'], 'filler'>;

/** Each kind's heading words in every language, in the order a line is tried against them. */
const KINDS: ReadonlyArray<[Listed, readonly string[]]> = (['nice', 'other', 'duties', 'must'] as const).map(
  (kind) => [kind, allLanguages((lexicon) => lexicon.postingHeadings[kind])],
);
const FILLER = new Set(allLanguages((lexicon) => lexicon.postingHeadings.filler));

/** A heading folded to words apart by single spaces; a "+" alone is the word "plus" ("Les + :"). */
function normalized(text: string): string {
  return fold(text)
    .replace(/(^|\s)\+(?=\s|:|$)/g, '$1plus')
    .replace(/[^\p{L}\p{N}'’ -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The heading phrases of a list found in the line, as whole words. */
const found = (line: string, list: readonly string[]): string[] =>
  list.filter((h) => ` ${line} `.includes(` ${h} `));

/**
 * Most of the line's words are heading words ("Minimum Qualifications", "Skills and experience"),
 * and none names a skill: "Experience with PowerShell scripting" or "Hazmat endorsement a plus" is
 * a requirement that holds a heading word, not a heading. A line ending on a colon says it is a
 * heading ("Some duties include but are not limited to:"), so only a skill in it counts.
 */
function madeOfHeadingWords(text: string, line: string): boolean {
  const covered = new Set(
    KINDS.flatMap(([, list]) => found(line, list)).flatMap((phrase) => phrase.split(/[\s-]+/)),
  );
  const words = line
    .split(/[\s-]+/)
    .filter((w) => w && !anyStopword.has(w.replace(/[’']/g, "'")) && (covered.has(w) || !FILLER.has(w)));
  const named = words.filter((w) => covered.has(w)).length;
  if (words.length && named / words.length < 0.5 && !/[:：]\s*$/.test(text)) return false;
  const skills = findSkillsInTokens(tokenize(text), text);
  return skills.every((hit) => normTokens(fold(hit.surface)).every((w) => covered.has(w) || FILLER.has(w)));
}

export function classifyHeading(text: string): SectionKind {
  // An amount or a count is a fact of the job ("$2,000 sign-on bonus"), not a section's name.
  if (/\d/.test(text)) return 'none';
  const line = normalized(text);
  // A phrase inside a longer one of another kind yields to it ("profil souhaité" is the profile asked for).
  const all = KINDS.flatMap(([k, list]) => found(line, list).map((phrase) => ({ k, phrase })));
  const kind = KINDS.find(([k]) =>
    all.some(
      (a) =>
        a.k === k &&
        !all.some(
          (b) => b.k !== k && b.phrase.length > a.phrase.length && ` ${b.phrase} `.includes(` ${a.phrase} `),
        ),
    ),
  )?.[0];
  return kind && madeOfHeadingWords(text, line) ? kind : 'none';
}
