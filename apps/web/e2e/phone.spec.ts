import { expect, test } from 'vitest';
import {
  apiCall,
  createAccount,
  createJobByApi,
  fitsWidth,
  mobile,
  openPage,
  screenshot,
  sharedBrowser,
  signInThroughForm,
  tokenOf,
  uploadResumeByApi,
} from './helpers.ts';

const browser = sharedBrowser();

test('at 375 px with touch: the editor tabs fit one row, a message never hides Save, the fit verdict is whole', async () => {
  const account = await createAccount('Ada Lovelace');
  const { page, context, problems } = await openPage(browser(), mobile, { touch: true });
  await signInThroughForm(page, account);
  const token = await tokenOf(page);
  const { uuid } = await uploadResumeByApi(token, 'Phone');
  await page.goto(`/resumes/edit?id=${uuid}`);

  const tabs = page.getByRole('tablist').first();
  await tabs.getByRole('tab', { name: 'Preview' }).waitFor();
  const tabTops = await tabs
    .getByRole('tab')
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(tabTops).toHaveLength(3);
  expect(new Set(tabTops).size).toBe(1);

  await page.getByTestId('review-banner').getByRole('button', { name: 'Looks right' }).tap();
  const banner = page.getByTestId('alert-banner');
  await banner.waitFor();
  const save = await page.getByRole('button', { name: 'Save Changes' }).boundingBox();
  const message = await banner.boundingBox();
  expect(save && message && message.y + message.height <= save.y).toBe(true);

  const job = await createJobByApi(token);
  expect((await apiCall(token, 'POST', `/jobs/generate/${job.uuid}/${uuid}`)).ok).toBe(true);
  await page.goto(`/applications/${job.uuid}/documents`);
  await page.getByRole('tab', { name: 'Match report' }).tap();
  const fit = page.getByTestId('match-fit');
  await fit.waitFor();
  // Nothing of the verdict is cut off: its text fits inside the badge.
  expect(
    await fit.evaluate((el) => [...el.querySelectorAll('*')].every((c) => c.scrollWidth <= c.clientWidth)),
  ).toBe(true);
  expect(problems.errors).toEqual([]);
  await context.close();
});

test('at 375 px: the Generate dialog says when the resume and the documents differ in language, and one tap keeps one language', async () => {
  const account = await createAccount('Ada Lovelace');
  const { page, context, problems } = await openPage(browser(), mobile, { touch: true });
  await signInThroughForm(page, account);
  const token = await tokenOf(page);
  await uploadResumeByApi(token, 'English resume');
  await createJobByApi(token, {
    position: 'Développeuse Frontend',
    employer: 'Machines Analytiques',
    job_description:
      "Nous recherchons une développeuse frontend pour concevoir des interfaces accessibles en React et TypeScript. Vous serez responsable du système de design et vous accompagnerez les développeurs de l'équipe.",
  });
  await page.goto('/applications');
  await page.getByRole('button', { name: 'Generate a CV and cover letter for Développeuse Frontend' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Generate CV and cover letter' });
  const language = dialog.getByRole('combobox', { name: 'Document language' });
  await language.waitFor();
  expect(await language.locator('option:checked').textContent()).toBe('Same as the job posting (French)');

  const notice = dialog.getByTestId('generate-language-notice');
  await notice.waitFor();
  expect(await notice.textContent()).toContain(
    'Your resume is in English; these documents will be in French.',
  );
  // The notice and its button sit inside the screen, none of their text cut off.
  const box = await notice.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= mobile.width).toBe(true);
  expect(
    await notice.evaluate((el) =>
      [...el.querySelectorAll('*')].every((c) => c.scrollWidth <= c.clientWidth + 1),
    ),
  ).toBe(true);
  await screenshot(page, 'generate-language-notice-375');

  await notice.getByRole('button', { name: 'Write them in English instead' }).tap();
  expect(await language.locator('option:checked').textContent()).toBe('English');
  await notice.waitFor({ state: 'detached' });
  expect(await fitsWidth(page)).toBe(true);
  expect(problems.errors).toEqual([]);
  await context.close();
});

test("at 375 px: a generation's match report, opened by taps, says what stays in the resume's language", async () => {
  const account = await createAccount('Ada Lovelace');
  const { page, context, problems } = await openPage(browser(), mobile, { touch: true });
  await signInThroughForm(page, account);
  const token = await tokenOf(page);
  const resume = await uploadResumeByApi(token, 'English resume');
  const job = await createJobByApi(token);
  // Documents in French from the English resume (generated through the API: the dialog has its own test).
  const generated = await apiCall(token, 'POST', `/jobs/generate/${job.uuid}/${resume.uuid}`, {
    language: 'fr',
  });
  expect(generated.status).toBe(200);

  await page.goto('/applications');
  await page
    .getByRole('button', { name: 'See and correct the documents for Senior Frontend Developer' })
    .tap();
  await page.waitForURL('**/documents');
  await page.getByRole('tab', { name: 'Match report' }).tap();
  const line = page.getByTestId('match-own-language');
  await line.waitFor();
  expect(await line.textContent()).toBe(
    "Your own lines (job descriptions, summary, skills) stay in English, as you wrote them; headings, dates and the letter's own sentences are in French.",
  );
  // The line sits inside the screen and the page does not scroll sideways.
  const box = await line.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= mobile.width).toBe(true);
  expect(await fitsWidth(page)).toBe(true);
  expect(problems.errors).toEqual([]);
  await context.close();
});
