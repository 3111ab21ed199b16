/*
 * What every language's frames share to build a sentence from the facts they are given: a word's
 * case changed, a lead-in joined to the sentence after it, an institution's leading noun found.
 */
import { fold } from '../text/fold.ts';
import type { Gender } from './types/letter.ts';

/** The first letter in upper case. */
export function capitalize(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** The first letter in lower case, unless the text starts with a name or an acronym. */
export function lowerFirst(text: string): string {
  // Keep acronyms and proper nouns ("AWS", "SQL") as they are.
  if (/^\p{Lu}{2}/u.test(text)) return text;
  // A one-letter name ("C and C++", "R for statistics"); "A" and "I" are words and follow the rule below.
  if (/^[B-HJ-Z](?![\p{L}'’])/u.test(text)) return text;
  // "Backend Engineer" is a name of its own: lower-casing one word of it would look odd.
  if (/^\S+\s+\p{Lu}/u.test(text) && !/\s\p{Ll}/u.test(text.split(/[,.;:]/)[0] ?? '')) return text;
  return text ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/**
 * A lead-in before a paragraph's first sentence: "Before that, at Acme, I ..." for "At Acme, I ...",
 * "Auparavant, chez Acme, ..." for "Chez Acme, ...". The first word is lowered, except "I".
 */
export function leadIn(words: string): (sentence: string) => string {
  return (s) => (/^I\b/.test(s) ? `${words}, ${s}` : `${words}, ${s.charAt(0).toLowerCase()}${s.slice(1)}`);
}

/** A lead ending in a colon before the sentence: "My earlier work has results too: at Acme, I ...". */
export function afterColon(words: string): (sentence: string) => string {
  return (s) => `${words}: ${/^I\b/.test(s) ? s : `${s.charAt(0).toLowerCase()}${s.slice(1)}`}`;
}

/** The gender of the common noun a name starts with, when it starts with one of `nouns` and has more words. */
export function leadNoun(
  name: string,
  nouns: Readonly<Record<string, Gender>>,
): { gender: Gender; vowel: boolean } | undefined {
  const [first, ...rest] = name.trim().split(/\s+/);
  if (!first || !rest.length) return undefined;
  const gender = nouns[fold(first)];
  return gender && { gender, vowel: /^[aeiouyh]/.test(fold(first)) };
}
