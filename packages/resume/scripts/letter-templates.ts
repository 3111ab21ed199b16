/*
 * Which frame of the letter's wording each sentence of a letter was written from: a recruiter who
 * reads many letters recognises the frame ("My project X is a good example"), not the exact
 * sentence. Each frame of ../src/tailor/phrases is called with stand-ins for its facts; what stays
 * fixed is the template, and a letter's sentence belongs to the template that fixes most of it.
 */
import type { Language } from '../src/parse/language.ts';
import { letterPhrases } from '../src/tailor/phrases/index.ts';

const SLOT = '\u2400';
const sentences = (text: string): string[] => text.split(/(?<=[.!?])\s+/).filter(Boolean);
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  name: string;
  pattern: RegExp;
  fixed: number;
}

/** Every output of a frame, each argument a stand-in, absent, a flag or a small count. */
function outputs(frame: unknown): string[] {
  if (typeof frame === 'string') return [frame];
  if (typeof frame !== 'function') return [];
  const fn = frame as (...args: unknown[]) => unknown;
  const arity = Math.min(fn.length, 4);
  const choices = (i: number): unknown[] => [`${SLOT}${i}${SLOT}`, undefined, true, false, 1, 2, 3];
  const out = new Set<string>();
  const walk = (args: unknown[]): void => {
    if (args.length === arity) {
      try {
        const text = fn(...args);
        if (typeof text === 'string') out.add(text);
      } catch {
        /* a frame that needs another kind of fact */
      }
      return;
    }
    for (const value of choices(args.length)) walk([...args, value]);
  };
  walk([]);
  return [...out];
}

/** Each frame list of the wording by its name; frames kept by fact ("requirement.number") are named so. */
function frameLists(phrases: object, prefix = ''): Array<[string, unknown[]]> {
  return Object.entries(phrases).flatMap(([key, value]): Array<[string, unknown[]]> => {
    const name = `${prefix}${key}`;
    if (Array.isArray(value)) return [[name, value]];
    if (value && typeof value === 'object' && !(value instanceof RegExp))
      return frameLists(value, `${name}.`);
    return [[name, [value]]];
  });
}

function templatesOf(lang: Language): Template[] {
  const list: Template[] = [];
  for (const [name, frames] of frameLists(letterPhrases[lang])) {
    frames.forEach((frame, k) => {
      for (const text of outputs(frame))
        for (const sentence of sentences(text)) {
          const parts = sentence.split(new RegExp(`${SLOT}\\d${SLOT}`));
          const fixed = parts.join('').replace(/\s+/g, ' ').trim().length;
          // "a"/"an" before a title depends on the title.
          const body = parts
            .map(escape)
            .join('(.+?)')
            .replace(/\b(?:a|an) \(\.\+\?\)/g, '(?:a|an) (.+?)');
          list.push({ name: `${name}[${k}]`, pattern: new RegExp(`^${body}$`, 'u'), fixed });
        }
    });
  }
  return list;
}

const cache = new Map<Language, Template[]>();

/** The template a sentence was written from, or undefined for a sentence no frame fixes much of (a resume line). */
export function templateOf(sentence: string, lang: Language): string | undefined {
  if (!cache.has(lang)) cache.set(lang, templatesOf(lang));
  let best: Template | undefined;
  for (const t of cache.get(lang)!)
    if (t.fixed >= 12 && t.pattern.test(sentence) && (!best || t.fixed > best.fixed)) best = t;
  return best && `${lang}:${best.name}`;
}

/** How many letters each template appears in, most shared first. */
export function templateShares(
  letters: Array<{ language: Language; paragraphs: string[] }>,
): Array<{ template: string; letters: number; share: number }> {
  const count = new Map<string, number>();
  for (const letter of letters) {
    const used = new Set(
      letter.paragraphs
        .flatMap(sentences)
        .map((s) => templateOf(s, letter.language))
        .filter((t): t is string => !!t),
    );
    for (const t of used) count.set(t, (count.get(t) ?? 0) + 1);
  }
  return [...count]
    .map(([template, n]) => ({ template, letters: n, share: n / Math.max(1, letters.length) }))
    .sort((a, b) => b.letters - a.letters);
}
