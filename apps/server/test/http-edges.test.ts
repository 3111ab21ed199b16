import { connect, type AddressInfo } from 'node:net';
import { once } from 'node:events';
import { expect, test } from 'vitest';
import { auth, buildTestApp, signUpAndLogin } from './helper.ts';

/*
 * The edges of HTTP: what Node refuses before the app, the request id, and what caches may keep.
 */

const { app } = await buildTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;

/** Sends raw bytes and answers what comes back until the server closes the connection. */
async function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const chunks: Buffer[] = [];
  socket.on('data', (d: Buffer) => chunks.push(d));
  socket.write(request);
  await once(socket, 'close');
  const text = Buffer.concat(chunks).toString('utf8');
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]), headers: head, body };
}

test('headers past the limit: 431 in the API error shape', async () => {
  const res = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
  expect(res.status).toBe(431);
  expect(JSON.parse(res.body)).toEqual({ detail: 'Request headers are too large', code: 'validation_error' });
});

test('broken HTTP: 400 in the API error shape', async () => {
  const res = await raw('NOT HTTP AT ALL\r\n\r\n');
  expect(res.status).toBe(400);
  expect(JSON.parse(res.body)).toEqual({ detail: 'Bad request', code: 'validation_error' });
});

test("a client's X-Request-Id is not taken: every request gets the server's own id", async () => {
  const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'req-1' } });
  const id = res.headers['x-request-id'];
  expect(id).not.toBe('req-1');
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
});

test('signed-in answers are never kept by a cache; public ones are left alone', async () => {
  const u = await signUpAndLogin(app);
  for (const url of ['/api/jobs/', '/api/auth/metrics', '/api/resumes/']) {
    const res = await app.inject({ method: 'GET', url, headers: auth(u.token) });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['cache-control'], url).toBe('no-store');
  }
  // Refused with a bad token: nothing personal, but no cache keeps it either.
  const refused = await app.inject({ method: 'GET', url: '/api/jobs/', headers: auth('nope') });
  expect(refused.headers['cache-control']).toBe('no-store');
  const config = await app.inject({ method: 'GET', url: '/api/config' });
  expect(config.headers['cache-control']).not.toBe('no-store');
});

/** Sends the head of a request declaring `declared` bytes of body, then only 1 kB of it. */
const partOfALargeBody = (head: string, declared: number) =>
  raw(`${head}Host: x\r\nContent-Length: ${declared}\r\n\r\n${'a'.repeat(1024)}`);

test('a body refused before it is read: answered, then the connection is closed without waiting for the rest', async () => {
  // Without a token: 401. The server does not wait for the 5 MB it was promised (raw waits for the close).
  const upload = await partOfALargeBody(
    'POST /api/resumes/Mine HTTP/1.1\r\nContent-Type: multipart/form-data; boundary=x\r\n',
    5_000_000,
  );
  expect(upload.status).toBe(401);
  expect(upload.headers).toMatch(/\r\nconnection: close/i);
  expect(JSON.parse(upload.body)).toEqual({ detail: 'Not authenticated', code: 'unauthorized' });
  // Declared past the public routes' limit: 413, the same way.
  const login = await partOfALargeBody(
    'POST /api/auth/login HTTP/1.1\r\nContent-Type: application/json\r\n',
    2_000_000,
  );
  expect(login.status).toBe(413);
  expect(login.headers).toMatch(/\r\nconnection: close/i);
});

test('a refusal of a body read in full keeps the connection for the next request', async () => {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }),
  });
  expect(res.status).toBe(401);
  await res.arrayBuffer();
  expect(res.headers.get('connection')).toBe('keep-alive');
});
