import type { CoverLetter } from '../schema/cover-letter.ts';
import type { ResumeData } from '../schema/resume.ts';
import { customHeading, withoutMarker } from './headings.ts';
import {
  formatEntryDate,
  formatEntryDates,
  formatLetterDate,
  labelsFor,
  type RenderLanguage,
  type SectionKey,
} from './i18n.ts';

/*
 * What the Typst templates receive: the resume already reduced to display strings (headings
 * localized, dates formatted, empty parts dropped), so the templates only lay text out. Every
 * field is always present ("" or []) so the templates never need to guess.
 */

export type Paper = 'a4' | 'us-letter';
export type TemplateId = 'classic' | 'modern';

export interface ContactView {
  text: string;
  /** "" when the text is not a safe link target (only http(s), mailto and tel become links). */
  href: string;
}

export interface EntryView {
  title: string;
  subtitle: string;
  location: string;
  dates: string;
  href: string;
  paragraphs: string[];
  bullets: string[];
  /** Small trailing lines such as "Courses: ..." or a project's technologies. */
  notes: string[];
}

export interface PairView {
  label: string;
  value: string;
}

export type SectionView =
  | { key: string; title: string; kind: 'text'; paragraphs: string[] }
  | { key: string; title: string; kind: 'entries'; entries: EntryView[] }
  | { key: string; title: string; kind: 'pairs'; pairs: PairView[] }
  | { key: string; title: string; kind: 'inline'; items: string[] }
  | { key: string; title: string; kind: 'bullets'; items: string[] };

/** How tightly the resume is set: 'compact' and 'tight' shrink spacing so a page holds more. */
export type Density = 'normal' | 'compact' | 'tight';

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

export const defaultSectionOrder: readonly (SectionKey | 'custom')[] = [
  'summary',
  'work',
  'education',
  'skills',
  'projects',
  'certificates',
  'awards',
  'publications',
  'volunteer',
  'languages',
  'interests',
  'references',
  'custom',
];

// C0 controls other than tab and newline, and DEL: they carry nothing a reader can see.
// eslint-disable-next-line no-control-regex
const controlChars = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** One line of text: controls removed, runs of white space (newlines included) made one space. */
function line(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.replace(controlChars, '').replace(/\s+/g, ' ').trim();
}

/** Paragraphs of a free-text field: blank lines separate them, single line breaks are wrapping. */
function paragraphs(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .replace(controlChars, '')
    .split(/\n\s*\n/)
    .map(line)
    .filter(Boolean);
}

function lines(values: readonly unknown[] | undefined): string[] {
  return (values ?? []).map(line).filter(Boolean);
}

/** List items: the template draws the marker, so one typed into the text goes. */
function items(values: readonly unknown[] | undefined): string[] {
  return lines(values).map(withoutMarker).filter(Boolean);
}

function joinNonEmpty(parts: readonly string[], separator: string): string {
  return parts.filter(Boolean).join(separator);
}

function safeHref(url: string): string {
  return /^(https?:\/\/|mailto:|tel:)/i.test(url) ? url : '';
}

/** Shown without the scheme and "www.": shorter, and still what a reader types. */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}

function urlContact(raw: unknown): ContactView | undefined {
  const url = line(raw);
  if (!url) return undefined;
  const href = safeHref(url) || (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(url) ? `https://${url}` : '');
  return { text: displayUrl(url), href };
}

function emptyEntry(): EntryView {
  return { title: '', subtitle: '', location: '', dates: '', href: '', paragraphs: [], bullets: [], notes: [] };
}

function hasContent(entry: EntryView): boolean {
  return Boolean(
    entry.title || entry.subtitle || entry.dates || entry.paragraphs.length || entry.bullets.length || entry.notes.length,
  );
}

/** An entry's heading line must say something: fall back to the subtitle when there is no title. */
function promoteSubtitle(entry: EntryView): EntryView {
  if (entry.title || !entry.subtitle) return entry;
  return { ...entry, title: entry.subtitle, subtitle: '' };
}

function entriesSection(key: SectionKey, title: string, entries: EntryView[]): SectionView | undefined {
  const kept = entries.filter(hasContent).map(promoteSubtitle);
  return kept.length ? { key, title, kind: 'entries', entries: kept } : undefined;
}

function buildStandardSection(data: ResumeData, key: SectionKey, lang: RenderLanguage): SectionView | undefined {
  const l = labelsFor(lang);
  const title = l[key];
  switch (key) {
    case 'summary': {
      const text = paragraphs(data.basics.summary);
      return text.length ? { key, title, kind: 'text', paragraphs: text } : undefined;
    }
    case 'work':
      return entriesSection(
        key,
        title,
        data.work.map((w) => ({
          ...emptyEntry(),
          title: line(w.position),
          subtitle: line(w.name),
          location: line(w.location),
          dates: formatEntryDates(w, lang),
          href: safeHref(line(w.url)),
          paragraphs: paragraphs(w.summary),
          bullets: items(w.highlights),
        })),
      );
    case 'volunteer':
      return entriesSection(
        key,
        title,
        data.volunteer.map((v) => ({
          ...emptyEntry(),
          title: line(v.position),
          subtitle: line(v.organization),
          dates: formatEntryDates(v, lang),
          href: safeHref(line(v.url)),
          paragraphs: paragraphs(v.summary),
          bullets: items(v.highlights),
        })),
      );
    case 'education':
      return entriesSection(
        key,
        title,
        data.education.map((e) => {
          const courses = lines(e.courses);
          const score = line(e.score);
          return {
            ...emptyEntry(),
            title: line(e.institution),
            subtitle: joinNonEmpty([line(e.studyType), line(e.area)], ', '),
            location: line(e.location),
            dates: formatEntryDates(e, lang),
            href: safeHref(line(e.url)),
            notes: [
              score ? `${l.score}: ${score}` : '',
              courses.length ? `${l.courses}: ${courses.join(', ')}` : '',
            ].filter(Boolean),
          };
        }),
      );
    case 'projects':
      return entriesSection(
        key,
        title,
        data.projects.map((p) => {
          const keywords = lines(p.keywords);
          return {
            ...emptyEntry(),
            title: line(p.name),
            subtitle: joinNonEmpty([lines(p.roles).join(', '), line(p.entity)], ' · '),
            dates: formatEntryDates(p, lang),
            href: safeHref(line(p.url)),
            paragraphs: paragraphs(p.description),
            bullets: items(p.highlights),
            notes: keywords.length ? [keywords.join(', ')] : [],
          };
        }),
      );
    case 'certificates':
      return entriesSection(
        key,
        title,
        data.certificates.map((c) => ({
          ...emptyEntry(),
          title: line(c.name),
          subtitle: line(c.issuer),
          dates: formatEntryDate(c.date, c['x-printed'], lang),
          href: safeHref(line(c.url)),
        })),
      );
    case 'awards':
      return entriesSection(
        key,
        title,
        data.awards.map((a) => ({
          ...emptyEntry(),
          title: line(a.title),
          subtitle: line(a.awarder),
          dates: formatEntryDate(a.date, a['x-printed'], lang),
          paragraphs: paragraphs(a.summary),
        })),
      );
    case 'publications':
      return entriesSection(
        key,
        title,
        data.publications.map((p) => ({
          ...emptyEntry(),
          title: line(p.name),
          subtitle: line(p.publisher),
          dates: formatEntryDate(p.releaseDate, p['x-printed'], lang),
          href: safeHref(line(p.url)),
          paragraphs: paragraphs(p.summary),
        })),
      );
    case 'references':
      return entriesSection(
        key,
        title,
        data.references.map((r) => ({ ...emptyEntry(), title: line(r.name), paragraphs: paragraphs(r.reference) })),
      );
    case 'skills': {
      // Skills with keywords read as "Name: a, b, c"; bare skill names share one line, so a
      // parsed list of thirty names does not become thirty lines.
      const pairs: PairView[] = [];
      const bare: string[] = [];
      let bareAt = -1;
      for (const s of data.skills) {
        const name = joinNonEmpty([line(s.name), line(s.level) ? `(${line(s.level)})` : ''], ' ');
        const keywords = lines(s.keywords);
        if (keywords.length) pairs.push({ label: name, value: keywords.join(', ') });
        else if (name) {
          if (bareAt < 0) bareAt = pairs.length;
          bare.push(name);
        }
      }
      if (bare.length) pairs.splice(bareAt, 0, { label: '', value: bare.join(', ') });
      return pairs.length ? { key, title, kind: 'pairs', pairs } : undefined;
    }
    case 'interests': {
      const pairs = data.interests
        .map((i) => {
          const name = line(i.name);
          const keywords = lines(i.keywords).join(', ');
          return name && keywords ? { label: name, value: keywords } : { label: '', value: name || keywords };
        })
        .filter((p) => p.value);
      return pairs.length ? { key, title, kind: 'pairs', pairs } : undefined;
    }
    case 'languages': {
      const items = data.languages
        .map((entry) => {
          const name = line(entry.language);
          const fluency = line(entry.fluency);
          return name && fluency ? `${name} (${fluency})` : name || fluency;
        })
        .filter(Boolean);
      return items.length ? { key, title, kind: 'inline', items } : undefined;
    }
  }
}

function customSections(data: ResumeData, lang: RenderLanguage): SectionView[] {
  return data.custom
    .map((c, index): SectionView => ({
      key: `custom-${index}`,
      title: line(c.name) ? customHeading(line(c.name), lang) : '',
      kind: 'bullets',
      items: items(c.items),
    }))
    .filter((s) => s.title && s.kind === 'bullets' && s.items.length > 0);
}

/**
 * Section order: the default above, unless meta.sectionOrder (a list of section keys, which
 * the tailoring engine may set to put the most relevant first) says otherwise; keys it leaves
 * out keep their default order after the ones it names. The summary introduces the candidate,
 * so unless the list places it, it stays first, right under the header.
 */
function sectionOrder(data: ResumeData): (SectionKey | 'custom')[] {
  const requested = (data.meta as { sectionOrder?: unknown } | undefined)?.sectionOrder;
  const known = new Set<string>(defaultSectionOrder);
  const named = Array.isArray(requested)
    ? requested.filter((k): k is SectionKey | 'custom' => typeof k === 'string' && known.has(k))
    : [];
  const unique = [...new Set(named)];
  if (!unique.includes('summary')) unique.unshift('summary');
  return [...unique, ...defaultSectionOrder.filter((k) => !unique.includes(k))];
}

export function buildResumeView(
  data: ResumeData,
  opts: { template: TemplateId; paper: Paper; language: RenderLanguage; density?: Density },
): ResumeView {
  const basics = data.basics;
  const location = basics.location;
  const contacts: ContactView[] = [];
  const email = line(basics.email);
  if (email) contacts.push({ text: email, href: /^[^\s@]+@[^\s@]+$/.test(email) ? `mailto:${email}` : '' });
  const phone = line(basics.phone);
  if (phone) contacts.push({ text: phone, href: /^\+?[\d\s().-]{6,}$/.test(phone) ? `tel:${phone.replace(/[^\d+]/g, '')}` : '' });
  const place = joinNonEmpty([line(location?.city), line(location?.region), line(location?.countryCode)], ', ');
  if (place) contacts.push({ text: place, href: '' });
  const links: ContactView[] = [];
  const site = urlContact(basics.url);
  if (site) links.push(site);
  for (const profile of basics.profiles) {
    const url = urlContact(profile.url);
    if (url) links.push(url);
    else {
      const text = joinNonEmpty([line(profile.network), line(profile.username)], ': ');
      if (text) links.push({ text, href: '' });
    }
  }

  const sections: SectionView[] = [];
  for (const key of sectionOrder(data)) {
    if (key === 'custom') sections.push(...customSections(data, opts.language));
    else {
      const section = buildStandardSection(data, key, opts.language);
      if (section) sections.push(section);
    }
  }

  const name = line(basics.name);
  return {
    paper: opts.paper,
    density: opts.density ?? 'normal',
    lang: opts.language,
    template: opts.template,
    documentTitle: name ? `${name} – ${labelsFor(opts.language).document}` : labelsFor(opts.language).document,
    author: name,
    header: { name, label: line(basics.label), contacts, links },
    sections,
  };
}

export function buildLetterView(letter: CoverLetter, opts: { template: TemplateId; paper: Paper }): LetterView {
  const lang = letter.language;
  const s = letter.sender;
  const contacts: ContactView[] = [];
  const email = line(s.email);
  if (email) contacts.push({ text: email, href: /^[^\s@]+@[^\s@]+$/.test(email) ? `mailto:${email}` : '' });
  const phone = line(s.phone);
  if (phone) contacts.push({ text: phone, href: '' });
  const place = line(s.location);
  if (place) contacts.push({ text: place, href: '' });
  const site = urlContact(s.url);
  const subject = line(letter.subject);
  return {
    paper: opts.paper,
    lang,
    template: opts.template,
    documentTitle: joinNonEmpty([line(s.name), subject], ' – '),
    author: line(s.name),
    sender: { name: line(s.name), label: line(s.label), contacts, links: site ? [site] : [] },
    date: formatLetterDate(letter.date, lang),
    recipient: { name: line(letter.recipient.name), employer: line(letter.recipient.employer) },
    subject,
    greeting: line(letter.greeting),
    paragraphs: letter.paragraphs.flatMap(paragraphs),
    closing: line(letter.closing),
    signature: line(letter.signature),
  };
}
