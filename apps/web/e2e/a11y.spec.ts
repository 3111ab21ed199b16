import { expect, test } from 'vitest';
import { desktop, mobile, openPage, screenshot, a11yViolations, sharedBrowser } from './helpers.ts';

const browser = sharedBrowser();

const publicPages = [
  { path: '/', name: 'landing' },
  { path: '/how-it-works', name: 'how-it-works' },
  { path: '/pricing', name: 'pricing' },
  { path: '/login', name: 'login' },
];

for (const language of ['en', 'fr', 'es'] as const) {
  for (const [label, viewport] of [
    ['desktop', desktop],
    ['mobile', mobile],
  ] as const) {
    test(`public pages in ${language} at ${label} width pass every axe rule`, async () => {
      const { page, context, problems } = await openPage(browser(), viewport, { bypassCSP: true });
      await page.goto('/');
      await page.evaluate((lng) => localStorage.setItem('language', lng), language);
      for (const { path, name } of publicPages) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `${name}-${language}-${viewport.width}`);
        expect(await page.getAttribute('html', 'lang')).toBe(language);
        expect(await a11yViolations(page), `${language} ${path}`).toEqual([]);
        // Nothing may widen the page; when something does, name the widest culprits.
        const overflow = await page.evaluate(() =>
          document.documentElement.scrollWidth <= window.innerWidth
            ? []
            : [...document.querySelectorAll('body *')]
                .filter((el) => !el.closest('[aria-roledescription="carousel"]'))
                .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
                .slice(-3)
                .map((el) => `${el.tagName}.${el.className} ${(el.textContent ?? '').slice(0, 40)}`),
        );
        expect(overflow, `${path} fits the screen`).toEqual([]);
      }
      expect(problems.errors).toEqual([]);
      await context.close();
    });
  }
}
