/**
 * What the command-line commands that open the database share (rerun, monitors, ai-usage, the MCP
 * server over stdio): the settings, and the database they name, each saying what is wrong in words.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createDb, pgliteInUse, type DbHandle } from '@firstsignal/db';
import type { Output } from './cli-output';
import { EnvError, loadEnv, type Env } from './env';

/** A script's settings, or undefined once it said what is wrong. */
export function settingsOrSay(output: Output): Env | undefined {
  try {
    return loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    output.err(error.message);
    return undefined;
  }
}

/** The database the settings name, or undefined once it said what is wrong. */
export async function openDb(env: Env, output: Output): Promise<DbHandle | undefined> {
  if (!env.DATABASE_URL) {
    const dir = resolve(env.DATA_DIR, 'pglite');
    if (!existsSync(dir)) {
      output.err(
        `No FirstSignal database in DATA_DIR (${resolve(env.DATA_DIR)}). Set DATA_DIR, or DATABASE_URL, to the server's.`,
      );
      return undefined;
    }
    const pid = pgliteInUse(env.DATA_DIR);
    if (pid) {
      output.err(
        `The embedded database in ${resolve(env.DATA_DIR)} is in use by another process (is the FirstSignal server running?).\n` +
          'It can be opened by one process at a time. Go through the running server instead (rerun, monitors list/enable/disable): create an API key\n' +
          'in Settings → API keys, then run this with FIRSTSIGNAL_API_KEY=fs_live_… and --api-url <the server\'s address>.\n' +
          'Or stop the server, run this again, then start the server.\n' +
          `If no server is running, an earlier run stopped without closing it: delete ${pid} and try again.\n` +
          'With PostgreSQL (DATABASE_URL) the server and this script can run side by side.',
      );
      return undefined;
    }
  }
  try {
    return await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, maxConnections: 2 });
  } catch (error) {
    output.err(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
