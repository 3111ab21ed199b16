// The sign-in form against a fake API: the public config, and whatever a case answers for the auth calls.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginResponse, PublicConfig } from '@tailor/contract';
import { json, renderPage, stubFetch, type FetchCall } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

export const config: PublicConfig = {
  google_client_id: null,
  stripe: { publishable_key: null, pricing_table_id: null },
  billing_portal_url: null,
  plans: [],
  ai_engine: 'offline',
};

export const loginAnswer: LoginResponse = {
  jwt: { access_token: 'jwt-1', token_type: 'bearer', expires_in: 3600 },
  user: { id: 'u1', email: 'ada@example.com', fullname: 'Ada Lovelace', plan: 'free' },
  subscription: null,
  metrics: {
    resumes_count: 0,
    resumes_limit: 3,
    applications_count: 0,
    applications_limit: 10,
    consumed_generations: 0,
    generation_limit: 2,
  },
};

/** The server of the test: config plus whatever the case answers for the auth call. */
export const server = (answer: (call: FetchCall) => Response) =>
  stubFetch((call) => (call.url === '/api/config' ? json(200, config) : answer(call)));

export const setup = () => {
  const user = userEvent.setup();
  const view = renderPage(<LoginForm />, '/login');
  return { user, ...view };
};

export const field = (label: string | RegExp) => screen.getByLabelText(label, { selector: 'input' });
