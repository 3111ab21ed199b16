/**
 * Studies read among the jobs: an experience section that also lists a degree ("BTS Comptabilité"
 * at "Lycée Jean Moulin", 2019 – 2021), or a list of degrees under a heading that reads as work.
 * An entry that names a degree (not a post: "PhD Student" is one) and a school, or a degree alone,
 * is a study; it moves to the education, unless the education already holds that degree or that
 * school (then the person listed it as a post on purpose: a doctoral contract).
 */
import type { ResumeData } from '../schema/resume.ts';
import { isDegreeLike, isSchoolLike, isTitleLike, splitDegree } from './phrase-kind.ts';
import type { UncertainList } from './uncertain.ts';
import { foldOnce, removeUndefined } from './util.ts';

type Job = ResumeData['work'][number];
type Study = ResumeData['education'][number];

/**
 * A degree, not a post: "BTS Management commercial" is one, though "management" can name a post;
 * "PhD Student" or "Técnico en sistemas" (a post word last, or as the degree's own word) is not.
 */
function namesDegree(text: string | undefined): text is string {
  if (text === undefined || !isDegreeLike(text)) return false;
  const last = text.match(/\p{L}+/gu)?.at(-1) ?? '';
  const { studyType } = splitDegree(text);
  return !isTitleLike(last) && !isTitleLike(studyType ?? text);
}

/** The degree and the school a job entry names, when it reads as a study. */
function studyIn(job: Job): { degree: string; school?: string } | undefined {
  const { position, name } = job;
  if (namesDegree(position) && (name === undefined || (isSchoolLike(name) && !isTitleLike(name))))
    return { degree: position, school: name };
  if (namesDegree(name) && position !== undefined && isSchoolLike(position) && !isTitleLike(position))
    return { degree: name, school: position };
  return undefined;
}

const wordsOf = (text: string | undefined) => new Set(foldOnce(text ?? '').match(/\p{L}{3,}/gu) ?? []);

/** Two names of one school: most of the shorter one's words are in the other ("Université de (la) Polynésie"). */
function sameSchool(a: string | undefined, b: string | undefined): boolean {
  const [x, y] = [wordsOf(a), wordsOf(b)];
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared > 0 && shared >= Math.min(x.size, y.size) * 0.7;
}

/** The education holds this degree, or this school, already. */
function listedTwice(study: { degree: string; school?: string }, education: Study[]): boolean {
  const type = foldOnce(splitDegree(study.degree).studyType ?? study.degree);
  return education.some(
    (e) =>
      (e.studyType !== undefined && foldOnce(e.studyType) === type) ||
      sameSchool(e.institution, study.school),
  );
}

/** Moves the studies read among the jobs to the education; the doubts on later jobs follow them. */
export function moveStudiesFromWork(data: ResumeData, uncertain: UncertainList): void {
  const moved = new Set<number>();
  data.work.forEach((job, i) => {
    const study = studyIn(job);
    if (!study || listedTwice(study, data.education)) return;
    const { studyType, area } = splitDegree(study.degree);
    data.education.push(
      removeUndefined({
        institution: study.school,
        studyType: studyType ?? study.degree,
        area: studyType ? area : undefined,
        startDate: job.startDate,
        endDate: job.endDate,
        location: job.location,
        courses: [...job.highlights, ...(job.summary ? [job.summary] : [])],
        'x-printed': job['x-printed'],
      }),
    );
    moved.add(i);
  });
  if (!moved.size) return;
  data.work = data.work.filter((_, i) => !moved.has(i));
  const kept = uncertain.items.filter((item) => {
    const at = /^\/work\/(\d+)(?=\/|$)/.exec(item.path);
    if (!at) return true;
    const index = Number(at[1]);
    if (moved.has(index)) return false;
    const before = [...moved].filter((m) => m < index).length;
    item.path = item.path.replace(/^\/work\/\d+/, `/work/${index - before}`);
    return true;
  });
  uncertain.items.splice(0, uncertain.items.length, ...kept);
}
