/**
 * Searches spend a platform's quota through the budget every instance shares (upstream_budget):
 * with Stack Exchange's day nearly spent, the first search still gets it, the same search again
 * comes from the cache and spends nothing, and the next new one reports Stack Exchange rate
 * limited until the day resets while Hacker News still answers, charging only what was delivered.
 * Two instances racing for the last room never overspend. The clock is the app's, frozen.
 */
import { readFileSync } from 'node:fs';
import { utcDayWindow } from '@firstsignal/core';
import { reserveWindow, schema, upstreamUsage, type Db } from '@firstsignal/db';
import { createSharedTestDb, testDbKinds } from '@firstsignal/db/testing';
import { planQueries, searchBudgets } from '@firstsignal/sources';
import { startUpstream, type Upstream } from '@firstsignal/sources/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env';
import { serveApp } from './support/app-server';
import { call, registerUser, startTestServer, TEST_DATABASE_URL } from './support/harness';
import { startHnServer } from './support/hn-server';

const SEARCH = JSON.parse(
  readFileSync(new URL('../../../packages/sources/test/fixtures/stackexchange/search-advanced-withbody.json', import.meta.url), 'utf8'),
);
const wrap = (items: unknown[]) => ({ items, has_more: false, quota_max: 300, quota_remaining: 12 });
const INVOICES = 'automatic invoice reminders for freelancers';
const LATE = 'invoice reminders for freelance designers 💸 (&amp; "polite" ones)';
const body = (businessIdea: string, platforms = ['hackernews', 'stackexchange']) => ({
  searchType: 'business_idea',
  businessIdea,
  platforms,
  timeRange: '',
  maxResults: 5,
});

/** What one search of the idea reserves of Stack Exchange's 300 keyless requests a day. */
const BUDGET = searchBudgets(parseEnv({})).stackexchange!;
const costOf = (idea: string) => BUDGET.cost(planQueries(idea, 'business_idea', ['stackexchange']).stackexchange!);
const sitesOf = (idea: string) =>
  planQueries(idea, 'business_idea', ['stackexchange'])
    .stackexchange!.queries.map((q) => q.split(':')[0])
    .sort();

const AT = new Date();
const DAY = utcDayWindow(AT);
const UNTIL_RESET = Math.ceil((DAY.end.getTime() - AT.getTime()) / 1000);

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function stackExchange(): Promise<Upstream> {
  const upstream = await startUpstream({
    'GET /2.3/search/advanced': { json: SEARCH },
    'GET /2.3/questions/:ids/answers': { json: wrap([]) },
    'GET /2.3/questions/:ids/comments': { json: wrap([]) },
  });
  closers.push(() => upstream.close());
  return upstream;
}

async function standIns() {
  const hn = await startHnServer();
  closers.push(() => hn.close());
  const se = await stackExchange();
  return { se, env: { ...hn.env, STACKEXCHANGE_API_URL: se.url } };
}

/** Leaves `room` of the day's 300 requests, as if other instances had spent the rest. */
async function spendAllBut(db: Db, room: number) {
  expect(await reserveWindow(db, { platform: 'stackexchange', windowStart: DAY.start, cost: BUDGET.limit - room, limit: BUDGET.limit })).toBe(true);
}

const spentToday = async (db: Db) => (await upstreamUsage(db, 'stackexchange', DAY.start)).map((w) => w.used);
const searchesCalled = (se: Upstream) => se.callsTo('/2.3/search/advanced').length;

describe.each(testDbKinds(TEST_DATABASE_URL))('search budgets on %s', (kind) => {
  it('gets Stack Exchange while the day has room, spends nothing on a cached search, then reports it rate limited until the reset while Hacker News answers', async () => {
    const { se, env } = await standIns();
    const server = await startTestServer({ db: kind, env, now: () => AT, countSearchBudgets: true });
    closers.push(() => server.close());
    const db = server.app.services.db;
    await spendAllBut(db, costOf(INVOICES));
    const { token } = await registerUser(server);
    const used = async () => (await call(server, 'GET', '/api/user/usage', { token })).json.data.results_used;

    const first = await call(server, 'POST', '/api/search', { token, body: body(INVOICES) });
    expect(first.status).toBe(200);
    expect(first.json.platforms.stackexchange).toEqual({ status: 'ok', results: expect.any(Number), communities: expect.any(Object) });
    expect(first.json.results.some((r: { platform: string }) => r.platform === 'stackexchange')).toBe(true);
    expect(await spentToday(db)).toEqual([300]);
    const calls = searchesCalled(se);
    expect(calls).toBeGreaterThan(0);

    // The same search again: the cache answers, so the spent day does not matter.
    const again = await call(server, 'POST', '/api/search', { token, body: body(INVOICES) });
    expect(again.json.platforms.stackexchange).toEqual({ status: 'ok', results: first.json.platforms.stackexchange.results, communities: expect.any(Object) });
    expect(searchesCalled(se)).toBe(calls);
    expect(await spentToday(db)).toEqual([300]);

    const before = await used();
    const next = await call(server, 'POST', '/api/search', { token, body: body(LATE) });
    expect(next.status).toBe(200);
    expect(next.json.platforms.stackexchange).toEqual({
      status: 'rate limited',
      message: expect.stringMatching(/^Stack Exchange's request allowance is used up; it resets at 00:00 UTC \(in \d+ (h|min|s)( \d+ min)?\)\.$/),
      retryAfterSeconds: UNTIL_RESET,
    });
    expect(next.json.platforms.hackernews).toEqual({ status: 'ok', results: expect.any(Number), communities: expect.any(Object) });
    expect(next.json.results.length).toBeGreaterThan(0);
    expect(next.json.results.every((r: { platform: string }) => r.platform === 'hackernews')).toBe(true);
    expect(searchesCalled(se)).toBe(calls);
    // Charged for what was delivered, nothing for the platform that was not searched.
    expect((await used()) - before).toBe(next.json.results.length);
    expect(await spentToday(db)).toEqual([300]);

    // Stack Exchange alone: nothing to search anywhere, so nothing is charged and no run is stored.
    const runs = (await db.select().from(schema.searchRuns)).length;
    const alone = await call(server, 'POST', '/api/search', { token, body: body(LATE, ['stackexchange']) });
    expect(alone.status).toBe(503);
    expect(alone.json.error).toBe('Search failed. Stack Exchange: rate limited.');
    expect(alone.headers.get('retry-after')).toBe(String(UNTIL_RESET));
    expect(await used()).toBe(before + next.json.results.length);
    expect(await db.select().from(schema.searchRuns)).toHaveLength(runs);
  });

  it('lets only one of two instances racing for the last room search Stack Exchange', async () => {
    const { se, env } = await standIns();
    const { db, second, close } = await createSharedTestDb(kind, TEST_DATABASE_URL);
    closers.push(close);
    await spendAllBut(db, Math.max(costOf(INVOICES), costOf(LATE)));
    const settings = parseEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', MONITOR_WORKER: 'false', ...env });
    const a = await serveApp({ env: settings, db, now: () => AT });
    closers.push(() => a.close());
    const b = await serveApp({ env: settings, db: second, now: () => AT });
    closers.push(() => b.close());
    const [ada, bo] = [await registerUser(a), await registerUser(b)];

    const answers = await Promise.all([
      call(a, 'POST', '/api/search', { token: ada.token, body: body(INVOICES) }),
      call(b, 'POST', '/api/search', { token: bo.token, body: body(LATE) }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const statuses = answers.map((r) => r.json.platforms.stackexchange.status);
    expect([...statuses].sort()).toEqual(['ok', 'rate limited']);
    for (const r of answers) expect(r.json.platforms.hackernews.status).toBe('ok');
    const winner = statuses[0] === 'ok' ? INVOICES : LATE;
    // Only the winner's sites were searched, and the day's count stays within its 300.
    const sites = new Set(se.callsTo('/2.3/search/advanced').map((c) => c.query.get('site')));
    expect([...sites].sort()).toEqual(sitesOf(winner));
    const [spent] = await spentToday(db);
    expect(spent).toBe(BUDGET.limit - Math.max(costOf(INVOICES), costOf(LATE)) + costOf(winner));
    expect(spent).toBeLessThanOrEqual(BUDGET.limit);
  });
});

