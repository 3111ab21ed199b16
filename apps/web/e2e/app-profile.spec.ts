import { expect, test } from 'vitest';
import { createAccount, openPage, passwordField, sharedBrowser, signInThroughForm } from './helpers.ts';

const browser = sharedBrowser();

test('change the full name; it shows in the navbar and stays after a reload', async () => {
  const account = await createAccount('Ada Lovelace');
  const { page, context, problems } = await openPage(browser());
  await signInThroughForm(page, account);
  await page.goto('/profile');
  expect(await page.getByLabel('Email').inputValue()).toBe(account.email);
  expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
  await page.getByLabel('Full name').fill('Augusta King');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByTestId('alert-banner').filter({ hasText: 'Your name has been updated.' }).waitFor();
  await page.getByTestId('user-menu').filter({ hasText: 'Augusta' }).waitFor();
  await page.reload();
  expect(await page.getByLabel('Full name').inputValue()).toBe('Augusta King');
  await page.getByText('You are on the free plan.').waitFor();
  expect(problems.errors).toEqual([]);
  await context.close();
});

test('change the password: a mismatch sends nothing; then the new password signs in', async () => {
  const account = await createAccount('Hedy Lamarr');
  const { page, context } = await openPage(browser());
  await signInThroughForm(page, account);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await passwordField(page, 'Current password').fill(account.password);
  await passwordField(page, 'New password').fill('frequency-hop-1');
  await passwordField(page, 'Confirm new password').fill('frequency-hop-2');
  await dialog.getByRole('button', { name: 'Update password' }).click();
  await dialog.getByText('New password and confirm password do not match').waitFor();
  await passwordField(page, 'Confirm new password').fill('frequency-hop-1');
  await dialog.getByRole('button', { name: 'Update password' }).click();
  await page.getByTestId('alert-banner').filter({ hasText: 'Your password has been updated.' }).waitFor();
  // The session goes on with the new token.
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Welcome, Hedy!' }).waitFor();
  const fresh = await openPage(browser());
  await signInThroughForm(fresh.page, { email: account.email, password: 'frequency-hop-1' });
  await fresh.context.close();
  await context.close();
});
