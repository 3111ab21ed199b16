import type { PersonInput } from './types.ts';

/** English resumes: tech and non-tech careers. Every fact here must come back out of the parser. */
export const peopleEn: PersonInput[] = [
  {
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
          highlights: [
            'Built the event ingestion pipeline in Go',
            'Reduced p99 latency from 900 ms to 120 ms',
          ],
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
  },
  {
    id: 'en-nurse',
    lang: 'en',
    data: {
      basics: {
        name: 'Maria Gonzalez',
        label: 'Registered Nurse',
        email: 'maria.gonzalez@mail.com',
        phone: '(512) 555-0199',
        location: { city: 'Austin', region: 'TX' },
        profiles: [],
        summary: 'Compassionate registered nurse with six years in intensive care and emergency departments.',
      },
      work: [
        {
          name: "St. David's Medical Center",
          position: 'ICU Registered Nurse',
          location: 'Austin, TX',
          startDate: '2019-08',
          highlights: [
            'Cared for up to three critical patients per shift in a 24-bed ICU',
            'Trained 12 new graduate nurses on ventilator protocols',
          ],
        },
        {
          name: 'Dell Seton Hospital',
          position: 'Emergency Department Nurse',
          location: 'Austin, TX',
          startDate: '2017-01',
          endDate: '2019-07',
          highlights: [
            'Triaged over 60 patients per shift',
            'Cut medication errors by introducing barcode checks',
          ],
        },
      ],
      education: [
        {
          institution: 'University of Texas at Austin',
          studyType: 'Bachelor of Science',
          area: 'Nursing',
          startDate: '2012',
          endDate: '2016',
        },
      ],
      skills: [
        { name: 'Clinical', keywords: ['Critical Care', 'Triage', 'IV Therapy', 'Patient Education'] },
      ],
      certificates: [
        { name: 'Basic Life Support (BLS)', issuer: 'American Heart Association', date: '2023' },
        { name: 'CCRN Certification', issuer: 'AACN', date: '2021' },
      ],
      languages: [
        { language: 'English', fluency: 'Native' },
        { language: 'Spanish', fluency: 'Native' },
      ],
    },
  },
  {
    id: 'en-teacher',
    lang: 'en',
    data: {
      basics: {
        name: 'Robert Chen',
        label: 'High School Mathematics Teacher',
        email: 'rchen.teach@example.org',
        phone: '+1 617 555 0142',
        location: { city: 'Boston', region: 'MA' },
        profiles: [
          { network: 'LinkedIn', username: 'robertchen', url: 'https://linkedin.com/in/robertchen' },
        ],
      },
      work: [
        {
          name: 'Boston Latin School',
          position: 'Mathematics Teacher',
          startDate: '2018-09',
          highlights: [
            'Teach algebra and calculus to 150 students a year',
            'Raised AP Calculus pass rate from 71 to 89 percent',
          ],
        },
        {
          name: 'Cambridge Public Schools',
          position: 'Substitute Teacher',
          startDate: '2016-09',
          endDate: '2018-06',
          highlights: ['Covered classes in math and physics for grades 9 to 12'],
        },
      ],
      education: [
        {
          institution: 'Boston University',
          studyType: 'Master of Education',
          area: 'Secondary Mathematics',
          startDate: '2014',
          endDate: '2016',
        },
        {
          institution: 'Tufts University',
          studyType: 'Bachelor of Arts',
          area: 'Mathematics',
          startDate: '2010',
          endDate: '2014',
        },
      ],
      skills: [
        {
          name: 'Teaching',
          keywords: ['Curriculum Design', 'Differentiated Instruction', 'Google Classroom'],
        },
      ],
      awards: [{ title: 'Teacher of the Year', awarder: 'Boston Public Schools', date: '2022' }],
      volunteer: [
        {
          organization: 'Math Circle Boston',
          position: 'Volunteer Tutor',
          startDate: '2017',
          highlights: ['Run weekend problem-solving sessions for middle schoolers'],
        },
      ],
    },
  },
  {
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
  },
  {
    id: 'en-accountant',
    lang: 'en',
    data: {
      basics: {
        name: 'Thomas Okafor',
        label: 'Certified Public Accountant',
        email: 'thomas.okafor@example.net',
        phone: '+1 312 555 0187',
        location: { city: 'Chicago', region: 'IL' },
        profiles: [],
      },
      work: [
        {
          name: 'Deloitte LLP',
          position: 'Audit Manager',
          location: 'Chicago, IL',
          startDate: '2019-01',
          highlights: [
            'Manage audits of five manufacturing clients with revenue up to 2 billion dollars',
            'Lead a team of eight associates',
          ],
        },
        {
          name: 'Grant Thornton LLP',
          position: 'Senior Auditor',
          location: 'Chicago, IL',
          startDate: '2015-09',
          endDate: '2018-12',
          highlights: ['Performed SOX testing for public companies'],
        },
        {
          name: 'Kraft Heinz Company',
          position: 'Staff Accountant',
          location: 'Chicago, IL',
          startDate: '2013-06',
          endDate: '2015-08',
          highlights: ['Closed the monthly books for two business units'],
        },
      ],
      education: [
        {
          institution: 'University of Illinois',
          studyType: 'Bachelor of Science',
          area: 'Accountancy',
          startDate: '2009',
          endDate: '2013',
        },
      ],
      skills: [{ name: 'Accounting', keywords: ['GAAP', 'SOX', 'SAP', 'Excel'] }],
      certificates: [{ name: 'Certified Public Accountant', issuer: 'Illinois CPA Society', date: '2015' }],
    },
  },
  {
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
  },
];
