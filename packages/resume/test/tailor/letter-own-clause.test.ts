import { expect, test } from 'vitest';
import { ownClause } from '../../src/tailor/letter/own-clause.ts';

/* A line told after "my work included:" reads as a duty or a result, never as a header or a title. */

test('a job header or an entry title is not told as what the work included', () => {
  expect(ownClause('en', 'Senior Analyst, Brindle Foods', false)).toBeUndefined();
  expect(ownClause('en', 'Staff Nurse at Saint Clare Clinic', true)).toBeUndefined();
  expect(ownClause('en', 'Harbor Wayfinding Signage Project', false)).toBeUndefined();
  expect(ownClause('fr', 'Chef de projet – Atelier Brume', false)).toBeUndefined();
  expect(ownClause('es', 'Coordinador de ventas, Grupo Lince', false)).toBeUndefined();
});

test('a duty in a noun phrase is told with a verb of the letter, never pasted after a colon', () => {
  expect(ownClause('en', 'Monitoring of delivery routes for 40 stores', true)).toBe(
    'I work on monitoring of delivery routes for 40 stores',
  );
  expect(ownClause('en', 'Migration of the billing service to Kotlin', false)).toBe(
    'I worked on the migration of the billing service to Kotlin',
  );
  expect(ownClause('en', 'Python for stock forecasts', false)).toBe('I used Python for stock forecasts');
  // A piece of work named by its noun is told with its own verb; another task is taken in charge.
  expect(ownClause('fr', 'Gestion des commandes de trois magasins', false)).toBe(
    "j'ai géré les commandes de trois magasins",
  );
  expect(ownClause('fr', 'Déploiement des postes de travail', true)).toBe(
    "j'ai déployé les postes de travail",
  );
  expect(ownClause('fr', 'Prise en charge de deux classes', false)).toBe(
    "j'ai assuré la prise en charge de deux classes",
  );
  expect(ownClause('fr', 'Assurer le suivi des stocks', false)).toBe(
    "j'avais pour mission d'assurer le suivi des stocks",
  );
  expect(ownClause('es', 'Desarrollo de la web de reservas', false)).toBe('desarrollé la web de reservas');
  expect(ownClause('es', 'Gestión de pedidos de tres tiendas', true)).toMatch(
    /^me (?:encargo|ocupo) de la gestión de pedidos de tres tiendas$/,
  );
  // A noun that names a result is told as reached, not as a task taken in charge.
  expect(ownClause('es', 'Crecimiento del tráfico orgánico un 70 % en 18 meses', true)).toBe(
    'he logrado el crecimiento del tráfico orgánico un 70 % en 18 meses',
  );
  expect(ownClause('fr', 'Réduction des délais de livraison de 20 %', false)).toBe(
    "j'ai contribué à la réduction des délais de livraison de 20 %",
  );
  // A noun whose ending tells the wrong gender takes its own article: "el análisis", never "la análisis".
  expect(ownClause('es', 'Análisis de ventas por región', false)).toMatch(
    /^me (?:encargué|ocupé) del análisis de ventas/,
  );
  // No verb holds it without a guess at its article, or it is a label and a value: not told as a clause.
  expect(ownClause('en', 'Customer service for 200 guests a day', true)).toBeUndefined();
  expect(ownClause('en', 'Teaching assistant for the statistics course', false)).toBeUndefined();
  expect(ownClause('fr', 'Vitesse de traitement : 40 dossiers par jour', false)).toBeUndefined();
  for (const lang of ['en', 'fr', 'es'] as const)
    for (const line of ['Gestion des stocks', 'Customer care for guests', 'Desarrollo web'])
      expect(ownClause(lang, line, false) ?? '').not.toMatch(/:\s/);
});

test('a result reached, named by a noun and its participle, is not told as a task taken in charge', () => {
  expect(ownClause('fr', 'Titularisation obtenue en 2019 après concours', false)).toBeUndefined();
  expect(ownClause('fr', 'Certification validée pour le centre de formation', true)).toBeUndefined();
  expect(ownClause('es', 'Certificación obtenida con la máxima nota', false)).toBeUndefined();
  expect(ownClause('es', 'Objetivos alcanzados en tres trimestres', false)).toBeUndefined();
  // A participle used as an adjective of a task still leaves a task: "suivi personnalisé".
  expect(ownClause('fr', 'Suivi personnalisé de trente élèves', false)).toMatch(
    /suivi personnalisé de trente élèves$/,
  );
});
