/** A month as the language writes it. */
export interface Month {
  /** The full name as printed in a letter ("January", "février"). */
  name: string;
  /** The short form the CV prints ("Jan", "févr."). */
  short: string;
  /** Other spellings and abbreviations a resume uses ("sept", "setiembre"). */
  also?: readonly string[];
}

/** Twelve months, January first: a language with eleven does not compile. */
export type Months = readonly [
  Month,
  Month,
  Month,
  Month,
  Month,
  Month,
  Month,
  Month,
  Month,
  Month,
  Month,
  Month,
];

/** How a language writes dates and says that something still goes on. */
export interface DateWords {
  months: Months;
  /** Month names that are also everyday words ("may"): alone, they are not a claimed date. */
  monthsAlsoWords: readonly string[];
  /** What a resume prints for an ongoing position ("present", "to date"). */
  present: readonly string[];
  /** Words that open a range with no end ("since"): the entry is ongoing. */
  since: readonly string[];
  /** Seasons, printed before a date that they belong to ("Summer 2024"), folded. */
  seasons: readonly string[];
  /** Words besides seasons printed before a date that belong to it ("expected"), folded. */
  dateQualifiers: readonly string[];
  /** Words between the two dates of a range ("to", "until"). */
  rangeWords: readonly string[];
  /**
   * Words before the first date of a range that belong to it ("from", "du"): kept with the date as
   * printed, and dropped with it from a job's header.
   */
  from: readonly string[];
  /**
   * What a sentence says of something still going on ("currently", "to this day"), as written
   * (accents kept), matched whole words and any case. Not the "present" words: a letter saying
   * "today" or "now" claims nothing about a job.
   */
  ongoing: readonly string[];
}
