import { expect, test } from 'vitest';
import { count } from 'drizzle-orm';
import { resumeDataSchema } from '@tailor/resume';
import { resumeFiles, resumes } from '../../../src/db/schema.ts';
import { auth, signUpAndLogin } from '../../helper.ts';
import { multipart, scannedPdf, zipBombDocx } from '../../fixtures/documents.ts';
import { app, database, docxBytes, metrics, pdfBytes, upload } from './resumes-setup.ts';

const storedRows = async () => {
  const [a] = await database.db.select({ n: count() }).from(resumes);
  const [b] = await database.db.select({ n: count() }).from(resumeFiles);
  return a!.n + b!.n;
};

test('a PDF upload becomes structured data and counts one upload', async () => {
  const { token } = await signUpAndLogin(app);
  const res = await upload(token, 'Backend roles', pdfBytes, 'camille_cv.pdf');
  expect(res.statusCode).toBe(201);
  const body = res.json();
  expect(body).toMatchObject({ title: 'Backend roles', filename: 'camille_cv.pdf' });
  expect(typeof body.resume_json).toBe('string');
  const data = resumeDataSchema.parse(JSON.parse(body.resume_json));
  expect(data.basics.name).toBe('Camille Dubois');
  expect(data.basics.email).toBe('camille.dubois@example.com');
  expect(data.work.map((w) => w.name)).toEqual(expect.arrayContaining(['Northwind Payments', 'Globex']));
  expect((await metrics(token)).resumes_count).toBe(1);
});

test('a DOCX upload becomes structured data', async () => {
  const { token } = await signUpAndLogin(app);
  const res = await upload(token, 'Word version', docxBytes, 'Camille Dubois.docx');
  expect(res.statusCode).toBe(201);
  const data = resumeDataSchema.parse(JSON.parse(res.json().resume_json));
  expect(data.basics.name).toBe('Camille Dubois');
  expect(data.basics.email).toBe('camille.dubois@example.com');
  expect(data.education[0]?.institution).toBe('INSA Lyon');
});

test('refused uploads say why, store nothing and consume nothing', async () => {
  const { token } = await signUpAndLogin(app);
  const before = await storedRows();
  const cases: Array<[Promise<{ statusCode: number; json(): unknown }>, number, object]> = [
    [
      upload(token, '   ', pdfBytes, 'cv.pdf'),
      400,
      { detail: 'Please provide a resume title', code: 'validation_error' },
    ],
    [
      upload(token, 'No file', pdfBytes, 'cv.pdf', 'not_file'),
      400,
      { detail: 'Please select a resume file', code: 'validation_error' },
    ],
    [
      upload(token, 'Empty', new Uint8Array(0), 'cv.pdf'),
      400,
      { detail: 'Please select a resume file', code: 'validation_error' },
    ],
    [
      upload(token, 'Too big', new Uint8Array(5_242_881).fill(0x25), 'big.pdf'),
      413,
      { detail: 'File size exceeds 5MB limit', code: 'file_too_large' },
    ],
    [
      upload(
        token,
        'Renamed text',
        new TextEncoder().encode('Just a text file, renamed.\n'.repeat(20)),
        'cv.pdf',
      ),
      415,
      { detail: 'Only PDF and DOCX files are accepted', code: 'unsupported_file_type' },
    ],
  ];
  for (const [call, status, body] of cases) {
    const res = await call;
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
  }
  const scanned = await upload(token, 'Scanned', await scannedPdf(), 'scan.pdf');
  expect(scanned.statusCode).toBe(422);
  expect(scanned.json().code).toBe('no_text_in_file');
  expect(scanned.json().detail).toMatch(/scan|text/i);

  const corrupt = await upload(
    token,
    'Corrupt',
    new TextEncoder().encode('%PDF-1.7\nthis is not really a pdf'),
    'x.pdf',
  );
  expect(corrupt.statusCode).toBe(422);
  expect(corrupt.json().code).toBe('file_unreadable');

  const bomb = await upload(token, 'Bomb', zipBombDocx(), 'bomb.docx');
  expect(bomb.statusCode).toBe(422);
  expect(bomb.json().code).toBe('file_unreadable');

  const missingTitle = await app.inject({ method: 'POST', url: '/api/resumes/', headers: auth(token) });
  expect(missingTitle.statusCode).toBe(400);
  expect(missingTitle.json().detail).toBe('Please provide a resume title');

  const notMultipart = await app.inject({
    method: 'POST',
    url: '/api/resumes/Title',
    headers: auth(token),
    payload: { file: 'x' },
  });
  expect(notMultipart.statusCode).toBe(400);
  expect(notMultipart.json().detail).toBe('Please select a resume file');

  expect(await storedRows()).toBe(before);
  expect((await metrics(token)).resumes_count).toBe(0);
});

test('uploads need a token', async () => {
  const { payload, headers } = multipart(pdfBytes, 'cv.pdf');
  const res = await app.inject({ method: 'POST', url: '/api/resumes/x', payload, headers });
  expect(res.statusCode).toBe(401);
});

test('the lifetime resume limit holds even after deleting', async () => {
  const { token } = await signUpAndLogin(app);
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await upload(token, `Version ${i}`, pdfBytes, 'cv.pdf');
    expect(res.statusCode).toBe(201);
    ids.push(res.json().uuid);
  }
  const del = await app.inject({ method: 'DELETE', url: `/api/resumes/${ids[0]}`, headers: auth(token) });
  expect(del.statusCode).toBe(204);
  const refused = await upload(token, 'One more', pdfBytes, 'cv.pdf');
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({
    detail: 'You have reached your lifetime resume limit for your current plan.',
    code: 'resumes_limit_reached',
  });
  const m = await metrics(token);
  expect(m).toMatchObject({ resumes_count: 3, resumes_limit: 3 });
  const list = (await app.inject({ method: 'GET', url: '/api/resumes/', headers: auth(token) })).json();
  expect(list).toHaveLength(2);
});

test('parallel uploads at the limit cannot overspend', async () => {
  const { token } = await signUpAndLogin(app);
  expect((await upload(token, 'First', pdfBytes, 'cv.pdf')).statusCode).toBe(201);
  expect((await upload(token, 'Second', pdfBytes, 'cv.pdf')).statusCode).toBe(201);
  const results = await Promise.all([1, 2, 3].map((i) => upload(token, `Race ${i}`, pdfBytes, 'cv.pdf')));
  expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403, 403]);
  expect((await metrics(token)).resumes_count).toBe(3);
});
