import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  apiCall,
  createAccount,
  createJobByApi,
  desktop,
  openPage,
  sharedBrowser,
  signInThroughForm,
  tokenOf,
  uploadResumeByApi,
} from './helpers.ts';

const browser = sharedBrowser();

/** A downloaded PDF's first page: its width in points and its text. */
async function pdfPage(download: Download) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(readFileSync(await download.path()));
  const page = await (await getDocument({ data }).promise).getPage(1);
  const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
  return { width: Math.round(page.getViewport({ scale: 1 }).width), text };
}

const downloadBy = async (page: Page, name: string) =>
  (await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]))[0];

test('template, paper and CV language are changed on the documents page: previewed, saved, downloaded as chosen, no generation used', async () => {
  const account = await createAccount('Ada Lovelace');
  const { page, context, problems } = await openPage(browser(), desktop);
  await signInThroughForm(page, account);
  const token = await tokenOf(page);
  const resume = await uploadResumeByApi(token, 'Frontend 2026');
  const job = await createJobByApi(token);
  const generated = await apiCall(token, 'POST', `/jobs/generate/${job.uuid}/${resume.uuid}`);
  expect(generated.status).toBe(200);

  await page.goto(`/applications/${job.uuid}/documents`);
  await page.getByAltText('Tailored CV, page 1 of 1').waitFor({ timeout: 30_000 });
  // What an applicant-tracking reader found in the CV, as stored with it.
  const jobs = (
    JSON.parse(
      (
        (await (await apiCall(token, 'GET', `/jobs/${job.uuid}/generation`)).json()) as {
          resume_json: string;
        }
      ).resume_json,
    ) as { work: unknown[] }
  ).work.length;
  expect(await page.getByTestId('read-back').textContent()).toBe(
    `Read back by an applicant-tracking reader: all ${jobs} jobs, their dates, the schools and the skills were found.`,
  );
  expect(await page.getByText('your own text is not translated').isVisible()).toBe(true);

  // Each choice shows in the preview at once, before anything is saved.
  const options = page.getByTestId('document-options');
  const previewed = (paper: string, language: string) =>
    page.waitForRequest((r) => {
      const body = r.postData() ?? '';
      return (
        r.url().endsWith('/preview/cv') &&
        body.includes(`"paper":"${paper}"`) &&
        body.includes(`"cv_language":"${language}"`)
      );
    });
  await Promise.all([previewed('us-letter', 'en'), options.getByText('US Letter').click()]);
  await Promise.all([previewed('us-letter', 'es'), options.getByText('Spanish').click()]);
  await options.getByText('Modern').click();
  expect(await page.getByRole('button', { name: 'Tailored CV (PDF)' }).isDisabled()).toBe(true);

  await page.getByRole('button', { name: 'Save changes' }).click();
  await page
    .getByTestId('alert-banner')
    .filter({ hasText: 'Your changes are saved and the documents are updated.' })
    .waitFor({ timeout: 30_000 });

  const cv = await pdfPage(await downloadBy(page, 'Tailored CV (PDF)'));
  expect(cv.width).toBe(612);
  expect(cv.text).toContain('Experiencia');
  expect((await pdfPage(await downloadBy(page, 'Cover letter (PDF)'))).width).toBe(612);

  // Kept with the generation: the page opens again with the same choice.
  await page.reload();
  await page.getByTestId('document-options').waitFor();
  for (const name of ['Modern', 'US Letter', 'Spanish'])
    expect(await page.getByRole('radio', { name }).isChecked(), name).toBe(true);

  const metrics = (await (await apiCall(token, 'GET', '/auth/metrics')).json()) as {
    consumed_generations: number;
  };
  expect(metrics.consumed_generations).toBe(1);
  expect(problems.errors).toEqual([]);
  await context.close();
});
