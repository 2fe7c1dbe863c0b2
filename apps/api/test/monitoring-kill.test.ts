/**
 * A worker killed mid-run (SIGKILL, while it waits on the platforms) on PGlite and PostgreSQL: the
 * run is taken over once its lease runs out, delivered once, charged once, and the founder's
 * webhook gets one message.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { savedSearchInput } from '@firstsignal/core';
import { createAccount, createDb, createSavedSearch, setMonitor, updateNotificationSettings, type Db } from '@firstsignal/db';
import { createTestDb, testDbKinds } from '@firstsignal/db/testing';
import { startUpstream } from '@firstsignal/sources/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env';
import { createServices } from '../src/services';
import { TEST_DATABASE_URL } from './support/harness';
import { count, MINUTE, rows } from './support/monitor-world';
import { startPlatformServer } from './support/platform-server';
import { SEARCH_PARAMS } from './support/saved-world';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

const POSTS = [
  {
    id: 'kill001',
    subreddit: 'freelance',
    author: 'designer_dana',
    title: 'Looking for an invoice tool for freelancers with reminders',
    selftext: 'Freelance designer here. I need an invoice tool for freelancers that sends payment reminders. Happy to pay monthly.',
    score: 20,
    createdDaysAgo: 0.25,
    comments: [],
  },
  {
    id: 'kill002',
    subreddit: 'freelance',
    author: 'writer_wes',
    title: 'Invoicing as a freelancer is a mess',
    selftext: 'Chasing clients for unpaid invoices every month. Is there a simple invoice tool for freelancers that handles late fees?',
    score: 9,
    createdDaysAgo: 0.5,
    comments: [],
  },
];

describe.each(testDbKinds(TEST_DATABASE_URL))('a worker killed mid-run on %s', (kind) => {
  it('is retried after its lease and never delivers or charges twice', async () => {
    const platforms = await startPlatformServer({ posts: POSTS, videos: [] });
    closers.push(() => platforms.close());
    const hook = await startUpstream({ 'POST /hook': { status: 200, body: 'ok' } });
    closers.push(() => hook.close());

    const dir = mkdtempSync(join(tmpdir(), 'fs-monitor-kill-'));
    closers.push(async () => rmSync(dir, { recursive: true, force: true }));
    const testDb = kind === 'postgres' ? await createTestDb('postgres', TEST_DATABASE_URL) : undefined;
    if (testDb) closers.push(() => testDb.close());
    const settings: Record<string, string> = {
      ...(testDb ? { DATABASE_URL: testDb.url! } : { DATA_DIR: dir }),
      ...platforms.env,
      YOUTUBE_API_KEY: '',
      LOG_LEVEL: 'silent',
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    };
    const open = () => createDb({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR, maxConnections: 5 });

    // The clock starts near the real time: the stand-in dates its conversations by it.
    const killedAt = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);
    const prepare = async (db: Db) => {
      const user = await createAccount(db, { email: 'kill@example.com', passwordHash: null });
      const search = await createSavedSearch(db, user.id, savedSearchInput.parse({ name: 'Invoices', searchParams: { ...SEARCH_PARAMS, platforms: ['reddit'] } }));
      const schedule = { frequency: 'daily' as const, hour: killedAt.getUTCHours(), weekday: 1, timeZone: 'UTC' };
      await setMonitor(db, user.id, search.id, { enabled: true, schedule, nextRunAt: killedAt }, killedAt);
      await updateNotificationSettings(db, user.id, { webhookUrl: `${hook.url}/hook`, webhookSecret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }, killedAt);
      return { userId: user.id, searchId: search.id };
    };
    let handle = await open();
    const { userId, searchId } = await prepare(handle.db);
    await handle.close();

    // The worker takes the run and calls Reddit, which holds its answers back; then it is killed.
    platforms.behaviour.delayMs = 20_000;
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/monitor-child.ts', killedAt.toISOString()], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...settings },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    for (let i = 0; platforms.calls.length === 0; i++) {
      if (i > 600 || child.exitCode !== null) throw new Error(`the worker never called Reddit: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    child.kill('SIGKILL');
    await exited;
    expect(output).toContain('scheduled');
    expect(output).not.toContain('drained');
    platforms.behaviour.delayMs = 0;

    handle = await open();
    closers.push(() => handle.close());
    const [abandoned] = await rows(handle.db, `select status, attempt from monitor_runs where saved_search_id = '${searchId}'`);
    expect(abandoned).toMatchObject({ status: 'running', attempt: 0 });

    // Another worker, later than the lease: it takes the run over and finishes it, once.
    let now = new Date(killedAt.getTime() + 5 * MINUTE);
    const services = createServices({ env: parseEnv(settings), db: handle.db, now: () => now });
    await services.monitoring.start({ worker: false });
    closers.push(() => services.monitoring.stop());
    const round = async () => {
      await services.monitoring.tick();
      await services.monitoring.drain();
    };
    await round();
    // Within the lease the run still belongs to the dead worker.
    expect((await rows(handle.db, `select status from monitor_runs where saved_search_id = '${searchId}'`))[0]!.status).toBe('running');
    now = new Date(killedAt.getTime() + 11 * MINUTE);
    await round();
    await round();

    const runs = await rows(handle.db, `select id, status, attempt, delivered from monitor_runs where saved_search_id = '${searchId}'`);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'delivered', attempt: 1, delivered: 2 });
    expect(await count(handle.db, `usage_ledger where run_id = '${runs[0]!.id}'`)).toBe(1);
    expect((await rows(handle.db, `select monthly_results_used as n from billing_info where user_id = '${userId}'`))[0]!.n).toBe(2);
    expect(await count(handle.db, `deliveries where run_id = '${runs[0]!.id}' and channel = 'webhook' and status = 'sent'`)).toBe(1);
    expect(hook.callsTo('/hook')).toHaveLength(1);
    expect(JSON.parse(hook.calls[0]!.body).data.signals.map((s: { signal_id: string }) => s.signal_id).sort()).toEqual(['reddit:kill001', 'reddit:kill002']);
  });
});
