/**
 * Whether a job read from a resume is plausible as a job at all, whatever the layout: each check
 * is a named rule with an example, judged on the job's fields together (where the field rules of
 * plausibility-rules.ts judge one text). A job that fails one was likely made from something that
 * is no printed job (a course, a section's heading) or read with its roles swapped, so each of its
 * fields is in doubt: the reader flags the whole entry with the rule's name (plausibility.ts).
 */
import type { ResumeData } from '../schema/resume.ts';
import { headingKind } from './headings.ts';
import { isDegreeLike, isSchoolLike, isTitleLike } from './phrase-kind.ts';
import { parseLocation } from './fields.ts';
import { isPlaceName } from './plausibility-rules.ts';

type Job = ResumeData['work'][number];

/** A job as the reader read it, with what it guessed about it. */
export interface EntrySeen {
  job: Job;
  /** Employer and title were told apart by their order alone, not by their words. */
  rolesGuessed: boolean;
}

export interface EntryRule {
  name: string;
  /** A job that fails the rule, as the reader might read it from a resume. */
  example: EntrySeen;
  /** True when the job fails: it is likely not a printed job read right. */
  fails(entry: EntrySeen): boolean;
}

/** Capitals only: "ACME LOGISTICS". */
const shouted = (text: string): boolean => /\p{Lu}{3}/u.test(text) && !/\p{Ll}/u.test(text);

/**
 * The town after the last comma of a name, past the small words before it: "Codeworks, à Lille"
 * gives "Lille". A place the header splitter would have set apart as the location reads alone;
 * one joined to the name by a word stays in the name.
 */
function townAfterComma(text: string): string | undefined {
  const parts = text.split(/\s*,\s*/);
  if (parts.length < 2) return undefined;
  const tail = parts
    .at(-1)!
    .replace(/^(?:\p{Ll}+\s+)+/u, '')
    .trim();
  return tail && isPlaceName(tail) ? tail : undefined;
}

const job = (fields: Partial<Job>): Job => ({ highlights: [], ...fields });

export const ENTRY_RULES: EntryRule[] = [
  {
    // "Web Developer Bootcamp" over "Codeworks, in Lille": a course is named as its diploma and
    // given with the town of the body that teaches it; a job's employer seldom names its town so.
    name: 'entry.training',
    example: {
      job: job({ name: 'Codeworks, in Lille', position: 'MSc Web Developer', startDate: '2023-01' }),
      rolesGuessed: false,
    },
    fails: ({ job: { name, position } }) =>
      !!name && !!position && isDegreeLike(position) && !!townAfterComma(name),
  },
  {
    // "ACADEMIC" read as an employer: one word of a section's heading, the job is made from the
    // heading and the lines under it.
    name: 'entry.heading',
    example: {
      job: job({ name: 'ACADEMIC', position: 'Web developer', startDate: '2021-05' }),
      rolesGuessed: false,
    },
    fails: ({ job: { name } }) =>
      !!name && /^\p{L}+$/u.test(name.trim()) && headingKind(name.trim()) !== undefined,
  },
  {
    // "Packer" over "NORTHWIND LOGISTICS", told apart by order alone: an employer is the one
    // printed in capitals, a title is written in words, so the two were likely swapped.
    name: 'entry.roles-swapped',
    example: {
      job: job({ name: 'Packer', position: 'NORTHWIND LOGISTICS', startDate: '2021-10' }),
      rolesGuessed: true,
    },
    fails: ({ job: { name, position }, rolesGuessed }) =>
      rolesGuessed && !!name && !!position && shouted(position) && !shouted(name) && !isTitleLike(position),
  },
  {
    // "Co-Founder, Partner" read as employer and title, and the employer's name read as the
    // place (no town the lexicon knows): two roles printed on one line. A title over a known
    // town, or with no place ("Freelance", "Web Developer"), is left alone.
    name: 'entry.two-roles',
    example: {
      job: job({ name: 'Co-Founder', position: 'Partner', location: 'Brightloom', startDate: '2014' }),
      rolesGuessed: false,
    },
    fails: ({ job: { name, position, location } }) =>
      !!name &&
      !!position &&
      !!location &&
      !parseLocation(location) &&
      isTitleLike(name) &&
      isTitleLike(position) &&
      !isSchoolLike(name) &&
      name.trim().split(/\s+/).length <= 2,
  },
];

/** The first entry rule the job fails, if any. */
export const failedEntryRule = (entry: EntrySeen): EntryRule | undefined =>
  ENTRY_RULES.find((rule) => rule.fails(entry));
