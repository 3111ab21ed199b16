import { expect, test } from 'vitest';
import { auth, signUpAndLogin } from '../../helper.ts';
import { app, docxBytes, pdfBytes, upload } from './resumes-setup.ts';

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
