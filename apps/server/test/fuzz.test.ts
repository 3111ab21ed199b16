import { expect, test } from 'vitest';
import { SignJWT } from 'jose';
import { ErrorCode } from '@tailor/contract';
import { auth, buildTestApp, signUpAndLogin, TEST_JWT_SECRET } from './helper.ts';
import { multipart, resumeDocx, resumePdf, scannedPdf } from './fixtures/documents.ts';
import * as hostile from './fixtures/hostile.ts';

/**
 * Malformed requests generated from the OpenAPI document, so a new route is fuzzed as soon as it
 * is declared. Every answer must be below 500; every 4xx exactly {detail, code} with a known code
 * and never echoing what was sent (each hostile value carries MARK); /api/health stays fast.
 */

const MARK = 'ZQXJ';
const { app } = await buildTestApp();
const owner = await signUpAndLogin(app);
const stranger = await signUpAndLogin(app);

interface Operation {
  method: string;
  path: string;
  params: string[];
  query: string[];
  body?: JsonSchema;
  secured: boolean;
}
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  format?: string;
  pattern?: string;
  const?: unknown;
}

interface Doc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string }>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: unknown[];
      }
    >
  >;
}

const doc = app.swagger() as unknown as Doc;
const operations: Operation[] = [];
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

/** A value the schema accepts, as far as a simple reading of it goes. */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'text';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alt?.length) return sample(alt.find((s) => s.type !== 'null') ?? alt[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(schema.properties ?? {})) out[k] = sample(v);
      return out;
    }
    case 'array':
      return [sample(schema.items)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default: {
      if (schema.format === 'email') return 'fuzz.target@example.com';
      if (schema.pattern?.includes('\\d{6}')) return '123456';
      const n = Math.max(schema.minLength ?? 0, 12);
      return 'Fuzzing text '.repeat(Math.ceil(n / 13)).slice(0, Math.min(n, schema.maxLength ?? n));
    }
  }
}

const deepArray = (n: number) => JSON.parse('['.repeat(n) + ']'.repeat(n)) as unknown;
const BAD_VALUES: unknown[] = [
  null,
  42,
  -1,
  1e308,
  true,
  [],
  {},
  [[MARK]],
  { [MARK]: MARK },
  `${MARK}\u0000`,
  `${MARK}\ud800`,
  `\udfff${MARK}`,
  `${MARK}\u001b[31m`,
  `${MARK}\uffff`,
  `${MARK}${'x'.repeat(100_000)}`,
  '',
  '   ',
  `\u202e${MARK}`,
  `${MARK}<script>alert(1)</script>`,
  `${MARK}' OR 1=1 --`,
  `../../${MARK}`,
  deepArray(2000),
  `${MARK}${'𝒯'.repeat(300)}`,
];

const RAW_BODIES: Array<{ payload: string | Buffer; type: string }> = [
  { payload: '{', type: 'application/json' },
  { payload: '', type: 'application/json' },
  { payload: 'null', type: 'application/json' },
  { payload: '[]', type: 'application/json' },
  { payload: `"${MARK}"`, type: 'application/json' },
  { payload: `{"__proto__":{"${MARK}":1}}`, type: 'application/json' },
  { payload: `{"constructor":{"prototype":{"${MARK}":1}}}`, type: 'application/json' },
  { payload: '['.repeat(5000) + ']'.repeat(5000), type: 'application/json' },
  { payload: `{"a":"\\ud800${MARK}"}`, type: 'application/json' },
  {
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    type: 'application/json',
  },
  { payload: `${MARK}=1`, type: 'application/x-www-form-urlencoded' },
  { payload: MARK, type: 'text/plain' },
  { payload: MARK, type: `application/${MARK}` },
  { payload: '{}', type: 'application/json; charset=utf-16' },
];

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

const PATH_VALUES = [
  MARK,
  `${MARK}${'x'.repeat(3000)}`,
  `${MARK}%00`,
  `%E0%A4%A${MARK}`,
  `%ED%A0%80${MARK}`,
  `..%2F..%2F${MARK}`,
  `%F0%9F%92%A9${MARK}`,
  `${MARK}%27%20OR%201%3D1`,
  '00000000-0000-0000-0000-000000000000',
  `${MARK}%0D%0ASet-Cookie:%20x`,
  `%25${MARK}`,
  `${MARK}%C0%AF`,
];
const QUERY_VALUES = [
  `${MARK}`,
  `%00${MARK}`,
  `%E0%A4%A${MARK}`,
  `${MARK}${'y'.repeat(5000)}`,
  `classic&template=${MARK}`,
  '',
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

const requests: FuzzRequest[] = [];
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

const codes = new Set<string>(Object.values(ErrorCode));

test(
  'malformed requests to every route: never 5xx, every 4xx is {detail, code} without echo, health keeps answering',
  { timeout: 240_000 },
  async () => {
    expect(requests.length).toBeGreaterThanOrEqual(2000);
    const failures: string[] = [];
    let done = false;
    let healthAnswers = 0;
    const health = (async () => {
      while (!done) {
        const res = await app.inject({ method: 'GET', url: '/api/health' });
        healthAnswers++;
        if (res.statusCode !== 200) failures.push(`health answered ${res.statusCode}`);
        await new Promise((r) => setImmediate(r));
      }
    })();

    let next = 0;
    const statuses = new Map<number, number>();
    const worker = async () => {
      while (next < requests.length) {
        const r = requests[next++]!;
        const res = await app.inject({
          method: r.method as 'GET',
          url: r.url,
          headers: r.headers,
          payload: r.payload,
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const where = `${r.method} ${r.url.slice(0, 80)} (${r.why})`;
        if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (res.statusCode >= 400) {
          let body: Record<string, unknown> | undefined;
          try {
            body = res.json();
          } catch {
            failures.push(`${where}: ${res.statusCode} answered no JSON`);
            continue;
          }
          const keys = Object.keys(body ?? {})
            .sort()
            .join(',');
          if (keys !== 'code,detail') failures.push(`${where}: ${res.statusCode} answered keys ${keys}`);
          else if (typeof body!.detail !== 'string' || !codes.has(body!.code as string))
            failures.push(`${where}: bad detail or code ${res.body.slice(0, 120)}`);
          if (res.body.includes(MARK))
            failures.push(`${where}: the answer echoes the input: ${res.body.slice(0, 160)}`);
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: 6 }, worker));
    done = true;
    await health;

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `fuzz: ${requests.length} requests over ${operations.length} operations in ${seconds} s; statuses ${JSON.stringify(Object.fromEntries(statuses))}; ${healthAnswers} health answers meanwhile`,
    );
    expect(failures.slice(0, 30)).toEqual([]);
    expect(healthAnswers).toBeGreaterThan(0);
  },
);
