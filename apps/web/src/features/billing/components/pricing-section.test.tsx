import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { PublicConfig } from '@tailor/contract';
import { useAppState } from '../../../stores/app-state.ts';
import { json, renderPage, stubFetch } from '../../../test/render.tsx';
import { PricingPageContent, PricingSection } from './pricing-section.tsx';

const config = (stripe: PublicConfig['stripe']): PublicConfig => ({
  google_client_id: null,
  stripe,
  billing_portal_url: null,
  plans: [
    { id: 'free', limits: { resumes: 3, applications: 10, generations: 2 } },
    { id: 'pro', limits: { resumes: 25, applications: 200, generations: 40 } },
    { id: 'premium', limits: { resumes: 100, applications: 1000, generations: 200 } },
  ],
  ai_engine: 'offline',
});

/** Stripe's script is outside our walls: it "loads" without doing anything. */
const stripeScriptLoads = () =>
  vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    queueMicrotask(() => node.dispatchEvent(new Event('load')));
    return node;
  });

test('the pricing page always shows the plans table, and no Stripe table without its ids', async () => {
  stubFetch(() => json(200, config({ publishable_key: null, pricing_table_id: null })));
  renderPage(<PricingPageContent />);
  const table = await screen.findByRole('table', { name: 'What each plan includes' });
  const rows = within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);
  expect(rows).toEqual([
    'PlanPriceResume uploadsApplications at onceGenerations',
    'FreeFree3 in total10 at once2 per month',
    'ProPrice not set yet25 in total200 at once40 per billing period',
    'PremiumPrice not set yet100 in total1000 at once200 per billing period',
  ]);
  await waitFor(() => expect(screen.queryByTestId('stripe-pricing-table')).not.toBeInTheDocument());
  // Without Stripe, the page says plainly that paid plans cannot be bought yet.
  expect(await screen.findByTestId('paid-not-available')).toHaveTextContent(
    'Paid plans are not available yet',
  );
});

test('when configured, the Stripe table gets the signed-in user id and email', async () => {
  const append = stripeScriptLoads();
  stubFetch(() => json(200, config({ publishable_key: 'pk_test_1', pricing_table_id: 'prctbl_1' })));
  useAppState.getState().setToken('tok');
  useAppState.getState().setUser({ id: 'user-42', email: 'ada@example.com', fullname: 'Ada', plan: 'free' });
  renderPage(<PricingPageContent />);
  const holder = await screen.findByTestId('stripe-pricing-table');
  expect(screen.queryByTestId('paid-not-available')).not.toBeInTheDocument();
  const element = holder.querySelector('stripe-pricing-table');
  expect(element?.getAttribute('pricing-table-id')).toBe('prctbl_1');
  expect(element?.getAttribute('publishable-key')).toBe('pk_test_1');
  expect(element?.getAttribute('client-reference-id')).toBe('user-42');
  expect(element?.getAttribute('customer-email')).toBe('ada@example.com');
  // Stripe's script was asked for while the stub stands in for it.
  await waitFor(() => expect(append).toHaveBeenCalled());
  append.mockRestore();
});

test('on the landing page, paid plans lead to /pricing and the free plan to the sign-up form', async () => {
  stubFetch(() => json(200, config({ publishable_key: null, pricing_table_id: null })));
  renderPage(<PricingSection />);
  const pro = await screen.findByTestId('plan-pro');
  expect(within(pro).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  expect(within(screen.getByTestId('plan-premium')).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  expect(within(screen.getByTestId('plan-free')).getByRole('link', { name: 'Start free' })).toHaveAttribute(
    'href',
    '/login?mode=signup',
  );
});

test("prices come from the server in its currency, per month, in the reader's language", async () => {
  const priced = config({ publishable_key: null, pricing_table_id: null });
  priced.plans = priced.plans.map((p) => ({
    ...p,
    price: { amount: p.id === 'free' ? 0 : p.id === 'pro' ? 9 : 19.5, currency: 'EUR', interval: 'month' },
  }));
  stubFetch(() => json(200, priced));
  renderPage(<PricingSection />);
  // The plans show before the server's prices arrive; wait for the priced text itself.
  await waitFor(() => expect(screen.getByTestId('price-pro')).toHaveTextContent('€9 / month'));
  expect(screen.getByTestId('price-premium')).toHaveTextContent('€19.50 / month');
  expect(screen.getByTestId('price-free')).toHaveTextContent('Free');
});
