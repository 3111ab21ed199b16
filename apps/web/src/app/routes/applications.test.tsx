// Over 300 lines: every case of the applications page shares the one fake API defined here.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { type GenerateResponse, type Job, type Metrics, type ResumeSummary } from '@tailor/contract';
import { useAppState } from '../../stores/app-state.ts';
import { json, renderPage, stubFetch, type FetchCall } from '../../test/render.tsx';
import { ApplicationsRoute } from './applications.tsx';

const baseMetrics: Metrics = {
  resumes_count: 1,
  resumes_limit: 3,
  applications_count: 1,
  applications_limit: 10,
  consumed_generations: 0,
  generation_limit: 2,
};

const job = (over: Partial<Job> = {}): Job => ({
  uuid: 'j1',
  position: 'Senior Frontend Developer',
  employer: 'Acme',
  job_description: 'React, TypeScript and accessibility.',
  gen_count: 0,
  email: 'ada@example.com',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  generation: null,
  ...over,
});

const resumes: ResumeSummary[] = [
  {
    uuid: 'r1',
    title: 'Frontend 2026',
    filename: 'ada.pdf',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    reviewed_at: null,
    uncertain_count: 0,
  },
];

interface ServerState {
  jobs: Job[];
  metrics: Metrics;
  generate?: (call: FetchCall) => Response | Promise<Response>;
  download?: (call: FetchCall) => Response;
  resumes?: ResumeSummary[];
}

/** The API of the test: answers by path, with state a case can change. */
const server = (state: ServerState) =>
  stubFetch(async (call) => {
    const path = call.url.replace(/^\/api/, '');
    if (path === '/auth/metrics') return json(200, state.metrics);
    if (path === '/resumes/') return json(200, state.resumes ?? resumes);
    if (path === '/jobs/' && call.method === 'GET') return json(200, state.jobs);
    if (path === '/jobs/' && call.method === 'POST') {
      const body = call.body as Pick<Job, 'position' | 'employer' | 'job_description'>;
      return json(201, job({ uuid: 'j-new', ...body }));
    }
    if (path.startsWith('/jobs/generate/') && state.generate) return state.generate(call);
    if (path.startsWith('/jobs/download/') && state.download) return state.download(call);
    return json(404, { detail: 'Not found', code: 'not_found' });
  });

const setup = (state: ServerState) => {
  const calls = server(state);
  useAppState.setState({
    token: 'jwt-1',
    user: { id: 'u1', email: 'ada@example.com', fullname: 'Ada Lovelace', plan: 'free' },
    metrics: state.metrics,
  });
  const user = userEvent.setup();
  renderPage(<ApplicationsRoute />, '/applications');
  return { user, calls };
};

const sent = (calls: FetchCall[], method: string, prefix: string) =>
  calls.filter((c) => c.method === method && c.url.startsWith(`/api${prefix}`));

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

test('downloads stay disabled until the job has a generation; N/A without a date', async () => {
  setup({
    jobs: [
      job({ uuid: 'j1', gen_count: 0, updated_at: '' }),
      job({ uuid: 'j2', position: 'Designer', gen_count: 2 }),
    ],
    metrics: baseMetrics,
  });
  const [first, second] = await screen.findAllByTestId('application-row');
  for (const format of ['PDF', 'DOCX']) {
    expect(
      within(first!).getByRole('button', {
        name: `Download the CV for Senior Frontend Developer as ${format}`,
      }),
    ).toBeDisabled();
    expect(
      within(first!).getByRole('button', {
        name: `Download the cover letter for Senior Frontend Developer as ${format}`,
      }),
    ).toBeDisabled();
    expect(
      within(second!).getByRole('button', { name: `Download the CV for Designer as ${format}` }),
    ).toBeEnabled();
    expect(
      within(second!).getByRole('button', { name: `Download the cover letter for Designer as ${format}` }),
    ).toBeEnabled();
  }
  expect(within(first!).getByText('N/A')).toBeInTheDocument();
  // The documents of a generation open from its row; a job with none has nothing to open.
  expect(
    within(first!).queryByRole('button', { name: /See and correct the documents/ }),
  ).not.toBeInTheDocument();
  expect(
    within(second!).getByRole('button', { name: 'See and correct the documents for Designer' }),
  ).toBeEnabled();
  expect(
    within(second!).getByText(new Date('2026-11-01T10:00:00.000Z').toLocaleDateString('en')),
  ).toBeInTheDocument();
});

test('generate: a resume must be chosen, then the job gets its new count, metrics refresh and the documents open', async () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const answer: GenerateResponse = {
    ...job({ gen_count: 1 }),
    generation: {
      id: 'g1',
      engine: 'offline',
      language: 'en',
      match: {
        before: 42,
        after: 78,
        matched: ['React', 'TypeScript'],
        missing: ['GraphQL'],
        requirements: [],
        fit: 'good',
      },
      created_at: '2026-11-21T10:00:00.000Z',
    },
  };
  const state: ServerState = {
    jobs: [job()],
    metrics: baseMetrics,
    resumes: [...resumes, { ...resumes[0]!, uuid: 'r2', title: 'Backend 2026' }],
    generate: async () => {
      await gate;
      return json(200, answer);
    },
  };
  const { user, calls } = setup(state);
  const row = (await screen.findAllByTestId('application-row'))[0]!;
  await user.click(
    within(row).getByRole('button', { name: 'Generate a CV and cover letter for Senior Frontend Developer' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Generate CV and cover letter' });
  const generate = within(dialog).getByRole('button', { name: 'Generate' });
  expect(generate).toBeDisabled();
  expect(
    within(dialog).getByText('Please select a resume to generate application materials'),
  ).toBeInTheDocument();

  await waitFor(() => expect(useAppState.getState().resumes).toHaveLength(2));
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Resume' }), 'Frontend 2026');
  expect(generate).toBeEnabled();
  state.metrics = { ...baseMetrics, consumed_generations: 1 };
  await user.click(generate);
  expect(await within(dialog).findByRole('button', { name: 'Generating...' })).toBeInTheDocument();
  release();

  // See before you send: the documents page opens.
  expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  expect(sent(calls, 'POST', '/jobs/generate/')[0]?.url).toBe('/api/jobs/generate/j1/r1');
  expect(sent(calls, 'POST', '/jobs/generate/')[0]?.body).toEqual({ template: 'classic', paper: 'a4' });
  expect(useAppState.getState().jobs[0]?.gen_count).toBe(1);
  await waitFor(() => expect(useAppState.getState().metrics?.consumed_generations).toBe(1));
  expect(useAppState.getState().alert?.message).toBe('Your tailored CV and cover letter are ready.');
});

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

test('at the generations limit the generate modal does not open: a message and the generations limit dialog instead', async () => {
  const { user, calls } = setup({ jobs: [job()], metrics: { ...baseMetrics, consumed_generations: 2 } });
  const row = (await screen.findAllByTestId('application-row'))[0]!;
  await user.click(within(row).getByRole('button', { name: /Generate a CV/ }));
  expect(await screen.findByRole('dialog', { name: 'Generations limit reached' })).toBeInTheDocument();
  expect(useAppState.getState().alert).toEqual({
    type: 'warning',
    message:
      'You have reached your monthly generations limit. This will reset at the beginning of next month.',
  });
  expect(sent(calls, 'POST', '/jobs/generate/')).toHaveLength(0);
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

test('a server limit answer during generate opens the dialog too', async () => {
  const { user } = setup({
    jobs: [job()],
    metrics: baseMetrics,
    generate: () => json(403, { detail: 'limit', code: 'generations_limit_reached' }),
  });
  const row = (await screen.findAllByTestId('application-row'))[0]!;
  await waitFor(() => expect(useAppState.getState().resumes).toHaveLength(1));
  await user.click(within(row).getByRole('button', { name: /Generate a CV/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Generate CV and cover letter' });
  await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
  expect(await screen.findByRole('dialog', { name: 'Generations limit reached' })).toBeInTheDocument();
});

test('the only resume is already chosen; template, paper and language go with the request', async () => {
  const state: ServerState = {
    jobs: [job()],
    metrics: baseMetrics,
    generate: () =>
      json(200, {
        ...job({ gen_count: 1 }),
        generation: {
          id: 'g1',
          engine: 'offline',
          language: 'fr',
          match: { before: 1, after: 2, matched: [], missing: [] },
        },
      }),
  };
  const { user, calls } = setup(state);
  const row = (await screen.findAllByTestId('application-row'))[0]!;
  await waitFor(() => expect(useAppState.getState().resumes).toHaveLength(1));
  await user.click(within(row).getByRole('button', { name: /Generate a CV/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Generate CV and cover letter' });
  expect(within(dialog).getByRole('combobox', { name: 'Resume' })).toHaveValue('r1');
  await user.click(within(dialog).getByText('Modern'));
  await user.click(within(dialog).getByText('US Letter'));
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Document language/ }), 'French');
  await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
  await waitFor(() => expect(sent(calls, 'POST', '/jobs/generate/')).toHaveLength(1));
  expect(sent(calls, 'POST', '/jobs/generate/')[0]?.body).toEqual({
    template: 'modern',
    paper: 'us-letter',
    language: 'fr',
  });
});

test('downloads are saved as cv_/cover_letter_{position}_{date}.pdf or .docx, dated by the generation, and the object URL is revoked after 1 s', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0));
  const saved: string[] = [];
  const revoked: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: () => 'blob:doc-1',
      revokeObjectURL: (u: string) => revoked.push(u),
    }),
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  const { user, calls } = setup({
    jobs: [
      job({
        gen_count: 1,
        generation: {
          id: 'g1',
          engine: 'offline',
          language: 'en',
          match: { before: 1, after: 2, matched: [], missing: [], requirements: [], fit: 'low' },
          created_at: '2026-11-19T08:00:00.000Z',
        },
      }),
    ],
    metrics: baseMetrics,
    download: () =>
      new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        status: 200,
        headers: { 'Content-Type': 'application/pdf' },
      }),
  });
  const row = (await screen.findAllByTestId('application-row'))[0]!;
  await user.click(
    within(row).getByRole('button', { name: 'Download the CV for Senior Frontend Developer as PDF' }),
  );
  await waitFor(() => expect(saved).toEqual(['cv_senior_frontend_deve_2026-11-19.pdf']));
  await user.click(
    within(row).getByRole('button', {
      name: 'Download the cover letter for Senior Frontend Developer as PDF',
    }),
  );
  await waitFor(() => expect(saved[1]).toBe('cover_letter_senior_frontend_deve_2026-11-19.pdf'));
  await user.click(
    within(row).getByRole('button', {
      name: 'Download the cover letter for Senior Frontend Developer as DOCX',
    }),
  );
  await waitFor(() => expect(saved[2]).toBe('cover_letter_senior_frontend_deve_2026-11-19.docx'));
  expect(calls.filter((c) => c.url.includes('/jobs/download/')).map((c) => c.url)).toEqual([
    '/api/jobs/download/cv/j1',
    '/api/jobs/download/cover/j1',
    '/api/jobs/download/cover/j1?format=docx',
  ]);
  expect(revoked).toEqual([]);
  vi.advanceTimersByTime(1000);
  expect(revoked).toEqual(['blob:doc-1', 'blob:doc-1', 'blob:doc-1']);
  click.mockRestore();
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

test('generating from a resume not yet checked warns first and links to the check; the last free generation says so', async () => {
  const { user } = setup({
    jobs: [job()],
    metrics: { ...baseMetrics, consumed_generations: 1 },
    resumes: [
      ...resumes,
      { ...resumes[0]!, uuid: 'r2', title: 'Checked 2026', reviewed_at: '2026-11-02T10:00:00.000Z' },
    ],
  });
  const row = (await screen.findAllByTestId('application-row'))[0]!;
  await waitFor(() => expect(useAppState.getState().resumes).toHaveLength(2));
  await user.click(within(row).getByRole('button', { name: /Generate a CV/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Generate CV and cover letter' });
  expect(within(dialog).getByTestId('generate-last')).toHaveTextContent(
    'This is your last free generation this month.',
  );
  expect(within(dialog).queryByTestId('generate-unchecked')).not.toBeInTheDocument();

  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Resume' }), 'Frontend 2026');
  const warning = within(dialog).getByTestId('generate-unchecked');
  expect(warning).toHaveTextContent('You have not checked this resume yet');
  expect(within(warning).getByRole('link', { name: 'Check it first' })).toHaveAttribute(
    'href',
    '/resumes/edit?id=r1',
  );
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Resume' }), 'Checked 2026');
  expect(within(dialog).queryByTestId('generate-unchecked')).not.toBeInTheDocument();
});
