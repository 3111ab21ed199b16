import fp from 'fastify-plugin';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { ErrorCode } from '@tailor/contract';
import { AppError } from '../../errors.ts';
import {
  generations,
  jobs,
  resumeFiles,
  resumes,
  stripeCustomers,
  subscriptions,
  usageEvents,
  users,
} from '../../db/schema.ts';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords.ts';
import type { UserRow } from './auth.ts';
import { LIVE_STATUSES } from './billing/index.ts';

/** An account without a password proves it is its owner by a sign-in this recent. */
export const RECENT_SIGN_IN_SECONDS = 10 * 60;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export interface AccountExport {
  exported_at: string;
  user: {
    id: string;
    email: string;
    fullname: string;
    plan: string;
    language: string;
    has_password: boolean;
    google_linked: boolean;
    created_at: string;
    last_login_at: string | null;
  };
  resumes: Array<{
    uuid: string;
    title: string;
    filename: string;
    created_at: string;
    updated_at: string;
    resume_data: unknown;
    original: { content_type: string; size_bytes: number; sha256: string } | null;
  }>;
  jobs: Array<{
    uuid: string;
    position: string;
    employer: string;
    job_description: string;
    gen_count: number;
    created_at: string;
    updated_at: string;
  }>;
  generations: Array<{
    id: string;
    job_uuid: string;
    resume_uuid: string | null;
    engine: string;
    language: string;
    match: unknown;
    tailored_resume: unknown;
    cover_letter: unknown;
    created_at: string;
  }>;
  usage: Array<{ kind: string; status: string; created_at: string }>;
  subscriptions: Array<{
    stripe_subscription_id: string;
    plan_name: string;
    status: string;
    amount: number;
    currency: string;
    interval: string;
    current_period_start: string | null;
    due_date: string | null;
    cancel_at_period_end: boolean;
  }>;
  billing_customers: Array<{ customer_id: string; email: string | null }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    account: {
      /** Everything stored about the user, as one JSON document (originals described, not included). */
      exportData(user: UserRow): Promise<AccountExport>;
      /**
       * Deletes the account and every row and file of it. Confirmed by the password, or for an account
       * without one by a sign-in in the last 10 minutes (`signedInAt`, the token's issue time).
       */
      deleteAccount(user: UserRow, confirm: { password?: string; signedInAt?: number }): Promise<void>;
    };
  }
}

export default fp(
  async (app) => {
    const customerIdsOf = async (user: UserRow) => {
      const rows = await app.db
        .select({ id: stripeCustomers.customerId })
        .from(stripeCustomers)
        .where(eq(stripeCustomers.userId, user.id));
      const ids = new Set(rows.map((r) => r.id));
      if (user.stripeCustomerId) ids.add(user.stripeCustomerId);
      return [...ids];
    };

    const subscriptionsOf = async (user: UserRow, customerIds: string[]) =>
      app.db
        .select()
        .from(subscriptions)
        .where(
          customerIds.length
            ? or(eq(subscriptions.userId, user.id), inArray(subscriptions.stripeCustomerId, customerIds))
            : eq(subscriptions.userId, user.id),
        )
        .orderBy(asc(subscriptions.createdAt));

    app.decorate('account', {
      async exportData(user: UserRow): Promise<AccountExport> {
        const customerIds = await customerIdsOf(user);
        const [resumeRows, jobRows, generationRows, usageRows, subscriptionRows, customerRows] =
          await Promise.all([
            app.db
              .select({
                resume: resumes,
                contentType: resumeFiles.contentType,
                sizeBytes: resumeFiles.sizeBytes,
                sha256: resumeFiles.sha256,
              })
              .from(resumes)
              .leftJoin(resumeFiles, eq(resumeFiles.resumeId, resumes.id))
              .where(eq(resumes.userId, user.id))
              .orderBy(asc(resumes.createdAt)),
            app.db.select().from(jobs).where(eq(jobs.userId, user.id)).orderBy(asc(jobs.createdAt)),
            app.db
              .select()
              .from(generations)
              .where(eq(generations.userId, user.id))
              .orderBy(asc(generations.createdAt)),
            // A pending reservation is a generation still running (or never finished): not yet usage.
            app.db
              .select()
              .from(usageEvents)
              .where(and(eq(usageEvents.userId, user.id), eq(usageEvents.status, 'done')))
              .orderBy(asc(usageEvents.createdAt)),
            subscriptionsOf(user, customerIds),
            customerIds.length
              ? app.db.select().from(stripeCustomers).where(inArray(stripeCustomers.customerId, customerIds))
              : Promise.resolve([]),
          ]);
        return {
          exported_at: new Date().toISOString(),
          user: {
            id: user.id,
            email: user.email,
            fullname: user.fullname,
            plan: app.limits.planOf(user),
            language: user.language,
            has_password: user.passwordHash !== null,
            google_linked: user.googleSub !== null,
            created_at: user.createdAt.toISOString(),
            last_login_at: iso(user.lastLoginAt),
          },
          resumes: resumeRows.map(({ resume, contentType, sizeBytes, sha256 }) => ({
            uuid: resume.id,
            title: resume.title,
            filename: resume.filename,
            created_at: resume.createdAt.toISOString(),
            updated_at: resume.updatedAt.toISOString(),
            resume_data: resume.data,
            original:
              contentType && sizeBytes !== null && sha256
                ? { content_type: contentType, size_bytes: sizeBytes, sha256 }
                : null,
          })),
          jobs: jobRows.map((j) => ({
            uuid: j.id,
            position: j.position,
            employer: j.employer,
            job_description: j.jobDescription,
            gen_count: j.genCount,
            created_at: j.createdAt.toISOString(),
            updated_at: j.updatedAt.toISOString(),
          })),
          generations: generationRows.map((g) => ({
            id: g.id,
            job_uuid: g.jobId,
            resume_uuid: g.resumeId,
            engine: g.engine,
            language: g.language,
            match: g.match,
            tailored_resume: g.tailoredResume,
            cover_letter: g.coverLetter,
            created_at: g.createdAt.toISOString(),
          })),
          usage: usageRows.map((u) => ({
            kind: u.kind,
            status: u.status,
            created_at: u.createdAt.toISOString(),
          })),
          subscriptions: subscriptionRows.map((s) => ({
            stripe_subscription_id: s.stripeSubscriptionId,
            ...app.billing.toSubscription(s),
          })),
          billing_customers: customerRows.map((c) => ({ customer_id: c.customerId, email: c.email })),
        };
      },

      async deleteAccount(user: UserRow, confirm: { password?: string; signedInAt?: number }) {
        if (user.passwordHash) {
          if (!confirm.password) {
            await verifyAgainstNothing('');
            throw new AppError(ErrorCode.validation, 400, 'password is required to delete your account');
          }
          if (!(await verifyPassword(user.passwordHash, confirm.password))) {
            throw new AppError(ErrorCode.wrongPassword, 400, 'Password is incorrect');
          }
        } else {
          const age = confirm.signedInAt === undefined ? Infinity : Date.now() / 1000 - confirm.signedInAt;
          if (!(age <= RECENT_SIGN_IN_SECONDS)) {
            throw new AppError(
              ErrorCode.forbidden,
              403,
              'Sign in again to confirm it is you, then delete your account',
            );
          }
        }

        const customerIds = await customerIdsOf(user);
        const live = (await subscriptionsOf(user, customerIds)).filter((s) =>
          (LIVE_STATUSES as readonly string[]).includes(s.status),
        );
        // Billing must stop with the account: cancelled at Stripe first, or the deletion does not happen.
        await app.stripe.cancelSubscriptions(live.map((s) => s.stripeSubscriptionId));

        await app.db.transaction(async (tx) => {
          if (customerIds.length) {
            await tx
              .delete(subscriptions)
              .where(and(inArray(subscriptions.stripeCustomerId, customerIds), isNull(subscriptions.userId)));
            await tx.delete(stripeCustomers).where(inArray(stripeCustomers.customerId, customerIds));
          }
          // Every other row of the user (resumes and their files, jobs, generations, usage,
          // subscriptions, reset codes) goes with it through ON DELETE CASCADE.
          await tx.delete(users).where(eq(users.id, user.id));
        });
        // Counters keyed by the email (sign-in, reset) or the id (renders) go too.
        await Promise.all([
          app.rateCounters.forgetOwner(user.email),
          app.rateCounters.forgetOwner(user.id),
          app.mailer.forgetRecipient(user.email),
        ]);
        app.log.info({ userId: user.id }, 'account deleted');
      },
    });
  },
  { name: 'account', dependencies: ['db', 'billing', 'limits', 'stripe', 'mailer', 'rate-counters'] },
);
