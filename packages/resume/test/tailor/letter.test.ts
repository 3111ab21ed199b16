import { describe, expect, test } from 'vitest';
import { resumeDataSchema } from '../../src/schema/resume.ts';
import { quotableIn, realEmployer, realTitle } from '../../src/tailor/facts.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import { LETTER_WORDS } from '../../src/tailor/letter/fit-length.ts';
import { backendDev, backendJob, nurse, pairs, pmJobFr, supportEs, supportJobEs } from './fixtures.ts';

const today = new Date('2026-03-02T09:00:00Z');
const bodyWords = (paragraphs: string[]): number => paragraphs.join(' ').split(/\s+/).filter(Boolean).length;

describe('cover letters a person would send', () => {
  test.each(pairs.filter((p) => p.resume.work.length >= 2))(
    '$name: 180-350 words, employers cited, signed with the name',
    async ({ resume, job }) => {
      const { coverLetter } = await tailorResume({ resume, job, today });
      const words = bodyWords(coverLetter.paragraphs);
      expect(words).toBeLessThanOrEqual(LETTER_WORDS.max);
      // The minimum when the resume holds enough true material in the letter's language; a thin resume gets a shorter letter, never filler facts.
      const own = resume.work
        .flatMap((w) => w.highlights)
        .filter(quotableIn(resume, coverLetter.language)).length;
      // A letter that can quote none of the resume's lines (all in another language) is shorter still.
      // Such a letter tells each job once, by where and when, and the skills its lines name: no
      // stock sentence ("I am available for an interview ...") pads it.
      expect(words).toBeGreaterThanOrEqual(own >= 7 ? LETTER_WORDS.min : own > 0 ? 100 : 60);
      const employers = resume.work
        .map((w) => w.name!)
        .filter((n) => coverLetter.paragraphs.join(' ').includes(n));
      expect(employers.length).toBeGreaterThanOrEqual(1);
      expect(coverLetter.signature).toBe(resume.basics.name);
    },
  );

  test('opens from the latest real title and employer, never a headline, address or date', async () => {
    const resume = resumeDataSchema.parse({
      ...backendDev,
      basics: { ...backendDev.basics, label: 'Google HQ, Mountain View, CA' },
      work: [{ ...backendDev.work[0]!, position: 'SENIOR BACKEND ENGINEER' }, ...backendDev.work.slice(1)],
    });
    const { coverLetter, resume: out } = await tailorResume({ resume, job: backendJob, today });
    const text = coverLetter.paragraphs.join(' ');
    // The current job is told once, by its paragraph, with its title as a title reads.
    expect(text).toMatch(
      /Senior Backend Engineer[^.]*Paylane[^.]*since 2021|Paylane[^.]*Senior Backend Engineer since 2021/,
    );
    expect(text.split('Paylane').length - 1).toBe(1);
    expect(text).not.toMatch(/Mountain View|SENIOR/);
    expect(out.basics.summary).not.toMatch(/Mountain View/);
  });

  test('"present" tense only when the resume says the job is ongoing', async () => {
    const resume = resumeDataSchema.parse({
      ...backendDev,
      work: backendDev.work.map(({ endDate: _e, ...w }) => w),
    });
    const { coverLetter } = await tailorResume({ resume, job: backendJob, today });
    const text = coverLetter.paragraphs.join(' ');
    expect(text).not.toMatch(/currently|since 2021|I have worked/);
    expect(text).toContain('Paylane');
  });

  test('one language throughout: English bullets are not pasted into a Spanish letter', async () => {
    const { coverLetter, resume } = await tailorResume({
      resume: backendDev,
      job: {
        ...supportJobEs,
        description: `${supportJobEs.description}\nRequisitos:\n- Kubernetes\n- Kafka`,
      },
      today,
    });
    const text = coverLetter.paragraphs.join(' ');
    for (const bullet of backendDev.work.flatMap((w) => w.highlights))
      expect(text).not.toContain(bullet.slice(1, 30));
    expect(text).toMatch(/Paylane/);
    expect(text).not.toMatch(/\b(?:the|with|from|and)\b/);
    expect(resume.basics.summary ?? '').not.toMatch(/\b(?:the|with|who|and)\b/);
  });

  test('a French letter tells English bullets through the skills they name', async () => {
    const { coverLetter } = await tailorResume({ resume: backendDev, job: pmJobFr, today });
    const text = coverLetter.paragraphs.join(' ');
    expect(text).not.toMatch(/\b(?:the|with|from)\b/);
    // The job told in French frames: its title, its employer and since when, in one sentence.
    const told = text.split(/(?<=\.)\s+/).find((s) => s.includes('Paylane')) ?? '';
    expect(told).toMatch(/Senior Backend Engineer/);
    expect(told).toMatch(/[Dd]epuis 2021/);
    expect(told).toMatch(/^(?:Chez|J'|Je |Mon |Depuis )/);
  });

  test('a very low fit is said in the report, and the letter tells what the resume shows without a confession', async () => {
    const result = await tailorResume({ resume: nurse, job: backendJob, today });
    expect(result.report.match.fit).toBe('low');
    const letter = result.coverLetter.paragraphs.join(' ');
    expect(letter).not.toMatch(/little of what|learn the rest|will be direct|grow into/i);
    // Low fit is no change of field either: a nurse applying to a nursing role is told no "new direction".
    expect(result.coverLetter.paragraphs[0]).not.toMatch(/I am applying/);
    // The role is named once in the opening: the first sentence says it.
    expect(result.coverLetter.paragraphs[0]!.split(backendJob.position).length - 1).toBe(1);
    expect(letter).not.toMatch(/new direction/i);
    expect(result.coverLetter.paragraphs.join(' ')).not.toMatch(
      /your posting asks for|which your posting lists/i,
    );
    const good = await tailorResume({ resume: supportEs, job: supportJobEs, today });
    expect(good.report.match.fit).not.toBe('low');
    expect(good.coverLetter.paragraphs[0]).not.toMatch(/franco/);
  });

  test('the report gives each requirement its evidence as a JSON Pointer into the source resume', async () => {
    const result = await tailorResume({ resume: backendDev, job: backendJob, today });
    const kafka = result.report.match.requirements.find((r) => /Kafka/.test(r.text));
    expect(kafka?.evidence?.path).toMatch(/^\/work\/0\/highlights\/\d$/);
    const pointer = kafka!.evidence!.path.split('/').slice(1);
    const line = pointer.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], backendDev);
    expect(line).toBe(kafka!.evidence!.text);
  });
});

describe('facts fit for a sentence', () => {
  test('titles: no date, address, headline; shouting calmed', () => {
    expect(realTitle('SENIOR SOFTWARE ENGINEER')).toBe('Senior Software Engineer');
    expect(realTitle('Last updated in Mar 2026')).toBeUndefined();
    expect(realTitle('avenida Alcanfores y San Juan')).toBeUndefined();
    expect(realTitle('Engineer | builder of things')).toBeUndefined();
    expect(realTitle('Data Analyst')).toBe('Data Analyst');
  });
  test('employers: a trailing place is cut, a date is no employer', () => {
    expect(realEmployer('Google HQ, Mountain View, CA')).toBe('Google HQ');
    expect(realEmployer('Mar 2020 – Present')).toBeUndefined();
    expect(realEmployer('Acme, Inc.')).toBe('Acme, Inc.');
    for (const fragment of [
      'Sep 15',
      '/ 07',
      'to $1.6 billion in GAAP revenue in',
      'Full Time',
      'Développement International)',
      'Experto en automatizaciones e inteligencia artificial.',
    ]) {
      expect(realEmployer(fragment), fragment).toBeUndefined();
    }
    expect(realEmployer('ahora Havas Media')).toBe('Havas Media');
    expect(realEmployer('eBay')).toBe('eBay');
  });
});
