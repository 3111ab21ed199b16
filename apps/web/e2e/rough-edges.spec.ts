import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  apiCall,
  baseURL,
  createAccount,
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

const description =
  'Data pipelines in Python and Spark for a logistics company, with on-call duty and mentoring.';

/** Words cut across two lines inside an element ("Applicati / ons"): none may be. */
const brokenWords = (locator: Locator) =>
  locator.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });

const clipped = (locator: Locator) => locator.evaluate((el) => el.scrollWidth > el.clientWidth + 1);

async function inFrench(page: Page) {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('language', 'fr'));
}

test('a restored alert goes within its 3 s and never comes back on a later visit', async () => {
  const account = await createAccount('Ada Lovelace');
  const { page, context } = await openPage(browser(), desktop);
  await signInThroughForm(page, account);
  await page.goto('/profile');
  await page.getByRole('textbox', { name: /Full name/ }).fill('Augusta King');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const banner = page.getByTestId('alert-banner').filter({ hasText: 'Your name has been updated.' });
  await banner.waitFor();
  await page.reload();
  // Its time is counted from when it was first shown: a reload does not start it again.
  await banner.waitFor({ state: 'hidden', timeout: 3500 });
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await banner.count()).toBe(0);
  await context.close();
});

test('on a phone, in French: a blank name is refused on the field; the alert does not cover the title', async () => {
  const account = await createAccount('Ada Lovelace');
  const { page, context } = await openPage(browser(), mobile);
  await inFrench(page);
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(account.email);
  await page.locator('input[type="password"]').first().fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/dashboard');
  await page.goto('/profile');
  const name = page.getByRole('textbox', { name: /Nom complet/ });
  await name.fill('   ');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await page.getByText('Veuillez saisir votre nom complet.').waitFor();
  expect(await name.getAttribute('aria-invalid')).toBe('true');
  expect(await page.getByTestId('alert-banner').count()).toBe(0);

  await name.fill('Augusta King');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  const banner = page.getByTestId('alert-banner');
  await banner.waitFor();
  const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const toast = (await banner.boundingBox())!;
  expect(toast.y >= title.y + title.height || toast.y + toast.height <= title.y).toBe(true);
  await context.close();
});

test('at 375 px in French nothing is cut: the add button, the plans (with "your plan"), the chart tabs', async () => {
  const account = await createAccount('Ada Lovelace');
  const { page, context } = await openPage(browser(), mobile);
  await inFrench(page);
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(account.email);
  await page.locator('input[type="password"]').first().fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/dashboard');

  const tabs = page.getByRole('tab');
  await tabs.first().waitFor();
  const tops = await tabs.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);

  await page.goto('/applications');
  const add = page.getByRole('button', { name: 'Ajouter une candidature' }).first();
  await add.waitFor();
  expect(await clipped(add)).toBe(false);
  expect(await brokenWords(add)).toEqual([]);
  const box = (await add.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(mobile.width);

  await page.goto('/pricing');
  const plans = page.getByTestId('plans-table');
  await plans.waitFor();
  expect(await brokenWords(plans)).toEqual([]);
  const badge = plans.getByText('Votre offre');
  expect(await clipped(badge)).toBe(false);
  await context.close();
});

test('at the resume limit the dashboard says so instead of offering a file picker', async () => {
  const account = await createAccount('Emmy Noether');
  const { page, context } = await openPage(browser(), desktop);
  await signInThroughForm(page, account);
  const token = await tokenOf(page);
  for (const title of ['One', 'Two', 'Three']) await uploadResumeByApi(token, title);
  await page.goto('/dashboard');
  await page
    .getByTestId('upload-limit')
    .getByText('You have reached your lifetime resume limit for your current plan.')
    .waitFor();
  expect(await page.getByTestId('dashboard-upload-dropzone').count()).toBe(0);
  await page.getByTestId('upload-limit').getByRole('link', { name: 'View plans' }).click();
  await page.waitForURL('**/pricing');
  await context.close();
});

test('a new application is listed first, where it stays after a reload', async () => {
  const account = await createAccount('Grace Hopper');
  const { page, context } = await openPage(browser(), desktop);
  await signInThroughForm(page, account);
  await apiCall(await tokenOf(page), 'POST', '/jobs/', {
    position: 'Older Job',
    employer: 'Navy',
    job_description: description,
  });
  await page.goto('/applications');
  await page.getByTestId('application-row').first().waitFor();
  await page.getByRole('button', { name: 'Add application' }).click();
  const add = page.getByRole('dialog', { name: 'Add application' });
  expect(await add.getByRole('button', { name: 'Close' }).count()).toBe(1);
  await add.getByLabel('Position').fill('Newer Job');
  await add.getByLabel('Employer').fill('Initech');
  await add.getByLabel('Job description').fill(description);
  await add.getByRole('button', { name: 'Add application' }).click();
  await add.waitFor({ state: 'hidden' });
  await expect.poll(() => page.getByTestId('application-row').first().textContent()).toContain('Newer Job');
  await page.reload();
  await expect.poll(() => page.getByTestId('application-row').first().textContent()).toContain('Newer Job');
  await context.close();
});

test('the UI font is served by the app itself, and every page names itself in the browser tab', async () => {
  const { page, context } = await openPage(browser(), desktop);
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Inter Variable/);
  expect(fonts.length).toBeGreaterThan(0);
  for (const url of fonts) expect(url.startsWith(baseURL())).toBe(true);

  const landing = await page.title();
  await page.goto('/pricing');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.title()).toBe('Pricing – Tailor');
  await page.goto('/how-it-works');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.title()).toBe('How it works – Tailor');
  expect(landing).toBe('Tailor – A tailored resume and cover letter for every job you want');
  await context.close();
});

test('a resume file can be dropped on the upload form', async () => {
  const account = await createAccount('Ada Lovelace');
  const { page, context } = await openPage(browser(), desktop);
  await signInThroughForm(page, account);
  await page.goto('/resumes');
  await page.getByRole('button', { name: 'Upload New Resume' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload New Resume' });
  // Counted once the dialog has its content: a count does not wait for it.
  await dialog.getByText('or drag and drop your file here').waitFor();
  expect(await dialog.getByRole('button', { name: 'Close' }).count()).toBe(1);
  const bytes = readFileSync(resumePdfPath).toString('base64');
  const transfer = await page.evaluateHandle((b64) => {
    const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const dt = new DataTransfer();
    dt.items.add(new File([data], 'ada-lovelace.pdf', { type: 'application/pdf' }));
    return dt;
  }, bytes);
  const zone = page.getByTestId('upload-dialog-dropzone');
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
  await dialog.getByText('ada-lovelace.pdf').waitFor();
  await dialog.getByLabel('Resume title').fill('Dropped');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await page.waitForURL(/\/resumes\/edit\?id=/, { timeout: 30_000 });
  await context.close();
});
