import { auth, buildTestApp, signUpAndLogin } from '../../helper.ts';
import { multipart, resumePdf } from '../../fixtures/documents.ts';
import { posting } from '../../fixtures/posting.ts';

export { posting };

/* What the application tests share: the app, a posting, a user holding one resume, and their counters. */

export const { app, database } = await buildTestApp();
const pdfBytes = await resumePdf();

export async function newUserWithResume(target = app) {
  const session = await signUpAndLogin(target);
  const { payload, headers } = multipart(pdfBytes, 'camille.pdf');
  const res = await target.inject({
    method: 'POST',
    url: '/api/resumes/Main',
    payload,
    headers: { ...headers, ...auth(session.token) },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { ...session, resumeId: res.json().uuid as string };
}

export const createJob = (token: string, body: object = posting, target = app) =>
  target.inject({ method: 'POST', url: '/api/jobs/', headers: auth(token), payload: body });
export const metrics = async (token: string, target = app) =>
  (await target.inject({ method: 'GET', url: '/api/auth/metrics', headers: auth(token) })).json();
