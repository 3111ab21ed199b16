import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import type { TailorJob } from '../../src/tailor/types.ts';

/* French and Spanish resumes and postings written for these tests. */

const resume = (data: unknown): ResumeData => resumeDataSchema.parse(data);

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
