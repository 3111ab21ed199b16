import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { Metrics, Subscription, User } from '@tailor/contract';
import { resetPublicConfigCache } from '../../lib/public-config.ts';
import { useAppState } from '../../stores/app-state.ts';
import { json, renderPage, stubFetch, type FetchCall } from '../../test/render.tsx';
import { ProfileRoute } from './profile.tsx';

const metrics: Metrics = {
  resumes_count: 2,
  resumes_limit: 3,
  applications_count: 4,
  applications_limit: 10,
  consumed_generations: 1,
  generation_limit: 2,
};

const subscription: Subscription = {
  plan_name: 'pro',
  status: 'active',
  amount: 12,
  currency: 'USD',
  interval: 'month',
  current_period_start: '2026-11-01T00:00:00.000Z',
  due_date: '2026-12-01T00:00:00.000Z',
  cancel_at_period_end: false,
};

const setup = (plan: User['plan'], answer: (call: FetchCall) => Response | undefined = () => undefined) => {
  const calls = stubFetch((call) => {
    const custom = answer(call);
    if (custom) return custom;
    if (call.url === '/api/auth/metrics') return json(200, metrics);
    return json(404, { detail: 'Not found', code: 'not_found' });
  });
  useAppState.setState({
    token: 'old-token',
    user: { id: 'u1', email: 'ada@example.com', fullname: 'Ada Lovelace', plan },
    metrics,
  });
  const user = userEvent.setup();
  const view = renderPage(<ProfileRoute />, '/profile');
  return { calls, user, ...view };
};

test('avatar initial, read-only email; Save changes sends the new name and stores the answer', async () => {
  const { calls, user } = setup('free', (call) =>
    call.url === '/api/auth/profile'
      ? json(200, { id: 'u1', email: 'ada@example.com', fullname: 'Augusta King', plan: 'free' })
      : undefined,
  );
  expect(screen.getByTestId('profile-avatar')).toHaveTextContent('A');
  expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  const name = screen.getByRole('textbox', { name: /Full name/ });
  await user.clear(name);
  await user.type(name, 'Augusta King');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(useAppState.getState().user?.fullname).toBe('Augusta King'));
  expect(calls.find((c) => c.url === '/api/auth/profile')).toMatchObject({
    method: 'PUT',
    body: { fullname: 'Augusta King' },
  });
  expect(useAppState.getState().alert).toEqual({ type: 'success', message: 'Your name has been updated.' });
});

test("a blank name is refused on the field in the reader's language, before anything is sent", async () => {
  const { calls, user } = setup('free', () => undefined);
  const name = screen.getByRole('textbox', { name: /Full name/ });
  await user.clear(name);
  await user.type(name, '   ');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(screen.getByText('Please enter your full name.')).toBeInTheDocument();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(calls.filter((c) => c.url === '/api/auth/profile')).toHaveLength(0);
  expect(useAppState.getState().alert).toBeNull();
  await user.type(name, 'A');
  expect(screen.queryByText('Please enter your full name.')).not.toBeInTheDocument();
});

test('a failed name update shows the spec message', async () => {
  const { user } = setup('free', (call) =>
    call.url === '/api/auth/profile' ? json(500, { detail: 'boom', code: 'internal_error' }) : undefined,
  );
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(useAppState.getState().alert?.type).toBe('error'));
  expect(useAppState.getState().alert?.message).toBe('Failed to update name. Please try again.');
});

test('change password: a mismatch sends nothing; success keeps the session with the new token', async () => {
  const { calls, user } = setup('free', (call) =>
    call.url === '/api/auth/password'
      ? json(200, { jwt: { access_token: 'new-token', token_type: 'bearer', expires_in: 3600 } })
      : undefined,
  );
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change password' });
  await user.type(within(dialog).getByLabelText(/^Current password/), 'old-password-1');
  await user.type(within(dialog).getByLabelText(/^New password/), 'new-password-1');
  await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'new-password-2');
  await user.click(within(dialog).getByRole('button', { name: 'Update password' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'New password and confirm password do not match',
  );
  expect(calls.filter((c) => c.url === '/api/auth/password')).toHaveLength(0);

  await user.clear(within(dialog).getByLabelText(/^Confirm new password/));
  await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'new-password-1');
  await user.click(within(dialog).getByRole('button', { name: 'Update password' }));
  await waitFor(() => expect(useAppState.getState().token).toBe('new-token'));
  expect(calls.find((c) => c.url === '/api/auth/password')).toMatchObject({
    method: 'PATCH',
    body: { current_password: 'old-password-1', new_password: 'new-password-1' },
  });
  expect(useAppState.getState().alert).toEqual({
    type: 'success',
    message: 'Your password has been updated.',
  });
});

test('change password: a new password anyone could guess is refused with the reason; nothing is sent', async () => {
  const { calls, user } = setup('free', () => undefined);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change password' });
  await user.type(within(dialog).getByLabelText(/^Current password/), 'old-password-1');
  await user.type(within(dialog).getByLabelText(/^New password/), 'Password1');
  await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'Password1');
  await user.click(within(dialog).getByRole('button', { name: 'Update password' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'This password is too easy to guess. This is a commonly used password.',
  );
  expect(calls.filter((c) => c.url === '/api/auth/password')).toHaveLength(0);
});

test('a wrong current password shows the spec message and keeps the token', async () => {
  const { user } = setup('free', (call) =>
    call.url === '/api/auth/password'
      ? json(400, { detail: 'The current password is incorrect', code: 'wrong_password' })
      : undefined,
  );
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change password' });
  await user.type(within(dialog).getByLabelText(/^Current password/), 'nope-nope');
  await user.type(within(dialog).getByLabelText(/^New password/), 'new-password-1');
  await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'new-password-1');
  await user.click(within(dialog).getByRole('button', { name: 'Update password' }));
  expect(
    await within(dialog).findByText(
      'Failed to update password. Please check your current password and try again.',
    ),
  ).toBeInTheDocument();
  expect(useAppState.getState().token).toBe('old-token');
});

test('free plan: no subscription call, the free plan and a prompt to view plans; usage statistics show limit vs used', async () => {
  const { calls } = setup('free');
  const panel = screen.getByTestId('subscription-panel');
  expect(within(panel).getByText('You are on the free plan.')).toBeInTheDocument();
  // Resumes and applications are lifetime counts; only generations come back every month.
  expect(
    within(panel).getByText('Upgrade for more resumes and applications, and more generations every month.'),
  ).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
  expect(screen.getByText('2 of 3 used')).toBeInTheDocument();
  expect(screen.getByText('4 of 10 used')).toBeInTheDocument();
  await waitFor(() => expect(calls.some((c) => c.url === '/api/auth/metrics')).toBe(true));
  expect(calls.filter((c) => c.url === '/api/stripe/subscription')).toHaveLength(0);
});

test('paid plan: an active subscription is green; a cancelling one is yellow with its cancels-on date', async () => {
  const first = setup('pro', (call) =>
    call.url === '/api/stripe/subscription' ? json(200, subscription) : undefined,
  );
  const status = await screen.findByTestId('subscription-status');
  expect(status).toHaveAttribute('data-color', 'green');
  expect(screen.getByText('$12.00 per month')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Billing portal/ })).toBeInTheDocument();
  expect(first.calls.filter((c) => c.url === '/api/stripe/subscription')).toHaveLength(1);
});

test('paid plan: past_due is yellow and cancel_at_period_end shows the due date', async () => {
  setup('premium', (call) =>
    call.url === '/api/stripe/subscription'
      ? json(200, { ...subscription, status: 'past_due', cancel_at_period_end: true })
      : undefined,
  );
  expect(await screen.findByTestId('subscription-status')).toHaveAttribute('data-color', 'yellow');
  const due = new Date('2026-12-01T00:00:00.000Z').toLocaleDateString('en', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  expect(screen.getByTestId('cancels-on')).toHaveTextContent(`Cancels on ${due}`);
});

test('paid plan without details (404) gets a manage button', async () => {
  setup('pro');
  expect(await screen.findByRole('button', { name: /Manage subscription/ })).toBeInTheDocument();
  expect(screen.queryByTestId('subscription-status')).not.toBeInTheDocument();
});

/** A stand-in for the tab window.open gives back, recording where it is sent. */
const fakeTab = () => {
  const tab = {
    opener: {} as unknown,
    location: { href: '' },
    closed: false,
    close() {
      this.closed = true;
    },
  };
  const open = vi.fn(() => tab as unknown as Window);
  vi.stubGlobal('open', open);
  return { tab, open };
};

test('the billing portal opens in a new tab at the Stripe portal link', async () => {
  const { tab, open } = fakeTab();
  const { user, calls } = setup('pro', (call) => {
    if (call.url === '/api/stripe/subscription') return json(200, subscription);
    if (call.url === '/api/stripe/portal')
      return json(200, { url: 'https://billing.stripe.com/p/session/test_123' });
    return undefined;
  });
  await user.click(await screen.findByRole('button', { name: /Billing portal/ }));
  await waitFor(() => expect(tab.location.href).toBe('https://billing.stripe.com/p/session/test_123'));
  expect(open).toHaveBeenCalledWith('', '_blank');
  expect(tab.opener).toBeNull();
  expect(calls.find((c) => c.url === '/api/stripe/portal')?.method).toBe('POST');
});

test('without a Stripe portal, the configured billing_portal_url opens; with neither, the tab closes and a message shows', async () => {
  const first = fakeTab();
  const config = {
    google_client_id: null,
    stripe: { publishable_key: null, pricing_table_id: null },
    billing_portal_url: 'https://billing.example.com/portal',
    plans: [],
    ai_engine: 'offline',
  };
  const { user, unmount } = setup('pro', (call) => {
    if (call.url === '/api/stripe/portal')
      return json(400, { detail: 'Stripe is not configured', code: 'feature_disabled' });
    if (call.url === '/api/config') return json(200, config);
    return undefined;
  });
  await user.click(await screen.findByRole('button', { name: /Manage subscription/ }));
  await waitFor(() => expect(first.tab.location.href).toBe('https://billing.example.com/portal'));
  unmount();
  resetPublicConfigCache();

  const second = fakeTab();
  const again = setup('pro', (call) => {
    if (call.url === '/api/stripe/portal')
      return json(400, { detail: 'Stripe is not configured', code: 'feature_disabled' });
    if (call.url === '/api/config') return json(200, { ...config, billing_portal_url: null });
    return undefined;
  });
  await again.user.click(await screen.findByRole('button', { name: /Manage subscription/ }));
  expect(
    await screen.findByText('The billing portal is not available right now. Please try again later.'),
  ).toBeInTheDocument();
  expect(second.tab.closed).toBe(true);
});
