// Generating a CV and cover letter for a job: the choices sent, the limits, the warnings.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { type GenerateResponse } from '@tailor/contract';
import { useAppState } from '../../stores/app-state.ts';
import { json } from '../../test/render.tsx';
import { baseMetrics, job, resumes, sent, setup, type ServerState } from './applications.fake-api.tsx';

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

test('when the resume is in another language than the documents, the dialog says what stays untranslated and offers to keep one language', async () => {
  const french = { ...resumes[0]!, language: 'fr' as const };
  const answer = (language: 'en' | 'fr'): GenerateResponse => ({
    ...job({ gen_count: 1 }),
    generation: {
      id: 'g1',
      engine: 'offline',
      language,
      match: { before: 40, after: 60, matched: [], missing: [], requirements: [], fit: 'partial' },
      created_at: '2026-11-21T10:00:00.000Z',
    },
  });
  const { user, calls } = setup({
    jobs: [job()],
    metrics: baseMetrics,
    resumes: [french],
    generate: () => json(200, answer('fr')),
  });
  const row = (await screen.findAllByTestId('application-row'))[0]!;
  await user.click(within(row).getByRole('button', { name: /Generate a CV/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Generate CV and cover letter' });
  // The posting is in English: that is the default, and it says so.
  const select = within(dialog).getByRole('combobox', { name: 'Document language' });
  expect(
    within(select).getByRole('option', { name: 'Same as the job posting (English)' }),
  ).toBeInTheDocument();
  const notice = await within(dialog).findByTestId('generate-language-notice');
  expect(notice).toHaveTextContent('Your resume is in French; these documents will be in English.');
  expect(notice).toHaveTextContent('Your own lines (job descriptions, summary, skills) are not translated');

  // Choosing the resume's language makes one language throughout: the notice goes.
  await user.click(within(notice).getByRole('button', { name: 'Write them in French instead' }));
  expect(within(dialog).queryByTestId('generate-language-notice')).not.toBeInTheDocument();
  expect(select).toHaveValue('fr');
  await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
  await waitFor(() => expect(sent(calls, 'POST', '/jobs/generate/')).toHaveLength(1));
  expect(sent(calls, 'POST', '/jobs/generate/')[0]?.body).toEqual({
    template: 'classic',
    paper: 'a4',
    language: 'fr',
  });
});

test('with an AI model configured, the language notice says the model translates the resume lines too', async () => {
  const { user } = setup({
    jobs: [job()],
    metrics: baseMetrics,
    resumes: [{ ...resumes[0]!, language: 'es' }],
    config: {
      google_client_id: null,
      stripe: { publishable_key: null, pricing_table_id: null },
      billing_portal_url: null,
      plans: [],
      ai_engine: 'llm',
    },
  });
  const row = (await screen.findAllByTestId('application-row'))[0]!;
  await user.click(within(row).getByRole('button', { name: /Generate a CV/ }));
  const notice = await screen.findByTestId('generate-language-notice');
  expect(notice).toHaveTextContent('Your resume is in Spanish; these documents will be in English.');
  await waitFor(() =>
    expect(notice).toHaveTextContent('The AI model writes them in English, your own lines too'),
  );
});
