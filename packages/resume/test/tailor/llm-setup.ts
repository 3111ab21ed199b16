import { promptOf, type ReceivedCall } from './fake-provider.ts';

/* What the tests of a tailoring by a model share: a fixed day, the field a prompt offers for a line, a letter that states only facts. */

export const today = new Date('2026-03-02T09:00:00Z');

export function fieldPath(call: ReceivedCall, contains: string): { path: string; text: string } {
  const field = promptOf(call).editableFields.find((f) => f.text.includes(contains));
  if (!field) throw new Error(`no editable field contains "${contains}"`);
  return field;
}

export const goodLetter = [
  'I am applying for the Platform Engineer role at Northwind Cloud, bringing hands-on Kubernetes, Go and Kafka experience from Paylane.',
  'At Paylane I built a Go event pipeline on Kafka that processes 12,000 payments per second, and migrated 14 services to Kubernetes, cutting deploy time from 40 to 6 minutes.',
  'Before that, at Shoply, I introduced CI with GitHub Actions and raised test coverage from 35% to 80%.',
  'I would be glad to discuss how I could help Northwind Cloud scale its payments infrastructure. Thank you for your time.',
];
