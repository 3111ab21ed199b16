import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { Metrics, Resume, ResumeSummary } from '@tailor/contract';
import { useAppState } from '../../stores/app-state.ts';
import { json, renderRoutes, stubFetch, type FetchCall } from '../../test/render.tsx';
import { ResumeEditRoute } from './resume-edit.tsx';
import { ResumesRoute } from './resumes.tsx';

const metrics: Metrics = {
  resumes_count: 1,
  resumes_limit: 3,
  applications_count: 0,
  applications_limit: 10,
  consumed_generations: 0,
  generation_limit: 2,
};

const summary: ResumeSummary = {
  uuid: 'r1',
  title: 'Frontend 2026',
  filename: 'ada-lovelace.docx',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  reviewed_at: null,
  uncertain_count: 0,
  language: 'en',
};

const setup = (
  list: ResumeSummary[],
  m: Metrics,
  extra: (call: FetchCall) => Response | undefined = () => undefined,
  start = '/resumes',
) => {
  const calls = stubFetch((call) => {
    const custom = extra(call);
    if (custom) return custom;
    if (call.url === '/api/auth/metrics') return json(200, m);
    if (call.url === '/api/resumes/') return json(200, list);
    return json(404, { detail: 'Not found', code: 'not_found' });
  });
  useAppState.setState({
    token: 't',
    user: { id: 'u1', email: 'ada@example.com', fullname: 'Ada Lovelace', plan: 'free' },
    metrics: m,
  });
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/resumes', element: <ResumesRoute /> },
      { path: '/resumes/edit', element: <ResumeEditRoute /> },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    start,
  );
  return { calls, user, ...view };
};

test('empty state and pro tip; metrics refresh on load', async () => {
  const { calls } = setup([], metrics);
  expect(await screen.findByText("You haven't uploaded any resumes yet")).toBeInTheDocument();
  expect(screen.getByText(/Keep multiple versions of your resume/)).toBeInTheDocument();
  await waitFor(() => expect(calls.some((c) => c.url === '/api/auth/metrics')).toBe(true));
});

test('the table lists Resume Name and File Name; the upload dialog opens below the limit only', async () => {
  const { user } = setup([summary], { ...metrics, resumes_count: 3 });
  const row = await screen.findByTestId('resume-row');
  expect(screen.getByRole('columnheader', { name: 'Resume Name' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'File Name' })).toBeInTheDocument();
  expect(within(row).getByText('ada-lovelace.docx')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Upload New Resume' }));
  expect(await screen.findByRole('dialog', { name: 'Resume limit reached' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Upload New Resume' })).not.toBeInTheDocument();
});

test('delete asks first, then removes the row and says so', async () => {
  const { calls, user } = setup([summary], metrics, (call) =>
    call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
  );
  const row = await screen.findByTestId('resume-row');
  await user.click(within(row).getByRole('button', { name: 'Delete Frontend 2026' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete resume' });
  // Before deleting, the dialog says the upload stays counted.
  expect(within(dialog).getByTestId('delete-lifetime-note')).toHaveTextContent(
    'You have uploaded 1 of the 3 resumes your plan allows; deleting this one leaves that count as it is.',
  );
  expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByTestId('resume-row')).not.toBeInTheDocument());
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/resumes/r1']);
  expect(useAppState.getState().alert).toEqual({ type: 'success', message: 'Resume deleted successfully.' });
});

test('edit loads the full resume into the store and opens the editor', async () => {
  const full: Resume = {
    ...summary,
    resume_json: '{"basics":{"name":"Ada Lovelace"}}',
    uncertain_fields: [],
  };
  const { user, router } = setup([summary], metrics, (call) =>
    call.url === '/api/resumes/r1' ? json(200, full) : undefined,
  );
  const row = await screen.findByTestId('resume-row');
  await user.click(within(row).getByRole('button', { name: 'Edit Frontend 2026' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/resumes/edit'));
  expect(router.state.location.search).toBe('?id=r1');
  expect(useAppState.getState().currentResume).toEqual(full);
  expect(await screen.findByRole('heading', { name: 'Edit Resume' })).toBeInTheDocument();
  expect(screen.getByLabelText(/Resume Title/)).toHaveValue('Frontend 2026');
});

test('a failed load for editing says so and stays on the list', async () => {
  const { user, router } = setup([summary], metrics, (call) =>
    call.url === '/api/resumes/r1' ? json(500, {}) : undefined,
  );
  const row = await screen.findByTestId('resume-row');
  await user.click(within(row).getByRole('button', { name: 'Edit Frontend 2026' }));
  await waitFor(() =>
    expect(useAppState.getState().alert?.message).toBe('Failed to load resume for editing'),
  );
  expect(router.state.location.pathname).toBe('/resumes');
});

const fullResume: Resume = {
  ...summary,
  resume_json: '{"basics":{"name":"Ada Lovelace"}}',
  uncertain_fields: [],
};

test('/resumes/edit?id= opens that resume with nothing stored: a bookmark, a reload or a shared link', async () => {
  setup(
    [summary],
    metrics,
    (call) => (call.url === '/api/resumes/r1' ? json(200, fullResume) : undefined),
    '/resumes/edit?id=r1',
  );
  expect(await screen.findByRole('heading', { name: 'Edit Resume' })).toBeInTheDocument();
  expect(screen.getByLabelText(/Resume Title/)).toHaveValue('Frontend 2026');
  expect(useAppState.getState().currentResume?.uuid).toBe('r1');
});

test('/resumes/edit without an id opens the stored current resume and names it in the address', async () => {
  useAppState.setState({ currentResume: fullResume });
  const { router } = setup([summary], metrics, () => undefined, '/resumes/edit');
  await waitFor(() => expect(router.state.location.search).toBe('?id=r1'));
  expect(await screen.findByRole('heading', { name: 'Edit Resume' })).toBeInTheDocument();
});

test('an id that cannot be loaded says so and goes back to the list', async () => {
  const { router } = setup([summary], metrics, () => undefined, '/resumes/edit?id=gone');
  // The list's old address, which the app's router sends on to /resumes.
  await waitFor(() => expect(router.state.location.pathname).toBe('/my-resumes'));
  expect(useAppState.getState().alert?.type).toBe('error');
});
