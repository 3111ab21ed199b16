import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { ErrorCode, type LoginResponse, type User } from '@tailor/contract';
import { AppError } from '../../errors.ts';
import { users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/passwords.ts';
import type { IssuedToken, UserRow } from './auth.ts';

/** Failed sign-ins per email before even the right password waits for the window to end. */
export const LOGIN_FAILURES = { max: 10, windowMs: 15 * 60 * 1000 };
const LOGIN_FAILURES_SCOPE = 'login-failures';

declare module 'fastify' {
  interface FastifyInstance {
    users: {
      toUser(row: UserRow): User;
      findByEmail(email: string): Promise<UserRow | undefined>;
      findById(id: string): Promise<UserRow | undefined>;
      signup(input: { email: string; fullname: string; password: string | null; googleSub?: string }): Promise<UserRow>;
      login(email: string, password: string): Promise<UserRow>;
      /** The answer of every successful sign-in: token, user, subscription, metrics. */
      sessionFor(user: UserRow): Promise<LoginResponse>;
      updateProfile(user: UserRow, fullname: string): Promise<UserRow>;
      /** Sets a new password and ends every other session; answers a token for this one. */
      changePassword(user: UserRow, current: string, next: string): Promise<IssuedToken>;
      /** Sets a password and bumps the token version (reset flow, no current password). */
      setPassword(userId: string, password: string): Promise<UserRow>;
    };
  }
}

export default fp(
  async (app) => {
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
        const passwordHash = password === null ? null : await hashPassword(password);
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
      async login(email, password) {
        // Guessing one account's password from many addresses still meets this limit (shared by instances).
        await app.rateCounters.assertUnder(LOGIN_FAILURES_SCOPE, email, LOGIN_FAILURES);
        const refuse = async () => {
          await app.rateCounters.hit(LOGIN_FAILURES_SCOPE, email, LOGIN_FAILURES);
          return new AppError(ErrorCode.invalidCredentials, 401, 'Incorrect email or password');
        };
        const row = await findByEmail(email);
        if (!row || !row.passwordHash) {
          await verifyAgainstNothing(password);
          throw await refuse();
        }
        if (!(await verifyPassword(row.passwordHash, password))) throw await refuse();
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
      async setPassword(userId, password) {
        const passwordHash = await hashPassword(password);
        const [row] = await app.db
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning();
        if (!row) throw new AppError(ErrorCode.notFound, 404, 'User not found');
        return row;
      },
    });
  },
  { name: 'users', dependencies: ['db', 'auth', 'billing', 'limits', 'rate-counters'] },
);
