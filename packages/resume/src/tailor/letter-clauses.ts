/*
 * A resume line told as a letter's sentence in the first person ("Led the migration" -> "I led
 * the migration"), the lead-ins before a paragraph, and the variations of a lead said again.
 */
import type { Language } from '../parse/language.ts';
import { bulletForm, gerund, lowerLead, ownSubject, type BulletForm } from './sentence-forms.ts';
import { lowerFirst, trimEnd } from './text.ts';
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
  if (form === 'ongoing') {
    // Under way while the job lasts; told in the past once it has ended.
    const what = current ? lowerFirst(clean) : rest;
    const be = current ? 'am' : 'was';
    return also ? `I ${be} also ${what}.` : `There, I ${be} ${what}.`;
  }
  if (form === 'chosen') {
    const what = lowerFirst(clean);
    return {
      en: also ? `I was also ${what}.` : `There, I was ${what}.`,
      fr: also ? `J'ai également été ${what}.` : `J'y ai notamment été ${what}.`,
      es: also ? `Además, fui ${what}.` : `Allí fui ${what}.`,
    }[lang];
  }
  if (form === 'passive') {
    return {
      en: `The result: it was ${lowerLead(clean)}.`,
      fr: `Résultat : ${lowerLead(clean)}.`,
      es: `Resultado: ${lowerLead(clean)}.`,
    }[lang];
  }
  // A bullet written in another language than the letter keeps its words; only the frame is localized.
  return CLAUSE[lang]({ form, verb, rest, clean }, current, also);
}

/** A line done ("Led ..."), a duty ("Manage ...", English only) or a noun phrase, as each language tells it. */
const CLAUSE: Record<
  Language,
  (
    line: { form: BulletForm; verb: string; rest: string; clean: string },
    current: boolean,
    also: boolean,
  ) => string
> = {
  en: ({ form, verb, rest, clean }, current, also) => {
    if (form === 'done') return also ? `I also ${lowerFirst(clean)}.` : `There, I ${lowerFirst(clean)}.`;
    if (form === 'base') {
      if (current) return also ? `I also ${verb} ${rest}.` : `There, I ${verb} ${rest}.`;
      return also
        ? `I was also responsible for ${gerund(verb)} ${rest}.`
        : `My work there included ${gerund(verb)} ${rest}.`;
    }
    return also
      ? `That work also covered ${lowerLead(clean)}.`
      : `My work there included ${lowerLead(clean)}.`;
  },
  fr: ({ form, clean }, _current, also) => {
    if (form === 'done')
      return also ? `J'ai également ${lowerFirst(clean)}.` : `J'y ai notamment ${lowerFirst(clean)}.`;
    return also
      ? `Autre réalisation : ${lowerLead(clean)}.`
      : `Parmi mes réalisations : ${lowerLead(clean)}.`;
  },
  es: ({ form, clean }, _current, also) => {
    if (form === 'done') return also ? `Además, ${lowerFirst(clean)}.` : `Allí ${lowerFirst(clean)}.`;
    return also ? `Otro logro: ${lowerLead(clean)}.` : `Entre mis logros: ${lowerLead(clean)}.`;
  },
};

/**
 * A lead-in before a paragraph's first sentence: "Before that, at Acme, I ..." for "At Acme, I ...",
 * "Auparavant, chez Acme, ..." for "Chez Acme, ...". The first word is lowered, except "I".
 */
export function leadIn(words: string): (sentence: string) => string {
  return (s) => (/^I\b/.test(s) ? `${words}, ${s}` : `${words}, ${s.charAt(0).toLowerCase()}${s.slice(1)}`);
}

/** A lead ending in a colon before the sentence: "My earlier work has measurable results too: at Acme, I ...". */
export function afterColon(words: string): (sentence: string) => string {
  return (s) => `${words}: ${/^I\b/.test(s) ? s : `${s.charAt(0).toLowerCase()}${s.slice(1)}`}`;
}

/** How a further result is led in, and the other ways to say it when one paragraph says it again. */
const REPEATS: Record<Language, Array<[RegExp, string[]]>> = {
  en: [
    [/^I also /, ['In addition, I ', 'On top of that, I ']],
    [/^That work also covered /, ['It also took in ', 'Another part of it was ']],
    [/^I was also responsible for /, ['I also took charge of ', 'Another of my tasks was ']],
    [/^My work also (include[sd]):/, ['That work also $1:', 'It also $1:']],
  ],
  fr: [
    [/^J'ai également /, ["J'ai aussi ", "Par ailleurs, j'ai "]],
    [/^Autre réalisation : /, ['Autre résultat : ', 'Autre point : ']],
  ],
  es: [
    [/^Además, /, ['También ', 'Asimismo, ']],
    [/^Otro logro: /, ['Otro resultado: ', 'Y otro más: ']],
  ],
};

/**
 * A paragraph's sentences with a lead-in said once: the second "I also" of a paragraph reads "In
 * addition, I", the third "On top of that, I", so results told one after the other do not read
 * as a list run through a template.
 */
export function varyRepeats(sentences: string[], lang: Language): string[] {
  const seen = new Map<RegExp, number>();
  return sentences.map((sentence) => {
    for (const [lead, others] of REPEATS[lang]) {
      if (!lead.test(sentence)) continue;
      const n = seen.get(lead) ?? 0;
      seen.set(lead, n + 1);
      const other = n > 0 ? others[(n - 1) % others.length] : undefined;
      return other ? sentence.replace(lead, other) : sentence;
    }
    return sentence;
  });
}
