// Signing in with Google, whose script is replaced here since the network is out of reach.
import { screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { useAppState } from '../../../stores/app-state.ts';
import { json, stubFetch } from '../../../test/render.tsx';
import { config, loginAnswer, setup } from './login-form.fake-api.tsx';

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
