/**
 * The re-run script as a founder runs it: the real CLI in a child process, on a database
 * prepared beforehand (PGlite under a temp DATA_DIR, or a throw-away PostgreSQL database),
 * with Reddit and YouTube replaced by a local server answering in their real shapes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createDb, createSavedSearch, getSavedSearch, schema, setJudgement, type Db, type DbHandle } from '@firstsignal/db';
import { createTestDb, testDbKinds, type TestDbKind } from '@firstsignal/db/testing';
import { savedSearchInput } from '@firstsignal/core';
import { runCli } from './support/cli';
import { TEST_DATABASE_URL } from './support/harness';
import type { WorldPost, WorldVideo } from './support/conversations';
import { MEALIME_LINK, startAppStoreServer } from './support/appstore-server';
import { startHnServer, type HnServer } from './support/hn-server';
import { startPlatformServer, type PlatformServer } from './support/platform-server';
import { QUERY, SEARCH_PARAMS } from './support/saved-world';

const POSTS: WorldPost[] = [
  {
    id: 'inv001',
    subreddit: 'freelance',
    author: 'designer_dana',
    title: 'Looking for a simple invoice tool for freelancers',
    selftext:
      'I am a freelance designer and need an invoicing tool that handles recurring invoices. Happy to pay for something good. Any recommendations?',
    score: 25,
    createdDaysAgo: 1,
    comments: [
      {
        id: 'cmt001',
        author: 'dev_marco',
        body: 'Same here. I need an invoice tool for freelancers that sends reminders, and I would pay for it today.',
        score: 7,
      },
    ],
  },
  {
    id: 'inv002',
    subreddit: 'freelance',
    author: 'writer_wes',
    title: 'Invoicing as a freelancer is killing me',
    selftext:
      'Chasing clients for unpaid invoices every month. My spreadsheet invoice system is a mess. Is there a better invoice tool?',
    score: 12,
    createdDaysAgo: 2,
    comments: [],
  },
  {
    id: 'cat004',
    subreddit: 'cats',
    author: 'cat_cam',
    title: 'My cat photos',
    selftext: 'Here are some photos of my cat sleeping on the couch.',
    score: 300,
    createdDaysAgo: 1,
    comments: [],
  },
];
const VIDEOS: WorldVideo[] = [
  {
    id: 'vidinv003',
    channel: 'Freelance Finance',
    title: 'Best invoice tools for freelancers',
    description: 'We compare invoicing software for freelancers: recurring invoices, reminders and payments.',
    views: 1200,
    likes: 40,
    createdDaysAgo: 2,
    comments: [],
  },
];
/** Already in every saved search before the re-run: never reported as new. */
const KNOWN_ID = 'reddit:inv001';
const EXPECTED_NEW = ['reddit:cmt001', 'reddit:inv002', 'youtube:vidinv003'];

/**
 * The database the CLI will open: PGlite on disk (opened here only between runs, since one
 * process at a time may hold it), or PostgreSQL (held open all along).
 */
async function prepareDatabase(kind: TestDbKind) {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'fs-rerun-cli-'));
    return {
      settings: { DATA_DIR: dataDir } as Record<string, string>,
      async use<T>(fn: (db: Db) => Promise<T>): Promise<T> {
        const handle = await createDb({ dataDir });
        try {
          return await fn(handle.db);
        } finally {
          await handle.close();
        }
      },
      async dispose() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const handle: DbHandle = await createTestDb('postgres', TEST_DATABASE_URL);
  // postgres-js answers raw queries with the rows themselves.
  const [row] = (await handle.db.execute(sql`select current_database() as name`)) as unknown as { name: string }[];
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  return {
    settings: { DATABASE_URL: url.toString() } as Record<string, string>,
    use: <T>(fn: (db: Db) => Promise<T>) => fn(handle.db),
    dispose: () => handle.close(),
  };
}

describe.each(testDbKinds(TEST_DATABASE_URL))('rerun CLI on %s', (kind) => {
  let upstream: PlatformServer;
  let hn: HnServer;
  let appstore: Awaited<ReturnType<typeof startAppStoreServer>>;
  let database: Awaited<ReturnType<typeof prepareDatabase>>;
  let env: Record<string, string>;
  const ids = { a: '', b: '', c: '', frank: '', paula: '', hanna: '', cora: '', kim: '' };
  const cli = (...args: string[]) => runCli(['rerun', ...args], env);
  // What the CLI says and reads runs once, on PostgreSQL when this run has it (each CLI start on
  // the embedded database opens it anew, seconds a run); what re-runs write and charge, and the
  // embedded database's lock, run on both.
  const onceAcrossDatabases = kind === 'pglite' && testDbKinds(TEST_DATABASE_URL).length > 1 ? it.skip : it;

  beforeAll(async () => {
    upstream = await startPlatformServer({ posts: POSTS, videos: VIDEOS });
    hn = await startHnServer();
    appstore = await startAppStoreServer();
    database = await prepareDatabase(kind);
    // The classifier alone types the signals, so each CLI run does not load the sentence model in
    // its thread; the JSON test below re-runs with the default model and checks it typed them.
    env = { ...database.settings, ...upstream.env, ...hn.env, ...appstore.env, LOG_LEVEL: 'silent', SENTENCE_MODEL: 'false' };
    const known = {
      signal_id: KNOWN_ID,
      platform: 'reddit',
      title: POSTS[0]!.title,
      url: 'https://www.reddit.com/r/freelance/comments/inv001/x/',
      relevance_score: 0.9,
    };
    const saved = (name: string) => savedSearchInput.parse({ name, searchParams: SEARCH_PARAMS, signals: [known] });
    await database.use(async (db) => {
      const alice = await createAccount(db, { email: 'alice@example.com', passwordHash: null, name: 'Alice' });
      ids.a = (await createSavedSearch(db, alice.id, saved('Invoices A'))).id;
      ids.b = (await createSavedSearch(db, alice.id, saved('Invoices B'))).id;
      // Judged on the saved search's page: the re-run is ranked by them and says so.
      const jude = await createAccount(db, { email: 'jude@example.com', passwordHash: null });
      ids.c = (await createSavedSearch(db, jude.id, saved('Invoices C'))).id;
      const judge = (signalId: string, judgement: 'up' | 'down') =>
        setJudgement(db, jude.id, { savedSearchId: ids.c }, { signalId, judgement, reason: null, text: 'Chasing late invoices 🧾 every month', relevance: 0.9 });
      await judge(KNOWN_ID, 'up');
      await judge('reddit:t3_other', 'up');
      await judge('reddit:t3_spam', 'down');
      const frank = await createAccount(db, { email: 'frank@example.com', passwordHash: null });
      ids.frank = (await createSavedSearch(db, frank.id, saved('Frank'))).id;
      await db.update(schema.billingInfo).set({ monthlyResultsUsed: 25 }).where(eq(schema.billingInfo.userId, frank.id));
      const paula = await createAccount(db, { email: 'paula@example.com', passwordHash: null });
      ids.paula = (await createSavedSearch(db, paula.id, saved('Paula'))).id;
      await db
        .update(schema.billingInfo)
        .set({ plan: 'starter', maxResults: 150, monthlyResultsUsed: 150 })
        .where(eq(schema.billingInfo.userId, paula.id));
      const hanna = await createAccount(db, { email: 'hanna@example.com', passwordHash: null });
      const hnOnly = savedSearchInput.parse({ name: 'HN invoices', searchParams: { ...SEARCH_PARAMS, platforms: ['hackernews'] } });
      ids.hanna = (await createSavedSearch(db, hanna.id, hnOnly)).id;
      const cora = await createAccount(db, { email: 'cora@example.com', passwordHash: null });
      const competitors = savedSearchInput.parse({
        name: 'Meal planner competitors',
        searchParams: { ...SEARCH_PARAMS, businessIdea: 'meal planner for busy parents', platforms: ['appstore'], competitorApps: [MEALIME_LINK, 'id999999999'] },
      });
      ids.cora = (await createSavedSearch(db, cora.id, competitors)).id;
      const kim = await createAccount(db, { email: 'kim@example.com', passwordHash: null });
      const keywords = savedSearchInput.parse({
        name: 'Invoice mentions',
        searchParams: { ...SEARCH_PARAMS, searchType: 'keywords', businessIdea: '(invoices OR "invoice reminders") NOT spreadsheet', platforms: ['hackernews'] },
      });
      ids.kim = (await createSavedSearch(db, kim.id, keywords)).id;
    });
  });

  afterAll(async () => {
    await upstream?.close();
    await hn?.close();
    await appstore?.close();
    await database?.dispose();
  });

  onceAcrossDatabases('explains its usage on bad arguments (exit 2)', async () => {
    const missingUser = await cli('--all');
    expect(missingUser.code).toBe(2);
    expect(missingUser.stderr).toContain('--user <email> is required');
    expect(missingUser.stderr).toContain('usage: pnpm --filter @firstsignal/api rerun --user <email> (--search <id> | --all)');
    const both = await cli('--user', 'alice@example.com', '--search', ids.a, '--all');
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('choose one: --search <id> or --all');
    expect(upstream.calls).toHaveLength(0);
  });

  onceAcrossDatabases('says so when the user is unknown (exit 1)', async () => {
    // The way `pnpm rerun` starts it (tsx), once: the other cases run this test run's bundle.
    const run = await runCli(['rerun', '--user', 'nobody@example.com', '--all'], env, { source: true });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('No user with the email nobody@example.com.');
  });

  onceAcrossDatabases('prints the themes of saved searches with --themes, re-running and charging nothing', async () => {
    const calls = upstream.calls.length;
    const usage = () => database.use(async (db) => (await db.select().from(schema.billingInfo)).map((b) => b.monthlyResultsUsed).sort());
    const usedBefore = await usage();
    const md = await cli('--user', 'alice@example.com', '--search', ids.b, '--themes');
    expect(md.stderr).toBe('');
    expect(md.code).toBe(0);
    expect(md.stdout.startsWith('# Themes: Invoices B\n\n1 signal, 0 themes.\n\n## Other (1 signal, 0% High urgency)')).toBe(true);
    expect(md.stdout).toContain('([source](https://www.reddit.com/r/freelance/comments/inv001/x/))');

    const json = await cli('--user', 'alice@example.com', '--search', ids.b, '--themes', '--json');
    expect(JSON.parse(json.stdout)).toMatchObject({ title: 'Invoices B', total: 1, themes: [{ key: 'other', size: 1 }] });

    const notTheirs = await cli('--user', 'alice@example.com', '--search', ids.frank, '--themes');
    expect(notTheirs.code).toBe(1);
    expect(notTheirs.stderr.trim()).toBe(`Saved search ${ids.frank} not found for alice@example.com.`);
    expect(upstream.calls).toHaveLength(calls);
    expect(await usage()).toEqual(usedBefore);
  });

  onceAcrossDatabases('prints the audiences of a saved search with --audiences (text, JSON, CSV), re-running and charging nothing', async () => {
    const calls = upstream.calls.length;
    const text = await cli('--user', 'alice@example.com', '--search', ids.b, '--audiences');
    expect(text.stderr).toBe('');
    expect(text.code).toBe(0);
    const lines = text.stdout.split('\n');
    expect(lines.slice(0, 2)).toEqual(['Audiences: Invoices B', '1 signal in 1 community.']);
    // This fixture's saved signal names no community: it is counted under its platform alone.
    expect(text.stdout).toMatch(/^reddit: {2}(1 of \d+ fetched \(\d+%\)|fetched unknown), 0% High urgency\n {2}"Looking for a simple invoice tool for freelancers" https:\/\/www\.reddit\.com\/r\/freelance\/comments\/inv001\/x\/$/m);
    const json = await cli('--user', 'alice@example.com', '--search', ids.b, '--audiences', '--json');
    expect(JSON.parse(json.stdout)).toMatchObject({ title: 'Invoices B', total: 1, audiences: [{ key: 'reddit:', signals: 1 }] });
    const csv = await cli('--user', 'alice@example.com', '--search', ids.b, '--audiences', '--csv');
    expect(csv.stdout.split('\r\n')[0]).toBe('Community,Platform,Source,Signals,Items fetched,Signals per item fetched,High urgency,Quote 1,Quote 2');
    const both = await cli('--user', 'alice@example.com', '--search', ids.b, '--audiences', '--themes');
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/^choose one: --themes or --audiences/);
    expect(upstream.calls).toHaveLength(calls);
  });

  it('re-runs one saved search and prints its new signals as a table', async () => {
    const run = await cli('--user', 'ALICE@example.com', '--search', ids.a);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toBe(`Saved search "Invoices A" (${ids.a}): 3 new of 4 results`);
    expect(lines[1]).toMatch(/^PLATFORM\s+RELEVANCE\s+TYPE\s+URGENCY\s+TITLE\s+URL$/);
    const rows = lines.slice(2);
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(row).toMatch(
        /^(reddit|youtube)\s+\d{2,3}%\s+(Buying Intent|Recommendation Request|Pain Point|Complaint|Feature Request|Question|Discussion)\s+(High|Medium|Low)\s+\S.*\s+https:\/\/\S+$/,
      );
    expect(rows.find((r) => r.includes('https://www.youtube.com/watch?v=vidinv003'))).toContain(
      'Best invoice tools for freelancers',
    );
    expect(rows.find((r) => r.includes('/comments/inv002/'))).toContain('Invoicing as a freelancer is killing me');
    expect(rows.some((r) => r.includes('/cmt001/'))).toBe(true);
    // The post saved before is not new; only its comment is.
    expect(rows.filter((r) => r.includes('/comments/inv001/')).every((r) => r.includes('/cmt001/'))).toBe(true);
    expect(run.stdout).not.toContain('cat004');

    // It went through the real connectors with the settings, and re-run defaults.
    const { REDDIT_CLIENT_ID, REDDIT_CLIENT_SECRET, YOUTUBE_API_KEY } = upstream.env;
    expect(upstream.callsTo('/api/v1/access_token', 'POST')[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${REDDIT_CLIENT_ID}:${REDDIT_CLIENT_SECRET}`).toString('base64')}`,
    );
    const searches = upstream.callsTo('/search');
    expect(searches.find((c) => !c.query.has('key'))?.query.get('t')).toBe('week');
    expect(searches.find((c) => c.query.has('key'))?.query.get('key')).toBe(YOUTUBE_API_KEY);

    const stored = await database.use(async (db) => {
      const alice = (await db.select().from(schema.users).where(eq(schema.users.email, 'alice@example.com')))[0]!;
      const usage = (await db.select().from(schema.billingInfo).where(eq(schema.billingInfo.userId, alice.id)))[0]!;
      return { search: await getSavedSearch(db, alice.id, ids.a), used: usage.monthlyResultsUsed };
    });
    expect(stored.used).toBe(4);
    expect(stored.search?.resultCount).toBe(4);
    expect(stored.search?.lastRunAt).toBeInstanceOf(Date);
    expect(stored.search?.searchParams).toMatchObject({
      intentLevel: 'medium',
      timeRange: 'week',
      maxResults: 25,
      businessIdea: QUERY,
    });
    expect(
      stored.search?.signals
        .filter((s) => s.isNew)
        .map((s) => s.signalId)
        .sort(),
    ).toEqual(EXPECTED_NEW);
  });

  onceAcrossDatabases('says how many of the saved search’s judgements ranked the re-run (text and JSON)', async () => {
    const run = await cli('--user', 'jude@example.com', '--search', ids.c);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toBe(`Saved search "Invoices C" (${ids.c}): 3 new of 4 results`);
    expect(lines[1]).toBe('Ranked by your 2 thumbs-up and 1 thumbs-down on this search.');
    const json = JSON.parse((await cli('--user', 'jude@example.com', '--search', ids.c, '--json')).stdout);
    expect(json.searches[0].judgements).toEqual({ up: 2, down: 1 });
  });

  it('prints JSON with --json, ranked by the sentence model as the server ranks (the re-run waits for it to load)', async () => {
    const { SENTENCE_MODEL: _off, ...defaults } = env;
    const run = await runCli(['rerun', '--user', 'alice@example.com', '--search', ids.b, '--json'], defaults);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out.user).toBe('alice@example.com');
    expect(out.searches).toHaveLength(1);
    expect(out.searches[0]).toMatchObject({
      id: ids.b,
      name: 'Invoices B',
      status: 'ok',
      resultCount: 4,
      lastRunAt: expect.any(String),
      judgements: { up: 0, down: 0 },
      sentenceModel: 'on',
    });
    expect(out.searches[0].newSignals.map((s: { id: string }) => s.id).sort()).toEqual(EXPECTED_NEW);
    expect(out.searches[0].newSignals[0]).toMatchObject({
      platform: expect.any(String),
      relevanceScore: expect.any(Number),
      url: expect.stringMatching(/^https:\/\//),
    });
    expect(out.searches[0].platforms).toMatchObject({ reddit: { status: 'ok' }, youtube: { status: 'ok' } });
  });

  onceAcrossDatabases('re-runs a saved Hacker News search and prints its signals with their item links', async () => {
    const redditCalls = upstream.calls.length;
    const run = await cli('--user', 'hanna@example.com', '--search', ids.hanna);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const rows = run.stdout.trim().split('\n').slice(2);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/^hackernews\s+\d{2,3}%\s+.*\shttps:\/\/news\.ycombinator\.com\/item\?id=\d+$/);
    // The past week, newest first; Reddit and YouTube were not asked.
    expect(hn.callsTo('/api/v1/search_by_date').length).toBeGreaterThan(0);
    expect(upstream.calls.length).toBe(redditCalls);
  });

  onceAcrossDatabases('re-runs a search naming competitor apps: lists them, reads their reviews and says which app the store lacks', async () => {
    const run = await cli('--user', 'cora@example.com', '--search', ids.cora);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^Saved search "Meal planner competitors" \\(${ids.cora}\\): \\d+ new of \\d+ results$`));
    expect(lines[1]).toBe(`Competitor apps: ${MEALIME_LINK}, https://apps.apple.com/app/id999999999`);
    expect(lines[2]).toBe('Note (App Store reviews): No app with id 999999999 in the US App Store');
    expect(lines.slice(4).some((row) => /^appstore\s.*Busy parents need smarter meal plans\s+https:\/\/apps\.apple\.com\/us\/app\/mealime-meal-plans-recipes\/id1500000010$/.test(row))).toBe(true);
    expect(appstore.callsTo('/lookup').map((c) => c.query.get('id'))).toEqual(['1500000010,999999999']);

    const json = JSON.parse((await cli('--user', 'cora@example.com', '--search', ids.cora, '--json')).stdout);
    expect(json.searches[0].platforms.appstore.notes).toEqual(['No app with id 999999999 in the US App Store']);
  });

  onceAcrossDatabases('re-runs a keyword search: shows its expression, and every signal satisfies it', async () => {
    const run = await cli('--user', 'kim@example.com', '--search', ids.kim);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^Saved search "Invoice mentions" \\(${ids.kim}\\): \\d+ new of \\d+ results$`));
    expect(lines[1]).toBe('Keywords: (invoices OR "invoice reminders") NOT spreadsheet');
    const json = JSON.parse((await cli('--user', 'kim@example.com', '--search', ids.kim, '--json')).stdout);
    expect(json.searches[0].keywords).toBe('(invoices OR "invoice reminders") NOT spreadsheet');
  });

  it('re-runs all saved searches with --all: nothing is new since the last run', async () => {
    const json = await cli('--user', 'alice@example.com', '--all', '--json');
    expect(json.code).toBe(0);
    const out = JSON.parse(json.stdout);
    expect(
      out.searches.map((s: { name: string; status: string; newSignals: unknown[] }) => [s.name, s.status, s.newSignals]),
    ).toEqual([
      ['Invoices B', 'ok', []],
      ['Invoices A', 'ok', []],
    ]);
    const table = await cli('--user', 'alice@example.com', '--all');
    expect(table.code).toBe(0);
    expect(table.stdout.match(/No new signals since the last run\./g)).toHaveLength(2);
  });

  onceAcrossDatabases('says so when the saved search is not the user’s (exit 1)', async () => {
    const run = await cli('--user', 'alice@example.com', '--search', ids.frank);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(`Saved search ${ids.frank} not found for alice@example.com.`);
  });

  it('prints the quota plainly: upgrade required on a free plan with nothing left (exit 3), nothing stored', async () => {
    const run = await cli('--user', 'frank@example.com', '--all');
    expect(run.code).toBe(3);
    expect(run.stderr).toContain("Monthly Limit Reached: you've used 25 of 25 monthly results.");
    const search = await database.use(async (db) => {
      const frank = (await db.select().from(schema.users).where(eq(schema.users.email, 'frank@example.com')))[0]!;
      return getSavedSearch(db, frank.id, ids.frank);
    });
    expect(search?.lastRunAt).toBeNull();
    expect(search?.signals.map((s) => s.signalId)).toEqual([KNOWN_ID]);
  });

  it('asks for --confirm-overage on a paid plan past its quota, then charges and delivers', async () => {
    const warned = await cli('--user', 'paula@example.com', '--all', '--max-results', '5');
    expect(warned.code).toBe(3);
    expect(warned.stderr).toContain('5 extra results (1 block of 5), estimated $0.50');
    expect(warned.stderr).toContain('Run again with --confirm-overage to proceed and be charged.');
    const confirmed = await cli('--user', 'paula@example.com', '--all', '--max-results', '5', '--confirm-overage', '--json');
    expect(confirmed.code).toBe(0);
    const out = JSON.parse(confirmed.stdout);
    expect(out.searches[0]).toMatchObject({
      status: 'ok',
      usage: { current_usage: 154, usage_limit: 150, plan_type: 'starter' },
    });
    expect(out.searches[0].newSignals.map((s: { id: string }) => s.id).sort()).toEqual(EXPECTED_NEW);
  });

  if (kind === 'pglite') {
    it('refuses clearly while another process holds the embedded database (exit 1)', async () => {
      const held = await createDb({ dataDir: env.DATA_DIR });
      try {
        const run = await cli('--user', 'alice@example.com', '--all');
        expect(run.code).toBe(1);
        expect(run.stderr).toContain('is in use by another process (is the FirstSignal server running?)');
        expect(run.stdout).toBe('');
      } finally {
        await held.close();
      }
      // Closed again: the script runs.
      expect((await cli('--user', 'alice@example.com', '--search', ids.a, '--json')).code).toBe(0);
    });
  }
});
