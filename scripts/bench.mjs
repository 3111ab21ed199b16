// `npm run bench`: every benchmark in turn, then one summary of their medians.
// Each benchmark prints a JSON line last; this collects them.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const benches = [
  ['parse', 'packages/resume/bench/parse.ts'],
  ['render', 'packages/resume/bench/render.ts'],
  ['tailor', 'packages/resume/bench/tailor.ts'],
  ['api', 'apps/server/bench/api.ts'],
  ['hostile', 'apps/server/bench/hostile.ts'],
];
const only = process.argv.slice(2);
const summary = {};
let failed = false;
for (const [name, file] of benches) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n=== ${name} (${file})`);
  const r = spawnSync('npx', ['tsx', file], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  process.stdout.write(r.stdout);
  if (r.status !== 0) {
    failed = true;
    console.log(`${name} benchmark failed (exit ${r.status})`);
    continue;
  }
  const last = r.stdout.trim().split('\n').reverse().find((l) => l.startsWith('{'));
  if (last) summary[name] = JSON.parse(last);
}
console.log('\n=== summary');
console.log(JSON.stringify(summary, null, 2));
process.exit(failed ? 1 : 0);
