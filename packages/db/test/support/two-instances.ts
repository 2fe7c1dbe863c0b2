/** A test database with a second way in, as another instance of the app would open it; closed after each test. */
import { afterEach } from 'vitest';
import type { Db } from '../../src/index';
import { createSharedTestDb, testDbKinds, type TestDbKind } from '../../src/testing';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** The kinds to run on: PGlite always, PostgreSQL with TEST_DATABASE_URL. */
export const dbKinds = () => testDbKinds(TEST_DATABASE_URL);

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

export async function twoInstances(kind: TestDbKind): Promise<{ db: Db; second: Db }> {
  const shared = await createSharedTestDb(kind, TEST_DATABASE_URL);
  closers.push(() => shared.close());
  return shared;
}
