import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  createAccount,
  desktop,
  mobile,
  openPage,
  resumePdfPath,
  sharedBrowser,
  signInThroughForm,
} from './helpers.ts';

const browser = sharedBrowser();

/** Clicks (or taps) the file field and hands the real file chooser the fixture resume. */
async function chooseResume(page: Page, field: Locator, how: 'click' | 'tap'): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await (how === 'tap' ? field.tap() : field.click());
  const fileChooser = await chooser;
  expect(fileChooser.isMultiple()).toBe(false);
  await fileChooser.setFiles(resumePdfPath);
}

for (const [label, viewport, how] of [
  ['1280 px with a mouse', desktop, 'click'],
  ['375 px with touch', mobile, 'tap'],
] as const) {
  test(`at ${label}, the dashboard card's file field opens the file chooser and the upload lands in the editor`, async () => {
    const account = await createAccount('Grace Hopper');
    const { page, context, problems } = await openPage(browser(), viewport, { touch: how === 'tap' });
    await signInThroughForm(page, account);
    const card = page.getByRole('region', { name: 'Upload a resume' });
    await chooseResume(page, card.getByRole('button', { name: 'Resume file' }), how);
    await card.getByText('ada-lovelace.pdf').waitFor();
    // The title is taken from the file's name; the user may change it.
    expect(await card.getByLabel('Resume title').inputValue()).toBe('ada lovelace');
    await (how === 'tap'
      ? card.getByRole('button', { name: 'Upload', exact: true }).tap()
      : card.getByRole('button', { name: 'Upload', exact: true }).click());
    await page.waitForURL(/\/resumes\/edit\?id=/, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Edit Resume' }).waitFor();
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  test(`at ${label}, the Upload dialog's file field opens the file chooser`, async () => {
    const account = await createAccount('Katherine Johnson');
    const { page, context, problems } = await openPage(browser(), viewport, { touch: how === 'tap' });
    await signInThroughForm(page, account);
    await page.goto('/resumes');
    await page.getByText("You haven't uploaded any resumes yet").waitFor();
    await page.getByRole('button', { name: 'Upload New Resume' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload New Resume' });
    await dialog.getByLabel('Resume title').fill('From the dialog');
    await chooseResume(page, dialog.getByRole('button', { name: 'Resume file' }), how);
    await dialog.getByText('ada-lovelace.pdf').waitFor();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    await page.waitForURL(/\/resumes\/edit\?id=/);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
}
