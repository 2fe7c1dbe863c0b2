/**
 * PostgreSQL ends the app's sessions (pg_terminate_backend: a failover, a restart, an admin) while
 * requests wait on the database (issue 11): those requests get a clear 503 JSON answer, on REST and
 * tRPC, rather than a hang or a 500; and the app reconnects on its own, no restart needed.
 * Runs only when TEST_DATABASE_URL is set (PGlite has no connections to lose).
 */
import postgres from 'postgres';
import { createTestDb } from '@firstsignal/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env';
import { serveApp } from './support/app-server';
import { call, registerUser, TEST_DATABASE_URL } from './support/harness';
import { SEARCH_PARAMS } from './support/saved-world';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

const UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

describe.skipIf(!TEST_DATABASE_URL)('the database ends the app’s connections mid-request', () => {
  it('answers 503 to the requests in flight and serves the next ones', async () => {
    const testDb = await createTestDb('postgres', TEST_DATABASE_URL);
    closers.push(() => testDb.close());
    const served = await serveApp({ env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), db: testDb.db });
    closers.push(() => served.close());
    const { token } = await registerUser(served);
    expect((await call(served, 'POST', '/api/searches', { token, body: { name: 'Still here', searchParams: SEARCH_PARAMS } })).status).toBe(201);

    const admin = postgres(testDb.url!, { max: 2, onnotice: () => {} });
    closers.push(() => admin.end({ timeout: 5 }));

    /** An admin session locks the table so these requests wait inside PostgreSQL; then the app's sessions are ended. */
    async function endSessionsWhileWaitingOn(table: string, requests: (() => ReturnType<typeof call>)[]) {
      let unlock!: () => void;
      const locked = new Promise<void>((resolve) => (unlock = resolve));
      let lockerPid = 0;
      const holding = admin.begin(async (tx) => {
        lockerPid = (await tx<{ pid: number }[]>`select pg_backend_pid() as pid`)[0]!.pid;
        await tx.unsafe(`lock table ${table} in access exclusive mode`);
        await locked;
      });
      while (!lockerPid) await new Promise((r) => setTimeout(r, 20));
      const inFlight = requests.map((request) => request());
      const waiting = async () =>
        (await admin<{ n: number }[]>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> ${lockerPid}`)[0]!.n;
      for (let i = 0; (await waiting()) < inFlight.length; i++) {
        if (i > 250) throw new Error('the requests never reached the database');
        await new Promise((r) => setTimeout(r, 20));
      }
      const [terminated] = await admin<{ n: number }[]>`
        select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> ${lockerPid} and pid <> pg_backend_pid() and backend_type = 'client backend') t`;
      expect(terminated!.n).toBeGreaterThanOrEqual(inFlight.length);
      const answers = await Promise.all(inFlight);
      unlock();
      await holding;
      return answers;
    }

    // Waiting in a procedure's query (REST and tRPC).
    const [rest1, rest2, trpc] = await endSessionsWhileWaitingOn('saved_searches', [
      () => call(served, 'GET', '/api/searches', { token }),
      () => call(served, 'GET', '/api/searches', { token }),
      () => call(served, 'GET', '/trpc/saved.listSearches', { token }),
    ]);
    for (const res of [rest1!, rest2!]) {
      expect(res.status).toBe(503);
      expect(res.json).toEqual({ error: UNAVAILABLE });
    }
    expect(trpc!.status).toBe(503);
    expect(trpc!.json.error.message).toBe(UNAVAILABLE);

    // Waiting in the session lookup, before any procedure runs.
    const [restAuth, trpcAuth] = await endSessionsWhileWaitingOn('sessions', [
      () => call(served, 'GET', '/api/auth/me', { token }),
      () => call(served, 'GET', '/trpc/saved.listSearches', { token }),
    ]);
    expect(restAuth!.status).toBe(503);
    expect(restAuth!.json).toEqual({ error: UNAVAILABLE });
    expect(trpcAuth!.status).toBe(503);
    expect(trpcAuth!.json.error.message).toBe(UNAVAILABLE);

    // New connections, same app: the next requests succeed.
    const after = await call(served, 'GET', '/api/searches', { token });
    expect(after.status).toBe(200);
    expect(after.json.searches.map((s: { name: string }) => s.name)).toEqual(['Still here']);
    expect((await call(served, 'POST', '/api/signals/save', { token, body: { title: 'After the outage', snippet: 'x', platform: 'reddit', url: 'https://www.reddit.com/r/t/comments/after1/x/' } })).status).toBe(200);
  });
});
