import { expect, test } from 'vitest';
import {
  apiCall,
  createAccount,
  openPage,
  sharedBrowser,
  signInThroughForm,
  today,
  tokenOf,
  uploadResumeByApi,
} from './helpers.ts';

const browser = sharedBrowser();

const description =
  'We are hiring a Senior Frontend Developer to build accessible React and TypeScript interfaces. ' +
  'You will own our design system, testing and performance work, and mentor two developers. GraphQL is a plus.';

test('add an application, generate, download the CV and cover letter; the third generation hits the free limit', async () => {
  const account = await createAccount('Ada Lovelace');
  const { page, context, problems } = await openPage(browser());
  await signInThroughForm(page, account);
  await uploadResumeByApi(await tokenOf(page), 'Frontend 2026');

  await page.goto('/applications');
  await page.getByTestId('applications-empty').waitFor();
  await page.getByRole('button', { name: 'Add your first application' }).click();
  const add = page.getByRole('dialog', { name: 'Add application' });
  await add.getByLabel('Position').fill('Senior Frontend Developer');
  await add.getByLabel('Employer').fill('Analytical Engines');
  await add.getByLabel('Job description').fill('short');
  await add.getByRole('button', { name: 'Add application' }).click();
  await add.getByText('Please enter a valid job description (min 10 characters)').waitFor();
  await add.getByLabel('Job description').fill(description);
  await add.getByRole('button', { name: 'Add application' }).click();
  await add.waitFor({ state: 'hidden' });

  const row = page.getByTestId('application-row').filter({ hasText: 'Senior Frontend Developer' });
  expect(
    await row
      .getByRole('button', { name: 'Download the CV for Senior Frontend Developer as PDF' })
      .isDisabled(),
  ).toBe(true);
  expect(
    await row
      .getByRole('button', { name: 'Download the cover letter for Senior Frontend Developer as DOCX' })
      .isDisabled(),
  ).toBe(true);

  const generateOnce = async () => {
    await row
      .getByRole('button', { name: 'Generate a CV and cover letter for Senior Frontend Developer' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Generate CV and cover letter' });
    // The only resume is already chosen.
    expect(await dialog.getByRole('combobox', { name: 'Resume' }).inputValue()).not.toBe('');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    // See before you send: the documents open, with the report in their own tab.
    await page.waitForURL('**/documents', { timeout: 45_000 });
    await page.getByRole('heading', { level: 1, name: 'Your documents' }).waitFor();
  };

  await generateOnce();
  await page.getByRole('tab', { name: 'Match report' }).click();
  const report = page.getByTestId('match-report');
  await report.getByText('Keywords found in your resume').waitFor();
  expect(await report.textContent()).toMatch(/React|TypeScript/);
  await page.getByRole('link', { name: 'Back to applications' }).click();
  await expect.poll(() => row.getByTestId('gen-count').textContent()).toBe('1');

  const [cv] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Download the CV for Senior Frontend Developer as PDF' }).click(),
  ]);
  expect(cv.suggestedFilename()).toBe(`cv_senior_frontend_deve_${today()}.pdf`);
  const [cvWord] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Download the CV for Senior Frontend Developer as DOCX' }).click(),
  ]);
  expect(cvWord.suggestedFilename()).toBe(`cv_senior_frontend_deve_${today()}.docx`);
  const [letter] = await Promise.all([
    page.waitForEvent('download'),
    row
      .getByRole('button', { name: 'Download the cover letter for Senior Frontend Developer as PDF' })
      .click(),
  ]);
  expect(letter.suggestedFilename()).toBe(`cover_letter_senior_frontend_deve_${today()}.pdf`);
  const letterPath = await letter.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(letterPath).subarray(0, 5).toString()).toBe('%PDF-');

  await generateOnce();
  await page.goto('/applications');
  await expect.poll(() => row.getByTestId('gen-count').textContent()).toBe('2');
  // Free plan: 2 generations a month. The third try opens the limit dialog and sends nothing.
  await row
    .getByRole('button', { name: 'Generate a CV and cover letter for Senior Frontend Developer' })
    .click();
  const limit = page.getByRole('dialog', { name: 'Generations limit reached' });
  await limit
    .getByText(
      'You have reached your monthly generations limit. This will reset at the beginning of next month.',
    )
    .waitFor();
  await limit.getByRole('button', { name: 'Cancel' }).click();
  await limit.waitFor({ state: 'hidden' });

  const jobs = (await (await apiCall(await tokenOf(page), 'GET', '/jobs/')).json()) as {
    gen_count: number;
  }[];
  expect(jobs.map((j) => j.gen_count)).toEqual([2]);
  expect(problems.errors).toEqual([]);
  await context.close();
});

test('edit and delete an application', async () => {
  const account = await createAccount('Grace Hopper');
  const { page, context } = await openPage(browser());
  await signInThroughForm(page, account);
  await apiCall(await tokenOf(page), 'POST', '/jobs/', {
    position: 'Compiler Engineer',
    employer: 'Navy',
    job_description: description,
  });
  await page.goto('/applications');
  const row = page.getByTestId('application-row').filter({ hasText: 'Compiler Engineer' });
  await row.getByRole('button', { name: 'Edit Compiler Engineer' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit application' });
  await edit.getByLabel('Employer').fill('US Navy');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await edit.waitFor({ state: 'hidden' });
  await row.getByText('US Navy').waitFor();
  await row.getByRole('button', { name: 'Delete Compiler Engineer' }).click();
  await page
    .getByRole('dialog', { name: 'Delete application' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByTestId('applications-empty').waitFor();
  await context.close();
});

test('the dashboard creates a job and counts it in the applications meter', async () => {
  const account = await createAccount('Katherine Johnson');
  const { page, context } = await openPage(browser());
  await signInThroughForm(page, account);
  const card = page.getByRole('region', { name: 'Create a job' });
  await card.getByLabel('Position').fill('Flight Engineer');
  await card.getByLabel('Employer').fill('NASA');
  await card.getByLabel('Job description').fill(description);
  await card.getByRole('button', { name: 'Create job' }).click();
  await page.getByTestId('alert-banner').filter({ hasText: 'Application added successfully.' }).waitFor();
  await expect.poll(() => page.getByTestId('meter-applications').getByText('1 of 10 used').count()).toBe(1);
  await context.close();
});
