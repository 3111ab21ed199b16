import { expect, test } from 'vitest';
import { openPage, passwordField, sharedBrowser } from './helpers.ts';

const browser = sharedBrowser();

test('English by default; the language menu switches to French and Spanish, and the choice survives a reload', async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('en');

  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: /Français/ }).click();
  await page.getByRole('heading', { name: 'Connectez-vous à votre compte' }).waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('fr');
  await page.reload();
  await page.getByRole('heading', { name: 'Connectez-vous à votre compte' }).waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Tarifs' }).waitFor();

  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: /Español/ }).click();
  await page.getByRole('heading', { name: 'Inicia sesión en tu cuenta' }).waitFor();
  await page.goto('/pricing');
  await page.getByRole('heading', { level: 1, name: 'Planes y precios' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');

  // Messages are translated too.
  await page.goto('/login');
  await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
  await page.getByLabel('Correo electrónico').fill('someone@example.com');
  await page.getByLabel('Nombre completo').fill('Lucía García');
  await passwordField(page, 'Contraseña').fill('una-clave-larga');
  await page.getByLabel('Confirmar contraseña').fill('otra-clave-larga');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.getByText('Las contraseñas no coinciden').waitFor();
  await context.close();
});
