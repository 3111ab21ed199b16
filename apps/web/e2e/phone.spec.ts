import { expect, test } from 'vitest';
import {
  apiCall,
  createAccount,
  createJobByApi,
  mobile,
  openPage,
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
