import { resumeDataSchema, type ResumeData } from '../../src/schema/resume.ts';
import type { HonestyCase } from './honesty-fixtures.ts';

/* French and Spanish resume/posting pairs for the honesty checks. */

const resume = (data: unknown): ResumeData => resumeDataSchema.parse(data);

export const accountantFr2: HonestyCase = {
  name: 'accountant fr',
  language: 'fr',
  resume: resume({
    basics: {
      name: 'Claire Fontaine',
      label: 'Comptable générale',
      email: 'claire.fontaine@example.fr',
      location: { city: 'Nantes' },
    },
    work: [
      {
        name: 'Groupe Lemaire',
        position: 'Comptable générale',
        startDate: '2019-09',
        endDate: 'Présent',
        highlights: [
          'Tenue de la comptabilité générale de 3 filiales',
          'Rapprochements bancaires mensuels sur 12 comptes',
          'Préparation des clôtures mensuelles et de la liasse fiscale',
          'Mise en place d’un suivi de trésorerie sous Excel',
        ],
      },
      {
        name: 'Cabinet Morel Audit',
        position: 'Assistante comptable',
        startDate: '2016-09',
        endDate: '2019-08',
        highlights: [
          'Saisie des factures et lettrage des comptes',
          'Préparation des déclarations de TVA pour 30 clients',
        ],
      },
    ],
    education: [
      {
        institution: 'IUT de Nantes',
        studyType: 'DUT',
        area: 'Gestion des entreprises et des administrations',
        endDate: '2016',
      },
    ],
    skills: [
      { name: 'Outils', keywords: ['Sage 100', 'SAP', 'Excel'] },
      { name: 'Compétences', keywords: ['Comptabilité générale', 'Fiscalité'] },
    ],
    languages: [
      { language: 'Français', fluency: 'Langue maternelle' },
      { language: 'Anglais', fluency: 'B1' },
    ],
  }),
  job: {
    position: 'Comptable unique',
    employer: 'Atelier Verbois',
    description: `Atelier Verbois, PME de 80 personnes, recrute son comptable unique.
Missions : tenue de la comptabilité générale et de la comptabilité fournisseurs, rapprochements bancaires, clôtures mensuelles et annuelles,
déclarations fiscales (TVA) et reporting financier auprès de la direction.
Profil recherché : 3 ans d'expérience minimum, maîtrise d'Excel et de Sage, rigueur.
Une connaissance de SAP serait un plus.`,
  },
  expected: [
    'comptabilité',
    'rapprochements bancaires',
    'clôtures mensuelles',
    'Excel',
    'Sage',
    'SAP',
    'TVA',
    'déclarations fiscales',
  ],
  notClaimed: ['reporting financier', 'comptabilité fournisseurs', 'rigueur'],
};

export const supportEs2: HonestyCase = {
  name: 'customer service es',
  language: 'es',
  resume: resume({
    basics: {
      name: 'Marta Gil',
      label: 'Agente de atención al cliente',
      email: 'marta.gil@example.es',
      location: { city: 'Valencia' },
    },
    work: [
      {
        name: 'Iberia Connect',
        position: 'Teleoperadora bilingüe',
        startDate: '2021-02',
        highlights: [
          'Atendí más de 60 llamadas diarias en español e inglés',
          'Resolví incidencias de facturación en Zendesk con un 94% de satisfacción del cliente',
          'Gestioné reclamaciones por correo electrónico y chat',
        ],
      },
      {
        name: 'Supermercados Prado',
        position: 'Cajera',
        startDate: '2018-06',
        endDate: '2021-01',
        highlights: ['Manejo de caja y atención al cliente en tienda'],
      },
    ],
    skills: [
      {
        name: 'Competencias',
        keywords: ['Atención al cliente', 'Trabajo en equipo', 'Zendesk', 'Salesforce'],
      },
    ],
    languages: [
      { language: 'Español', fluency: 'Nativo' },
      { language: 'Inglés', fluency: 'C1' },
    ],
  }),
  job: {
    position: 'Agente de atención al cliente bilingüe',
    employer: 'Hoteles Brisa',
    description: `En Hoteles Brisa buscamos un agente de atención al cliente bilingüe.
Funciones: atender llamadas, correos y chat de clientes en español e inglés, gestionar reservas y reclamaciones, registrar incidencias en el CRM.
Requisitos: experiencia en atención al cliente, inglés C1, trabajo en equipo y orientación al cliente.
Se valorará experiencia con Zendesk o Salesforce.`,
  },
  expected: ['atención al cliente', 'inglés', 'trabajo en equipo', 'Zendesk', 'Salesforce'],
  notClaimed: ['CRM', 'orientación al cliente'],
};
