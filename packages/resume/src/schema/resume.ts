import { languageSchema as languageCodeSchema } from '@tailor/contract';
import { z } from 'zod';

/*
 * JSON Resume (https://jsonresume.org/schema), as zod. Lenient on read: every field is optional,
 * unknown fields pass through, and arrays default to empty, because real files vary.
 * Two additions:
 * - `custom`: sections the parser could not map to a standard one, kept so that no text of the
 *   original is lost.
 * - `"x-printed"` on dated entries (work, volunteer, education, projects, awards, certificates,
 *   publications): `{ dates, startDate?, endDate? }`. `dates` is the entry's dates exactly as the
 *   resume printed them ("Summer 2022", "2011 Feb.–Dec.", "Expected June 2023"), whitespace
 *   collapsed and range dashes shown as " – "; `startDate`/`endDate` are the ISO values the parser
 *   derived from them. Renderers print `dates` verbatim while the entry's own dates still equal
 *   those two (both absent counts as equal); once the user edits the dates, they format the ISO
 *   values instead.
 *
 * Dates: `startDate`/`endDate` are ISO partial dates for sorting. `endDate: "present"` means the
 * resume says the entry is ongoing; no `endDate` means no end was printed (shown as the start
 * date alone, never as "Present").
 */

const text = z.string();
/** ISO 8601 partial date (YYYY, YYYY-MM or YYYY-MM-DD), or free text such as "Present". */
const date = z.string();

/** The dates as the resume printed them, with the ISO values read from them (see above). */
export const printedDatesSchema = z.looseObject({
  dates: text,
  startDate: date.optional(),
  endDate: date.optional(),
});
export type PrintedDates = z.infer<typeof printedDatesSchema>;
const printed = { 'x-printed': printedDatesSchema.optional() };

export const locationSchema = z.looseObject({
  address: text.optional(),
  postalCode: text.optional(),
  city: text.optional(),
  countryCode: text.optional(),
  region: text.optional(),
});

export const profileSchema = z.looseObject({
  network: text.optional(),
  username: text.optional(),
  url: text.optional(),
});

export const basicsSchema = z.looseObject({
  name: text.optional(),
  label: text.optional(),
  image: text.optional(),
  email: text.optional(),
  phone: text.optional(),
  url: text.optional(),
  summary: text.optional(),
  location: locationSchema.optional(),
  profiles: z.array(profileSchema).default([]),
});

export const workSchema = z.looseObject({
  ...printed,
  name: text.optional(),
  position: text.optional(),
  location: text.optional(),
  url: text.optional(),
  startDate: date.optional(),
  endDate: date.optional(),
  summary: text.optional(),
  highlights: z.array(text).default([]),
});

export const volunteerSchema = z.looseObject({
  ...printed,
  organization: text.optional(),
  position: text.optional(),
  url: text.optional(),
  startDate: date.optional(),
  endDate: date.optional(),
  summary: text.optional(),
  highlights: z.array(text).default([]),
});

export const educationSchema = z.looseObject({
  ...printed,
  institution: text.optional(),
  url: text.optional(),
  area: text.optional(),
  studyType: text.optional(),
  startDate: date.optional(),
  endDate: date.optional(),
  score: text.optional(),
  location: text.optional(),
  courses: z.array(text).default([]),
});

export const awardSchema = z.looseObject({
  ...printed,
  title: text.optional(),
  date: date.optional(),
  awarder: text.optional(),
  summary: text.optional(),
});

export const certificateSchema = z.looseObject({
  ...printed,
  name: text.optional(),
  date: date.optional(),
  issuer: text.optional(),
  url: text.optional(),
});

export const publicationSchema = z.looseObject({
  ...printed,
  name: text.optional(),
  publisher: text.optional(),
  releaseDate: date.optional(),
  url: text.optional(),
  summary: text.optional(),
});

export const skillSchema = z.looseObject({
  name: text.optional(),
  level: text.optional(),
  keywords: z.array(text).default([]),
});

export const languageSchema = z.looseObject({
  language: text.optional(),
  fluency: text.optional(),
});

export const interestSchema = z.looseObject({
  name: text.optional(),
  keywords: z.array(text).default([]),
});

export const referenceSchema = z.looseObject({
  name: text.optional(),
  reference: text.optional(),
});

export const projectSchema = z.looseObject({
  ...printed,
  name: text.optional(),
  description: text.optional(),
  highlights: z.array(text).default([]),
  keywords: z.array(text).default([]),
  startDate: date.optional(),
  endDate: date.optional(),
  url: text.optional(),
  roles: z.array(text).default([]),
  entity: text.optional(),
  type: text.optional(),
});

/** A section the parser could not map: its heading as written and its lines, in order. */
export const customSectionSchema = z.looseObject({
  name: text,
  items: z.array(text).default([]),
});

/** The standard sections of a resume, in the order a resume shows them unless told otherwise. */
export const sectionKeys = [
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
] as const;
export type SectionKey = (typeof sectionKeys)[number];

const orderKeys = new Set<string>([...sectionKeys, 'custom']);

/**
 * `meta.sectionOrder`: the sections to show first, in this order ('custom' stands for the custom
 * sections). Set by tailoring to put what the posting asks for first; a key that is not a section
 * is dropped on read rather than failing the whole resume.
 */
const sectionOrderSchema = z.preprocess(
  (value) =>
    Array.isArray(value) ? value.filter((k) => typeof k === 'string' && orderKeys.has(k)) : undefined,
  z.array(z.enum([...sectionKeys, 'custom'])).optional(),
);

export const resumeDataSchema = z.looseObject({
  basics: basicsSchema.default({ profiles: [] }),
  work: z.array(workSchema).default([]),
  volunteer: z.array(volunteerSchema).default([]),
  education: z.array(educationSchema).default([]),
  awards: z.array(awardSchema).default([]),
  certificates: z.array(certificateSchema).default([]),
  publications: z.array(publicationSchema).default([]),
  skills: z.array(skillSchema).default([]),
  languages: z.array(languageSchema).default([]),
  interests: z.array(interestSchema).default([]),
  references: z.array(referenceSchema).default([]),
  projects: z.array(projectSchema).default([]),
  custom: z.array(customSectionSchema).default([]),
  meta: z
    .looseObject({
      language: languageCodeSchema.optional(),
      sectionOrder: sectionOrderSchema,
      /**
       * Pages of the uploaded PDF, set when it was read: a tailored CV may take as many. Anything
       * but a page count is dropped on read.
       */
      sourcePages: z.number().int().min(1).max(100).optional().catch(undefined),
      /**
       * The lists a tailored CV printed only part of, by their section's key ("publications",
       * "custom-2" for the third custom section): their headings say so ("Selected publications").
       */
      selected: z.array(z.string()).optional().catch(undefined),
      /**
       * Set by tailoring when the posting asks for the candidate's publications, talks or teaching
       * (an academic post): the CV keeps its long lists whole (see render/list-budget.ts).
       */
      wholeLists: z.boolean().optional().catch(undefined),
    })
    .optional(),
});

export type ResumeData = z.infer<typeof resumeDataSchema>;
export type ResumeBasics = z.infer<typeof basicsSchema>;
export type ResumeWork = z.infer<typeof workSchema>;
export type ResumeEducation = z.infer<typeof educationSchema>;
export type ResumeSkill = z.infer<typeof skillSchema>;
export type ResumeProject = z.infer<typeof projectSchema>;

/** An empty resume (every list empty). One shared object: copy it (structuredClone) before changing it. */
export const defaultResumeData: ResumeData = resumeDataSchema.parse({});

/** Parse unknown input into ResumeData, or say where it is wrong (first bad path). */
export function validateResumeData(
  input: unknown,
): { ok: true; data: ResumeData } | { ok: false; path: string; message: string } {
  const result = resumeDataSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const path = issue && issue.path.length ? issue.path.join('.') : '(root)';
  return { ok: false, path, message: issue?.message ?? 'invalid resume data' };
}
