/**
 * Fresh databases for tests: PGlite in memory always, and a throw-away PostgreSQL database when
 * TEST_DATABASE_URL is set, so every suite runs against both engines.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import postgres from 'postgres';
import { createDb, migrationsFolder, type DbHandle } from './client';

export type TestDbKind = 'pglite' | 'postgres';

export function testDbKinds(testDatabaseUrl: string | undefined): TestDbKind[] {
  return testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];
}

/** `url` is the throw-away PostgreSQL database's, for tests that open it a second time. */
export async function createTestDb(kind: TestDbKind, testDatabaseUrl?: string): Promise<DbHandle & { url?: string }> {
  if (kind === 'pglite') return createDb({ dataDir: 'memory://', snapshot: await migratedSnapshot() });
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `fs_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = postgres(testDatabaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), maxConnections: 25 });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/**
 * A fresh database opened twice, as two instances of the app would: two connection pools on
 * PostgreSQL, PGlite's one handle twice (it has one connection). `close` closes both.
 */
export async function createSharedTestDb(kind: TestDbKind, testDatabaseUrl?: string): Promise<{ db: DbHandle['db']; second: DbHandle['db']; close(): Promise<void> }> {
  const handle = await createTestDb(kind, testDatabaseUrl);
  const second = handle.url ? await createDb({ databaseUrl: handle.url }) : handle;
  return {
    db: handle.db,
    second: second.db,
    async close() {
      if (second !== handle) await second.close();
      await handle.close();
    },
  };
}

/** Beside the API tests' bundles: kept between runs, under node_modules so git never sees it. */
const CACHE = fileURLToPath(new URL('../node_modules/.cache', import.meta.url));
let snapshot: Promise<Uint8Array> | undefined;

/**
 * The files of a freshly migrated in-memory PGlite, made once for all test processes while the
 * migrations and PGlite stay the same: a fresh database starts from them instead of running
 * initdb, 4-10 s of CPU per database on a busy machine against about 1 s.
 */
function migratedSnapshot(): Promise<Uint8Array> {
  snapshot ??= (async () => {
    const file = join(CACHE, `pglite-migrated-${fingerprint()}.tar`);
    try {
      return new Uint8Array(readFileSync(file));
    } catch {
      // Not made yet: this process makes it.
    }
    const pg = new PGlite('memory://');
    await migrate(drizzle(pg), { migrationsFolder: migrationsFolder() });
    const bytes = new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer());
    await pg.close();
    // Written aside and renamed, so a process reading it meanwhile never sees half a file.
    mkdirSync(CACHE, { recursive: true });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return bytes;
  })();
  return snapshot;
}

/** Which migrations and which PGlite build (its installed path names the version) made a snapshot. */
function fingerprint(): string {
  const hash = createHash('sha256').update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const folder = migrationsFolder();
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    hash.update(name).update(readFileSync(join(folder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}
