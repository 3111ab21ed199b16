import { expect, test } from 'vitest';
import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import { whyThisEmployer, writeClosing } from '../../src/tailor/letter/closing.ts';
import { letterContext } from '../../src/tailor/letter/context.ts';
import { letterPhrases } from '../../src/tailor/phrases/index.ts';
import { planTailoring } from '../../src/tailor/plan.ts';
import type { TailorJob } from '../../src/tailor/types.ts';

/* The last paragraph: why this employer, the closing and the thanks. */

const today = new Date('2026-03-02T09:00:00Z');
const resume = (data: unknown): ResumeData => resumeDataSchema.parse(data);

const job: TailorJob = {
  position: 'Payroll Specialist',
  employer: 'Ashgrove Council',
  description: `Ashgrove Council is hiring a Payroll Specialist.
Requirements:
- Must have payroll processing experience with Sage
- Excel reconciliations
Nice to have:
- Pension administration`,
};

const clerk = resume({
  basics: { name: 'Dana Whitlock' },
  work: [
    {
      name: 'Fernhill Hotels',
      position: 'Payroll Clerk',
      startDate: '2019-02',
      endDate: 'present',
      highlights: [
        'Ran monthly payroll processing in Sage for 350 staff',
        'Built Excel reconciliations that caught 20 errors a quarter',
      ],
    },
  ],
});

const contextOf = (r: ResumeData, j: TailorJob) => {
  const plan = planTailoring(r, j);
  return letterContext(plan, plan.facts, j);
};

test('a line of thanks ends some letters, not most: said in every one it reads as a template', async () => {
  const employers = [
    'Ashgrove Council',
    'Birchfield Trust',
    'Cobham Mills',
    'Dunmore Foods',
    'Elmstead Care',
  ];
  const positions = ['Payroll Specialist', 'Payroll Officer', 'Payroll Administrator'];
  let thanked = 0;
  let letters = 0;
  for (const employer of employers)
    for (const position of positions) {
      const { coverLetter } = await tailorResume({
        resume: clerk,
        job: { ...job, employer, position },
        today,
      });
      const last = coverLetter.paragraphs.at(-1)!;
      expect(last).toMatch(/[.!]$/);
      if (letterPhrases.en.thanks.some((t) => last.endsWith(t))) thanked++;
      letters++;
    }
  expect(thanked).toBeGreaterThan(0);
  expect(thanked / letters).toBeLessThanOrEqual(0.5);
});

test('"why this employer" names the employer, the role and a skill a result shows, never the requirement pasted whole', () => {
  const why = whyThisEmployer(contextOf(clerk, job));
  expect(why).toBeDefined();
  expect(why).toMatch(/Ashgrove Council/);
  expect(why).not.toContain('Must have');
});

test('no "why this employer" when the resume shows nothing the posting must have', () => {
  const cook = resume({
    basics: { name: 'Dana Whitlock' },
    work: [
      {
        name: 'Fernhill Hotels',
        position: 'Line Cook',
        startDate: '2019-02',
        endDate: 'present',
        highlights: ['Prepared 200 covers a night on the grill station'],
      },
    ],
  });
  expect(whyThisEmployer(contextOf(cook, job))).toBeUndefined();
});

test('a closing speaks of "these results" only when the letter tells one with a figure', () => {
  const ctx = contextOf(clerk, job);
  expect(writeClosing(ctx, [])).not.toMatch(/these results|these figures|results like these/);
  expect(writeClosing(ctx, ['At Acme I handled the filing.'])).not.toMatch(/these results|these figures/);
  expect(writeClosing(ctx, ['At Acme I cut the filing backlog by 30 %.'])).toMatch(
    /these results|these figures|results like these/,
  );
});
