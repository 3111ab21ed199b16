/*
 * What a tailored CV leaves out or sets in its place among the lists the reader filled, so that no
 * line of it is a leftover: a running footer read into the skills or the languages (the header's
 * email, phone or handle, "1/2"), a level listed as a language, a course that is the degree's own
 * name or a town, an issuer listed as a certificate, a sworn statement or a signature closing the
 * resume, skills read as languages, a footer read as a certificate. Nothing is reworded: items go, or move to the field they belong to.
 */
import { allLanguages } from '../lexicon/index.ts';
import * as common from '../lexicon/common.ts';
import { isPageFurniture } from '../parse/plausibility-rules.ts';
import { LANGUAGE_NAMES } from '../parse/vocabulary.ts';
import type { ResumeData } from '../schema/resume.ts';
import { fold } from '../text/fold.ts';
import { isAttestation, labelledIssuer } from './cv-words.ts';
import { placesOf } from './summary-facts.ts';
import { CONTACT } from './tellable.ts';
import { SPOKEN_TERMS } from './claims.ts';
import { normTokens, squash } from './text.ts';
import { findSkills } from './vocabulary.ts';
import { coursesOf, withCourses } from '../schema/courses.ts';
import { referencesForCv, withoutIdNumbersIn } from './cv-private.ts';

const key = (text: string | undefined): string =>
  fold(squash(text ?? ''))
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    .trim();

const digits = (text: string): string => text.replace(/\D/g, '');

/**
 * Whether a list item repeats the header (the email, the phone, a profile's handle, the site) or is
 * a page's running line ("1/2", "Page 2 of 3"), a link or a contact: a footer, not an item.
 */
export function headerEcho(resume: ResumeData): (item: string) => boolean {
  const b = resume.basics;
  const own = new Set(
    [b.email, b.url, b.name, ...b.profiles.flatMap((p) => [p.username, p.url])].map(key).filter(Boolean),
  );
  const phone = digits(b.phone ?? '');
  return (item) => {
    const t = squash(item);
    if (!t) return false;
    if (own.has(key(t)) || isPageLine(t)) return true;
    return phone.length >= 6 && digits(t) === phone;
  };
}

/** A page's running line ("Page 2 of 3", "1/2"), not a ratio such as "24/7". */
const isPageLine = (text: string): boolean => {
  const ratio = /^(\d+)\s*\/\s*(\d+)$/.exec(text);
  return isPageFurniture(text) && (!ratio || Number(ratio[1]) <= Number(ratio[2]));
};

/** A contact or a link: no skill, language or interest. */
const isContact = (text: string): boolean => CONTACT.test(text) || /^\S+@\S+\.\p{L}+$/u.test(squash(text));

/** How well a language is known, with no language named: "B2", "Native", "Langue maternelle". */
const LEVEL_ONLY = new RegExp(
  String.raw`^(?:(?:${[...allLanguages('languageLevels'), ...common.languageLevels].join('|')})[\s,/()-]*)+$`,
  'iu',
);
export const isLevelOnly = (text: string): boolean => LEVEL_ONLY.test(fold(squash(text)));

const isLanguageName = (text: string): boolean =>
  LANGUAGE_NAMES.has(fold(text.trim().split(/[\s(:,]/)[0] ?? ''));

/**
 * The languages as a CV lists them: a level read as a language of its own is set as the fluency of
 * the language it goes with when the layout says which (a run of languages then as many levels, in
 * the same order: two columns read row by row), else left out; a header echo goes.
 */
export function tidyLanguages(
  languages: ResumeData['languages'],
  echo: (item: string) => boolean,
): ResumeData['languages'] {
  const listed = languages.filter((l) => !echo(l.language ?? ''));
  const named = listed.filter((l) => isLanguageName(l.language ?? '')).length;
  // "marcusbellsales" among languages: a handle or a fragment in lower case, no language's name.
  const stray = (l: ResumeData['languages'][number]): boolean =>
    2 * named > listed.length &&
    !l.fluency &&
    !isLanguageName(l.language ?? '') &&
    !isLevelOnly(l.language ?? '') &&
    !/\p{Lu}/u.test(l.language ?? '');
  const kept = listed.filter((l) => !stray(l));
  const out: ResumeData['languages'] = [];
  for (let i = 0; i < kept.length;) {
    const run: number[] = [];
    while (i < kept.length && !isLevelOnly(kept[i]!.language ?? '')) run.push(i++);
    const levels: number[] = [];
    while (i < kept.length && isLevelOnly(kept[i]!.language ?? '')) levels.push(i++);
    // Levels name no language: each goes to one of the languages just above it, in order, only
    // when as many languages with no level of their own end the run.
    const last = run.slice(run.length - levels.length);
    const paired =
      levels.length > 0 &&
      last.length === levels.length &&
      last.every((j) => !kept[j]!.fluency && isLanguageName(kept[j]!.language ?? ''));
    run.forEach((j) => {
      const n = last.indexOf(j);
      const level = paired && n >= 0 ? squash(kept[levels[n]!]!.language ?? '') : undefined;
      out.push(level ? { ...kept[j]!, fluency: level } : kept[j]!);
    });
  }
  return out;
}

/**
 * A degree's courses as a CV lists them: not the degree's own name again ("Nursing" under a
 * Bachelor of Science, Nursing), not a town the resume names.
 */
export function tidyCourses(resume: ResumeData): ResumeData['education'] {
  const places = placesOf(resume);
  return resume.education.map((e) => {
    const degree = new Set([e.studyType, e.area, e.institution].map(key).filter(Boolean));
    const keep = (c: string) => {
      const k = key(c);
      return !!k && !degree.has(k) && !places.has(k);
    };
    const { courses, lines } = coursesOf(e);
    const kept = { courses: courses.filter(keep), lines: lines.filter(keep) };
    return kept.courses.length + kept.lines.length === e.courses.length
      ? e
      : withCourses(e, kept.courses, kept.lines);
  });
}

/**
 * Certificates as a CV lists them: a line naming an issuer ("Issued by X") read as a certificate
 * of its own becomes the issuer of the certificate above it, or goes when that one has its issuer.
 */
export function tidyCertificates(certificates: ResumeData['certificates']): ResumeData['certificates'] {
  const out: ResumeData['certificates'] = [];
  for (const c of certificates) {
    const issuer = labelledIssuer(c.name ?? '');
    if (issuer === undefined) {
      out.push(c.issuer && labelledIssuer(c.issuer) ? { ...c, issuer: labelledIssuer(c.issuer) } : c);
      continue;
    }
    const above = out.at(-1);
    if (above && !above.issuer && !c.issuer) out[out.length - 1] = { ...above, issuer };
    else if (!above) out.push({ ...c, name: undefined, issuer });
  }
  return out.filter((c) => c.name || c.issuer);
}

/** A running footer read as a group of skills: a page number, a contact, the person's name, two header echoes. */
function isFooterGroup(group: ResumeData['skills'][number], echo: (item: string) => boolean): boolean {
  const items = [group.name ?? '', ...group.keywords];
  const hits = items.filter((t) => echo(t) || isContact(t));
  return hits.length >= 2 || items.some((t) => isPageLine(squash(t))) || isPageFurniture(group.name ?? '');
}

/** A known skill named alone, of the kind no one speaks: "Python", "Docker". */
const isToolName = (text: string): boolean => {
  const hits = findSkills(text);
  return (
    hits.length === 1 &&
    hits[0]!.skill.kind === 'hard' &&
    !hits[0]!.loose &&
    normTokens(hits[0]!.surface).length === normTokens(text).length &&
    !SPOKEN_TERMS.has(hits[0]!.skill.term)
  );
};

/**
 * Skills read into the languages ("Python · Docker · English (Native)"): the tools go to a group of
 * skills of their own, and the words left that name no language (the groups' names,
 * "Frameworks") go with them.
 */
function skillsApart(resume: ResumeData): Pick<ResumeData, 'skills' | 'languages'> {
  const tools = resume.languages.filter((l) => !l.fluency && isToolName(l.language ?? ''));
  if (tools.length < 2) return { skills: resume.skills, languages: resume.languages };
  const languages = resume.languages.filter(
    (l) => l.fluency || isLanguageName(l.language ?? '') || isLevelOnly(l.language ?? ''),
  );
  const keywords = tools.map((l) => squash(l.language ?? ''));
  return { skills: [...resume.skills, { keywords }], languages };
}

/**
 * References as a CV lists them: a sworn statement goes, so does the candidate's own name signing
 * the resume off, and a line that is a labelled detail ("Tel: ...", "Cargo: ...") read as a
 * reference of its own joins the reference above it.
 */
export function tidyReferences(resume: ResumeData): ResumeData['references'] {
  const own = new Set(normTokens(resume.basics.name ?? ''));
  const signature = (text: string): boolean => {
    const words = normTokens(text);
    return words.length >= 2 && words.every((w) => own.has(w));
  };
  const out: ResumeData['references'] = [];
  for (const r of resume.references) {
    const text = squash(r.reference ?? '');
    if (isAttestation(text) || isAttestation(r.name ?? '')) continue;
    if (!r.name?.trim() && signature(text)) continue;
    const above = out.at(-1);
    if (above && !r.name?.trim() && /^\p{L}{2,12}\.?\s?:/u.test(text))
      out[out.length - 1] = {
        ...above,
        reference: [squash(above.reference ?? ''), text].filter(Boolean).join(' · '),
      };
    else out.push(r);
  }
  return out;
}

/** The resume's lists without the leftovers a CV must not print (see the file's head). */
export function tidyForCv(resume: ResumeData): ResumeData {
  const echo = headerEcho(resume);
  const apart = skillsApart(resume);
  const listed = (t: string): boolean => !echo(t) && !isContact(t);
  const kept = (items: string[]): string[] => items.filter((t) => !echo(t) && !isAttestation(t));
  return {
    ...resume,
    skills: apart.skills
      .filter((s) => !isFooterGroup(s, echo))
      .map((s) => ({
        ...s,
        // "Anglais, C1, C1": a level alone next to a language is no skill ("A2" may name software).
        keywords: s.keywords.filter(
          (k) => listed(k) && !(isLevelOnly(k) && [s.name ?? '', ...s.keywords].some(isLanguageName)),
        ),
      }))
      .filter((s) => s.name?.trim() || s.keywords.length),
    languages: tidyLanguages(apart.languages, (t) => !listed(t)),
    interests: resume.interests.filter((i) => listed(i.name ?? '')),
    education: tidyCourses(resume),
    // "Ines Varga", "1/2", an email: a running footer read as a certificate.
    certificates: tidyCertificates(resume.certificates).filter((c) => listed(c.name ?? c.issuer ?? '')),
    custom: resume.custom.map((c) => ({ ...c, items: kept(c.items) })).filter((c) => c.items.length),
    references: tidyReferences(resume),
  };
}

/**
 * The resume as a tailored CV prints it: no leftovers (tidyForCv), no referee's contact details
 * and no identity number (cv-private.ts).
 */
export function cvOf(resume: ResumeData): ResumeData {
  const tidy = tidyForCv(resume);
  return { ...tidy, ...withoutIdNumbersIn(tidy), references: referencesForCv(tidy) };
}
