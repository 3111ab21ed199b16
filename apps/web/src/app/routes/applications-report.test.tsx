// The match report of a job's latest generation, as it comes back after a reload.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { type Job } from '@tailor/contract';
import { baseMetrics, job, setup } from './applications.fake-api.tsx';

test('after a reload the match report of the latest generation comes back with its job', async () => {
  const generation = {
    id: 'g9',
    engine: 'offline' as const,
    language: 'en' as const,
    match: {
      before: 31,
      after: 57,
      matched: ['React'],
      missing: ['Rust'],
      requirements: [],
      fit: 'partial' as const,
    },
    created_at: '2026-11-20T10:00:00.000Z',
  };
  setup({
    jobs: [job({ uuid: 'j2', position: 'Designer' }), job({ uuid: 'j1', gen_count: 1, generation })],
    metrics: baseMetrics,
  });
  const report = await screen.findByTestId('match-report');
  await waitFor(() => expect(within(report).getByText('57')).toBeInTheDocument());
  expect(within(report).getByText('31')).toBeInTheDocument();
  expect(within(report).getByText('Rust')).toBeInTheDocument();
});

// Jobs carry their latest generation once the contract's job schema has the field (the client
// drops fields its schema does not name).
test('after a reload the report of the latest generation comes from the job list, with its fit and requirements when given', async () => {
  const withGeneration = {
    ...job({ gen_count: 1 }),
    generation: {
      id: 'g1',
      engine: 'offline',
      language: 'en',
      match: {
        before: 30,
        after: 55,
        matched: ['React'],
        missing: ['GraphQL'],
        fit: 'partial',
        requirements: [
          {
            text: 'React',
            importance: 'must',
            kind: 'skill',
            evidence: { path: '/skills/0', text: 'React, TypeScript' },
          },
          { text: 'GraphQL', importance: 'nice', kind: 'skill', evidence: null },
        ],
      },
      created_at: '2026-11-01T11:00:00.000Z',
    },
  } as Job;
  setup({ jobs: [withGeneration], metrics: baseMetrics });
  const report = await screen.findByTestId('match-report');
  await within(report).findByText('55');
  expect(within(report).getByTestId('match-fit')).toHaveTextContent('Partial fit');
  const requirements = within(report).getByTestId('match-requirements');
  expect(requirements).toHaveTextContent('Shown by: “React, TypeScript”');
  expect(requirements).toHaveTextContent('Not shown by your resume');
});

test('a job list without generation summaries leaves the report empty', async () => {
  setup({ jobs: [job({ gen_count: 1 })], metrics: baseMetrics });
  await screen.findAllByTestId('application-row');
  expect(screen.getByTestId('match-report')).toHaveTextContent(
    'Generate a CV and cover letter to see how well your resume matches the job',
  );
});
