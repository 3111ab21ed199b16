/*
 * What a requirement asks for as a letter may name it, and whether a line of the resume shows it:
 * the skills or qualifications it names (a lexicon alias counts), or, when it names none, a short
 * noun phrase as the posting writes it ("Patient care"). A line shows a requirement only when it
 * holds that term itself; words the two share by chance ("applications", "web") show nothing. A
 * posting line, a verb phrase or a piece of either is never named, nor quoted.
 */
import type { RequirementEvidence } from '../evidence.ts';
import { keywordsNamedBy } from '../match.ts';
import { shortenRequirement } from '../posting/requirement.ts';
import { contentStems, showsInSense } from '../sense.ts';
import { joinList, lowerLead, opensWithVerb } from '../sentence-forms.ts';
import { trimEnd, withoutGlyphs } from '../text.ts';
import { findSkills } from '../vocabulary.ts';
import { words, type LetterContext } from './context.ts';

/** The longest requirement a letter names in the posting's words, when it names no skill. */
const TERM_WORDS = 4;

/** The forms of an English phrase that open with a verb: "Ship full web applications", "Shipped ...". */
const VERB_FORMS = ['base', 'done', 'ongoing', 'passive'] as const;

/** What a requirement asks for: the skills it names, or else a short noun phrase of the posting and its words. */
interface Asked {
  skills: Set<string>;
  /** The skills are qualities: a line shows one by naming it in what was done, whatever its sense. */
  quality?: boolean;
  phrase?: string;
  stems: string[];
}

function askedOf(ctx: LetterContext, r: RequirementEvidence): Asked {
  const hits = findSkills(r.text).filter((h) => !h.loose);
  const skills = new Set(hits.filter((h) => h.skill.kind !== 'soft').map((h) => h.skill.term));
  if (skills.size) return { skills, stems: [] };
  // A quality and nothing else ("Strong written communication"): shown by a line that names it.
  if (hits.length && hits.every((h) => h.skill.kind === 'soft'))
    return { skills: new Set(hits.map((h) => h.skill.term)), stems: [], quality: true };
  const phrase = trimEnd(withoutGlyphs(shortenRequirement(r.text))).trim();
  const first = phrase.split(/\s+/)[0] ?? '';
  const stems = contentStems(phrase);
  // "Mise en service" keeps one stem of its two words: "mise au point" would show it by chance.
  const long = phrase.split(/\s+/).filter((w) => w.length > 3).length;
  const named =
    words(phrase) <= TERM_WORDS &&
    stems.length > 0 &&
    stems.length >= Math.min(2, long) &&
    !/[?:;!"“”«»()[\]|/]/u.test(phrase) &&
    !opensWithVerb(ctx.lang === 'en' ? phrase : first.toLowerCase(), ctx.lang, VERB_FORMS) &&
    ctx.inPosting(phrase);
  return named ? { skills, phrase, stems } : { skills, stems: [] };
}

/**
 * Whether a line shows what the requirement asks for: it names one of its skills in the same
 * sense, or holds every content word of its short phrase. A requirement with neither is shown by no line.
 */
export function showsRequirement(ctx: LetterContext, r: RequirementEvidence): (line: string) => boolean {
  const asked = askedOf(ctx, r);
  if (asked.skills.size) {
    return (line) =>
      findSkills(line).some((h) => asked.skills.has(h.skill.term) && !h.loose) &&
      (asked.quality || showsInSense(r.text, asked.skills, line));
  }
  if (!asked.phrase) return () => false;
  return (line) => {
    const held = new Set(contentStems(line));
    return asked.stems.every((s) => held.has(s));
  };
}

/**
 * How a paragraph names the requirement a line shows: the skills both name, as the posting writes
 * them; else the requirement's short phrase; else undefined (not told).
 */
export function requirementTopic(
  ctx: LetterContext,
  r: RequirementEvidence,
  line: string,
): string | undefined {
  const asked = askedOf(ctx, r);
  if (asked.phrase) return lowerLead(asked.phrase);
  // A quality by its own name ("communication"), not the posting's adjectives the line may not bear out.
  if (asked.quality) {
    const named = findSkills(line).find((h) => asked.skills.has(h.skill.term) && !h.loose);
    return named && lowerLead(named.skill.term);
  }
  const both = keywordsNamedBy(r.text, ctx.plan.held).filter(
    (k) => k.skill?.kind !== 'soft' && keywordsNamedBy(line, [k]).length,
  );
  const terms = [...new Set(both.map((k) => ctx.asked(k)).filter((t): t is string => !!t))];
  if (!terms.length) {
    // The posting's own words for a skill both name, when no keyword of the plan names it.
    const held = new Set(findSkills(line).map((h) => h.skill.term));
    for (const h of findSkills(r.text))
      if (asked.skills.has(h.skill.term) && held.has(h.skill.term) && ctx.inPosting(h.surface))
        terms.push(lowerLead(h.surface));
  }
  const named = [...new Set(terms)].filter((t) => words(t) <= TERM_WORDS);
  return named.length ? joinList(named.slice(0, 2), ctx.lang) : undefined;
}
