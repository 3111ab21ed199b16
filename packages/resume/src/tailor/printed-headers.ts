import type { ResumeData } from '../schema/resume.ts';
import { fold } from '../text/fold.ts';
import { endsOnTownAndRegion } from '../parse/fields.ts';
import { isPlaceName } from '../parse/plausibility-rules.ts';
import { implausibleBecause, uncertainPaths, type FieldKind } from './plausibility.ts';

type Uncertain = ReadonlyArray<{ path: string; reason?: string }>;

/**
 * Checks whose failure still leaves the phrase what its slot holds, printed as it was: a long
 * organisation name, one in lower case, one cut at the line's end, a title in the employer's
 * place (the line sets both as printed).
 */
const STILL_PRINTABLE: Record<'employer' | 'title', ReadonlySet<string>> = {
  employer: new Set(['employer.sentence', 'employer.lower', 'employer.cut', 'employer.title', 'job-title']),
  title: new Set(['title.cut']),
};
/**
 * Neither a place, a time, a label, a contract nor a duty: a phrase the line may set. A name with
 * its town and region after it ("Constructora Sierra Madre, Monterrey, N.L.") reads as a list to
 * the reader's checks, but the line sets it as printed.
 */
const printable = (kind: FieldKind & keyof typeof STILL_PRINTABLE, text: string | undefined) => {
  const rule = implausibleBecause(kind, text);
  return (
    rule === undefined ||
    STILL_PRINTABLE[kind].has(rule) ||
    (kind === 'employer' && rule === 'employer.list' && endsOnTownAndRegion(text ?? ''))
  );
};

/**
 * The resume as the tailored CV sets it. A job whose employer or title the reader was unsure of
 * (or whose bounds it guessed) is set with the two on one line, in the order its header printed
 * them ("Manutentionnaire · Acme Logistique"), in the title's place: the CV then claims neither
 * which is the employer nor which the title, and a title read as the employer no longer reads as
 * one. What the header did not print (an employer carried over from the job above) is left out; a
 * phrase of the header read as the job's place though it names none joins the line.
 * Dates, text and bullets stay. Once the user has checked the resume nothing is unsure, and the
 * fields are used as they are.
 */
export function withPrintedHeaders(
  resume: ResumeData,
  uncertain: Uncertain | undefined,
): { resume: ResumeData; uncertain: Uncertain | undefined } {
  if (!uncertain?.length) return { resume, uncertain };
  const unsure = uncertainPaths(uncertain);
  // The line set in the title's place is no title a sentence may name.
  const added: Array<{ path: string; reason: string }> = [];
  const work = resume.work.map((job, i) => {
    const header = job['x-header'];
    if (typeof header !== 'string' || !header.trim()) return job;
    const nameUnsure = unsure.has(`/work/${i}/name`);
    const positionUnsure = unsure.has(`/work/${i}/position`);
    if (!nameUnsure && !positionUnsure) return job;
    const printed = fold(header);
    // A field the reader put together from parts of the header ("Lab, University") is printed there too.
    const parts = (p: string) =>
      fold(p)
        .split(/\s*,\s*/)
        .filter(Boolean);
    const isPrinted = (p: string | undefined): p is string =>
      !!p && parts(p).every((part) => printed.includes(part));
    const at = (p: string) => printed.indexOf(parts(p)[0]!);
    const { name, position, location, ...rest } = job;
    // What the reader put in the place's slot from this header, naming no place ("Adjunct
    // Faculty", "Psychiatry"), is one more of its phrases: set on the line, not under the dates.
    const phrase = location && isPrinted(location) && !isPlaceName(location) ? location : undefined;
    const place = phrase ? {} : location !== undefined ? { location } : {};
    // A field the user set (no longer unsure) and the header never printed keeps its place.
    const ownName = !nameUnsure && !isPrinted(name) ? { name } : {};
    if (!positionUnsure && position && !isPrinted(position))
      return { ...rest, ...ownName, position, ...(location !== undefined ? { location } : {}) };
    // A phrase that cannot be what its slot holds (a town with how long the placement lasted, a
    // place alone, a duty) is left out: set beside the title, it would still read as the employer.
    const line = [
      printable('employer', name) ? name : undefined,
      printable('title', position) ? position : undefined,
      phrase,
    ]
      .filter(isPrinted)
      .sort((a, b) => at(a) - at(b));
    if (!line.length) return { ...rest, ...ownName, ...place };
    added.push({ path: `/work/${i}/position`, reason: 'position_guessed' });
    return { ...rest, ...ownName, ...place, position: line.join(' · ') };
  });
  return { resume: { ...resume, work }, uncertain: [...uncertain, ...added] };
}
