import { auth, buildTestApp, signUpAndLogin } from '../../helper.ts';
import { multipart, resumePdf } from '../../fixtures/documents.ts';
import { posting } from '../../fixtures/posting.ts';

export { posting };

/* What the generated document tests share: the app, a user with one generation, and the text of a PDF. */

export const { app } = await buildTestApp();
const pdfBytes = await resumePdf();

export async function generated(body?: object) {
  const session = await signUpAndLogin(app);
  const { payload, headers } = multipart(pdfBytes, 'camille.pdf');
  const upload = await app.inject({
    method: 'POST',
    url: '/api/resumes/Main',
    payload,
    headers: { ...headers, ...auth(session.token) },
  });
  const resumeId = upload.json().uuid as string;
  const job = (
    await app.inject({ method: 'POST', url: '/api/jobs/', headers: auth(session.token), payload: posting })
  ).json();
  const res = await app.inject({
    method: 'POST',
    url: `/api/jobs/generate/${job.uuid}/${resumeId}`,
    headers: auth(session.token),
    ...(body ? { payload: body } : {}),
  });
  if (!body && res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return { ...session, jobId: job.uuid as string, resumeId, res };
}

export const metrics = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(token) })).json();
export const pdfText = async (bytes: Buffer) => {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const page = await doc.getPage(1);
  const size = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  return {
    text: content.items
      .map((i) => ('str' in i ? i.str : ''))
      .join(' ')
      .replace(/\s+/g, ' '),
    width: size.width,
  };
};
