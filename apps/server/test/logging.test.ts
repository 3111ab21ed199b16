import { afterAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { loggerOptions, LOG_STRING_MAX } from '../src/lib/logging.ts';
import { auth, buildTestApp, createTestDatabase, signUpAndLogin, uniqueEmail } from './helper.ts';
import { multipart, resumeDocx } from './fixtures/documents.ts';

const lines: string[] = [];
const stream = { write: (line: string) => void lines.push(line) };
const database = await createTestDatabase();
afterAll(() => database.close());
const { app } = await buildTestApp({
  database,
  logger: { ...(loggerOptions({ logLevel: 'trace' }) as object), stream },
});

// Make two writes fail inside the database, as a bug or an outage would, after the user typed
// credentials and uploaded a resume: what reaches the log is what this file checks.
await database.db.execute(
  sql`alter table users add constraint harden_no_such_name check (fullname <> 'Refused By Database') not valid`,
);
await database.db.execute(
  sql`alter table resume_files add constraint harden_no_files check (size_bytes < 0) not valid`,
);

test('a failed query logs its statement and constraint, never its parameters (email, password hash, resume)', async () => {
  const email = uniqueEmail('secret-mail');
  const password = 'a-very-secret-password-77';
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, fullname: 'Refused By Database', password },
  });
  expect(signup.statusCode).toBe(500);
  expect(signup.json()).toEqual({ detail: 'Internal server error', code: 'internal_error' });

  const { token } = await signUpAndLogin(app);
  const { payload, headers } = multipart(await resumeDocx(), 'cv.docx');
  const upload = await app.inject({
    method: 'POST',
    url: '/api/resumes/Logged',
    payload,
    headers: { ...headers, ...auth(token) },
  });
  expect(upload.statusCode).toBe(500);

  const log = lines.join('');
  expect(log).toContain('harden_no_such_name');
  expect(log).toContain('harden_no_files');
  expect(log).toMatch(/Failed query: insert into \\"users\\"/);
  for (const secret of [
    email,
    password,
    '$argon2id',
    token,
    'Northwind Payments',
    'camille.dubois',
    'INSA Lyon',
  ]) {
    expect(log).not.toContain(secret);
  }
  for (const line of lines) expect(line.length).toBeLessThan(16_000);
});

test('credentials in any logged object are redacted, and long strings are cut', () => {
  const out: string[] = [];
  const logger = pino(loggerOptions({ logLevel: 'info' }) as pino.LoggerOptions, {
    write: (l: string) => void out.push(l),
  });
  logger.info(
    {
      body: { password: 'p4ss-word-x', otp: '123456', nested: { access_token: 'tok-en-x' } },
      note: 'x'.repeat(100_000),
    },
    'y'.repeat(50_000),
  );
  logger.error(
    {
      err: new DrizzleQueryError(
        'insert into "users" ("email") values ($1)',
        ['someone@example.com'],
        new Error('boom'),
      ),
    },
    'failed',
  );
  const text = out.join('');
  for (const secret of ['p4ss-word-x', '123456', 'tok-en-x', 'someone@example.com'])
    expect(text).not.toContain(secret);
  expect(text).toContain('Failed query: insert into');
  for (const line of out) expect(line.length).toBeLessThan(LOG_STRING_MAX * 3);
});
