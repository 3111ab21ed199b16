import type { CoverLetter } from '../schema/cover-letter.ts';
import { lexicons } from '../lexicon/index.ts';
import type { ResumeData } from '../schema/resume.ts';
import { formatLetterDate, labelsFor, type RenderLanguage } from './i18n.ts';
import { buildStandardSection, customSections, sectionOrder, type SectionView } from './view-sections.ts';
import { contactsOf, joinNonEmpty, line, paragraphs, type ContactView } from './view-text.ts';

export type { EntryView, PairView, SectionView } from './view-sections.ts';
export { defaultSectionOrder } from './view-sections.ts';
export type { ContactView } from './view-text.ts';

/*
 * What the Typst templates receive: the resume already reduced to display strings (headings
 * localized, dates formatted, empty parts dropped), so the templates only lay text out. Every
 * field is always present ("" or []) so the templates never need to guess.
 */

export type Paper = 'a4' | 'us-letter';
export type TemplateId = 'classic' | 'modern';

/**
 * How tightly the resume is set, loosest first: each later level shrinks spacing so a page holds
 * more; 'tightest' is the tightest (9.5 pt type, narrower margins), for a resume that must keep its
 * source's page count.
 */
export type Density = 'normal' | 'compact' | 'tight' | 'tightest';

export interface ResumeView {
  paper: Paper;
  density: Density;
  lang: RenderLanguage;
  template: TemplateId;
  documentTitle: string;
  author: string;
  /** contacts: email, phone, place; links: web site and profiles (a line of their own). */
  header: { name: string; label: string; contacts: ContactView[]; links: ContactView[] };
  sections: SectionView[];
}

export interface LetterView {
  paper: Paper;
  lang: RenderLanguage;
  template: TemplateId;
  documentTitle: string;
  author: string;
  sender: { name: string; label: string; contacts: ContactView[]; links: ContactView[] };
  date: string;
  recipient: { name: string; employer: string };
  subject: string;
  greeting: string;
  paragraphs: string[];
  closing: string;
  signature: string;
}

export function buildResumeView(
  data: ResumeData,
  opts: { template: TemplateId; paper: Paper; language: RenderLanguage; density?: Density },
): ResumeView {
  const basics = data.basics;
  const location = basics.location;
  const place = joinNonEmpty(
    [line(location?.city), line(location?.region), line(location?.countryCode)],
    ', ',
  );
  const { contacts, links } = contactsOf({
    email: basics.email,
    phone: basics.phone,
    place,
    url: basics.url,
    profiles: basics.profiles,
  });

  const sections: SectionView[] = [];
  for (const key of sectionOrder(data)) {
    if (key === 'custom') sections.push(...customSections(data, opts.language));
    else {
      const section = buildStandardSection(data, key, opts.language);
      if (section) sections.push(section);
    }
  }
  // A list the CV prints only in part says so in its heading ("Selected publications").
  const selected = new Set(data.meta?.selected ?? []);
  const selectedList = lexicons[opts.language].selectedList;
  for (const section of sections) if (selected.has(section.key)) section.title = selectedList(section.title);

  const name = line(basics.name);
  return {
    paper: opts.paper,
    density: opts.density ?? 'normal',
    lang: opts.language,
    template: opts.template,
    documentTitle: name
      ? `${name} – ${labelsFor(opts.language).document}`
      : labelsFor(opts.language).document,
    author: name,
    header: { name, label: line(basics.label), contacts, links },
    sections,
  };
}

export function buildLetterView(
  letter: CoverLetter,
  opts: { template: TemplateId; paper: Paper },
): LetterView {
  const lang = letter.language;
  const s = letter.sender;
  const { contacts, links } = contactsOf({
    email: s.email,
    phone: s.phone,
    place: line(s.location),
    url: s.url,
  });
  const subject = line(letter.subject);
  return {
    paper: opts.paper,
    lang,
    template: opts.template,
    documentTitle: joinNonEmpty([line(s.name), subject], ' – '),
    author: line(s.name),
    sender: { name: line(s.name), label: line(s.label), contacts, links },
    date: formatLetterDate(letter.date, lang),
    recipient: { name: line(letter.recipient.name), employer: line(letter.recipient.employer) },
    subject,
    greeting: line(letter.greeting),
    paragraphs: letter.paragraphs.flatMap(paragraphs),
    closing: line(letter.closing),
    signature: line(letter.signature),
  };
}
