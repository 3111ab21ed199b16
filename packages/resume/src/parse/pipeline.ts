/**
 * The parser's stages in order: lines (lines.ts) -> sections (sections.ts) -> entries
 * (entries.ts) -> fields (basics.ts, work.ts, education.ts, skills.ts, lists.ts).
 * Takes the extracted SourceLine[] in reading order; gives the JSON Resume, with what it is
 * unsure of added to `uncertain`. Text it cannot place goes to `custom`.
 */
import type { SourceLine } from '../extract/types.ts';
import { allLanguages } from '../lexicon/index.ts';
import { defaultResumeData, type ResumeData } from '../schema/resume.ts';
import { moveJobReferees } from './job-referees.ts';
import { dropLeftovers } from './leftover-lines.ts';
import { addLinkedContacts, isContactOnly, parseBasics, refereeLines } from './basics.ts';
import { streetKind } from './basics-contacts.ts';
import { datesOf, findDates, looksLikeDate } from '../text/dates.ts';
import { parsePublications } from './citation-list.ts';
import { parseEducation } from './education.ts';
import { doubtSchools } from './education-doubts.ts';
import { joinWrapped } from './entries.ts';
import { detectLanguage } from './language.ts';
import { joinCutTails, joinDanglingWraps, joinWrappedDates } from './line-wraps.ts';
import { joinCutWordLines } from './cut-word-lines.ts';
import { prepareLines, type Line } from './lines.ts';
import { joinCutWordsIn } from './normalize.ts';
import { linesAsItems, parseListItems, parseProjects } from './lists.ts';
import { findUrl, isTitleLike } from './fields.ts';
import { matchHeading } from './headings.ts';
import { emailConfirmsName } from './name-check.ts';
import { checkJobs } from './plausibility.ts';
import { isLabelledWork, parseLabelledWork } from './labelled.ts';
import { flagDoubtfulJobs } from './doubt.ts';
import { noteSection } from './job-layout.ts';
import { kindByContent } from './section-kind.ts';
import { splitSections, type Section } from './sections.ts';
import { moveStudiesFromWork } from './studies-in-work.ts';
import { opensOnStreet, withoutPlaceLines } from './summary-places.ts';
import { readSkillsOrLanguages } from './language-grid.ts';
import { takeStrays } from './list-strays.ts';
import { mergeListLines, splitLabelledRows, splitList } from './list-items.ts';
import { parseSkills } from './skills.ts';
import { UncertainList } from './uncertain.ts';
import { foldOnce, removeUndefined, words } from './util.ts';
import { parseVolunteer, parseWork } from './work.ts';

/** Words that name an award, a prize or a scholarship (folded). */
const AWARD = new RegExp(`^(?:${allLanguages('awardWords').join('|')})\\b`, 'u');

/** Headings of the courses someone taught (folded). */
const TEACHING =
  /^(?:teaching(?: experience| activities)?|enseignements?|experience d'enseignement|activites d'enseignement|docencia|experiencia docente)$/u;

/** A dated line that names only a post, as a job: "2010.16  Teacher in special need education." */
function datedPost(line: Line): ResumeData['work'][number] | undefined {
  const found = findDates(line.text);
  if (!found || line.text.slice(0, found.index).trim()) return undefined;
  const position = line.text.slice(found.index + found.length).replace(/^[\s\t|:–-]+|[\s.]+$/gu, '');
  if (!position || words(position) > 6 || /[,;(]/.test(position) || !isTitleLike(position)) return undefined;
  return removeUndefined({ position, highlights: [], ...datesOf({ dates: found }) });
}

/** Builds the JSON Resume from lines in reading order. Text it cannot place goes to `custom`. */
export function parseLines(
  source: SourceLine[],
  options: {
    authoredLines?: boolean;
    uncertain?: UncertainList;
    links?: string[];
    /** false: no learned doubts (what the doubt model is fitted on). */
    learned?: boolean;
  } = {},
): ResumeData {
  const uncertain = options.uncertain ?? new UncertainList();
  const lines = joinCutTails(
    joinDanglingWraps(joinCutWordLines(joinWrappedDates(prepareLines(source, options.authoredLines)))),
  );
  const split = splitSections(lines);
  // The teaching a heading names keeps its own reading: the posts among its courses (below).
  // Lines of a list section that are none of its items (list-strays.ts) are left unplaced.
  const { sections, stray: strays } = takeStrays(
    kindByContent(split.sections.flatMap(moveLabelledLinks), (s) => TEACHING.test(foldOnce(s.title).trim())),
  );
  // A table whose date column is read apart from its rows leaves a run of bare date ranges
  // outside every section; they are matched to undated jobs by order when the counts agree.
  const looseDates = split.header.filter(
    (l) => looksLikeDate(l.text) && findDates(l.text)?.endDate !== undefined,
  );
  const header = split.header.filter((l) => !looseDates.includes(l));
  // Contact details set in a page's footer fall into the last section of the page: they are
  // read with the contact details, not as part of that section.
  const footers: Line[] = [];
  const referees = refereeLines(lines);
  for (const section of sections) {
    if (section.key === 'contact') continue;
    // The page's foot with the person's address, phone and email, wherever it fell (a referee's
    // details at the foot of a page stay theirs).
    const foot = section.key === 'references' ? [] : section.lines.filter((l) => l.foot && !referees.has(l));
    if (foot.length) {
      footers.push(...foot);
      section.lines = section.lines.filter((l) => !l.foot);
    }
    if (section.key === 'references' || section.key === 'projects') continue;
    // A street with its number, where no entry has a place of its own: the person's address.
    const entries = section.key === 'work' || section.key === 'education' || section.key === 'volunteer';
    const stray = section.lines.filter(
      (l) =>
        !l.bullet &&
        (isContactOnly(l.text) || (!entries && streetKind(l.text) === 'street')) &&
        !referees.has(l),
    );
    if (!stray.length) continue;
    footers.push(...stray);
    section.lines = section.lines.filter((l) => !stray.includes(l));
  }
  const contact = [...sections.filter((s) => s.key === 'contact').flatMap((s) => s.lines), ...footers];
  // A referee's address or phone is never the person's own.
  const referenceSection = new Set(sections.filter((s) => s.key === 'references').flatMap((s) => s.lines));
  const { basics, leftover, nameGuessed } = parseBasics(
    header,
    contact,
    lines.filter((l) => !referenceSection.has(l)),
  );
  leftover.push(...strays);
  addLinkedContacts(basics, options.links ?? []);
  if (nameGuessed && basics.name && !emailConfirmsName(basics.name, basics.email))
    uncertain.add('/basics/name', 'name_guessed');
  const data: ResumeData = structuredClone(defaultResumeData);
  data.basics = basics;
  for (const section of sections) {
    const ls = section.lines;
    if (!ls.length) continue;
    switch (section.key) {
      case 'contact':
        break;
      case 'summary': {
        const { prose: all, rows } = splitLabelledRows(ls);
        const prose = withoutPlaceLines(all, data);
        data.skills.push(...parseSkills(rows));
        // A paragraph wrapped by the layout: a word split at a line end ("ex-" / "perience") is whole again.
        // A justified paragraph's wide word gaps can read as tabs: prose has none.
        const texts = prose.map((l) => l.text.replace(/\t+/g, ' '));
        const text =
          l2sep(prose) === ' '
            ? texts.reduce((joined, next) => (joined ? joinWrapped(joined, next) : next), '')
            : texts.join('\n');
        data.basics.summary = [data.basics.summary, text].filter(Boolean).join('\n');
        break;
      }
      case 'work':
        if (isLabelledWork(ls)) data.work.push(...parseLabelledWork(ls));
        else data.work.push(...noteSection(parseWork(ls, uncertain, '/work', data.work.length)));
        break;
      case 'volunteer':
        data.volunteer.push(...parseVolunteer(ls, uncertain, data.volunteer.length));
        break;
      case 'education':
        for (const e of parseEducation(ls)) {
          // "Premio al mejor expediente del curso 2021-2022": an award the degree above earned,
          // dated like a degree but naming no school and no degree.
          const award = !e.studyType && e.institution && AWARD.test(foldOnce(e.institution));
          if (!award) {
            data.education.push(e);
            continue;
          }
          const summary = e.area?.replace(/^[\s.,;:–-]+/, '').trim();
          data.awards.push(
            removeUndefined({
              title: e.institution,
              date: e.endDate ?? e.startDate,
              summary: [summary, ...e.courses].filter(Boolean).join(' ') || undefined,
              'x-printed': e['x-printed'],
            }),
          );
        }
        break;
      case 'skills':
      case 'languages': {
        const read = readSkillsOrLanguages(section.key, ls);
        data.skills.push(...read.skills);
        data.languages.push(...read.languages);
        break;
      }
      case 'projects':
        data.projects.push(...parseProjects(ls));
        break;
      case 'certificates':
        data.certificates.push(
          ...parseListItems(ls).map((i) =>
            removeUndefined({
              name: i.name,
              issuer: i.by,
              date: i.date,
              url: i.rest,
              'x-printed': i['x-printed'],
            }),
          ),
        );
        break;
      case 'awards':
        data.awards.push(
          ...parseListItems(ls).map((i) =>
            removeUndefined({
              title: i.name,
              awarder: i.by,
              date: i.date,
              summary: i.rest,
              'x-printed': i['x-printed'],
            }),
          ),
        );
        break;
      case 'publications':
        data.publications.push(...parsePublications(ls));
        break;
      case 'interests':
        data.interests.push(
          ...mergeListLines(ls)
            .flatMap(splitList)
            .map((name) => ({ name, keywords: [] })),
        );
        break;
      case 'references':
        data.references.push(...mergeListLines(ls).map((reference) => ({ reference })));
        break;
      default: {
        // "2008.10  Primary school teacher." under "Teaching": among the courses taught, a post held.
        const teaching = TEACHING.test(foldOnce(section.title ?? '').trim());
        const rest: Line[] = [];
        for (const line of ls) {
          const post = teaching ? datedPost(line) : undefined;
          if (post) data.work.push(post);
          else rest.push(line);
        }
        if (!rest.length) break;
        uncertain.add(`/custom/${data.custom.length}`, 'heading_unknown');
        data.custom.push({ name: section.title, items: linesAsItems(rest) });
      }
    }
  }
  // With no skills section, the technologies tagged under the jobs and projects are the skills.
  if (!data.skills.length) {
    const tags = sections
      .filter((s) => s.key === 'work' || s.key === 'projects')
      .flatMap((s) => s.lines.flatMap((l) => l.tags ?? []));
    if (tags.length >= 3) data.skills.push({ keywords: [...new Set(tags)] });
  }
  const undated = data.work.filter((w) => !w.startDate);
  if (looseDates.length >= 2 && undated.length === data.work.length && looseDates.length === undated.length) {
    undated.forEach((work, i) => {
      Object.assign(work, datesOf({ dates: findDates(looseDates[i]?.text ?? '') }));
      uncertain.add(`/work/${data.work.indexOf(work)}/startDate`, 'date_guessed');
    });
  } else leftover.push(...looseDates.map((l) => l.text));
  if (leftover.length) {
    const long = leftover.filter((t) => words(t) >= 12 && !opensOnStreet(t));
    if (long.length && !data.basics.summary) data.basics.summary = long.join(' ').replace(/\t+/g, ' ');
    // "Contact" left alone over details read elsewhere: a heading with nothing under it says nothing.
    const short = leftover.filter(
      (t) =>
        (!long.includes(t) || data.basics.summary !== long.join(' ').replace(/\t+/g, ' ')) &&
        !(matchHeading(t) && !matchHeading(t)?.loose),
    );
    if (short.length) {
      data.custom.unshift({ name: 'Other', items: short });
      // The pointers of the custom sections found above move down by one.
      for (const item of uncertain.items)
        item.path = item.path.replace(/^\/custom\/(\d+)/, (_, n: string) => `/custom/${Number(n) + 1}`);
      uncertain.add('/custom/0', 'text_unplaced');
    }
  }
  moveStudiesFromWork(data, uncertain);
  joinCutWordsIn(data);
  moveJobReferees(data);
  dropLeftovers(data);
  checkJobs(data.work, uncertain, '/work');
  doubtSchools(data.education, uncertain, '/education');
  if (options.learned !== false) flagDoubtfulJobs(data.work, uncertain, '/work', undefined, data);
  const language = detectLanguage(
    lines.map((l) => l.text).join('\n'),
    sections.map((s) => s.title),
  );
  data.meta = { language };
  return data;
}

/**
 * "Publications  List of publications: https://…" printed as a labelled row among the jobs (the
 * label set in the date column): a link under another section's name is that section's, not a job.
 */
function moveLabelledLinks(section: Section): Section[] {
  if (section.key !== 'work' && section.key !== 'volunteer') return [section];
  const moved: Section[] = [];
  const kept = section.lines.filter((line) => {
    if (line.bullet || findDates(line.text) || !findUrl(line.text)) return true;
    const words = line.text.split(/\s+/);
    for (let n = 1; n <= 3 && n < words.length; n++) {
      const label = words.slice(0, n).join(' ');
      const match = matchHeading(label);
      if (!match || match.loose || match.key === 'work' || match.key === 'volunteer') continue;
      moved.push({ key: match.key, title: label, lines: [{ ...line, text: words.slice(n).join(' ') }] });
      return false;
    }
    return true;
  });
  return [{ ...section, lines: kept }, ...moved];
}

function l2sep(lines: Line[]): string {
  return lines.some((l) => l.bullet) ? '\n' : ' ';
}
