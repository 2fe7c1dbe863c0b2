import { afterEach, describe, expect, it } from 'vitest';
import { createLemmyConnector, type PlatformSearchRequest } from '../src/index';
import { fixture } from './support/fixtures';
import { byId, failure } from './support/items';
import { startUpstream, type RouteTable, type Upstream } from './support/upstream';

const SEARCH = fixture('lemmy/search-all.json');
const THREAD = fixture('lemmy/comment-list.json');

let upstream: Upstream | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

async function connector(routes: RouteTable = {}) {
  upstream = await startUpstream({
    'GET /api/v3/search': { json: SEARCH },
    'GET /api/v3/comment/list': { json: THREAD },
    ...routes,
  });
  return createLemmyConnector({ instanceUrl: upstream.url, timeoutMs: 2000, budgetMs: 4000 });
}

const REQUEST: PlatformSearchRequest = { queries: ['invoice freelance'], timeRange: '', limit: 10 };
const ids = (items: { nativeId: string }[]) => items.map((i) => i.nativeId).sort();

describe('Lemmy connector', () => {
  it('searches posts and comments by relevance on the instance, reads the best post’s comments, as plain text with community, author and links', async () => {
    const lemmy = await connector();
    const items = await lemmy.search(REQUEST);
    const site = upstream!.url;

    const [search] = upstream!.callsTo('/api/v3/search');
    expect(Object.fromEntries(search!.query)).toEqual({
      q: 'invoice freelance',
      type_: 'All',
      sort: 'TopAll',
      listing_type: 'All',
      limit: '25',
      page: '1',
    });
    // Only the post with comments is opened; the right-to-left one has none.
    expect(upstream!.callsTo('/api/v3/comment/list').map((c) => Object.fromEntries(c.query))).toEqual([
      { post_id: '7001', sort: 'Top', max_depth: '6', limit: '50', type_: 'All' },
    ]);

    const post = byId(items, 'post-7001');
    expect(post).toMatchObject({
      platform: 'lemmy',
      type: 'post',
      title: 'Any tool that sends automatic invoice reminders? Clients pay me 60 days late',
      url: `${site}/post/7001`,
      source: '!freelance@lemmy.world · mira@lemmy.ml',
      author: 'mira@lemmy.ml',
      engagement: { upvotes: 42, comments: 3, views: 0 },
      searchRank: 0,
      createdUtc: Date.UTC(2026, 10, 20, 9, 15) / 1000,
    });
    // Markdown read as a person reads it: emphasis gone, a link its label, list items kept, entities decoded.
    expect(post.text).toBe(
      "I'm a freelance designer and I chase every invoice by hand.\n\nWhat I need:\n\n * reminders at 7, 14 and 30 days\n * a payment link in each one\n\nI'd happily pay for this & so would my friends 👩‍💻",
    );

    const rtl = byId(items, 'post-7002');
    expect(rtl).toMatchObject({
      title: 'أداة لتذكير العملاء بالفواتير المتأخرة؟ 🧾',
      source: '!smallbusiness@sh.itjust.works · layla@lemmy.world',
      author: 'layla@lemmy.world',
      engagement: { upvotes: 7, comments: 0, views: 0 },
      // Written without a zone (before Lemmy 0.19): it is UTC all the same.
      createdUtc: Date.UTC(2026, 10, 18, 16, 40) / 1000,
    });
    expect(rtl.text).toBe('أنا مستقل وأحتاج إلى تذكير تلقائي بالفواتير. Café owners too: naïve e\u0301 👨‍👩‍👧');

    expect(byId(items, 'comment-9101')).toMatchObject({
      type: 'comment',
      title: post.title,
      text: 'Same here. I would pay for automatic invoice reminders tomorrow.',
      url: `${site}/comment/9101`,
      source: '!freelance@lemmy.world · sam@feddit.org',
      author: 'sam@feddit.org',
      engagement: { upvotes: 5, comments: 1, views: 0 },
      parentPost: { id: 'post-7001', title: post.title, url: `${site}/post/7001` },
      searchRank: 0,
    });
    const spoiler = byId(items, 'comment-9201');
    expect(spoiler.text).toBe(
      'I switched to a tool that sends reminders for me.\n\nwhich one\nAny invoicing app with scheduled reminders works\n\nClients now pay within a week.',
    );
    expect(spoiler).toMatchObject({ author: 'jo_park@lemmy.world', engagement: { upvotes: 12, comments: 1 }, searchRank: 0 });
    expect(byId(items, 'comment-9202').text).toBe("@jo_park which one? I'm so tired of chasing payments 😩");

    // Deleted and removed posts and comments are never delivered.
    expect(ids(items)).toEqual(['comment-9101', 'comment-9201', 'comment-9202', 'post-7001', 'post-7002']);
  });

  it('backs off to the broader query when the first finds little', async () => {
    const lemmy = await connector();
    await lemmy.search({ ...REQUEST, broader: [['freelance']] });
    expect(upstream!.callsTo('/api/v3/search').map((c) => c.query.get('q'))).toEqual(['invoice freelance', 'freelance']);
  });

  it('asks for the top of the chosen period', async () => {
    const lemmy = await connector({ 'GET /api/v3/search': { json: { posts: [], comments: [] } } });
    expect(await lemmy.search({ ...REQUEST, timeRange: 'week' })).toEqual([]);
    expect(upstream!.callsTo('/api/v3/search')[0]!.query.get('sort')).toBe('TopWeek');
  });

  it('asks newest first for monitoring, and keeps only what is newer than the last run', async () => {
    const lemmy = await connector();
    const since = Date.UTC(2026, 10, 20, 10, 0) / 1000;
    const items = await lemmy.search({ ...REQUEST, since });
    expect(upstream!.callsTo('/api/v3/search')[0]!.query.get('sort')).toBe('New');
    // The posts are older than the last run: only the new comment on one is, and no thread is opened.
    expect(ids(items)).toEqual(['comment-9101']);
    expect(items[0]!.searchRank).toBeUndefined();
    expect(upstream!.callsTo('/api/v3/comment/list')).toHaveLength(0);
  });

  it('honours a 429 with Retry-After: rate limited, with the wait, and no second call inside the search', async () => {
    const lemmy = await connector({
      'GET /api/v3/search': { status: 429, headers: { 'retry-after': '120' }, json: fixture('lemmy/rate-limit-error.json') },
    });
    const err = await failure(lemmy.search(REQUEST));
    expect(err).toMatchObject({ kind: 'rate_limited', platform: 'lemmy', retryAfterSeconds: 120 });
    expect(err.message).toContain('rate_limit_error');
    expect(upstream!.callsTo('/api/v3/search')).toHaveLength(1);
  });

  it('waits out a short Retry-After and asks again', async () => {
    const lemmy = await connector({
      'GET /api/v3/search': [{ status: 429, headers: { 'retry-after': '1' }, json: fixture('lemmy/rate-limit-error.json') }, { json: SEARCH }],
    });
    const items = await lemmy.search(REQUEST);
    expect(ids(items)).toContain('post-7001');
    expect(upstream!.callsTo('/api/v3/search')).toHaveLength(2);
  });

  it('reads the rate-limit error an older Lemmy sends with HTTP 400 as rate limited', async () => {
    const lemmy = await connector({ 'GET /api/v3/search': { status: 400, json: fixture('lemmy/rate-limit-error.json') } });
    expect((await failure(lemmy.search(REQUEST))).kind).toBe('rate_limited');
    // Without a wait to go by, asking again at once would only spend more of the limit.
    expect(upstream!.callsTo('/api/v3/search')).toHaveLength(1);
  });

  it('keeps the posts when a comment tree cannot be read', async () => {
    const lemmy = await connector({ 'GET /api/v3/comment/list': { status: 400, json: { error: 'couldnt_find_post' } } });
    const items = await lemmy.search(REQUEST);
    expect(ids(items)).toEqual(['comment-9101', 'post-7001', 'post-7002']);
  });

  it('says it is not configured when turned off, naming the setting, and calls nothing', async () => {
    const lemmy = createLemmyConnector({ instanceUrl: 'http://127.0.0.1:9', enabled: false });
    expect(lemmy.configured).toBe(false);
    expect(lemmy.missingSettings).toEqual(['LEMMY_ENABLED=true']);
    const err = await failure(lemmy.search(REQUEST));
    expect(err.kind).toBe('not_configured');
    expect(err.message).toBe('Lemmy is not configured: set LEMMY_ENABLED=true');
  });
});
