import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseEnv } from 'node:util';

/**
 * The project root: the directory of the root package.json (the one declaring the workspaces).
 * Found from the server package, so `npm start` (from the root), `npm run dev` and `npm run cli`
 * (from apps/server) and the bundle in apps/server/dist all agree on it.
 */
export const projectRoot: string = (() => {
  const serverDir = dirname(createRequire(import.meta.url).resolve('@tailor/server/package.json'));
  for (let dir = serverDir; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown }).workspaces) return dir;
      } catch {
        // not a readable manifest: keep looking above
      }
    }
    if (dirname(dir) === dir) return join(serverDir, '..', '..');
  }
})();

/**
 * Reads KEY=value lines of a .env file into `env`, for the keys `env` does not have yet: a variable
 * set in the environment wins over the file. Answers the keys it set; none when there is no file.
 */
export function loadDotEnv(file: string, env: NodeJS.ProcessEnv = process.env): string[] {
  if (!existsSync(file)) return [];
  const set: string[] = [];
  for (const [key, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (env[key] !== undefined) continue;
    env[key] = value;
    set.push(key);
  }
  return set;
}
