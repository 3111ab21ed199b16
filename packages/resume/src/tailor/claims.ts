/*
 * What generated prose may claim as the candidate's skill: a skill the resume names in its own
 * words (not one word of a longer name: "Titan's clouds" is no cloud computing), and a spoken
 * language only when the posting asks for it.
 */
import type { Language } from '../parse/language.ts';
import type { JobKeyword } from './keywords.ts';
import type { RequirementEvidence } from './types.ts';
import { findSkills, namesSkill } from './vocabulary.ts';

/** Spoken languages of the vocabulary, by term, with the document language each one is, when one is. */
const SPOKEN: ReadonlyMap<string, Language | null> = new Map<string, Language | null>([
  ['English', 'en'],
  ['French', 'fr'],
  ['Spanish', 'es'],
  ['German', null],
  ['Italian', null],
  ['Portuguese', null],
  ['Mandarin', null],
  ['Chinese', null],
  ['Arabic', null],
  ['Catalan', null],
]);

/** The vocabulary's terms for spoken languages. */
export const SPOKEN_TERMS: ReadonlySet<string> = new Set(SPOKEN.keys());

/** A keyword that names a spoken language ("español", "English"). */
export const isSpokenLanguage = (k: JobKeyword): boolean => !!k.skill && SPOKEN.has(k.skill.term);

/**
 * Whether the posting asks for a spoken language: one of its requirements names it, and it is not
 * the language the posting is written in (a Spanish posting's "español" asks nothing of a reader of it).
 */
export function askedLanguage(
  plan: { requirements: RequirementEvidence[]; language: Language },
  k: JobKeyword,
): boolean {
  if (!k.skill || SPOKEN.get(k.skill.term) === plan.language) return false;
  return plan.requirements.some((r) => findSkills(r.text).some((h) => h.skill === k.skill));
}

/** Whether `text` names the keyword itself: a skill by its name or a true synonym, a phrase as matched. */
export const claimedBy = (text: string, k: JobKeyword): boolean => !k.skill || namesSkill(text, k.skill);
