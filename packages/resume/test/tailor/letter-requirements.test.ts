import { expect, test } from 'vitest';
import type { TailorJob } from '../../src/tailor/types.ts';
import { letterOf, resume } from './letter-setup.ts';

/* The paragraphs that tell, for each of the posting's first requirements, a line of the resume that shows it. */

const job: TailorJob = {
  position: 'Platform Engineer',
  employer: 'Northwind Cargo',
  description: `Northwind Cargo is hiring a Platform Engineer.
Requirements:
- Kubernetes operations
- Test coverage and code quality
- Terraform infrastructure as code`,
};

const engineer = resume({
  basics: { name: 'Ines Varga' },
  work: [
    {
      name: 'Brightwave Systems',
      position: 'Platform Engineer',
      startDate: '2019-01',
      highlights: [
        'Ran Kubernetes operations for 40 services across three regions',
        'Wrote Terraform modules for every staging and production environment',
      ],
    },
    {
      name: 'Oakridge Software',
      position: 'Developer',
      startDate: '2012-01',
      endDate: '2013-06',
      highlights: ['Raised test coverage from 40 % to 70 % and code quality checks on every merge'],
    },
  ],
});

test("a result is told with its own job's employer, even after another job was named", async () => {
  const text = await letterOf(engineer, job);
  // The earlier job's result never reads as part of the current role.
  expect(text).not.toMatch(/same role/i);
  const coverage = text.split(/(?<=\.)\s+/).find((s) => /raised test coverage/i.test(s));
  if (coverage) expect(coverage).toMatch(/Oakridge Software/);
  const terraform = text.split(/(?<=\.)\s+/).find((s) => /wrote Terraform modules/i.test(s));
  if (terraform) expect(terraform).toMatch(/Brightwave Systems/);
  expect(coverage ?? terraform, 'the letter tells one of the two results').toBeDefined();
});
