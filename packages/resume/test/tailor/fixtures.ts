import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import type { TailorJob } from '../../src/tailor/types.ts';

/* Resumes and postings written for these tests: tech and non-tech, English, French and Spanish. */

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

export const teacherFr = resume({
  basics: {
    name: 'Camille Laurent',
    label: 'Professeure de mathématiques',
    email: 'camille.laurent@example.fr',
    location: { city: 'Lyon' },
  },
  work: [
    {
      name: 'Lycée Ampère',
      position: 'Professeure certifiée',
      startDate: '2018-09',
      highlights: [
        'Préparé 3 classes de terminale au baccalauréat avec 94 % de réussite',
        'Conçu des séquences pédagogiques différenciées pour les élèves en difficulté',
        'Coordonné le projet numérique de l’établissement (tablettes, Moodle)',
      ],
    },
    {
      name: 'Collège Jean Moulin',
      position: 'Professeure contractuelle',
      startDate: '2016-09',
      endDate: '2018-07',
      highlights: ['Gestion de classe en éducation prioritaire', 'Tutorat de 2 collègues néo-titulaires'],
    },
  ],
  education: [
    { institution: 'Université Lyon 1', studyType: 'Master MEEF', area: 'Mathématiques', endDate: '2016' },
  ],
  skills: [
    { name: 'Pédagogie', keywords: ['Enseignement', 'Gestion de classe', 'Travail en équipe'] },
    { name: 'Outils', keywords: ['Excel', 'Moodle'] },
  ],
});

export const teacherJobFr: TailorJob = {
  position: 'Formatrice en mathématiques',
  employer: 'Institut Avenir',
  description: `L'Institut Avenir recherche une formatrice en mathématiques pour ses parcours de remise à niveau.
Vos missions : concevoir et animer des séquences pédagogiques, assurer la gestion de classe auprès d'adultes,
suivre la progression des apprenants et travailler en équipe avec les conseillers.
Profil recherché : expérience de l'enseignement, maîtrise des outils numériques (Moodle, Excel),
sens de l'organisation et goût du travail en équipe.`,
};

export const pmFr = resume({
  basics: {
    name: 'Julien Moreau',
    label: 'Chef de projet digital',
    email: 'julien.moreau@example.fr',
    summary: 'Chef de projet orienté résultats, habitué aux méthodes agiles.',
  },
  work: [
    {
      name: 'Agence Pixel',
      position: 'Chef de projet',
      startDate: '2019-01',
      highlights: [
        'Piloté 15 projets web pour des clients du secteur bancaire',
        'Géré un budget annuel de 800 000 euros',
        'Animé les cérémonies Scrum pour une équipe de 9 personnes',
      ],
    },
    {
      name: 'Banque Horizon',
      position: 'Analyste fonctionnel',
      startDate: '2016-03',
      endDate: '2018-12',
      highlights: ['Rédigé les user stories et le recueil des besoins', 'Suivi de la recette avec Jira'],
    },
  ],
  education: [{ institution: 'ESSEC', studyType: 'Master', area: 'Management', endDate: '2016' }],
  skills: [{ name: 'Gestion de projet', keywords: ['Scrum', 'Jira', 'Gestion des risques', 'Budget'] }],
  languages: [{ language: 'Français' }, { language: 'Anglais', fluency: 'C1' }],
});

export const pmJobFr: TailorJob = {
  position: 'Chef de projet IT',
  employer: 'Groupe Solvia',
  description: `Au sein de la DSI du Groupe Solvia, vous serez chef de projet IT.
Missions : piloter les projets applicatifs de bout en bout, gérer le budget et les risques, coordonner les parties prenantes,
animer une équipe agile (Scrum) et assurer le reporting auprès de la direction.
Profil : 5 ans d'expérience en gestion de projet, maîtrise de Jira, anglais professionnel, excellente communication.`,
};

export const supportEs = resume({
  basics: {
    name: 'Lucía Fernández',
    label: 'Agente de atención al cliente',
    email: 'lucia.fernandez@example.es',
    location: { city: 'Madrid' },
  },
  work: [
    {
      name: 'TeleCasa',
      position: 'Agente de atención al cliente',
      startDate: '2020-02',
      endDate: 'present',
      highlights: [
        'Atendí una media de 70 llamadas diarias con un 92% de satisfacción del cliente',
        'Gestioné incidencias en Zendesk y las escalé al equipo técnico',
        'Formé a 6 nuevas incorporaciones en los protocolos de calidad',
      ],
    },
    {
      name: 'Moda Sol',
      position: 'Dependienta',
      startDate: '2017-06',
      endDate: '2020-01',
      highlights: ['Manejo de caja y cierre diario', 'Atención al cliente en tienda'],
    },
  ],
  skills: [
    { name: 'Competencias', keywords: ['Atención al cliente', 'Trabajo en equipo', 'Zendesk', 'Excel'] },
  ],
  languages: [
    { language: 'Español', fluency: 'Nativo' },
    { language: 'Inglés', fluency: 'B2' },
  ],
});

export const supportJobEs: TailorJob = {
  position: 'Coordinadora de atención al cliente',
  employer: 'Viajes Meridiano',
  description: `En Viajes Meridiano buscamos una coordinadora de atención al cliente para nuestro centro de Madrid.
Funciones: coordinar un equipo de agentes, garantizar la satisfacción del cliente, gestionar incidencias y reclamaciones,
formar a nuevas incorporaciones y elaborar informes en Excel.
Requisitos: experiencia en atención al cliente, dotes de liderazgo, trabajo en equipo, inglés nivel B2. Se valorará experiencia con Zendesk.`,
};

export const marketerEs = resume({
  basics: {
    name: 'Andrés Ruiz',
    label: 'Especialista en marketing digital',
    email: 'andres.ruiz@example.com',
  },
  work: [
    {
      name: 'Grupo Nébula',
      position: 'Especialista en marketing digital',
      startDate: '2021-04',
      endDate: 'present',
      highlights: [
        'Lideré campañas de Google Ads con un presupuesto mensual de 40.000 euros',
        'Aumenté el tráfico orgánico un 65% con una estrategia SEO',
        'Creé cuadros de mando en Looker Studio para el equipo comercial',
      ],
    },
  ],
  education: [
    {
      institution: 'Universidad Complutense de Madrid',
      studyType: 'Grado',
      area: 'Publicidad y Relaciones Públicas',
      endDate: '2020',
    },
  ],
  skills: [{ name: 'Marketing', keywords: ['SEO', 'Google Ads', 'Redes sociales', 'Email marketing'] }],
});

export const marketingJobEs: TailorJob = {
  position: 'Responsable de marketing digital',
  employer: 'Tienda Verde',
  description: `Tienda Verde busca un responsable de marketing digital.
Funciones: definir la estrategia de marketing digital, gestionar campañas de Google Ads y redes sociales, mejorar el posicionamiento SEO,
analizar datos y reportar resultados. Requisitos: experiencia en SEO y SEM, análisis de datos, creatividad y orientación a resultados.`,
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

export const warehouseEs = resume({
  basics: { name: 'Jorge Martín', label: 'Mozo de almacén', phone: '+34 600 000 111' },
  work: [
    {
      name: 'LogiExpress',
      position: 'Mozo de almacén',
      startDate: '2019-03',
      highlights: [
        'Preparé más de 300 pedidos diarios con lector de radiofrecuencia',
        'Manejo de carretilla elevadora',
        'Control de inventario semanal',
      ],
    },
  ],
  skills: [
    {
      name: 'Habilidades',
      keywords: ['Carretilla elevadora', 'Gestión de inventarios', 'Prevención de riesgos laborales'],
    },
  ],
});

export const warehouseJobEs: TailorJob = {
  position: 'Encargado de almacén',
  employer: 'Distribuciones Norte',
  description: `Buscamos encargado de almacén para nuestro centro logístico.
Funciones: organizar la preparación de pedidos, supervisar al equipo de mozos, control de stock e inventarios, cumplir la normativa de prevención de riesgos laborales.
Requisitos: carnet de carretilla elevadora, experiencia en logística y gestión de inventarios, liderazgo.`,
};

export const accountantFr = resume({
  basics: { name: 'Sophie Dubois', label: 'Comptable', email: 'sophie.dubois@example.fr' },
  work: [
    {
      name: 'Cabinet Fidal Conseil',
      position: 'Comptable',
      startDate: '2017-01',
      endDate: 'Présent',
      highlights: [
        'Tenue de la comptabilité de 45 PME',
        'Préparé les clôtures mensuelles et annuelles',
        'Déclarations fiscales (TVA, IS)',
      ],
    },
  ],
  education: [
    { institution: 'IUT de Nantes', studyType: 'DUT', area: 'Gestion des entreprises', endDate: '2016' },
  ],
  skills: [{ name: 'Compétences', keywords: ['Comptabilité', 'Fiscalité', 'Excel', 'SAP'] }],
});

export const accountantJobFr: TailorJob = {
  position: 'Comptable général',
  employer: 'Maison Berthier',
  description: `Maison Berthier recrute un comptable général.
Missions : tenue de la comptabilité générale, clôtures mensuelles, déclarations fiscales, rapprochements bancaires, reporting financier.
Profil : maîtrise de SAP et Excel, rigueur, connaissances en fiscalité.`,
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
