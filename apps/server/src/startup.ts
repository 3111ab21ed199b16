import { ConfigError, loadConfig, type Config } from './config.ts';
import { DataDirLockedError, openDatabase, type Database } from './db/client.ts';
import { loadDotEnv, projectRoot } from './environment.ts';
import { join } from 'node:path';

/*
 * What every entry point (server, cluster, CLI) does first. A problem the operator can fix (a bad
 * setting, DATA_DIR held by another process) ends the process with its message alone, no stack.
 */

function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * The configuration from the environment, completed by the project root's .env file when there is
 * one (a variable already set wins over the file), or exit 1 listing every problem.
 */
export function configOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    loadDotEnv(join(projectRoot, '.env'), env);
    return loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) exitWith(err.message);
    throw err;
  }
}

/** The database of the configuration, migrated, or exit 1 when DATA_DIR belongs to another process. */
export async function migratedDatabaseOrExit(config: Config): Promise<Database> {
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) exitWith(err.message);
    throw err;
  }
  await database.migrate();
  return database;
}
