import { expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { resumes } from '../src/db/schema.ts';
import { auth, signUpAndLogin, TEST_JWT_SECRET, uniqueEmail } from './helper.ts';
import { multipart, resumeDocx } from './fixtures/documents.ts';
import { app, database, errorShape, token, upload, user } from './hostile-setup.ts';

test('typed text with NUL, control characters or lone surrogates is refused with a 400 naming the field', async () => {
  const job = {
    position: 'Engineer',
    employer: 'Acme',
    job_description: 'Build things that matter to people.',
  };
  const created = await app.inject({ method: 'POST', url: '/api/jobs/', payload: job, headers: auth(token) });
  expect(created.statusCode).toBe(201);
  const jobId = created.json().uuid as string;
  const uploaded = await upload(await resumeDocx(), 'cv.docx', 'Clean');
  expect(uploaded.statusCode).toBe(201);
  const resumeId = uploaded.json().uuid as string;

  for (const bad of ['a\u0000b', 'a\ud800b', 'a\udc00', 'a\u0007b']) {
    const cases: Array<['POST' | 'PUT', string, object, string]> = [
      [
        'POST',
        '/api/auth/signup',
        { email: uniqueEmail(), fullname: bad, password: 'long-enough-password' },
        'fullname',
      ],
      ['PUT', '/api/auth/profile', { fullname: bad }, 'fullname'],
      ['POST', '/api/jobs/', { ...job, position: bad }, 'position'],
      ['POST', '/api/jobs/', { ...job, employer: bad }, 'employer'],
      // A pasted posting drops invisible controls (see jobs-pasted.test.ts) but not a lone surrogate.
      ...(/[\ud800-\udfff]/.test(bad)
        ? [
            [
              'PUT',
              '/api/jobs/',
              { ...job, uuid: jobId, job_description: `Long enough ${bad} text` },
              'job_description',
            ] as ['PUT', string, object, string],
          ]
        : []),
      ['PUT', `/api/resumes/${resumeId}`, { title: bad }, 'title'],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await app.inject({ method, url, payload, headers: auth(token) });
      const body = errorShape(res, 400);
      expect(body.detail, `${url} ${field}`).toMatch(new RegExp(`^${field} `));
      expect(body.detail).not.toContain(bad);
    }
  }
  // Escapes inside resume_json only become characters once parsed: refused there, naming the path.
  for (const escape of ['\\u0000', '\\ud800', '\\udfff', '\\u001b']) {
    const resumeJson = `{"basics":{"name":"A${escape}B"}}`;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/resumes/${resumeId}`,
      payload: { resume_json: resumeJson },
      headers: auth(token),
    });
    expect(errorShape(res, 400).detail).toMatch(/^resume_json\.basics\.name /);
  }
  // Hostile nesting, in resume_json and in a body.
  const deep = '['.repeat(5000) + ']'.repeat(5000);
  const nested = await app.inject({
    method: 'PUT',
    url: `/api/resumes/${resumeId}`,
    payload: { resume_json: deep },
    headers: auth(token),
  });
  expect(errorShape(nested, 400).detail).toMatch(/nested more than/);
  const deepBody = `{"fullname":${'['.repeat(5000)}${']'.repeat(5000)}}`;
  const deepRes = await app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    payload: deepBody,
    headers: { ...auth(token), 'content-type': 'application/json' },
  });
  errorShape(deepRes, 400);
  // A path parameter decoded to NUL.
  const inPath = await app.inject({ method: 'POST', url: '/api/resumes/a%00b', headers: auth(token) });
  expect(errorShape(inPath, 400).detail).toMatch(/^title /);
  // The stored data is untouched by all of this.
  const [row] = await database.db.select().from(resumes).where(eq(resumes.id, resumeId));
  expect(row!.title).toBe('Clean');
});

test('a multipart body without boundary, with a wrong one, cut short, or with a NUL in the filename is a 400', async () => {
  const good = multipart(await resumeDocx(), 'cv.docx');
  // A user of its own: the uploads above have used this minute's upload rate of the file's user.
  const headers = auth((await signUpAndLogin(app)).token);
  const cases = [
    { payload: good.payload, headers: { ...headers, 'content-type': 'multipart/form-data' } },
    {
      payload: good.payload,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=nothing-like-it' },
    },
    { payload: good.payload.subarray(0, good.payload.length - 40), headers: { ...headers, ...good.headers } },
    {
      payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc'),
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
    },
  ];
  const nulName = multipart(await resumeDocx(), 'c\u0000v.docx');
  cases.push({ payload: nulName.payload, headers: { ...headers, ...nulName.headers } });
  for (const c of cases) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/resumes/Broken',
      payload: c.payload,
      headers: c.headers,
    });
    errorShape(res, 400);
  }
});

test('tokens: no exp, a sub that is not a user id, or tampering are 401 "Token is invalid", never 500', async () => {
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const sign = (claims: Record<string, unknown>, sub?: string, exp = true) => {
    let jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt();
    if (sub !== undefined) jwt = jwt.setSubject(sub);
    if (exp) jwt = jwt.setExpirationTime('1h');
    return jwt.sign(key);
  };
  const tokens = [
    await sign({ tv: 0 }, user.id, false),
    await sign({ tv: 0 }, '-'.repeat(36)),
    await sign({ tv: 0 }, 'not-a-uuid'),
    await sign({ tv: 0 }),
    `${token.slice(0, -2)}xx`,
  ];
  for (const t of tokens) {
    const res = await app.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(t) });
    expect(errorShape(res, 401)).toEqual({ detail: 'Token is invalid', code: 'token_invalid' });
  }
});

test('framework errors answer {detail, code} without echoing the URL', async () => {
  const badPercent = await app.inject({ method: 'GET', url: '/api/resumes/%E0%A4%A', headers: auth(token) });
  expect(errorShape(badPercent, 400).detail).not.toContain('%E0');
  const longId = 'x'.repeat(5000);
  const long = await app.inject({ method: 'GET', url: `/api/resumes/${longId}`, headers: auth(token) });
  expect(long.statusCode === 404 || long.statusCode === 414).toBe(true);
  expect(errorShape(long, long.statusCode).detail).not.toContain('xxxx');
  const unknown = await app.inject({ method: 'GET', url: '/api/no-such-thing-here' });
  expect(errorShape(unknown, 404).detail).not.toContain('no-such-thing');
  const wrongType = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: 'a=b',
    headers: { 'content-type': 'text/x-unknown' },
  });
  expect(errorShape(wrongType, 415).detail).not.toContain('x-unknown');
});

test('a resume title of 200 characters (even in 3-byte characters) is accepted in the path', async () => {
  const other = await signUpAndLogin(app);
  const title = '履'.repeat(200);
  const { payload, headers } = multipart(await resumeDocx(), 'cv.docx');
  const res = await app.inject({
    method: 'POST',
    url: `/api/resumes/${encodeURIComponent(title)}`,
    payload,
    headers: { ...headers, ...auth(other.token) },
  });
  expect(res.statusCode).toBe(201);
  const tooLong = await app.inject({
    method: 'POST',
    url: `/api/resumes/${'t'.repeat(201)}`,
    payload,
    headers: { ...headers, ...auth(other.token) },
  });
  expect(errorShape(tooLong, 400).detail).toBe('title must be at most 200 characters');
});
