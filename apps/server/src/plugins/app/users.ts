import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { ErrorCode, type LoginResponse, type PlanId, type User } from '@tailor/contract';
import { AppError } from '../../errors.ts';
import { users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import {
  hashPassword,
  verifyAgainstNothing,
  verifyPassword,
  type PasswordHashCost,
} from '../../lib/passwords.ts';
import { assertStrongPassword } from '../../lib/password-strength.ts';
import type { IssuedToken, UserRow } from './auth.ts';
import { LONG_SCOPE_PREFIX, type RateRule } from './rate-counters.ts';

/**
 * Sign-in throttling, shared by every instance (kept in the database). Guessing is stopped per
 * email AND client: a client that got one account's password wrong `perClient.max` times waits,
 * alone. Guessing one account from many addresses meets `perEmail`, a ceiling on every attempt on
 * that email; past it, only clients that signed in to the account before (within `trusted`) get
 * through, so the owner is never locked out by someone else's guesses from their usual place.
 * Every count is taken before the password is checked, so parallel attempts cannot pass a limit.
 */
export const LOGIN_THROTTLE = {
  perClient: { max: 5, windowMs: 15 * 60 * 1000 },
  perEmail: { max: 50, windowMs: 15 * 60 * 1000 },
  trusted: { max: 1, windowMs: 30 * 24 * 3600 * 1000 },
};
const SCOPE_CLIENT = 'login-client';
const SCOPE_EMAIL = 'login-email';
const SCOPE_TRUSTED = `${LONG_SCOPE_PREFIX}login-trusted`;

declare module 'fastify' {
  interface FastifyInstance {
    users: {
      toUser(row: UserRow): User;
      findByEmail(email: string): Promise<UserRow | undefined>;
      findById(id: string): Promise<UserRow | undefined>;
      signup(input: {
        email: string;
        fullname: string;
        password: string | null;
        googleSub?: string;
      }): Promise<UserRow>;
      /** `client` is the caller's address: failures are counted per email and client together. */
      login(email: string, password: string, client: string): Promise<UserRow>;
      /** The answer of every successful sign-in: token, user, subscription, metrics. */
      sessionFor(user: UserRow): Promise<LoginResponse>;
      updateProfile(user: UserRow, fullname: string): Promise<UserRow>;
      /** Sets a new password and ends every other session; answers a token for this one. */
      changePassword(user: UserRow, current: string, next: string): Promise<IssuedToken>;
      /** Signs out: the token version moves on, so no token issued before now works anywhere. */
      signOut(user: UserRow): Promise<void>;
      /** Sets a password and bumps the token version (reset flow, no current password). */
      setPassword(userId: string, password: string): Promise<UserRow>;
      /** Puts the account with this email (any case) on a plan, whatever its billing says; undefined when there is none. */
      setPlan(email: string, plan: PlanId): Promise<UserRow | undefined>;
    };
  }
}

export default fp<{ loginThrottle?: typeof LOGIN_THROTTLE; passwordHashCost?: PasswordHashCost }>(
  async (app, opts) => {
    const throttle = opts.loginThrottle ?? LOGIN_THROTTLE;
    const cost = opts.passwordHashCost ?? 'standard';
    const findByEmail = async (email: string) => {
      const [row] = await app.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
        .limit(1);
      return row;
    };
    const findById = async (id: string) => {
      const [row] = await app.db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    };

    app.decorate('users', {
      toUser: (row: UserRow): User => ({
        id: row.id,
        email: row.email,
        fullname: row.fullname,
        plan: app.limits.planOf(row),
      }),
      findByEmail,
      findById,
      async signup({ email, fullname, password, googleSub }) {
        if (password !== null) await assertStrongPassword(password, [email, fullname]);
        const passwordHash = password === null ? null : await hashPassword(password, cost);
        try {
          const [row] = await app.db
            .insert(users)
            .values({ email: email.trim().toLowerCase(), fullname, passwordHash, googleSub })
            .returning();
          return row!;
        } catch (err) {
          if (isUniqueViolation(err)) {
            throw new AppError(ErrorCode.emailTaken, 409, 'An account with this email already exists');
          }
          throw err;
        }
      },
      async login(email, password, client) {
        const rc = app.rateCounters;
        const pair = `${email.trim().toLowerCase()}\n${client}`;
        const now = new Date();
        // This client's failures on this email: counted now, given back if the password is right.
        if ((await rc.take(SCOPE_CLIENT, pair, throttle.perClient, now)) > throttle.perClient.max) {
          throw rc.tooMany(throttle.perClient, now);
        }
        const overCeiling =
          (await rc.take(SCOPE_EMAIL, email, throttle.perEmail, now)) > throttle.perEmail.max;
        if (overCeiling && (await rc.recent(SCOPE_TRUSTED, pair, throttle.trusted as RateRule, now)) === 0) {
          throw rc.tooMany(throttle.perEmail, now);
        }
        const refuse = () => new AppError(ErrorCode.invalidCredentials, 401, 'Incorrect email or password');
        const row = await findByEmail(email);
        if (!row || !row.passwordHash) {
          await verifyAgainstNothing(password);
          throw refuse();
        }
        if (!(await verifyPassword(row.passwordHash, password))) throw refuse();
        // The right password: this client's earlier failures are forgiven and it is vouched for.
        await Promise.all([
          rc.forget(SCOPE_CLIENT, pair),
          rc.giveBack(SCOPE_EMAIL, email, throttle.perEmail, now),
          rc.take(SCOPE_TRUSTED, pair, throttle.trusted as RateRule, now),
        ]);
        const [updated] = await app.db
          .update(users)
          .set({ lastLoginAt: new Date() })
          .where(eq(users.id, row.id))
          .returning();
        return updated ?? row;
      },
      async sessionFor(user) {
        const [jwt, subscription, metrics] = await Promise.all([
          app.tokens.issue(user),
          app.billing.findSubscription(user.id),
          app.limits.metrics(user),
        ]);
        return {
          jwt,
          user: app.users.toUser(user),
          subscription: subscription ? app.billing.toSubscription(subscription) : null,
          metrics,
        };
      },
      async updateProfile(user, fullname) {
        const [row] = await app.db
          .update(users)
          .set({ fullname, updatedAt: new Date() })
          .where(eq(users.id, user.id))
          .returning();
        return row!;
      },
      async changePassword(user, current, next) {
        if (!user.passwordHash || !(await verifyPassword(user.passwordHash, current))) {
          throw new AppError(ErrorCode.wrongPassword, 400, 'Current password is incorrect');
        }
        const row = await app.users.setPassword(user.id, next);
        return app.tokens.issue(row);
      },
      async signOut(user) {
        await app.db
          .update(users)
          .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
          .where(eq(users.id, user.id));
      },
      async setPassword(userId, password) {
        const known = await findById(userId);
        await assertStrongPassword(password, known ? [known.email, known.fullname] : []);
        const passwordHash = await hashPassword(password, cost);
        const [row] = await app.db
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning();
        if (!row) throw new AppError(ErrorCode.notFound, 404, 'User not found');
        return row;
      },
      async setPlan(email, plan) {
        const [row] = await app.db
          .update(users)
          .set({ plan, updatedAt: new Date() })
          .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
          .returning();
        // Every instance forgets the user it may hold with the old plan.
        if (row) await app.sessionCache.invalidate(row.id);
        return row;
      },
    });
  },
  { name: 'users', dependencies: ['db', 'auth', 'billing', 'limits', 'rate-counters', 'session-cache'] },
);
