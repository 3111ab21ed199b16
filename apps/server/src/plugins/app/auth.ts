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

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header) throw new AppError(ErrorCode.unauthorized, 401, 'Not authenticated');
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw tokenInvalid();
      let sub: string;
      let tv: unknown;
      try {
        // A token without an expiry would never end: refused like a forged one.
        const { payload } = await jwtVerify(match[1]!, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
        if (typeof payload.sub !== 'string') throw tokenInvalid();
        sub = payload.sub;
        tv = payload.tv;
      } catch (err) {
        if (err instanceof AppError || err instanceof joseErrors.JOSEError) throw tokenInvalid();
        throw err;
      }
      if (!isUuid(sub)) throw tokenInvalid();
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
