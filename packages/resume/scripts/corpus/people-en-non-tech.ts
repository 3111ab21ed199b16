import type { PersonInput } from './types.ts';

/** English resumes of careers outside tech: a nurse, a teacher, an accountant. */

export const enNurse: PersonInput = {
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
    skills: [{ name: 'Clinical', keywords: ['Critical Care', 'Triage', 'IV Therapy', 'Patient Education'] }],
    certificates: [
      { name: 'Basic Life Support (BLS)', issuer: 'American Heart Association', date: '2023' },
      { name: 'CCRN Certification', issuer: 'AACN', date: '2021' },
    ],
    languages: [
      { language: 'English', fluency: 'Native' },
      { language: 'Spanish', fluency: 'Native' },
    ],
  },
};

export const enTeacher: PersonInput = {
  id: 'en-teacher',
  lang: 'en',
  data: {
    basics: {
      name: 'Robert Chen',
      label: 'High School Mathematics Teacher',
      email: 'rchen.teach@example.org',
      phone: '+1 617 555 0142',
      location: { city: 'Boston', region: 'MA' },
      profiles: [{ network: 'LinkedIn', username: 'robertchen', url: 'https://linkedin.com/in/robertchen' }],
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
};

export const enAccountant: PersonInput = {
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
};
