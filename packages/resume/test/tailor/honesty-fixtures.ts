import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import type { TailorJob } from '../../src/tailor/types.ts';
import { accountantFr2, supportEs2 } from './honesty-fixtures-fr-es.ts';

/*
 * Resume/posting pairs for the honesty checks: what the posting asks that the resume really shows
 * (must be matched), and what it asks that the resume does not say (must never be claimed).
 */

export interface HonestyCase {
  name: string;
  language: 'en' | 'fr' | 'es';
  resume: ResumeData;
  job: TailorJob;
  /** Keywords (as the report shows them) the resume holds and the posting asks for. */
  expected: string[];
  /** Keywords the posting asks for that the resume does not say: missing, and never claimed in text. */
  notClaimed: string[];
}

const resume = (data: unknown): ResumeData => resumeDataSchema.parse(data);

/** A solar forecasting posting for the made-up data scientist Alex Kim of the generated parse corpus. */
export const heliosJob: TailorJob = {
  position: 'Senior Data Scientist',
  employer: 'Helios Energy',
  description:
    'Helios Energy is looking for a Senior Data Scientist to build forecasting models for solar production. Requirements: Python, SQL, machine learning, time series forecasting, experimentation and A/B testing, communicating results to stakeholders. Nice to have: Spark, Airflow, cloud (AWS).',
};

export const marketingManager: HonestyCase = {
  name: 'marketing manager en',
  language: 'en',
  resume: resume({
    basics: {
      name: 'Emma Walsh',
      label: 'Marketing Manager',
      email: 'emma.walsh@example.com',
      location: { city: 'Bristol', countryCode: 'GB' },
    },
    work: [
      {
        name: 'Brightleaf Foods',
        position: 'Marketing Manager',
        startDate: '2020-03',
        highlights: [
          'Led the rebrand and 3 product launch campaigns across 4 European markets',
          'Managed a £600K annual paid media budget across Google Ads and Meta',
          'Grew newsletter subscribers from 12,000 to 45,000 with HubSpot workflows',
          'Ran an SEO content programme that doubled organic traffic in 18 months',
        ],
      },
      {
        name: 'Northgate Retail',
        position: 'Marketing Coordinator',
        startDate: '2017-06',
        endDate: '2020-02',
        highlights: [
          'Coordinated 12 trade shows and in-store events a year',
          'Produced weekly social media content for Instagram and LinkedIn',
        ],
      },
    ],
    education: [{ institution: 'University of Leeds', studyType: 'BA', area: 'Marketing', endDate: '2017' }],
    skills: [
      {
        name: 'Marketing',
        keywords: ['Brand management', 'SEO', 'Email marketing', 'HubSpot', 'Google Analytics'],
      },
    ],
  }),
  job: {
    position: 'Senior Marketing Manager',
    employer: 'Oakridge Outdoor',
    description: `Oakridge Outdoor is looking for a Senior Marketing Manager to lead our brand and integrated campaigns.
What you will do:
- Own brand management and the campaign calendar across channels
- Plan digital marketing: SEO, paid search and social media
- Run email marketing and lifecycle journeys in HubSpot
- Own a seven-figure marketing budget and report results to stakeholders
- Measure performance with data analysis in Google Analytics
Requirements: 5+ years in B2C marketing, brand management, digital marketing, budget ownership, stakeholder management.
Nice to have: Salesforce, market research.`,
  },
  expected: [
    'Brand management',
    'SEO',
    'Social media',
    'Email marketing',
    'HubSpot',
    'Budget management',
    'Campaign management',
    'Marketing',
    'Google Analytics',
  ],
  // Google Analytics and Google Ads are tools: they do not put "data analysis" or "SEM" in her resume.
  notClaimed: [
    'Salesforce',
    'Market research',
    'Stakeholder management',
    'SEM',
    'B2C',
    'Digital marketing',
    'Data analysis',
  ],
};

export const icuNurse: HonestyCase = {
  name: 'nurse en',
  language: 'en',
  resume: resume({
    basics: {
      name: 'Daniel Reyes',
      label: 'Registered Nurse',
      email: 'daniel.reyes@example.org',
      location: { city: 'Phoenix', region: 'AZ' },
    },
    work: [
      {
        name: 'Desert Valley Medical Center',
        position: 'ICU Staff Nurse',
        startDate: '2019-08',
        highlights: [
          'Cared for 2 critically ill patients per shift in a 20-bed ICU',
          'Titrated vasoactive drips and handled medication administration per protocol',
          'Documented assessments in the Epic electronic health record',
          'Precepted 5 new graduate nurses through their critical care orientation',
        ],
      },
      {
        name: 'Sunridge Clinic',
        position: 'Medical Assistant',
        startDate: '2016-05',
        endDate: '2019-07',
        highlights: ['Took vitals and prepared 30 patients a day for physician visits'],
      },
    ],
    education: [
      { institution: 'Arizona State University', studyType: 'BSN', area: 'Nursing', endDate: '2019' },
    ],
    skills: [
      {
        name: 'Clinical',
        keywords: ['Critical care', 'Patient care', 'Medication administration', 'Teamwork'],
      },
    ],
    certificates: [{ name: 'BLS', issuer: 'American Heart Association' }],
  }),
  job: {
    position: 'ICU Registered Nurse',
    employer: 'Mercy General Hospital',
    description: `Mercy General Hospital is hiring an ICU Registered Nurse for our 24-bed critical care unit.
You will deliver patient care to critically ill adults, administer medications, and document in our electronic health records (Epic).
Requirements: active RN license, BLS and ACLS, 2+ years of critical care experience, medication administration, teamwork with physicians and respiratory therapists.
Nice to have: CCRN certification, experience with ventilator management.`,
  },
  expected: [
    'Patient care',
    'BLS',
    'Electronic health records',
    'Medication administration',
    'Teamwork',
    'critical care',
  ],
  notClaimed: [],
};

export const juniorFrontend: HonestyCase = {
  name: 'junior frontend en',
  language: 'en',
  resume: resume({
    basics: {
      name: 'Sam Patel',
      label: 'Frontend Developer',
      email: 'sam.patel@example.dev',
      url: 'https://sampatel.dev',
    },
    work: [
      {
        name: 'Brightside Agency',
        position: 'Web Developer Intern',
        startDate: '2024-01',
        endDate: '2024-06',
        highlights: [
          'Built responsive landing pages in HTML, CSS and JavaScript for 6 clients',
          'Fixed accessibility issues flagged by Lighthouse, reaching WCAG AA on every page',
        ],
      },
    ],
    projects: [
      {
        name: 'Recipe Finder',
        description: 'React app in TypeScript that searches 10,000 recipes',
        highlights: [
          'Wrote unit tests with Jest and React Testing Library',
          'Deployed on Netlify from GitHub',
        ],
      },
    ],
    education: [{ institution: 'Le Wagon', studyType: 'Bootcamp', area: 'Web Development', endDate: '2023' }],
    skills: [
      { name: 'Frontend', keywords: ['JavaScript', 'TypeScript', 'React', 'HTML', 'CSS'] },
      { name: 'Tools', keywords: ['Git', 'Figma'] },
    ],
  }),
  job: {
    position: 'Junior Frontend Developer',
    employer: 'Pinecone Labs',
    description: `Pinecone Labs is hiring a Junior Frontend Developer to build accessible, responsive interfaces in React and TypeScript.
Requirements:
- HTML, CSS and modern JavaScript
- React and TypeScript
- Git and code review
- Testing with Jest
- Care for accessibility (WCAG)
Nice to have: Next.js, Tailwind, GraphQL, REST APIs.`,
  },
  expected: ['React', 'TypeScript', 'HTML', 'CSS', 'JavaScript', 'Git', 'Jest', 'Testing', 'Accessibility'],
  notClaimed: ['Next.js', 'Tailwind CSS', 'GraphQL', 'REST APIs'],
};

export const honestyCases: HonestyCase[] = [
  marketingManager,
  icuNurse,
  accountantFr2,
  supportEs2,
  juniorFrontend,
];
