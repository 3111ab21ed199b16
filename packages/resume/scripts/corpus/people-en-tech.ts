import type { PersonInput } from './types.ts';

/** English resumes of tech careers: a backend engineer, a product designer, a data scientist. */

export const enBackend: PersonInput = {
  id: 'en-backend',
  lang: 'en',
  data: {
    basics: {
      name: 'Jane Doe',
      label: 'Senior Backend Engineer',
      email: 'jane.doe@example.com',
      phone: '+1 (415) 555-0134',
      url: 'https://janedoe.dev',
      location: { city: 'San Francisco', region: 'CA' },
      profiles: [{ network: 'GitHub', username: 'janedoe', url: 'https://github.com/janedoe' }],
      summary:
        'Backend engineer with eight years of experience building payment and data systems that stay up.',
    },
    work: [
      {
        name: 'Stripe Inc',
        position: 'Senior Software Engineer',
        location: 'San Francisco, CA',
        startDate: '2020-03',
        highlights: [
          'Led the migration of the ledger service to Kubernetes, cutting infrastructure costs by 30 percent across three regions',
          'Designed an idempotent retry queue handling 40 million events per day',
        ],
      },
      {
        name: 'Segment Labs',
        position: 'Software Engineer',
        location: 'Seattle, WA',
        startDate: '2016-06',
        endDate: '2020-02',
        highlights: ['Built the event ingestion pipeline in Go', 'Reduced p99 latency from 900 ms to 120 ms'],
      },
    ],
    education: [
      {
        institution: 'University of Washington',
        studyType: 'B.S.',
        area: 'Computer Science',
        startDate: '2012',
        endDate: '2016',
      },
    ],
    skills: [
      { name: 'Languages', keywords: ['Go', 'TypeScript', 'Python', 'SQL'] },
      { name: 'Infrastructure', keywords: ['Kubernetes', 'Terraform', 'AWS', 'PostgreSQL'] },
    ],
    languages: [
      { language: 'English', fluency: 'Native' },
      { language: 'Spanish', fluency: 'Professional' },
    ],
    projects: [
      {
        name: 'pgqueue',
        description: 'Open-source job queue on top of PostgreSQL advisory locks.',
        highlights: [],
      },
    ],
  },
};

export const enDesigner: PersonInput = {
  id: 'en-designer',
  lang: 'en',
  data: {
    basics: {
      name: 'Priya Natarajan',
      label: 'Product Designer',
      email: 'priya@natarajan.design',
      phone: '+44 20 7946 0958',
      url: 'https://natarajan.design',
      location: { city: 'London', region: 'UK' },
      profiles: [{ network: 'Dribbble', username: 'priyan', url: 'https://dribbble.com/priyan' }],
      summary:
        'Product designer who turns research into simple, accessible interfaces for fintech and health apps.',
    },
    work: [
      {
        name: 'Monzo Bank',
        position: 'Senior Product Designer',
        location: 'London, UK',
        startDate: '2021-04',
        highlights: [
          'Redesigned the savings flow, lifting pot creation by 18 percent',
          'Built the accessibility checklist used by 40 designers',
        ],
      },
      {
        name: 'Babylon Health',
        position: 'Product Designer',
        location: 'London, UK',
        startDate: '2018-02',
        endDate: '2021-03',
        highlights: ['Designed the symptom checker used by two million patients'],
      },
    ],
    education: [
      {
        institution: 'Royal College of Art',
        studyType: 'MA',
        area: 'Information Experience Design',
        startDate: '2016',
        endDate: '2018',
      },
    ],
    skills: [{ name: 'Design', keywords: ['Figma', 'Prototyping', 'User Research', 'Design Systems'] }],
    languages: [
      { language: 'English', fluency: 'Fluent' },
      { language: 'Tamil', fluency: 'Native' },
    ],
    projects: [
      {
        name: 'Open Icons',
        url: 'https://openicons.example.com',
        description: 'A set of 400 free icons for health apps.',
        highlights: [],
      },
    ],
  },
};

export const enData: PersonInput = {
  id: 'en-data',
  lang: 'en',
  data: {
    basics: {
      name: 'Alex Kim',
      label: 'Data Scientist',
      email: 'alex.kim@example.io',
      phone: '+1 206 555 0111',
      location: { city: 'Seattle', region: 'WA' },
      profiles: [
        { network: 'GitHub', username: 'alexkim', url: 'https://github.com/alexkim' },
        { network: 'LinkedIn', username: 'alex-kim', url: 'https://linkedin.com/in/alex-kim' },
      ],
      summary: 'Data scientist focused on forecasting and experimentation for marketplaces.',
    },
    work: [
      {
        name: 'Zillow Group',
        position: 'Senior Data Scientist',
        startDate: '2021-07',
        highlights: [
          'Built the demand forecasting model used to price 30,000 listings a week',
          'Ran 40 A/B tests a year on the search ranking',
        ],
      },
      {
        name: 'Tableau Software',
        position: 'Data Analyst',
        startDate: '2018-05',
        endDate: '2021-06',
        highlights: ['Automated churn reports with Python and Airflow'],
      },
    ],
    education: [
      {
        institution: 'Carnegie Mellon University',
        studyType: 'Master of Science',
        area: 'Statistics',
        startDate: '2016',
        endDate: '2018',
      },
      {
        institution: 'University of Oregon',
        studyType: 'Bachelor of Science',
        area: 'Mathematics',
        startDate: '2012',
        endDate: '2016',
      },
    ],
    skills: [
      { name: 'Modeling', keywords: ['Forecasting', 'Causal Inference', 'XGBoost'] },
      { name: 'Tools', keywords: ['Python', 'SQL', 'Spark', 'dbt'] },
    ],
    projects: [
      {
        name: 'tsbench',
        url: 'https://github.com/alexkim/tsbench',
        description: 'Benchmarks for time series forecasting libraries.',
        highlights: [],
      },
    ],
    languages: [
      { language: 'English', fluency: 'Native' },
      { language: 'Korean', fluency: 'Conversational' },
    ],
  },
};
