/**
 * Backups of either engine. The embedded database (PGlite) is dumped as its whole data directory,
 * a gzipped tarball PGlite can start from; PostgreSQL through its own tools (pg_dump's custom
 * format, restored by pg_restore). A restore never replaces existing data unless asked to, and
 * an embedded restore is unpacked and opened beside the old data before it takes its place, so
 * a bad file leaves the data directory as it was.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';

/** A refusal or failure worth showing as is: it says what is wrong and what to do. */
export class BackupError extends Error {}

export interface BackupTarget {
  databaseUrl?: string | undefined;
  dataDir: string;
}

/** Where PGlite keeps its files inside DATA_DIR (as createDb opens it). */
export const pgliteDir = (dataDir: string) => resolve(dataDir, 'pglite');

/** PGlite keeps `postmaster.pid` while a process has the data directory open, removes it on close, and leaves it behind when killed. */
export function pgliteInUse(dataDir: string): string | undefined {
  const pid = resolve(pgliteDir(dataDir), 'postmaster.pid');
  return existsSync(pid) ? pid : undefined;
}

function refuseIfInUse(dataDir: string) {
  const pid = pgliteInUse(dataDir);
  if (!pid) return;
  throw new BackupError(
    `The embedded database in ${resolve(dataDir)} is open in another process (is the FirstSignal server running?).\n` +
      'Stop the server, run this again, then start the server.\n' +
      `If no server is running, an earlier process stopped without closing it: delete ${pid} and try again.`,
  );
}

export function defaultBackupFile(target: BackupTarget, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return `firstsignal-${stamp}.${target.databaseUrl ? 'dump' : 'tar.gz'}`;
}

export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  if (target.databaseUrl) return run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`], target.databaseUrl);
  const dir = pgliteDir(target.dataDir);
  if (!existsSync(dir)) throw new BackupError(`No embedded database in DATA_DIR (${resolve(target.dataDir)}): nothing to back up.`);
  refuseIfInUse(target.dataDir);
  const db = new PGlite(dir);
  try {
    // dumpDataDir does not wait for start-up itself: before it, it never settles.
    await db.waitReady;
    const dump = await db.dumpDataDir('gzip');
    // Written beside the target, then renamed: an interrupted backup never looks like a whole one.
    const partial = `${file}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.close();
  }
}

export async function restoreDatabase(target: BackupTarget, file: string, options: { force: boolean }): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${resolve(file)}.`);
  if (target.databaseUrl) return restorePostgres(target.databaseUrl, file, options);
  const dir = pgliteDir(target.dataDir);
  const occupied = existsSync(dir) && readdirSync(dir).length > 0;
  if (occupied) {
    refuseIfInUse(target.dataDir);
    if (!options.force) {
      throw new BackupError(
        `DATA_DIR (${resolve(target.dataDir)}) already holds a database; restoring would replace it.\n` +
          'Run again with --force to replace it (back it up first if you may need it), or set DATA_DIR to an empty directory.',
      );
    }
  }
  const staging = `${dir}.restoring`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(dirname(dir), { recursive: true });
  try {
    const db = new PGlite(staging, { loadDataDir: new Blob([readFileSync(file)]) });
    try {
      await db.query('select count(*) from users');
    } finally {
      await db.close();
    }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new BackupError(`${resolve(file)} is not a FirstSignal embedded-database backup (${error instanceof Error ? error.message : String(error)}).`);
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
}

async function restorePostgres(url: string, file: string, options: { force: boolean }): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  let tables: number;
  try {
    const [row] = await client<{ n: number }[]>`select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`;
    tables = row?.n ?? 0;
  } finally {
    await client.end({ timeout: 5 });
  }
  if (tables > 0 && !options.force) {
    throw new BackupError(
      `The database in DATABASE_URL already holds ${tables} tables; restoring would replace them.\n` +
        'Run again with --force to replace them (pg_restore --clean), or point DATABASE_URL at an empty database.',
    );
  }
  const clean = tables > 0 ? ['--clean', '--if-exists'] : [];
  await run('pg_restore', [...clean, '--no-owner', '--single-transaction', '--exit-on-error', file], url);
}

/** PostgreSQL's own tools, with their messages passed through; the password goes by environment, not on the command line others can list. */
function run(command: string, args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  // Passed through to the child (its PATH, PG* variables), not read as a setting.
  // eslint-disable-next-line no-restricted-properties
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((done, fail) => {
    const child = spawn(command, [...args, `--dbname=${url.toString()}`], { stdio: ['ignore', 'inherit', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      fail(new BackupError(error.code === 'ENOENT' ? `${command} is not installed: install the PostgreSQL client tools (e.g. apt-get install postgresql-client).` : error.message)),
    );
    child.on('close', (code) => (code === 0 ? done() : fail(new BackupError(`${command} failed (exit ${code}):\n${stderr.trim()}`))));
  });
}
