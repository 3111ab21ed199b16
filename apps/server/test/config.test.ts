import { expect, test } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../src/config.ts';
import { parseDuration } from '../src/config-values.ts';
import { loadDotEnv, projectRoot } from '../src/environment.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'tailor-config-'));

test('defaults give the embedded product on 127.0.0.1:8787 with a kept secret', () => {
  const dir = dataDir();
  const config = loadConfig({ DATA_DIR: dir });
  expect(config.port).toBe(8787);
  expect(config.host).toBe('127.0.0.1');
  expect(config.databaseUrl).toBeUndefined();
  expect(config.ai).toBeUndefined();
  expect(config.jwt.ttlSeconds).toBe(7 * 86400);
  expect(config.jwt.secret).toBe(readFileSync(join(dir, 'jwt-secret'), 'utf8'));
  expect(loadConfig({ DATA_DIR: dir }).jwt.secret).toBe(config.jwt.secret);
});

test('bad values stop start-up with every problem listed', () => {
  let error: unknown;
  try {
    loadConfig({
      DATA_DIR: dataDir(),
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      JWT_TTL: 'forever',
      SMTP_URL: 'http://mail',
    });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const problems = (error as ConfigError).problems.join('\n');
  expect(problems).toContain('PORT');
  expect(problems).toContain('DATABASE_URL must start with postgres://');
  expect(problems).toContain('JWT_TTL');
  expect(problems).toContain('SMTP_URL');
});

test('paired and shaped settings are checked', () => {
  expect(() => loadConfig({ DATA_DIR: dataDir(), AI_BASE_URL: 'http://127.0.0.1:1234/v1' })).toThrow(
    /AI_MODEL/,
  );
  expect(() => loadConfig({ DATA_DIR: dataDir(), STRIPE_PRICE_PLANS: 'price_1:gold' })).toThrow(
    /STRIPE_PRICE_PLANS/,
  );
  expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://x/y' })).toThrow(/JWT_SECRET/);
  expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrow(/at least 32/);
  const c = loadConfig({ DATA_DIR: dataDir(), STRIPE_PRICE_PLANS: 'price_a:pro, price_b:premium' });
  expect([...c.stripe.pricePlans]).toEqual([
    ['price_a', 'pro'],
    ['price_b', 'premium'],
  ]);
  expect(() => loadConfig({ DATA_DIR: dataDir(), PLAN_PRICES: 'free:0' })).toThrow(/PLAN_PRICES/);
  expect(() => loadConfig({ DATA_DIR: dataDir(), PLAN_PRICES: 'pro:cheap' })).toThrow(/PLAN_PRICES/);
  expect(() => loadConfig({ DATA_DIR: dataDir(), PLAN_CURRENCY: 'dollars' })).toThrow(/PLAN_CURRENCY/);
  const priced = loadConfig({
    DATA_DIR: dataDir(),
    PLAN_PRICES: 'pro:9, premium:19.5',
    PLAN_CURRENCY: 'eur',
  });
  expect(priced.prices).toEqual({
    amounts: new Map([
      ['pro', 9],
      ['premium', 19.5],
    ]),
    currency: 'EUR',
    interval: 'month',
  });
});

test('durations', () => {
  expect(parseDuration('7d')).toBe(604800);
  expect(parseDuration('12h')).toBe(43200);
  expect(parseDuration('3600')).toBe(3600);
  expect(parseDuration('0')).toBeUndefined();
  expect(parseDuration('soon')).toBeUndefined();
});

test('TRUST_PROXY takes a hop count or proxy addresses; true is one proxy, never every hop', () => {
  expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
  expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' }).trustProxy).toBe(1);
  expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
  expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, ::1' }).trustProxy).toEqual([
    '10.0.0.0/8',
    '127.0.0.1',
    '::1',
  ]);
  expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'loopback, fd00::/8' }).trustProxy).toEqual([
    'loopback',
    'fd00::/8',
  ]);
  for (const bad of ['everyone', '10.0.0.0/33', '1.2.3', '::::', '10.0.0.1/8/8', ','])
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
});

test('rendering uses one worker per core and 64 MB of kept documents unless told otherwise', () => {
  const defaults = loadConfig({ DATA_DIR: dataDir() });
  expect(defaults.render.workers).toBeGreaterThanOrEqual(1);
  expect(defaults.render.cacheMb).toBe(64);
  expect(loadConfig({ DATA_DIR: dataDir(), RENDER_WORKERS: '3', RENDER_CACHE_MB: '0' }).render).toEqual({
    workers: 3,
    cacheMb: 0,
  });
  expect(() => loadConfig({ DATA_DIR: dataDir(), RENDER_WORKERS: '0' })).toThrow(
    /RENDER_WORKERS must be at least 1/,
  );
});

test('a shutdown gives requests in flight 25 s unless SHUTDOWN_GRACE_MS says otherwise', () => {
  expect(loadConfig({ DATA_DIR: dataDir() }).shutdownGraceMs).toBe(25_000);
  expect(loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_GRACE_MS: '' }).shutdownGraceMs).toBe(25_000);
  expect(loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_GRACE_MS: '1500' }).shutdownGraceMs).toBe(1500);
  for (const bad of ['soon', '-1', '1.5'])
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_GRACE_MS: bad }), bad).toThrow(
      /SHUTDOWN_GRACE_MS/,
    );
});

test('passwords are hashed at the standard cost; the low one is refused outside tests', () => {
  expect(loadConfig({ DATA_DIR: dataDir() }).passwordHashCost).toBe('standard');
  expect(
    loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', PASSWORD_HASH_COST: 'low' }).passwordHashCost,
  ).toBe('low');
  for (const env of ['production', 'development'])
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: env, PASSWORD_HASH_COST: 'low' }), env).toThrow(
      /PASSWORD_HASH_COST: low is for tests only/,
    );
  expect(() => loadConfig({ DATA_DIR: dataDir(), PASSWORD_HASH_COST: 'none' })).toThrow(/PASSWORD_HASH_COST/);
});

test('a relative DATA_DIR is under the project root, whichever directory the process runs in', () => {
  const root = join(import.meta.dirname, '..', '..', '..');
  expect(JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).workspaces).toBeDefined();
  expect(projectRoot).toBe(root);
  const secret = { JWT_SECRET: 'a-secret-that-is-long-enough-for-the-check' };
  expect(loadConfig({ ...secret, DATA_DIR: './data' }).dataDir).toBe(join(root, 'data'));
  expect(loadConfig({ ...secret, DATA_DIR: 'var/tailor' }).dataDir).toBe(join(root, 'var', 'tailor'));
  expect(loadConfig({ ...secret }).dataDir).toBe(join(root, 'data'));
  const absolute = dataDir();
  expect(loadConfig({ ...secret, DATA_DIR: absolute }).dataDir).toBe(absolute);
});

test('a .env file fills the variables the environment lacks; the environment wins', () => {
  const file = join(dataDir(), '.env');
  writeFileSync(
    file,
    ['# settings', 'PORT=9999', 'LOG_LEVEL=debug', 'MAIL_FROM="Tailor <hello@example.com>"', ''].join('\n'),
  );
  const env: NodeJS.ProcessEnv = { PORT: '8080' };
  expect(loadDotEnv(file, env).sort()).toEqual(['LOG_LEVEL', 'MAIL_FROM']);
  expect(env).toEqual({ PORT: '8080', LOG_LEVEL: 'debug', MAIL_FROM: 'Tailor <hello@example.com>' });
  const config = loadConfig({ ...env, DATA_DIR: dataDir() });
  expect(config.port).toBe(8080);
  expect(config.mail.from).toBe('Tailor <hello@example.com>');
  // No file: nothing changes.
  const untouched: NodeJS.ProcessEnv = { PORT: '1' };
  expect(loadDotEnv(join(dataDir(), 'missing.env'), untouched)).toEqual([]);
  expect(untouched).toEqual({ PORT: '1' });
});
