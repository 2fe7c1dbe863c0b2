import { eq, sql } from 'drizzle-orm';
import { schema } from '@firstsignal/db';
import { testDbKinds } from '@firstsignal/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, setBilling, startTestServer, TEST_DATABASE_URL, type TestServer } from './support/harness';
import { startPlatformServer, type PlatformServer } from './support/platform-server';

const IDEA = { searchType: 'business_idea', businessIdea: 'automatic invoice reminders for freelancers', platforms: ['reddit', 'youtube'], intentLevel: 'high', timeRange: '' };

describe.each(testDbKinds(TEST_DATABASE_URL))('search on %s', (kind) => {
  let platforms: PlatformServer;
  let server: TestServer;

  beforeAll(async () => {
    platforms = await startPlatformServer();
    server = await startTestServer({ db: kind, env: platforms.env });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await platforms?.close();
  });

  const usageOf = async (token: string) => (await call(server, 'GET', '/api/user/usage', { token })).json.data;
  const setBillingOf = (userId: string, values: Parameters<typeof setBilling>[2]) => setBilling(server, userId, values);

  it('finds ranked, explained signals on both platforms and charges what it delivered', async () => {
    const { token } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token, body: { ...IDEA, maxResults: 10 } });
    expect(res.status).toBe(200);
    const { results, search_info, platforms: health } = res.json;
    expect(health.reddit.status).toBe('ok');
    expect(health.youtube.status).toBe('ok');
    expect(results.length).toBeGreaterThanOrEqual(5);
    expect(results.length).toBeLessThanOrEqual(10);
    expect(new Set(results.map((r: any) => r.platform))).toEqual(new Set(['reddit', 'youtube']));
    const ids = results.map((r: any) => r.id);
    expect(ids).toContain('reddit:inv001');
    // Off-topic, deleted and removed conversations never reach the user.
    expect(ids).not.toContain('reddit:off001');
    expect(ids).not.toContain('reddit:rem001');
    expect(ids).not.toContain('reddit:c_inv001c');
    expect(ids).not.toContain('youtube:vidOff00001');
    // The cross-post with the same text collapses to one signal.
    expect(ids.filter((id: string) => id === 'reddit:inv003' || id === 'reddit:inv006')).toHaveLength(1);
    for (const r of results) {
      expect(r.relevanceScore).toBeGreaterThanOrEqual(0.3);
      expect(r.reason.length).toBeGreaterThan(5);
      expect(typeof r.evidence).toBe('string');
    }
    const scores = results.map((r: any) => r.relevanceScore);
    expect(Math.max(...scores)).toBeGreaterThanOrEqual(0.6);
    expect(search_info).toMatchObject({ requested_results: 10, actual_results: results.length, limited_by_quota: false, businessIdea: IDEA.businessIdea });
    expect(res.json).toMatchObject({ upgrade_required: false, overage_warning: false, current_usage: results.length, usage_limit: 25, plan_type: 'free' });
    expect(await usageOf(token)).toMatchObject({ results_used: results.length, results_limit: 25, results_remaining: 25 - results.length, plan_type: 'free' });
  });

  it('answers the spec’s validation messages as 400s', async () => {
    const { token } = await registerUser(server);
    const cases: [unknown, string][] = [
      [{ businessIdea: 'x' }, 'Please select a search type (Describe your product, List pain points, or Find unmet needs)'],
      [{ ...IDEA, businessIdea: '   ' }, 'Please provide your business idea'],
      [{ ...IDEA, searchType: 'pain_points', businessIdea: undefined, painPoints: ['', ' '] }, 'Please provide at least one pain point'],
      [{ ...IDEA, searchType: 'unmet_needs', businessIdea: '' }, 'Please provide at least one unmet need'],
      [{ ...IDEA, platforms: [] }, 'Please select at least one platform (Reddit, YouTube, or Quora)'],
      [{ ...IDEA, platforms: '["quora"]' }, 'Please select at least one platform (Reddit, YouTube, or Quora)'],
      [{ ...IDEA, businessIdea: 'x'.repeat(101) }, 'Business idea must be at most 100 characters'],
      [{ ...IDEA, maxResults: 0 }, 'Max results must be at least 1'],
      [{ ...IDEA, maxResults: 101 }, 'Max results must be at most 100'],
      [[1, 2], 'Request body must be a JSON object'],
    ];
    for (const [body, message] of cases) {
      const res = await call(server, 'POST', '/api/search', { token, body });
      expect.soft(res.status, JSON.stringify(body)).toBe(400);
      expect.soft(res.json.error, JSON.stringify(body)).toBe(message);
      // search.run reads the same schema: the same message, and the same field when there is one.
      const viaTrpc = await call(server, 'POST', '/trpc/search.run', { token, body });
      expect.soft([viaTrpc.status, viaTrpc.json.error?.message, viaTrpc.json.error?.data?.field], JSON.stringify(body)).toEqual([400, message, res.json.field]);
    }
    expect((await usageOf(token)).results_used).toBe(0);
    expect((await call(server, 'POST', '/api/search', { body: IDEA })).status).toBe(401);
  });

  it('joins pain points into one query, also sent as arrays', async () => {
    const { token } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', {
      token,
      body: { ...IDEA, searchType: 'pain_points', businessIdea: undefined, painPoints: ['clients pay invoices late', '', 'chasing unpaid invoices'], maxResults: 5 },
    });
    expect(res.status).toBe(200);
    expect(res.json.search_info.businessIdea).toBe('clients pay invoices late, chasing unpaid invoices');
    expect(res.json.results.length).toBeGreaterThan(0);
  });

  it('on a free plan delivers only what is left, then asks to upgrade without calling the platforms', async () => {
    const { token, user } = await registerUser(server);
    await setBillingOf(user.id, { monthlyResultsUsed: 22 });
    const limited = await call(server, 'POST', '/api/search', { token, body: { ...IDEA, maxResults: 10 } });
    expect(limited.json.results).toHaveLength(3);
    expect(limited.json.search_info).toMatchObject({ requested_results: 10, actual_results: 3, limited_by_quota: true });
    expect(await usageOf(token)).toMatchObject({ results_used: 25, results_remaining: 0 });

    const before = platforms.calls.length;
    const blocked = await call(server, 'POST', '/api/search', { token, body: { ...IDEA, maxResults: 5 } });
    expect(blocked.status).toBe(200);
    expect(blocked.json).toMatchObject({ upgrade_required: true, current_usage: 25, usage_limit: 25, results: [] });
    expect(platforms.calls.length).toBe(before);
    expect((await usageOf(token)).results_used).toBe(25);
  });

  it('on a paid plan warns about overage, then delivers and records it after confirmation', async () => {
    const { token, user } = await registerUser(server);
    const periodEnd = new Date('2026-12-22T00:00:00Z');
    await setBillingOf(user.id, { plan: 'starter', maxResults: 150, monthlyResultsUsed: 148, periodEnd });
    const warning = await call(server, 'POST', '/api/search', { token, body: { ...IDEA, maxResults: 10 } });
    expect(warning.json).toMatchObject({
      overage_warning: true,
      overage_count: 8,
      overage_blocks: 2,
      overage_cost: 1,
      plan_type: 'starter',
      current_usage: 148,
      usage_limit: 150,
      next_billing_date: periodEnd.toISOString(),
      results: [],
    });
    expect((await usageOf(token)).results_used).toBe(148);

    const confirmed = await call(server, 'POST', '/api/search', { token, body: { ...IDEA, maxResults: 10, confirm_overage: true } });
    const delivered = confirmed.json.results.length;
    expect(delivered).toBeGreaterThan(2);
    expect(confirmed.json.overage_warning).toBe(false);
    expect((await usageOf(token)).results_used).toBe(148 + delivered);
    const ledger = await server.app.services.db.select().from(schema.usageLedger).where(eq(schema.usageLedger.userId, user.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ results: delivered, overageResults: delivered - 2 });
  });

  it('never delivers or charges more than the quota under 20 concurrent searches', async () => {
    const { token, user } = await registerUser(server);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(server, 'POST', '/api/search', { token, body: { ...IDEA, maxResults: 5 } })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const delivered = answers.reduce((n, a) => n + a.json.results.length, 0);
    expect(delivered).toBeLessThanOrEqual(25);
    expect(delivered).toBeGreaterThanOrEqual(20);
    expect(answers.some((a) => a.json.upgrade_required)).toBe(true);
    const usage = await usageOf(token);
    expect(usage.results_used).toBe(delivered);
    const [ledger] = await server.app.services.db
      .select({ n: sql<number>`coalesce(sum(${schema.usageLedger.results}), 0)::int` })
      .from(schema.usageLedger)
      .where(eq(schema.usageLedger.userId, user.id));
    expect(ledger?.n).toBe(delivered);
  });

  it('loads more from the stored run without calling the platforms again', async () => {
    const { token } = await registerUser(server);
    const first = await call(server, 'POST', '/api/search', { token, body: { ...IDEA, maxResults: 5 } });
    expect(first.json.results).toHaveLength(5);
    expect(first.json.search_info.has_more).toBe(true);
    const before = platforms.calls.length;
    const more = await call(server, 'POST', '/api/search', {
      token,
      body: { ...IDEA, maxResults: 5, offset: 5, limit: 5, search_id: first.json.search_info.search_id },
    });
    expect(more.status).toBe(200);
    expect(platforms.calls.length).toBe(before);
    const ids = [...first.json.results, ...more.json.results].map((r: any) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(more.json.results.length).toBeGreaterThan(0);
    expect((await usageOf(token)).results_used).toBe(ids.length);
    // Reading a page again is free.
    await call(server, 'POST', '/api/search', { token, body: { ...IDEA, offset: 5, limit: 5, search_id: first.json.search_info.search_id } });
    expect((await usageOf(token)).results_used).toBe(ids.length);

    const other = await registerUser(server);
    const stolen = await call(server, 'POST', '/api/search', {
      token: other.token,
      body: { ...IDEA, offset: 5, limit: 5, search_id: first.json.search_info.search_id },
    });
    expect(stolen.status).toBe(404);
  });

  it('answers the same search again within minutes from the cache, spending no platform quota', async () => {
    const { token } = await registerUser(server);
    const body = { ...IDEA, businessIdea: 'chasing unpaid invoices', maxResults: 5 };
    const first = await call(server, 'POST', '/api/search', { token, body });
    expect(first.json.results.length).toBeGreaterThan(0);
    // Cache writes happen behind the search; give them a moment to land.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = platforms.calls.filter((c) => c.path !== '/api/v1/access_token').length;
    const second = await call(server, 'POST', '/api/search', { token, body });
    expect(second.json.results.map((r: any) => r.id)).toEqual(first.json.results.map((r: any) => r.id));
    expect(platforms.calls.filter((c) => c.path !== '/api/v1/access_token').length).toBe(before);
  });

  it('lists real history and reopens a stored run', async () => {
    const { token } = await registerUser(server);
    const ran = await call(server, 'POST', '/api/search', { token, body: { ...IDEA, maxResults: 5 } });
    const history = await call(server, 'GET', '/trpc/search.history', { token });
    expect(history.json.result.data[0]).toMatchObject({ id: ran.json.search_info.search_id, query: IDEA.businessIdea, results: 5 });
    const input = encodeURIComponent(JSON.stringify({ id: ran.json.search_info.search_id }));
    const stored = await call(server, 'GET', `/trpc/search.stored?input=${input}`, { token });
    expect(stored.json.result.data.results.map((r: any) => r.id)).toEqual(ran.json.results.map((r: any) => r.id));
  });
});

describe('search when the platforms refuse', () => {
  let platforms: PlatformServer;
  let server: TestServer;
  beforeAll(async () => {
    platforms = await startPlatformServer({}, { redditRateLimitedFor: 120, youtubeQuotaExceeded: true });
    server = await startTestServer({ env: platforms.env });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await platforms?.close();
  });

  it('says which platform is blocked, charges nothing and is not a 500', async () => {
    const { token } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token, body: { ...IDEA, maxResults: 5 } });
    expect(res.status).toBe(503);
    expect(res.json.error).toBe('Search failed. Reddit: rate limited; YouTube: rate limited.');
    expect(res.json.platforms.reddit.status).toBe('rate limited');
    expect(res.json.platforms.youtube.status).toBe('rate limited');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(server, 'GET', '/api/user/usage', { token })).json.data.results_used).toBe(0);
    const runs = await server.app.services.db.select().from(schema.searchRuns);
    expect(runs).toHaveLength(0);
  });

  it('still delivers from the platform that answers and reports the other', async () => {
    // A fresh app: the Reddit connector rightly stays away until retry-after has passed.
    await server.close();
    platforms.behaviour.redditRateLimitedFor = undefined;
    server = await startTestServer({ env: platforms.env });
    const { token } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token, body: { ...IDEA, maxResults: 5 } });
    expect(res.status).toBe(200);
    expect(res.json.platforms.youtube.status).toBe('rate limited');
    expect(res.json.platforms.reddit.status).toBe('ok');
    expect(res.json.results.every((r: any) => r.platform === 'reddit')).toBe(true);
  });
});

describe('search without platform settings', () => {
  it('reports not configured with the setting to add, never an empty result', async () => {
    const server = await startTestServer();
    try {
      const { token } = await registerUser(server);
      const res = await call(server, 'POST', '/api/search', { token, body: { ...IDEA, maxResults: 5 } });
      expect(res.status).toBe(503);
      expect(res.json.platforms.reddit).toMatchObject({ status: 'not configured', missingSettings: ['REDDIT_CLIENT_ID', 'REDDIT_CLIENT_SECRET'] });
      expect(res.json.platforms.youtube).toMatchObject({ status: 'not configured', missingSettings: ['YOUTUBE_API_KEY'] });
    } finally {
      await server.close();
    }
  });
});
