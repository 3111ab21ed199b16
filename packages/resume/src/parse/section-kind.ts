/**
 * The kind of a section its heading does not name ("Organization", "Positions held", "Where I've
 * worked"), told by what it holds: dated entries whose lines name posts are jobs.
 */
import { findDates } from '../text/dates.ts';
import { holdsCitations } from './citations.ts';
import type { Line } from './lines.ts';
import { isDegreeLike, isTitleLike } from './phrase-kind.ts';
import type { Section } from './sections.ts';
import { words } from './util.ts';

/** A line with a date range (an end, or "present"): how an entry of a job or a degree is dated. */
function hasRange(line: Line): boolean {
  const found = findDates(line.text);
  return Boolean(found?.startDate && (found.endDate || found.present));
}

/**
 * A line that names a post and little else ("Secretary", "Technical Director"), not a degree: a
 * longer line with a post word in it ("J. Doe, Master, co-supervisor, 2022") is about someone else.
 */
function namesPost(line: Line): boolean {
  return (
    !line.bullet &&
    words(line.text) <= 5 &&
    !/\d/.test(line.text) &&
    isTitleLike(line.text) &&
    !isDegreeLike(line.text)
  );
}

/**
 * A section under an unknown heading that holds at least two dated ranges and nearly as many lines
 * naming a post, and fewer degrees than posts, holds jobs.
 */
export function holdsJobs(section: Section): boolean {
  const lines = section.lines.filter((l) => !l.bullet);
  const ranges = lines.filter(hasRange).length;
  const posts = lines.filter(namesPost).length;
  const degrees = lines.filter((l) => isDegreeLike(l.text)).length;
  return ranges >= 2 && posts >= Math.max(2, ranges * 0.6) && degrees < posts;
}

/**
 * Sections under unknown headings that hold jobs are read as work; a list of citations under a
 * heading read as work ("Peer-Reviewing Experience") is read as publications.
 */
export function kindByContent(sections: Section[], keep: (section: Section) => boolean): Section[] {
  return sections.map((s) => {
    if (s.key !== 'custom' && s.key !== 'work') return s;
    if (holdsCitations(s.lines)) return s.key === 'work' ? { ...s, key: 'publications' } : s;
    return s.key === 'custom' && !keep(s) && holdsJobs(s) ? { ...s, key: 'work' } : s;
  });
}
