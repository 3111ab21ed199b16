import { eq } from 'drizzle-orm';
import { resumes } from '../../../src/db/schema.ts';
import { auth, buildTestApp } from '../../helper.ts';
import { multipart, resumeDocx, resumePdf } from '../../fixtures/documents.ts';

/* What the resume tests share: the app, the sample documents, an upload and what it leaves stored. */

export const { app, database } = await buildTestApp();
export const pdfBytes = await resumePdf();
export const docxBytes = await resumeDocx();

export async function upload(
  token: string,
  title: string,
  bytes: Uint8Array,
  filename: string,
  field = 'file',
) {
  const { payload, headers } = multipart(bytes, filename, field);
  return app.inject({
    method: 'POST',
    url: `/api/resumes/${encodeURIComponent(title)}`,
    payload,
    headers: { ...headers, ...auth(token) },
  });
}

export const metrics = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(token) })).json();

export const open = async (token: string, id: string) =>
  (await app.inject({ method: 'GET', url: `/api/resumes/${id}`, headers: auth(token) })).json();

/** Makes a stored resume look as an older edition of the reading rules left it. */
export async function readByOlderRules(id: string, changes: { name: string }) {
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
