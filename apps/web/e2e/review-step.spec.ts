import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  apiCall,
  createAccount,
  desktop,
  fitsWidth,
  mobile,
  openPage,
  seriousA11yViolations,
  sharedBrowser,
  signInThroughForm,
  tokenOf,
  uploadResumeByApi,
} from './helpers.ts';

const browser = sharedBrowser();

/** A field the reader was unsure of, as the resume endpoints report them. */
const flag = { path: '/work/1/endDate', reason: 'two_dates', message: 'two dates found' };

/**
 * The resume answer with one more unsure field than the reader found in this clean fixture, and
 * not yet reviewed: what a messier resume gives. Everything else is the server's own answer.
 */
async function withUnsureField(page: Page) {
  await page.route(/\/api\/resumes\/[0-9a-f-]{36}$/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const answer = await route.fetch();
    const body = (await answer.json()) as { uncertain_fields?: unknown[]; reviewed_at?: string | null };
    await route.fulfill({
      status: answer.status(),
      json: {
        ...body,
        uncertain_fields: [...(body.uncertain_fields ?? []), flag],
        reviewed_at: body.reviewed_at ?? null,
      },
    });
  });
}

for (const [label, viewport] of [
  ['desktop', desktop],
  ['mobile', mobile],
] as const) {
  // The browser reads a resume through the contract's schema: the review runs once it names the fields.
  test(`review at ${label} width: the unsure field is listed and highlighted, then "Looks right" confirms`, async () => {
    const account = await createAccount('Ada Lovelace');
    const { page, context, problems } = await openPage(browser(), viewport, { bypassCSP: true });
    await signInThroughForm(page, account);
    await withUnsureField(page);
    await uploadResumeByApi(await tokenOf(page), 'Checked');
    await page.goto('/resumes');
    await page.getByRole('button', { name: 'Edit Checked' }).click();
    await page.waitForURL(/\/resumes\/edit\?id=/);

    const banner = page.getByTestId('review-banner');
    await banner.getByText('Check what we read').waitFor();
    expect(
      await page.getByTestId('entry-work').nth(1).getByLabel('End date').getAttribute('data-uncertain'),
    ).toBe('true');
    expect(await page.getByTestId('entry-work').nth(1).getByText('To check: two dates found').count()).toBe(
      1,
    );
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The link in the list moves the focus to the field.
    await banner.getByRole('button', { name: 'Work experience, Web Developer: two dates found' }).click();
    await expect
      .poll(() =>
        page.evaluate(
          () => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '',
        ),
      )
      .toContain('End date');

    const put = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/resumes\//.test(r.url()));
    await banner.getByRole('button', { name: 'Looks right' }).click();
    const sent = (await put).postDataJSON() as { reviewed?: boolean; title?: string };
    expect(sent).toMatchObject({ reviewed: true, title: 'Checked' });
    await banner.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('uncertain-note').count()).toBe(0);
    await page
      .getByTestId('alert-banner')
      .filter({ hasText: 'Thanks: this resume is marked as checked.' })
      .waitFor();

    const [resume] = (await (await apiCall(await tokenOf(page), 'GET', '/resumes/')).json()) as {
      title: string;
    }[];
    expect(resume?.title).toBe('Checked');
    expect(problems.errors).toEqual([]);
    await context.close();
  });
}
