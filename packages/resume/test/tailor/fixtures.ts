import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import type { TailorJob } from '../../src/tailor/types.ts';
import {
  accountantFr,
  accountantJobFr,
  marketerEs,
  marketingJobEs,
  pmFr,
  pmJobFr,
  supportEs,
  supportJobEs,
  teacherFr,
  teacherJobFr,
  warehouseEs,
  warehouseJobEs,
} from './fixtures-fr-es.ts';

export * from './fixtures-fr-es.ts';

/* Resumes and postings written for these tests: tech and non-tech, English here, French and Spanish in fixtures-fr-es.ts. */

const resume = (data: unknown): ResumeData => resumeDataSchema.parse(data);

export const backendDev = resume({
  basics: {
    name: 'Maya Chen',
    label: 'Backend Engineer',
    email: 'maya.chen@example.com',
    phone: '+1 415 555 0134',
    location: { city: 'San Francisco', region: 'CA' },
    summary:
      'Backend engineer who likes boring, reliable systems. I enjoy mentoring and writing clear design docs.',
  },
  work: [
    {
      name: 'Paylane',
      position: 'Senior Backend Engineer',
      startDate: '2021-03',
      endDate: 'present',
      highlights: [
        'Mentored 4 junior engineers through their first production launches',
        'Migrated 14 services from VMs to k8s with Helm, cutting deploy time from 40 to 6 minutes',
        'Designed the Postgres partitioning scheme for 2 billion ledger rows',
        'Built a Go event pipeline on Kafka processing 12,000 payments per second',
      ],
    },
    {
      name: 'Shoply',
      position: 'Software Engineer',
      startDate: '2017-06',
      endDate: '2021-02',
      highlights: [
        'Maintained the Django storefront and its Celery workers',
        'Introduced CI with GitHub Actions and raised test coverage from 35% to 80%',
        'Wrote REST APIs in Python consumed by 3 mobile apps',
      ],
    },
  ],
  education: [
    {
      institution: 'University of Washington',
      studyType: 'BSc',
      area: 'Computer Science',
      startDate: '2013',
      endDate: '2017',
    },
  ],
  skills: [
    { name: 'Frontend', keywords: ['JavaScript', 'React', 'CSS'] },
    { name: 'Backend', keywords: ['Python', 'Django', 'Go', 'PostgreSQL', 'Kafka'] },
    { name: 'Infrastructure', keywords: ['Docker', 'Kubernetes', 'Terraform', 'AWS'] },
  ],
  languages: [
    { language: 'English', fluency: 'Native' },
    { language: 'Mandarin', fluency: 'Fluent' },
  ],
});

export const backendJob: TailorJob = {
  position: 'Platform Engineer',
  employer: 'Northwind Cloud',
  description: `Northwind Cloud is hiring a Platform Engineer to scale our payments infrastructure.

What you'll do:
- Run and evolve our Kubernetes clusters on AWS with Terraform
- Build services in Go and TypeScript backed by PostgreSQL
- Own CI/CD pipelines and observability (Prometheus, Grafana)
- Work with stakeholders across product and security

Requirements:
- 5+ years of backend or platform experience
- Strong Kubernetes and Docker experience
- Experience with Kafka or another event streaming platform
- Mentoring and clear written communication`,
};

export const nurse = resume({
  basics: {
    name: 'Grace Okafor',
    label: 'Registered Nurse',
    email: 'grace.okafor@example.org',
    location: { city: 'Manchester', countryCode: 'GB' },
  },
  work: [
    {
      name: 'Royal Infirmary',
      position: 'Staff Nurse, Acute Medical Unit',
      startDate: '2019-09',
      highlights: [
        'Provided patient care for up to 8 acute patients per shift',
        'Administered medication and kept electronic health records accurate',
        'Trained 12 student nurses on infection control procedures',
        'Led the ward audit on falls prevention, reducing falls by 30%',
      ],
    },
    {
      name: 'Sunrise Care Home',
      position: 'Healthcare Assistant',
      startDate: '2016-01',
      endDate: '2019-08',
      highlights: [
        'Supported 20 residents with daily living and first aid',
        'Worked with families to plan person-centred care',
      ],
    },
  ],
  education: [
    { institution: 'University of Salford', studyType: 'BSc', area: 'Adult Nursing', endDate: '2019' },
  ],
  skills: [
    { name: 'Clinical', keywords: ['Patient care', 'Medication administration', 'Infection control', 'BLS'] },
    { name: 'Communication' },
  ],
  certificates: [{ name: 'NMC Registration', date: '2019' }],
});

export const nurseJob: TailorJob = {
  position: 'Senior Staff Nurse',
  employer: 'St Mary Hospital',
  description: `St Mary Hospital is looking for a Senior Staff Nurse for our emergency department.
You will deliver high quality patient care, supervise junior staff and students, and lead on infection control.
Requirements: NMC registration, experience with electronic health records, medication administration,
strong communication and teamwork, leadership of a small team. Experience in triage is desirable.`,
};

export const salesRep = resume({
  basics: { name: 'Daniel Brooks', label: 'Account Executive', email: 'dan.brooks@example.com' },
  work: [
    {
      name: 'Brightdesk',
      position: 'Account Executive',
      startDate: '2020-01',
      endDate: 'present',
      highlights: [
        'Closed $1.2M in new B2B revenue in 2023, 130% of quota',
        'Managed a pipeline of 60 mid-market accounts in HubSpot',
        'Negotiated multi-year contracts with procurement teams',
      ],
    },
    {
      name: 'CallFirst',
      position: 'Sales Development Representative',
      startDate: '2018-05',
      endDate: '2019-12',
      highlights: [
        'Booked 25 meetings per month through cold calling and email',
        'Won SDR of the quarter twice',
      ],
    },
  ],
  skills: [{ name: 'Sales', keywords: ['Prospecting', 'Negotiation', 'CRM', 'Salesforce'] }],
});

export const salesJob: TailorJob = {
  position: 'Enterprise Account Manager',
  employer: 'Orbit Analytics',
  description: `We are looking for an Enterprise Account Manager to grow our key accounts.
Responsibilities: manage a portfolio of enterprise customers, drive renewals and expansion, negotiate contracts,
forecast accurately in Salesforce, and partner with customer success.
Requirements: 3+ years of B2B SaaS sales, proven negotiation skills, Salesforce, excellent communication.`,
};

export const designer = resume({
  basics: {
    name: 'Priya Natarajan',
    label: 'Product Designer',
    email: 'priya@example.com',
    url: 'https://priya.design',
  },
  work: [
    {
      name: 'Fintrack',
      position: 'Product Designer',
      startDate: '2020-08',
      endDate: 'present',
      highlights: [
        'Redesigned onboarding in Figma, lifting activation from 41% to 58%',
        'Ran 30 usability tests and turned findings into a prioritized roadmap',
        'Built the design system used by 5 product teams',
      ],
    },
  ],
  projects: [
    {
      name: 'Accessible Forms Kit',
      description: 'Open-source form patterns meeting WCAG 2.1 AA',
      highlights: ['Adopted by 2 public-sector teams'],
    },
  ],
  skills: [{ name: 'Design', keywords: ['Figma', 'Prototyping', 'User research', 'Accessibility'] }],
});

export const designJob: TailorJob = {
  position: 'Senior UX Designer',
  employer: 'Helio Health',
  description: `Helio Health is looking for a Senior UX Designer.
You will lead user research, create prototypes in Figma, and make our patient apps accessible (WCAG).
Requirements: a strong portfolio, experience with design systems, usability testing, and working with cross-functional teams.
Nice to have: experience in healthcare.`,
};

export const graduate = resume({
  basics: { name: 'Tom Becker', email: 'tom.becker@example.com' },
  education: [
    {
      institution: 'TU Munich',
      studyType: 'MSc',
      area: 'Data Science',
      endDate: '2024',
      courses: ['Machine Learning', 'Statistics', 'Databases'],
    },
  ],
  projects: [
    {
      name: 'Churn Predictor',
      description: 'Gradient boosting model in Python predicting churn for a telecom dataset',
      highlights: ['Reached 0.87 AUC on held-out data'],
    },
  ],
  skills: [{ name: 'Data', keywords: ['Python', 'pandas', 'SQL', 'scikit-learn'] }],
});

export const dataJob: TailorJob = {
  position: 'Junior Data Scientist',
  employer: 'Kite Insurance',
  description: `Kite Insurance is hiring a Junior Data Scientist. You will build machine learning models in Python, write SQL against our warehouse,
and present results to stakeholders. Requirements: degree in a quantitative field, Python, SQL, statistics. Nice to have: AWS, dashboards.`,
};

export const emptyResume = resume({});

/** Every pair the tests run: matching pairs plus mismatched ones (a nurse applying for a tech job...). */
export const pairs: Array<{
  name: string;
  resume: ResumeData;
  job: TailorJob;
  language: 'en' | 'fr' | 'es';
}> = [
  { name: 'backend en', resume: backendDev, job: backendJob, language: 'en' },
  { name: 'nurse en', resume: nurse, job: nurseJob, language: 'en' },
  { name: 'sales en', resume: salesRep, job: salesJob, language: 'en' },
  { name: 'designer en', resume: designer, job: designJob, language: 'en' },
  { name: 'graduate en', resume: graduate, job: dataJob, language: 'en' },
  { name: 'teacher fr', resume: teacherFr, job: teacherJobFr, language: 'fr' },
  { name: 'project manager fr', resume: pmFr, job: pmJobFr, language: 'fr' },
  { name: 'accountant fr', resume: accountantFr, job: accountantJobFr, language: 'fr' },
  { name: 'support es', resume: supportEs, job: supportJobEs, language: 'es' },
  { name: 'marketing es', resume: marketerEs, job: marketingJobEs, language: 'es' },
  { name: 'warehouse es', resume: warehouseEs, job: warehouseJobEs, language: 'es' },
  { name: 'nurse for a tech job', resume: nurse, job: backendJob, language: 'en' },
  { name: 'backend dev for a french PM job', resume: backendDev, job: pmJobFr, language: 'fr' },
  { name: 'sales rep for a spanish support job', resume: salesRep, job: supportJobEs, language: 'es' },
  { name: 'empty resume', resume: emptyResume, job: salesJob, language: 'en' },
];
