import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { LoginResponse, PublicConfig } from '@tailor/contract';
import { changeLanguage } from '../../../lib/i18n.ts';
import { useAppState } from '../../../stores/app-state.ts';
import { json, renderPage, stubFetch, type FetchCall } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

const config: PublicConfig = {
  google_client_id: null,
  stripe: { publishable_key: null, pricing_table_id: null },
  billing_portal_url: null,
  plans: [],
  ai_engine: 'offline',
};

const loginAnswer: LoginResponse = {
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
const server = (answer: (call: FetchCall) => Response) =>
  stubFetch((call) => (call.url === '/api/config' ? json(200, config) : answer(call)));

const setup = () => {
  const user = userEvent.setup();
  const view = renderPage(<LoginForm />, '/login');
  return { user, ...view };
};

const field = (label: string | RegExp) => screen.getByLabelText(label, { selector: 'input' });

test('sign in: every field is required and the email must look like one', async () => {
  const calls = server(() => json(500, {}));
  const { user } = setup();
  expect(field(/^Email/)).toHaveAttribute('type', 'email');
  expect(field(/^Email/)).toBeRequired();
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(screen.getAllByText('This field is required')).toHaveLength(2);
  await user.type(field(/^Email/), 'not-an-email');
  await user.type(field(/^Password/), 'plum-cactus-47');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
  expect(calls.filter((c) => c.url !== '/api/config')).toHaveLength(0);
});

test('sign in: success stores the session and opens /dashboard', async () => {
  const calls = server(() => json(200, loginAnswer));
  const { user, router } = setup();
  await user.type(field(/^Email/), 'ada@example.com');
  await user.type(field(/^Password/), 'plum-cactus-47');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  const call = calls.find((c) => c.url === '/api/auth/login');
  expect(call?.method).toBe('POST');
  expect(call?.body).toEqual({ email: 'ada@example.com', password: 'plum-cactus-47' });
  const state = useAppState.getState();
  expect(state.token).toBe('jwt-1');
  expect(state.user).toEqual(loginAnswer.user);
  expect(state.metrics).toEqual(loginAnswer.metrics);
  expect(state.subscription).toBeNull();
});

test('sign in: a failure shows the translated error, else the server detail, else Operation failed', async () => {
  let answer = json(401, { detail: 'Invalid credentials', code: 'invalid_credentials' });
  server(() => answer);
  const { user } = setup();
  await user.type(field(/^Email/), 'ada@example.com');
  await user.type(field(/^Password/), 'wrong-pass');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');

  answer = json(400, { detail: 'password is required', code: 'validation_error' });
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('password is required'));

  answer = new Response('gateway down', { status: 502 });
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Operation failed'));
});

test('sign up: passwords must match, then success returns to sign in with its message', async () => {
  const calls = server(() => json(201, { user: loginAnswer.user }));
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
  expect(screen.getByRole('heading', { name: 'Create your free account' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getAllByText('This field is required')).toHaveLength(4);

  await user.type(field(/^Email/), 'ada@example.com');
  await user.type(field(/^Full name/), 'Ada Lovelace');
  await user.type(field(/^Password/), 'plum-cactus-47');
  await user.type(field(/^Confirm password/), 'plum-cactus-48');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  expect(calls.some((c) => c.url === '/api/auth/signup')).toBe(false);

  await user.clear(field(/^Confirm password/));
  await user.type(field(/^Confirm password/), 'plum-cactus-47');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Account created successfully! Please log in.');
  expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  expect(field(/^Email/)).toHaveValue('ada@example.com');
  expect(calls.find((c) => c.url === '/api/auth/signup')?.body).toEqual({
    email: 'ada@example.com',
    fullname: 'Ada Lovelace',
    password: 'plum-cactus-47',
  });
});

test('sign up: a short password is refused before sending; a taken email shows its message', async () => {
  server(() => json(409, { detail: 'Email already registered', code: 'email_taken' }));
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
  await user.type(field(/^Email/), 'ada@example.com');
  await user.type(field(/^Full name/), 'Ada');
  await user.type(field(/^Password/), 'short');
  await user.type(field(/^Confirm password/), 'short');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  await user.clear(field(/^Password/));
  await user.type(field(/^Password/), 'violet-harbor-82');
  await user.clear(field(/^Confirm password/));
  await user.type(field(/^Confirm password/), 'violet-harbor-82');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
});

test('toggles switch modes and clear messages', async () => {
  server(() => json(401, { detail: 'Invalid credentials', code: 'invalid_credentials' }));
  const { user } = setup();
  await user.type(field(/^Email/), 'ada@example.com');
  await user.type(field(/^Password/), 'whatever1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remember your password? Sign in' }));
  expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
  await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
  expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
});

test('reset: step 1 sends the email and UI language, step 2 checks the code and matching passwords', async () => {
  await changeLanguage('fr');
  const calls = server((call) => json(200, { message: call.url }));
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
  await user.type(field(/^Adresse e-mail/), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Envoyer le code' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Nous avons envoyé un code à 6 chiffres à votre adresse e-mail',
  );
  expect(calls.find((c) => c.url === '/api/auth/request-password-reset')?.body).toEqual({
    email: 'ada@example.com',
    language: 'fr',
  });

  await user.type(field(/^Code de vérification/), '12a');
  await user.type(field(/^Nouveau mot de passe/), 'new-secret-1');
  await user.type(field(/^Confirmer le nouveau mot de passe/), 'new-secret-2');
  await user.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe' }));
  expect(screen.getByText('Saisissez le code à 6 chiffres reçu par e-mail')).toBeInTheDocument();
  expect(screen.getByText('Les nouveaux mots de passe ne correspondent pas')).toBeInTheDocument();
  expect(calls.some((c) => c.url === '/api/auth/verify-otp')).toBe(false);

  await user.clear(field(/^Code de vérification/));
  await user.type(field(/^Code de vérification/), '123456');
  await user.clear(field(/^Confirmer le nouveau mot de passe/));
  await user.type(field(/^Confirmer le nouveau mot de passe/), 'new-secret-1');
  await user.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe' }));
  expect(await screen.findByRole('heading', { name: 'Connectez-vous à votre compte' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(
    'Mot de passe réinitialisé avec succès ! Veuillez vous connecter.',
  );
  expect(calls.find((c) => c.url === '/api/auth/verify-otp')?.body).toEqual({
    email: 'ada@example.com',
    otp: '123456',
    new_password: 'new-secret-1',
  });
});

test('reset: a wrong code shows the server message and stays on step 2', async () => {
  server((call) =>
    call.url.endsWith('verify-otp')
      ? json(400, { detail: 'Invalid or expired code', code: 'invalid_code' })
      : json(200, { message: 'ok' }),
  );
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  await user.type(field(/^Email/), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('We sent a 6-digit code to your email')).toBeInTheDocument();
  expect(
    screen.getByText('Enter the code sent to ada@example.com and choose a new password.'),
  ).toBeInTheDocument();
  await user.type(field(/^Verification code/), '000000');
  await user.type(field(/^New password/), 'new-secret-1');
  await user.type(field(/^Confirm new password/), 'new-secret-1');
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code.');
  expect(field(/^Verification code/)).toBeInTheDocument();
});

test('a password anyone could guess is refused with the reason, on the field, which takes the focus', async () => {
  const calls = server(() => json(201, { user: loginAnswer.user }));
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
  await user.type(field(/^Email/), 'ada@example.com');
  await user.type(field(/^Full name/), 'Ada Lovelace');
  await user.type(field(/^Password/), 'password');
  // The strength is said as the password is typed.
  await waitFor(() =>
    expect(screen.getByTestId('password-strength')).toHaveTextContent(
      'Password strength: very weak. This is a heavily used password.',
    ),
  );
  await user.type(field(/^Confirm password/), 'password');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() => expect(field(/^Password/)).toHaveFocus());
  expect(field(/^Password/)).toHaveAccessibleDescription(
    expect.stringContaining('This password is too easy to guess. This is a heavily used password.'),
  );
  // The person's own name is no secret either.
  await user.clear(field(/^Password/));
  await user.type(field(/^Password/), 'lovelace99');
  await user.clear(field(/^Confirm password/));
  await user.type(field(/^Confirm password/), 'lovelace99');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() =>
    expect(field(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining('This password is too easy to guess.'),
    ),
  );
  expect(calls.some((c) => c.url === '/api/auth/signup')).toBe(false);
});

test('reset step 2 can send the code again to the same email', async () => {
  const calls = server(() => json(200, { message: 'ok' }));
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  await user.type(field(/^Email/), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByText('We sent a 6-digit code to your email');
  await user.click(screen.getByRole('button', { name: 'Send the code again' }));
  expect(await screen.findByText('We sent a new code to ada@example.com.')).toBeInTheDocument();
  expect(calls.filter((c) => c.url === '/api/auth/request-password-reset')).toHaveLength(2);
  expect(field(/^Verification code/)).toBeInTheDocument();
});

test('Google: no button without a client id; with one, a failing script leaves the form working', async () => {
  stubFetch((call) =>
    call.url === '/api/config' ? json(200, { ...config, google_client_id: 'client-1' }) : json(500, {}),
  );
  const appended: Node[] = [];
  const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    appended.push(node);
    return node;
  });
  setup();
  expect(await screen.findByTestId('google-button')).toBeInTheDocument();
  // The network is outside our walls: Google's script fails to load here.
  await waitFor(() => expect(appended.length).toBeGreaterThan(0));
  for (const node of appended) node.dispatchEvent(new Event('error'));
  await waitFor(() => expect(screen.queryByTestId('google-button')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  append.mockRestore();
});

const base64url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

test('Google: a credential is sent with its email and name claims; success opens /dashboard, failure shows the spec text', async () => {
  let googleAnswer = json(401, { detail: 'bad token', code: 'google_token_invalid' });
  const calls = stubFetch((call) =>
    call.url === '/api/config' ? json(200, { ...config, google_client_id: 'client-1' }) : googleAnswer,
  );
  let deliver: ((answer: { credential?: string }) => void) | undefined;
  // Google's script is outside our walls: this stands in for it.
  const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    window.google = {
      accounts: {
        id: {
          initialize: (options) => {
            deliver = options.callback;
          },
          renderButton: (parent) => {
            const button = document.createElement('button');
            button.textContent = 'Continue with Google';
            parent.appendChild(button);
          },
        },
      },
    };
    queueMicrotask(() => node.dispatchEvent(new Event('load')));
    return node;
  });
  const { router } = setup();
  expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  const credential = `h.${base64url({ email: 'zoé@example.com', name: 'Zoé Durand' })}.sig`;

  deliver?.({ credential });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Google login failed. Please try again or use email login.',
  );

  googleAnswer = json(200, loginAnswer);
  deliver?.({ credential });
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  expect(calls.filter((c) => c.url === '/api/auth/google-login').at(-1)?.body).toEqual({
    token_id: credential,
    email: 'zoé@example.com',
    name: 'Zoé Durand',
  });
  expect(useAppState.getState().token).toBe('jwt-1');
  append.mockRestore();
  delete window.google;
});
