// Bundles the server and CLI (with the workspace packages, written in TypeScript) into dist/.
// Third-party packages stay external and load from node_modules.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const externalThirdParty = {
  name: 'external-third-party',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@tailor/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  // The parse and render workers run beside the server: dist/parse-worker.js, dist/render-worker.js
  // (see src/lib/parse-pool.ts and src/lib/render-pool.ts).
  entryPoints: {
    server: 'src/main.ts',
    cluster: 'src/cluster.ts',
    cli: 'src/cli.ts',
    'parse-worker': 'src/workers/parse.ts',
    'render-worker': 'src/workers/render.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalThirdParty],
});
console.log('server built into apps/server/dist');

// A migrated embedded database, copied into an empty DATA_DIR on first start instead of running
// initdb there (seconds and hundreds of MB less). It is kept as plain files: copying a folder costs
// no memory, where loading an archive into the database grows its memory for good. Migrations
// added later still run at start.
// It is made again only when the migrations or PGlite changed since it was made (initdb costs
// seconds of CPU, and the tests build the server several times per run).
{
  const prepared = 'dist/pgdata';
  const stampFile = 'dist/pgdata.stamp';
  const stamp = preparedStamp();
  if (existsSync(prepared) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    console.log('embedded database in dist/pgdata is up to date');
  } else {
    const making = `${prepared}.tmp`;
    rmSync(making, { recursive: true, force: true });
    rmSync(stampFile, { force: true });
    const client = await PGlite.create(making);
    await migrate(drizzle(client), { migrationsFolder: 'drizzle' });
    await client.close();
    rmSync(prepared, { recursive: true, force: true });
    rmSync('dist/pgdata.tar.gz', { force: true });
    renameSync(making, prepared);
    writeFileSync(stampFile, stamp);
    console.log('prepared embedded database in dist/pgdata');
  }
}

/** What the prepared database is made from: the PGlite version and every migration file. */
function preparedStamp() {
  const hash = createHash('sha256');
  let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  hash.update(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version);
  const files = (dir) =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]))
      .sort();
  for (const file of files('drizzle')) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}
