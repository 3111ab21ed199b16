import { expect, test } from 'vitest';
import { auth, signUpAndLogin } from '../../helper.ts';
import { resumeDocx } from '../../fixtures/documents.ts';
import { app, pdfBytes, upload } from './resumes-setup.ts';

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
      // The language the upload is written in, as read.
      language: 'en',
    },
  ]);
  expect(created.language).toBe('en');
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
