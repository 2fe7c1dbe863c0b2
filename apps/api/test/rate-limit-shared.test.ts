/**
 * Several API instances, one limit: two instances of the app on one database (two connection
 * pools on PostgreSQL; one handle on PGlite), or on one Redis, count the same auth attempts. The
 * attempts arrive at once, split across the instances, and exactly the limit gets through.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, schema, type Db } from '@firstsignal/db';
import { createTestDb, testDbKinds, type TestDbKind } from '@firstsignal/db/testing';
import type { AuthLimits } from '../src/auth/rate-limit';
import { parseEnv } from '../src/env';
import { serveApp, type ServedApp } from './support/app-server';
import { call, registerUser, TEST_DATABASE_URL } from './support/harness';

/** Redis for the test of REDIS_URL, e.g. redis://127.0.0.1:6379; the test is skipped without it. */
const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

const roomy = { max: 1_000_000, windowMs: 60_000 };
const LIMITS: Partial<AuthLimits> = { loginPerIp: roomy, loginFailuresPerEmail: { max: 4, windowMs: 60_000 }, registerPerIp: { max: 3, windowMs: 60_000 } };

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** Two instances of the app over the same database (and Redis when given). */
async function twoInstances(kind: TestDbKind, env: Record<string, string> = {}, limits = LIMITS): Promise<{ a: ServedApp; b: ServedApp; db: Db }> {
  const handle = await createTestDb(kind, TEST_DATABASE_URL);
  closers.push(() => handle.close());
  // On PostgreSQL the second instance opens its own pool, as a second server would.
  const second = handle.url ? await createDb({ databaseUrl: handle.url }) : handle;
  if (second !== handle) closers.push(() => second.close());
  const settings = parseEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', MONITOR_WORKER: 'false', ...env });
  const a = await serveApp({ env: settings, db: handle.db, authLimits: limits });
  closers.push(() => a.close());
  const b = await serveApp({ env: settings, db: second.db, authLimits: limits });
  closers.push(() => b.close());
  return { a, b, db: handle.db };
}

/** Ten wrong passwords at once, alternating between the instances: the statuses, sorted. */
async function guessAtOnce(instances: ServedApp[], email: string) {
  const attempts = Array.from({ length: 10 }, (_, i) =>
    call(instances[i % instances.length]!, 'POST', '/api/auth/login', { body: { email, password: `guess-${i}` } }),
  );
  return (await Promise.all(attempts)).map((r) => r.status).sort();
}

async function expectSharedLimit({ a, b }: { a: ServedApp; b: ServedApp }) {
  const email = `shared-${randomUUID()}@example.com`;
  const account = await registerUser(a, { email, password: 'the-real-one' });
  expect(await guessAtOnce([a, b], email)).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
  // Locked out on both, the right password included; the session from before still works on both.
  for (const instance of [a, b]) {
    const res = await call(instance, 'POST', '/api/auth/login', { body: { email, password: account.password } });
    expect(res.status).toBe(429);
    expect(res.json.error).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect((await call(instance, 'GET', '/api/auth/me', { token: account.token })).status).toBe(200);
  }
}

describe.each(testDbKinds(TEST_DATABASE_URL))('two instances on one %s database', (kind) => {
  it('share the per-email sign-in limit: ten guesses at once across both, four get through', async () => {
    await expectSharedLimit(await twoInstances(kind));
  });

  it('share the per-IP registration limit, and keep the counters in the database', async () => {
    const { a, b, db } = await twoInstances(kind);
    const register = (instance: ServedApp, i: number) =>
      call(instance, 'POST', '/api/auth/register', { body: { email: `signup${i}@example.com`, password: 'secret-pw' } });
    const statuses = (await Promise.all([0, 1, 2, 3, 4, 5].map((i) => register(i % 2 ? b : a, i)))).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    expect((await db.select().from(schema.users)).length).toBe(3);
    const counters = await db.select({ key: schema.authAttempts.key, count: schema.authAttempts.count }).from(schema.authAttempts);
    expect(counters).toContainEqual({ key: expect.stringMatching(/^register-ip:/), count: 6 });
  });
});

describe.skipIf(!TEST_REDIS_URL)('two instances with REDIS_URL', () => {
  it('share the per-email sign-in limit through Redis, not the database', async () => {
    // Redis outlives the test: a roomy registration limit lets it run again within the window.
    const instances = await twoInstances('pglite', { REDIS_URL: TEST_REDIS_URL! }, { ...LIMITS, registerPerIp: roomy });
    await expectSharedLimit(instances);
    expect(await instances.db.select().from(schema.authAttempts)).toEqual([]);
  });
});
