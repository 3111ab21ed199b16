import { readFileSync } from 'node:fs';
import mammoth from 'mammoth';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  apiCall,
  createJobByApi,
  baseURL,
  createAccount,
  desktop,
  fitsWidth,
  mobile,
  openPage,
  resumePdfPath,
  seriousA11yViolations,
  focused,
  sharedBrowser,
  signInThroughForm,
  today,
  tokenOf,
  uploadResumeByApi,
} from './helpers.ts';

const browser = sharedBrowser();

/** Presses Tab until the focused element matches, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, pattern: RegExp, max = 250): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (pattern.test(await focused(page))) return;
  }
  throw new Error(`Tab never reached ${pattern}; last: ${await focused(page)}`);
}

interface Work {
  position?: string;
  name?: string;
  endDate?: string;
  'x-printed'?: unknown;
}

test('an upload opens in the editor; the form is fixed by keyboard alone: edit, present, remove and undo, reorder, save', async () => {
  const account = await createAccount('Ada Lovelace');
  const { page, context, problems } = await openPage(browser(), desktop);
  await signInThroughForm(page, account);
  // Upload from the dashboard card.
  await page.getByLabel('Resume title').fill('Frontend 2026');
  await page
    .getByTestId('dashboard-upload-dropzone')
    .locator('input[type="file"]')
    .first()
    .setInputFiles(resumePdfPath);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.waitForURL(/\/resumes\/edit\?id=/, { timeout: 30_000 });
  await page.getByRole('heading', { level: 1, name: 'Edit Resume' }).waitFor();
  expect(await page.title()).toBe('Edit Resume – Tailor');

  const token = await tokenOf(page);
  const [summary] = (await (await apiCall(token, 'GET', '/resumes/')).json()) as { uuid: string }[];
  const stored = (await (await apiCall(token, 'GET', `/resumes/${summary!.uuid}`)).json()) as {
    resume_json: string;
    reviewed_at?: string | null;
    uncertain_fields?: unknown[];
  };
  const before = JSON.parse(stored.resume_json) as { work: Work[] };
  expect(before.work.map((w) => w.position)).toEqual(['Senior Frontend Developer', 'Web Developer']);
  // The resume prints "Present" for the first job only.
  expect(before.work.map((w) => w.endDate)).toEqual(['present', '2021-02']);

  // The review step shows when the server says the resume is not checked yet.
  const banner = page.getByTestId('review-banner');
  if ('reviewed_at' in stored) {
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Check what we read');
  } else {
    expect(await banner.count()).toBe(0);
  }

  // From the title field on, only the keyboard.
  await page.getByLabel('Resume Title').focus();
  await tabTo(page, /^button Work experience/);
  if ((await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))) !== 'true')
    await page.keyboard.press('Enter');
  await tabTo(page, /^input\[text\] Position/);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Lead Frontend Developer');
  await tabTo(page, /^input\[checkbox\] Current \/ present/);
  await page.keyboard.press('Space');
  // Remove the second job: a confirmation, then an undo that takes the focus.
  await tabTo(page, /^button Remove Web Developer/);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Remove this entry?' });
  await confirm.waitFor();
  expect(await focused(page)).toMatch(/^button Remove$/);
  await page.keyboard.press('Enter');
  await confirm.waitFor({ state: 'hidden' });
  expect(await page.getByTestId('entry-work').count()).toBe(1);
  await expect.poll(() => focused(page)).toMatch(/^button Undo/);
  await page.keyboard.press('Enter');
  expect(await page.getByTestId('entry-work').count()).toBe(2);
  // Put it first.
  await page.getByLabel('Resume Title').focus();
  await tabTo(page, /^button Move Web Developer up/);
  await page.keyboard.press('Enter');
  expect(await page.getByTestId('entry-work').first().getByLabel('Position').inputValue()).toBe(
    'Web Developer',
  );
  await page.getByTestId('unsaved').waitFor();
  await tabTo(page, /^button Save Changes/);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/resumes$/);

  const saved = (await (await apiCall(token, 'GET', `/resumes/${summary!.uuid}`)).json()) as {
    resume_json: string;
  };
  const after = JSON.parse(saved.resume_json) as { work: Work[] };
  expect(after.work.map((w) => w.position)).toEqual(['Web Developer', 'Lead Frontend Developer']);
  // The job marked current is no longer: no end date is printed, and never "Present".
  expect(after.work[1]?.endDate).toBeUndefined();
  expect(after.work[0]?.endDate).toBe(before.work[1]?.endDate);
  // Fields the form does not show are kept as they were.
  expect(after.work[0]?.['x-printed']).toEqual(before.work[1]?.['x-printed']);
  expect(problems.errors).toEqual([]);
  await context.close();
});

test('leaving the editor with unsaved edits asks first', async () => {
  const account = await createAccount('Mary Somerville');
  const { page, context } = await openPage(browser(), desktop);
  await signInThroughForm(page, account);
  await uploadResumeByApi(await tokenOf(page), 'Research');
  await page.goto('/resumes');
  await page.getByRole('button', { name: 'Edit Research' }).click();
  await page.waitForURL(/\/resumes\/edit\?id=/);
  await page.getByLabel('Headline').fill('Mathematician');
  await page.getByRole('banner').getByRole('link', { name: 'Applications' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
  expect(page.url()).toMatch(/\/resumes\/edit\?id=/);
  expect(await page.getByLabel('Headline').inputValue()).toBe('Mathematician');
  await page.getByRole('banner').getByRole('link', { name: 'Applications' }).click();
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await page.waitForURL('**/applications');
  await context.close();
});

test('see before you send: correct the letter, save without using a generation, copy it, download it as DOCX', async () => {
  const account = await createAccount('Ada Lovelace');
  const { page, context, problems } = await openPage(browser(), desktop);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInThroughForm(page, account);
  const token = await tokenOf(page);
  await uploadResumeByApi(token, 'Frontend 2026');
  await createJobByApi(token);
  await page.goto('/applications');
  await page
    .getByRole('button', { name: 'Generate a CV and cover letter for Senior Frontend Developer' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Generate CV and cover letter' });
  await dialog.getByText('Modern').click();
  await dialog.getByRole('combobox', { name: /Document language/ }).selectOption('fr');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await page.waitForURL('**/documents', { timeout: 45_000 });
  await page.getByTestId('document-options').waitFor();
  expect(await page.getByRole('radio', { name: 'Modern' }).isChecked()).toBe(true);
  expect(await page.getByRole('radio', { name: 'French' }).isChecked()).toBe(true);
  await page.getByAltText('Tailored CV, page 1 of 1').waitFor({ timeout: 30_000 });

  await page.getByRole('tab', { name: 'Cover letter' }).click();
  const first = page.getByRole('textbox', { name: 'Paragraph 1' });
  await first.fill('I corrected this opening myself.');
  await page.getByTestId('unsaved').waitFor();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page
    .getByTestId('alert-banner')
    .filter({ hasText: 'Your changes are saved and the documents are updated.' })
    .waitFor();

  await page.getByRole('button', { name: 'Copy the letter text' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    'I corrected this opening myself.',
  );

  const [docx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Cover letter (DOCX)' }).click(),
  ]);
  expect(docx.suggestedFilename()).toBe(`cover_letter_senior_frontend_deve_${today()}.docx`);
  const text = (await mammoth.extractRawText({ buffer: readFileSync(await docx.path()) })).value;
  expect(text).toContain('I corrected this opening myself.');
  const [cv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Tailored CV (DOCX)' }).click(),
  ]);
  expect(cv.suggestedFilename()).toBe(`cv_senior_frontend_deve_${today()}.docx`);
  // The CV's headings are in the chosen document language.
  expect((await mammoth.extractRawText({ buffer: readFileSync(await cv.path()) })).value).toContain(
    'Expérience',
  );

  const metrics = (await (await apiCall(token, 'GET', '/auth/metrics')).json()) as {
    consumed_generations: number;
  };
  expect(metrics.consumed_generations).toBe(1);
  expect(problems.errors).toEqual([]);
  await context.close();
});

test('on a phone with touch: the resume select works, the dialog stays on screen, editor and documents fit', async () => {
  const account = await createAccount('Ada Lovelace');
  const context = await browser().newContext({
    baseURL: baseURL(),
    viewport: mobile,
    hasTouch: true,
    isMobile: true,
    reducedMotion: 'reduce',
    bypassCSP: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInThroughForm(page, account);
  const token = await tokenOf(page);
  await uploadResumeByApi(token, 'Frontend 2026');
  await uploadResumeByApi(token, 'Backend 2026');
  await createJobByApi(token);

  await page.goto('/applications');
  await page
    .getByRole('button', { name: 'Generate a CV and cover letter for Senior Frontend Developer' })
    .tap();
  const dialog = page.getByRole('dialog', { name: 'Generate CV and cover letter' });
  const select = dialog.getByRole('combobox', { name: 'Resume' });
  await select.tap();
  // It does not flicker open and shut over the next frames, and the dialog stays inside the screen.
  const frames = await page.evaluate(
    (width) =>
      new Promise<boolean[]>((resolve) => {
        const seen: boolean[] = [];
        const look = () => {
          const box = document.querySelector('[role="dialog"]')?.getBoundingClientRect();
          seen.push(box !== undefined && box.width > 0 && box.left >= 0 && box.right <= width);
          if (seen.length < 30) requestAnimationFrame(look);
          else resolve(seen);
        };
        requestAnimationFrame(look);
      }),
    mobile.width,
  );
  expect(frames.every(Boolean)).toBe(true);
  await select.selectOption({ label: 'Frontend 2026' });
  expect(await dialog.getByRole('button', { name: 'Generate' }).isEnabled()).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Generate' }).tap();
  await page.waitForURL('**/documents', { timeout: 45_000 });
  await page.getByAltText('Tailored CV, page 1 of 1').waitFor({ timeout: 30_000 });
  expect(await fitsWidth(page)).toBe(true);

  // The editor: form, raw data and preview as tabs.
  await page.goto('/resumes');
  await page.getByRole('button', { name: 'Edit Frontend 2026' }).tap();
  await page.waitForURL(/\/resumes\/edit\?id=/);
  await page.getByRole('tab', { name: 'Preview' }).tap();
  await page.getByAltText(/^Page 1 of \d of the preview$/).waitFor({ timeout: 30_000 });
  expect(await fitsWidth(page)).toBe(true);
  await page.getByRole('tab', { name: 'Form' }).tap();
  await page.getByLabel('Full name').waitFor();
  expect(await fitsWidth(page)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
