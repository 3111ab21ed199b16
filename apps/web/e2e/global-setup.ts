import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { missingChromium } from './chromium.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
const serverEntry = join(repoRoot, 'apps', 'server', 'dist', 'server.js');
const webIndex = join(repoRoot, 'apps', 'web', 'dist', 'index.html');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });

/** Newest modification time under a folder, to tell whether the built SPA is older than its source. */
const newestChange = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }, 0);

const webIsStale = () => {
  if (!existsSync(webIndex)) return true;
  const built = statSync(webIndex).mtimeMs;
  const web = join(repoRoot, 'apps', 'web');
  // The SPA bundles the contract's schemas too: a change there changes what the browser reads.
  const contract = join(repoRoot, 'packages', 'contract', 'src');
  return (
    newestChange(join(web, 'src')) > built ||
    newestChange(join(web, 'public')) > built ||
    newestChange(contract) > built
  );
};

const build = (workspace: string) => {
  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`npm run build -w ${workspace} failed`);
};

const waitForHealth = async (url: string, server: ChildProcess, logs: () => string) => {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (code ${server.exitCode}):\n${logs()}`);
    try {
      const answer = await fetch(`${url}/api/health`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy in time:\n${logs()}`);
};

export default async function setup(project: TestProject) {
  // A single spec started with `npx vitest` skips the npm script's check: stop here before building.
  const problem = missingChromium();
  if (problem) throw new Error(problem);
  if (webIsStale() || process.env.E2E_REBUILD === '1') build('@tailor/web');
  // The server bundle takes about a second: always test the current sources.
  build('@tailor/server');

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tailor-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  try {
    await waitForHealth(baseURL, server, () => output);
  } catch (error) {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
