import { expect, test } from 'vitest';
import { desktop, mobile, openPage, sharedBrowser } from './helpers.ts';

const browser = sharedBrowser();

for (const [label, viewport] of [
  ['1280 px', desktop],
  ['375 px with touch', mobile],
] as const) {
  test(`at ${label}, without Stripe the pricing page shows the plans with their limits and says paid plans are not available yet`, async () => {
    const { page, context, problems } = await openPage(browser(), viewport, { touch: viewport === mobile });
    await page.goto('/');
    const upgrade = page.getByTestId('plan-pro').getByRole('link', { name: 'Upgrade' });
    await (viewport === mobile ? upgrade.tap() : upgrade.click());
    await page.waitForURL('**/pricing');
    const plans = page.getByTestId('plans-table');
    await plans.getByText('Price not set yet').first().waitFor();
    expect(await plans.textContent()).toContain('40 per billing period');
    await page.getByTestId('paid-not-available').getByText('Paid plans are not available yet').waitFor();
    expect(problems.errors).toEqual([]);
    await context.close();
  });
}
