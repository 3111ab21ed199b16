/**
 * Floods for the hostile benchmark (hostile.ts): clients in a process of their own send requests
 * back to back while /api/health is polled, and what the server answered meanwhile.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setPriority } from 'node:os';
import { quantile, type startServerProcess } from './server-process.ts';

type BenchServer = Awaited<ReturnType<typeof startServerProcess>>;

/**
 * Clients in a process of their own (so their sending costs the server's event loop nothing): each
 * sends its request back to back until `seconds` have passed, then the answers' counts by client
 * name are printed. Read from stdin: { seconds, clients: [{ name, url, headers, body (base64) }] }.
 */
const FLOOD_CLIENTS = `
const spec = JSON.parse(await new Promise((r) => { let d = ''; process.stdin.on('data', (c) => (d += c)).on('end', () => r(d)); }));
const until = performance.now() + spec.seconds * 1000;
const statuses = {};
await Promise.all(spec.clients.map(async ({ name, url, headers, body }) => {
const bytes = Buffer.from(body, 'base64');
const counts = (statuses[name] ??= {});
while (performance.now() < until) {
  const res = await fetch(url, { method: 'POST', headers, body: bytes }).catch(() => undefined);
  await res?.arrayBuffer().catch(() => undefined);
  const key = res ? res.status : 'reset';
  counts[key] = (counts[key] ?? 0) + 1;
}
}));
console.log(JSON.stringify(statuses));
`;

export interface FloodClient {
  name: string;
  path: string;
  headers: Record<string, string>;
  body: Uint8Array | string;
}

/**
 * /api/health polled every 10 ms while `clients` flood the server for `seconds`: its p50, p99 and
 * slowest answer, the answers the clients got, and the process's highest RSS meanwhile. `during`
 * runs alongside (its result is returned as well).
 */
export async function healthUnderFlood<T>(
  server: BenchServer,
  clients: FloodClient[],
  seconds: number,
  during?: () => Promise<T>,
) {
  const { base } = server;
  const flood = spawn(process.execPath, ['--input-type=module', '-e', FLOOD_CLIENTS], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  if (process.env.HOSTILE_CLIENTS_NICE) setPriority(flood.pid!, Number(process.env.HOSTILE_CLIENTS_NICE));
  flood.stdin.end(
    JSON.stringify({
      seconds,
      clients: clients.map((c) => ({
        name: c.name,
        url: `${base}${c.path}`,
        headers: c.headers,
        body: Buffer.from(c.body).toString('base64'),
      })),
    }),
  );
  let out = '';
  flood.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const finished = once(flood, 'exit');
  const times: number[] = [];
  let running = true;
  let rssMaxMb = 0;
  void finished.then(() => (running = false));
  // How long the server's event loop was held, apart from how slow the machine was to answer.
  await server.loopDelay();
  const alongside = during?.();
  while (running) {
    const t = performance.now();
    await fetch(`${base}/health`);
    times.push(performance.now() - t);
    rssMaxMb = Math.max(rssMaxMb, server.rssMb());
    await new Promise((r) => setTimeout(r, 10));
  }
  const loop = await server.loopDelay();
  const statuses = JSON.parse(out || '{}') as Record<string, Record<string, number>>;
  return {
    ...loop,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    max: quantile(times, 1),
    polls: times.length,
    statuses,
    rssMaxMb,
    alongside: await alongside,
  };
}
