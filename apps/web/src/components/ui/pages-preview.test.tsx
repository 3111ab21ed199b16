import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../../test/render.tsx';
import { PagesPreview } from './pages-preview.tsx';

test('while a preview is being made, a screen reader hears that it is updating; once made, nothing is busy', async () => {
  const props = {
    pages: [],
    error: null,
    title: 'Preview',
    updatingLabel: 'Updating the preview',
    pageAlt: (page: number, pages: number) => `Page ${page} of ${pages}`,
    testId: 'preview',
    errorTestId: 'preview-error',
  };
  const view = renderPage(<PagesPreview {...props} loading />);
  expect(await screen.findByRole('status', { name: 'Updating the preview' })).toBeInTheDocument();
  view.unmount();
  renderPage(<PagesPreview {...props} loading={false} />);
  await screen.findByText('Preview');
  expect(screen.queryByRole('status', { name: 'Updating the preview' })).not.toBeInTheDocument();
});
