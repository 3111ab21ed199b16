import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  a11yViolations,
  apiCall,
  createAccount,
  createJobByApi,
  desktop,
  mobile,
  openPage,
  resumePdfPath,
  sharedBrowser,
  signInThroughForm,
  tokenOf,
  uploadResumeByApi,
} from './helpers.ts';

const browser = sharedBrowser();

/** Every axe rule, every impact: what a screen, dialog or error state must pass. */
const check = async (page: Page, where: string, found: string[]) => {
  for (const v of await a11yViolations(page)) found.push(`${where}: ${v}`);
};

for (const [label, viewport] of [
  ['1280 px', desktop],
  ['375 px', mobile],
] as const) {
  test(`at ${label}, member screens, their dialogs and error states pass every axe rule`, async () => {
    const account = await createAccount('Ada Lovelace');
    const { page, context, problems } = await openPage(browser(), viewport, { bypassCSP: true });
    await signInThroughForm(page, account);
    const token = await tokenOf(page);
    const found: string[] = [];

    // Dashboard, and the upload card's error state with a chosen file.
    const card = page.getByRole('region', { name: 'Upload a resume' });
    await card.getByRole('button', { name: 'Upload', exact: true }).click();
    await card.getByText('Please provide a resume title').waitFor();
    await card.locator('input[type="file"]').first().setInputFiles(resumePdfPath);
    await card.getByText('ada-lovelace.pdf').waitFor();
    await check(page, 'dashboard', found);

    const { uuid } = await uploadResumeByApi(token, 'Checked');
    const job = await createJobByApi(token);
    await page.goto(`/resumes/edit?id=${uuid}`);
    await page.getByTestId('review-banner').waitFor();
    await check(page, 'editor', found);

    await page.goto('/applications');
    await page.getByTestId('application-row').first().waitFor();
    await page.getByRole('button', { name: 'Add application' }).first().click();
    await page
      .getByRole('dialog', { name: 'Add application' })
      .getByRole('button', { name: 'Add application' })
      .click();
    await page.getByText('Position field is required').waitFor();
    await check(page, 'add application dialog', found);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page
      .getByRole('button', { name: /Generate a CV/ })
      .first()
      .click();
    await page.getByTestId('generate-unchecked').waitFor();
    await check(page, 'generate dialog', found);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await apiCall(token, 'POST', `/jobs/generate/${job.uuid}/${uuid}`);
    await page.goto(`/applications/${job.uuid}/documents`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await check(page, 'documents', found);

    await page.goto('/resumes');
    await page.getByTestId('resume-row').first().waitFor();
    await page.getByRole('button', { name: 'Delete Checked' }).click();
    await page.getByRole('dialog', { name: 'Delete resume' }).waitFor();
    await check(page, 'delete dialog', found);
    await page.keyboard.press('Escape');

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill('nope-nope-1');
    await dialog.getByLabel(/^New password/).fill('password');
    await dialog.getByLabel(/^Confirm new password/).fill('password');
    await dialog.getByRole('button', { name: 'Update password' }).click();
    await dialog.getByRole('alert').waitFor();
    await check(page, 'change password dialog', found);

    expect(found).toEqual([]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
}
