// Signing in with an email and a password, and moving between the form's modes.
import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useAppState } from '../../../stores/app-state.ts';
import { json } from '../../../test/render.tsx';
import { field, loginAnswer, server, setup } from './login-form.fake-api.tsx';

test('sign in: every field is required and the email must look like one', async () => {
  const calls = server(() => json(500, {}));
  const { user } = setup();
  expect(field(/^Email/)).toHaveAttribute('type', 'email');
  expect(field(/^Email/)).toBeRequired();
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(screen.getAllByText('This field is required')).toHaveLength(2);
  await user.type(field(/^Email/), 'not-an-email');
  await user.type(field(/^Password/), 'plum-cactus-47');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
  expect(calls.filter((c) => c.url !== '/api/config')).toHaveLength(0);
});

test('sign in: success stores the session and opens /dashboard', async () => {
  const calls = server(() => json(200, loginAnswer));
  const { user, router } = setup();
  await user.type(field(/^Email/), 'ada@example.com');
  await user.type(field(/^Password/), 'plum-cactus-47');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  const call = calls.find((c) => c.url === '/api/auth/login');
  expect(call?.method).toBe('POST');
  expect(call?.body).toEqual({ email: 'ada@example.com', password: 'plum-cactus-47' });
  const state = useAppState.getState();
  expect(state.token).toBe('jwt-1');
  expect(state.user).toEqual(loginAnswer.user);
  expect(state.metrics).toEqual(loginAnswer.metrics);
  expect(state.subscription).toBeNull();
});

test('sign in: a failure shows the translated error, else the server detail, else Operation failed', async () => {
  let answer = json(401, { detail: 'Invalid credentials', code: 'invalid_credentials' });
  server(() => answer);
  const { user } = setup();
  await user.type(field(/^Email/), 'ada@example.com');
  await user.type(field(/^Password/), 'wrong-pass');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');

  answer = json(400, { detail: 'password is required', code: 'validation_error' });
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('password is required'));

  answer = new Response('gateway down', { status: 502 });
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Operation failed'));
});

test('toggles switch modes and clear messages', async () => {
  server(() => json(401, { detail: 'Invalid credentials', code: 'invalid_credentials' }));
  const { user } = setup();
  await user.type(field(/^Email/), 'ada@example.com');
  await user.type(field(/^Password/), 'whatever1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remember your password? Sign in' }));
  expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
  await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
  expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
});
