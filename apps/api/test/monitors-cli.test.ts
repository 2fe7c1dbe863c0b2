/**
 * `monitors list | enable | disable | run` as an operator runs them: the real CLI in a child
 * process on an embedded database (PGlite under a temp DATA_DIR), with Reddit replaced by a local
 * server answering in its real shapes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { savedSearchInput } from '@firstsignal/core';
import { createAccount, createDb, createSavedSearch } from '@firstsignal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './support/cli';
import { count, rows } from './support/monitor-world';
import { startPlatformServer, type PlatformServer } from './support/platform-server';
import { SEARCH_PARAMS } from './support/saved-world';

const cli = (args: string[], env: Record<string, string>) => runCli(['monitors', ...args], env);

describe('monitors CLI', () => {
  let platforms: PlatformServer;
  let dataDir: string;
  let env: Record<string, string>;
  let searchId: string;

  beforeAll(async () => {
    platforms = await startPlatformServer({
      posts: [
        {
          id: 'cli001',
          subreddit: 'freelance',
          author: 'dana',
          title: 'Looking for an invoice tool for freelancers with reminders',
          selftext: 'Freelance designer here. I need an invoice tool for freelancers that sends payment reminders. Happy to pay monthly.',
          score: 20,
          createdDaysAgo: 0.2,
          comments: [],
        },
      ],
      videos: [],
    });
    dataDir = mkdtempSync(join(tmpdir(), 'fs-monitors-cli-'));
    env = { DATA_DIR: dataDir, ...platforms.env, YOUTUBE_API_KEY: '', LOG_LEVEL: 'silent' };
    const handle = await createDb({ dataDir });
    const user = await createAccount(handle.db, { email: 'ops@example.com', passwordHash: null });
    searchId = (await createSavedSearch(handle.db, user.id, savedSearchInput.parse({ name: 'Invoices', searchParams: { ...SEARCH_PARAMS, platforms: ['reddit'] } }))).id;
    await handle.close();
  });

  afterAll(async () => {
    await platforms?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('enables, lists, runs and disables a monitor', async () => {
    const on = await cli(['enable', '--user', 'ops@example.com', '--search', searchId, '--frequency', 'weekly', '--hour', '7', '--weekday', '3', '--time-zone', 'Europe/Berlin'], env);
    expect(on.stderr).toBe('');
    expect(on.stdout).toMatch(new RegExp(`^Monitoring on for ${searchId}: weekly, next run \\d{4}-\\d\\d-\\d\\d (05|06):00 UTC\\.\\n$`));

    const run = await cli(['run', '--user', 'ops@example.com', '--search', searchId], env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Ran \d+ jobs?\.\n$/);
    expect(platforms.callsTo('/search')[0]!.query.get('sort')).toBe('new');

    const list = await cli(['list', '--user', 'ops@example.com', '--json'], env);
    const [monitor] = JSON.parse(list.stdout).monitors;
    expect(monitor).toMatchObject({ savedSearchId: searchId, name: 'Invoices', enabled: true, frequency: 'weekly', hour: 7, weekday: 3, timeZone: 'Europe/Berlin', lastRun: { status: 'delivered', delivered: 1 } });

    const off = await cli(['disable', '--user', 'ops@example.com', '--search', searchId], env);
    expect(off.stdout).toBe(`Monitoring off for ${searchId}.\n`);
    const handle = await createDb({ dataDir });
    try {
      expect(await count(handle.db, `seen_signals`)).toBe(1);
      // Off, with its schedule kept for when it comes back on.
      const [row] = await rows(handle.db, `select enabled, frequency, hour, next_run_at from monitors`);
      expect(row).toMatchObject({ enabled: false, frequency: 'weekly', hour: 7, next_run_at: null });
    } finally {
      await handle.close();
    }
  });
});
