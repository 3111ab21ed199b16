// Bundles the server and CLI (with the workspace packages, written in TypeScript) into dist/.
// Third-party packages stay external and load from node_modules.
import { build } from 'esbuild';

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
  // The parse worker runs beside the server: dist/parse-worker.js (see src/lib/parse-pool.ts).
  entryPoints: { server: 'src/server.ts', cluster: 'src/cluster.ts', cli: 'src/cli.ts', 'parse-worker': 'src/workers/parse.ts' },
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
