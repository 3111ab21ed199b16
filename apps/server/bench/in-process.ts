/**
 * The server in this process as `npm start` runs it (production settings, the embedded database
 * in a data directory of its own, with its buffer pool), one proxy trusted so each simulated client
 * can name its own address; for the benches that poke at it. The directory goes with `close`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../src/server.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { multipart } from '../test/fixtures/documents.ts';

export async function startInProcess() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tailor-bench-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const app = await buildServer({
    config: loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: '1',
    }),
    database,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;

  const json = (method: string, path: string, body: unknown, token?: string, client = '192.0.2.1') =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': client,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  /** A new account signed in from `client`: its token. */
  const signUp = async (email: string, client = '192.0.2.1') => {
    const password = 'long-enough-password';
    await json('POST', '/auth/signup', { email, fullname: 'Bench User', password }, undefined, client);
    const session = (await (
      await json('POST', '/auth/login', { email, password }, undefined, client)
    ).json()) as {
      jwt: { access_token: string };
    };
    return session.jwt.access_token;
  };

  /** POST /resumes/{title} with `bytes` as the file. */
  const upload = (token: string, bytes: Uint8Array, filename = 'cv.docx', title = 'Bench') => {
    const { payload, headers } = multipart(bytes, filename);
    return fetch(`${base}/resumes/${title}`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: payload,
    });
  };

  const close = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, base, json, signUp, upload, close };
}

/** The value at quantile `q` of `xs` (sorted in place), rounded to the millisecond. */
export function quantile(xs: number[], q: number): number {
  xs.sort((a, b) => a - b);
  return Math.round(xs[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0);
}
