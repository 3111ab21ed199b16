import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { eq } from 'drizzle-orm';
import { ErrorCode, TOKEN_INVALID_DETAIL } from '@tailor/contract';
import { AppError } from '../../errors.ts';
import { users } from '../../db/schema.ts';
import { isUuid } from '../../lib/http.ts';

export type UserRow = typeof users.$inferSelect;

export interface IssuedToken {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: {
      issue(user: Pick<UserRow, 'id' | 'tokenVersion'>): Promise<IssuedToken>;
    };
    /** preHandler: a valid bearer token of a live user, else 401. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow;
  }
}

interface VerifiedClaims {
  sub: string;
  tv: unknown;
  expMs: number;
}

/** Verified tokens remembered per process (about 100 bytes each plus the token). */
const VERIFIED_TOKENS_MAX = 10_000;

const tokenInvalid = () => new AppError(ErrorCode.tokenInvalid, 401, TOKEN_INVALID_DETAIL);

export default fp<{ secret: string; ttlSeconds: number }>(
  async (app, opts) => {
    const key = new TextEncoder().encode(opts.secret);

    app.decorate('tokens', {
      async issue(user) {
        const token = await new SignJWT({ tv: user.tokenVersion })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(user.id)
          .setIssuedAt()
          .setExpirationTime(`${opts.ttlSeconds}s`)
          .sign(key);
        return { access_token: token, token_type: 'bearer' as const, expires_in: opts.ttlSeconds };
      },
    });

    app.decorateRequest('user', null as unknown as UserRow);

    /**
     * Tokens whose signature already checked out, with their claims, until they expire. The same
     * bytes always verify the same way, so a repeat costs a map lookup instead of an HMAC; whether
     * the session still stands (token version, deleted account) is checked on every request below.
     */
    const verified = new Map<string, VerifiedClaims>();
    const verify = async (token: string): Promise<VerifiedClaims> => {
      const known = verified.get(token);
      if (known && known.expMs > Date.now()) return known;
      if (known) verified.delete(token);
      let claims: VerifiedClaims;
      try {
        // A token without an expiry would never end: refused like a forged one.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || !isUuid(payload.sub)) throw tokenInvalid();
        claims = { sub: payload.sub, tv: payload.tv, expMs: payload.exp! * 1000 };
      } catch (err) {
        if (err instanceof AppError || err instanceof joseErrors.JOSEError) throw tokenInvalid();
        throw err;
      }
      // Bounded: the oldest entry goes first (a Map keeps insertion order).
      if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
      verified.set(token, claims);
      return claims;
    };

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header) throw new AppError(ErrorCode.unauthorized, 401, 'Not authenticated');
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw tokenInvalid();
      const { sub, tv } = await verify(match[1]!);
      const user = await app.sessionCache.load(sub, async () => {
        const [row] = await app.db.select().from(users).where(eq(users.id, sub)).limit(1);
        return row;
      });
      // A deleted account or a password change since the token was issued ends the session.
      if (!user || user.tokenVersion !== tv) throw tokenInvalid();
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['db', 'session-cache'] },
);
