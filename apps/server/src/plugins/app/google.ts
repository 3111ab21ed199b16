import fp from 'fastify-plugin';
import { and, eq, isNull } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import { ErrorCode } from '@tailor/contract';
import { AppError } from '../../errors.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from './auth.ts';

/** Google signs ID tokens with both spellings of its issuer. */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    google: {
      readonly enabled: boolean;
      /** Checks signature (RS256, Google's keys), audience, issuer, expiry and email_verified. */
      verifyIdToken(idToken: string): Promise<GoogleIdentity>;
      /** The account of this Google identity: found by its subject, else by its email, else created. */
      signIn(idToken: string): Promise<UserRow>;
    };
  }
}

const rejected = (detail = 'Google sign-in failed: the token could not be verified') =>
  new AppError(ErrorCode.googleTokenInvalid, 401, detail);

const fullnameFrom = (claims: JWTPayload, email: string) => {
  const name = typeof claims.name === 'string' ? claims.name.trim() : '';
  return (name || email.split('@')[0] || email).slice(0, 120);
};

export default fp<{ clientId: string | undefined; jwksUrl: string }>(
  async (app, opts) => {
    const jwks = createRemoteJWKSet(new URL(opts.jwksUrl), {
      timeoutDuration: 5000,
      cooldownDuration: 30_000,
    });

    const verifyIdToken = async (idToken: string): Promise<GoogleIdentity> => {
      if (!opts.clientId) {
        throw new AppError(ErrorCode.featureDisabled, 400, 'Google sign-in is not configured on this server');
      }
      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(idToken, jwks, {
          algorithms: ['RS256'],
          audience: opts.clientId,
          issuer: GOOGLE_ISSUERS,
          requiredClaims: ['sub', 'exp'],
        }));
      } catch (err) {
        if (err instanceof joseErrors.JWKSTimeout || !(err instanceof joseErrors.JOSEError)) {
          app.log.warn(
            { err: { name: (err as Error).name, message: (err as Error).message } },
            'Google keys unavailable',
          );
          throw new AppError(
            ErrorCode.internal,
            502,
            'Google sign-in is unavailable right now. Please try again.',
          );
        }
        throw rejected();
      }
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
      if (!email || !claims.sub) throw rejected('Google sign-in failed: the token carries no email');
      // Google sends a boolean; some older tokens carried the string "true".
      if (claims.email_verified !== true && claims.email_verified !== 'true') {
        throw rejected('Google sign-in failed: this Google account has no verified email');
      }
      return { sub: claims.sub, email, name: fullnameFrom(claims, email) };
    };

    const findBySub = async (sub: string) => {
      const [row] = await app.db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
      return row;
    };

    const linkOrCreate = async (identity: GoogleIdentity): Promise<UserRow> => {
      const bySub = await findBySub(identity.sub);
      if (bySub) return bySub;
      const byEmail = await app.users.findByEmail(identity.email);
      if (byEmail) {
        // Google vouches for the address, so the existing account is this person's.
        if (byEmail.googleSub && byEmail.googleSub !== identity.sub) {
          throw rejected('This email is already linked to another Google account');
        }
        const [linked] = await app.db
          .update(users)
          .set({ googleSub: identity.sub, updatedAt: new Date() })
          .where(and(eq(users.id, byEmail.id), isNull(users.googleSub)))
          .returning();
        return linked ?? (await findBySub(identity.sub)) ?? byEmail;
      }
      try {
        return await app.users.signup({
          email: identity.email,
          fullname: identity.name,
          password: null,
          googleSub: identity.sub,
        });
      } catch (err) {
        // Two first sign-ins at once: the other request created the account.
        if (err instanceof AppError && err.code === ErrorCode.emailTaken) {
          const winner = await findBySub(identity.sub);
          if (winner) return winner;
        }
        throw err;
      }
    };

    app.decorate('google', {
      enabled: Boolean(opts.clientId),
      verifyIdToken,
      async signIn(idToken: string) {
        const user = await linkOrCreate(await verifyIdToken(idToken));
        const [updated] = await app.db
          .update(users)
          .set({ lastLoginAt: new Date() })
          .where(eq(users.id, user.id))
          .returning();
        return updated ?? user;
      },
    });
  },
  { name: 'google', dependencies: ['db', 'users'] },
);
