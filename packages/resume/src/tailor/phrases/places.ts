/*
 * Where someone worked or studied, as a sentence of each language says it: a company is "chez
 * Acme", but a school or a public body named by its common noun takes that noun's article ("à
 * l'Université de Lyon", "au Lycée Victor Hugo", "en el Hospital Central", "at the University
 * of Leeds"). The nouns (`institutionNouns` in each lexicon) are grammar of the letter's own
 * sentences, not words of a resume.
 */
import { allLanguages, lexicons, type Gender } from '../../lexicon/index.ts';
import { fold } from '../../text/fold.ts';

/** French and Spanish common nouns that lead an institution's name, folded, with their gender. */
const FR_NOUNS = lexicons.fr.institutionNouns;
const ES_NOUNS = lexicons.es.institutionNouns;

/** The gender of the common noun a name starts with, when it starts with one of `nouns` and has more words. */
function leadNoun(
  name: string,
  nouns: Readonly<Record<string, Gender>>,
): { gender: Gender; vowel: boolean } | undefined {
  const [first, ...rest] = name.trim().split(/\s+/);
  if (!first || !rest.length) return undefined;
  const gender = nouns[fold(first)];
  return gender && { gender, vowel: /^[aeiouyh]/.test(fold(first)) };
}

/** "votre entreprise", "su empresa": the letter's own stand-in for an unnamed employer. */
const POSSESSIVE = new RegExp(`^(?:${allLanguages('possessives').join('|')})\\s`, 'i');

/** French: where someone works ("chez Acme", "à l'Université de Lyon", "au Lycée Hugo", "dans votre entreprise"). */
export function frAt(name: string): string {
  if (POSSESSIVE.test(name)) return `dans ${name}`;
  const noun = leadNoun(name, FR_NOUNS);
  if (!noun) return `chez ${name}`;
  if (noun.vowel) return `à l'${name}`;
  return noun.gender === 'f' ? `à la ${name}` : `au ${name}`;
}

/** French: to a place ("à Acme", "à l'Université", "au Lycée"). */
export function frTo(name: string): string {
  const at = frAt(name);
  return at.startsWith('chez ') ? `à ${name}` : at.startsWith('dans ') ? `à ${name}` : at;
}

/** French: of a place, elided and contracted ("d'Acme", "de l'Université", "du Lycée", "de la Caisse"). */
export function frOf(name: string): string {
  const noun = POSSESSIVE.test(name) ? undefined : leadNoun(name, FR_NOUNS);
  if (noun) return noun.vowel ? `de l'${name}` : noun.gender === 'f' ? `de la ${name}` : `du ${name}`;
  return /^[aeiouyhàâéèêëîïôûü]/i.test(name) ? `d'${name}` : `de ${name}`;
}

/** French: the place as an object ("Acme", "l'Université de Lyon", "le Lycée Hugo"). */
export function frThe(name: string): string {
  const noun = POSSESSIVE.test(name) ? undefined : leadNoun(name, FR_NOUNS);
  if (!noun) return name;
  return noun.vowel ? `l'${name}` : noun.gender === 'f' ? `la ${name}` : `le ${name}`;
}

/** Spanish: in a place ("en Acme", "en la Universidad de Chile", "en el Hospital Central"). */
export function esIn(name: string): string {
  const noun = POSSESSIVE.test(name) ? undefined : leadNoun(name, ES_NOUNS);
  return noun ? `en ${noun.gender === 'f' ? 'la' : 'el'} ${name}` : `en ${name}`;
}

/** Spanish: to a place ("a Acme", "a la Universidad", "al Hospital"). */
export function esTo(name: string): string {
  const noun = POSSESSIVE.test(name) ? undefined : leadNoun(name, ES_NOUNS);
  return noun ? (noun.gender === 'f' ? `a la ${name}` : `al ${name}`) : `a ${name}`;
}

/** Spanish: of a place ("de Acme", "de la Universidad", "del Hospital"). */
export function esOf(name: string): string {
  const noun = POSSESSIVE.test(name) ? undefined : leadNoun(name, ES_NOUNS);
  return noun ? (noun.gender === 'f' ? `de la ${name}` : `del ${name}`) : `de ${name}`;
}

/** English nouns whose "X of" names take "the", as a name writes them ("University", "Ministry"). */
const EN_THE = new RegExp(
  `^(?:${Object.keys(lexicons.en.institutionNouns)
    .map((noun) => noun.charAt(0).toUpperCase() + noun.slice(1))
    .join('|')})\\s+of\\b`,
);

/** English: "the University of Leeds", "the Ministry of Health"; a company's name as it is. */
export function enThe(name: string): string {
  return EN_THE.test(name.trim()) ? `the ${name}` : name;
}
