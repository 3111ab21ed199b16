import { DOUBT_FIELDS, type DoubtModel } from '../../src/parse/doubt.ts';

/** A doubt model that reads one cue: a job showing it is made up, nothing else counts. */
export const oneCueModel = (feature: string): DoubtModel => ({
  features: [feature],
  job: { bias: -6, weights: [8] },
  fields: Object.fromEntries(
    DOUBT_FIELDS.map((f) => [f, { bias: -6, weights: [0] }]),
  ) as DoubtModel['fields'],
  threshold: 0.5,
});
