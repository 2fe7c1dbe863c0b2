/**
 * Hacker News over real HTTP (issue 9, decisions §9): a fresh install with no keys searches it
 * alone; its signals are saved, exported and re-run like the others; and when it fails (429,
 * 5xx, a hanging answer, malformed JSON) the answer says so per platform, charges nothing and is
 * never a 500. The local stand-in (support/hn-server.ts) answers in the API's real shapes.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@firstsignal/db';
import { createTestDb, testDbKinds } from '@firstsignal/db/testing';
import { createHackerNewsConnector } from '@firstsignal/sources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env';
import { createConnectors } from '../src/search/platforms';
import { serveApp, type ServedApp } from './support/app-server';
import { call, DEFAULT_PLATFORM_HEALTH, registerUser, startTestServer, TEST_DATABASE_URL, type TestServer } from './support/harness';
import { startHnServer, type HnFailure, type HnServer } from './support/hn-server';
import { startPlatformServer, type PlatformServer } from './support/platform-server';

const IDEA = 'automatic invoice reminders for freelancers';
const HN_ONLY = { searchType: 'business_idea', businessIdea: IDEA, platforms: ['hackernews'], timeRange: '', maxResults: 10 };
const ITEM = /^https:\/\/news\.ycombinator\.com\/item\?id=\d+$/;

describe.each(testDbKinds(TEST_DATABASE_URL))('Hacker News on a fresh install (%s)', (kind) => {
  let hn: HnServer;
  let server: TestServer;

  beforeAll(async () => {
    hn = await startHnServer();
    // No Reddit or YouTube settings at all: only Hacker News can answer.
    server = await startTestServer({ db: kind, env: hn.env });
  });
  afterAll(async () => {
    await server?.close();
    await hn?.close();
  });

  const usedResults = async (token: string) => (await call(server, 'GET', '/api/user/usage', { token })).json.data.results_used;

  it('needs no key: /health and the config say Hacker News is ready and name what the others miss', async () => {
    const health = await call(server, 'GET', '/health');
    expect(health.json.platforms).toEqual(DEFAULT_PLATFORM_HEALTH);
    const status = await call(server, 'GET', '/trpc/config.status');
    expect(status.json.result.data.hackernews).toEqual({ configured: true, missingSettings: [] });
    expect(status.json.result.data.reddit.configured).toBe(false);
  });

  it('finds Hacker News signals alone, as plain text with item links, and charges what it delivered', async () => {
    const { token } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token, body: HN_ONLY });
    expect(res.status).toBe(200);
    const { results, platforms } = res.json;
    expect(platforms).toEqual({ hackernews: { status: 'ok', results: expect.any(Number), communities: expect.any(Object) } });
    expect(results.length).toBeGreaterThanOrEqual(4);
    const ids: string[] = results.map((r: any) => r.id);
    // The Ask HN thread, the Show HN feature request, and a reply whose parent was deleted.
    expect(ids).toEqual(expect.arrayContaining(['hackernews:39100001', 'hackernews:39100020', 'hackernews:39100013']));
    // Deleted and flagged comments, the killed story and the look-alike never reach the user.
    for (const gone of ['39100012', '39100014', '39100006', '39100005']) expect(ids).not.toContain(`hackernews:${gone}`);
    for (const r of results) {
      expect(r.platform).toBe('hackernews');
      expect(r.url).toMatch(ITEM);
      expect(r.snippet).not.toMatch(/<[a-z/]|&#x|&quot;|&amp;/i);
      expect(r.relevanceScore).toBeGreaterThanOrEqual(0.3);
      expect(r.engagement.views).toBe(0);
    }
    const ask = results.find((r: any) => r.id === 'hackernews:39100001');
    expect(ask).toMatchObject({
      type: 'post',
      source: 'Ask HN',
      title: 'Ask HN: How do freelancers get clients to pay invoices on time?',
      engagement: { upvotes: 318, comments: 3 },
    });
    expect(ask.snippet).toContain("I'm a freelance designer.");
    const reply = results.find((r: any) => r.id === 'hackernews:39100013');
    expect(reply).toMatchObject({
      type: 'comment',
      parent_post: 'Ask HN: How do freelancers get clients to pay invoices on time?',
      post_url: 'https://news.ycombinator.com/item?id=39100001',
      url: 'https://news.ycombinator.com/item?id=39100013',
    });

    // Stories and comments by search, then the best threads whole.
    const searches = hn.callsTo('/api/v1/search');
    expect(new Set(searches.map((c) => c.query.get('tags')))).toEqual(new Set(['story', 'comment']));
    expect(searches[0]!.query.get('query')).toBe('freelancers invoice');
    expect(hn.callsTo(/^\/api\/v1\/items\//).map((c) => c.params.id)).toContain('39100001');

    expect(res.json.current_usage).toBe(results.length);
    expect(await usedResults(token)).toBe(results.length);
  });

  it('searches every platform when a client names none, and says which are not configured', async () => {
    const { token } = await registerUser(server);
    const { platforms: _omitted, ...withoutPlatforms } = HN_ONLY;
    const res = await call(server, 'POST', '/api/search', { token, body: withoutPlatforms });
    expect(res.status).toBe(200);
    expect(res.json.platforms.hackernews.status).toBe('ok');
    expect(res.json.platforms.reddit).toMatchObject({ status: 'not configured', missingSettings: ['REDDIT_CLIENT_ID', 'REDDIT_CLIENT_SECRET'] });
    expect(res.json.platforms.youtube).toMatchObject({ status: 'not configured', missingSettings: ['YOUTUBE_API_KEY'] });
    expect(res.json.results.length).toBeGreaterThan(0);
  });

  it('saves Hacker News signals and searches; a re-run searches it again, newest first, and marks what is new', async () => {
    const { token, user } = await registerUser(server);
    const first = await call(server, 'POST', '/api/search', { token, body: HN_ONLY });
    const signals = first.json.results.slice(0, 2);
    const saved = await call(server, 'POST', '/api/signals/save', { token, body: { signals } });
    expect(saved.status).toBe(200);
    const rows = await server.app.services.db.select().from(schema.savedSignals).where(eq(schema.savedSignals.userId, user.id));
    expect(rows.map((r) => r.signalId).sort()).toEqual(signals.map((s: any) => s.id).sort());
    for (const row of rows) expect(row.payload).toMatchObject({ platform: 'hackernews', url: expect.stringMatching(ITEM) });

    const created = await call(server, 'POST', '/api/searches', { token, body: { name: 'HN invoices', searchParams: HN_ONLY, signals } });
    expect(created.status).toBe(201);
    const id = created.json.search.id as string;
    expect(created.json.search.searchParams.platforms).toEqual(['hackernews']);

    // A new thread appears on Hacker News.
    hn.stories.push({
      id: 39100099,
      author: 'new_freelancer',
      title: 'Ask HN: Freelancers, what do you use for invoice reminders?',
      url: null,
      text: 'Two clients are 45 days late. Looking for something that chases them for me, happy to pay.',
      points: 9,
      createdAt: Math.floor(Date.now() / 1000) - 3600,
      comments: [],
    });
    const rerun = await call(server, 'POST', `/api/searches/${id}/rerun`, { token, body: {} });
    expect(rerun.status).toBe(200);
    expect(rerun.json.newSignals.map((s: any) => s.id)).toContain('hackernews:39100099');
    for (const s of rerun.json.newSignals) expect(s.platform).toBe('hackernews');
    expect(rerun.json.search.searchParams).toMatchObject({ platforms: ['hackernews'], timeRange: 'week' });
    // The re-run's past week is searched newest first.
    expect(hn.callsTo('/api/v1/search_by_date').length).toBeGreaterThan(0);
  });

  it('keeps the platforms of a search saved before Hacker News: a re-run never adds it', async () => {
    const { token } = await registerUser(server);
    const before = { ...HN_ONLY, platforms: ['reddit', 'youtube'] };
    const created = await call(server, 'POST', '/api/searches', { token, body: { name: 'Older search', searchParams: before } });
    const id = created.json.search.id as string;
    expect(created.json.search.searchParams.platforms).toEqual(['reddit', 'youtube']);
    const calls = hn.calls.length;
    const rerun = await call(server, 'POST', `/api/searches/${id}/rerun`, { token, body: {} });
    // Its platforms have no settings here: the answer says so, and Hacker News was never asked.
    expect(rerun.status).toBe(503);
    expect(rerun.json.error).toBe('Search failed. Reddit: not configured; YouTube: not configured.');
    expect(hn.calls.length).toBe(calls);
    const again = await call(server, 'GET', `/api/searches/${id}`, { token });
    expect(again.json.search.searchParams.platforms).toEqual(['reddit', 'youtube']);
  });

  it('lists the Hacker News search in the history', async () => {
    const { token } = await registerUser(server);
    await call(server, 'POST', '/api/search', { token, body: HN_ONLY });
    const history = await call(server, 'GET', '/trpc/search.history', { token });
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.json.result.data)).toContain('"hackernews"');
  });
});

describe('Hacker News failing', () => {
  let hn: HnServer;
  let reddit: PlatformServer;
  let app: ServedApp;
  let closeDb: () => Promise<void>;

  beforeAll(async () => {
    hn = await startHnServer();
    reddit = await startPlatformServer();
    const env = parseEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', ...reddit.env, ...hn.env });
    const handle = await createTestDb('pglite');
    closeDb = handle.close;
    // Short limits, so a hanging answer is given up on quickly; no cache, so every search asks again.
    const cache = { get: async () => undefined, set: async () => undefined };
    const connectors = {
      ...createConnectors(env, cache),
      hackernews: createHackerNewsConnector({ apiUrl: env.HN_API_URL, cache, timeoutMs: 300, budgetMs: 1500 }),
    };
    // Every search asks Reddit's stand-in again: it has no quota for the budget to keep.
    app = await serveApp({ env, db: handle.db, connectors, countSearchBudgets: false });
  });
  afterAll(async () => {
    await app?.close();
    await closeDb?.();
    await hn?.close();
    await reddit?.close();
  });

  // The 429 last: its retry-after rightly holds every later call to Hacker News in this app.
  it.each<[HnFailure, string, RegExp]>([
    ['server_error', 'failed', /^Hacker News answered with an error$/],
    ['hang', 'failed', /^Hacker News did not answer in time$/],
    ['malformed', 'failed', /^Hacker News answered with an error$/],
    ['rate_limited', 'rate limited', /^Hacker News is rate limiting us right now/],
  ])('%s: says so for Hacker News, charges nothing, stores nothing and is not a 500', async (failure, status, message) => {
    hn.behaviour.failure = failure;
    try {
      const { token } = await registerUser(app);
      const runsBefore = (await app.app.services.db.select().from(schema.searchRuns)).length;
      const res = await call(app, 'POST', '/api/search', { token, body: HN_ONLY });
      expect(res.status).toBe(503);
      expect(res.json.error).toBe(`Search failed. Hacker News: ${status}.`);
      expect(res.json.platforms.hackernews.status).toBe(status);
      expect(res.json.platforms.hackernews.message).toMatch(message);
      expect((await call(app, 'GET', '/api/user/usage', { token })).json.data.results_used).toBe(0);
      expect(await app.app.services.db.select().from(schema.searchRuns)).toHaveLength(runsBefore);

      // Beside a platform that answers, the search delivers and shows Hacker News's state.
      const both = await call(app, 'POST', '/api/search', { token, body: { ...HN_ONLY, platforms: ['reddit', 'hackernews'] } });
      expect(both.status).toBe(200);
      expect(both.json.platforms.reddit.status).toBe('ok');
      expect(both.json.platforms.hackernews.status).toBe(status);
      expect(both.json.results.length).toBeGreaterThan(0);
      expect(both.json.results.every((r: any) => r.platform === 'reddit')).toBe(true);
    } finally {
      hn.behaviour.failure = undefined;
    }
  });
});

describe('HN_ENABLED=false', () => {
  it('turns Hacker News off: "not configured", naming the setting, and it is never called', async () => {
    const hn = await startHnServer();
    const server = await startTestServer({ env: { ...hn.env, HN_ENABLED: 'false' } });
    try {
      const health = await call(server, 'GET', '/health');
      expect(health.json.platforms.hackernews).toEqual({ configured: false, status: 'not configured', missingSettings: ['HN_ENABLED=true'] });
      const { token } = await registerUser(server);
      const res = await call(server, 'POST', '/api/search', { token, body: HN_ONLY });
      expect(res.status).toBe(503);
      expect(res.json.platforms.hackernews).toMatchObject({
        status: 'not configured',
        message: 'Hacker News is not configured: set HN_ENABLED=true',
        missingSettings: ['HN_ENABLED=true'],
      });
      expect(hn.calls).toHaveLength(0);
    } finally {
      await server.close();
      await hn.close();
    }
  });
});
