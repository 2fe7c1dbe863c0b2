/**
 * Fresh databases for tests: PGlite in memory always, and a throw-away PostgreSQL database when
 * TEST_DATABASE_URL is set, so every suite runs against both engines.
 */
import postgres from 'postgres';
import { createDb, type DbHandle } from './client';

export type TestDbKind = 'pglite' | 'postgres';

export function testDbKinds(testDatabaseUrl: string | undefined): TestDbKind[] {
  return testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];
}

/** `url` is the throw-away PostgreSQL database's, for tests that open it a second time. */
export async function createTestDb(kind: TestDbKind, testDatabaseUrl?: string): Promise<DbHandle & { url?: string }> {
  if (kind === 'pglite') return createDb({ dataDir: 'memory://' });
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
