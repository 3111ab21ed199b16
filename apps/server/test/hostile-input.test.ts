import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { resumes, usageEvents } from '../src/db/schema.ts';
import { auth, buildTestApp, signUpAndLogin, TEST_JWT_SECRET, uniqueEmail } from './helper.ts';
import { multipart, resumeDocx, sampleResume } from './fixtures/documents.ts';
import * as hostile from './fixtures/hostile.ts';

const { app, database } = await buildTestApp();
const { token, user } = await signUpAndLogin(app);

const errorShape = (res: { statusCode: number; json(): unknown }, status: number) => {
  expect(res.statusCode).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'detail']);
  return body as { detail: string; code: string };
};

/** An upload by the file's user, or by `as` (a test of its own, clear of the per-user upload rate). */
async function upload(bytes: Uint8Array, filename = 'cv.docx', title = 'Hostile', as = token) {
  const { payload, headers } = multipart(bytes, filename);
  return app.inject({
    method: 'POST',
    url: `/api/resumes/${encodeURIComponent(title)}`,
    payload,
    headers: { ...headers, ...auth(as) },
  });
}

/**
 * The /api/health answers given while `work` runs: the work never holds the event loop, so health
 * keeps answering (each poll waits for the previous answer, then yields to the loop once).
 */
async function healthDuring(work: Promise<unknown>): Promise<number[]> {
  let done = false;
  const statuses: number[] = [];
  const poll = (async () => {
    while (!done) {
      statuses.push((await app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      await new Promise((r) => setImmediate(r));
    }
  })();
  await work.finally(() => (done = true));
  await poll;
  return statuses;
}

const uploadsCounted = async () => {
  const [row] = await database.db.select({ n: count() }).from(usageEvents);
  return row!.n;
};

test('DOCX files small on the wire but huge once read are refused with a 422, quickly, consuming nothing', async () => {
  const before = await uploadsCounted();
  const files = {
    manyParagraphs: hostile.manyParagraphsDocx(),
    hugeText: hostile.hugeTextDocx(),
    nulEndedText: hostile.nulEndedTextDocx(),
    deep: hostile.deepDocx(),
    unclosedTags: hostile.unclosedTagsDocx(),
    longParagraph: hostile.longParagraphDocx(),
  };
  for (const [name, bytes] of Object.entries(files)) {
    expect(bytes.length, name).toBeLessThan(100_000);
    let res!: Awaited<ReturnType<typeof upload>>;
    const health = await healthDuring(upload(bytes).then((r) => (res = r)));
    const body = errorShape(res, 422);
    expect(body.code, name).toBe('file_unreadable');
    expect(body.detail, name).toMatch(/more than any resume needs/);
    expect(health.length, name).toBeGreaterThan(0);
    expect(new Set(health), name).toEqual(new Set([200]));
  }
  // Refused twice in a row: the same answer, nothing consumed, nothing stored.
  errorShape(await upload(files.nulEndedText), 422);
  expect(await uploadsCounted()).toBe(before);
});

test('a damaged DOCX is 422 (damaged), not 415 (wrong type)', async () => {
  const body = errorShape(await upload(hostile.truncatedDocx()), 422);
  expect(body.detail).toMatch(/damaged/);
});

test('a DOCX whose text holds NUL, lone surrogates or invalid code points is read and cleaned', async () => {
  const res = await upload(hostile.badCharactersDocx());
  expect(res.statusCode).toBe(201);
  const text = res.json().resume_json as string;
  const data = JSON.parse(text);
  expect(JSON.stringify(data)).toContain('Acme Widgets');
  expect(text).not.toMatch(/\\u0000|\\ud800|\\u0001/i);
});

const corpus = join(import.meta.dirname, '../../../../shared/corpus/resumes');
test.skipIf(!existsSync(corpus))(
  'real PDFs whose text layer yields control characters upload cleanly',
  async () => {
    // Two exports in the corpus are known to yield U+0000 and other control characters.
    const files = readdirSync(corpus).filter(
      (f) => f.startsWith('en-chromium-') || f.startsWith('es-altacv-'),
    );
    expect(files.length).toBeGreaterThan(0);
    const other = await signUpAndLogin(app);
    await database.db.execute(sql`update users set plan = 'premium' where id = ${other.user.id}`);
    for (const f of files) {
      const { payload, headers } = multipart(new Uint8Array(readFileSync(join(corpus, f))), 'cv.pdf');
      const res = await app.inject({
        method: 'POST',
        url: '/api/resumes/Real',
        payload,
        headers: { ...headers, ...auth(other.token) },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().resume_json).not.toMatch(/\\u000[0-8]|\\u001|\\ud[89ab]/i);
    }
  },
);

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
      [
        'PUT',
        '/api/jobs/',
        { ...job, uuid: jobId, job_description: `Long enough ${bad} text` },
        'job_description',
      ],
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

test('links holding &, <, > or quotes keep the preview valid SVG, their targets intact', async () => {
  const own = await signUpAndLogin(app);
  const uploaded = await upload(await resumeDocx(), 'cv.docx', 'Links', own.token);
  const site = 'https://example.com/search?q=a&lang=en&x=<b>"c"';
  const res = await app.inject({
    method: 'POST',
    url: `/api/resumes/${uploaded.json().uuid}/preview`,
    payload: {
      resume_json: JSON.stringify({
        ...sampleResume,
        basics: {
          ...sampleResume.basics,
          email: 'a&b@example.com',
          url: site,
          profiles: [{ network: 'Code', url: 'https://code.example.com/u?tab=1&sort=<new>' }],
        },
      }),
    },
    headers: auth(own.token),
  });
  expect(res.statusCode).toBe(200);
  const svg = (res.json() as { pages: string[] }).pages[0]!;
  // Every link's opening tag is well formed: attributes quoted, no raw &, < or quote inside.
  const tags = [...svg.matchAll(/<a\b[^]*?>/g)].map((m) => m[0]);
  expect(tags.length).toBeGreaterThanOrEqual(3);
  const wellFormed = /^<a(\s+[\w:-]+="(?:[^"<>&]|&(?:amp|lt|gt|quot|#\d+);)*")*\s*>$/;
  for (const tag of tags) expect(tag).toMatch(wellFormed);
  const targets = tags.map((t) => /\shref="([^"]*)"/.exec(t)?.[1]?.replaceAll('&amp;', '&'));
  expect(targets).toContain('https://example.com/search?q=a&lang=en&x=%3Cb%3E%22c%22');
  expect(targets).toContain('mailto:a&b@example.com');
});

test('a file name is kept without the characters that reorder text (cv, RLO, fdp.exe reads as cvexe.pdf)', async () => {
  const fresh = await signUpAndLogin(app);
  const named = multipart(await resumeDocx(), 'cv\u202Excod\u2066\u200F.exe.docx');
  const res = await app.inject({
    method: 'POST',
    url: '/api/resumes/Reordered',
    payload: named.payload,
    headers: { ...named.headers, ...auth(fresh.token) },
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().filename).toBe('cvxcod.exe.docx');
  const original = await app.inject({
    method: 'GET',
    url: `/api/resumes/${res.json().uuid}/original`,
    headers: auth(fresh.token),
  });
  expect(original.statusCode).toBe(200);
  expect(original.headers['content-disposition']).not.toMatch(/%E2%80%AE|\u202E/);
});
