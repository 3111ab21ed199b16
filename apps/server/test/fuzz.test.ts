import { expect, test } from 'vitest';
import { ErrorCode } from '@tailor/contract';
import { app, operations, requests } from './fuzz-setup.ts';
import { MARK } from './fuzz-values.ts';

/**
 * Malformed requests generated from the OpenAPI document, so a new route is fuzzed as soon as it
 * is declared. Every answer must be below 500; every 4xx exactly {detail, code} with a known code
 * and never echoing what was sent (each hostile value carries MARK); /api/health stays fast.
 */

const codes = new Set<string>(Object.values(ErrorCode));

test(
  'malformed requests to every route: never 5xx, every 4xx is {detail, code} without echo, health keeps answering',
  { timeout: 240_000 },
  async () => {
    expect(requests.length).toBeGreaterThanOrEqual(2000);
    const failures: string[] = [];
    let done = false;
    let healthAnswers = 0;
    const health = (async () => {
      while (!done) {
        const res = await app.inject({ method: 'GET', url: '/api/health' });
        healthAnswers++;
        if (res.statusCode !== 200) failures.push(`health answered ${res.statusCode}`);
        await new Promise((r) => setImmediate(r));
      }
    })();

    let next = 0;
    const statuses = new Map<number, number>();
    const worker = async () => {
      while (next < requests.length) {
        const r = requests[next++]!;
        const res = await app.inject({
          method: r.method as 'GET',
          url: r.url,
          headers: r.headers,
          payload: r.payload,
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const where = `${r.method} ${r.url.slice(0, 80)} (${r.why})`;
        if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (res.statusCode >= 400) {
          let body: Record<string, unknown> | undefined;
          try {
            body = res.json();
          } catch {
            failures.push(`${where}: ${res.statusCode} answered no JSON`);
            continue;
          }
          const keys = Object.keys(body ?? {})
            .sort()
            .join(',');
          if (keys !== 'code,detail') failures.push(`${where}: ${res.statusCode} answered keys ${keys}`);
          else if (typeof body!.detail !== 'string' || !codes.has(body!.code as string))
            failures.push(`${where}: bad detail or code ${res.body.slice(0, 120)}`);
          if (res.body.includes(MARK))
            failures.push(`${where}: the answer echoes the input: ${res.body.slice(0, 160)}`);
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: 6 }, worker));
    done = true;
    await health;

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `fuzz: ${requests.length} requests over ${operations.length} operations in ${seconds} s; statuses ${JSON.stringify(Object.fromEntries(statuses))}; ${healthAnswers} health answers meanwhile`,
    );
    expect(failures.slice(0, 30)).toEqual([]);
    expect(healthAnswers).toBeGreaterThan(0);
  },
);
