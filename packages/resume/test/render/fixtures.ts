import type { CoverLetter } from '../../src/schema/cover-letter.ts';
import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';

/** A realistic two-page resume with French and Spanish letters in it. */
export function sampleResume(): ResumeData {
  return resumeDataSchema.parse({
    basics: {
      name: 'Élodie Marchand-Núñez',
      label: 'Senior Backend Engineer',
      email: 'elodie.marchand@example.com',
      phone: '+33 6 12 34 56 78',
      url: 'https://elodie.dev',
      summary:
        'Backend engineer with nine years of experience building payment and logistics platforms in TypeScript, Go and PostgreSQL. ' +
        'I lead small teams, ship reliable services and care about observability, clear APIs and mentoring.',
      location: { city: 'Lyon', countryCode: 'FR' },
      profiles: [
        { network: 'LinkedIn', username: 'elodie-mn', url: 'https://www.linkedin.com/in/elodie-mn' },
        { network: 'GitHub', username: 'elodiemn', url: 'https://github.com/elodiemn' },
      ],
    },
    work: [
      {
        name: 'Société Générale des Paiements',
        position: 'Senior Backend Engineer',
        location: 'Lyon, France',
        startDate: '2021-03',
        endDate: 'present',
        highlights: [
          'Led a team of five engineers rebuilding the card-settlement pipeline in TypeScript and PostgreSQL, cutting nightly batch time from 4 h to 35 min.',
          'Designed an idempotent event ledger processing 12 million transactions per day with zero reconciliation gaps over 18 months.',
          'Introduced OpenTelemetry tracing across 14 services; mean time to resolution fell by 42 %.',
          'Mentored four junior engineers, two of whom were promoted within a year.',
        ],
      },
      {
        name: 'Logística Ibérica S.A.',
        position: 'Backend Engineer',
        location: 'Madrid, España',
        startDate: '2018-01',
        endDate: '2021-02',
        summary: 'Routing and tracking platform for 3,000 delivery vans across Spain and Portugal.',
        highlights: [
          'Built the real-time tracking API in Go serving 9,000 requests per second at p99 under 40 ms.',
          'Migrated 2 TB of shipment history from MySQL to PostgreSQL with no downtime.',
          'Wrote the on-call runbook adopted by all three backend teams.',
        ],
      },
      {
        name: 'Café Crème Studio',
        position: 'Full-Stack Developer',
        location: 'Paris, France',
        startDate: '2015-09',
        endDate: '2017-12',
        highlights: [
          'Delivered twelve client web applications with Node.js, React and PostgreSQL.',
          'Set up continuous integration and automated tests, reducing production incidents by half.',
        ],
      },
    ],
    education: [
      {
        institution: 'Université Claude Bernard Lyon 1',
        studyType: 'Master',
        area: 'Informatique',
        startDate: '2013',
        endDate: '2015',
        courses: ['Distributed systems', 'Databases', 'Compilers'],
      },
      {
        institution: 'Universidad Politécnica de Madrid',
        studyType: 'Erasmus exchange',
        area: 'Ingeniería del Software',
        startDate: '2014-01',
        endDate: '2014-06',
      },
    ],
    skills: [
      { name: 'Languages', keywords: ['TypeScript', 'Go', 'SQL', 'Python'] },
      { name: 'Data', keywords: ['PostgreSQL', 'Kafka', 'Redis', 'ClickHouse'] },
      { name: 'Operations', keywords: ['Kubernetes', 'Terraform', 'OpenTelemetry', 'GitHub Actions'] },
    ],
    projects: [
      {
        name: 'pg-ledger',
        description: 'Open-source double-entry ledger on PostgreSQL.',
        highlights: ['420 stars on GitHub; used in production by three companies.'],
        keywords: ['PostgreSQL', 'TypeScript'],
        url: 'https://github.com/elodiemn/pg-ledger',
      },
    ],
    certificates: [{ name: 'Certified Kubernetes Application Developer', issuer: 'CNCF', date: '2022-06' }],
    awards: [
      {
        title: 'Hackathon winner',
        awarder: 'BlaBlaCar Tech Days',
        date: '2019-11',
        summary: 'Built a carbon-aware routing prototype in 24 hours.',
      },
    ],
    volunteer: [
      {
        organization: 'Les Déchiqueteuses',
        position: 'Coding workshop mentor',
        startDate: '2019',
        endDate: 'present',
        highlights: ['Teach web development to women changing careers, two evenings a month.'],
      },
    ],
    languages: [
      { language: 'French', fluency: 'Native' },
      { language: 'Spanish', fluency: 'Fluent' },
      { language: 'English', fluency: 'Professional' },
    ],
    interests: [{ name: 'Cycling', keywords: ['Randonnées', 'Brevets 200 km'] }],
    custom: [
      {
        name: 'Talks',
        items: [
          '« Ledgers without tears », Paris TypeScript meetup, 2023',
          'Observability on a budget, DevFest Nantes, 2022',
        ],
      },
    ],
  });
}

/** n work entries of four highlights each: enough to fill several pages. */
export function longResume(entries: number): ResumeData {
  const base = sampleResume();
  return resumeDataSchema.parse({
    ...base,
    work: Array.from({ length: entries }, (_, i) => ({
      name: `Employer ${i + 1}`,
      position: `Engineer level ${i + 1}`,
      location: 'Lyon, France',
      startDate: `${2030 - i}-01`,
      endDate: `${2030 - i}-12`,
      highlights: [
        `Highlight ${i + 1}.1: shipped a feature used by ${1000 + i} customers and measured its effect on retention every week.`,
        `Highlight ${i + 1}.2: reduced latency by ${10 + i} % through careful profiling of the database layer.`,
        `Highlight ${i + 1}.3: wrote documentation that the whole team adopted.`,
        `Highlight ${i + 1}.4: mentored a colleague.`,
      ],
    })),
  });
}

/** A letter in one of the languages its texts are written in. */
export function sampleLetter(language: 'en' | 'fr' | 'es'): CoverLetter {
  const text = {
    en: {
      greeting: 'Dear Hiring Manager,',
      closing: 'Kind regards,',
      subject: 'Application for Senior Backend Engineer',
    },
    fr: {
      greeting: 'Madame, Monsieur,',
      closing: 'Je vous prie d’agréer mes salutations distinguées.',
      subject: 'Candidature au poste d’ingénieure backend senior',
    },
    es: {
      greeting: 'Estimado equipo de selección:',
      closing: 'Atentamente,',
      subject: 'Candidatura al puesto de ingeniera backend sénior',
    },
  }[language];
  return {
    language,
    sender: {
      name: 'Élodie Marchand-Núñez',
      label: 'Senior Backend Engineer',
      email: 'elodie.marchand@example.com',
      phone: '+33 6 12 34 56 78',
      location: 'Lyon, France',
    },
    recipient: { employer: 'Ñandú Pagos S.L.', name: 'Hiring Manager' },
    date: '2026-11-21',
    subject: text.subject,
    greeting: text.greeting,
    paragraphs: [
      'I am writing to apply for the Senior Backend Engineer role. At Société Générale des Paiements I led a team of five rebuilding the card-settlement pipeline, cutting nightly batch time from 4 h to 35 min.',
      'Before that, at Logística Ibérica, I built a real-time tracking API in Go serving 9,000 requests per second, and migrated 2 TB of history to PostgreSQL with no downtime.',
      'I would welcome the chance to bring this experience to your payments platform.',
    ],
    closing: text.closing,
    signature: 'Élodie Marchand-Núñez',
  };
}
