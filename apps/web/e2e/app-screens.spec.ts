import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiCall, fitsWidth, screenA11yViolations, tokenOf, uploadResumeByApi } from './app-helpers.ts';
import { createAccount, desktop, launchBrowser, mobile, openPage, screenshot, signInThroughForm } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const description =
  'We are hiring a Senior Frontend Developer to build accessible React and TypeScript interfaces, own the design system and mentor developers.';

for (const [label, viewport] of [
  ['mobile', mobile],
  ['desktop', desktop],
] as const) {
  test(`every signed-in screen at ${viewport.width} px fits, has no serious axe violation, and is captured`, async () => {
    const account = await createAccount('Ada Lovelace');
    const { page, context, problems } = await openPage(browser, viewport, { bypassCSP: true });
    await signInThroughForm(page, account);
    const token = await tokenOf(page);
    const resume = await uploadResumeByApi(token, 'Frontend 2026');
    const job = (await (
      await apiCall(token, 'POST', '/jobs/', { position: 'Senior Frontend Developer', employer: 'Analytical Engines', job_description: description })
    ).json()) as { uuid: string };
    await apiCall(token, 'POST', `/jobs/generate/${job.uuid}/${resume.uuid}`);

    const screens: { path: string; name: string; ready: () => Promise<unknown> }[] = [
      { path: '/dashboard', name: 'dashboard', ready: () => page.getByTestId('history-table').waitFor({ state: 'attached' }) },
      { path: '/profile', name: 'profile', ready: () => page.getByTestId('subscription-panel').waitFor() },
      { path: '/resumes', name: 'resumes', ready: () => page.getByTestId('resume-row').first().waitFor() },
      { path: '/applications', name: 'applications', ready: () => page.getByTestId('application-row').first().waitFor() },
    ];
    for (const { path, name, ready } of screens) {
      await page.goto(path);
      await ready();
      await page.waitForLoadState('networkidle');
      expect(await fitsWidth(page), `${path} fits ${viewport.width}`).toBe(true);
      expect(await screenA11yViolations(page), path).toEqual([]);
      await screenshot(page, `app-${name}-${viewport.width}`);
    }

    // The editor is reached from the list, as a user would.
    await page.goto('/resumes');
    await page.getByRole('button', { name: 'Edit Frontend 2026' }).click();
    await page.waitForURL('**/resumes/edit');
    await page.getByTestId('json-editor').waitFor();
    expect(await fitsWidth(page), `editor fits ${viewport.width}`).toBe(true);
    expect(await screenA11yViolations(page), 'editor').toEqual([]);
    await screenshot(page, `app-resume-edit-${viewport.width}`);

    // The generate dialog and the match report after a generation in this session.
    await page.goto('/applications');
    await page.getByRole('button', { name: 'Generate a CV and cover letter for Senior Frontend Developer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate CV and cover letter' });
    await dialog.getByRole('textbox', { name: 'Resume' }).click();
    await page.getByRole('option', { name: 'Frontend 2026' }).click();
    await screenshot(page, `app-generate-dialog-${viewport.width}`);
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 45_000 });
    await page.getByTestId('match-report').getByText('Match after').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, `app-applications-report-${viewport.width}`);

    expect(problems.errors, label).toEqual([]);
    await context.close();
  });
}

for (const language of ['fr', 'es'] as const) {
  test(`signed-in screens in ${language} at 375 px fit, are translated and have no serious axe violation`, async () => {
    const account = await createAccount('Ada Lovelace');
    const { page, context, problems } = await openPage(browser, mobile, { bypassCSP: true });
    await page.goto('/');
    await page.evaluate((lng) => localStorage.setItem('language', lng), language);
    // The sign-in form speaks the chosen language: reach its fields by type.
    await page.goto('/login');
    await page.locator('input[type="email"]').fill(account.email);
    await page.locator('input[type="password"]').first().fill(account.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL('**/dashboard');
    const token = await tokenOf(page);
    await uploadResumeByApi(token, 'Frontend 2026');
    await apiCall(token, 'POST', '/jobs/', { position: 'Senior Frontend Developer', employer: 'Analytical Engines', job_description: description });
    const headings = {
      fr: { '/dashboard': 'Bon retour, Ada !', '/profile': 'Mon profil', '/resumes': 'Mes CV', '/applications': 'Candidatures' },
      es: { '/dashboard': '¡Hola de nuevo, Ada!', '/profile': 'Mi perfil', '/resumes': 'Mis currículums', '/applications': 'Candidaturas' },
    }[language];
    for (const [path, heading] of Object.entries(headings)) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await fitsWidth(page), `${language} ${path} fits`).toBe(true);
      expect(await screenA11yViolations(page), `${language} ${path}`).toEqual([]);
      await screenshot(page, `app-${path.slice(1)}-${language}-375`);
    }
    expect(problems.errors).toEqual([]);
    await context.close();
  });
}
