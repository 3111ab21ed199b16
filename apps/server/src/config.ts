import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_CURRENCY, DEFAULT_INTERVAL, type PlanId } from '@tailor/contract';
import { parseDuration, parsePlanPrices, parsePricePlans, parseTrustProxy } from './config-values.ts';
import { projectRoot } from './environment.ts';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const optionalUrl = (what: string) =>
  optionalText.refine((v) => v === undefined || URL.canParse(v), { error: `${what} must be a URL` });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ error: 'PORT must be a number' }).int().min(0).max(65535).default(8787),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    error: 'DATABASE_URL must start with postgres:// or postgresql://',
  }),
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    error: 'JWT_SECRET must be at least 32 characters',
  }),
  JWT_TTL: z
    .string()
    .default('7d')
    .refine((v) => parseDuration(v) !== undefined, { error: 'JWT_TTL must look like 7d, 12h, 30m or 3600' }),
  PUBLIC_URL: optionalUrl('PUBLIC_URL'),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('')
    .refine((v) => parseTrustProxy(v) !== undefined, {
      error: 'TRUST_PROXY must be false, a hop count (true is 1) or a list of proxy addresses/CIDRs',
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AI_BASE_URL: optionalUrl('AI_BASE_URL'),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  AI_CONCURRENCY: z.coerce
    .number({ error: 'AI_CONCURRENCY must be a number' })
    .int({ error: 'AI_CONCURRENCY must be a whole number' })
    .min(1, { error: 'AI_CONCURRENCY must be at least 1' })
    .max(1000)
    .default(4),
  AI_QUEUE_TIMEOUT_MS: z.coerce
    .number({ error: 'AI_QUEUE_TIMEOUT_MS must be a number' })
    .int()
    .min(0)
    .default(30_000),
  RENDER_WORKERS: z.coerce
    .number({ error: 'RENDER_WORKERS must be a number' })
    .int({ error: 'RENDER_WORKERS must be a whole number' })
    .min(1, { error: 'RENDER_WORKERS must be at least 1' })
    .max(64)
    .optional(),
  RENDER_CACHE_MB: z.coerce
    .number({ error: 'RENDER_CACHE_MB must be a number' })
    .min(0)
    .max(16_384)
    .default(64),
  // Empty is unset (coerced, '' would be a grace of 0).
  SHUTDOWN_GRACE_MS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'SHUTDOWN_GRACE_MS must be a number' })
      .int({ error: 'SHUTDOWN_GRACE_MS must be a whole number of milliseconds' })
      .min(0, { error: 'SHUTDOWN_GRACE_MS must not be negative' })
      .max(3_600_000, { error: 'SHUTDOWN_GRACE_MS must be at most an hour' })
      .default(25_000),
  ),
  PASSWORD_HASH_COST: z.enum(['standard', 'low']).default('standard'),
  SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    error: 'SMTP_URL must start with smtp:// or smtps://',
  }),
  MAIL_FROM: z.string().trim().default('Tailor <no-reply@tailor.local>'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.string().trim().default('https://www.googleapis.com/oauth2/v3/certs'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_PRICING_TABLE_ID: optionalText,
  STRIPE_PRICE_PLANS: z.string().default(''),
  STRIPE_API_BASE: optionalUrl('STRIPE_API_BASE'),
  BILLING_PORTAL_URL: optionalUrl('BILLING_PORTAL_URL'),
  PLAN_PRICES: z.string().default(''),
  PLAN_CURRENCY: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, { error: 'PLAN_CURRENCY must be a three-letter currency code such as USD' })
    .transform((v) => v.toUpperCase())
    .default(DEFAULT_CURRENCY),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwt: { secret: string; ttlSeconds: number };
  publicUrl: string;
  logLevel: string;
  /**
   * Behind a load balancer: how many proxies (X-Forwarded-For entries, from the right) to believe,
   * or which addresses are proxies, so rate limits see the client's address. Never "all of them".
   */
  trustProxy: false | number | string[];
  /**
   * The model: at most `concurrency` calls at once in this process; the others wait in line up to
   * `queueTimeoutMs`, then answer 503.
   */
  ai:
    | {
        baseUrl: string;
        apiKey: string | undefined;
        model: string;
        timeoutMs: number;
        concurrency: number;
        queueTimeoutMs: number;
      }
    | undefined;
  /** Rendering: `workers` threads (one per core unless set), rendered documents kept up to `cacheMb`. */
  render: { workers: number; cacheMb: number };
  /** On SIGTERM/SIGINT, how long requests in flight get to finish before the process exits 1. */
  shutdownGraceMs: number;
  /** What a password's stored hash costs to make: `low` only under NODE_ENV=test. */
  passwordHashCost: 'standard' | 'low';
  mail: { smtpUrl: string | undefined; from: string };
  google: { clientId: string | undefined; jwksUrl: string };
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    publishableKey: string | undefined;
    pricingTableId: string | undefined;
    pricePlans: Map<string, PlanId>;
    apiBase: string | undefined;
  };
  billingPortalUrl: string | undefined;
  /** Prices shown on the pricing page: per paid plan, per `interval`, in `currency`. */
  prices: { amounts: Map<PlanId, number>; currency: string; interval: string };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The embedded mode keeps a generated secret in DATA_DIR so tokens survive restarts. */
function embeddedJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads the environment once at start-up; a bad value throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const pricePlans = parsePricePlans(e.STRIPE_PRICE_PLANS);
  if (typeof pricePlans === 'string') problems.push(`STRIPE_PRICE_PLANS: ${pricePlans}`);
  const planPrices = parsePlanPrices(e.PLAN_PRICES);
  if (typeof planPrices === 'string') problems.push(`PLAN_PRICES: ${planPrices}`);
  if (e.AI_BASE_URL && !e.AI_MODEL) problems.push('AI_MODEL: required when AI_BASE_URL is set');
  if (e.AI_MODEL && !e.AI_BASE_URL) problems.push('AI_BASE_URL: required when AI_MODEL is set');
  if (e.PASSWORD_HASH_COST === 'low' && e.NODE_ENV !== 'test')
    problems.push('PASSWORD_HASH_COST: low is for tests only (NODE_ENV=test)');
  if (problems.length) throw new ConfigError(problems);

  // Relative to the project root, whichever directory the process started in: `npm start`,
  // `npm run dev` and `npm run cli` share one database.
  const dataDir = resolve(projectRoot, e.DATA_DIR);
  const secret = e.JWT_SECRET ?? (e.DATABASE_URL ? undefined : embeddedJwtSecret(dataDir));
  if (!secret)
    throw new ConfigError(['JWT_SECRET: required when DATABASE_URL is set (instances must share it)']);

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwt: { secret, ttlSeconds: parseDuration(e.JWT_TTL)! },
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY)!,
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? {
            baseUrl: e.AI_BASE_URL,
            apiKey: e.AI_API_KEY,
            model: e.AI_MODEL,
            timeoutMs: e.AI_TIMEOUT_MS,
            concurrency: e.AI_CONCURRENCY,
            queueTimeoutMs: e.AI_QUEUE_TIMEOUT_MS,
          }
        : undefined,
    render: { workers: e.RENDER_WORKERS ?? availableParallelism(), cacheMb: e.RENDER_CACHE_MB },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    passwordHashCost: e.PASSWORD_HASH_COST,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      pricingTableId: e.STRIPE_PRICING_TABLE_ID,
      pricePlans: pricePlans as Map<string, PlanId>,
      apiBase: e.STRIPE_API_BASE,
    },
    billingPortalUrl: e.BILLING_PORTAL_URL,
    prices: {
      amounts: planPrices as Map<PlanId, number>,
      currency: e.PLAN_CURRENCY,
      interval: DEFAULT_INTERVAL,
    },
  };
}
