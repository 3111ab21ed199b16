import { expect, test } from 'vitest';
import {
  apiCall,
  createAccount,
  openPage,
  resumePdfPath,
  sharedBrowser,
  signInThroughForm,
  tokenOf,
  uploadResumeByApi,
} from './helpers.ts';

const browser = sharedBrowser();

test('upload a PDF resume: it opens in the editor; edit its title and a field, save', async () => {
  const account = await createAccount('Ada Lovelace');
  const { page, context, problems } = await openPage(browser());
  await signInThroughForm(page, account);
  await page.goto('/resumes');
  await page.getByText("You haven't uploaded any resumes yet").waitFor();

  await page.getByRole('button', { name: 'Upload New Resume' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload New Resume' });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await dialog.getByText('Please provide a resume title').waitFor();
  // The field at fault is marked and has the focus.
  const titleField = dialog.getByLabel('Resume title');
  expect(await titleField.getAttribute('aria-invalid')).toBe('true');
  expect(await titleField.evaluate((el) => el === document.activeElement)).toBe(true);
  await dialog.getByLabel('Resume title').fill('Frontend 2026');
  await dialog.locator('input[type="file"]').first().setInputFiles(resumePdfPath);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
  // The upload lands in the editor, to check what was read.
  await page.waitForURL(/\/resumes\/edit\?id=/);
  await page.getByRole('heading', { name: 'Edit Resume' }).waitFor();
  expect(await page.getByLabel('Full name').inputValue()).toBe('Ada Lovelace');
  await page.getByLabel('Resume Title').fill('Frontend 2027');
  // The raw data stays reachable in the advanced tab: double-click a value, Enter submits it.
  await page.getByRole('tab', { name: 'Advanced (JSON)' }).click();
  const editor = page.getByTestId('json-editor');
  await editor.getByText('Ada Lovelace', { exact: false }).first().dblclick();
  const input = editor.locator('textarea').first();
  await input.fill('Augusta Ada King');
  await input.press('Enter');
  await editor.getByText('Augusta Ada King', { exact: false }).first().waitFor();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL(/\/resumes$/);
  await page.getByTestId('resume-row').filter({ hasText: 'Frontend 2027' }).waitFor();

  const token = await tokenOf(page);
  const list = (await (await apiCall(token, 'GET', '/resumes/')).json()) as { uuid: string; title: string }[];
  expect(list.map((r) => r.title)).toEqual(['Frontend 2027']);
  const saved = (await (await apiCall(token, 'GET', `/resumes/${list[0]!.uuid}`)).json()) as {
    resume_json: string;
  };
  expect((JSON.parse(saved.resume_json) as { basics: { name: string } }).basics.name).toBe(
    'Augusta Ada King',
  );
  expect(problems.errors).toEqual([]);
  await context.close();
});

test('download a resume as PDF named after the uploaded file; delete asks first', async () => {
  const account = await createAccount('Mary Somerville');
  const { page, context } = await openPage(browser());
  await signInThroughForm(page, account);
  await uploadResumeByApi(await tokenOf(page), 'Research');
  await page.goto('/resumes');
  const row = page.getByTestId('resume-row').filter({ hasText: 'Research' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Download Research as PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('ada-lovelace.pdf');
  await row.getByRole('button', { name: 'Delete Research' }).click();
  await page.getByRole('dialog', { name: 'Delete resume' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByText("You haven't uploaded any resumes yet").waitFor();
  await context.close();
});

test('over the free resume limit, Upload New Resume opens the limit dialog, whose View plans leads to /pricing', async () => {
  const account = await createAccount('Emmy Noether');
  const { page, context } = await openPage(browser());
  await signInThroughForm(page, account);
  const token = await tokenOf(page);
  for (const title of ['One', 'Two', 'Three']) await uploadResumeByApi(token, title);
  await page.goto('/resumes');
  await page.getByTestId('resume-row').nth(2).waitFor();
  await page.getByRole('button', { name: 'Upload New Resume' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resume limit reached' });
  await dialog.getByText('You have reached your lifetime resume limit for your current plan.').waitFor();
  expect(await page.getByRole('dialog', { name: 'Upload New Resume' }).count()).toBe(0);
  await dialog.getByRole('button', { name: 'View plans' }).click();
  await page.waitForURL('**/pricing');
  await context.close();
});
