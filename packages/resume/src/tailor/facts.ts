/*
 * The facts a letter or summary may be built on, checked first: a title that is a title (not a
 * headline, an address, a tagline or a date), an employer that is a name, and "present" only when
 * the resume says so (endDate "present", or a word meaning it). One entry for the modules in
 * facts/, each doing one check.
 */
export { isPresent, yearOf } from './facts/dates.ts';
export { unshout } from './facts/unshout.ts';
export { realLabel, realTitle, titleIn } from './facts/titles.ts';
export { STOP_END, jobEmployer, latestJob, realEmployer } from './facts/employers.ts';
export { lineLanguage, quotableIn, resumeLanguage } from './facts/line-language.ts';
export { degreeOf } from './facts/degree.ts';
