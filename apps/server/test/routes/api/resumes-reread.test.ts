import { expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { READER_VERSION } from '@tailor/resume';
import { pdfText } from '../../../../../packages/resume/test/render/pdf-text.ts';
import { resumeFiles, resumes } from '../../../src/db/schema.ts';
import { auth, signUpAndLogin } from '../../helper.ts';
import { scannedPdf } from '../../fixtures/documents.ts';
import { app, database, docxBytes, open, pdfBytes, readByOlderRules, upload } from './resumes-setup.ts';

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
