/*
 * What the skills and certificates sections say that a letter with few results may still name
 * plainly: the skills listed that the posting asks for, the certifications held.
 */
import { allLanguages } from '../../lexicon/index.ts';
import { fold } from '../../text/fold.ts';
import { joinList, skillInSentence } from '../sentence-forms.ts';
import { namesNothing } from '../plausibility.ts';
import { anyStopword } from '../vocabulary.ts';
import { lowerFirst, normTokens, trimEnd, withoutGlyphs } from '../text.ts';
import type { LetterContext } from './context.ts';
import { isSkillName, isToolName, keywordsNamedIn } from './evidence.ts';

/** A skills-list item short enough to be named in a sentence as it stands. */
const MOST_WORDS = 5;

/**
 * An item that names the skill and little else: no word beyond it but one, no bracket, and no
 * capital inside unless the whole is a known name ("Leadership Charge nursing" is two items run
 * together, "Español (Nativo)" a language with its level).
 */
function plainItem(item: string, asked: string): boolean {
  if (/[()[\]:]/.test(item) || normTokens(item).length > normTokens(asked).length + 1) return false;
  return isSkillName(item) || !/\s\p{Lu}/u.test(item);
}

/**
 * Up to three items of the skills section that name a skill the posting asks for in its own
 * words, no tool and no quality, which the letter does not name yet: named as the resume lists
 * them, with no claim of what they were used for.
 */
export function listedSkills(ctx: LetterContext, toldSoFar: string[]): string[] {
  const mentioned = new Set(toldSoFar.flatMap((p) => normTokens(p)));
  const items = ctx.source.skills
    .flatMap((s) => (s.keywords.length ? s.keywords : s.name ? [s.name] : []))
    .map((t) => trimEnd(withoutGlyphs(t)))
    .filter((t) => t && normTokens(t).length <= MOST_WORDS && !isToolName(t));
  const out: string[] = [];
  for (const item of items) {
    const asked = keywordsNamedIn([item], ctx.plan.held).find(
      (k) => k.skill?.kind !== 'soft' && ctx.asked(k) && !isToolName(ctx.asked(k)!),
    );
    if (!asked || !plainItem(item, ctx.asked(asked)!)) continue;
    // An item in another language is named in the posting's words when it names the skill as a whole.
    const words = ctx.quotable(item) ? item : isSkillName(item) ? ctx.asked(asked)! : undefined;
    if (!words) continue;
    const kind = asked.skill?.kind ?? 'hard';
    // "Comptabilité" is a common word where the vocabulary's own name is one ("Accounting").
    const common = !!asked.skill && skillInSentence(asked.skill.term, kind) !== asked.skill.term;
    const said = common && /^\p{Lu}\p{Ll}+$/u.test(words) ? lowerFirst(words) : skillInSentence(words, kind);
    const tokens = normTokens(said);
    // Said already, or part of an item named before ("API" after "APIs REST").
    if (tokens.every((w) => mentioned.has(w))) continue;
    tokens.forEach((w) => mentioned.add(w));
    out.push(said);
    if (out.length === 3) break;
  }
  return out;
}

/** An award or honour read into the certificates ("With High Honors", "Excellence Award"): not a certification. */
const AN_AWARD = new RegExp(
  String.raw`\b(?:${allLanguages((lexicon) => lexicon.headingWords.awards).join('|')})\b`,
  'u',
);

/** The certificates of the resume that a letter may name, as the resume names them. */
function namedCertificates(ctx: LetterContext): string[] {
  const asked = askedIn(ctx);
  return ctx.source.certificates
    .map((c) => trimEnd(withoutGlyphs(c.name ?? '')))
    .filter(
      (n) =>
        // "BLS" alone says too little to be named, unless the posting names it.
        (normTokens(n).length >= 2 || asked(n)) &&
        normTokens(n).length <= 8 &&
        (ctx.quotable(n) || isSkillName(n)) &&
        !AN_AWARD.test(fold(n)) &&
        !namesNothing(n) &&
        !anyStopword.has(n.split(/\s+/)[0]!.toLowerCase()),
    );
}

/** A certificate the posting names, whole or by the short form in its brackets ("Basic Life Support (BLS)"). */
const askedIn =
  (ctx: LetterContext) =>
  (name: string): boolean => {
    const short = /\(([\p{Lu}\d][\p{Lu}\d-]{1,9})(?:\)|$)/u.exec(name)?.[1];
    return (
      ctx.inPosting(name) ||
      ctx.inPosting(name.replace(/\s*\([^)]*(?:\)|$)\s*/gu, ' ').trim()) ||
      (!!short && ctx.inPosting(short))
    );
  };

/**
 * The certificates the posting asks for that the resume lists (up to three), said before anything
 * else the letter adds: a requirement the candidate meets, not filler. Empty when none is asked.
 */
export function askedCertificates(ctx: LetterContext): string[] {
  const names = namedCertificates(ctx).filter(askedIn(ctx)).slice(0, 3);
  return names.length ? [ctx.say.certified(joinList(names, ctx.lang), names.length)] : [];
}

/**
 * Up to three certificates as the resume names them; none when the posting asks for some of them
 * (those are told already, and the rest are not what it asks).
 */
export function certificates(ctx: LetterContext): string | undefined {
  const all = namedCertificates(ctx);
  if (all.some(askedIn(ctx))) return undefined;
  const names = all.slice(0, 3);
  return names.length ? ctx.say.certified(joinList(names, ctx.lang), names.length) : undefined;
}
