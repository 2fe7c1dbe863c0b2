import { namedAppQuery } from '@firstsignal/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStoreConnector, type PlatformSearchRequest } from '../src/index';
import { fixture } from './support/fixtures';
import { byId, failure } from './support/items';
import { startUpstream, type Handler, type RouteTable, type Upstream } from './support/upstream';

const SEARCH = fixture('appstore/search-meal-planner.json');
const PLATEMATE = fixture('appstore/reviews-platemate-page1.json');
const VIBER = fixture('appstore/reviews-viber-al-page1.json');
const EMPTY = fixture('appstore/reviews-empty.json');
const REVIEWS = 'GET /:country/rss/customerreviews/:page/:id/sortby=mostrecent/json';

/** The feed's pages per app id ("page=1" → its body); a page not listed has no reviews. */
function feeds(pages: Record<string, Record<string, unknown>>): Handler {
  return (call) => ({ json: pages[call.params.id!.replace('id=', '')]?.[call.params.page!.replace('page=', '')] ?? EMPTY });
}

let upstream: Upstream | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

type AppResult = { trackId: number; trackName: string };
const APPS = (SEARCH as { results: AppResult[] }).results;
/** The lookup API: the apps of the ids asked for that the store has (here, the search fixture's). */
const lookup: Handler = (call) => {
  const ids = call.query.get('id')!.split(',');
  const results = APPS.filter((a) => ids.includes(String(a.trackId)));
  return { json: { resultCount: results.length, results } };
};

async function connector(routes: RouteTable = {}, country?: string) {
  upstream = await startUpstream({
    'GET /search': { json: SEARCH, headers: { 'content-type': 'text/javascript; charset=utf-8' } },
    'GET /lookup': lookup,
    [REVIEWS]: feeds({ '1500000001': { '1': PLATEMATE }, '1500000003': { '1': VIBER } }),
    ...routes,
  });
  return createAppStoreConnector({ apiUrl: upstream.url, country, timeoutMs: 2000, budgetMs: 4000 });
}

/** Core's relevance stands in here as "mentions meals or groceries". */
const REQUEST: PlatformSearchRequest = {
  queries: ['meal planner'],
  timeRange: '',
  limit: 10,
  rankThread: (text) => (/\b(meal|grocer)/i.test(text) ? 1 : 0),
};
const readApps = () => [...new Set(upstream!.callsTo(/\/rss\/customerreviews\//).map((c) => c.params.id))];
const pagesOf = (id: string) =>
  upstream!
    .callsTo(/\/rss\/customerreviews\//)
    .filter((c) => c.params.id === `id=${id}`)
    .map((c) => c.params.page);

describe('App Store reviews connector', () => {
  it('finds the competing apps, reads the reviews of those that fit the idea, rating, app and votes kept', async () => {
    const appstore = await connector();
    const items = await appstore.search(REQUEST);

    const [search] = upstream!.callsTo('/search');
    expect(Object.fromEntries(search!.query)).toEqual({ term: 'meal planner', entity: 'software', country: 'us', limit: '10' });
    // The running app does not fit a meal planner: its reviews are not read.
    expect(readApps().sort()).toEqual(['id=1500000001', 'id=1500000003', 'id=1500000004']);
    // Page 1 was short (six entries of 50), so it was the feed's last: page 2 is not asked for
    // (it used to be, costing a request per app for an answer that is always empty).
    expect(pagesOf('1500000001')).toEqual(['page=1']);

    // Five reviews of PlateMate and six of the second app; the entries describing the apps are not reviews.
    expect(items).toHaveLength(11);
    const picky = byId(items, '1500000001-11200000001');
    expect(picky).toMatchObject({
      platform: 'appstore',
      type: 'post',
      title: 'Meal plan ignores picky kids',
      url: 'https://apps.apple.com/us/app/platemate-meal-planner/id1500000001',
      source: 'PlateMate: Meal Planner · ★★☆☆☆ review',
      author: 'tired mom of 3',
      createdUtc: Date.parse('2026-11-20T18:42:10-07:00') / 1000,
      engagement: { upvotes: 14, comments: 0, views: 0 },
    });
    // Entities decoded, the family emoji (a ZWJ sequence) whole, the later "Update:" kept.
    expect(picky.text).toMatch(
      /^Rated 2 of 5 stars\. The meal planner keeps suggesting dinners my kids won't touch & there is no way/,
    );
    expect(picky.text).toContain('👨‍👩‍👧‍👦');
    expect(picky.text).toContain('Update: still broken after 4.12');

    const arabic = byId(items, '1500000001-11200000003');
    expect(arabic.title).toBe('لا يعمل بعد التحديث');
    expect(arabic.text).toBe(
      'Rated 1 of 5 stars. التطبيق يتوقف عند فتح قائمة التسوق. خطة الوجبات اختفت بالكامل. meal plan gone after update.',
    );
    expect(arabic.source).toBe('PlateMate: Meal Planner · ★☆☆☆☆ review');
    const renee = byId(items, '1500000001-11200000004');
    expect(renee.title.normalize('NFC')).toBe('Café recipes are great, sync isn’t');
    expect(renee.text).toContain("partner's phone");

    // Reviews using the idea's words come first, whatever their date or app.
    const order = [...items].sort((a, b) => a.searchRank! - b.searchRank!);
    const fits = (i: (typeof items)[number]) => /\b(meal|grocer)/i.test(`${i.title} ${i.text}`);
    const firstOther = order.findIndex((i) => !fits(i));
    expect(firstOther).toBeGreaterThan(0);
    expect(order.slice(firstOther).some(fits)).toBe(false);
  });

  it('reads the apps the founder named first, the planner’s finds filling the place left, and tells of an id the store lacks', async () => {
    const appstore = await connector();
    const notes: string[] = [];
    const items = await appstore.search({
      ...REQUEST,
      queries: [
        namedAppQuery('https://apps.apple.com/us/app/stride-run-tracker/id1500000002'),
        namedAppQuery('forkful'),
        namedAppQuery('https://apps.apple.com/app/id999999999'),
        'meal planner',
      ],
      broader: [[], [], [], ['meal']],
      onNote: (note) => notes.push(note),
    });
    // Both ids in one lookup call; the name and the planner's words each one Search API call.
    expect(upstream!.callsTo('/lookup').map((c) => Object.fromEntries(c.query))).toEqual([{ id: '1500000002,999999999', country: 'us' }]);
    expect(upstream!.callsTo('/search').map((c) => c.query.get('term')).sort()).toEqual(['forkful', 'meal planner']);
    // The running app does not fit a meal planner, but the founder named it; PlateMate fills the one place left.
    expect(readApps().sort()).toEqual(['id=1500000001', 'id=1500000002', 'id=1500000003']);
    expect(items.some((i) => i.nativeId.startsWith('1500000003-'))).toBe(true);
    expect(byId(items, '1500000003-2123291334').source).toBe('Forkful – Family Meal Plans · ★★★★★ review');
    expect(notes).toEqual(['No app with id 999999999 in the US App Store', '“Stride Run Tracker” has no reviews in the time searched']);
  });

  it('finds a named app by its name in any script, and tells of a name the store lacks instead of reading another app', async () => {
    const arabic = { ...APPS[2]!, trackId: 1500000009, trackName: 'وجبات العائلة: مخطط الوجبات', trackViewUrl: 'https://apps.apple.com/us/app/id1500000009' };
    const appstore = await connector({
      'GET /search': (call) => {
        const term = call.query.get('term');
        const results = term === 'meal planner' ? APPS : term === 'وجبات العائلة' ? [arabic, APPS[0]] : [APPS[1]];
        return { json: { resultCount: results.length, results } };
      },
      [REVIEWS]: feeds({ '1500000009': { '1': PLATEMATE }, '1500000001': { '1': PLATEMATE } }),
    });
    const notes: string[] = [];
    const items = await appstore.search({
      ...REQUEST,
      queries: [namedAppQuery('Nonexistent ✨ App 👩‍💻'), namedAppQuery('وجبات العائلة'), 'meal planner'],
      onNote: (note) => notes.push(note),
    });
    expect(notes).toEqual(['No app named “Nonexistent ✨ App 👩‍💻” in the US App Store']);
    expect(upstream!.callsTo('/lookup')).toHaveLength(0);
    // The Arabic-named app first, then the two the planner finds fit best; never the running app the unknown name's search answered with.
    expect(readApps().sort()).toEqual(['id=1500000001', 'id=1500000003', 'id=1500000009']);
    expect(byId(items, '1500000009-11200000003').source).toBe('وجبات العائلة: مخطط الوجبات · ★☆☆☆☆ review');
  });

  it('reads only the named apps when the founder named five, without searching the planner’s words', async () => {
    const appstore = await connector();
    const ids = ['1500000001', '1500000002', '1500000003', '1500000004', '1500000005'];
    const notes: string[] = [];
    await appstore.search({ ...REQUEST, queries: [...ids.map((id) => namedAppQuery(id)), 'meal planner'], onNote: (n) => notes.push(n) });
    expect(upstream!.callsTo('/search')).toHaveLength(0);
    expect(upstream!.callsTo('/lookup')).toHaveLength(1);
    expect(readApps().sort()).toEqual(ids.slice(0, 4).map((id) => `id=${id}`));
    expect(notes[0]).toBe('No app with id 1500000005 in the US App Store');
  });

  it('skips the entry that describes the app in a recorded feed page, and keeps every rating', async () => {
    const appstore = await connector({ [REVIEWS]: feeds({ '1500000001': { '1': VIBER } }) });
    const items = await appstore.search({ ...REQUEST, maxThreads: 1 });
    expect(items.map((i) => i.nativeId).sort()).toEqual(
      ['1818269499', '1906614631', '2123291334', '2174353280', '2174805119', '2221577708'].map((id) => `1500000001-${id}`),
    );
    expect(byId(items, '1500000001-2123291334')).toMatchObject({
      title: '👍👍👍',
      text: 'Rated 5 of 5 stars. nice👌👍👍👍👍👍👍👍👍👍👍👍',
    });
    expect(byId(items, '1500000001-1818269499').source).toBe('PlateMate: Meal Planner · ★☆☆☆☆ review');
    expect(byId(items, '1500000001-1906614631').engagement.upvotes).toBe(1);
  });

  it('asks one feed page of an app whose first page is short, and goes on to page 2 after a full one', async () => {
    // A full page: PlateMate's reviews repeated to Apple's 50 a page, each with its own id.
    const [appEntry, ...reviews] = (PLATEMATE as { feed: { entry: Record<string, unknown>[] } }).feed.entry;
    const full = {
      feed: {
        entry: [
          appEntry,
          ...Array.from({ length: 49 }, (_, i) => ({ ...reviews[i % reviews.length], id: { label: String(11300000000 + i) } })),
        ],
      },
    };
    const appstore = await connector({
      [REVIEWS]: feeds({ '1500000001': { '1': full }, '1500000003': { '1': VIBER } }),
    });
    const items = await appstore.search({ ...REQUEST, limit: 200 });
    expect(pagesOf('1500000001')).toEqual(['page=1', 'page=2']);
    expect(pagesOf('1500000003')).toEqual(['page=1']);
    expect(pagesOf('1500000004')).toEqual(['page=1']);
    expect(upstream!.callsTo(/\/rss\/customerreviews\//)).toHaveLength(4);
    expect(items.filter((i) => i.nativeId.startsWith('1500000001-'))).toHaveLength(49);
  });

  it('monitoring reads the newest reviews since the last run and stops at the first older one', async () => {
    const appstore = await connector();
    const since = Date.parse('2026-11-10T00:00:00Z') / 1000;
    const items = await appstore.search({ ...REQUEST, since });
    expect(items.map((i) => i.nativeId).sort()).toEqual([
      '1500000001-11200000001',
      '1500000001-11200000002',
      '1500000001-11200000003',
    ]);
    // Older reviews began on page 1: page 2 is not read.
    expect(pagesOf('1500000001')).toEqual(['page=1']);
  });

  it('backs off to the broader words only when the narrow ones find fewer than three apps', async () => {
    const few = { resultCount: 1, results: [(SEARCH as { results: unknown[] }).results[0]] };
    const appstore = await connector({
      'GET /search': (call) => ({ json: call.query.get('term') === 'meal planner' ? few : SEARCH }),
    });
    await appstore.search({ ...REQUEST, broader: [['meal']] });
    expect(upstream!.callsTo('/search').map((c) => c.query.get('term'))).toEqual(['meal planner', 'meal']);
    await upstream!.close();
    const enough = await connector();
    await enough.search({ ...REQUEST, broader: [['meal']] });
    expect(upstream!.callsTo('/search').map((c) => c.query.get('term'))).toEqual(['meal planner']);
  });

  it('answers nothing, without failing, when the apps have no reviews', async () => {
    const appstore = await connector({ [REVIEWS]: { json: EMPTY } });
    expect(await appstore.search(REQUEST)).toEqual([]);
  });

  it('drops an app the store refuses (403) or lost (404) and keeps the others', async () => {
    const appstore = await connector({
      [REVIEWS]: (call) => {
        if (call.params.id === 'id=1500000003') return { status: 403, body: '' };
        if (call.params.id === 'id=1500000004') return { status: 404, body: '<html>Not Found</html>' };
        return { json: call.params.page === 'page=1' ? PLATEMATE : EMPTY };
      },
    });
    const items = await appstore.search(REQUEST);
    expect(items).toHaveLength(5);
    expect(items.every((i) => i.nativeId.startsWith('1500000001-'))).toBe(true);
  });

  it('honours a 429 with Retry-After on the app search', async () => {
    const appstore = await connector({ 'GET /search': { status: 429, headers: { 'retry-after': '120' }, body: '' } });
    const err = await failure(appstore.search(REQUEST));
    expect(err).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 120 });
    expect(upstream!.callsTo(/\/rss\//)).toHaveLength(0);
  });

  it('says it is rate limited, not empty, when no app’s reviews could be read for a 429', async () => {
    const appstore = await connector({ [REVIEWS]: { status: 429, headers: { 'retry-after': '300' }, body: '' } });
    const err = await failure(appstore.search(REQUEST));
    expect(err).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 300 });
  });

  it('searches and reads the storefront of its country', async () => {
    const appstore = await connector({}, 'GB');
    await appstore.search(REQUEST);
    expect(upstream!.callsTo('/search')[0]!.query.get('country')).toBe('gb');
    expect(upstream!.callsTo(/\/rss\//).every((c) => c.path.startsWith('/gb/rss/customerreviews/'))).toBe(true);
  });

  it('says it is not configured when turned off, naming the setting, and calls nothing', async () => {
    const appstore = await connector();
    const off = createAppStoreConnector({ apiUrl: upstream!.url, enabled: false });
    expect(off.missingSettings).toEqual(['APPSTORE_ENABLED=true']);
    expect((await failure(off.search(REQUEST))).kind).toBe('not_configured');
    expect(upstream!.calls).toHaveLength(0);
    expect(appstore.configured).toBe(true);
  });
});
