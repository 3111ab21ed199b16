import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import { sampleResume } from './fixtures.ts';

/* Made-up people whose CVs stress the read-back differently: dates, skills, schools, lengths. */

/** Four jobs with years only, skills as bare names, a school without dates. */
function yearsOnly(): ResumeData {
  return resumeDataSchema.parse({
    basics: {
      name: 'Jordan Q. Whitfield',
      label: 'Warehouse Operations Lead',
      email: 'jordan.whitfield@example.org',
      phone: '(555) 010-2233',
      location: { city: 'Columbus', region: 'OH' },
    },
    work: [
      {
        name: 'Brightline Distribution',
        position: 'Operations Lead',
        startDate: '2019',
        endDate: 'present',
        highlights: ['Ran a 40-person night shift shipping 12,000 orders a week.'],
      },
      {
        name: 'Harbor & Finch Supply',
        position: 'Shift Supervisor',
        startDate: '2015',
        endDate: '2019',
        highlights: ['Cut picking errors by a third with a two-scan check.'],
      },
      {
        name: 'Tallgrass Freight',
        position: 'Forklift Operator',
        startDate: '2012',
        endDate: '2015',
        highlights: ['Certified on reach trucks and order pickers.'],
      },
      {
        name: 'Maple Street Grocers',
        position: 'Stock Associate',
        startDate: '2010',
        endDate: '2012',
        highlights: ['Received and shelved deliveries for a busy city store.'],
      },
    ],
    education: [
      { institution: 'Columbus State Community College', studyType: 'Certificate', area: 'Logistics' },
    ],
    skills: [
      { name: 'Inventory control' },
      { name: 'Forklift certification' },
      { name: 'Team scheduling' },
      { name: 'Microsoft Excel' },
    ],
  });
}

/** A junior with a current job, month dates, skills with levels and keywords, two schools. */
function junior(): ResumeData {
  return resumeDataSchema.parse({
    basics: {
      name: 'Inès Carvalho',
      label: 'Data Analyst',
      email: 'ines.carvalho@example.net',
      phone: '+34 600 123 456',
      summary: 'Analyst who turns messy spreadsheets into dashboards people use.',
    },
    work: [
      {
        name: 'Nubes Analítica',
        position: 'Data Analyst',
        location: 'Valencia',
        startDate: '2023-09',
        endDate: 'present',
        highlights: ['Built the weekly sales dashboard read by 60 store managers.'],
      },
      {
        name: 'Grupo Ferrán',
        position: 'Business Intelligence Intern',
        location: 'Madrid',
        startDate: '2022-02',
        endDate: '2022-08',
        highlights: ['Automated a monthly report that took two days by hand.'],
      },
    ],
    education: [
      {
        institution: 'Universitat de València',
        studyType: 'Máster',
        area: 'Ciencia de Datos',
        startDate: '2022-09',
        endDate: '2023-07',
      },
      {
        institution: 'Universidad de Salamanca',
        studyType: 'Grado',
        area: 'Estadística',
        startDate: '2018-09',
        endDate: '2022-06',
      },
    ],
    skills: [
      { name: 'Analysis', level: 'Advanced', keywords: ['SQL', 'Python', 'pandas'] },
      { name: 'Visualisation', keywords: ['Power BI', 'Tableau'] },
    ],
    languages: [
      { language: 'Spanish', fluency: 'Native' },
      { language: 'English', fluency: 'C1' },
    ],
  });
}

/** Two titles at one employer, a job with a start only, symbols in skills. */
function promoted(): ResumeData {
  return resumeDataSchema.parse({
    basics: {
      name: 'Tomasz Eberhardt',
      label: 'Embedded Software Engineer',
      email: 't.eberhardt@example.com',
      url: 'https://eberhardt.example.com',
    },
    work: [
      {
        name: 'Voltaic Systems GmbH',
        position: 'Senior Embedded Engineer',
        startDate: '2022-04',
        highlights: ['Owns the motor-control firmware of three product lines.'],
      },
      {
        name: 'Voltaic Systems GmbH',
        position: 'Embedded Engineer',
        startDate: '2019-10',
        endDate: '2022-03',
        highlights: ['Ported the bootloader to a new microcontroller family in C++.'],
      },
      {
        name: 'Kessler Sensorik',
        position: 'Firmware Developer',
        startDate: '2017-01',
        endDate: '2019-09',
        highlights: ['Wrote drivers for sensor boards used in five product lines.'],
      },
    ],
    education: [
      {
        institution: 'Technische Universität Dresden',
        studyType: 'Diplom',
        area: 'Electrical Engineering',
        startDate: '2011-10',
        endDate: '2016-12',
      },
    ],
    skills: [
      { name: 'Languages', keywords: ['C', 'C++', 'C#', 'Rust'] },
      { name: 'Tools', keywords: ['CI/CD', 'Yocto', 'FreeRTOS', 'CAN bus'] },
    ],
  });
}

/** Made-up resumes for the read-back, each with a name for the test's title. */
export const readBackResumes: Array<[string, () => ResumeData]> = [
  ['two-page engineer', sampleResume],
  ['four jobs in years', yearsOnly],
  ['junior with levels', junior],
  ['promoted at one employer', promoted],
];
