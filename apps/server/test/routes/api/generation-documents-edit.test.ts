import { expect, test } from 'vitest';
import { generationDetailSchema, type CoverLetterData } from '@tailor/contract';
import { auth } from '../../helper.ts';
import { app, generated, metrics, pdfText } from './generation-documents-setup.ts';

test('the letter and the tailored data can be corrected: documents re-rendered, no generation used', async () => {
  const { token, jobId } = await generated();
  expect((await metrics(token)).consumed_generations).toBe(1);
  const detail = generationDetailSchema.parse(
    (await app.inject({ method: 'GET', url: `/api/jobs/${jobId}/generation`, headers: auth(token) })).json(),
  );

  const letter: CoverLetterData = {
    ...detail.cover_letter,
    paragraphs: ['I corrected this paragraph myself.', ...detail.cover_letter.paragraphs.slice(1)],
  };
  const data = JSON.parse(detail.resume_json) as {
    basics: { label?: string };
    work: Array<Record<string, unknown>>;
  };
  data.basics.label = 'Corrected headline';
  const put = await app.inject({
    method: 'PUT',
    url: `/api/jobs/${jobId}/generation`,
    headers: auth(token),
    payload: { resume_json: JSON.stringify(data), cover_letter: letter },
  });
  expect(put.statusCode).toBe(200);
  const saved = generationDetailSchema.parse(put.json());
  expect(saved.id).toBe(detail.id);
  expect(saved.cover_letter.paragraphs[0]).toBe('I corrected this paragraph myself.');
  expect(JSON.parse(saved.resume_json).basics.label).toBe('Corrected headline');

  const cover = await app.inject({
    method: 'GET',
    url: `/api/jobs/download/cover/${jobId}`,
    headers: auth(token),
  });
  expect((await pdfText(cover.rawPayload)).text).toContain('I corrected this paragraph myself.');
  const cv = await app.inject({ method: 'GET', url: `/api/jobs/download/cv/${jobId}`, headers: auth(token) });
  expect((await pdfText(cv.rawPayload)).text).toContain('Corrected headline');
  expect((await metrics(token)).consumed_generations).toBe(1);

  const live = await app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/generation/preview/cover`,
    headers: auth(token),
    payload: { cover_letter: { ...letter, paragraphs: ['Not saved yet.'] } },
  });
  expect(live.statusCode).toBe(200);
  expect(live.json().pages[0]).toMatch(/^<svg/);
  const stillSaved = (
    await app.inject({ method: 'GET', url: `/api/jobs/${jobId}/generation`, headers: auth(token) })
  ).json();
  expect(stillSaved.cover_letter.paragraphs[0]).toBe('I corrected this paragraph myself.');
  const badLive = await app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/generation/preview/cv`,
    headers: auth(token),
    payload: { resume_json: '[' },
  });
  expect(badLive.statusCode).toBe(400);

  const preview = await app.inject({
    method: 'GET',
    url: `/api/jobs/${jobId}/generation/preview/cover`,
    headers: auth(token),
  });
  expect(preview.statusCode).toBe(200);
  const pages = preview.json().pages as string[];
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(pages[0]).toMatch(/^<svg/);
});

test('bad corrections are refused with a clear 400 and change nothing', async () => {
  const { token, jobId } = await generated();
  const before = (
    await app.inject({ method: 'GET', url: `/api/jobs/${jobId}/generation`, headers: auth(token) })
  ).json();
  const cases: Array<[object, RegExp]> = [
    [{}, /resume_json, cover_letter, template, paper or cv_language is required/],
    [{ resume_json: '{"basics":' }, /resume_json is not valid JSON/],
    [{ resume_json: '{"work":"nope"}' }, /resume_json\.work/],
    [{ cover_letter: { ...before.cover_letter, paragraphs: [] } }, /at least one paragraph/],
  ];
  for (const [payload, detail] of cases) {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/jobs/${jobId}/generation`,
      headers: auth(token),
      payload,
    });
    expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    expect(res.json().detail).toMatch(detail);
  }
  const bad = await app.inject({
    method: 'GET',
    url: `/api/jobs/${jobId}/generation/preview/letter`,
    headers: auth(token),
  });
  expect(bad.statusCode).toBe(400);
  const after = (
    await app.inject({ method: 'GET', url: `/api/jobs/${jobId}/generation`, headers: auth(token) })
  ).json();
  expect(after).toEqual(before);
});
