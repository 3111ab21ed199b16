import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { Metrics, UsageHistory } from '@tailor/contract';
import { useAppState } from '../../stores/app-state.ts';
import { json, renderPage, stubFetch } from '../../test/render.tsx';
import { DashboardRoute } from './dashboard.tsx';

const metrics: Metrics = {
  resumes_count: 1,
  resumes_limit: 3,
  applications_count: 2,
  applications_limit: 10,
  consumed_generations: 0,
  generation_limit: 2,
};

const history: UsageHistory = {
  months: [
    { month: '2026-06', resumes: 0, applications: 0, generations: 0 },
    { month: '2026-07', resumes: 1, applications: 0, generations: 0 },
    { month: '2026-08', resumes: 0, applications: 3, generations: 1 },
    { month: '2026-09', resumes: 0, applications: 0, generations: 0 },
    { month: '2026-10', resumes: 2, applications: 1, generations: 2 },
    { month: '2026-11', resumes: 0, applications: 4, generations: 1 },
  ],
};

const setup = (current: () => Metrics) => {
  const calls = stubFetch((call) => {
    if (call.url === '/api/auth/metrics') return json(200, current());
    if (call.url === '/api/auth/usage-history') return json(200, history);
    return json(404, { detail: 'Not found', code: 'not_found' });
  });
  useAppState.setState({
    token: 't',
    user: { id: 'u1', email: 'ada@example.com', fullname: 'Ada Lovelace', plan: 'free' },
    metrics,
  });
  const user = userEvent.setup();
  renderPage(<DashboardRoute />, '/dashboard');
  return { calls, user };
};

test('the history shows the real last 6 months from the server, one tab per kind', async () => {
  const { user } = setup(() => metrics);
  const table = await screen.findByTestId('history-table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => r.textContent)).toEqual([
    'Jun 20260',
    'Jul 20261',
    'Aug 20260',
    'Sep 20260',
    'Oct 20262',
    'Nov 20260',
  ]);
  await user.click(screen.getByRole('tab', { name: 'Applications' }));
  expect(
    within(screen.getByTestId('history-table'))
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent),
  ).toEqual(['Jun 20260', 'Jul 20260', 'Aug 20263', 'Sep 20260', 'Oct 20261', 'Nov 20264']);
});

test('Refresh reloads the metrics: a meter crossing 75 percent turns yellow and the free-plan banner appears', async () => {
  let current = metrics;
  const { calls, user } = setup(() => current);
  await waitFor(() => expect(calls.filter((c) => c.url === '/api/auth/metrics')).toHaveLength(1));
  expect(screen.getByTestId('meter-applications')).toHaveAttribute('data-level', 'normal');
  expect(screen.queryByTestId('approaching-limit-banner')).not.toBeInTheDocument();
  current = { ...metrics, applications_count: 8 };
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() =>
    expect(screen.getByTestId('meter-applications')).toHaveAttribute('data-level', 'warning'),
  );
  expect(screen.getByTestId('approaching-limit-banner')).toBeInTheDocument();
  expect(calls.filter((c) => c.url === '/api/auth/metrics')).toHaveLength(2);
});

test('the tips carousel has 4 tips with previous, next and dots', async () => {
  const { user } = setup(() => metrics);
  const tip = screen.getByTestId('tip');
  expect(tip).toHaveTextContent('Keep your resume up to date');
  await user.click(screen.getByRole('button', { name: 'Next tip' }));
  expect(tip).toHaveTextContent('Personalise your cover letter');
  await user.click(screen.getByRole('button', { name: 'Go to tip 4' }));
  expect(tip).toHaveTextContent('Lead with achievements');
  expect(screen.getByRole('button', { name: 'Go to tip 4' })).toHaveAttribute('aria-current', 'true');
  await user.click(screen.getByRole('button', { name: 'Next tip' }));
  expect(tip).toHaveTextContent('Keep your resume up to date');
  await user.click(screen.getByRole('button', { name: 'Previous tip' }));
  expect(tip).toHaveTextContent('Lead with achievements');
  expect(screen.getAllByRole('button', { name: /^Go to tip/ })).toHaveLength(4);
});

test('the create-job card requires position, employer and job description', async () => {
  const { calls, user } = setup(() => metrics);
  const card = screen.getByRole('region', { name: 'Create a job' });
  await user.click(within(card).getByRole('button', { name: 'Create job' }));
  expect(within(card).getByText('Position field is required')).toBeInTheDocument();
  expect(within(card).getByText('Employer field is required')).toBeInTheDocument();
  expect(
    within(card).getByText('Please enter a valid job description (min 10 characters)'),
  ).toBeInTheDocument();
  expect(calls.filter((c) => c.url.startsWith('/api/jobs'))).toHaveLength(0);
});

test('a new user with nothing uploaded or recorded is welcomed, not welcomed back', async () => {
  const empty = { ...metrics, resumes_count: 0, applications_count: 0 };
  setup(() => empty);
  useAppState.setState({ metrics: empty });
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeInTheDocument();
  useAppState.setState({ metrics: { ...empty, resumes_count: 1 } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeInTheDocument();
});
