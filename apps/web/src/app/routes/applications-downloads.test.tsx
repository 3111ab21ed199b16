// The documents of a job's generation: when they can be downloaded, and under which file names.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { baseMetrics, job, setup } from './applications.fake-api.tsx';

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
