import { expect, test } from 'vitest';
import {
  createAccount,
  focused,
  openPage,
  sharedBrowser,
  signInThroughForm,
  tokenOf,
  uploadResumeByApi,
} from './helpers.ts';

const browser = sharedBrowser();

test('after following a link, the focus is on the new page heading, not on the link', async () => {
  const account = await createAccount('Annie Easley');
  const { page, context, problems } = await openPage(browser());
  await signInThroughForm(page, account);
  const nav = page.getByRole('banner');
  await nav.getByRole('link', { name: 'Pricing' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/pricing');
  await expect.poll(() => focused(page)).toBe('h1 Plans and pricing');
  await page.getByRole('banner').getByRole('button', { name: /Annie/ }).click();
  await page.getByRole('menuitem', { name: 'My Resumes' }).click();
  await page.waitForURL('**/resumes');
  await expect.poll(() => focused(page)).toBe('h1 My Resumes');
  expect(problems.errors).toEqual([]);
  await context.close();
});

test('the Add application, Upload and Change password dialogs open with the focus on their first field', async () => {
  const account = await createAccount('Evelyn Boyd');
  const { page, context } = await openPage(browser());
  await signInThroughForm(page, account);
  await page.goto('/applications');
  await page.getByRole('button', { name: 'Add application' }).first().click();
  await page.getByRole('dialog', { name: 'Add application' }).waitFor();
  await expect.poll(() => focused(page)).toMatch(/^input\[text\] Position/);
  await page.keyboard.press('Escape');

  await page.goto('/resumes');
  await page.getByRole('button', { name: 'Upload New Resume' }).click();
  await page.getByRole('dialog', { name: 'Upload New Resume' }).waitFor();
  await expect.poll(() => focused(page)).toMatch(/^input\[text\] Resume title/);
  await page.keyboard.press('Escape');

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('dialog', { name: 'Change password' }).waitFor();
  await expect.poll(() => focused(page)).toMatch(/^input\[password\] Current password/);
  await context.close();
});

test('"Add to Work experience" moves the focus to the first field of the new entry, by keyboard', async () => {
  const account = await createAccount('Mary Golda Ross');
  const { page, context } = await openPage(browser());
  await signInThroughForm(page, account);
  const { uuid } = await uploadResumeByApi(await tokenOf(page), 'Keyboard');
  await page.goto(`/resumes/edit?id=${uuid}`);
  const work = page.getByTestId('section-work');
  await work
    .getByRole('button', { name: /Work experience/ })
    .first()
    .click();
  const add = work.getByRole('button', { name: 'Add to Work experience' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toMatch(/^input\[text\] Position/);
  await page.keyboard.type('Analyst');
  expect(await page.getByTestId('entry-work').last().getByLabel('Position').inputValue()).toBe('Analyst');
  await context.close();
});
