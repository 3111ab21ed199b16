import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export const TEST_GOOGLE_CLIENT_ID = 'tailor-test.apps.googleusercontent.com';

/** A stand-in for https://www.googleapis.com/oauth2/v3/certs: serves a JWKS of our own RS256 key. */
export async function startJwksServer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'test-key-1';
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  let requests = 0;
  const server = createServer((req, res) => {
    requests++;
    if (req.url !== '/oauth2/v3/certs') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** An ID token as Google would issue it; every claim can be overridden, and the key too. */
  async function signIdToken(
    claims: JWTPayload & { email?: string; email_verified?: unknown; name?: string } = {},
    options: { key?: CryptoKey; kid?: string; expiresInSeconds?: number } = {},
  ) {
    const now = Math.floor(Date.now() / 1000);
    const body: JWTPayload = {
      iss: 'https://accounts.google.com',
      aud: TEST_GOOGLE_CLIENT_ID,
      sub: String(100_000_000_000 + Math.floor(Math.random() * 1e10)),
      email_verified: true,
      iat: now,
      exp: now + (options.expiresInSeconds ?? 3600),
      ...claims,
    };
    return new SignJWT(body)
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid, typ: 'JWT' })
      .sign(options.key ?? privateKey);
  }

  return {
    url: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    kid,
    signIdToken,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
