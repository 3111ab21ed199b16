import type { Language } from '../../text/language.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import type { LetterPhrases } from './types.ts';

export type { LetterPhrases };
export const letterPhrases: Record<Language, LetterPhrases> = { en, fr, es };
