// Creating an account: required fields, matching passwords, and passwords too easy to guess.
import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { json } from '../../../test/render.tsx';
import { field, loginAnswer, server, setup } from './login-form.fake-api.tsx';

test('sign up: passwords must match, then success returns to sign in with its message', async () => {
  const calls = server(() => json(201, { user: loginAnswer.user }));
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
  expect(screen.getByRole('heading', { name: 'Create your free account' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getAllByText('This field is required')).toHaveLength(4);

  await user.type(field(/^Email/), 'ada@example.com');
  await user.type(field(/^Full name/), 'Ada Lovelace');
  await user.type(field(/^Password/), 'plum-cactus-47');
  await user.type(field(/^Confirm password/), 'plum-cactus-48');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  expect(calls.some((c) => c.url === '/api/auth/signup')).toBe(false);

  await user.clear(field(/^Confirm password/));
  await user.type(field(/^Confirm password/), 'plum-cactus-47');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Account created successfully! Please log in.');
  expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  expect(field(/^Email/)).toHaveValue('ada@example.com');
  expect(calls.find((c) => c.url === '/api/auth/signup')?.body).toEqual({
    email: 'ada@example.com',
    fullname: 'Ada Lovelace',
    password: 'plum-cactus-47',
  });
});

test('sign up: a short password is refused before sending; a taken email shows its message', async () => {
  server(() => json(409, { detail: 'Email already registered', code: 'email_taken' }));
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
  await user.type(field(/^Email/), 'ada@example.com');
  await user.type(field(/^Full name/), 'Ada');
  await user.type(field(/^Password/), 'short');
  await user.type(field(/^Confirm password/), 'short');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  await user.clear(field(/^Password/));
  await user.type(field(/^Password/), 'violet-harbor-82');
  await user.clear(field(/^Confirm password/));
  await user.type(field(/^Confirm password/), 'violet-harbor-82');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
});

test('a password anyone could guess is refused with the reason, on the field, which takes the focus', async () => {
  const calls = server(() => json(201, { user: loginAnswer.user }));
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
  await user.type(field(/^Email/), 'ada@example.com');
  await user.type(field(/^Full name/), 'Ada Lovelace');
  await user.type(field(/^Password/), 'password');
  // The strength is said as the password is typed.
  await waitFor(() =>
    expect(screen.getByTestId('password-strength')).toHaveTextContent(
      'Password strength: very weak. This is a heavily used password.',
    ),
  );
  await user.type(field(/^Confirm password/), 'password');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() => expect(field(/^Password/)).toHaveFocus());
  expect(field(/^Password/)).toHaveAccessibleDescription(
    expect.stringContaining('This password is too easy to guess. This is a heavily used password.'),
  );
  // The person's own name is no secret either.
  await user.clear(field(/^Password/));
  await user.type(field(/^Password/), 'lovelace99');
  await user.clear(field(/^Confirm password/));
  await user.type(field(/^Confirm password/), 'lovelace99');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() =>
    expect(field(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining('This password is too easy to guess.'),
    ),
  );
  expect(calls.some((c) => c.url === '/api/auth/signup')).toBe(false);
});
