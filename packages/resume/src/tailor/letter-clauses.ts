/*
 * A resume line told as a letter's sentence in the first person ("Led the migration" -> "I led
 * the migration"), and the variations of a lead said again.
 */
import { lexicons } from '../lexicon/index.ts';
import type { Language } from '../parse/language.ts';
import { clauseLine } from './letter/own-clause.ts';
import { bulletForm, ownSubject } from './sentence-forms.ts';
import { trimEnd } from './text.ts';
import { anyStopword } from './vocabulary.ts';

/** A bullet as a first-person clause in a letter, e.g. "Led the migration" -> "I led the migration". */
export function achievementSentence(lang: Language, bullet: string, current: boolean, also: boolean): string {
  const clean = trimEnd(bullet).replace(/^[-•*·▪]\s*/, '');
  if (ownSubject(clean, lang)) {
    // "AS part of my work, I ...": a first word shouted by a slip of the caps key.
    const calm = clean.replace(/^(\p{Lu})(\p{Lu})(?=\s+\p{Ll})/u, (_m, a: string, b: string) =>
      anyStopword.has(`${a}${b}`.toLowerCase()) ? `${a}${b.toLowerCase()}` : `${a}${b}`,
    );
    return `${calm.charAt(0).toUpperCase()}${calm.slice(1)}.`;
  }
  const { form, verb, rest } = bulletForm(clean, lang);
  // A bullet written in another language than the letter keeps its words; only the frame is localized.
  return lexicons[lang].achievement(clauseLine(clean, form, verb, rest), current, also);
}

/**
 * A paragraph's sentences with a lead-in said once: the second "I also" reads "In addition, I",
 * the third "On top of that, I", so results told one after the other do not read as a list run
 * through a template. `seen`: the lead-ins counted so far, shared by the paragraphs of one letter
 * so that each paragraph's "I also" is not the same either.
 */
export function varyRepeats(
  sentences: string[],
  lang: Language,
  seen: Map<RegExp, number> = new Map(),
): string[] {
  return sentences.map((sentence) => {
    for (const [lead, others] of lexicons[lang].repeats) {
      if (!lead.test(sentence)) continue;
      const n = seen.get(lead) ?? 0;
      seen.set(lead, n + 1);
      const other = n > 0 ? others[(n - 1) % others.length] : undefined;
      return other ? sentence.replace(lead, other) : sentence;
    }
    return sentence;
  });
}
