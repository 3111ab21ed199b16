// `npm run bench`: every benchmark in turn, then one summary of their medians.
// Each benchmark prints a JSON line last; this collects them.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';

const root = new URL('..', import.meta.url).pathname;
const loadAtStart = loadavg();
const benches = [
  ['parse', 'packages/resume/bench/parse.ts'],
  ['render', 'packages/resume/bench/render.ts'],
  ['tailor', 'packages/resume/bench/tailor.ts'],
  ['api', 'apps/server/bench/api.ts'],
  ['hostile', 'apps/server/bench/hostile.ts'],
  // Several minutes: 11,000 previews (1,000 to warm up).
  ['memory', 'apps/server/bench/preview-memory.ts'],
];
const only = process.argv.slice(2);
const summary = {};
let failed = false;
for (const [name, file] of benches) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n=== ${name} (${file})`);
  const r = spawnSync('npx', ['tsx', file], {
    cwd: root,
    // As `npm start` runs the server (scripts/start.mjs).
    env: { MALLOC_ARENA_MAX: '2', ...process.env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(r.stdout);
  if (r.status !== 0) {
    failed = true;
    console.log(`${name} benchmark failed (exit ${r.status})`);
    continue;
  }
  const last = r.stdout
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  if (last) summary[name] = JSON.parse(last);
}
console.log('\n=== summary');
console.log(JSON.stringify(summary, null, 2));

// Speed and scale at a glance: each figure beside its target.
if (summary.api?.results) {
  const by = (name) => summary.api.results.find((r) => r.database === name) ?? {};
  const lite = by('pglite');
  const pgOne = by('postgres');
  const pgTwo = by('postgres, 2 workers');
  const row = (what, value, target, ok) => ({
    figure: what,
    value: value ?? 'not run',
    target,
    met: value === undefined || !ok ? '' : ok(value) ? 'yes' : 'no',
  });
  console.log('\n=== speed and scale');
  console.table([
    row('GET /api/jobs/ (10 rows), PGlite, req/s', lite.jobs_list_10_rps, '>= 2000', (v) => v >= 2000),
    row('  same, p99 ms', lite.jobs_list_10_p99_ms, '<= 50', (v) => v <= 50),
    row('GET /api/jobs/ (10 rows), PostgreSQL, req/s', pgOne.jobs_list_10_rps, '>= 6000', (v) => v >= 6000),
    row('  same, p99 ms', pgOne.jobs_list_10_p99_ms, '<= 50', (v) => v <= 50),
    row('GET /api/jobs/, PostgreSQL, 2 workers, req/s', pgTwo.jobs_list_10_rps, '-', null),
    row('  same, p99 ms', pgTwo.jobs_list_10_p99_ms, '<= 50', (v) => v <= 50),
    row('GET /api/health, PGlite, req/s (reference)', lite.health_rps, '-', null),
    row('GET /api/health, PostgreSQL, req/s (reference)', pgOne.health_rps, '-', null),
    row('Embedded first start to healthy, ms', lite.first_start_to_healthy_ms, '<= 2000', (v) => v <= 2000),
    row('Embedded first start idle RSS, MB', lite.first_start_idle_rss_mb, '<= 400', (v) => v <= 400),
    row('Embedded later start to healthy, ms', lite.restart_to_healthy_ms, '<= 1000', (v) => v <= 1000),
    row(
      'PDF download p50 ms, kept (unchanged resume), PGlite',
      lite.download_cached_p50_ms,
      '<= 10',
      (v) => v <= 10,
    ),
    row('  same, PostgreSQL', pgOne.download_cached_p50_ms, '<= 10', (v) => v <= 10),
    row('PDF download p50 ms, rendered (just saved), PGlite', lite.download_rendered_p50_ms, '-', null),
    row('  same, PostgreSQL', pgOne.download_rendered_p50_ms, '-', null),
    row('Headless Chromium print p50 ms, same resume, same run', lite.chromium_print_p50_ms, '-', null),
    row('Chromium / kept download, PGlite, x', lite.chromium_vs_cached_x, '>= 9', (v) => v >= 9),
    row('  same, PostgreSQL, x', pgOne.chromium_vs_cached_x, '>= 9', (v) => v >= 9),
    row('Chromium / rendered download, PGlite, x', lite.chromium_vs_rendered_x, '-', null),
    row('  same, PostgreSQL, x', pgOne.chromium_vs_rendered_x, '-', null),
    row(
      'GET /api/jobs/ p99 ms, 4 clients uploading+downloading, PGlite',
      lite.jobs_loaded_p99_ms,
      '<= 50',
      (v) => v <= 50,
    ),
    row('  same, PostgreSQL', pgOne.jobs_loaded_p99_ms, '<= 50', (v) => v <= 50),
    row('  same, PostgreSQL, 2 workers', pgTwo.jobs_loaded_p99_ms, '<= 50', (v) => v <= 50),
  ]);
}
// Hostile load and memory, each figure beside its target.
if (summary.hostile || summary.memory) {
  const row = (what, value, target, ok) => ({
    figure: what,
    value: value ?? 'not run',
    target,
    met: value === undefined ? '' : ok(value) ? 'yes' : 'no',
  });
  const ordinary = summary.hostile?.ordinaryUploadDuringBombs;
  console.log('\n=== hostile load and memory');
  console.table([
    row(
      'GET /api/health p99 ms, PDF bombs + 2 MB bodies without a token',
      summary.hostile?.healthUnderBombsP99Ms,
      '< 100',
      (v) => v < 100,
    ),
    row('Ordinary PDF upload median ms, quiet', ordinary?.quietMedianMs, '-', () => true),
    row('  same, while PDF bombs arrive', ordinary?.duringMedianMs, '< 2000', (v) => v < 2000),
    row(
      'RSS growth MB across 10,000 previews after warm-up',
      summary.memory?.rssGrowthMb,
      '< 50',
      (v) => v < 50,
    ),
  ]);
}

// The machine and how busy it was: figures from a shared machine are only comparable within a run.
const cpu = cpus();
console.log(
  `machine: ${cpu.length} x ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}; ` +
    `load average (1, 5, 15 min) at the start ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}, at the end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
process.exit(failed ? 1 : 0);
