import { expect, test } from 'vitest';
import { createAccount, mobile, openPage, sharedBrowser, signInThroughForm } from './helpers.ts';

const browser = sharedBrowser();

test('at 375 px the links move into a burger menu', async () => {
  const { page, context } = await openPage(browser(), mobile);
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  const banner = page.getByRole('banner');
  expect(await banner.getByRole('link', { name: 'Pricing' }).isVisible()).toBe(false);
  const burger = page.getByRole('button', { name: 'Open navigation menu' });
  expect(await burger.isVisible()).toBe(true);
  await burger.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.waitFor();
  await drawer.getByRole('link', { name: 'Pricing' }).click();
  await page.waitForURL('**/pricing');
  await drawer.waitFor({ state: 'hidden' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await context.close();
});

test('at 375 px a signed-in user finds the account links and Sign Out in the menu', async () => {
  const account = await createAccount('Mary Jackson');
  const { page, context } = await openPage(browser(), mobile);
  await signInThroughForm(page, account);
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('link', { name: 'My Profile' }).click();
  await page.waitForURL('**/profile');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await drawer.getByRole('button', { name: 'Sign Out' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await drawer.getByRole('link', { name: 'Login' }).waitFor();
  await context.close();
});

test('at 1280 px the links are in the bar and there is no burger', async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Open navigation menu' }).isVisible()).toBe(false);
  await context.close();
});
