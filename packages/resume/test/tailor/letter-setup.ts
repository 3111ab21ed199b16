import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import { tailorResume } from '../../src/tailor/index.ts';
import type { TailorJob } from '../../src/tailor/types.ts';

/* What the letter tests share: a fixed day, a resume read through the schema, a backend job and a candidate for it. */

export const today = new Date('2026-03-02T09:00:00Z');
export const resume = (data: unknown): ResumeData => resumeDataSchema.parse(data);
export const words = (paragraphs: string[]): number =>
  paragraphs.join(' ').split(/\s+/).filter(Boolean).length;
export const letterOf = async (r: ResumeData, j: TailorJob = job): Promise<string> =>
  (await tailorResume({ resume: r, job: j, today })).coverLetter.paragraphs.join('\n');

export const job: TailorJob = {
  position: 'Backend Developer',
  employer: 'Northwind Payments',
  description: `Northwind Payments is hiring a Backend Developer.

Requirements:
- Strong Python experience
- Experience with PostgreSQL and Docker
- Good knowledge of Linux`,
};

export const backend = {
  basics: { name: 'Sam Rivera' },
  work: [
    {
      name: 'Acme Payments',
      position: 'Backend Developer',
      startDate: '2021-01',
      endDate: '2024-06',
      highlights: [
        'Built a Python billing service on PostgreSQL handling 3 million invoices a month',
        'Moved 12 services to Docker and cut release time by half',
      ],
    },
  ],
};

/** An embedded-software posting and an intern whose lines show its skills. */
export const embeddedJob: TailorJob = {
  position: 'Embedded Software Engineer',
  employer: 'Northwind Devices',
  description: `Northwind Devices is hiring an Embedded Software Engineer.

Requirements:
- Strong C and C++ experience on microcontrollers
- Excellent communication skills
- Experience with Git and Linux`,
};

export const intern = resume({
  basics: { name: 'Sam Rivera' },
  work: [
    {
      name: 'Acme Robotics',
      position: 'Software Engineer Intern',
      startDate: '2023-06',
      endDate: '2023-09',
      highlights: [
        'Implemented serial communication protocols (SPI, I2C) in C for sensor boards',
        'Wrote unit tests in C++ with GoogleTest',
      ],
    },
  ],
  skills: [{ name: 'Languages', keywords: ['C', 'C++', 'Python'] }],
});
