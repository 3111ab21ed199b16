import { sql } from 'drizzle-orm';
import type { UncertainField } from '@tailor/contract';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fullname: text('fullname').notNull(),
    /** argon2id hash; null for accounts created through Google until a password is set. */
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    plan: text('plan').notNull().default('free'),
    /** Bumped on password change/reset: every token carrying an older version stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    language: text('language').notNull().default('en'),
    stripeCustomerId: text('stripe_customer_id'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_idx').on(t.googleSub),
    uniqueIndex('users_stripe_customer_idx').on(t.stripeCustomerId),
  ],
);

export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    filename: text('filename').notNull(),
    data: jsonb('data').notNull(),
    /** Fields the parser was unsure of when it read the upload ({path, reason, message}[]). */
    uncertainFields: jsonb('uncertain_fields').$type<UncertainField[]>().notNull().default([]),
    /**
     * The reading rules' edition that produced `data` (0: before editions were recorded). An upload
     * nobody has edited or checked is read again when the rules move on.
     */
    readerVersion: integer('reader_version').notNull().default(0),
    /** When the user said the parsed data is checked. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('resumes_user_idx').on(t.userId, t.createdAt)],
);

/** The uploaded original, kept apart so listing resumes never reads the bytes. */
export const resumeFiles = pgTable('resume_files', {
  resumeId: uuid('resume_id')
    .primaryKey()
    .references(() => resumes.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
});

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: text('position').notNull(),
    employer: text('employer').notNull(),
    jobDescription: text('job_description').notNull(),
    /** The posting's language as read when it was saved (null on rows saved before it was kept). */
    postingLanguage: text('posting_language'),
    genCount: integer('gen_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('jobs_user_updated_idx').on(t.userId, t.updatedAt)],
);

export const generations = pgTable(
  'generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    engine: text('engine').notNull(),
    language: text('language').notNull(),
    tailoredResume: jsonb('tailored_resume').notNull(),
    coverLetter: jsonb('cover_letter').notNull(),
    match: jsonb('match').notNull(),
    provenance: jsonb('provenance')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Both documents, rendered once when the generation succeeds (a failed render consumes nothing). */
    cvPdf: bytea('cv_pdf'),
    coverPdf: bytea('cover_pdf'),
    /** The stored CV read back by our reader (what an ATS finds), made with its PDF; null before. */
    readBack: jsonb('read_back'),
    createdAt: createdAt(),
  },
  (t) => [index('generations_job_idx').on(t.jobId, t.createdAt)],
);

/**
 * What counts against a plan's limits: every resume upload and every generation, kept even when
 * the resume or job is later deleted (resumes are lifetime, generations per period). A generation
 * is reserved as 'pending' before the engine runs and removed if it fails.
 */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // 'resume_upload' | 'application_create' | 'generation'
    status: text('status').notNull().default('done'), // 'pending' | 'done'
    /** The process holding a pending reservation: one that is gone left it behind (a crash). */
    holder: text('holder'),
    createdAt: createdAt(),
  },
  (t) => [index('usage_events_user_kind_idx').on(t.userId, t.kind, t.createdAt)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    stripeSubscriptionId: text('stripe_subscription_id').primaryKey(),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    priceId: text('price_id'),
    plan: text('plan').notNull(),
    status: text('status').notNull(),
    amount: integer('amount').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    interval: text('interval').notNull().default('month'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true, mode: 'date' }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Stripe's own timestamp of the state stored here, so an older event never overwrites a newer one. */
    stripeUpdatedAt: integer('stripe_updated_at').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_customer_idx').on(t.stripeCustomerId),
    index('subscriptions_user_idx').on(t.userId),
  ],
);

/** Stripe customers seen in webhooks, linked to a user as soon as one is known. */
export const stripeCustomers = pgTable('stripe_customers', {
  customerId: text('customer_id').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  email: text('email'),
  createdAt: createdAt(),
});

export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** One live reset code per user. */
export const passwordResetCodes = pgTable('password_reset_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
});

/** Fixed-window counters for limits that must hold across instances (e.g. reset codes per email). */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
