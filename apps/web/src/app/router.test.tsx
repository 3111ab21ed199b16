import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { User } from '@tailor/contract';
import { useAppState } from '../stores/app-state.ts';
import { json, renderRoutes, stubFetch } from '../test/render.tsx';
import { routes } from './router.tsx';

const user: User = { id: 'u1', email: 'ada@example.com', fullname: 'Ada Lovelace', plan: 'free' };
const signIn = () => {
  useAppState.getState().setToken('tok');
  useAppState.getState().setUser(user);
};
const noConfig = () => stubFetch(() => json(404, { detail: 'Not found', code: 'not_found' }));

test.each(['/dashboard', '/profile', '/resumes', '/resumes/edit', '/applications'])(
  '%s without a token goes to /login',
  async (path) => {
    noConfig();
    const { router } = renderRoutes(routes, path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  },
);

test('/login with a token goes to /dashboard, which greets the user by first name', async () => {
  signIn();
  const { router } = renderRoutes(routes, '/login');
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  // The dashboard chunk is large (charts): give its first load time.
  expect(
    await screen.findByRole('heading', { name: 'Welcome back, Ada!' }, { timeout: 5000 }),
  ).toBeInTheDocument();
});

test('/my-resumes is an alias of /resumes', async () => {
  signIn();
  const { router } = renderRoutes(routes, '/my-resumes');
  await waitFor(() => expect(router.state.location.pathname).toBe('/resumes'));
  expect(await screen.findByRole('heading', { name: 'My Resumes' }, { timeout: 5000 })).toBeInTheDocument();
});

test('the editor with no resume chosen goes back to the resume list', async () => {
  signIn();
  const { router } = renderRoutes(routes, '/resumes/edit');
  await waitFor(() => expect(router.state.location.pathname).toBe('/resumes'));
});

test('any other path goes to the landing page', async () => {
  noConfig();
  const { router } = renderRoutes(routes, '/no/such/page');
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(screen.getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
});

test('public pages stay public with or without a token', async () => {
  noConfig();
  const { router } = renderRoutes(routes, '/pricing');
  expect(await screen.findByRole('heading', { name: 'Plans and pricing', level: 1 })).toBeInTheDocument();
  await router.navigate('/how-it-works');
  expect(await screen.findByRole('heading', { name: 'How Tailor works' })).toBeInTheDocument();
});

test('guests see Login; signed-in users an avatar menu whose Sign Out ends the session and goes home', async () => {
  const calls = noConfig();
  const { router } = renderRoutes(routes, '/');
  expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
  expect(screen.queryByTestId('user-menu')).not.toBeInTheDocument();

  signIn();
  await router.navigate('/dashboard');
  const menuButton = await screen.findByRole('button', { name: 'Account menu for Ada' });
  expect(menuButton).toHaveTextContent('Ada');
  await userEvent.click(menuButton);
  const menu = await screen.findByRole('menu');
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  expect(items).toEqual(['Dashboard', 'My Profile', 'My Resumes', 'Applications', 'Sign Out']);
  useAppState.getState().setJobs([]);
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(useAppState.getState().token).toBeNull();
  expect(useAppState.getState().user).toBeNull();
  expect(screen.queryByTestId('user-menu')).not.toBeInTheDocument();
  // The server is told, with the token being ended, so a copy of it stops working.
  const logout = calls.find((c) => c.url.endsWith('/api/auth/logout'));
  expect(logout).toMatchObject({ method: 'POST' });
  expect(logout?.headers.get('Authorization')).toBe('Bearer tok');
});

test('the language menu switches every text and remembers the choice', async () => {
  noConfig();
  renderRoutes(routes, '/');
  await userEvent.click(screen.getByTestId('language-menu'));
  await userEvent.click(await screen.findByRole('menuitem', { name: /Français/ }));
  expect((await screen.findAllByRole('link', { name: 'Comment ça marche' })).length).toBeGreaterThan(0);
  expect(screen.queryByRole('link', { name: 'How it works' })).not.toBeInTheDocument();
  expect(localStorage.getItem('language')).toBe('fr');
});

test('the alert banner shows the alert and can be dismissed', async () => {
  noConfig();
  renderRoutes(routes, '/');
  useAppState.getState().setAlert({ type: 'error', message: 'Something broke' });
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Something broke');
  await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
  expect(useAppState.getState().alert).toBeNull();
});
