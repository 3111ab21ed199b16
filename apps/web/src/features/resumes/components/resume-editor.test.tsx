import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { Resume } from '@tailor/contract';
import { useAppState } from '../../../stores/app-state.ts';
import { json, renderPage, stubFetch } from '../../../test/render.tsx';
import { ResumeEditor } from './resume-editor.tsx';

const resume = (resume_json: string): Resume => ({
  uuid: 'r1',
  title: 'Backend 2026',
  filename: 'ada.pdf',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  reviewed_at: null,
  uncertain_count: 0,
  language: 'en',
  uncertain_fields: [],
  resume_json,
});

const SVG_PAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 595 842"><path d="M0 0h10v10z"/></svg>';
const withoutPreviews = <T extends { url: string }>(calls: T[]) =>
  calls.filter((c) => !c.url.endsWith('/preview'));

const setup = (current: Resume) => {
  const user = userEvent.setup();
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  useAppState.setState({ currentResume: current, resumes: [current] });
  renderPage(<ResumeEditor resume={current} onSaved={onSaved} onCancel={onCancel} />);
  return { user, onSaved, onCancel };
};

test('unparseable resume data shows the parse message and an empty form', () => {
  setup(resume('{"basics": {"name": "Ada"'));
  expect(screen.getByTestId('editor-error')).toHaveTextContent(
    'Failed to parse resume data. The format may be invalid.',
  );
  expect(screen.queryByText('Ada')).not.toBeInTheDocument();
  expect(screen.getByLabelText(/Resume Title/)).toHaveValue('Backend 2026');
});

test('the data is shown as a tree; Save sends the title and the data as a JSON string, then updates the store', async () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const calls = stubFetch(async (call) => {
    if (call.url.endsWith('/preview')) return json(200, { pages: [SVG_PAGE] });
    await gate;
    const body = call.body as { title: string; resume_json: string };
    return json(200, {
      ...resume(body.resume_json),
      title: body.title,
      updated_at: '2026-11-02T10:00:00.000Z',
    });
  });
  const { user, onSaved } = setup(resume('{"basics":{"name":"Ada Lovelace","label":"Engineer"}}'));
  expect(screen.queryByTestId('editor-error')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');

  const title = screen.getByLabelText(/Resume Title/);
  await user.clear(title);
  await user.type(title, 'Backend 2027');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  const busy = await screen.findByRole('button', { name: 'Saving...' });
  expect(busy).toBeDisabled();
  release();
  await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));

  const saves = withoutPreviews(calls);
  expect(saves).toHaveLength(1);
  expect(saves[0]?.method).toBe('PUT');
  expect(saves[0]?.url).toBe('/api/resumes/r1');
  const body = saves[0]?.body as { title: string; resume_json: string };
  expect(body.title).toBe('Backend 2027');
  expect(JSON.parse(body.resume_json)).toEqual({ basics: { name: 'Ada Lovelace', label: 'Engineer' } });
  expect(useAppState.getState().currentResume?.title).toBe('Backend 2027');
  expect(useAppState.getState().resumes[0]?.title).toBe('Backend 2027');
  expect(useAppState.getState().alert).toEqual({ type: 'success', message: 'Resume updated successfully.' });
});

test("the server's 400 detail shows in the error box and nothing navigates away", async () => {
  stubFetch((call) =>
    call.url.endsWith('/preview')
      ? json(200, { pages: [SVG_PAGE] })
      : json(400, { detail: 'resume_json: basics.email must be a valid email', code: 'validation_error' }),
  );
  const { user, onSaved } = setup(resume('{"basics":{"email":"nope"}}'));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByTestId('editor-error')).toHaveTextContent(
    'resume_json: basics.email must be a valid email',
  );
  expect(onSaved).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
});

test('a blank title is refused before anything is sent; Cancel leaves', async () => {
  const calls = stubFetch((call) =>
    call.url.endsWith('/preview') ? json(200, { pages: [SVG_PAGE] }) : json(500, {}),
  );
  const { user, onCancel } = setup(resume('{}'));
  await user.clear(screen.getByLabelText(/Resume Title/));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(screen.getByTestId('editor-error')).toHaveTextContent('Please provide a resume title');
  expect(withoutPreviews(calls)).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalled();
});

test('the preview shows the unsaved data as pages, follows the template, and keeps the last pages on a refusal', async () => {
  const calls = stubFetch((call) => {
    const body = call.body as { template?: string };
    return body.template === 'modern'
      ? json(400, { detail: 'resume_json.basics.email: must be text', code: 'validation_error' })
      : json(200, { pages: [SVG_PAGE, SVG_PAGE] });
  });
  const { user } = setup(resume('{"basics":{"name":"Ada Lovelace"}}'));
  expect(await screen.findByAltText('Page 1 of 2 of the preview')).toBeInTheDocument();
  expect(screen.getByAltText('Page 2 of 2 of the preview')).toHaveAttribute(
    'src',
    expect.stringMatching(/^data:image\/svg\+xml/),
  );
  const first = calls.find((c) => c.url === '/api/resumes/r1/preview');
  expect(first?.method).toBe('POST');
  expect(first?.body).toEqual({
    resume_json: '{"basics":{"name":"Ada Lovelace"}}',
    template: 'classic',
    paper: 'a4',
  });

  await user.click(screen.getByText('Modern'));
  expect(await screen.findByTestId('preview-error')).toHaveTextContent(
    'resume_json.basics.email: must be text',
  );
  expect(screen.getByAltText('Page 1 of 2 of the preview')).toBeInTheDocument();
  // Previewing never saves.
  expect(withoutPreviews(calls)).toHaveLength(0);
});
