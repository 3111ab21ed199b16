import { expect, test } from 'vitest';
import {
  apiCall,
  createJobByApi,
  createAccount,
  desktop,
  fitsWidth,
  mobile,
  openPage,
  screenshot,
  seriousA11yViolations,
  sharedBrowser,
  signInThroughForm,
  tokenOf,
  uploadResumeByApi,
} from './helpers.ts';

const browser = sharedBrowser();

for (const [label, viewport] of [
  ['mobile', mobile],
  ['desktop', desktop],
] as const) {
  test(`every signed-in screen at ${viewport.width} px fits, has no serious axe violation, and is captured`, async () => {
    const account = await createAccount('Ada Lovelace');
    const { page, context, problems } = await openPage(browser(), viewport, { bypassCSP: true });
    await signInThroughForm(page, account);
    const token = await tokenOf(page);
    const resume = await uploadResumeByApi(token, 'Frontend 2026');
    const job = await createJobByApi(token);
    await apiCall(token, 'POST', `/jobs/generate/${job.uuid}/${resume.uuid}`);

    const screens: { path: string; name: string; ready: () => Promise<unknown> }[] = [
      {
        path: '/dashboard',
        name: 'dashboard',
        ready: () => page.getByTestId('history-table').waitFor({ state: 'attached' }),
      },
      { path: '/profile', name: 'profile', ready: () => page.getByTestId('subscription-panel').waitFor() },
      { path: '/resumes', name: 'resumes', ready: () => page.getByTestId('resume-row').first().waitFor() },
      {
        path: '/applications',
        name: 'applications',
        ready: () => page.getByTestId('application-row').first().waitFor(),
      },
    ];
    for (const { path, name, ready } of screens) {
      await page.goto(path);
      await ready();
      await page.waitForLoadState('networkidle');
      expect(await fitsWidth(page), `${path} fits ${viewport.width}`).toBe(true);
      expect(await seriousA11yViolations(page), path).toEqual([]);
      await screenshot(page, `app-${name}-${viewport.width}`);
    }

    // The editor is reached from the list, as a user would.
    await page.goto('/resumes');
    await page.getByRole('button', { name: 'Edit Frontend 2026' }).click();
    await page.waitForURL(/\/resumes\/edit\?id=/);
    await page.getByRole('button', { name: /^Work experience/ }).click();
    await page.getByTestId('entry-work').first().waitFor();
    expect(await fitsWidth(page), `editor fits ${viewport.width}`).toBe(true);
    expect(await seriousA11yViolations(page), 'editor').toEqual([]);
    await screenshot(page, `app-resume-edit-${viewport.width}`);
    await page.getByRole('tab', { name: /JSON/ }).click();
    await page.getByTestId('json-editor').waitFor();
    expect(await fitsWidth(page), `JSON tab fits ${viewport.width}`).toBe(true);
    expect(await seriousA11yViolations(page), 'editor, JSON tab').toEqual([]);

    // The generate dialog, then the documents of the new generation.
    await page.goto('/applications');
    await page
      .getByRole('button', { name: 'Generate a CV and cover letter for Senior Frontend Developer' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Generate CV and cover letter' });
    await dialog.getByRole('combobox', { name: 'Resume' }).waitFor();
    expect(await seriousA11yViolations(page), 'generate dialog').toEqual([]);
    await screenshot(page, `app-generate-dialog-${viewport.width}`);
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await page.waitForURL('**/documents', { timeout: 45_000 });
    await page.getByAltText('Tailored CV, page 1 of 1').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(await fitsWidth(page), `documents fit ${viewport.width}`).toBe(true);
    expect(await seriousA11yViolations(page), 'documents').toEqual([]);
    await page.getByRole('tab', { name: 'Cover letter' }).click();
    await page.getByAltText(/^Cover letter, page 1 of/).waitFor({ timeout: 30_000 });
    expect(await fitsWidth(page), `letter fits ${viewport.width}`).toBe(true);
    expect(await seriousA11yViolations(page), 'documents, letter').toEqual([]);
    await page.getByRole('tab', { name: 'Match report' }).click();
    await page.getByTestId('match-report').getByText('Match after').waitFor();
    await screenshot(page, `app-documents-${viewport.width}`);

    expect(problems.errors, label).toEqual([]);
    await context.close();
  });
}

for (const language of ['fr', 'es'] as const) {
  test(`signed-in screens in ${language} at 375 px fit, are translated and have no serious axe violation`, async () => {
    const account = await createAccount('Ada Lovelace');
    const { page, context, problems } = await openPage(browser(), mobile, { bypassCSP: true });
    await page.goto('/');
    await page.evaluate((lng) => localStorage.setItem('language', lng), language);
    // The sign-in form speaks the chosen language: reach its fields by type.
    await page.goto('/login');
    await page.locator('input[type="email"]').fill(account.email);
    await page.locator('input[type="password"]').first().fill(account.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL('**/dashboard');
    const token = await tokenOf(page);
    const resume = await uploadResumeByApi(token, 'Frontend 2026');
    const job = await createJobByApi(token);
    await apiCall(token, 'POST', `/jobs/generate/${job.uuid}/${resume.uuid}`);
    const headings = {
      fr: {
        '/dashboard': 'Bon retour, Ada !',
        '/profile': 'Mon profil',
        '/resumes': 'Mes CV',
        '/applications': 'Candidatures',
        [`/applications/${job.uuid}/documents`]: 'Vos documents',
      },
      es: {
        '/dashboard': '¡Hola de nuevo, Ada!',
        '/profile': 'Mi perfil',
        '/resumes': 'Mis currículums',
        '/applications': 'Candidaturas',
        [`/applications/${job.uuid}/documents`]: 'Tus documentos',
      },
    }[language];
    const titles = { fr: { '/profile': 'Mon profil – Tailor' }, es: { '/profile': 'Mi perfil – Tailor' } }[
      language
    ];
    for (const [path, heading] of Object.entries(headings)) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await fitsWidth(page), `${language} ${path} fits`).toBe(true);
      expect(await seriousA11yViolations(page), `${language} ${path}`).toEqual([]);
      if (path in titles) expect(await page.title()).toBe(titles[path as keyof typeof titles]);
      await screenshot(page, `app-${path.slice(1).replace(/\//g, '-')}-${language}-375`);
    }
    // The editor, reached from the list: its sections and review texts are translated too.
    await page.goto('/resumes');
    await page.getByTestId('resume-row').first().getByRole('button').first().click();
    await page.waitForURL(/\/resumes\/edit\?id=/);
    await page
      .getByRole('heading', { level: 1, name: language === 'fr' ? 'Modifier le CV' : 'Editar currículum' })
      .waitFor();
    await page
      .getByRole('button', {
        name: language === 'fr' ? /^Expérience professionnelle/ : /^Experiencia laboral/,
      })
      .waitFor();
    expect(await fitsWidth(page), `${language} editor fits`).toBe(true);
    expect(await seriousA11yViolations(page), `${language} editor`).toEqual([]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
}
