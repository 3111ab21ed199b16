import { randomBytes } from 'node:crypto';
import { afterAll, expect } from 'vitest';
import { buildTestApp } from '../../helper.ts';
import { startSmtpServer, type CapturedMail } from '../../wire/smtp.ts';

/* What the password reset tests share: a local SMTP server, the app sending to it, and the reset calls. */

export const smtp = await startSmtpServer();
afterAll(() => smtp.close());
export const { app, database } = await buildTestApp({
  env: { SMTP_URL: smtp.url, MAIL_FROM: 'Tailor <reset@tailor.test>' },
});

/** Each test acts from its own address, so per-IP counters of one test never touch another. */
export const newIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${(randomBytes(1)[0]! % 250) + 1}`;

export const requestReset = (email: string, ip: string, language?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: language ? { email, language } : { email },
    remoteAddress: ip,
  });

export const verify = (email: string, otp: string, newPassword: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { email, otp, new_password: newPassword },
    remoteAddress: ip,
  });

export const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

export const codeIn = (mail: CapturedMail) => {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no code in the mail: ${mail.text}`);
  return match[1]!;
};

/** Asks for a code and reads it from the mail the SMTP server received. */
export async function mailedCode(email: string, ip: string, language?: string) {
  const next = smtp.next(email);
  const res = await requestReset(email, ip, language);
  expect(res.statusCode).toBe(200);
  const mail = await next;
  return { code: codeIn(mail), mail };
}
