/**
 * The signed-in jobs list under load for the API benchmark (api.ts): alone, while other clients
 * upload and download, and on two server processes sharing one PostgreSQL.
 */
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  json,
  makePremium,
  newUser,
  root,
  sleep,
  startServer,
  uploadResume,
  download,
} from './api-client.ts';

/** A user with 10 applications, and `GET /api/jobs/` read by 10 connections for 10 s. */
export async function jobsList(base: string) {
  const lister = await newUser(base);
  for (let i = 0; i < 10; i++) {
    await json(
      base,
      'POST',
      '/api/jobs/',
      {
        position: `Engineer ${i}`,
        employer: 'Acme Logistics',
        job_description: 'Build and run the payments platform in TypeScript.',
      },
      lister,
    );
  }
  const cannon = await autocannon({
    url: `${base}/api/jobs/`,
    headers: { authorization: `Bearer ${lister}` },
    connections: 10,
    duration: 10,
  });
  return {
    lister,
    figures: {
      jobs_list_10_rps: Math.round(cannon.requests.average),
      jobs_list_10_p50_ms: cannon.latency.p50,
      jobs_list_10_p99_ms: cannon.latency.p99,
      jobs_list_errors: cannon.errors + cannon.non2xx,
    },
  };
}

/**
 * GET /api/jobs/ (the 10-row list of `lister`) for 10 s while four clients each upload a resume
 * and download it as PDF, again and again (each with its own premium users, two in turn).
 */
export async function jobsUnderLoad(base: string, lister: string, clients: string[][]) {
  let stop = false;
  let uploads = 0;
  let downloaded = 0;
  let failures = 0;
  const failed = new Set<string>();
  let n = 0;
  const client = async (tokens: string[]) => {
    for (let i = 0; !stop; i++) {
      const token = tokens[i % tokens.length]!;
      // A refusal answered before the body was read closes the connection: the client may see
      // the closed socket instead of the answer. Either way it is one failed upload.
      const res = await uploadResume(base, token, `Load ${n++}`).catch((err: Error) => err);
      if (res instanceof Error) {
        failures++;
        failed.add(`upload: ${(res.cause as Error | undefined)?.message ?? res.message}`);
        await sleep(100);
        continue;
      }
      if (res.status !== 201) {
        failures++;
        failed.add(`upload ${res.status}: ${(await res.text()).slice(0, 120)}`);
        await sleep(100);
        continue;
      }
      uploads++;
      const id = ((await res.json()) as { uuid: string }).uuid;
      try {
        await download(base, token, id);
        downloaded++;
      } catch (err) {
        failures++;
        failed.add((err as Error).message);
      }
    }
  };
  const running = clients.map(client);
  await sleep(1000);
  const cannon = await autocannon({
    url: `${base}/api/jobs/`,
    headers: { authorization: `Bearer ${lister}` },
    connections: 10,
    duration: 10,
  });
  stop = true;
  await Promise.all(running);
  if (failed.size) console.log(`load clients: ${[...failed].join('; ')}`);
  return {
    jobs_loaded_rps: Math.round(cannon.requests.average),
    jobs_loaded_p50_ms: cannon.latency.p50,
    jobs_loaded_p99_ms: cannon.latency.p99,
    jobs_loaded_errors: cannon.errors + cannon.non2xx,
    load_uploads: uploads,
    load_downloads: downloaded,
    load_failures: failures,
  };
}

/** The 10-row jobs list on two server processes sharing one port and one PostgreSQL (start:cluster). */
export async function runCluster(env: Record<string, string>) {
  const server = await startServer(
    { ...env, WORKERS: '2' },
    undefined,
    join(root, 'apps/server/dist/cluster.js'),
  );
  const { base } = server;
  const { lister, figures: jobsFigures } = await jobsList(base);
  const loadEmails: string[] = [];
  const loadTokens: string[] = [];
  for (let u = 0; u < 8; u++) loadTokens.push(await newUser(base, loadEmails));
  makePremium(loadEmails, env, server.dataDir);
  const loaded = await jobsUnderLoad(
    base,
    lister,
    [0, 1, 2, 3].map((c) => [loadTokens[2 * c]!, loadTokens[2 * c + 1]!]),
  );
  await server.stop();
  return {
    database: 'postgres, 2 workers',
    ...jobsFigures,
    ...loaded,
  };
}
