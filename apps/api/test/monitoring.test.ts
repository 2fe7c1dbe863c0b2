/**
 * Monitoring end to end over real HTTP, on PGlite and PostgreSQL, with a clock the tests move:
 * a saved search runs at its slot, delivers and charges only what the founder was never shown,
 * marks it new until seen, runs once per slot however many instances share the database, runs a
 * missed slot once after a restart, shares one upstream fetch between identical queries, waits
 * for the upstream budget, and pauses at the monthly limit.
 */
import { signalToPayload, type RawItem, type Signal } from '@firstsignal/core';
import { monitorBudgets, planQueries } from '@firstsignal/sources';
import { createDb, type DbHandle } from '@firstsignal/db';
import { createTestDb, testDbKinds } from '@firstsignal/db/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env';
import { setBilling, TEST_DATABASE_URL } from './support/harness';
import {
  count,
  createClock,
  founder,
  MINUTE,
  monitoredSearch,
  monitorOf,
  NEW_POSTS,
  NOISE_POST,
  published,
  rows,
  startMonitorApp,
  t,
  usageOf,
  type MonitorApp,
} from './support/monitor-world';
import { createWorld, FIRST_ITEMS, QUERY, trpc } from './support/saved-world';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function database(kind: 'pglite' | 'postgres') {
  const handle = await createTestDb(kind, TEST_DATABASE_URL);
  closers.push(() => handle.close());
  return handle;
}

async function app(...args: Parameters<typeof startMonitorApp>): Promise<MonitorApp> {
  const served = await startMonitorApp(...args);
  closers.push(() => served.close());
  return served;
}

const searchesOf = (world: ReturnType<typeof createWorld>) => world.requests.filter((r) => r.request.since !== undefined);

/** One founder's question (in r/freelance), and the same question reworded in r/smallbusiness. */
const askedIn = (iso: string) => published({ ...NEW_POSTS[1]!, author: 'studio_mira', engagement: { upvotes: 30, comments: 6, views: 0 } }, iso);
const askedAgainIn = (iso: string) =>
  published(
    {
      ...askedIn(iso),
      nativeId: 'mon002x',
      title: 'Invoicing tool for freelancers with late fees and reminders?',
      text: 'Is there an invoicing tool for freelancers that adds late fees and sends reminders? My clients pay late every month.',
      source: 'r/smallbusiness',
      url: 'https://www.reddit.com/r/smallbusiness/comments/mon002x/post/',
      engagement: { upvotes: 2, comments: 0, views: 0 },
    },
    iso,
  );

describe.each(testDbKinds(TEST_DATABASE_URL))('monitoring on %s', (kind) => {
  it('runs at its slot, delivers and charges only signals never shown, marks them new until seen', async () => {
    const handle = await database(kind);
    const clock = createClock(t(0, '08:00:00'));
    const world = createWorld([]);
    const server = await app(handle.db, world, clock);
    const ada = await founder(server);

    // Seen before: one conversation was saved with the search, another revealed by a search.
    const [alreadySaved, alreadySearched, ...others] = NEW_POSTS.map((p) => published(p, t(0, '07:00:00')));
    world.items.push(alreadySearched!);
    const search = await trpc(server, ada.token, 'mutation', 'search.run', { searchType: 'business_idea', businessIdea: QUERY, platforms: ['reddit'], maxResults: 5 });
    expect(search.data.results.map((s: Signal) => s.id)).toEqual([`reddit:${alreadySearched!.nativeId}`]);
    expect(await usageOf(server, ada)).toBe(1);
    const id = await monitoredSearch(server, ada, {
      signals: [signalToPayload({ ...search.data.results[0], id: `reddit:${alreadySaved!.nativeId}`, url: alreadySaved!.url })],
    });
    let { monitor } = await monitorOf(server, ada, id);
    expect(monitor).toMatchObject({ enabled: true, frequency: 'daily', state: 'scheduled', nextRunAt: t(0, '09:00:00'), lastRun: null });

    world.items.push(alreadySaved!, ...others, published(NOISE_POST, t(0, '07:30:00')));
    // Before the slot nothing runs.
    clock.set(t(0, '08:59:00'));
    expect(await server.round()).toBe(0);
    expect(searchesOf(world)).toHaveLength(0);

    clock.set(t(0, '09:00:30'));
    expect(await server.round()).toBeGreaterThan(0);
    const fetched = searchesOf(world);
    expect(fetched.map((r) => r.platform).sort()).toEqual(['reddit', 'youtube']);
    // Newest first since one period back, with the primary queries only.
    expect(fetched[0]!.request.since).toBe(Date.parse(t(-1, '09:00:00')) / 1000);
    expect(fetched[0]!.request.broader).toEqual([]);

    const expected = others.map((o) => `${o.platform}:${o.nativeId}`).sort();
    const saved = await trpc(server, ada.token, 'query', 'saved.getSearch', { id });
    const fresh = saved.data.search.signals.filter((s: { is_new: boolean }) => s.is_new).map((s: { signal_id: string }) => s.signal_id);
    expect(fresh.sort()).toEqual(expected);
    expect(saved.data.search.newCount).toBe(expected.length);
    // Charged for the new ones only: 1 from the search + the new ones.
    expect(await usageOf(server, ada)).toBe(1 + expected.length);
    ({ monitor } = await monitorOf(server, ada, id));
    expect(monitor).toMatchObject({
      state: 'scheduled',
      lastRunAt: t(0, '09:00:30'),
      nextRunAt: t(1, '09:00:00'),
      lastRun: { slotAt: t(0, '09:00:00'), status: 'delivered', newSignals: expected.length, delivered: expected.length },
    });
    expect((await trpc(server, ada.token, 'query', 'monitoring.newCount')).data).toEqual({ newSignals: expected.length });

    // The same slot again: no second run, no second fetch, no second charge.
    clock.advance(10 * MINUTE);
    expect(await server.round()).toBe(0);
    expect(searchesOf(world)).toHaveLength(2);
    expect(await count(handle.db, `monitor_runs where saved_search_id = '${id}'`)).toBe(1);

    // Seen: no longer marked new.
    expect((await trpc(server, ada.token, 'mutation', 'monitoring.markSeen', { id })).data).toEqual({ seen: expected.length });
    expect((await trpc(server, ada.token, 'query', 'monitoring.newCount')).data).toEqual({ newSignals: 0 });

    // Next day: only what appeared since the last run is searched; nothing new means no charge.
    clock.set(t(1, '09:00:10'));
    await server.round();
    expect(searchesOf(world).at(-1)!.request.since).toBe(Date.parse(t(0, '09:00:30')) / 1000);
    expect(await usageOf(server, ada)).toBe(1 + expected.length);
    ({ monitor } = await monitorOf(server, ada, id));
    expect(monitor.lastRun).toMatchObject({ slotAt: t(1, '09:00:00'), newSignals: 0, delivered: 0 });
  });

  /** A founder's monitored invoice search over these conversations, run at day 0's slot: one signal delivered and charged. */
  async function firstRunDeliversOne(items: RawItem[]) {
    const handle = await database(kind);
    const clock = createClock(t(0, '08:00:00'));
    const world = createWorld(items);
    const server = await app(handle.db, world, clock);
    const ada = await founder(server);
    const id = await monitoredSearch(server, ada);
    clock.set(t(0, '09:00:10'));
    await server.round();
    expect((await monitorOf(server, ada, id)).monitor.lastRun).toMatchObject({ newSignals: 1, delivered: 1 });
    expect(await usageOf(server, ada)).toBe(1);
    return { handle, clock, world, server, ada, id };
  }

  it('delivers and charges a reworded cross-post that arrives in one run once, with where else it was posted', async () => {
    const asked = askedIn(t(0, '01:00:00'));
    const again = askedAgainIn(t(0, '06:00:00'));
    const { handle, server, ada, id } = await firstRunDeliversOne([asked, again]);
    const saved = await trpc(server, ada.token, 'query', 'saved.getSearch', { id });
    expect(saved.data.search.signals.map((s: { signal_id: string }) => s.signal_id)).toEqual([`reddit:${asked.nativeId}`]);
    expect(saved.data.search.signals[0].also_posted).toEqual([{ url: again.url, source: 'r/smallbusiness' }]);
    expect(await count(handle.db, `seen_signals where user_id = '${ada.userId}'`)).toBe(1);
  });

  it('neither delivers nor charges a reworded cross-post posted after the run that delivered its original, and lists it on the original', async () => {
    const asked = askedIn(t(0, '07:00:00'));
    const { handle, clock, world, server, ada, id } = await firstRunDeliversOne([asked]);
    expect((await trpc(server, ada.token, 'mutation', 'monitoring.markSeen', { id })).data).toEqual({ seen: 1 });

    // That afternoon the same person asks again in another community, and a stranger asks in words
    // that would make a cross-post of hers had she written them.
    const again = askedAgainIn(t(0, '15:00:00'));
    const stranger = published(
      {
        ...NEW_POSTS[1]!,
        nativeId: 'mon002s',
        author: 'late_fee_larry',
        title: 'Any invoicing tool for freelancers that charges late fees?',
        text: 'My clients keep paying late. Is there an invoicing tool for freelancers that charges late fees automatically and sends reminders? Would pay for it.',
        source: 'r/Entrepreneur',
        url: 'https://www.reddit.com/r/Entrepreneur/comments/mon002s/post/',
      },
      t(0, '16:00:00'),
    );
    world.items.push(again, stranger);
    clock.set(t(1, '09:00:10'));
    await server.round();

    expect((await monitorOf(server, ada, id)).monitor.lastRun).toMatchObject({ slotAt: t(1, '09:00:00'), newSignals: 1, delivered: 1 });
    expect(await usageOf(server, ada)).toBe(2);
    const saved = await trpc(server, ada.token, 'query', 'saved.getSearch', { id });
    const signals = Object.fromEntries(saved.data.search.signals.map((s: { signal_id: string }) => [s.signal_id, s]));
    expect(Object.keys(signals).sort()).toEqual([`reddit:${asked.nativeId}`, `reddit:${stranger.nativeId}`]);
    // The original says where else it was posted; it was seen already, so it is not new again.
    expect(signals[`reddit:${asked.nativeId}`]).toMatchObject({ is_new: false, also_posted: [{ url: again.url, source: 'r/smallbusiness' }] });
    expect(signals[`reddit:${stranger.nativeId}`]).toMatchObject({ is_new: true, also_posted: [] });
    // The cross-post is seen too: a run that finds it again passes it by its id.
    expect(await rows(handle.db, `select signal_id from seen_signals where user_id = '${ada.userId}' order by signal_id`)).toEqual(
      [asked, again, stranger].map((p) => ({ signal_id: `reddit:${p.nativeId}` })).sort((a, b) => a.signal_id.localeCompare(b.signal_id)),
    );
  });

  it('shares one upstream fetch between identical queries of different founders in a slot', async () => {
    const handle = await database(kind);
    const clock = createClock(t(0, '08:00:00'));
    const world = createWorld(NEW_POSTS.map((p) => published(p, t(0, '07:00:00'))));
    const server = await app(handle.db, world, clock);
    const [ada, bo] = [await founder(server), await founder(server)];
    const adaSearch = await monitoredSearch(server, ada);
    const boSearch = await monitoredSearch(server, bo, { name: 'Same query, other founder' });

    clock.set(t(0, '09:01:00'));
    await server.round();
    expect(searchesOf(world).map((r) => r.platform).sort()).toEqual(['reddit', 'youtube']);
    for (const [who, id] of [[ada, adaSearch], [bo, boSearch]] as const) {
      expect((await monitorOf(server, who, id)).monitor.lastRun).toMatchObject({ delivered: NEW_POSTS.length });
      expect(await usageOf(server, who)).toBe(NEW_POSTS.length);
    }
  });

  it('runs each slot once with two app instances on one database', async () => {
    const handle = await database(kind);
    // PostgreSQL: the second instance has its own connection pool, as a second server would.
    let second: DbHandle | undefined;
    if (handle.url) {
      second = await createDb({ databaseUrl: handle.url, maxConnections: 5 });
      closers.push(() => second!.close());
    }
    const clock = createClock(t(0, '08:00:00'));
    const world = createWorld(NEW_POSTS.map((p) => published(p, t(0, '07:00:00'))));
    const one = await app(handle.db, world, clock);
    const two = await app(second?.db ?? handle.db, world, clock);
    const ada = await founder(one);
    const ids = [await monitoredSearch(one, ada), await monitoredSearch(one, ada, { name: 'Pain points', businessIdea: 'chasing late invoice payments' })];

    clock.set(t(0, '09:00:05'));
    await Promise.all([one.round(), two.round(), one.round(), two.round()]);
    await Promise.all([one.round(), two.round()]);

    for (const id of ids) {
      expect(await count(handle.db, `monitor_runs where saved_search_id = '${id}'`)).toBe(1);
      expect(await count(handle.db, `monitor_runs where saved_search_id = '${id}' and status = 'delivered'`)).toBe(1);
    }
    // One charge per run, and the user charged once for each signal.
    const ledger = await rows(handle.db, `select run_id, results from usage_ledger where user_id = '${ada.userId}'`);
    expect(new Set(ledger.map((r) => r.run_id)).size).toBe(ledger.length);
    const charged = ledger.reduce((n, r) => n + Number(r.results), 0);
    expect(await usageOf(one, ada)).toBe(charged);
    expect(await count(handle.db, `seen_signals where user_id = '${ada.userId}'`)).toBe(charged);
    // One fetch per group: two distinct queries, two platforms each.
    expect(searchesOf(world)).toHaveLength(4);
  });

  it('waits for the upstream budget when a slot holds more than the window allows, and says so', async () => {
    const handle = await database(kind);
    const clock = createClock(t(0, '08:00:00'));
    const world = createWorld(NEW_POSTS.map((p) => published(p, t(0, '07:00:00'))));
    const otherQuery = 'late invoice reminders for freelance designers';
    const cost = (q: string) => monitorBudgets(parseEnv({})).reddit!.cost(planQueries(q, 'business_idea', ['reddit']).reddit!);
    // Room for either fetch, not for both in one minute.
    const server = await app(handle.db, world, clock, { MONITOR_REDDIT_REQUESTS_PER_MINUTE: String(Math.max(cost(QUERY), cost(otherQuery))) });
    const ada = await founder(server);
    const first = await monitoredSearch(server, ada);
    const second = await monitoredSearch(server, ada, { name: 'Other query', businessIdea: otherQuery });

    clock.set(t(0, '09:00:10'));
    await server.round();
    const states = [(await monitorOf(server, ada, first)).monitor, (await monitorOf(server, ada, second)).monitor];
    const waiting = states.find((m) => m.state === 'waiting')!;
    const ran = states.find((m) => m.state === 'scheduled')!;
    expect(ran.lastRun.status).toBe('delivered');
    expect(waiting).toMatchObject({ waitingUntil: t(0, '09:01:00'), lastRun: { status: 'waiting' } });
    expect(searchesOf(world).filter((r) => r.platform === 'reddit')).toHaveLength(1);

    // Still the same minute: it keeps waiting.
    clock.set(t(0, '09:00:50'));
    await server.round();
    expect((await monitorOf(server, ada, waiting.savedSearchId)).monitor.state).toBe('waiting');

    clock.set(t(0, '09:01:00'));
    await server.round();
    const after = (await monitorOf(server, ada, waiting.savedSearchId)).monitor;
    expect(after).toMatchObject({ state: 'scheduled', waitingUntil: null, lastRun: { slotAt: t(0, '09:00:00'), status: 'delivered' } });
    expect(searchesOf(world).filter((r) => r.platform === 'reddit')).toHaveLength(2);
    const budget = await rows(handle.db, `select window_start, used from upstream_budget where platform = 'reddit' order by window_start`);
    const queryOf = (id: string) => (id === first ? QUERY : otherQuery);
    expect(budget.map((b) => [new Date(b.window_start).toISOString(), Number(b.used)])).toEqual([
      [t(0, '09:00:00'), cost(queryOf(ran.savedSearchId))],
      [t(0, '09:01:00'), cost(queryOf(waiting.savedSearchId))],
    ]);
  });

  it('pauses a free plan at the monthly limit, skips its slots, and resumes in the next period', async () => {
    const handle = await database(kind);
    const clock = createClock(t(0, '08:00:00'));
    const world = createWorld(NEW_POSTS.map((p) => published(p, t(0, '07:00:00'))));
    const server = await app(handle.db, world, clock);
    const ada = await founder(server);
    await setBilling(server, ada.userId, { monthlyResultsUsed: 23, periodStart: new Date(t(-28, '00:00:00')), periodEnd: new Date(t(2, '00:00:00')) });
    const id = await monitoredSearch(server, ada);

    clock.set(t(0, '09:00:10'));
    await server.round();
    let { monitor } = await monitorOf(server, ada, id);
    expect(monitor).toMatchObject({ state: 'paused', lastRun: { newSignals: NEW_POSTS.length, delivered: 2 } });
    expect(await usageOf(server, ada)).toBe(25);

    // Paused: the next slot is skipped without fetching anything.
    const fetches = searchesOf(world).length;
    clock.set(t(1, '09:00:10'));
    await server.round();
    ({ monitor } = await monitorOf(server, ada, id));
    expect(monitor).toMatchObject({ state: 'paused', nextRunAt: t(2, '09:00:00'), lastRun: { slotAt: t(0, '09:00:00') } });
    expect(searchesOf(world)).toHaveLength(fetches);

    // A new period: it runs again, searching from where the paused run started, and delivers the
    // two it could not pay for.
    clock.set(t(2, '09:00:10'));
    await server.round();
    ({ monitor } = await monitorOf(server, ada, id));
    expect(monitor).toMatchObject({ state: 'scheduled', lastRun: { slotAt: t(2, '09:00:00'), newSignals: 2, delivered: 2 } });
    expect(searchesOf(world).at(-1)!.request.since).toBe(Date.parse(t(-1, '09:00:00')) / 1000);
    expect(await usageOf(server, ada)).toBe(2);
  });

  it('goes past a paid quota only with "Allow overage for monitoring", up to its monthly cap', async () => {
    const handle = await database(kind);
    const clock = createClock(t(0, '08:00:00'));
    const world = createWorld(NEW_POSTS.map((p) => published(p, t(0, '08:30:00'))));
    const server = await app(handle.db, world, clock);
    const ada = await founder(server);
    await setBilling(server, ada.userId, { plan: 'starter', maxResults: 150, monthlyResultsUsed: 150, periodEnd: new Date(t(25, '00:00:00')) });
    const id = await monitoredSearch(server, ada, { schedule: { frequency: 'hourly' } });

    clock.set(t(0, '09:00:10'));
    await server.round();
    expect((await monitorOf(server, ada, id)).monitor).toMatchObject({ state: 'paused', lastRun: { newSignals: 4, delivered: 0 } });

    const update = await trpc(server, ada.token, 'mutation', 'notifications.update', { allowMonitorOverage: true, monitorOverageCapUsd: 0.5 });
    expect(update.data.overage).toMatchObject({ paid: true, allowed: true, capUsd: 0.5, capResults: 5, usedResults: 0 });
    clock.set(t(0, '10:00:10'));
    await server.round();
    expect((await monitorOf(server, ada, id)).monitor).toMatchObject({ state: 'scheduled', lastRun: { newSignals: 4, delivered: 4 } });

    // Three more; one fits under the $0.50 cap (5 results), then the monitor pauses.
    world.items.push(...FIRST_ITEMS.slice(0, 3).map((p) => published(p, t(0, '10:30:00'))));
    clock.set(t(0, '11:00:10'));
    await server.round();
    expect((await monitorOf(server, ada, id)).monitor).toMatchObject({ state: 'paused', lastRun: { newSignals: 3, delivered: 1 } });
    const ledger = await rows(handle.db, `select results, overage_results from usage_ledger where user_id = '${ada.userId}' order by created_at`);
    expect(ledger.map((r) => [Number(r.results), Number(r.overage_results)])).toEqual([
      [4, 4],
      [1, 1],
    ]);
    expect((await trpc(server, ada.token, 'query', 'notifications.get')).data.overage).toMatchObject({ usedResults: 5, usedUsd: 0.5 });
  });

  it('refuses hourly monitoring on the free plan and another founder’s saved search', async () => {
    const handle = await database(kind);
    const clock = createClock(t(0, '08:00:00'));
    const server = await app(handle.db, createWorld([]), clock);
    const [ada, bo] = [await founder(server), await founder(server)];
    const id = await monitoredSearch(server, ada);
    const hourly = await trpc(server, ada.token, 'mutation', 'monitoring.set', { id, enabled: true, frequency: 'hourly' });
    expect(hourly.error).toMatchObject({ message: 'Hourly monitoring is part of the paid plans: choose daily or weekly, or upgrade', data: { httpStatus: 403, field: 'frequency' } });
    const badZone = await trpc(server, ada.token, 'mutation', 'monitoring.set', { id, enabled: true, timeZone: 'Nowhere/Land' });
    expect(badZone.error).toMatchObject({ data: { httpStatus: 400, field: 'timeZone' } });
    const foreign = await trpc(server, bo.token, 'mutation', 'monitoring.set', { id, enabled: false });
    expect(foreign.error).toMatchObject({ message: 'Saved search not found', data: { httpStatus: 404 } });
    expect((await monitorOf(server, ada, id)).monitor).toMatchObject({ enabled: true, frequency: 'daily' });
    expect((await monitorOf(server, ada, id)).frequencies).toEqual(['daily', 'weekly']);
    // Off: no next run, and nothing runs at the slot.
    await trpc(server, ada.token, 'mutation', 'monitoring.set', { id, enabled: false });
    expect((await monitorOf(server, ada, id)).monitor).toMatchObject({ enabled: false, state: 'off', nextRunAt: null });
  });
});

describe.each(testDbKinds(TEST_DATABASE_URL))('a restart on %s', (kind) => {
  it('runs a monitor that missed slots once, searching everything since its last run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fs-monitor-restart-'));
    closers.push(async () => rmSync(dir, { recursive: true, force: true }));
    const testDb = kind === 'postgres' ? await database(kind) : undefined;
    const open = () => (testDb ? createDb({ databaseUrl: testDb.url, maxConnections: 5 }) : createDb({ dataDir: dir }));
    const clock = createClock(t(0, '08:00:00'));
    const world = createWorld(NEW_POSTS.slice(0, 1).map((p) => published(p, t(0, '07:00:00'))));

    let handle = await open();
    let server = await startMonitorApp(handle.db, world, clock);
    const ada = await founder(server);
    const id = await monitoredSearch(server, ada);
    clock.set(t(0, '09:00:20'));
    await server.round();
    expect((await monitorOf(server, ada, id)).monitor.lastRun).toMatchObject({ delivered: 1 });
    await server.close();
    await handle.close();

    // Down for three days; conversations keep appearing.
    world.items.push(...NEW_POSTS.slice(1).map((p, i) => published(p, t(1 + i, '12:00:00'))));
    clock.set(t(3, '15:00:00'));
    handle = await open();
    closers.push(() => handle.close());
    server = await app(handle.db, world, clock);
    await server.round();
    await server.round();

    const runs = await rows(handle.db, `select slot_at, since, delivered from monitor_runs where saved_search_id = '${id}' order by slot_at`);
    expect(runs.map((r) => [new Date(r.slot_at).toISOString(), new Date(r.since).toISOString(), Number(r.delivered)])).toEqual([
      [t(0, '09:00:00'), t(-1, '09:00:00'), 1],
      // One run for the three missed slots: the latest, searching since the last run.
      [t(3, '09:00:00'), t(0, '09:00:20'), 3],
    ]);
    expect((await monitorOf(server, ada, id)).monitor).toMatchObject({ nextRunAt: t(4, '09:00:00') });
    expect(await usageOf(server, ada)).toBe(4);
  });
});
