/** The resume's sections as display data: entries, pairs and lists, in the order to show them. */
import { sectionKeys, type ResumeData, type SectionKey } from '../schema/resume.ts';
import { coursesOf } from '../schema/courses.ts';
import { customHeading } from './headings.ts';
import { formatEntryDate, formatEntryDates, labelsFor, type RenderLanguage } from './i18n.ts';
import { continuesGroup, joinItems } from '../tailor/cv-words.ts';
import { placeApart } from './entry-lines.ts';
import { spokenLevelIn, spokenNameIn } from './spoken-languages.ts';
import { items, joinNonEmpty, line, lines, paragraphs, safeHref } from './view-text.ts';

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

export const defaultSectionOrder: readonly (SectionKey | 'custom')[] = [...sectionKeys, 'custom'];

function emptyEntry(): EntryView {
  return {
    title: '',
    subtitle: '',
    location: '',
    dates: '',
    href: '',
    paragraphs: [],
    bullets: [],
    notes: [],
  };
}

function hasContent(entry: EntryView): boolean {
  return Boolean(
    entry.title ||
    entry.subtitle ||
    entry.dates ||
    entry.paragraphs.length ||
    entry.bullets.length ||
    entry.notes.length,
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

/**
 * A line of a degree's list that names a course ("Data Structures", "Droit des contrats"). Anything
 * else a resume sets under a degree (a sentence, "GPA: 3.59", a sub-heading "Coursework:", an aside
 * in brackets) is printed as it stands, never labelled as a course.
 */
const isCourseName = (text: string): boolean =>
  text.split(/\s+/).length <= 6 &&
  !/[:;.!?]$|:\s|\p{Ll}[.!?]\s/u.test(text.trim()) &&
  !/^\p{Ll}|^\(.*\)$/u.test(text.trim());

export function buildStandardSection(
  data: ResumeData,
  key: SectionKey,
  lang: RenderLanguage,
): SectionView | undefined {
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
          dates: formatEntryDates(w, lang),
          href: safeHref(line(w.url)),
          paragraphs: paragraphs(w.summary),
          ...placeApart(items(w.highlights), line(w.location)),
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
          // Lines the reader found under the degree with no courses label are printed as lines.
          const own = coursesOf(e);
          const courses = lines(own.courses);
          const unlabelled = lines(own.lines);
          const namesCourses = courses.every(isCourseName);
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
              courses.length && namesCourses ? `${l.courses}: ${courses.join(', ')}` : '',
              ...(namesCourses ? [] : courses),
              ...unlabelled,
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
        data.references.map((r) => ({
          ...emptyEntry(),
          title: line(r.name),
          paragraphs: paragraphs(r.reference),
        })),
      );
    case 'skills': {
      // Skills with keywords read as "Name: a, b, c"; bare skill names share one line, so a
      // parsed list of thirty names does not become thirty lines.
      const pairs: PairView[] = [];
      const bare: string[] = [];
      let bareAt = -1;
      data.skills.forEach((s, i) => {
        // "TECNICOS:" is printed with the colon the template adds, once.
        const label = line(s.name).replace(/\s*[:：]+$/u, '');
        const name = joinNonEmpty([label, line(s.level) ? `(${line(s.level)})` : ''], ' ');
        const keywords = lines(s.keywords);
        const last = pairs.at(-1);
        // A phrase cut at a line's end into a group of its own runs on in the group above.
        if (last && continuesGroup(data.skills[i - 1], s)) last.value += ` ${joinItems(keywords)}`;
        else if (keywords.length) pairs.push({ label: name, value: joinItems(keywords) });
        else if (name) {
          if (bareAt < 0) bareAt = pairs.length;
          bare.push(name);
        }
      });
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
          const name = spokenNameIn(line(entry.language), lang);
          const fluency = spokenLevelIn(line(entry.fluency), lang);
          return name && fluency ? `${name} (${fluency})` : name || fluency;
        })
        .filter(Boolean);
      return items.length ? { key, title, kind: 'inline', items } : undefined;
    }
  }
}

export function customSections(data: ResumeData, lang: RenderLanguage): SectionView[] {
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
 * Section order: the standard one, unless meta.sectionOrder (a list of section keys, which
 * the tailoring engine may set to put the most relevant first) says otherwise; keys it leaves
 * out keep their default order after the ones it names. The summary introduces the candidate,
 * so unless the list places it, it stays first, right under the header.
 */
export function sectionOrder(data: ResumeData): (SectionKey | 'custom')[] {
  const unique = [...new Set(data.meta?.sectionOrder ?? [])];
  if (!unique.includes('summary')) unique.unshift('summary');
  return [...unique, ...defaultSectionOrder.filter((k) => !unique.includes(k))];
}
