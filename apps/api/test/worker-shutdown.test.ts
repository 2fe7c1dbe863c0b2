/**
 * SIGTERM to the monitoring worker while a monitored run waits on Hacker News (issue 11): the
 * worker takes no new jobs, lets the run finish and deliver, closes the database and exits 0.
 * The worker needs PostgreSQL: runs only when TEST_DATABASE_URL is set.
 */
import { savedSearchInput } from '@firstsignal/core';
import { createAccount, createSavedSearch, setMonitor } from '@firstsignal/db';
import { createTestDb } from '@firstsignal/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from './support/harness';
import { startHnServer } from './support/hn-server';
import { rows } from './support/monitor-world';
import { startWorkerChild } from './support/server-child';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

const HN_ONLY = { searchType: 'business_idea', businessIdea: 'automatic invoice reminders for freelancers', platforms: ['hackernews'], timeRange: '', maxResults: 10 };

describe.skipIf(!TEST_DATABASE_URL)('SIGTERM to the monitoring worker mid-run', () => {
  it('lets the run finish and deliver, then exits 0', async () => {
    const hn = await startHnServer();
    closers.push(() => hn.close());
    let release!: () => void;
    hn.behaviour.held = new Promise((resolve) => (release = resolve));
    const testDb = await createTestDb('postgres', TEST_DATABASE_URL);
    closers.push(() => testDb.close());

    const now = new Date();
    const user = await createAccount(testDb.db, { email: 'worker-stop@example.com', passwordHash: null });
    const search = await createSavedSearch(testDb.db, user.id, savedSearchInput.parse({ name: 'Invoices', searchParams: HN_ONLY }));
    const schedule = { frequency: 'daily' as const, hour: now.getUTCHours(), weekday: 1, timeZone: 'UTC' };
    await setMonitor(testDb.db, user.id, search.id, { enabled: true, schedule, nextRunAt: new Date(now.getTime() - 60_000) }, now);

    const worker = await startWorkerChild({ DATABASE_URL: testDb.url!, ...hn.env });
    closers.push(() => worker.kill('SIGKILL'));
    for (let i = 0; hn.calls.length === 0; i++) {
      if (i > 400) throw new Error(`the worker never called Hacker News:\n${worker.output()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    worker.kill('SIGTERM');
    for (let i = 0; !worker.output().includes('SIGTERM: finishing the work in flight'); i++) {
      if (i > 200) throw new Error(`the worker did not take the signal:\n${worker.output()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    // Stopping, with the run still waiting on Hacker News: now let it through.
    expect((await rows(testDb.db, `select status from monitor_runs where saved_search_id = '${search.id}'`))[0]!.status).toBe('running');
    release();

    expect(await worker.exited).toEqual({ code: 0, signal: null });
    expect(worker.output()).toContain('shutdown: database closed');
    // The run that was waiting when the signal came finished: nothing is left for another worker.
    expect(await rows(testDb.db, `select status, attempt from monitor_runs where saved_search_id = '${search.id}'`)).toEqual([{ status: 'delivered', attempt: 0 }]);
  });
});
