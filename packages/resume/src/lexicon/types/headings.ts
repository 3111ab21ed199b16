import type { SectionKey } from '../../schema/resume.ts';

/** A heading names a resume section, or the contact block the reader takes into basics. */
export type HeadingKey = SectionKey | 'contact';

/** The words a rendered CV prints itself, as printed (accents kept): section headings and a few more. */
export type Labels = Readonly<Record<SectionKey, string>> & {
  /** What the document is called ("Resume", "CV"). */
  document: string;
  /** The end of an ongoing range. */
  present: string;
  /** Before a degree's course list. */
  courses: string;
  /** Before a degree's grade. */
  score: string;
};

/** Sections a resume names itself that a rendered CV heads in the document's language. */
export type CustomHeadingKey =
  | 'additional'
  | 'honors'
  | 'activities'
  | 'teaching'
  | 'research'
  | 'talks'
  | 'leadership'
  | 'training'
  | 'memberships'
  | 'hobbies'
  | 'skills'
  | 'languages'
  | 'projects'
  | 'certificates'
  | 'publications'
  | 'volunteering'
  | 'references'
  | 'interests';

/** How a language heads a resume's sections and names the document and its pages. */
export interface HeadingWords {
  /**
   * How Word names its heading styles in this language, as the style's id writes it without its level
   * ("Heading1", "Titre1", "Ttulo1" for "Título 1"), lower case.
   */
  headingStyles: readonly string[];

  /** What a document calls itself, printed as a title or a running head ("curriculum vitae", "cv"). */
  documentNames: readonly string[];

  /**
   * What a citation prints about where a work appeared or how it is cut (regular expression
   * sources on folded text, whole words): "journal", "proceedings", "vol", "pp". A list whose
   * items carry them is a list of publications or talks, not of jobs.
   */
  citationWords: readonly string[];

  /**
   * Words of a line that groups the works of a list of publications (folded, whole words):
   * "articles", "book chapters", "under review", "submitted". Such a line is no work of its own.
   */
  publicationGroupWords: readonly string[];

  /**
   * How a page prints its number and its date ("Page 2 of 3", "Last updated in Mar 2026"), as
   * regular expression sources on the text as written (accents kept), matched any case.
   */
  pageWords: {
    /** The word before a page's number ("page", "página"). */
    page: readonly string[];
    /** Its abbreviation, without the full stop ("p"). May be empty. */
    pageShort: readonly string[];
    /** The word between a page's number and the count ("of", "sur"). */
    of: readonly string[];
    /** What opens a line saying when the document last changed ("last updated", "mis à jour"). */
    updated: readonly string[];
    /** A copyright notice a web page or a template prints at its foot ("all rights reserved"). */
    rights: readonly string[];
    /** The word a copyright notice opens with, before its year ("copyright"). */
    copyright: readonly string[];
  };

  /** Whole headings per section. A heading known in one language only votes for it. */
  headings: Readonly<Record<HeadingKey, readonly string[]>>;
  /**
   * Word patterns (regular expression sources) that name a section anywhere in a longer heading
   * ("Experiencia en la industria"). A section with none in this language has an empty list.
   */
  headingWords: Readonly<Record<HeadingKey, readonly string[]>>;

  // What the renderer writes.
  /** Headings and words of a rendered CV in this language. */
  labels: Labels;
  /**
   * Sections a resume names itself: the heading a CV in this language prints for each (as printed),
   * and the names, in this language and folded, that a section carrying them may have.
   */
  customHeadings: Readonly<Record<CustomHeadingKey, { label: string; names: readonly string[] }>>;
}
