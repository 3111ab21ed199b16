import { expect, test } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { READER_VERSION, resumeDataSchema } from '@tailor/resume';
import { pdfText } from '../../../../../packages/resume/test/render/pdf-text.ts';
import { resumeFiles, resumes } from '../../../src/db/schema.ts';
import { auth, buildTestApp, signUpAndLogin } from '../../helper.ts';
import { multipart, resumeDocx, resumePdf, scannedPdf, zipBombDocx } from '../../fixtures/documents.ts';

const { app, database } = await buildTestApp();
const pdfBytes = await resumePdf();
const docxBytes = await resumeDocx();

async function upload(token: string, title: string, bytes: Uint8Array, filename: string, field = 'file') {
  const { payload, headers } = multipart(bytes, filename, field);
  return app.inject({
    method: 'POST',
    url: `/api/resumes/${encodeURIComponent(title)}`,
    payload,
    headers: { ...headers, ...auth(token) },
  });
}

const metrics = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(token) })).json();

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

test('list, get, rename, edit data, delete: each mine only', async () => {
  const me = await signUpAndLogin(app);
  const other = await signUpAndLogin(app);
  const created = (await upload(me.token, 'Mine', pdfBytes, 'mine.pdf')).json();

  const list = (await app.inject({ method: 'GET', url: '/api/resumes/', headers: auth(me.token) })).json();
  expect(list).toEqual([
    {
      uuid: created.uuid,
      title: 'Mine',
      filename: 'mine.pdf',
      created_at: created.created_at,
      updated_at: created.updated_at,
      reviewed_at: null,
      uncertain_count: created.uncertain_fields.length,
    },
  ]);
  expect(
    (await app.inject({ method: 'GET', url: '/api/resumes/', headers: auth(other.token) })).json(),
  ).toEqual([]);

  const one = await app.inject({
    method: 'GET',
    url: `/api/resumes/${created.uuid}`,
    headers: auth(me.token),
  });
  expect(one.json().resume_json).toBe(created.resume_json);

  for (const [method, url] of [
    ['GET', `/api/resumes/${created.uuid}`],
    ['PUT', `/api/resumes/${created.uuid}`],
    ['DELETE', `/api/resumes/${created.uuid}`],
    ['GET', `/api/resumes/download/${created.uuid}`],
    ['GET', `/api/resumes/${created.uuid}/original`],
  ] as const) {
    const res = await app.inject({
      method,
      url,
      headers: auth(other.token),
      payload: method === 'PUT' ? { title: 'Stolen' } : undefined,
    });
    expect(res.statusCode, `${method} ${url}`).toBe(404);
    expect(res.json()).toEqual({ detail: 'Resume not found', code: 'not_found' });
  }
  const garbageId = await app.inject({
    method: 'GET',
    url: '/api/resumes/not-a-uuid',
    headers: auth(me.token),
  });
  expect(garbageId.statusCode).toBe(404);

  const data = JSON.parse(created.resume_json);
  data.basics.label = 'Staff Engineer';
  const put = await app.inject({
    method: 'PUT',
    url: `/api/resumes/${created.uuid}`,
    headers: auth(me.token),
    payload: { title: 'Renamed', resume_json: JSON.stringify(data) },
  });
  expect(put.statusCode).toBe(200);
  expect(put.json().title).toBe('Renamed');
  expect(JSON.parse(put.json().resume_json).basics.label).toBe('Staff Engineer');

  const del = await app.inject({
    method: 'DELETE',
    url: `/api/resumes/${created.uuid}`,
    headers: auth(me.token),
  });
  expect(del.statusCode).toBe(204);
  expect(
    (await app.inject({ method: 'GET', url: `/api/resumes/${created.uuid}`, headers: auth(me.token) }))
      .statusCode,
  ).toBe(404);
});

test('the fields the parser is unsure of come back with the resume until the user checks them', async () => {
  const { token } = await signUpAndLogin(app);
  const created = await upload(
    token,
    'Unsure',
    await resumeDocx({ unknownHeading: 'Mentoring' }),
    'unsure.docx',
  );
  expect(created.statusCode).toBe(201);
  const body = created.json();
  expect(body.reviewed_at).toBeNull();
  const data = JSON.parse(body.resume_json);
  const custom = data.custom.findIndex((c: { name: string }) => c.name === 'Mentoring');
  expect(custom).toBeGreaterThanOrEqual(0);
  expect(body.uncertain_fields).toContainEqual({
    path: `/custom/${custom}`,
    reason: 'heading_unknown',
    message: 'section heading not recognised',
  });
  expect(body.uncertain_count).toBe(body.uncertain_fields.length);

  const one = (
    await app.inject({ method: 'GET', url: `/api/resumes/${body.uuid}`, headers: auth(token) })
  ).json();
  expect(one.uncertain_fields).toEqual(body.uncertain_fields);
  const [listed] = (await app.inject({ method: 'GET', url: '/api/resumes/', headers: auth(token) })).json();
  expect(listed).toMatchObject({
    uuid: body.uuid,
    reviewed_at: null,
    uncertain_count: body.uncertain_fields.length,
  });

  // Checking changes no data; the uncertain fields stay for the web to decide what to show.
  const reviewed = await app.inject({
    method: 'PUT',
    url: `/api/resumes/${body.uuid}`,
    headers: auth(token),
    payload: { reviewed: true },
  });
  expect(reviewed.statusCode).toBe(200);
  expect(Date.parse(reviewed.json().reviewed_at)).toBeGreaterThanOrEqual(Date.parse(body.created_at));
  expect(reviewed.json()).toMatchObject({
    updated_at: body.updated_at,
    resume_json: body.resume_json,
    uncertain_fields: body.uncertain_fields,
  });
  const after = (
    await app.inject({ method: 'GET', url: `/api/resumes/${body.uuid}`, headers: auth(token) })
  ).json();
  expect(after.reviewed_at).toBe(reviewed.json().reviewed_at);

  for (const payload of [{}, { reviewed: false }]) {
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/resumes/${body.uuid}`,
      headers: auth(token),
      payload,
    });
    expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
  }
});

test('a field the user edits is no longer doubted; the doubts on untouched fields stay', async () => {
  const { token } = await signUpAndLogin(app);
  const created = (
    await upload(token, 'Unsure', await resumeDocx({ unknownHeading: 'Mentoring' }), 'unsure.docx')
  ).json();
  const data = JSON.parse(created.resume_json);
  const custom = data.custom.findIndex((c: { name: string }) => c.name === 'Mentoring');
  const others = created.uncertain_fields.filter((u: { path: string }) => u.path !== `/custom/${custom}`);
  data.custom[custom].name = 'Mentoring of new hires';
  const put = await app.inject({
    method: 'PUT',
    url: `/api/resumes/${created.uuid}`,
    headers: auth(token),
    payload: { resume_json: JSON.stringify(data) },
  });
  expect(put.statusCode).toBe(200);
  expect(put.json().uncertain_fields).toEqual(others);
  expect(put.json().uncertain_count).toBe(others.length);
});

test('editing refuses broken data and names where it is wrong', async () => {
  const { token } = await signUpAndLogin(app);
  const created = (await upload(token, 'To edit', pdfBytes, 'cv.pdf')).json();
  const put = (payload: object) =>
    app.inject({ method: 'PUT', url: `/api/resumes/${created.uuid}`, headers: auth(token), payload });

  const notJson = await put({ resume_json: '{"basics": ' });
  expect(notJson.statusCode).toBe(400);
  expect(notJson.json()).toEqual({ detail: 'resume_json is not valid JSON', code: 'validation_error' });

  const badShape = await put({ resume_json: JSON.stringify({ work: [{ name: 42 }] }) });
  expect(badShape.statusCode).toBe(400);
  expect(badShape.json().detail).toMatch(/^resume_json\.work\.0\.name: /);

  const blankTitle = await put({ title: '  ' });
  expect(blankTitle.statusCode).toBe(400);
  expect(blankTitle.json().detail).toBe('title is required');

  const nothing = await put({});
  expect(nothing.statusCode).toBe(400);

  // Nothing of the refused edits stuck.
  const after = (
    await app.inject({ method: 'GET', url: `/api/resumes/${created.uuid}`, headers: auth(token) })
  ).json();
  expect(after.resume_json).toBe(created.resume_json);
  expect(after.title).toBe('To edit');
});

test('download renders the data as a PDF named after the original', async () => {
  const { token } = await signUpAndLogin(app);
  const created = (await upload(token, 'Word one', docxBytes, 'Camille Dubois CV.docx')).json();
  const res = await app.inject({
    method: 'GET',
    url: `/api/resumes/download/${created.uuid}`,
    headers: auth(token),
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toContain('filename="Camille Dubois CV.pdf"');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

  const letter = await app.inject({
    method: 'GET',
    url: `/api/resumes/download/${created.uuid}?template=modern&paper=us-letter`,
    headers: auth(token),
  });
  expect(letter.statusCode).toBe(200);
  expect(letter.rawPayload.toString('latin1')).toMatch(/MediaBox\s*\[\s*0\s+0\s+612(\.0+)?\s+792/);

  const original = await app.inject({
    method: 'GET',
    url: `/api/resumes/${created.uuid}/original`,
    headers: auth(token),
  });
  expect(original.statusCode).toBe(200);
  expect(original.headers['content-type']).toContain('wordprocessingml');
  expect(Buffer.compare(original.rawPayload, Buffer.from(docxBytes))).toBe(0);
});

test('the editor previews unsaved data as SVG pages, mine only, and nothing is saved', async () => {
  const me = await signUpAndLogin(app);
  const other = await signUpAndLogin(app);
  const created = (await upload(me.token, 'Preview me', pdfBytes, 'cv.pdf')).json();
  const data = JSON.parse(created.resume_json);
  data.basics.name = 'Camille Preview-Only';
  const preview = (token: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/resumes/${created.uuid}/preview`,
      headers: auth(token),
      payload,
    });

  const res = await preview(me.token, {
    resume_json: JSON.stringify(data),
    template: 'modern',
    paper: 'us-letter',
  });
  expect(res.statusCode).toBe(200);
  const pages = res.json().pages as string[];
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(pages[0]).toMatch(/^<svg[^>]*viewBox="0 0 612/);
  expect(pages.join('')).not.toMatch(/<script/i);

  const broken = await preview(me.token, { resume_json: JSON.stringify({ work: [{ name: 42 }] }) });
  expect(broken.statusCode).toBe(400);
  expect(broken.json().detail).toMatch(/^resume_json\.work\.0\.name: /);

  expect((await preview(other.token, { resume_json: JSON.stringify(data) })).statusCode).toBe(404);

  const stored = (
    await app.inject({ method: 'GET', url: `/api/resumes/${created.uuid}`, headers: auth(me.token) })
  ).json();
  expect(stored.resume_json).toBe(created.resume_json);
});

/** Makes a stored resume look as an older edition of the reading rules left it. */
async function readByOlderRules(id: string, changes: { name: string }) {
  const [row] = await database.db.select().from(resumes).where(eq(resumes.id, id));
  const data = row!.data as { basics: { name: string }; work: Array<{ endDate?: string }> };
  await database.db
    .update(resumes)
    .set({
      readerVersion: 0,
      uncertainFields: [],
      data: {
        ...data,
        basics: { ...data.basics, name: changes.name },
        work: data.work.map(({ endDate: _, ...w }) => w),
      },
    })
    .where(eq(resumes.id, id));
}

const open = async (token: string, id: string) =>
  (await app.inject({ method: 'GET', url: `/api/resumes/${id}`, headers: auth(token) })).json();

test('an upload older reading rules read, untouched since, is read again from its original when opened', async () => {
  const { token } = await signUpAndLogin(app);
  const uploaded = (await upload(token, 'Old reading', pdfBytes, 'cv.pdf')).json();
  const fresh = JSON.parse(uploaded.resume_json);
  await readByOlderRules(uploaded.uuid, { name: 'Camille Dubois Northwind' });

  const opened = await open(token, uploaded.uuid);
  expect(JSON.parse(opened.resume_json)).toEqual(fresh);
  expect(opened.uncertain_fields).toEqual(uploaded.uncertain_fields);
  // Reading again is not an edit: the resume still says when it was uploaded, and stays unchecked.
  expect(opened.updated_at).toBe(uploaded.updated_at);
  expect(opened.reviewed_at).toBeNull();
  const [row] = await database.db.select().from(resumes).where(eq(resumes.id, uploaded.uuid));
  expect(row!.readerVersion).toBe(READER_VERSION);

  // The download renders what the current rules read, not the older reading.
  await readByOlderRules(uploaded.uuid, { name: 'Someone Else Entirely' });
  const pdf = await app.inject({
    method: 'GET',
    url: `/api/resumes/download/${uploaded.uuid}`,
    headers: auth(token),
  });
  expect(pdf.statusCode).toBe(200);
  const text = await pdfText(new Uint8Array(pdf.rawPayload));
  expect(text).toContain('Camille Dubois');
  expect(text).not.toContain('Someone Else Entirely');

  // Someone else's resume stays a 404 and is not read for them.
  const other = await signUpAndLogin(app);
  await readByOlderRules(uploaded.uuid, { name: 'Someone Else Entirely' });
  const foreign = await app.inject({
    method: 'GET',
    url: `/api/resumes/${uploaded.uuid}`,
    headers: auth(other.token),
  });
  expect(foreign.statusCode).toBe(404);
  const [untouched] = await database.db.select().from(resumes).where(eq(resumes.id, uploaded.uuid));
  expect(untouched!.readerVersion).toBe(0);
  expect(JSON.parse((await open(token, uploaded.uuid)).resume_json)).toEqual(fresh);
});

test('a resume the user saved or checked keeps what the user has, whatever rules read it', async () => {
  const { token } = await signUpAndLogin(app);
  const saved = (await upload(token, 'Saved', pdfBytes, 'cv.pdf')).json();
  const checked = (await upload(token, 'Checked', pdfBytes, 'cv.pdf')).json();
  await readByOlderRules(saved.uuid, { name: 'Older Reading' });
  await readByOlderRules(checked.uuid, { name: 'Older Reading' });
  const edited = { ...JSON.parse((await open(token, saved.uuid)).resume_json) };
  // Opening it read it again (untouched); now the user saves a name of their own, then older
  // rules are said to have read it: a save is the user's, never replaced.
  edited.basics = { ...edited.basics, name: 'Camille D.' };
  const put = await app.inject({
    method: 'PUT',
    url: `/api/resumes/${saved.uuid}`,
    headers: auth(token),
    payload: { resume_json: JSON.stringify(edited) },
  });
  expect(put.statusCode).toBe(200);
  await database.db.update(resumes).set({ readerVersion: 0 }).where(eq(resumes.id, saved.uuid));
  expect(JSON.parse((await open(token, saved.uuid)).resume_json).basics.name).toBe('Camille D.');

  await database.db.update(resumes).set({ reviewedAt: new Date() }).where(eq(resumes.id, checked.uuid));
  expect(JSON.parse((await open(token, checked.uuid)).resume_json).basics.name).toBe('Older Reading');
});

test('operators read every older untouched upload again at once; a file that no longer reads keeps its data', async () => {
  const { token } = await signUpAndLogin(app);
  const a = (await upload(token, 'A', pdfBytes, 'a.pdf')).json();
  const b = (await upload(token, 'B', docxBytes, 'b.docx')).json();
  const c = (await upload(token, 'C', pdfBytes, 'c.pdf')).json();
  for (const r of [a, b, c]) await readByOlderRules(r.uuid, { name: 'Older Reading' });
  // The stored original of C is now a scan without text: the current rules cannot read it.
  await database.db
    .update(resumeFiles)
    .set({ content: await scannedPdf() })
    .where(eq(resumeFiles.resumeId, c.uuid));

  expect(await app.resumes.rereadOlderUploads()).toEqual({ reread: 2, kept: 1 });
  expect(JSON.parse((await open(token, a.uuid)).resume_json).basics.name).toBe('Camille Dubois');
  expect(JSON.parse((await open(token, b.uuid)).resume_json).basics.name).toBe('Camille Dubois');
  expect(JSON.parse((await open(token, c.uuid)).resume_json).basics.name).toBe('Older Reading');
  // Each is read once: nothing is left for a second run.
  expect(await app.resumes.rereadOlderUploads()).toEqual({ reread: 0, kept: 0 });
});
