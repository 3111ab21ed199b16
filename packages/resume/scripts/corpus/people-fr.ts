import type { PersonInput } from './types.ts';

/** French resumes: a developer, a chef, a marketing manager. */

export const frDev: PersonInput = {
  id: 'fr-dev',
  lang: 'fr',
  data: {
    basics: {
      name: 'Camille Durand',
      label: 'Développeuse Full Stack',
      email: 'camille.durand@exemple.fr',
      phone: '+33 6 12 34 56 78',
      location: { city: 'Lyon', region: 'France' },
      profiles: [{ network: 'GitHub', username: 'cdurand', url: 'https://github.com/cdurand' }],
      summary:
        "Développeuse passionnée par les applications web accessibles, avec six ans d'expérience en équipe produit.",
    },
    work: [
      {
        name: 'Groupe SEB',
        position: 'Développeuse Full Stack',
        location: 'Lyon, France',
        startDate: '2021-09',
        highlights: [
          "Refonte de l'espace client en React et Node.js pour 2 millions d'utilisateurs",
          'Mise en place des tests de bout en bout avec Playwright',
        ],
      },
      {
        name: 'Sopra Steria',
        position: 'Ingénieure logiciel',
        location: 'Paris, France',
        startDate: '2018-01',
        endDate: '2021-08',
        highlights: [
          "Développement d'une API de gestion des sinistres en Java",
          'Encadrement de deux stagiaires',
        ],
      },
    ],
    education: [
      {
        institution: 'INSA Lyon',
        studyType: "Diplôme d'ingénieur",
        area: 'Informatique',
        startDate: '2013',
        endDate: '2018',
      },
    ],
    skills: [
      { name: 'Langages', keywords: ['TypeScript', 'Java', 'SQL'] },
      { name: 'Outils', keywords: ['React', 'Node.js', 'Docker', 'GitLab CI'] },
    ],
    languages: [
      { language: 'Français', fluency: 'langue maternelle' },
      { language: 'Anglais', fluency: 'courant' },
    ],
    projects: [
      {
        name: 'Vélo Lyon',
        description: 'Application libre de suivi des pistes cyclables.',
        highlights: [],
      },
    ],
  },
};

export const frChef: PersonInput = {
  id: 'fr-chef',
  lang: 'fr',
  data: {
    basics: {
      name: 'Julien Moreau',
      label: 'Chef de cuisine',
      email: 'julien.moreau@exemple.com',
      phone: '06 98 76 54 32',
      location: { city: 'Bordeaux', region: 'France' },
      profiles: [],
      summary: 'Chef de cuisine formé à la gastronomie française, attaché aux produits locaux et de saison.',
    },
    work: [
      {
        name: 'Le Chapon Fin',
        position: 'Chef de cuisine',
        location: 'Bordeaux, France',
        startDate: '2020-03',
        highlights: [
          "Direction d'une brigade de neuf cuisiniers",
          'Création de la carte de saison avec des producteurs locaux',
        ],
      },
      {
        name: 'Hôtel Le Bristol',
        position: 'Sous-chef',
        location: 'Paris, France',
        startDate: '2016-05',
        endDate: '2020-02',
        highlights: ['Gestion des commandes et des stocks', 'Formation des apprentis'],
      },
    ],
    education: [
      {
        institution: 'Institut Paul Bocuse',
        studyType: 'Bachelor',
        area: 'Arts culinaires',
        startDate: '2012',
        endDate: '2015',
      },
    ],
    skills: [
      { name: 'Cuisine', keywords: ['Gastronomie française', 'Pâtisserie', 'Gestion des coûts', 'HACCP'] },
    ],
    languages: [
      { language: 'Français', fluency: 'langue maternelle' },
      { language: 'Anglais', fluency: 'intermédiaire' },
    ],
    awards: [{ title: 'Meilleur jeune chef', awarder: 'Gault et Millau', date: '2022' }],
  },
};

export const frMarketing: PersonInput = {
  id: 'fr-marketing',
  lang: 'fr',
  data: {
    basics: {
      name: 'Sophie Lefèvre',
      label: 'Responsable marketing digital',
      email: 'sophie.lefevre@exemple.fr',
      phone: '+33 7 45 67 89 01',
      location: { city: 'Nantes', region: 'France' },
      profiles: [
        { network: 'LinkedIn', username: 'sophielefevre', url: 'https://linkedin.com/in/sophielefevre' },
      ],
    },
    work: [
      {
        name: 'Decathlon',
        position: 'Responsable marketing digital',
        location: 'Nantes, France',
        startDate: '2019-02',
        highlights: [
          'Pilotage d’un budget média de 1,2 million d’euros',
          'Hausse du trafic organique de 45 % en deux ans',
        ],
      },
      {
        name: 'Agence Ouest Conseil',
        position: 'Chargée de communication',
        location: 'Rennes, France',
        startDate: '2015-09',
        endDate: '2019-01',
        highlights: ['Gestion des réseaux sociaux de douze clients'],
      },
    ],
    education: [
      {
        institution: 'Audencia Business School',
        studyType: 'Master',
        area: 'Marketing',
        startDate: '2013',
        endDate: '2015',
      },
    ],
    skills: [{ name: 'Marketing', keywords: ['SEO', 'Google Ads', 'Analytics', 'CRM'] }],
    languages: [
      { language: 'Français', fluency: 'langue maternelle' },
      { language: 'Anglais', fluency: 'courant' },
      { language: 'Espagnol', fluency: 'notions' },
    ],
    volunteer: [
      {
        organization: 'Restos du Cœur',
        position: 'Bénévole',
        startDate: '2017',
        highlights: ['Organisation de collectes alimentaires'],
      },
    ],
    certificates: [{ name: 'Google Ads Search', issuer: 'Google', date: '2022' }],
  },
};
