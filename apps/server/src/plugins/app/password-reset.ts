import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { ErrorCode, languageSchema, type Language } from '@tailor/contract';
import { AppError } from '../../errors.ts';
import { passwordResetCodes, users } from '../../db/schema.ts';
import { passwordResetMail } from '../../mail/password-reset.ts';
import type { RateRule } from './rate-counters.ts';

export const RESET_CODE_TTL_MINUTES = 10;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const INVALID_CODE_DETAIL = 'Invalid or expired code';

const HOUR = 3600_000;
/** Per email and per client IP; an email's counters hold whether or not an account exists. */
export const RESET_RATE_RULES = {
  requestPerEmail: { max: 5, windowMs: HOUR },
  requestPerIp: { max: 20, windowMs: HOUR },
  verifyPerEmail: { max: 25, windowMs: HOUR },
  verifyPerIp: { max: 50, windowMs: HOUR },
} satisfies Record<string, RateRule>;

export const RATE_SCOPES = {
  requestEmail: 'reset-request:email',
  requestIp: 'reset-request:ip',
  verifyEmail: 'reset-verify:email',
  verifyIp: 'reset-verify:ip',
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    passwordReset: {
      /** Issues a fresh code (replacing any live one) and mails it, if the account exists. Never reveals which. */
      request(input: { email: string; ip: string; language?: Language }): Promise<void>;
      /** Checks the code (single use, 5 tries, 10 minutes), sets the password, ends every session. */
      verify(input: { email: string; ip: string; otp: string; newPassword: string }): Promise<void>;
    };
  }
}

const invalidCode = () => new AppError(ErrorCode.invalidCode, 400, INVALID_CODE_DETAIL);

export default fp<{ secret: string }>(
  async (app, opts) => {
    // Keyed hash: a leaked table alone does not give the codes back, even though there are only 10^6 of them.
    const hashCode = (userId: string, code: string) =>
      createHmac('sha256', opts.secret).update(`password-reset:${userId}:${code}`).digest('hex');

    app.decorate('passwordReset', {
      async request({ email, ip, language }) {
        await app.rateCounters.hit(RATE_SCOPES.requestIp, ip, RESET_RATE_RULES.requestPerIp);
        await app.rateCounters.hit(RATE_SCOPES.requestEmail, email, RESET_RATE_RULES.requestPerEmail);
        const user = await app.users.findByEmail(email);
        if (!user) return;

        const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
        const now = new Date();
        const values = {
          codeHash: hashCode(user.id, code),
          expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000),
          attempts: 0,
          createdAt: now,
        };
        await app.db
          .insert(passwordResetCodes)
          .values({ userId: user.id, ...values })
          .onConflictDoUpdate({ target: passwordResetCodes.userId, set: values });

        const saved = languageSchema.safeParse(user.language);
        const mailLanguage = language ?? (saved.success ? saved.data : 'en');
        if (language && language !== user.language) {
          await app.db.update(users).set({ language }).where(eq(users.id, user.id));
        }
        app.mailer.sendInBackground({
          to: user.email,
          ...passwordResetMail(mailLanguage, {
            fullname: user.fullname,
            code,
            validMinutes: RESET_CODE_TTL_MINUTES,
          }),
        });
      },

      async verify({ email, ip, otp, newPassword }) {
        await app.rateCounters.hit(RATE_SCOPES.verifyIp, ip, RESET_RATE_RULES.verifyPerIp);
        await app.rateCounters.hit(RATE_SCOPES.verifyEmail, email, RESET_RATE_RULES.verifyPerEmail);
        const user = await app.users.findByEmail(email);
        if (!user) throw invalidCode();

        // The try is counted before the comparison, in one statement: parallel guesses cannot exceed the limit.
        const now = new Date();
        const [live] = await app.db
          .update(passwordResetCodes)
          .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
          .where(
            and(
              eq(passwordResetCodes.userId, user.id),
              lt(passwordResetCodes.attempts, RESET_CODE_MAX_ATTEMPTS),
              gt(passwordResetCodes.expiresAt, now),
            ),
          )
          .returning({ codeHash: passwordResetCodes.codeHash });
        if (!live) throw invalidCode();

        const given = Buffer.from(hashCode(user.id, otp), 'hex');
        const stored = Buffer.from(live.codeHash, 'hex');
        if (given.length !== stored.length || !timingSafeEqual(given, stored)) throw invalidCode();

        // Single use: only the request that removes the code may use it.
        const consumed = await app.db
          .delete(passwordResetCodes)
          .where(and(eq(passwordResetCodes.userId, user.id), eq(passwordResetCodes.codeHash, live.codeHash)))
          .returning({ userId: passwordResetCodes.userId });
        if (consumed.length === 0) throw invalidCode();

        await app.users.setPassword(user.id, newPassword);
      },
    });
  },
  { name: 'password-reset', dependencies: ['db', 'users', 'mailer', 'rate-counters'] },
);
