// The applications list: adding a job, and the limit on how many a plan keeps.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useAppState } from '../../stores/app-state.ts';
import { baseMetrics, job, sent, setup } from './applications.fake-api.tsx';

test('empty state with an add-first button; the add form checks every field and sends nothing until valid', async () => {
  const { user, calls } = setup({ jobs: [], metrics: { ...baseMetrics, applications_count: 0 } });
  expect(await screen.findByTestId('applications-empty')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add your first application' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add application' });
  await user.type(within(dialog).getByLabelText(/Position/), '   ');
  await user.type(within(dialog).getByLabelText(/Job description/), 'too short');
  await user.click(within(dialog).getByRole('button', { name: 'Add application' }));
  expect(within(dialog).getByText('Position field is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Employer field is required')).toBeInTheDocument();
  expect(
    within(dialog).getByText('Please enter a valid job description (min 10 characters)'),
  ).toBeInTheDocument();
  expect(sent(calls, 'POST', '/jobs/')).toHaveLength(0);

  await user.type(within(dialog).getByLabelText(/Position/), 'Data Engineer');
  await user.type(within(dialog).getByLabelText(/Employer/), ' Initech ');
  await user.type(within(dialog).getByLabelText(/Job description/), ' with Spark');
  await user.click(within(dialog).getByRole('button', { name: 'Add application' }));
  await waitFor(() => expect(sent(calls, 'POST', '/jobs/')).toHaveLength(1));
  expect(sent(calls, 'POST', '/jobs/')[0]?.body).toEqual({
    position: 'Data Engineer',
    employer: 'Initech',
    job_description: 'too short with Spark',
    email: 'ada@example.com',
  });
  expect(await screen.findByText('Data Engineer')).toBeInTheDocument();
  expect(useAppState.getState().alert?.message).toBe('Application added successfully.');
  // Metrics refresh after a create.
  await waitFor(() => expect(sent(calls, 'GET', '/auth/metrics').length).toBeGreaterThanOrEqual(2));
});

test('at the applications limit Add opens the applications limit dialog; View plans leads to /pricing', async () => {
  const { user, calls } = setup({ jobs: [job()], metrics: { ...baseMetrics, applications_count: 10 } });
  await screen.findAllByTestId('application-row');
  await user.click(screen.getByRole('button', { name: 'Add application' }));
  const dialog = await screen.findByRole('dialog', { name: 'Applications limit reached' });
  expect(within(dialog).getByText(/Consider deleting old applications/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'View plans' }));
  expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  expect(sent(calls, 'POST', '/jobs/')).toHaveLength(0);
});
