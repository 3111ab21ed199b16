import { expect, test } from 'vitest';
import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import { varyDuties } from '../../src/tailor/letter-clauses.ts';
import { letterPhrases } from '../../src/tailor/phrases/index.ts';
import { tellingOrder } from '../../src/tailor/letter/order.ts';
import type { TailorJob } from '../../src/tailor/types.ts';

/* Letters for resumes with little to tell, and how their entries are told. */

const today = new Date('2026-03-02T09:00:00Z');
const resume = (data: unknown): ResumeData => resumeDataSchema.parse(data);
const letter = async (r: ResumeData, job: TailorJob): Promise<string[]> =>
  (await tailorResume({ resume: r, job, today })).coverLetter.paragraphs;

test('a paragraph does not tell two duties with the same verb, in French and Spanish', () => {
  const fr = varyDuties(
    [
      "J'ai assuré l'accueil des clients.",
      "J'ai aussi assuré la gestion des stocks.",
      "J'ai également assuré la prise en charge des commandes.",
    ],
    'fr',
  );
  expect(fr[1]).toMatch(/^J'ai aussi (?:pris|eu) en charge la gestion des stocks\.$/);
  // Never "pris en charge la prise en charge".
  expect(fr[2]).not.toMatch(/en charge la prise en charge/);
  expect(fr[2]).toBe("J'ai également assuré la prise en charge des commandes.");
  const missions = varyDuties(
    ["J'avais pour mission de créer.", "J'avais aussi pour mission d'installer."],
    'fr',
  );
  expect(missions[1]).toBe("J'avais aussi pour rôle d'installer.");
  const es = varyDuties(['Me ocupo de la caja.', 'Además, me ocupo del almacén.'], 'es');
  expect(es[1]).toBe('Además, me encargo del almacén.');
  // The next paragraph does not open on the verb the one before opened with.
  const told = { counts: new Map<string, number>() };
  varyDuties(['Me encargué de la caja.'], 'es', told);
  expect(varyDuties(['Me encargué del almacén.'], 'es', told)[0]).not.toMatch(/^Me encargué/);
  const en = varyDuties(['I worked on the survey.', 'I also worked on the report.'], 'en');
  expect(en[1]).toBe('I was also involved in the report.');
  // Without a letter's paragraphs before it, a paragraph starts afresh.
  expect(varyDuties(["J'ai assuré l'accueil."], 'fr')).toEqual(["J'ai assuré l'accueil."]);
});

test('entries are told the most relevant first, then latest first', () => {
  const clerk = (name: string, startDate: string, endDate: string) => ({
    name,
    position: 'Clerk',
    startDate,
    endDate,
  });
  const work = [
    clerk('North', '2021-01', 'Present'),
    clerk('East', '2012-01', '2014-01'),
    clerk('West', '2015-01', '2019-01'),
  ];
  const source = resume({ basics: { name: 'A' }, work });
  const e = (index: number, score: number) => ({ kind: 'work' as const, index, score, more: false });
  // The oldest is far more relevant: it leads, the others follow latest first.
  expect(tellingOrder(source, [e(1, 10), e(2, 3), e(0, 2)]).map((x) => x.index)).toEqual([1, 0, 2]);
  // The latest shows about as much: the letter follows time.
  expect(tellingOrder(source, [e(1, 10), e(0, 9), e(2, 8)]).map((x) => x.index)).toEqual([0, 2, 1]);
});

const frJob: TailorJob = {
  position: 'Aide comptable',
  employer: 'Hôpital des Tilleuls',
  description: `L'Hôpital des Tilleuls recrute un aide comptable.
Profil recherché :
- Comptabilité
- Permis B`,
};

test('a resume without results names the skills it lists that the posting asks for, as listed', async () => {
  const r = resume({
    basics: { name: 'Sam Doe' },
    work: [{ name: 'Mairie de Bourg-Neuf', position: 'Agent polyvalent', startDate: '2015-01' }],
    skills: [{ keywords: ['Comptabilité', 'Leadership Charge comptabilité', 'Cuisine'] }],
  });
  const text = (await letter(r, frJob)).join('\n');
  expect(text).toMatch(/compétences en comptabilité/);
  expect(text).not.toMatch(/Leadership Charge/);
  expect(text).not.toMatch(/cuisine/i);
});

const enJob: TailorJob = {
  position: 'Research Assistant',
  employer: 'Fernhill Institute',
  description:
    'Fernhill Institute is hiring a Research Assistant.\nRequirements:\n- Data analysis in R\n- Survey design\n- Literature reviews',
};

test('a project whose name holds a label or a subtitle is not named in a sentence', async () => {
  const r = resume({
    basics: { name: 'Kim Doe' },
    projects: [
      {
        name: 'Role: Co-Investigator (PI: Someone Else) Description: Survey design for a trial',
        description: 'Survey design and data analysis in R for a regional trial.',
        highlights: [],
      },
    ],
  });
  const text = (await letter(r, enJob)).join('\n');
  expect(text).not.toMatch(/Role:|Description:/);
});

test('spoken languages each take their preposition, and a second paragraph about a job claims nothing', () => {
  expect(letterPhrases.fr.speaks[1]!('anglais, espagnol et arabe')).toBe(
    "Je m'exprime en anglais, en espagnol et en arabe.",
  );
  for (const say of Object.values(letterPhrases))
    for (const more of say.moreResults)
      for (const current of [true, false])
        expect(more(current)).not.toMatch(/needs|besoins|necesidades|matter|utiles|vienen al caso/);
});

test('an award or a fragment read into the certificates is not named as a certification', async () => {
  const r = resume({
    basics: { name: 'Lee Doe' },
    certificates: [
      { name: 'With High Honors' },
      { name: 'Excellence Award' },
      { name: 'Certified Survey Analyst' },
    ],
  });
  const text = (await letter(r, enJob)).join('\n');
  expect(text).not.toMatch(/High Honors|Excellence Award/);
});

test('a column label or section word read as a project or certificate name is never named', async () => {
  const r = resume({
    basics: { name: 'Lee Doe' },
    certificates: [{ name: 'Year(s)' }, { name: 'Dates' }],
    projects: [
      { name: 'Year(s)', description: 'Built a survey dashboard used by 40 analysts.', highlights: [] },
      { name: 'Projects', highlights: ['Cut survey processing time by 30 % with Python scripts.'] },
    ],
  });
  const text = (await tailorResume({ resume: r, job: enJob, today })).coverLetter.paragraphs.join('\n');
  expect(text).not.toMatch(/Year\(s\)|Dates|Projects is|project Projects/);
  const summary = (await tailorResume({ resume: r, job: enJob, today })).resume.basics.summary ?? '';
  expect(summary).not.toMatch(/Year\(s\)|Projects/);
});
