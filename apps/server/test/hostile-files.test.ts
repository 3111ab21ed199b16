import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, signUpAndLogin } from './helper.ts';
import { multipart, resumeDocx, sampleResume } from './fixtures/documents.ts';
import * as hostile from './fixtures/hostile.ts';
import { app, database, errorShape, healthDuring, upload, uploadsCounted } from './hostile-setup.ts';

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
