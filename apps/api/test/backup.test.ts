/**
 * `pnpm db:backup` and `pnpm db:restore` (issue 11), through the real CLI: a founder's account and
 * saved search survive backup, losing the database, and restore; a restore never replaces a
 * database that is there unless told to with --force. On PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set (pg_dump / pg_restore).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { createTestDb, testDbKinds } from '@firstsignal/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { backupCommand } from '../src/backup-command';
import { parseEnv } from '../src/env';
import { serveFromSettings } from './support/app-server';
import { runCli, type CliRun } from './support/cli';
import { call, registerUser, TEST_DATABASE_URL } from './support/harness';
import { SEARCH_PARAMS } from './support/saved-world';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/** A database that is gone, and where its restore goes: PGlite's DATA_DIR wiped, or a new empty PostgreSQL database. */
async function lose(kind: string, settings: Record<string, string>): Promise<Record<string, string>> {
  if (kind === 'pglite') {
    rmSync(settings.DATA_DIR!, { recursive: true, force: true });
    return settings;
  }
  const admin = postgres(TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  const name = `fs_restore_${process.pid}_${Date.now()}`;
  await admin.unsafe(`create database ${name}`);
  closers.push(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  });
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

/** The same command in this process (the child-process CLI costs seconds to start). */
async function inProcess(args: string[], settings: Record<string, string>): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const output = { out: (text: string) => (stdout += `${text}\n`), err: (text: string) => (stderr += `${text}\n`) };
  const code = await backupCommand(args[0] as 'backup' | 'restore', args.slice(1), output, () => parseEnv(settings));
  return { code, stdout, stderr };
}

describe.each(testDbKinds(TEST_DATABASE_URL))('backup and restore on %s', (kind) => {
  it('brings back the account and its saved search, and refuses to overwrite without --force', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fs-backup-'));
    closers.push(() => rmSync(dir, { recursive: true, force: true }));
    const testDb = kind === 'postgres' ? await createTestDb('postgres', TEST_DATABASE_URL) : undefined;
    if (testDb) closers.push(() => testDb.close());
    const settings: Record<string, string> = testDb ? { DATABASE_URL: testDb.url! } : { DATA_DIR: join(dir, 'data') };
    const file = join(dir, kind === 'pglite' ? 'backup.tar.gz' : 'backup.dump');

    const first = await serveFromSettings(settings);
    const founder = await registerUser(first, { email: 'backed-up@example.com', password: 'keep this safe' });
    const saved = await call(first, 'POST', '/api/searches', { token: founder.token, body: { name: 'Invoices, backed up', searchParams: SEARCH_PARAMS } });
    expect(saved.status).toBe(201);
    await first.stop();

    // The real command line once; the rest in this process.
    const backup = await runCli(['backup', file], settings);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`to ${file}`);

    const target = await lose(kind, settings);
    const restore = await inProcess(['restore', file], target);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('Restored');

    const again = await inProcess(['restore', file], target);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already holds .*restoring would replace/);
    expect(again.stderr).toContain('--force');

    const check = async () => {
      const served = await serveFromSettings(target);
      try {
        const login = await call(served, 'POST', '/api/auth/login', { body: { email: founder.email, password: founder.password } });
        expect(login.status).toBe(200);
        const searches = await call(served, 'GET', '/api/searches', { token: login.json.token });
        expect(searches.json.searches.map((s: { name: string }) => s.name)).toEqual(['Invoices, backed up']);
        // The session from before the backup still signs in.
        expect((await call(served, 'GET', '/api/auth/me', { token: founder.token })).json.user.email).toBe(founder.email);
      } finally {
        await served.stop();
      }
    };
    await check();

    const forced = await inProcess(['restore', file, '--force'], target);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    await check();
  });
});

describe('restore of a file that is not a backup', () => {
  it('says so and leaves DATA_DIR as it was', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fs-backup-bad-'));
    closers.push(() => rmSync(dir, { recursive: true, force: true }));
    const bad = join(dir, 'notes.txt');
    writeFileSync(bad, 'not a tarball');
    const restore = await runCli(['restore', bad], { DATA_DIR: join(dir, 'data') });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('is not a FirstSignal embedded-database backup');
    const missing = await inProcess(['restore'], { DATA_DIR: join(dir, 'data') });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Name the backup file to restore');
  });
});
