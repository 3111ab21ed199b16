import { expect, test } from 'vitest';
import {
  createAccount,
  openPage,
  sharedBrowser,
  signInThroughForm,
  tokenOf,
  uploadResumeByApi,
} from './helpers.ts';

const browser = sharedBrowser();

const pathOf = (url: string) => new URL(url).pathname;

test('public pages load, also as deep links, each with its heading', async () => {
  const { page, problems, context } = await openPage(browser());
  const pages: [string, string][] = [
    ['/', 'Land more interviews with a resume tailored to every job'],
    ['/how-it-works', 'How Tailor works'],
    ['/pricing', 'Plans and pricing'],
    ['/login', 'Tailor'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(heading);
    expect(pathOf(page.url())).toBe(path);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(heading);
  }
  expect(problems.errors).toEqual([]);
  await context.close();
});

test('without a token, member pages go to /login; unknown paths go home', async () => {
  const { page, context } = await openPage(browser());
  for (const path of [
    '/dashboard',
    '/profile',
    '/resumes',
    '/resumes/edit',
    '/applications',
    '/my-resumes',
  ]) {
    await page.goto(path);
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
  }
  for (const path of ['/nowhere', '/resumes/edit/extra', '/pricing/old-plan']) {
    await page.goto(path);
    await expect.poll(() => pathOf(page.url())).toBe('/');
  }
  await context.close();
});

test('with a token, member pages open (also on reload); /login and /my-resumes redirect', async () => {
  const account = await createAccount('Grace Hopper');
  const { page, context, problems } = await openPage(browser());
  await signInThroughForm(page, account);
  await page.getByRole('heading', { name: 'Welcome, Grace!' }).waitFor();

  const pages: [string, string][] = [
    ['/dashboard', 'Welcome, Grace!'],
    ['/profile', 'My Profile'],
    ['/resumes', 'My Resumes'],
    ['/applications', 'Applications'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(pathOf(page.url())).toBe(path);
  }
  await page.goto('/login');
  await expect.poll(() => pathOf(page.url())).toBe('/dashboard');
  await page.goto('/my-resumes');
  await expect.poll(() => pathOf(page.url())).toBe('/resumes');
  await page.goto('/resumes/edit');
  await expect.poll(() => pathOf(page.url())).toBe('/resumes');
  await page.goto('/somewhere-else');
  await expect.poll(() => pathOf(page.url())).toBe('/');
  expect(problems.errors).toEqual([]);
  await context.close();
});

test('the page scrolls to the top on every path change', async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/');
  await page.getByRole('contentinfo').waitFor();
  await page.evaluate(() => window.scrollTo(0, 3000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'How it works' }).click();
  await page.waitForURL('**/how-it-works');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await context.close();
});

test('the landing carousel answers the arrow keys and its buttons lead to sign-up or /how-it-works', async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/');
  const carousel = page.getByTestId('hero-carousel');
  await expect.poll(() => carousel.getAttribute('data-index')).toBe('0');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => carousel.getAttribute('data-index')).toBe('1');
  await page.getByRole('link', { name: 'See how it works' }).click();
  await page.waitForURL('**/how-it-works');
  await page.goto('/');
  await page.getByRole('link', { name: 'Get started free' }).first().click();
  // A visitor who wants to start lands on the sign-up form, not on sign-in.
  await page.waitForURL('**/login?mode=signup');
  await page.getByText('Create your free account').waitFor();
  await context.close();
});

test('keyboard only: skip link, visible focus, sign in with Tab and Enter', async () => {
  const account = await createAccount('Alan Turing');
  const { page, context } = await openPage(browser());
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await skip.isVisible()).toBe(true);

  // Tab until the email field has focus, checking each stop shows a focus mark.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return {
        name: el.getAttribute('name'),
        marked: (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none',
        tag: el.tagName,
        text: el.textContent?.slice(0, 30),
      };
    });
    expect(focus.marked, `focus is visible on ${focus.tag} ${focus.text ?? ''}`).toBe(true);
    if (focus.name === 'email') break;
  }
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');
  await context.close();
});

test("the editor's address names the resume: a link opened in a fresh session opens it", async () => {
  const account = await createAccount('Dorothy Vaughan');
  const first = await openPage(browser());
  await signInThroughForm(first.page, account);
  const { uuid } = await uploadResumeByApi(await tokenOf(first.page), 'Linked');
  await first.page.goto('/resumes');
  await first.page.getByRole('button', { name: 'Edit Linked' }).click();
  await first.page.waitForURL(/\/resumes\/edit\?id=/);
  const link = first.page.url();
  expect(new URL(link).searchParams.get('id')).toBe(uuid);
  await first.context.close();

  // Another browser session knows nothing of the resume opened before.
  const { page, context, problems } = await openPage(browser());
  await signInThroughForm(page, account);
  await page.goto(link);
  await page.getByRole('heading', { name: 'Edit Resume' }).waitFor();
  expect(await page.getByLabel('Resume Title').inputValue()).toBe('Linked');
  await page.reload();
  expect(await page.getByLabel('Resume Title').inputValue()).toBe('Linked');
  expect(problems.errors).toEqual([]);
  await context.close();
});
