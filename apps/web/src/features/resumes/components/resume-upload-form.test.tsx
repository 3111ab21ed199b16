import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { Metrics, Resume } from '@tailor/contract';
import { useAppState } from '../../../stores/app-state.ts';
import { json, renderPage, stubFetch } from '../../../test/render.tsx';
import { UploadResumeDialog } from './upload-resume-dialog.tsx';

const metrics: Metrics = {
  resumes_count: 1,
  resumes_limit: 3,
  applications_count: 0,
  applications_limit: 10,
  consumed_generations: 0,
  generation_limit: 2,
};

const uploaded: Resume = {
  uuid: 'r1',
  title: 'Backend 2026',
  filename: 'ada.pdf',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  reviewed_at: null,
  uncertain_count: 0,
  language: 'en',
  uncertain_fields: [],
  resume_json: '{"basics":{"name":"Ada"}}',
};

const pdf = (size = 2048, name = 'ada.pdf', type = 'application/pdf') => {
  const file = new File(['%PDF-1.7'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const setup = (props: Partial<Parameters<typeof UploadResumeDialog>[0]> = {}) => {
  const user = userEvent.setup({ applyAccept: false });
  const handlers = { onClose: vi.fn(), onUploaded: vi.fn(), onLimitReached: vi.fn() };
  renderPage(<UploadResumeDialog opened {...handlers} {...props} />);
  const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const submit = () => user.click(screen.getByRole('button', { name: 'Upload' }));
  return { user, handlers, fileInput, submit };
};

test('the dialog says 5 MB and checks title, file, type and size in that order; nothing is sent', async () => {
  const calls = stubFetch(() => json(500, {}));
  useAppState.setState({ metrics });
  const { user, fileInput, submit } = setup();
  expect(screen.getByRole('dialog', { name: 'Upload New Resume' })).toHaveTextContent('up to 5 MB');
  expect(screen.getByRole('dialog')).not.toHaveTextContent('10 MB');

  await submit();
  expect(screen.getByRole('alert')).toHaveTextContent('Please provide a resume title');

  await user.type(screen.getByLabelText(/Resume title/), '   ');
  await submit();
  expect(screen.getByRole('alert')).toHaveTextContent('Please provide a resume title');

  await user.type(screen.getByLabelText(/Resume title/), 'Backend 2026');
  await submit();
  expect(screen.getByRole('alert')).toHaveTextContent('Please select a resume file');

  await user.upload(fileInput(), pdf(100, 'notes.txt', 'text/plain'));
  await submit();
  expect(screen.getByRole('alert')).toHaveTextContent('Only PDF and DOCX files are accepted');

  await user.upload(fileInput(), pdf(5_242_881));
  await submit();
  expect(screen.getByRole('alert')).toHaveTextContent('File size exceeds 5MB limit');
  expect(calls).toHaveLength(0);
});

test('a valid PDF of exactly 5242880 bytes is sent as multipart field "file" to /resumes/{title}', async () => {
  const calls = stubFetch(() => json(201, uploaded));
  useAppState.setState({ metrics, token: 'jwt-1' });
  const { user, fileInput, submit, handlers } = setup();
  await user.type(screen.getByLabelText(/Resume title/), 'Backend 2026');
  await user.upload(fileInput(), pdf(5_242_880));
  await submit();
  await waitFor(() => expect(handlers.onUploaded).toHaveBeenCalledTimes(1));
  expect(calls).toHaveLength(1);
  expect(calls[0]?.url).toBe('/api/resumes/Backend%202026');
  expect(calls[0]?.method).toBe('POST');
  expect(calls[0]?.headers.get('Authorization')).toBe('Bearer jwt-1');
  const body = calls[0]?.body as FormData;
  expect(body).toBeInstanceOf(FormData);
  expect((body.get('file') as File).name).toBe('ada.pdf');
  expect(handlers.onClose).toHaveBeenCalled();
  expect(useAppState.getState().alert).toMatchObject({ type: 'success' });
});

test('a .docx is accepted by its extension', async () => {
  const calls = stubFetch(() => json(201, { ...uploaded, filename: 'cv.docx' }));
  useAppState.setState({ metrics });
  const { user, fileInput, submit, handlers } = setup();
  await user.type(screen.getByLabelText(/Resume title/), 'Word version');
  await user.upload(fileInput(), pdf(4000, 'cv.docx', ''));
  await submit();
  await waitFor(() => expect(handlers.onUploaded).toHaveBeenCalled());
  expect(calls).toHaveLength(1);
});

test('at the resume limit nothing is sent and the limit dialog is asked for; a server limit answer does the same', async () => {
  const calls = stubFetch(() =>
    json(403, {
      detail: 'You have reached your lifetime resume limit for your current plan.',
      code: 'resumes_limit_reached',
    }),
  );
  useAppState.setState({ metrics: { ...metrics, resumes_count: 3 } });
  const first = setup();
  await first.user.type(screen.getByLabelText(/Resume title/), 'One more');
  await first.user.upload(first.fileInput(), pdf());
  await first.submit();
  expect(first.handlers.onLimitReached).toHaveBeenCalledTimes(1);
  expect(calls).toHaveLength(0);

  // Metrics in the browser may be stale: the server's 403 opens the dialog too.
  useAppState.setState({ metrics });
  await first.submit();
  await waitFor(() => expect(first.handlers.onLimitReached).toHaveBeenCalledTimes(2));
  expect(calls).toHaveLength(1);
});

test('a server failure shows its message in the dialog, which stays open', async () => {
  stubFetch(() => json(422, { detail: 'No text found', code: 'no_text_in_file' }));
  useAppState.setState({ metrics });
  const { user, fileInput, submit, handlers } = setup();
  await user.type(screen.getByLabelText(/Resume title/), 'Scan');
  await user.upload(fileInput(), pdf());
  await submit();
  expect(
    await screen.findByText('No text was found in this file. Scanned documents are not supported.'),
  ).toBeInTheDocument();
  expect(handlers.onClose).not.toHaveBeenCalled();
});

test('a missing title or file marks its field and moves the focus to it', async () => {
  stubFetch(() => json(500, {}));
  useAppState.setState({ metrics });
  const { user, fileInput, submit } = setup();
  await user.type(screen.getByLabelText(/Resume title/), 'Backend 2026');
  await submit();
  expect(screen.getByRole('alert')).toHaveTextContent('Please select a resume file');
  const fileField = screen.getByRole('button', { name: /Resume file/ });
  expect(fileField).toHaveFocus();
  expect(fileField).toHaveAttribute('aria-invalid', 'true');

  await user.clear(screen.getByLabelText(/Resume title/));
  await user.upload(fileInput(), pdf());
  // An emptied title is filled again from the chosen file.
  expect(screen.getByLabelText(/Resume title/)).toHaveValue('ada');
  await user.clear(screen.getByLabelText(/Resume title/));
  await submit();
  expect(screen.getByRole('alert')).toHaveTextContent('Please provide a resume title');
  expect(screen.getByLabelText(/Resume title/)).toHaveFocus();
  expect(screen.getByLabelText(/Resume title/)).toHaveAttribute('aria-invalid', 'true');
  await user.type(screen.getByLabelText(/Resume title/), 'B');
  expect(screen.getByLabelText(/Resume title/)).toHaveAttribute('aria-invalid', 'false');
});

test('choosing a file fills an empty title from its name; a typed title is kept', async () => {
  const calls = stubFetch(() => json(201, uploaded));
  useAppState.setState({ metrics, token: 'jwt-1' });
  const { user, fileInput, submit, handlers } = setup();
  await user.upload(fileInput(), pdf(2048, 'grace_hopper-resume.pdf'));
  expect(screen.getByLabelText(/Resume title/)).toHaveValue('grace hopper resume');
  await user.upload(fileInput(), pdf(2048, 'second-try.pdf'));
  expect(screen.getByLabelText(/Resume title/)).toHaveValue('second try');
  await user.clear(screen.getByLabelText(/Resume title/));
  await user.type(screen.getByLabelText(/Resume title/), 'Mine');
  await user.upload(fileInput(), pdf(2048, 'third.pdf'));
  expect(screen.getByLabelText(/Resume title/)).toHaveValue('Mine');
  await submit();
  await waitFor(() => expect(handlers.onUploaded).toHaveBeenCalled());
  expect(calls[0]?.url).toBe('/api/resumes/Mine');
});
