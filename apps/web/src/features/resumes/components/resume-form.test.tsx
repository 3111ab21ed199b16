import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';

// Typing into a full form in jsdom is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
import type { Resume } from '@tailor/contract';
import { useAppState } from '../../../stores/app-state.ts';
import { json, renderRoutes, stubFetch, type FetchCall } from '../../../test/render.tsx';
import { ResumeEditor } from './resume-editor.tsx';

const SVG_PAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 595 842"><path d="M0 0h10v10z"/></svg>';

const stored = {
  basics: { name: 'Ada Lovelace', profiles: [] },
  work: [
    {
      name: 'Analytical Engines Ltd',
      position: 'Engineer',
      startDate: '2019-03',
      endDate: '2021',
      highlights: ['Wrote the first program'],
      'x-printed': { dates: 'Mar 2019 – 2021', startDate: '2019-03', endDate: '2021' },
    },
    { name: 'Babbage & Co', position: 'Analyst', startDate: '2016' },
  ],
  skills: [{ name: 'Mathematics', keywords: [] }],
  meta: { language: 'en' },
};

const resumeOf = (extra: Record<string, unknown> = {}): Resume =>
  ({
    uuid: 'r1',
    title: 'Backend 2026',
    filename: 'ada.pdf',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    resume_json: JSON.stringify(stored),
    reviewed_at: null,
    uncertain_count: 0,
    language: 'en',
    uncertain_fields: [],
    ...extra,
  }) as Resume;

const saves = (calls: FetchCall[]) => calls.filter((c) => c.method === 'PUT');
const savedData = (call: FetchCall | undefined) =>
  JSON.parse((call?.body as { resume_json: string }).resume_json) as typeof stored;

function setup(resume: Resume) {
  const calls = stubFetch((call) => {
    if (call.url.endsWith('/preview')) return json(200, { pages: [SVG_PAGE] });
    const body = call.body as { title: string; resume_json: string; reviewed?: boolean };
    return json(200, {
      ...resume,
      title: body.title,
      resume_json: body.resume_json,
      ...(body.reviewed ? { reviewed_at: '2026-11-02T10:00:00.000Z' } : {}),
    });
  });
  const user = userEvent.setup();
  const onSaved = vi.fn();
  useAppState.setState({ currentResume: resume, resumes: [resume] });
  const view = renderRoutes(
    [
      {
        path: '/edit',
        element: <ResumeEditor resume={resume} onSaved={onSaved} onCancel={() => undefined} />,
      },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    '/edit',
  );
  return { calls, user, onSaved, router: view.router };
}

const openSection = async (user: ReturnType<typeof userEvent.setup>, name: RegExp) => {
  await user.click(screen.getByRole('button', { name }));
};

test('sections come in reading order; edits by keyboard are saved and unknown fields such as x-printed are kept', async () => {
  const { calls, user, onSaved } = setup(resumeOf());
  const controls = screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent ?? '');
  expect(controls.slice(0, 4).map((c) => c.replace(/\d+$/, ''))).toEqual([
    'Work experience',
    'Education',
    'Skills',
    'Projects',
  ]);

  await openSection(user, /^Work experience/);
  const first = within(screen.getAllByTestId('entry-work')[0]!);
  const position = first.getByLabelText('Position');
  await user.click(position);
  await user.clear(position);
  await user.keyboard('Lead');
  const highlights = first.getByLabelText('Achievements');
  await user.click(highlights);
  await user.keyboard('{End}{Enter}{Enter}Ran');
  expect(screen.getByTestId('unsaved')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  const data = savedData(saves(calls)[0]);
  expect(data.work[0]).toEqual({
    ...stored.work[0],
    position: 'Lead',
    highlights: ['Wrote the first program', 'Ran'],
  });
  expect(data.meta).toEqual({ language: 'en' });
});

test('"current / present" stores endDate "present"; a new entry never gets one by itself', async () => {
  const { calls, user } = setup(resumeOf());
  await openSection(user, /^Work experience/);
  const second = within(screen.getAllByTestId('entry-work')[1]!);
  expect(second.getByLabelText(/Current \/ present/)).not.toBeChecked();
  await user.click(second.getByLabelText(/Current \/ present/));
  expect(second.getByLabelText('End date')).toHaveValue('Present');

  await user.click(screen.getByRole('button', { name: 'Add to Work experience' }));
  const added = within(screen.getAllByTestId('entry-work')[2]!);
  expect(added.getByLabelText(/Current \/ present/)).not.toBeChecked();
  await user.type(added.getByLabelText('Position'), 'QA');
  await user.type(added.getByLabelText('Start date'), '2015');

  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(saves(calls)).toHaveLength(1));
  const data = savedData(saves(calls)[0]);
  expect(data.work[1]?.endDate).toBe('present');
  expect(data.work[2]).toEqual({ position: 'QA', startDate: '2015' });
});

test('removing asks first and can be undone; entries move up and down', async () => {
  const { calls, user } = setup(resumeOf());
  await openSection(user, /^Work experience/);
  await user.click(screen.getByRole('button', { name: 'Remove Engineer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove this entry?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.getAllByTestId('entry-work')).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Remove Engineer' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
  expect(screen.getAllByTestId('entry-work')).toHaveLength(1);
  expect(screen.getByTestId('undo-remove')).toHaveTextContent('"Engineer" removed.');
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(screen.getAllByTestId('entry-work')).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Move Engineer down' }));
  expect(within(screen.getAllByTestId('entry-work')[0]!).getByLabelText('Position')).toHaveValue('Analyst');
  expect(screen.getByRole('button', { name: 'Move Analyst up' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(saves(calls)).toHaveLength(1));
  expect(savedData(saves(calls)[0]).work.map((w) => w.position)).toEqual(['Analyst', 'Engineer']);
});

test('after an upload the unsure fields are highlighted, follow their entry when it moves, and "Looks right" marks the resume reviewed', async () => {
  const resume = resumeOf({
    reviewed_at: null,
    uncertain_fields: [
      { path: '/work/0/endDate', reason: 'two_dates', message: 'two dates found' },
      { path: '/basics/name', reason: 'something_new', message: 'name looks odd' },
    ],
  });
  const { calls, user } = setup(resume);
  const banner = screen.getByTestId('review-banner');
  expect(banner).toHaveTextContent('We are not sure about 2 things');
  // An unknown reason code falls back to the server's message.
  expect(within(banner).getByRole('button', { name: 'Basics: name looks odd' })).toBeInTheDocument();
  expect(screen.getByLabelText('Full name')).toHaveAttribute('data-uncertain', 'true');

  // The work section opened by itself because something in it needs checking.
  await user.click(screen.getByRole('button', { name: 'Move Engineer down' }));
  const moved = within(screen.getAllByTestId('entry-work')[1]!);
  expect(moved.getByLabelText('End date')).toHaveAttribute('data-uncertain', 'true');
  expect(moved.getByText('To check: two dates found')).toBeInTheDocument();

  // Each flag names its entry, as it is called now.
  await user.click(
    within(banner).getByRole('button', { name: 'Work experience, Engineer: two dates found' }),
  );
  await waitFor(() => expect(moved.getByLabelText('End date')).toHaveFocus());

  await user.click(screen.getByRole('button', { name: 'Looks right' }));
  await waitFor(() => expect(screen.queryByTestId('review-banner')).not.toBeInTheDocument());
  const body = saves(calls)[0]?.body as { reviewed?: boolean; title: string };
  expect(body.reviewed).toBe(true);
  expect(body.title).toBe('Backend 2026');
  expect(screen.queryAllByTestId('uncertain-note')).toHaveLength(0);
  expect(useAppState.getState().alert?.message).toBe('Thanks: this resume is marked as checked.');
  // Confirming saved the edits too: nothing is left unsaved.
  expect(screen.queryByTestId('unsaved')).not.toBeInTheDocument();
});

test('"Looks right" on a job with no employer and no dates says so first; "Confirm as it is" then saves', async () => {
  const resume = resumeOf({
    reviewed_at: null,
    uncertain_fields: [{ path: '/work/1/name', reason: 'employer_guessed', message: 'employer guessed' }],
  });
  const { calls, user } = setup(resume);
  const banner = screen.getByTestId('review-banner');
  const second = within(screen.getAllByTestId('entry-work')[1]!);
  await user.clear(second.getByLabelText('Employer'));
  await user.clear(second.getByLabelText('Start date'));
  await user.click(within(banner).getByRole('button', { name: 'Looks right' }));

  const missing = await within(banner).findByTestId('review-missing');
  expect(missing).toHaveTextContent('Some jobs are missing details');
  await waitFor(() => expect(missing).toHaveFocus());
  expect(saves(calls)).toHaveLength(0);
  await user.click(
    within(missing).getByRole('button', { name: 'Work experience, Analyst: no employer, no dates' }),
  );
  await waitFor(() => expect(second.getByLabelText('Employer')).toHaveFocus());

  // Filling in the employer leaves only the dates to mention.
  await user.type(second.getByLabelText('Employer'), 'Babbage & Co');
  expect(missing).toHaveTextContent('Work experience, Analyst: no dates');
  await user.click(within(banner).getByRole('button', { name: 'Confirm as it is' }));
  await waitFor(() => expect(saves(calls)).toHaveLength(1));
  expect((saves(calls)[0]?.body as { reviewed?: boolean }).reviewed).toBe(true);
});

test('with every job complete, "Looks right" saves at once', async () => {
  const { calls, user } = setup(resumeOf({ reviewed_at: null }));
  await user.click(screen.getByRole('button', { name: 'Looks right' }));
  await waitFor(() => expect(saves(calls)).toHaveLength(1));
  expect(screen.queryByTestId('review-missing')).not.toBeInTheDocument();
});

test('a resume already reviewed, or from a server that does not say, shows no review step', () => {
  setup(
    resumeOf({
      reviewed_at: '2026-11-01T11:00:00.000Z',
      uncertain_fields: [{ path: '/basics/name', reason: 'name_guessed', message: 'name guessed' }],
    }),
  );
  expect(screen.queryByTestId('review-banner')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Full name')).not.toHaveAttribute('data-uncertain');
});

test('leaving with unsaved edits asks first; staying keeps the edits', async () => {
  const { user, router } = setup(resumeOf());
  await user.type(screen.getByLabelText('Headline'), 'Mathematician');
  await router.navigate('/elsewhere');
  const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
  await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
  expect(router.state.location.pathname).toBe('/edit');
  expect(screen.getByLabelText('Headline')).toHaveValue('Mathematician');

  await router.navigate('/elsewhere');
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }),
  );
  expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
});
