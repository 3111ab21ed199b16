import { SignJWT } from 'jose';
import { auth, buildTestApp, signUpAndLogin, TEST_JWT_SECRET } from './helper.ts';
import { multipart, resumeDocx, resumePdf, scannedPdf } from './fixtures/documents.ts';
import * as hostile from './fixtures/hostile.ts';
import {
  BAD_VALUES,
  type Doc,
  MARK,
  type Operation,
  PATH_VALUES,
  QUERY_VALUES,
  RAW_BODIES,
  sample,
} from './fuzz-values.ts';

/* The app under fuzz, its users and objects, and every malformed request to send it. */

export const { app } = await buildTestApp();
const owner = await signUpAndLogin(app);
const stranger = await signUpAndLogin(app);

const doc = app.swagger() as unknown as Doc;
export const operations: Operation[] = [];
for (const [path, methods] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(methods)) {
    operations.push({
      method: method.toUpperCase(),
      path,
      params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      body: op.requestBody?.content?.['application/json']?.schema,
      secured: Boolean(op.security?.length),
    });
  }
}
// Deletions last, so the objects the other requests aim at exist while they run.
operations.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const signed = (claims: Record<string, unknown>, sub?: string, exp: string | number | null = '1h') => {
  let jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt();
  if (sub !== undefined) jwt = jwt.setSubject(sub);
  if (exp !== null) jwt = jwt.setExpirationTime(exp);
  return jwt.sign(key);
};
const BAD_AUTH: Array<string | undefined> = [
  undefined,
  'Bearer',
  `Bearer ${MARK}`,
  `Basic ${MARK}`,
  `Bearer ${owner.token.slice(0, -3)}${MARK.slice(0, 3)}`,
  `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(`{"sub":"${owner.user.id}","tv":0}`).toString('base64url')}.`,
  `Bearer ${await signed({ tv: 0 }, owner.user.id, null)}`,
  `Bearer ${await signed({ tv: 0 }, `${MARK}-not-a-uuid`)}`,
  `Bearer ${await signed({ tv: 0 }, '-'.repeat(36))}`,
  `Bearer ${await signed({ tv: 0 }, owner.user.id, Math.floor(Date.now() / 1000) - 60)}`,
  `Bearer ${await signed({ tv: 'x' }, owner.user.id)}`,
  `Bearer ${'a'.repeat(8000)}`,
];

// Real objects, so valid ids reach the services too.
const job = await app.inject({
  method: 'POST',
  url: '/api/jobs/',
  payload: {
    position: 'Fuzz target',
    employer: 'Acme',
    job_description: 'A job to aim malformed requests at.',
  },
  headers: auth(owner.token),
});
const upload = multipart(await resumeDocx(), 'cv.docx');
const resume = await app.inject({
  method: 'POST',
  url: '/api/resumes/Target',
  payload: upload.payload,
  headers: { ...upload.headers, ...auth(owner.token) },
});
const validIds = {
  id: resume.json().uuid as string,
  job_uuid: job.json().uuid as string,
  resume_uuid: resume.json().uuid as string,
};
const foreignJob = await app.inject({
  method: 'POST',
  url: '/api/jobs/',
  payload: {
    position: 'Not yours',
    employer: 'Acme',
    job_description: 'Another user owns this application.',
  },
  headers: auth(stranger.token),
});

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer | object;
  why: string;
}

const fillPath = (op: Operation, value: (name: string) => string) =>
  op.path.replace(/\{(\w+)\}/g, (_, name: string) => value(name));
const validPath = (op: Operation) =>
  fillPath(op, (name) =>
    name === 'title' ? 'Fuzz title' : ((validIds as Record<string, string>)[name] ?? MARK),
  );

export const requests: FuzzRequest[] = [];
const ownerAuth = auth(owner.token);
for (const op of operations) {
  const headers = op.secured ? ownerAuth : {};
  const url = validPath(op);
  // Path parameters, one at a time and all at once; another user's object.
  for (const name of op.params) {
    for (const v of PATH_VALUES) {
      requests.push({
        method: op.method,
        url: fillPath(op, (n) => (n === name ? v : encodeURIComponent(validPath({ ...op, path: `{${n}}` })))),
        headers,
        why: `path ${name}`,
      });
    }
    requests.push({
      method: op.method,
      url: fillPath(op, (n) =>
        n === name ? (foreignJob.json().uuid as string) : validPath({ ...op, path: `{${n}}` }),
      ),
      headers,
      why: `foreign ${name}`,
    });
  }
  // Query strings.
  for (const v of QUERY_VALUES) {
    for (const q of [...op.query, MARK])
      requests.push({ method: op.method, url: `${url}?${q}=${v}`, headers, why: `query ${q}` });
  }
  requests.push({ method: op.method, url: `${url}?${'a=1&'.repeat(2000)}`, headers, why: 'many query keys' });
  // Credentials.
  if (op.secured) {
    for (const a of BAD_AUTH)
      requests.push({
        method: op.method,
        url,
        headers: a === undefined ? {} : { authorization: a },
        why: 'auth',
      });
  }
  // Bodies: each field wrong in every way, fields missing, raw bodies that are not what they claim.
  if (op.method !== 'GET' && op.method !== 'HEAD') {
    const base = sample(op.body);
    if (base && typeof base === 'object' && !Array.isArray(base)) {
      for (const field of Object.keys(base)) {
        for (const bad of BAD_VALUES) {
          requests.push({
            method: op.method,
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify({ ...base, [field]: bad }),
            why: `body ${field}`,
          });
        }
        const { [field]: _gone, ...rest } = base as Record<string, unknown>;
        requests.push({ method: op.method, url, headers, payload: rest, why: `without ${field}` });
      }
    }
    for (const bad of BAD_VALUES) {
      requests.push({
        method: op.method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(bad),
        why: 'body as a whole',
      });
    }
    for (const raw of RAW_BODIES) {
      requests.push({
        method: op.method,
        url,
        headers: { ...headers, 'content-type': raw.type },
        payload: raw.payload,
        why: `raw ${raw.type}`,
      });
    }
    // Multipart bodies that are broken, to every route that takes a body.
    const form = multipart(new TextEncoder().encode(MARK), `${MARK}.docx`);
    requests.push(
      {
        method: op.method,
        url,
        headers: { ...headers, 'content-type': 'multipart/form-data' },
        payload: form.payload,
        why: 'multipart without boundary',
      },
      {
        method: op.method,
        url,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${MARK}` },
        payload: form.payload,
        why: 'multipart wrong boundary',
      },
      {
        method: op.method,
        url,
        headers: { ...headers, ...form.headers },
        payload: form.payload.subarray(0, form.payload.length - 20),
        why: 'multipart cut short',
      },
    );
  }
}

// Documents made now by script: hostile ones and ordinary ones, to the upload route.
const documents: Array<[string, Uint8Array]> = [
  ['many paragraphs', hostile.manyParagraphsDocx()],
  ['huge text', hostile.hugeTextDocx()],
  ['NUL-ended text', hostile.nulEndedTextDocx()],
  ['deep', hostile.deepDocx()],
  ['unclosed tags', hostile.unclosedTagsDocx()],
  ['long paragraph', hostile.longParagraphDocx()],
  ['bad characters', hostile.badCharactersDocx()],
  ['truncated', hostile.truncatedDocx()],
  ['scanned', await scannedPdf()],
  ['truncated pdf', (await resumePdf()).slice(0, 2000)],
  ['not a document', new TextEncoder().encode(`${MARK} plain text`)],
];
for (const [why, bytes] of documents) {
  for (const filename of ['cv.docx', `${MARK}\u0000.docx`, `${MARK}${'n'.repeat(400)}.pdf`]) {
    const form = multipart(bytes, filename);
    requests.push({
      method: 'POST',
      url: '/api/resumes/Fuzzed%20upload',
      headers: { ...ownerAuth, ...form.headers },
      payload: form.payload,
      why: `upload ${why}`,
    });
  }
}
