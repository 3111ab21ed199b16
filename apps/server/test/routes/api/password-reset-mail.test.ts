import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, vi } from 'vitest';
import { loggerOptions } from '../../../src/lib/logging.ts';
import type { Config } from '../../../src/config.ts';
import { buildTestApp, errorLogLines, expectErrorLog, signUpAndLogin, uniqueEmail } from '../../helper.ts';
import { codeIn, database, newIp, smtp } from './password-reset-setup.ts';

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
