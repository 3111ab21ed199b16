/*
 * Where someone worked or studied, as a sentence of each language says it: a company is "chez
 * Acme", but a school or a public body named by its common noun takes that noun's article ("à
 * l'Université de Lyon", "au Lycée Victor Hugo", "en el Hospital Central", "at the University
 * of Leeds"). The nouns below are grammar of the letter's own sentences, not words of a resume.
 */
import { fold } from '../../text/fold.ts';

type Gender = 'm' | 'f';

/** French common nouns that lead an institution's name, folded, with their gender. */
const FR_NOUNS: Record<string, Gender> = {
  universite: 'f',
  ecole: 'f',
  faculte: 'f',
  caisse: 'f',
  mairie: 'f',
  clinique: 'f',
  banque: 'f',
  agence: 'f',
  academie: 'f',
  association: 'f',
  fondation: 'f',
  federation: 'f',
  prefecture: 'f',
  bibliotheque: 'f',
  residence: 'f',
  pharmacie: 'f',
  creche: 'f',
  direction: 'f',
  lycee: 'm',
  college: 'm',
  hopital: 'm',
  centre: 'm',
  institut: 'm',
  conservatoire: 'm',
  ministere: 'm',
  conseil: 'm',
  cabinet: 'm',
  laboratoire: 'm',
  musee: 'm',
  theatre: 'm',
  restaurant: 'm',
  hotel: 'm',
  rectorat: 'm',
  departement: 'm',
  service: 'm',
  chu: 'm',
  ehpad: 'm',
  iut: 'm',
};

/** Spanish common nouns that lead an institution's name, folded, with their gender. */
const ES_NOUNS: Record<string, Gender> = {
  universidad: 'f',
  escuela: 'f',
  facultad: 'f',
  clinica: 'f',
  fundacion: 'f',
  alcaldia: 'f',
  secretaria: 'f',
  academia: 'f',
  asociacion: 'f',
  corporacion: 'f',
  cooperativa: 'f',
  gobernacion: 'f',
  biblioteca: 'f',
  farmacia: 'f',
  panaderia: 'f',
  hospital: 'm',
  hotel: 'm',
  colegio: 'm',
  instituto: 'm',
  ministerio: 'm',
  centro: 'm',
  banco: 'm',
  ayuntamiento: 'm',
  restaurante: 'm',
  departamento: 'm',
  liceo: 'm',
  museo: 'm',
  teatro: 'm',
  laboratorio: 'm',
  consejo: 'm',
};

/** The gender of the common noun a name starts with, when it starts with one of `nouns` and has more words. */
function leadNoun(
  name: string,
  nouns: Record<string, Gender>,
): { gender: Gender; vowel: boolean } | undefined {
  const [first, ...rest] = name.trim().split(/\s+/);
  if (!first || !rest.length) return undefined;
  const gender = nouns[fold(first)];
  return gender && { gender, vowel: /^[aeiouyh]/.test(fold(first)) };
}

/** "votre entreprise", "su empresa": the letter's own stand-in for an unnamed employer. */
const POSSESSIVE = /^(?:votre|vos|su|sus|your)\s/i;

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

/** English: "the University of Leeds", "the Ministry of Health"; a company's name as it is. */
export function enThe(name: string): string {
  return /^(?:University|College|Institute|Bank|Ministry|Department|School|Office|Museum|Academy|Board|Council|Society|Federation|Government|Church|Library|Bureau)\s+of\b/.test(
    name.trim(),
  )
    ? `the ${name}`
    : name;
}
