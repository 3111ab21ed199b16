import { expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResetCodes, users } from '../../../src/db/schema.ts';
import { auth, signUpAndLogin, uniqueEmail } from '../../helper.ts';
import {
  app,
  database,
  login,
  mailedCode,
  newIp,
  requestReset,
  smtp,
  verify,
} from './password-reset-setup.ts';

test('a reset code arrives by SMTP in English, and it sets the password and ends every session', async () => {
  const ip = newIp();
  const { user, token, password } = await signUpAndLogin(app, { fullname: 'Ada Lovelace' });
  const { code, mail } = await mailedCode(user.email, ip);

  expect(mail.to).toEqual([user.email]);
  expect(mail.headers.get('from')).toContain('reset@tailor.test');
  expect(mail.subject).toBe('Your Tailor password reset code');
  expect(mail.text).toContain('Hello Ada Lovelace,');
  expect(mail.text).toContain('valid for 10 minutes');
  expect(mail.html).toContain(code);
  expect(mail.html).toContain('<html lang="en">');

  const res = await verify(user.email, code, 'a-brand-new-password', ip);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: 'Password reset successful' });

  const old = await app.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(token) });
  expect(old.statusCode).toBe(401);
  expect(old.json().detail).toBe('Token is invalid');
  expect((await login(user.email, password)).statusCode).toBe(401);
  expect((await login(user.email, 'a-brand-new-password')).statusCode).toBe(200);
});

test('the mail follows the UI language sent with the request, and it is remembered', async () => {
  const ip = newIp();
  const { user } = await signUpAndLogin(app, { fullname: 'Émile <Zola>' });
  const fr = await mailedCode(user.email, ip, 'fr');
  expect(fr.mail.subject).toBe('Votre code de réinitialisation Tailor');
  expect(fr.mail.text).toContain('Bonjour Émile <Zola>,');
  expect(fr.mail.text).toContain('valable 10 minutes');
  expect(fr.mail.html).toContain('Bonjour Émile &lt;Zola&gt;,');
  expect(fr.mail.html).not.toContain('<Zola>');

  const again = await mailedCode(user.email, ip);
  expect(again.mail.subject).toBe('Votre code de réinitialisation Tailor');

  const es = await mailedCode(user.email, ip, 'es');
  expect(es.mail.subject).toBe('Tu código para restablecer la contraseña de Tailor');
  expect(es.mail.text).toContain('válido durante 10 minutos');
});

test('an unknown email gets the same answer and no mail', async () => {
  const ip = newIp();
  const nobody = uniqueEmail('nobody');
  const { user } = await signUpAndLogin(app);
  const unknown = await requestReset(nobody, ip);
  const known = smtp.next(user.email);
  const existing = await requestReset(user.email, ip);
  await known;
  expect(unknown.statusCode).toBe(200);
  expect(unknown.body).toBe(existing.body);
  expect(smtp.to(nobody)).toHaveLength(0);
  // And no code can be guessed for it.
  const res = await verify(nobody, '123456', 'whatever-password', ip);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ detail: 'Invalid or expired code', code: 'invalid_code' });
});

test('a wrong code is refused and does not burn the right one', async () => {
  const ip = newIp();
  const { user, password } = await signUpAndLogin(app);
  const { code } = await mailedCode(user.email, ip);
  const wrong = code === '000000' ? '000001' : '000000';
  const res = await verify(user.email, wrong, 'new-password-123', ip);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ detail: 'Invalid or expired code', code: 'invalid_code' });
  expect((await login(user.email, password)).statusCode).toBe(200);
  expect((await verify(user.email, code, 'new-password-123', ip)).statusCode).toBe(200);
});

test('a code is used once', async () => {
  const ip = newIp();
  const { user } = await signUpAndLogin(app);
  const { code } = await mailedCode(user.email, ip);
  expect((await verify(user.email, code, 'first-new-password', ip)).statusCode).toBe(200);
  const again = await verify(user.email, code, 'second-new-password', ip);
  expect(again.statusCode).toBe(400);
  expect(again.json().code).toBe('invalid_code');
  expect((await login(user.email, 'first-new-password')).statusCode).toBe(200);
});

test('an expired code is refused', async () => {
  const ip = newIp();
  const { user, password } = await signUpAndLogin(app);
  const { code } = await mailedCode(user.email, ip);
  const [row] = await database.db
    .select()
    .from(passwordResetCodes)
    .where(eq(passwordResetCodes.userId, user.id));
  expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60_000);
  // Ten minutes and one second later.
  await database.db
    .update(passwordResetCodes)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(passwordResetCodes.userId, user.id));
  const res = await verify(user.email, code, 'too-late-password', ip);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ detail: 'Invalid or expired code', code: 'invalid_code' });
  expect((await login(user.email, password)).statusCode).toBe(200);
});

test('after 5 wrong tries even the right code is refused, until a new one is asked for', async () => {
  const ip = newIp();
  const { user } = await signUpAndLogin(app);
  const { code } = await mailedCode(user.email, ip);
  const wrongs = ['000000', '111111', '222222', '333333', '444444', '555555']
    .filter((c) => c !== code)
    .slice(0, 5);
  // Sent together: the limit must hold even for parallel guesses.
  const results = await Promise.all(wrongs.map((w) => verify(user.email, w, 'guessed-password', ip)));
  expect(results.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
  const right = await verify(user.email, code, 'guessed-password', ip);
  expect(right.statusCode).toBe(400);
  expect(right.json().code).toBe('invalid_code');

  const fresh = await mailedCode(user.email, ip);
  expect((await verify(user.email, fresh.code, 'finally-mine-password', ip)).statusCode).toBe(200);
});

test('one live code per user: a new request replaces the previous code', async () => {
  const ip = newIp();
  const { user } = await signUpAndLogin(app);
  const first = await mailedCode(user.email, ip);
  let second = await mailedCode(user.email, ip);
  // Two draws may coincide (1 in a million): draw again rather than test nothing.
  while (second.code === first.code) second = await mailedCode(user.email, ip);
  expect((await verify(user.email, first.code, 'stale-code-password', ip)).statusCode).toBe(400);
  expect((await verify(user.email, second.code, 'live-code-password', ip)).statusCode).toBe(200);
  const rows = await database.db
    .select()
    .from(passwordResetCodes)
    .where(eq(passwordResetCodes.userId, user.id));
  expect(rows).toHaveLength(0);
});

test('the code is stored only as a keyed hash', async () => {
  const ip = newIp();
  const { user } = await signUpAndLogin(app);
  const { code } = await mailedCode(user.email, ip);
  const rows = await database.db
    .select()
    .from(passwordResetCodes)
    .where(eq(passwordResetCodes.userId, user.id));
  expect(rows).toHaveLength(1);
  expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.stringify(rows)).not.toContain(code);
});

test('the language is stored for the account', async () => {
  const ip = newIp();
  const { user } = await signUpAndLogin(app);
  await mailedCode(user.email, ip, 'es');
  const [row] = await database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, user.id));
  expect(row!.language).toBe('es');
});
