// `npm start`: builds the web app and the server when their build is missing or older than
// their sources, then runs the server (SPA + API on one origin).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

const root = new URL('..', import.meta.url).pathname;

// The project's .env, when there is one, for the builds (VITE_API_BASE) as for the server; a
// variable already set in the environment wins over the file.
const envFile = join(root, '.env');
if (existsSync(envFile)) {
  for (const [key, value] of Object.entries(parseEnv(readFileSync(envFile, 'utf8'))))
    process.env[key] ??= value;
}

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  // A source may be a single file (apps/web/index.html).
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

function needsBuild(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((s) => newestMtime(join(root, s)) > built);
}

const targets = [
  {
    name: '@tailor/web',
    output: join(root, 'apps/web/dist/index.html'),
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/contract/src'],
  },
  {
    name: '@tailor/server',
    output: join(root, 'apps/server/dist/server.js'),
    sources: ['apps/server/src', 'packages/contract/src', 'packages/resume/src'],
  },
];

for (const t of targets) {
  if (!needsBuild(t.output, t.sources)) continue;
  console.log(`Building ${t.name}...`);
  const r = spawnSync('npm', ['run', 'build', '-w', t.name], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// `npm run start:cluster` (--cluster): one server per core sharing the port (needs DATABASE_URL).
const entry = process.argv.includes('--cluster') ? 'cluster.js' : 'server.js';
// Render threads come and go (each set is replaced after its share of renders): with glibc's
// default of an arena per thread, the memory they free stays in the process. Two arenas keep RSS
// flat across previews; a value already set wins.
const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist', entry)], {
  cwd: root,
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
