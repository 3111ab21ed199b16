import type { PersonInput } from './types.ts';

/** French and Spanish resumes. */
export const peopleFrEs: PersonInput[] = [
  {
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
  },
  {
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
        summary:
          'Chef de cuisine formé à la gastronomie française, attaché aux produits locaux et de saison.',
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
  },
  {
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
  },
  {
    id: 'es-dev',
    lang: 'es',
    data: {
      basics: {
        name: 'Javier Martínez',
        label: 'Ingeniero de Software',
        email: 'javier.martinez@ejemplo.es',
        phone: '+34 612 345 678',
        location: { city: 'Madrid', region: 'España' },
        profiles: [{ network: 'GitHub', username: 'jmartinez', url: 'https://github.com/jmartinez' }],
        summary: 'Ingeniero de software con siete años de experiencia en sistemas de pago y microservicios.',
      },
      work: [
        {
          name: 'Cabify',
          position: 'Ingeniero de Software Senior',
          location: 'Madrid, España',
          startDate: '2020-01',
          highlights: [
            'Diseño del sistema de facturación para 12 países',
            'Reducción del tiempo de despliegue de 40 a 8 minutos',
          ],
        },
        {
          name: 'BBVA',
          position: 'Desarrollador Backend',
          location: 'Madrid, España',
          startDate: '2016-10',
          endDate: '2019-12',
          highlights: [
            'Desarrollo de microservicios en Java y Spring',
            'Migración de bases de datos a PostgreSQL',
          ],
        },
      ],
      education: [
        {
          institution: 'Universidad Politécnica de Madrid',
          studyType: 'Grado',
          area: 'Ingeniería Informática',
          startDate: '2012',
          endDate: '2016',
        },
      ],
      skills: [
        { name: 'Lenguajes', keywords: ['Java', 'Kotlin', 'Go'] },
        { name: 'Herramientas', keywords: ['Kubernetes', 'Kafka', 'PostgreSQL'] },
      ],
      languages: [
        { language: 'Español', fluency: 'nativo' },
        { language: 'Inglés', fluency: 'avanzado' },
      ],
      certificates: [{ name: 'AWS Certified Developer', issuer: 'Amazon Web Services', date: '2021' }],
    },
  },
  {
    id: 'es-nurse',
    lang: 'es',
    data: {
      basics: {
        name: 'Lucía Fernández',
        label: 'Enfermera',
        email: 'lucia.fernandez@correo.es',
        phone: '+34 699 123 456',
        location: { city: 'Sevilla', region: 'España' },
        profiles: [],
        summary: 'Enfermera con experiencia en urgencias y cuidados intensivos pediátricos.',
      },
      work: [
        {
          name: 'Hospital Universitario Virgen del Rocío',
          position: 'Enfermera de Urgencias',
          location: 'Sevilla, España',
          startDate: '2019-05',
          highlights: [
            'Atención a pacientes críticos en el servicio de urgencias',
            'Coordinación del protocolo de triaje',
          ],
        },
        {
          name: 'Clínica Santa Isabel',
          position: 'Enfermera de Pediatría',
          location: 'Sevilla, España',
          startDate: '2016-09',
          endDate: '2019-04',
          highlights: ['Cuidados a niños hospitalizados y apoyo a las familias'],
        },
      ],
      education: [
        {
          institution: 'Universidad de Sevilla',
          studyType: 'Grado',
          area: 'Enfermería',
          startDate: '2012',
          endDate: '2016',
        },
        {
          institution: 'Universidad de Granada',
          studyType: 'Máster',
          area: 'Cuidados Críticos',
          startDate: '2017',
          endDate: '2018',
        },
      ],
      skills: [{ name: 'Clínicas', keywords: ['Triaje', 'Soporte vital avanzado', 'Pediatría'] }],
      languages: [
        { language: 'Español', fluency: 'nativo' },
        { language: 'Inglés', fluency: 'B2' },
      ],
      volunteer: [
        {
          organization: 'Cruz Roja',
          position: 'Voluntaria',
          startDate: '2014',
          endDate: '2016',
          highlights: ['Asistencia sanitaria en eventos deportivos'],
        },
      ],
    },
  },
  {
    id: 'es-sales',
    lang: 'es',
    data: {
      basics: {
        name: 'Diego Ramírez',
        label: 'Gerente Comercial',
        email: 'diego.ramirez@ejemplo.mx',
        phone: '+52 55 1234 5678',
        location: { city: 'Ciudad de México', region: 'México' },
        profiles: [
          { network: 'LinkedIn', username: 'diegoramirez', url: 'https://linkedin.com/in/diegoramirez' },
        ],
      },
      work: [
        {
          name: 'Grupo Bimbo',
          position: 'Gerente Comercial',
          location: 'Ciudad de México, México',
          startDate: '2018-04',
          highlights: [
            'Dirección de un equipo de 25 vendedores',
            'Crecimiento de ventas del 22 % en tres años',
          ],
        },
        {
          name: 'Coca-Cola FEMSA',
          position: 'Ejecutivo de Ventas',
          location: 'Monterrey, México',
          startDate: '2014-02',
          endDate: '2018-03',
          highlights: ['Gestión de 180 clientes del canal tradicional'],
        },
      ],
      education: [
        {
          institution: 'Tecnológico de Monterrey',
          studyType: 'Licenciatura',
          area: 'Administración de Empresas',
          startDate: '2009',
          endDate: '2013',
        },
      ],
      skills: [{ name: 'Ventas', keywords: ['Negociación', 'Salesforce', 'Planeación comercial'] }],
      languages: [
        { language: 'Español', fluency: 'nativo' },
        { language: 'Inglés', fluency: 'avanzado' },
      ],
      awards: [{ title: 'Mejor Gerente Regional', awarder: 'Grupo Bimbo', date: '2021' }],
    },
  },
];
