/*
 * Whether a line shows a requirement in the requirement's sense, not by a word the two happen to
 * share: "SEO audits" is no accounting audit, a "training contract" is no training delivered.
 */
import { stem } from './keywords.ts';
import { skillInSentence } from './sentence-forms.ts';
import { normTokens, tokenize } from './text.ts';
import { anyStopword, findSkillsInTokens, genericWords, type SkillHit } from './vocabulary.ts';

/** How many words either side of a skill's word a second word of the requirement may stand. */
const NEARBY = 8;

/** A word without its plural, "-ed", "-ing" or final "e": "triaged" and "triage" share "triag". */
export function root(word: string): string {
  const s = stem(word);
  if (s.length <= 5) return s;
  return s.replace(/(?:ing|ed)$/, '').replace(/e$/, '');
}

/** A text's content words as roots: no stopword, no generic word ("experience", "years"). */
export function contentStems(text: string): string[] {
  return [
    ...new Set(
      normTokens(text)
        .filter((t) => t.length > 1 && t !== '/' && !anyStopword.has(t) && !genericWords.has(t))
        .map(root),
    ),
  ];
}

/**
 * A hit that names its skill by itself: several words ("internal audit", "training delivery") or
 * a name a sentence keeps capitalised (Python, Excel). One common word ("audits", "training",
 * "auditorías") may name something else.
 */
export function specificHit(hit: SkillHit): boolean {
  return (
    hit.length > 1 ||
    hit.skill.term.includes(' ') ||
    /\p{Lu}.*\p{Lu}|\d/u.test(hit.surface) ||
    skillInSentence(hit.skill.term, hit.skill.kind) === hit.skill.term
  );
}

/**
 * Whether `line` shows one of `skills` (terms) as `requirement` means it: by a specific hit, or by
 * a common word with a second word of the requirement within a few words of it. A requirement
 * whose only content word is that skill's has no second word to ask for.
 */
export function showsInSense(requirement: string, skills: ReadonlySet<string>, line: string): boolean {
  const tokens = tokenize(line);
  // A loose hit ("clouds" for Cloud computing, "CI" for CI/CD) names no skill a sentence may claim.
  const hits = findSkillsInTokens(tokens, line).filter((h) => skills.has(h.skill.term) && !h.loose);
  if (!hits.length) return false;
  if (hits.some(specificHit)) return true;
  const wanted = contentStems(requirement);
  return hits.some((h) => {
    const own = new Set(tokens.slice(h.index, h.index + h.length).map((t) => root(t.norm)));
    const others = wanted.filter((w) => !own.has(w));
    if (!others.length) return true;
    const near = tokens
      .slice(Math.max(0, h.index - NEARBY), h.index + h.length + NEARBY)
      .map((t) => root(t.norm))
      .filter((s) => !own.has(s));
    return others.some((w) => near.includes(w));
  });
}
