import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResetCodes, users } from '../../../src/db/schema.ts';
import { loggerOptions } from '../../../src/lib/logging.ts';
import type { Config } from '../../../src/config.ts';
import {
  auth,
  buildTestApp,
  errorLogLines,
  expectErrorLog,
  signUpAndLogin,
  uniqueEmail,
} from '../../helper.ts';
import { startSmtpServer, type CapturedMail } from '../../wire/smtp.ts';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const { app, database } = await buildTestApp({
  env: { SMTP_URL: smtp.url, MAIL_FROM: 'Tailor <reset@tailor.test>' },
});

/** Each test acts from its own address, so per-IP counters of one test never touch another. */
const newIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${(randomBytes(1)[0]! % 250) + 1}`;

const requestReset = (email: string, ip: string, language?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: language ? { email, language } : { email },
    remoteAddress: ip,
  });

const verify = (email: string, otp: string, newPassword: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { email, otp, new_password: newPassword },
    remoteAddress: ip,
  });

const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const codeIn = (mail: CapturedMail) => {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no code in the mail: ${mail.text}`);
  return match[1]!;
};

/** Asks for a code and reads it from the mail the SMTP server received. */
async function mailedCode(email: string, ip: string, language?: string) {
  const next = smtp.next(email);
  const res = await requestReset(email, ip, language);
  expect(res.statusCode).toBe(200);
  const mail = await next;
  return { code: codeIn(mail), mail };
}

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

test('requests are limited per email, whatever the IP', async () => {
  const { user } = await signUpAndLogin(app);
  for (let i = 0; i < 5; i++) {
    const next = smtp.next(user.email);
    expect((await requestReset(user.email, newIp())).statusCode).toBe(200);
    await next;
  }
  const limited = await requestReset(user.email, newIp());
  expect(limited.statusCode).toBe(429);
  expect(limited.json().code).toBe('rate_limited');
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(smtp.to(user.email)).toHaveLength(5);
  // The same holds for an address without an account, so a 429 tells nothing about accounts.
  const nobody = uniqueEmail('nobody');
  for (let i = 0; i < 5; i++) expect((await requestReset(nobody, newIp())).statusCode).toBe(200);
  expect((await requestReset(nobody, newIp())).statusCode).toBe(429);
});

test('requests are limited per IP, whatever the email', async () => {
  const ip = newIp();
  for (let i = 0; i < 20; i++) expect((await requestReset(uniqueEmail('spray'), ip)).statusCode).toBe(200);
  const limited = await requestReset(uniqueEmail('spray'), ip);
  expect(limited.statusCode).toBe(429);
  expect(limited.headers['retry-after']).toBeDefined();
  expect((await requestReset(uniqueEmail('spray'), newIp())).statusCode).toBe(200);
});

test('code checks are limited per IP across emails', async () => {
  const ip = newIp();
  const codes = Array.from({ length: 50 }, (_, i) => String(i).padStart(6, '0'));
  for (const otp of codes)
    expect((await verify(uniqueEmail('guess'), otp, 'some-password', ip)).statusCode).toBe(400);
  const limited = await verify(uniqueEmail('guess'), '999999', 'some-password', ip);
  expect(limited.statusCode).toBe(429);
  expect(limited.json().code).toBe('rate_limited');
});

test('the bodies are validated and name the field', async () => {
  const ip = newIp();
  const bad = await app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: 'nope' },
    remoteAddress: ip,
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toEqual({ detail: 'email must be a valid email address', code: 'validation_error' });
  const shortCode = await verify(uniqueEmail(), '12345', 'long-enough-password', ip);
  expect(shortCode.statusCode).toBe(400);
  expect(shortCode.json().detail).toBe('otp must be 6 digits');
  const shortPassword = await verify(uniqueEmail(), '123456', 'short', ip);
  expect(shortPassword.statusCode).toBe(400);
  expect(shortPassword.json().detail).toMatch(/password must be at least 8 characters/);
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

test('without SMTP_URL the mail goes to DATA_DIR/outbox and the code in it works', async () => {
  const embedded = await buildTestApp({ database });
  expect(embedded.app.mailer.mode).toBe('log');
  const ip = newIp();
  const { user } = await signUpAndLogin(embedded.app);
  const res = await embedded.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: user.email, language: 'fr' },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  const outbox = join(embedded.dataDir, 'outbox');
  // The mail is written in the background after the answer: poll the outbox until it is there.
  const files = await vi.waitFor(
    () => {
      const found = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
      if (!found.length) throw new Error('no mail in the outbox yet');
      return found;
    },
    { timeout: 5000, interval: 50 },
  );
  expect(files).toHaveLength(1);
  expect(files[0]).not.toContain(user.email);
  const message = readFileSync(join(outbox, files[0]!), 'utf8');
  expect(message).toContain(`To: ${user.email}`);
  expect(message).toMatch(/Subject: .*R=C3=A9initialisation|Subject: =\?UTF-8\?/);
  const code = /^\s+(\d{6})$/m.exec(message)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  const ok = await embedded.app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { email: user.email, otp: code, new_password: 'from-the-outbox-1' },
    remoteAddress: ip,
  });
  expect(ok.statusCode).toBe(200);
  expect(smtp.to(user.email)).toHaveLength(0);
});

test('with SMTP, neither the code nor the passwords ever reach the server log', async () => {
  const lines: string[] = [];
  const stream = { write: (line: string) => void lines.push(line) };
  const logged = await buildTestApp({
    database,
    env: { SMTP_URL: smtp.url },
    logger: { ...(loggerOptions({ logLevel: 'trace' } as Config) as object), stream },
  });
  const ip = newIp();
  const { user, password } = await signUpAndLogin(logged.app);
  const next = smtp.next(user.email);
  await logged.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: user.email },
    remoteAddress: ip,
  });
  const code = codeIn(await next);
  const res = await logged.app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { email: user.email, otp: code, new_password: 'secret-new-password-42' },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  const log = lines.join('');
  expect(log).toContain('mail sent over SMTP');
  expect(log).toContain('/api/auth/verify-otp');
  // Bounded by non-digits: a timestamp may hold any six digits.
  expect(log).not.toMatch(new RegExp(`(?<![0-9])${code}(?![0-9])`));
  for (const secret of [password, 'secret-new-password-42']) expect(log).not.toContain(secret);
});

test('an unreachable mail server does not turn the request into an error (or reveal the account)', async () => {
  const down = await buildTestApp({ database, env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  const { user } = await signUpAndLogin(down.app);
  const ip = newIp();
  const known = await down.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: user.email },
    remoteAddress: ip,
  });
  const unknown = await down.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: uniqueEmail() },
    remoteAddress: ip,
  });
  expect(known.statusCode).toBe(200);
  expect(known.body).toBe(unknown.body);
  // The failure is the operator's to see: logged as an error once the background send gives up.
  expectErrorLog(/mail could not be sent/);
  await vi.waitFor(() => expect(errorLogLines().join('\n')).toContain('mail could not be sent'), {
    timeout: 20_000,
    interval: 50,
  });
});
