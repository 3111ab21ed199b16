// Resetting a forgotten password: the emailed code, then the new password.
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { json } from '../../../test/render.tsx';
import { field, server, setup } from './login-form.fake-api.tsx';

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
