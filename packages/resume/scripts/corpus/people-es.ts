import type { PersonInput } from './types.ts';

/** Spanish resumes: a software engineer, a nurse, a sales manager. */

export const esDev: PersonInput = {
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
};

export const esNurse: PersonInput = {
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
};

export const esSales: PersonInput = {
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
};
