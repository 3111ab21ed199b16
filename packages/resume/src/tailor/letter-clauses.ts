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

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A verb of `dutyVerbs` as a pattern: its "also" slot, any case for its first letter. */
function dutyPattern(verb: string, also: readonly string[]): string {
  const [before = '', after = ''] = verb.split('{also}').map(escape);
  const first = before.charAt(0);
  const lead = /\p{L}/u.test(first) ? `[${first}${first.toUpperCase()}]${before.slice(1)}` : before;
  return `${lead}(${also.length ? `(?: (?:${also.map(escape).join('|')}))?` : ''})${after}`;
}

/** What the paragraphs of one letter told so far: how often each verb, and the one the last paragraph opened its duties with. */
export interface DutiesTold {
  counts: Map<string, number>;
  opened?: string;
}

/**
 * A paragraph's duties told with different verbs: the second "j'ai assuré" of a paragraph reads
 * "j'ai pris en charge", the third "j'ai eu en charge", the least used in the letter first
 * (`told`, shared by its paragraphs); a paragraph whose sentences open on a duty does not open
 * on the verb the paragraph before opened with. A verb whose last word the duty repeats ("pris en
 * charge la prise en charge") is not chosen for it.
 */
export function varyDuties(
  sentences: string[],
  lang: Language,
  told: DutiesTold = { counts: new Map() },
): string[] {
  const groups = lexicons[lang].dutyVerbs;
  const { counts } = told;
  const used = new Set<string>();
  const before = told.opened;
  return sentences.map((sentence) => {
    let out = sentence;
    for (const { verbs, also } of groups) {
      const any = new RegExp(
        `(?<![\\p{L}'’])(?:${verbs.map((v) => dutyPattern(v, also)).join('|')})(?=\\s)`,
        'gu',
      );
      out = out.replace(any, (match: string, ...groupsFound: unknown[]) => {
        const k = groupsFound.findIndex((g, i) => i < verbs.length && typeof g === 'string');
        const at = groupsFound[groupsFound.length - 2] as number;
        const slot = (groupsFound[k] as string | undefined) ?? '';
        const following = out.slice(at + match.length, at + match.length + 40).toLowerCase();
        const fits = (v: string): boolean => {
          const last = v.split(/\s+/).pop()!;
          return last.length < 4 || !following.includes(last.slice(0, -1));
        };
        let pick = verbs[k]!;
        // The paragraph's first duty, opening its sentence: not as the paragraph before opened.
        const opening = !used.size && at === 0;
        if (used.has(pick) || !fits(pick) || (opening && pick === before)) {
          const free = verbs.filter((v) => !used.has(v) && fits(v));
          free.sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0));
          pick = free.find((v) => !opening || v !== before) ?? free[0] ?? pick;
        }
        if (opening) told.opened = pick;
        used.add(pick);
        counts.set(pick, (counts.get(pick) ?? 0) + 1);
        if (pick === verbs[k]) return match;
        const said = pick.replace('{also}', slot);
        return /^\p{Lu}/u.test(match) ? said.charAt(0).toUpperCase() + said.slice(1) : said;
      });
    }
    return out;
  });
}
