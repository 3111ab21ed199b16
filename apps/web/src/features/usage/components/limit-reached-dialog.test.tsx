import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { LimitReachedDialog } from './limit-reached-dialog.tsx';

test('each limit type explains itself; View plans goes to /pricing, Cancel closes', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  const { router, unmount } = renderRoutes([
    { path: '/', element: <LimitReachedDialog kind="generations" onClose={onClose} /> },
    { path: '/pricing', element: <p>pricing page</p> },
  ]);
  expect(screen.getByRole('dialog', { name: 'Generations limit reached' })).toBeInTheDocument();
  expect(
    screen.getByText(
      'You have reached your monthly generations limit. This will reset at the beginning of next month.',
    ),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'View plans' }));
  expect(router.state.location.pathname).toBe('/pricing');
  unmount();

  renderRoutes([{ path: '/', element: <LimitReachedDialog kind="resumes" onClose={onClose} /> }]);
  expect(
    screen.getByText('You have reached your lifetime resume limit for your current plan.'),
  ).toBeInTheDocument();
});
