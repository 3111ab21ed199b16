import { expect, test } from 'vitest';
import {
  createAccount,
  latestOutboxCode,
  openPage,
  outboxSize,
  passwordField,
  sharedBrowser,
  signInThroughForm,
} from './helpers.ts';

const browser = sharedBrowser();

test('sign up, sign in, see the dashboard, sign out', async () => {
  const { page, context, problems } = await openPage(browser());
  const email = `new-${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name').fill('Katherine Johnson');
  // A password anyone could guess is refused, with the reason.
  await passwordField(page, 'Password').fill('password');
  await page.getByLabel('Confirm password').fill('password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('This password is too easy to guess. This is a heavily used password.').waitFor();
  await passwordField(page, 'Password').fill('orbit-1962');
  await page.getByLabel('Confirm password').fill('orbit-1963');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Passwords do not match').waitFor();
  await page.getByLabel('Confirm password').fill('orbit-1962');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Account created successfully! Please log in.').waitFor();

  await passwordField(page, 'Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }).waitFor();

  await passwordField(page, 'Password').fill('orbit-1962');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: 'Welcome, Katherine!' }).waitFor();
  const stored = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('app-state') ?? '{}') as {
        state: Record<string, unknown>;
        version: number;
      },
  );
  expect(stored.version).toBe(0);
  expect(stored.state.token).toEqual(expect.any(String));
  expect(stored.state.metrics).toMatchObject({ resumes_count: 0, generation_limit: 2 });

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
  const after = await page.evaluate(
    () => JSON.parse(localStorage.getItem('app-state') ?? '{}') as { state: Record<string, unknown> },
  );
  // Signed out, the browser keeps nothing of the account: no session, no usage, no resumes or jobs.
  expect(after.state).toMatchObject({ token: null, user: null, metrics: null, resumes: [], jobs: [] });
  await page.goto('/dashboard');
  await page.waitForURL('**/login');
  expect(problems.errors.filter((e) => !e.includes('401'))).toEqual([]);
  await context.close();
});

test('reset the password with the mailed code, then sign in with the new one', async () => {
  const account = await createAccount('Hedy Lamarr');
  const { page, context } = await openPage(browser());
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByText('We sent a 6-digit code to your email').waitFor();
  await expect.poll(() => latestOutboxCode(), { timeout: 10_000 }).toMatch(/^\d{6}$/);
  // A code that does not arrive can be sent again; the newest one counts.
  const mailsBefore = outboxSize();
  await page.getByRole('button', { name: 'Send the code again' }).click();
  await page.getByText(`We sent a new code to ${account.email}.`).waitFor();
  await expect.poll(() => outboxSize(), { timeout: 10_000 }).toBe(mailsBefore + 1);
  await page.getByLabel('Verification code').fill(latestOutboxCode() ?? '');
  await passwordField(page, 'New password').fill('frequency-hop-1');
  await page.getByLabel('Confirm new password').fill('frequency-hop-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByText('New passwords do not match').waitFor();
  await page.getByLabel('Confirm new password').fill('frequency-hop-1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByText('Password reset successful! Please log in.').waitFor();
  await signInThroughForm(page, { email: account.email, password: 'frequency-hop-1' });
  await context.close();
});

test('a server answer "Token is invalid" clears local storage and reloads signed out', async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('language', 'fr');
    localStorage.setItem(
      'app-state',
      JSON.stringify({
        state: {
          user: { id: 'x', email: 'ghost@example.com', fullname: 'Ghost User', plan: 'free' },
          token: 'not-a-real-token',
          jobs: [],
          resumes: [],
          currentResume: null,
          alert: null,
          subscription: null,
          metrics: null,
        },
        version: 0,
      }),
    );
  });
  await page.goto('/dashboard');
  await page.waitForURL('**/login', { timeout: 15_000 });
  await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
  const storage = await page.evaluate(() => ({
    state: localStorage.getItem('app-state'),
    language: localStorage.getItem('language'),
  }));
  expect(storage.language).toBeNull();
  expect(JSON.parse(storage.state ?? '{"state":{}}').state.token ?? null).toBeNull();
  await context.close();
});
