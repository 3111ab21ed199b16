import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { json, renderRoutes, stubFetch } from '../../test/render.tsx';
import { LoginRoute } from './login.tsx';

const render = (path: string) => {
  stubFetch(() =>
    json(200, {
      google_client_id: null,
      publishable_key: null,
      pricing_table_id: null,
      billing_portal_url: null,
    }),
  );
  renderRoutes([{ path: '/login', element: <LoginRoute /> }], path);
};

test('"Get started" links open the sign-up form directly', async () => {
  render('/login?mode=signup');
  expect(await screen.findByText('Create your free account')).toBeInTheDocument();
  expect(screen.getByLabelText(/Confirm password/i)).toBeInTheDocument();
});

test('the plain sign-in address opens the sign-in form', async () => {
  render('/login');
  expect(await screen.findByText('Sign in to your account')).toBeInTheDocument();
  expect(screen.queryByLabelText(/Confirm password/i)).not.toBeInTheDocument();
});
