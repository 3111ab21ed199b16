import { labelsFor, longMonths, shortMonths } from '../../src/render/i18n.ts';
import type { ResumeData } from '../../src/schema/resume.ts';

export type Lang = 'en' | 'fr' | 'es';
export type DateStyle = 'short' | 'long' | 'numeric' | 'iso' | 'year';

/** How a layout draws one job, degree or volunteer role: organisation, role, place, dates, bullets. */
export type DrawEntry = (
  name: string | undefined,
  position: string | undefined,
  location: string | undefined,
  dates: string,
  highlights: string[],
) => void;

// Month names as the product prints them (the fixtures' other date styles vary the rest).
const MONTHS_LONG = longMonths;
const MONTHS_SHORT = shortMonths;

export const PRESENT: Record<Lang, string[]> = {
  en: ['Present', 'Current'],
  fr: ["aujourd'hui", 'présent'],
  es: ['actualidad', 'Presente'],
};

export function formatDate(iso: string | undefined, lang: Lang, style: DateStyle): string {
  if (!iso) return '';
  const [year = '', month] = iso.split('-');
  if (!month || style === 'year') return year;
  const m = Number(month);
  switch (style) {
    case 'short':
      return `${MONTHS_SHORT[lang][m - 1]} ${year}`;
    case 'long':
      return lang === 'es' ? `${MONTHS_LONG.es[m - 1]} de ${year}` : `${MONTHS_LONG[lang][m - 1]} ${year}`;
    case 'numeric':
      return `${month}/${year}`;
    case 'iso':
      return `${year}-${month}`;
  }
}

export function formatRange(
  item: { startDate?: string; endDate?: string },
  lang: Lang,
  style: DateStyle,
  options: { separator?: string; presentIndex?: number } = {},
): string {
  const start = formatDate(item.startDate, lang, style);
  const end = item.endDate ? formatDate(item.endDate, lang, style) : PRESENT[lang][options.presentIndex ?? 0];
  return start ? `${start}${options.separator ?? ' – '}${end}` : (end ?? '');
}

/**
 * The fixtures' section headings: the product's own (render/i18n.ts), a longer work heading in
 * French and Spanish, French awards as "Prix", and a contact heading the product does not print.
 */
function headings(lang: Lang, own: Record<string, string>): Record<string, string> {
  const { summary, work, education, skills, projects, languages, certificates, awards, volunteer } =
    labelsFor(lang);
  return { summary, work, education, skills, projects, languages, certificates, awards, volunteer, ...own };
}

export const HEADINGS: Record<Lang, Record<string, string>> = {
  en: headings('en', { contact: 'Contact' }),
  fr: headings('fr', { work: 'Expérience professionnelle', awards: 'Prix', contact: 'Coordonnées' }),
  es: headings('es', { work: 'Experiencia laboral', contact: 'Contacto' }),
};

/** "Master of Science in Statistics", "Grado en Enfermería", "Diplôme d'ingénieur, Informatique". */
export function formatDegree(e: ResumeData['education'][number], lang: Lang): string {
  if (!e.studyType) return e.area ?? '';
  if (!e.area) return e.studyType;
  if (/'$/.test(e.studyType) || /ingénieur$/.test(e.studyType)) return `${e.studyType}, ${e.area}`;
  const connector = lang === 'en' ? (/^(?:B\.S\.|MA|BA|MSc|BSc)$/.test(e.studyType) ? 'in' : 'in') : 'en';
  return `${e.studyType} ${connector} ${e.area}`;
}

export function locationText(basics: ResumeData['basics']): string {
  const l = basics.location;
  return l ? [l.city, l.region].filter(Boolean).join(', ') : '';
}

/** Links shown as written on paper: without the scheme. */
export function bareUrl(url: string): string {
  return url.replace(/^https?:\/\//, '');
}

export function contactPieces(basics: ResumeData['basics']): string[] {
  return [
    basics.email,
    basics.phone,
    locationText(basics),
    basics.url ? bareUrl(basics.url) : undefined,
    ...basics.profiles.map((p) => (p.url ? bareUrl(p.url) : undefined)),
  ].filter((x): x is string => Boolean(x));
}
