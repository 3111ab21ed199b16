import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { GenerationDetail, Job } from '@tailor/contract';
import { useAppState } from '../../../stores/app-state.ts';
import { json, renderPage, stubFetch, type FetchCall } from '../../../test/render.tsx';
import { GenerationDocuments } from './generation-documents.tsx';

const SVG_PAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 595 842"><path d="M0 0h10v10z"/></svg>';

const job: Job = {
  uuid: 'j1',
  position: 'Data Engineer',
  employer: 'Initech',
  job_description: 'Spark and Python pipelines.',
  language: 'en',
  gen_count: 1,
  email: 'ada@example.com',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  generation: null,
};

const generation: GenerationDetail = {
  id: 'g1',
  engine: 'offline',
  language: 'en',
  template: 'modern',
  paper: 'a4',
  cv_language: 'en',
  read_back: {
    jobs: { total: 1, missing: [] },
    dates: { total: 1, missing: [] },
    schools: { total: 0, missing: [] },
    skills: { total: 0, missing: [] },
  },
  match: { before: 40, after: 70, matched: ['Python'], missing: ['Scala'], requirements: [], fit: 'partial' },
  resume_json: JSON.stringify({
    basics: { name: 'Ada Lovelace', label: 'Data engineer' },
    work: [{ name: 'Acme', position: 'Engineer', 'x-printed': { dates: '2019 – 2021' } }],
  }),
  cover_letter: {
    language: 'en',
    sender: { name: 'Ada Lovelace' },
    recipient: { employer: 'Initech', name: 'Hiring Manager' },
    date: '2026-11-21',
    subject: 'Application for Data Engineer',
    greeting: 'Dear Hiring Manager,',
    paragraphs: ['First paragraph.', 'Second paragraph.'],
    closing: 'Kind regards,',
    signature: 'Ada Lovelace',
  },
  created_at: '2026-11-21T10:00:00.000Z',
};

function setup() {
  const calls = stubFetch((call: FetchCall) => {
    if (call.url.includes('/preview/')) return json(200, { pages: [SVG_PAGE] });
    // The server answers the generation with what was saved in it.
    return json(200, { ...generation, ...(call.body as Partial<GenerationDetail>) });
  });
  const onSaved = vi.fn();
  const onDownload = vi.fn(async () => undefined);
  renderPage(
    <GenerationDocuments
      job={job}
      generation={generation}
      onSaved={onSaved}
      onDownload={onDownload}
      downloading={null}
    />,
  );
  return { calls, onSaved, onDownload, user: userEvent.setup() };
}

test('the tailored CV shows as pages beside its form; corrections save without touching the letter', async () => {
  const { calls, user, onSaved } = setup();
  expect(await screen.findByAltText('Tailored CV, page 1 of 1')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Modern' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'A4' })).toBeChecked();
  expect(screen.getByTestId('read-back')).toHaveTextContent(
    'Read back by an applicant-tracking reader: the job, its dates, the schools and the skills were all found.',
  );
  await user.type(screen.getByLabelText('Headline'), ' and analyst');
  // Downloads wait for the save: they would not have the change yet.
  expect(screen.getByRole('button', { name: 'Tailored CV (PDF)' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  const put = calls.find((c) => c.method === 'PUT');
  expect(put?.url).toBe('/api/jobs/j1/generation');
  const body = put?.body as { resume_json: string; cover_letter?: unknown };
  expect(body.cover_letter).toBeUndefined();
  const data = JSON.parse(body.resume_json) as {
    basics: { label: string };
    work: Array<Record<string, unknown>>;
  };
  expect(data.basics.label).toBe('Data engineer and analyst');
  expect(data.work[0]?.['x-printed']).toEqual({ dates: '2019 – 2021' });
  expect(useAppState.getState().alert?.message).toBe('Your changes are saved and the documents are updated.');
  expect(screen.getByRole('button', { name: 'Tailored CV (PDF)' })).toBeEnabled();
});

test('the letter is editable paragraph by paragraph, previewed live, and its text can be copied', async () => {
  const { calls, user, onDownload } = setup();
  await user.click(screen.getByRole('tab', { name: 'Cover letter' }));
  const form = screen.getByTestId('letter-form');
  const second = within(form).getByLabelText('Paragraph 2');
  await user.clear(second);
  await user.type(second, 'Rewritten.');
  await waitFor(() =>
    expect(
      calls.some(
        (c) =>
          c.url === '/api/jobs/j1/generation/preview/cover' && JSON.stringify(c.body).includes('Rewritten.'),
      ),
    ).toBe(true),
  );
  await user.click(within(form).getByRole('button', { name: 'Remove paragraph 1' }));
  expect(within(form).queryByLabelText('Paragraph 2')).not.toBeInTheDocument();

  const writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await user.click(screen.getByRole('button', { name: 'Copy the letter text' }));
  expect(writeText).toHaveBeenCalledWith(
    'Dear Hiring Manager,\n\nRewritten.\n\nKind regards,\n\nAda Lovelace',
  );

  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  const body = calls.find((c) => c.method === 'PUT')?.body as {
    cover_letter: { paragraphs: string[] };
    resume_json?: string;
  };
  expect(body.cover_letter.paragraphs).toEqual(['Rewritten.']);
  expect(body.resume_json).toBeUndefined();
  await user.click(screen.getByRole('button', { name: 'Cover letter (DOCX)' }));
  expect(onDownload).toHaveBeenCalledWith('cover_letter', 'docx');
});

test('a refused save shows the reason and keeps the edits', async () => {
  stubFetch((call) =>
    call.url.includes('/preview/')
      ? json(200, { pages: [SVG_PAGE] })
      : json(400, {
          detail: 'cover_letter.paragraphs: the letter needs at least one paragraph',
          code: 'validation_error',
        }),
  );
  const user = userEvent.setup();
  renderPage(
    <GenerationDocuments
      job={job}
      generation={generation}
      onSaved={vi.fn()}
      onDownload={vi.fn(async () => undefined)}
      downloading={null}
    />,
  );
  await user.click(screen.getByRole('tab', { name: 'Cover letter' }));
  await user.type(screen.getByLabelText('Subject'), '!');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByTestId('documents-error')).toHaveTextContent('at least one paragraph');
  expect(screen.getByLabelText('Subject')).toHaveValue('Application for Data Engineer!');
  expect(screen.getByTestId('unsaved')).toBeInTheDocument();
});

test('template, paper and CV language are chosen on the page: previewed at once, kept by saving', async () => {
  const { calls, user, onSaved } = setup();
  expect(await screen.findByAltText('Tailored CV, page 1 of 1')).toBeInTheDocument();
  expect(screen.getByText(/your own text is not translated/)).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'US Letter' }));
  await user.click(screen.getByRole('radio', { name: 'Spanish' }));
  await waitFor(() =>
    expect(
      calls.some((c) => {
        const body = c.body as { paper?: string; cv_language?: string };
        return c.url.endsWith('/preview/cv') && body.paper === 'us-letter' && body.cv_language === 'es';
      }),
    ).toBe(true),
  );
  // A download now would not be laid out as chosen: it waits for the save.
  expect(screen.getByRole('button', { name: 'Tailored CV (PDF)' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  // Only the options changed: the documents' text is not sent again.
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ paper: 'us-letter', cv_language: 'es' });
  expect(screen.getByRole('button', { name: 'Tailored CV (PDF)' })).toBeEnabled();
  expect(screen.getByRole('radio', { name: 'US Letter' })).toBeChecked();

  // The letter's preview follows the template and paper (it has no CV language).
  await user.click(screen.getByRole('tab', { name: 'Cover letter' }));
  await waitFor(() =>
    expect(
      calls.some(
        (c) => c.url.endsWith('/preview/cover') && (c.body as { paper?: string }).paper === 'us-letter',
      ),
    ).toBe(true),
  );
});

test("the match report tab says what stays in the resume's language when the documents are in another", async () => {
  stubFetch(() => json(200, { pages: [SVG_PAGE] }));
  const user = userEvent.setup();
  const summary = {
    id: generation.id,
    engine: generation.engine,
    language: generation.language,
    match: generation.match,
    created_at: generation.created_at,
  };
  const shown = (resume_language: 'fr' | 'en') =>
    renderPage(
      <GenerationDocuments
        job={{ ...job, generation: { ...summary, resume_language } }}
        generation={generation}
        onSaved={vi.fn()}
        onDownload={vi.fn(async () => undefined)}
        downloading={null}
      />,
    );
  const { unmount } = shown('fr');
  await user.click(screen.getByRole('tab', { name: 'Match report' }));
  expect(await screen.findByTestId('match-own-language')).toHaveTextContent(
    "Your own lines (job descriptions, summary, skills) stay in French, as you wrote them; headings, dates and the letter's own sentences are in English.",
  );
  unmount();
  // Resume and documents in one language: nothing to say.
  shown('en');
  await user.click(screen.getByRole('tab', { name: 'Match report' }));
  expect(await screen.findByTestId('match-report')).toBeInTheDocument();
  expect(screen.queryByTestId('match-own-language')).not.toBeInTheDocument();
});
