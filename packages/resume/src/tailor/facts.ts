import type { ResumeData, ResumeWork } from '../schema/resume.ts';
import { fold } from '../text/fold.ts';
import { detectLanguage, stopwords, type Language } from '../text/language.ts';
import { LANGUAGE_SWITCH } from '../parse/basics.ts';
import { isTitleLike } from '../parse/fields.ts';
import { matchHeading } from '../parse/headings.ts';
import { normTokens, squash, tokenize, withoutGlyphs } from './text.ts';
import { anyStopword, findSkillsInTokens, monthWords, titleWords } from './vocabulary.ts';

/*
 * The facts a letter or summary may be built on, checked first: a title that is a title (not a
 * headline, an address, a tagline or a date), an employer that is a name, and "present" only when
 * the resume says so (endDate "present", or a word meaning it).
 */

const PRESENT_WORDS = [
  'present',
  'current',
  'currently',
  'now',
  'today',
  'ongoing',
  'actuel',
  'actuelle',
  "aujourd'hui",
  'aujourd hui',
  'en cours',
  'presente',
  'actualidad',
  'actual',
  'hoy',
  'la fecha',
];

/** The resume says the entry is ongoing: endDate "present" (or a word typed for it). No end date is not present. */
export function isPresent(endDate: string | undefined): boolean {
  if (!endDate) return false;
  const word = fold(endDate)
    .replace(/[^a-z' ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return PRESENT_WORDS.includes(word);
}

export function yearOf(date: string | undefined): string | undefined {
  return date?.match(/\b(?:19|20)\d{2}\b/)?.[0];
}

/** "SENIOR SOFTWARE ENGINEER" -> "Senior Software Engineer"; other text as written. */
/** Short words that titles shout as often as acronyms. */
const SHORT_WORDS = new Set([
  'DE',
  'LA',
  'EN',
  'DEL',
  'LOS',
  'LAS',
  'LES',
  'DES',
  'DU',
  'ET',
  'REP',
  'LAB',
  'WEB',
  'DEV',
  'ART',
  'LAW',
  'TAX',
  'OPS',
  'ADM',
  'SR',
  'JR',
]);

const CONNECTORS = new Set([
  'at',
  'of',
  'and',
  'in',
  'for',
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'en',
  'et',
  'y',
  'del',
  'el',
  'los',
  'las',
]);

export function unshout(text: string): string {
  // A word of five capitals or more is shouting; "CEO", "IBM" or "NASA" alone are acronyms and stay.
  if (!/\p{Ll}/u.test(text) && /\p{Lu}{5}/u.test(text)) {
    // Within shouting, a word without vowels ("CNRS", "HR") or of three letters at most that is no
    // common word ("IBM", "CEO") stays an acronym.
    const acronym = (w: string) =>
      /^\p{Lu}{2,}$/u.test(w) &&
      !SHORT_WORDS.has(w) &&
      (!/[AEIOUY]/.test(w) || (w.length <= 3 && !anyStopword.has(w.toLowerCase())));
    return text
      .split(/(\s+)/)
      .map((w, i) => {
        if (acronym(w)) return w;
        const lower = w.toLowerCase();
        // "Engineer at IBM", "Jefe de Proyecto": the small words joining a title stay small.
        if (i > 0 && CONNECTORS.has(lower)) return lower;
        return lower.replace(/(^|[/(-])(\p{Ll})/gu, (_m, a: string, b: string) => a + b.toUpperCase());
      })
      .join('');
  }
  return text;
}

/** A job title fit to stand in a sentence, or undefined: no digits, no date, no address, not a sentence. */
/** Head words of a project, a course or a prize, which no one is employed as. */
const NOT_A_POST = new Set(
  'project projects challenge competition prize award training course courses program programme thesis studentship scholarship hackathon workshop seminar conference certificate degree diploma doctorate doctorat doctorado projet projets formation cours concours prix memoire proyecto proyectos curso concurso premio tesis'.split(
    ' ',
  ),
);

export function realTitle(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const t = squash(text).replace(/[\s,;:|·•–—-]+$/u, '');
  const words = normTokens(t);
  if (!words.length || words.length > 7) return undefined;
  if (/\d|@|https?:|www\.|[|•·]/.test(t)) return undefined;
  if (
    words.some(
      (w) =>
        monthWords.has(w) ||
        ['updated', 'mise', 'actualizado', 'avenida', 'avenue', 'street', 'rue', 'calle'].includes(w),
    )
  )
    return undefined;
  if (/[.!?]$/.test(t)) return undefined;
  // "Google HQ, Mountain View, CA": a place, not a title.
  if (/,\s*\p{Lu}{2}$/u.test(t) || t.split(',').length > 2) return undefined;
  // "Undergraduate Research Project", "Alexa Prize Challenge II": what was done, not a post held.
  if (words.some((w) => NOT_A_POST.has(w)) && !isTitleLike(t)) return undefined;
  return unshout(t);
}

/**
 * The resume's headline, when it is one: words, not a section heading, a sentence, an address, a
 * date or the person's own name read into the field.
 */
export function realLabel(label: string | undefined, name?: string): string | undefined {
  const text = unshout(withoutGlyphs(label ?? ''));
  const tokens = normTokens(text);
  // A figure says it is something else: a street address ("Main Street 23A"), a date ("Last updated: 2024").
  if (!/\p{L}{2}/u.test(text) || /\d/.test(text) || tokens.length > 10 || /[.!?]\s+\p{Lu}/u.test(text))
    return undefined;
  const own = new Set(normTokens(name ?? ''));
  if (tokens.every((t) => own.has(t))) return undefined;
  // "SPA", "English version": a link to the resume in another language.
  if (LANGUAGE_SWITCH.test(fold(text).trim())) return undefined;
  // "Work Experience", "Cursos y certificados": a heading, unless it holds a job title ("Experienced Software Engineer").
  const heading = matchHeading(text);
  if (heading && (!heading.loose || !tokens.some((t) => titleWords.has(t)))) return undefined;
  return text;
}

/** Words that end a fragment, never a company name. */
export const STOP_END = new Set([
  'in',
  'at',
  'of',
  'the',
  'and',
  'to',
  'for',
  'with',
  'de',
  'du',
  'des',
  'la',
  'le',
  'et',
  'en',
  'y',
  'el',
  'los',
  'las',
  'con',
  'por',
  'para',
  'a',
]);
/** Kinds of employment a parser may take for an employer. */
const EMPLOYMENT_TYPES = new Set([
  'full time',
  'part time',
  'full time job',
  'internship',
  'intern',
  'contract',
  'contractor',
  'temporary',
  'stage',
  'alternance',
  'cdi',
  'cdd',
  'temps plein',
  'temps partiel',
  'practicas',
  'beca',
  'jornada completa',
  'media jornada',
  'tiempo completo',
  'self employed',
]);

/** Lower-case words of a text that carry meaning (not "of", "de", "and"): a name has few, a sentence many. */
function lowerContentWords(text: string): number {
  return tokenize(text).filter((t) => /^\p{Ll}{3}/u.test(t.raw) && !anyStopword.has(t.norm)).length;
}

/** Country names (English, French, Spanish, and as written at home) that end a place. */
const COUNTRIES = new Set(
  (
    'france|spain|espagne|espana|germany|allemagne|alemania|deutschland|italy|italie|italia|portugal|belgium|belgique|belgica|' +
    'switzerland|suisse|suiza|netherlands|pays-bas|paises bajos|denmark|danmark|danemark|dinamarca|sweden|suede|suecia|norway|' +
    'ireland|irlande|irlanda|united kingdom|uk|royaume-uni|reino unido|england|angleterre|inglaterra|usa|united states|' +
    'etats-unis|estados unidos|canada|mexico|mexique|argentina|argentine|colombia|colombie|chile|chili|peru|perou|' +
    'venezuela|ecuador|uruguay|brazil|bresil|brasil|morocco|maroc|marruecos|tunisia|tunisie|algeria|algerie|senegal|' +
    'india|inde|china|chine|japan|japon|australia|australie|poland|pologne|polonia|austria|autriche|luxembourg|greece|grece|grecia'
  ).split('|'),
);

/** An employer's name fit for a sentence: a trailing place (", Mountain View, CA") and dates cut, or undefined. */
export function realEmployer(text: string | undefined): string | undefined {
  if (!text) return undefined;
  let t = squash(text);
  // "Acme.- Cloud point of sale for small shops", "Acme – payments for everyone": the name, not its tagline.
  const tagline = t.match(/^(.+?)(?:\.-|\s[-–—|])\s+(.+)$/u);
  if (tagline && lowerContentWords(tagline[2]!) >= 2) t = tagline[1]!.trim();
  const parts = t.split(/\s*,\s*/);
  // "Acme HQ, Mountain View, CA": the name is the first part when the last looks like a place code.
  const last = parts[parts.length - 1]!;
  const suffix = /^(?:inc|llc|ltd|plc|corp|co|sa|sl|sas|sarl|gmbh|ag|bv|srl|s\.?a\.?|s\.?l\.?)\.?$/i.test(
    last,
  );
  // "Lyon, France", "Bogotá, Colombia": a town and its country, read where the employer goes.
  if (parts.length === 2 && COUNTRIES.has(fold(last)) && normTokens(parts[0]!).length <= 3) return undefined;
  if (!suffix && ((parts.length === 2 && /^\p{Lu}{2}$/u.test(last)) || parts.length === 3)) t = parts[0]!;
  t = t.replace(/\s*[(|–—-]\s*(?:\d|present|current).*$/i, '').trim();
  if (!t || /^\d|(?:19|20)\d{2}/.test(t) || /\b(?:updated|actualizado|mise à jour)\b/i.test(t))
    return undefined;
  // "github.com/acme", "hackerone.com/product/audit": a link, whose page is not the employer's name.
  if (/\.\p{L}{2,}\/\S/u.test(t)) return undefined;
  const tokens = normTokens(t);
  if (tokens.length > 8 || t.length < 3) return undefined;
  // Fragments of a line, not a name: "/ 07", "Sep 15", "to $1.6 billion in", "Experto en ... artificial.", "Full Time".
  if (!/^[\p{L}\d]/u.test(t) || /[$€£%{}]/.test(t)) return undefined;
  if ((t.match(/\(/g)?.length ?? 0) !== (t.match(/\)/g)?.length ?? 0)) return undefined;
  // "ahora Havas Media", "now at Acme": lower-case words glued before a name go, the name stays.
  const glued = t.match(/^(?:\p{Ll}+\s+){1,2}(?=\p{Lu})/u);
  if (glued) t = t.slice(glued[0].length);
  if (/^\p{Ll}+(?:\s|$)/u.test(t) && !/^\p{Ll}+\p{Lu}/u.test(t)) return undefined;
  if (
    (monthWords.has(tokens[0]!) ||
      /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|janv|fevr|avr|juil|dic|ene|abr|ago)$/.test(
        tokens[0]!,
      )) &&
    tokens.length <= 3
  )
    return undefined;
  if (STOP_END.has(tokens[tokens.length - 1]!)) return undefined;
  if (/[.!?]$/.test(t) && tokens.length > 3) return undefined;
  if (EMPLOYMENT_TYPES.has(tokens.join(' '))) return undefined;
  // "Invented a flexible assessment framework, targeting": a line of text, not a name.
  if (lowerContentWords(t) >= 3) return undefined;
  return unshout(t);
}

/**
 * The employer of a job as a letter may name it: a real employer's name that is not a skills line
 * read into the name field ("Node.js GraphQL React"), nor a lone skill name ("LaTeX") on an entry
 * without a job title, where nothing says it is a workplace.
 */
export function jobEmployer(work: ResumeWork): string | undefined {
  const name = realEmployer(work.name);
  if (!name) return undefined;
  // As written: a shouted name ("LATEX") may be a skill only in its own case.
  const written = fold(squash(work.name ?? '')) === fold(name) ? squash(work.name ?? '') : name;
  const tokens = tokenize(written);
  const hits = findSkillsInTokens(tokens, written).filter((h) => h.skill.kind === 'hard');
  const covered = hits.reduce((n, h) => n + h.length, 0);
  if (covered === tokens.length && (hits.length >= 2 || !realTitle(work.position))) return undefined;
  return name;
}

/** A job title the letter may print in `lang`: a real title, and none written in another language. */
export function titleIn(text: string | undefined, lang: Language): string | undefined {
  const title = realTitle(text);
  const written = title ? lineLanguage(title) : null;
  return written && written !== lang ? undefined : title;
}

/** The most recent job: one the resume says is ongoing, else the latest dated, else the first listed. */
export function latestJob(resume: ResumeData): { work: ResumeWork; index: number } | undefined {
  const jobs = resume.work.map((work, index) => ({ work, index })).filter((j) => jobEmployer(j.work));
  if (!jobs.length) return undefined;
  const present = jobs.find((j) => isPresent(j.work.endDate));
  if (present) return present;
  const key = (w: ResumeWork): string => w.endDate ?? w.startDate ?? '';
  const dated = jobs.filter((j) => key(j.work));
  if (!dated.length) return jobs[0];
  return dated.reduce((a, b) => (key(b.work) > key(a.work) ? b : a));
}

/** The language a line is written in, when its words say it clearly; null for names, lists and short lines. */
export function lineLanguage(text: string): Language | null {
  const tokens = normTokens(text);
  const score: Record<Language, number> = { en: 0, fr: 0, es: 0 };
  for (const t of tokens)
    for (const lang of ['en', 'fr', 'es'] as const) if (stopwords[lang].has(t)) score[lang] += 1;
  score.es += (text.match(/[ñ¿¡]|ción\b/gi)?.length ?? 0) * 2;
  score.fr += (text.match(/[çœêâû]/gi)?.length ?? 0) + (text.match(/\b[ldjnqu]['’]/gi)?.length ?? 0) * 2;
  // English past-tense verbs lead most English bullets ("Led", "Built", "Reduced").
  if (/^\s*\p{Lu}\p{Ll}+ed\b/u.test(text)) score.en += 1;
  const ranked = (Object.keys(score) as Language[]).sort((a, b) => score[b] - score[a]);
  const best = ranked[0]!;
  if (score[best] < 2 || score[best] <= score[ranked[1]!]) return null;
  return best;
}

/** The language most of the resume's sentences are written in. */
export function resumeLanguage(resume: ResumeData): Language {
  const texts = [
    resume.basics.summary,
    ...resume.work.flatMap((w) => [w.summary, ...w.highlights]),
    ...resume.projects.flatMap((p) => [p.description, ...p.highlights]),
  ];
  return detectLanguage(texts.filter(Boolean).join('\n'));
}

/**
 * Which lines of this resume a text written in `lang` may quote: a line clearly in that language,
 * or a line whose language is unclear (short, names, figures) when the resume itself is written in it.
 */
export function quotableIn(resume: ResumeData, lang: Language): (text: string) => boolean {
  const own = resumeLanguage(resume);
  return (text) => {
    const line = lineLanguage(text);
    return line === lang || (line === null && own === lang);
  };
}

/**
 * A degree as a letter names it, often inside brackets: "BSc in Physics". A bracket the resume
 * opened inside it reads as a comma, and one left open is closed where the degree ends.
 */
export function degreeOf(
  e: ResumeData['education'][number],
  lang: Language,
  written: Language = lang,
): string {
  const text = [e.studyType, e.area]
    // "BACHELOR OF SCIENCE", shouted by the layout, reads "Bachelor of Science".
    .map((part) => unshout(squash(withoutGlyphs(part ?? ''))))
    .filter(Boolean)
    // "Licence, Mathématiques" in an English letter, "B.S., Computer Science" in a Spanish one: a
    // joining word of the letter's language would mix two languages in one name.
    .join(
      written !== lang || (lang === 'en' && /\P{ASCII}/u.test(`${e.studyType}${e.area}`))
        ? ', '
        : lang === 'en'
          ? ' in '
          : ' en ',
    );
  return (
    text
      .replace(/\s*\(\s*([^()]*?)\s*(?:\)|$)/g, (_m, inner: string) => (inner ? `, ${inner}` : ''))
      .replace(/\)/g, '')
      // "Economie appliquée parcours Ingénierie et": a name cut at the line's end drops its last link word.
      .replace(/[\s,;:]+(?:and|of|in|the|et|de|des|du|la|le|en|y|del|los|las)$/i, '')
      .trim()
  );
}
