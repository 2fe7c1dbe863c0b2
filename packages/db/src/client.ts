/**
 * One database handle for the whole app: real PostgreSQL when DATABASE_URL is set, otherwise
 * embedded PGlite persisted under DATA_DIR, so a fresh clone runs with nothing installed.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { openRemotePglite } from './pglite-remote';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: query functions accept either, so callers can compose them atomically. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

export interface CreateDbOptions {
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; `memory://` keeps everything in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /**
   * An in-memory PGlite starts from these files (a dump of a migrated database) instead of running
   * initdb, which costs seconds: tests open hundreds (testing.ts).
   */
  snapshot?: Uint8Array;
}

/** Arbitrary but fixed: every instance of the app takes the same lock to migrate. */
const MIGRATION_LOCK_ID = 7_140_2026;

export function migrationsFolder(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@firstsignal/db/package.json')), 'migrations');
}

/** Opens the database and brings its schema up to date before anyone uses it. */
/** How long opening a connection to PostgreSQL may take. */
const CONNECT_TIMEOUT_S = 5;

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  if (options.databaseUrl) {
    await migratePostgresLocked(options.databaseUrl);
    // A database that cannot be reached answers the request with a 503 after CONNECT_TIMEOUT_S,
    // not after postgres.js's default 30 s.
    const client = postgres(options.databaseUrl, { max: options.maxConnections ?? 10, connect_timeout: CONNECT_TIMEOUT_S, onnotice: () => {} });
    return {
      db: drizzlePostgres(client, { schema }) as unknown as Db,
      kind: 'postgres',
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dataDir = options.dataDir ?? './.data';
  const memory = dataDir.startsWith('memory://');
  if (!memory) mkdirSync(resolve(dataDir), { recursive: true });
  // In a worker thread of its own (pglite-remote.ts); Drizzle's pglite driver talks to it as to PGlite.
  const client = await openRemotePglite(memory ? dataDir : resolve(dataDir, 'pglite'), memory ? { snapshot: options.snapshot } : {});
  const db = drizzlePglite(client as unknown as PGlite, { schema });
  // PGlite is single-process: the open data directory is the lock.
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** Several instances may start at once behind a load balancer: one migrates, the others wait. */
async function migratePostgresLocked(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: migrationsFolder() });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}
