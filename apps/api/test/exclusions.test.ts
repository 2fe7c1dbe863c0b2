/**
 * Exclusions (issue 25 §2) over real HTTP: what a search leaves out is never stored, shown or
 * charged, in a new search, load more, a card's "Hide this author/community", re-runs and
 * monitored runs; another founder's exclusions are never applied or visible; bad input is a 400
 * with a clear message.
 */
import { exclusionsRemovedText, type Signal } from '@firstsignal/core';
import { createTestDb, testDbKinds } from '@firstsignal/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, startTestServer, TEST_DATABASE_URL, type TestServer } from './support/harness';
import { createClock, founder, monitoredSearch, monitorOf, NEW_POSTS, published, startMonitorApp, t, usageOf } from './support/monitor-world';
import { startPlatformServer, type PlatformServer } from './support/platform-server';
import { createWorld, FIRST_ITEMS, post, SEARCH_PARAMS, startWorldServer, trpc, type World } from './support/saved-world';

const HOOK_TIMEOUT = 120_000;
const ids = (signals: { id?: string; signal_id?: string }[]): string[] => signals.map((s) => s.id ?? s.signal_id ?? '').sort();

/** The world's conversations plus ones each exclusion kind removes, in real-world text. */
const EXTRA = [
  { ...post('reddit', 'spam01', 'Invoice tool for freelancers 🚀 — FREE TRIAL!', 'Freelancers: my invoice tool sends reminders. Try the fr\u200dee trial, pay later.'), author: 'PromoBot' },
  { ...post('reddit', 'dom01', 'Which invoice tool do freelancers use?', 'Freelancers, I need an invoice tool with reminders; saw https://blog.spamvoice.io/best today. Will pay.'), author: 'maria_k' },
  {
    ...post('reddit', 'sub01', 'Need an invoice tool for freelancers, will pay', 'Any invoice tool for freelancers with automatic reminders? Happy to pay monthly.'),
    source: 'r/Freelance_Deals',
    url: 'https://www.reddit.com/r/freelance_deals/comments/sub01/post/',
    author: 'deal_hunter',
  },
];

describe.each(testDbKinds(TEST_DATABASE_URL))('exclusions on %s', (kind) => {
  let world: World;
  let server: Awaited<ReturnType<typeof startWorldServer>>;
  beforeAll(async () => {
    world = createWorld([...FIRST_ITEMS, ...EXTRA]);
    server = await startWorldServer(kind, world);
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await server?.close();
  }, HOOK_TIMEOUT);

  const usage = async (token: string) => (await call(server, 'GET', '/api/user/usage', { token })).json.data.results_used as number;
  const EXCLUSIONS = { words: ['free trial'], domains: ['https://www.SpamVoice.io/'], communities: ['r/freelance_deals'] };

  it('leaves excluded items out before anything is stored or charged, and says how many', async () => {
    const { token } = await registerUser(server);
    const plain = await call(server, 'POST', '/api/search', { token, body: { ...SEARCH_PARAMS, platforms: ['reddit'] } });
    expect(ids(plain.json.results)).toEqual(expect.arrayContaining(['reddit:spam01', 'reddit:dom01', 'reddit:sub01']));
    expect(plain.json.search_info.excluded_results).toBe(0);

    const { token: other } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token: other, body: { ...SEARCH_PARAMS, platforms: ['reddit'], exclusions: EXCLUSIONS } });
    expect(res.status).toBe(200);
    const found = ids(res.json.results);
    expect(found).not.toContain('reddit:spam01');
    expect(found).not.toContain('reddit:dom01');
    expect(found).not.toContain('reddit:sub01');
    expect(found).toEqual(ids(plain.json.results).filter((id: string) => !['reddit:spam01', 'reddit:dom01', 'reddit:sub01'].includes(id)));
    expect(res.json.search_info.excluded_results).toBe(3);
    expect(res.json.platforms.reddit.excluded).toBe(3);
    // Charged what it delivered: the excluded three never counted.
    expect(await usage(other)).toBe(found.length);
    expect(res.json.current_usage).toBe(found.length);
    // Stored with the run: reopening it tells the same.
    const stored = await trpc(server, other, 'query', 'search.stored', { id: res.json.search_info.search_id });
    expect(stored.data.params.exclusions).toEqual({ words: ['free trial'], domains: ['spamvoice.io'], communities: ['r/freelance_deals'] });
    expect(stored.data.excludedResults).toBe(3);
    expect(ids(stored.data.results)).toEqual(found);
  });

  it('hides an author or community from a card without a charge; load more never reveals them', async () => {
    const { token } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token, body: { ...SEARCH_PARAMS, platforms: ['reddit'], maxResults: 2 } });
    const runId = res.json.search_info.search_id as string;
    const shown = res.json.results as Signal[];
    expect(shown).toHaveLength(2);
    const used = await usage(token);
    const hidden = shown[0]!;
    expect(hidden.author).toBeTruthy();

    const hid = await trpc(server, token, 'mutation', 'search.exclude', { id: runId, exclusions: { authors: [hidden.author!.toUpperCase()] } });
    expect(hid.status).toBe(200);
    expect(ids(hid.data.results)).toEqual([shown[1]!.id]);
    expect(hid.data).toMatchObject({ excluded_results: 1, total_results: 1, exclusions: { authors: [hidden.author!.toUpperCase()] } });
    expect(await usage(token)).toBe(used);

    // REST too, adding a community: the lists grow, nothing is charged.
    const rest = await call(server, 'POST', `/api/search/${runId}/exclusions`, { token, body: { communities: ['r/Freelance_Deals'] } });
    expect(rest.status).toBe(200);
    expect(rest.json.exclusions).toEqual({ authors: [hidden.author!.toUpperCase()], communities: ['r/Freelance_Deals'] });
    expect(await usage(token)).toBe(used);

    // Load more reveals the rest of the run, never a hidden one, and charges only what it shows.
    const more = await call(server, 'POST', '/api/search', { token, body: { ...SEARCH_PARAMS, platforms: ['reddit'], search_id: runId, offset: 1, limit: 10 } });
    expect(more.status).toBe(200);
    const revealed = ids(more.json.results);
    expect(revealed).not.toContain(hidden.id);
    expect(revealed).not.toContain('reddit:sub01');
    expect(await usage(token)).toBe(used + revealed.length);

    // Another founder's run: not found, nothing changes.
    const { token: mallory } = await registerUser(server);
    const theirs = await call(server, 'POST', `/api/search/${runId}/exclusions`, { token: mallory, body: { authors: ['x'] } });
    expect([theirs.status, theirs.json.error]).toEqual([404, 'Search not found']);
    expect((await trpc(server, mallory, 'mutation', 'search.exclude', { id: runId, exclusions: { authors: ['x'] } })).status).toBe(404);
  });

  it('keeps a saved search’s exclusions for its re-runs, never applying them to another founder’s', async () => {
    const { token } = await registerUser(server);
    const created = await call(server, 'POST', '/api/searches', {
      token,
      body: { name: 'Invoice leads', searchParams: { ...SEARCH_PARAMS, platforms: ['reddit'], exclusions: { authors: ['u/PromoBot'] } }, signals: [] },
    });
    expect(created.status).toBe(201);
    const id = created.json.search.id as string;
    expect(created.json.search.searchParams.exclusions).toEqual({ authors: ['u/PromoBot'] });

    const rerun = await call(server, 'POST', `/api/searches/${id}/rerun`, { token, body: {} });
    expect(rerun.status).toBe(200);
    expect(ids(rerun.json.response.results)).not.toContain('reddit:spam01');
    expect(rerun.json.response.search_info.excluded_results).toBe(1);
    expect(await usage(token)).toBe(rerun.json.response.results.length);

    // Edited on the saved search (PUT replaces the lists): its shown signals follow, the next re-run too.
    const put = await call(server, 'PUT', `/api/searches/${id}/exclusions`, { token, body: { authors: ['u/PromoBot'], words: ['spreadsheet'] } });
    expect(put.status).toBe(200);
    expect(ids(put.json.search.signals)).not.toContain('reddit:inv002');
    const again = await trpc(server, token, 'mutation', 'saved.rerunSearch', { id });
    expect(ids(again.data.response.results)).not.toContain('reddit:inv002');
    expect(again.data.search.searchParams.exclusions).toEqual({ authors: ['u/PromoBot'], words: ['spreadsheet'] });

    // Another founder: cannot see or change them, and their own search of the same query is whole.
    const { token: mallory } = await registerUser(server);
    expect((await call(server, 'GET', `/api/searches/${id}`, { token: mallory })).status).toBe(404);
    const theirs = await call(server, 'PUT', `/api/searches/${id}/exclusions`, { token: mallory, body: { words: ['invoice'] } });
    expect([theirs.status, theirs.json.error]).toEqual([404, 'Saved search not found']);
    expect((await trpc(server, mallory, 'mutation', 'saved.setExclusions', { id, exclusions: {} })).status).toBe(404);
    const own = await call(server, 'POST', '/api/search', { token: mallory, body: { ...SEARCH_PARAMS, platforms: ['reddit'] } });
    expect(ids(own.json.results)).toEqual(expect.arrayContaining(['reddit:spam01', 'reddit:inv002']));
    expect(own.json.search_info.excluded_results).toBe(0);
    const mine = await call(server, 'GET', `/api/searches/${id}`, { token });
    expect(mine.json.search.searchParams.exclusions).toEqual({ authors: ['u/PromoBot'], words: ['spreadsheet'] });
  });

  it('answers bad exclusions with a clear 400, REST and tRPC alike, charging nothing', async () => {
    const { token } = await registerUser(server);
    const cases: [unknown, string][] = [
      [{ domains: ['not a domain'] }, '"not a domain" is not a link domain (write it like example.com)'],
      [{ words: 'spam' }, 'excluded word or phrase must be a list'],
      [{ authors: ['a'.repeat(101)] }, 'Each author must be at most 100 characters'],
      [{ communities: Array.from({ length: 51 }, (_, i) => `r/c${i}`) }, 'At most 50 communities'],
    ];
    for (const [exclusions, message] of cases) {
      const res = await call(server, 'POST', '/api/search', { token, body: { ...SEARCH_PARAMS, exclusions } });
      expect.soft([res.status, res.json.error], JSON.stringify(exclusions)).toEqual([400, message]);
      const viaTrpc = await trpc(server, token, 'mutation', 'search.run', { ...SEARCH_PARAMS, exclusions });
      expect.soft([viaTrpc.status, viaTrpc.error?.message], JSON.stringify(exclusions)).toEqual([400, message]);
    }
    expect(await usage(token)).toBe(0);
  });
});

describe('exclusions with the Reddit and YouTube stand-in', () => {
  let platforms: PlatformServer;
  let server: TestServer;
  beforeAll(async () => {
    platforms = await startPlatformServer();
    server = await startTestServer({ env: platforms.env });
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await platforms?.close();
  }, HOOK_TIMEOUT);

  it('removes a community found over real platform HTTP and never charges it', async () => {
    const IDEA = { searchType: 'business_idea', businessIdea: 'automatic invoice reminders for freelancers', platforms: ['reddit', 'youtube'], maxResults: 20 };
    const { token } = await registerUser(server);
    const first = await call(server, 'POST', '/api/search', { token, body: IDEA });
    const community = (first.json.results as Signal[]).find((s) => s.platform === 'reddit')!.source as string;
    const inIt = (first.json.results as Signal[]).filter((s) => s.source === community).length;

    const { token: other } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token: other, body: { ...IDEA, exclusions: { communities: [`reddit:${community.toUpperCase()}`] } } });
    expect(res.status).toBe(200);
    expect((res.json.results as Signal[]).some((s) => s.source === community)).toBe(false);
    expect(res.json.search_info.excluded_results).toBeGreaterThanOrEqual(inIt);
    expect(exclusionsRemovedText(res.json.search_info.excluded_results)).toMatch(/^Exclusions removed \d+ results?$/);
    expect((await call(server, 'GET', '/api/user/usage', { token: other })).json.data.results_used).toBe(res.json.results.length);
  });
});

describe.each(testDbKinds(TEST_DATABASE_URL))('monitored runs with exclusions on %s', (kind) => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (closers.length) await closers.pop()!();
  }, HOOK_TIMEOUT);

  /** A monitored saved search with these exclusions, in a world that publishes nothing yet, at 08:00. */
  async function monitoredWith(exclusions: Record<string, string[]>) {
    const handle = await createTestDb(kind, TEST_DATABASE_URL);
    closers.push(() => handle.close());
    const clock = createClock(t(0, '08:00:00'));
    const world = createWorld([]);
    const server = await startMonitorApp(handle.db, world, clock);
    closers.push(() => server.close());
    const who = await founder(server);
    const id = await monitoredSearch(server, who);
    expect((await trpc(server, who.token, 'mutation', 'saved.setExclusions', { id, exclusions })).status).toBe(200);
    return { clock, world, server, who, id };
  }

  it('never delivers nor charges what the saved search excludes', async () => {
    const { clock, world, server, who: ada, id } = await monitoredWith({ authors: ['@spammy'], words: ['late fees'] });

    const [kept, byWord, ...rest] = NEW_POSTS.map((p) => published(p, t(0, '07:00:00')));
    const byAuthor = published(
      post('reddit', 'spammy1', 'Best invoice tool for freelancers with reminders?', 'Freelancers, which invoice tool sends automatic reminders to clients? I will pay for it.'),
      t(0, '07:10:00'),
    );
    byAuthor.author = 'Spammy';
    world.items.push(kept!, byWord!, byAuthor, ...rest);
    clock.set(t(0, '09:00:30'));
    await server.round();

    const saved = await trpc(server, ada.token, 'query', 'saved.getSearch', { id });
    const delivered = ids(saved.data.search.signals);
    expect(delivered).toContain(`reddit:${kept!.nativeId}`);
    expect(delivered).not.toContain(`reddit:${byWord!.nativeId}`);
    expect(delivered).not.toContain(`reddit:${byAuthor.nativeId}`);
    const { monitor } = await monitorOf(server, ada, id);
    expect(monitor.lastRun).toMatchObject({ newSignals: delivered.length, delivered: delivered.length });
    expect(await usageOf(server, ada)).toBe(delivered.length);
  });

  it('delivers a cross-post from a kept community even when its busier twin is in an excluded one', async () => {
    const { clock, world, server, who: bea, id } = await monitoredWith({ communities: ['r/freelance_deals'] });

    // The same post in two subreddits: dedupe keeps the busier copy, which the exclusion removes.
    const title = 'Invoice tool for freelancers that chases late payers? 🧾';
    const text = 'Freelancers: I need an invoice tool with automatic reminders for clients who pay late. I will pay monthly for it.';
    const kept = published(post('reddit', 'twin01', title, text), t(0, '07:00:00'));
    const busier = {
      ...published(post('reddit', 'twin02', title, text), t(0, '07:05:00')),
      source: 'r/Freelance_Deals',
      url: 'https://www.reddit.com/r/freelance_deals/comments/twin02/post/',
      author: kept.author,
      engagement: { upvotes: 400, comments: 90, views: 0 },
    };
    world.items.push(kept, busier);
    clock.set(t(0, '09:00:30'));
    await server.round();

    const saved = await trpc(server, bea.token, 'query', 'saved.getSearch', { id });
    expect(ids(saved.data.search.signals)).toEqual(['reddit:twin01']);
    expect(await usageOf(server, bea)).toBe(1);
  });
});
