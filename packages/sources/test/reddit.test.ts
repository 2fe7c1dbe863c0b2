import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryCache,
  createRedditConnector,
  type ConnectorOptions,
  type PlatformSearchRequest,
  type SourceCache,
} from '../src/index';
import { byId, failure } from './support/items';
import { fixture, fixtureText } from './support/fixtures';
import { startUpstream, type Reply, type RouteTable, type Upstream } from './support/upstream';

interface Thing {
  kind: string;
  data: { id: string } & Record<string, unknown>;
}
interface Listing {
  kind: 'Listing';
  data: { after: string | null; children: Thing[] } & Record<string, unknown>;
}

const TOKEN = { json: fixture('reddit/oauth-token-client-credentials.json') } satisfies Reply;
const SEARCH_2020 = 'reddit/search-sitewide-oauth-q-praw-oauth-search-2020.json';
const SEARCH_2016 = 'reddit/search-sitewide-oauth-q-praw-oauth-search-2016.json';
const SEARCH_PAGED = 'reddit/search-sitewide-q-test-limit2-2020.json';
const EMPTY_SEARCH = { json: fixture('reddit/search-sitewide-oauth-empty-result-2020.json') } satisfies Reply;
const NOT_FOUND = { status: 404, json: fixture('reddit/error-404-not-found.json') } satisfies Reply;
const TOO_MANY_HTML = fixtureText('reddit/error-429-oauth-too-many-requests.html');
const THREADS: Record<string, string> = {
  gx8r8z: 'reddit/comments-lil_spazjoekp-gx8r8z-nested-2020.json',
  '3hahrw': 'reddit/comments-funny-3hahrw-limit10-more-2017.json',
  fjn0j9: 'reddit/comments-pics-fjn0j9-full-tree-2020.json',
};
/** The recorded /api/morechildren answer for the 3hahrw thread's top-level `more` stub. */
const MORE_3HAHRW = 'reddit/morechildren-3hahrw-2017.json';

const CLIENT_ID = 'test-client-id';
const CLIENT_SECRET = 'test-client-secret';
const USER_AGENT = 'web:firstsignal-tests:1.0 (by /u/firstsignal)';

let upstream: Upstream | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await upstream?.close();
  upstream = undefined;
});

async function serve(routes: RouteTable): Promise<Upstream> {
  upstream = await startUpstream({
    'POST /api/v1/access_token': TOKEN,
    'GET /comments/:id': NOT_FOUND,
    ...routes,
  });
  return upstream;
}

function connector(up: Upstream, options: ConnectorOptions = {}) {
  return createRedditConnector({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    userAgent: USER_AGENT,
    apiUrl: up.url,
    authUrl: up.url,
    ...options,
  });
}

function request(queries: string[], extra: Partial<PlatformSearchRequest> = {}): PlatformSearchRequest {
  return { queries, timeRange: '', limit: 10, ...extra };
}

/** Search answers by `q`; unknown queries get Reddit's recorded zero-hit answer. */
function searchByQuery(bodies: Record<string, string>) {
  return (call: { query: URLSearchParams }): Reply => {
    const name = bodies[call.query.get('q') ?? ''];
    return name ? { json: fixture(name) } : EMPTY_SEARCH;
  };
}

describe('Reddit app-only OAuth', () => {
  it('fetches one token with basic auth and reuses it for later searches', async () => {
    const up = await serve({ 'GET /search': searchByQuery({ 'praw oauth search': SEARCH_2020 }) });
    const reddit = connector(up);

    await reddit.search(request(['praw oauth search']));
    await reddit.search(request(['another query']));

    const tokenCalls = up.callsTo('/api/v1/access_token', 'POST');
    expect(tokenCalls).toHaveLength(1);
    const tokenCall = tokenCalls[0]!;
    expect(tokenCall.body).toBe('grant_type=client_credentials');
    expect(tokenCall.headers.authorization).toBe(`Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`);
    expect(tokenCall.headers['user-agent']).toBe(USER_AGENT);
    expect(tokenCall.headers['content-type']).toBe('application/x-www-form-urlencoded');

    const searches = up.callsTo('/search');
    expect(searches).toHaveLength(2);
    for (const call of searches) {
      expect(call.headers.authorization).toBe('Bearer REDACTED'); // the fixture's (redacted) token value
      expect(call.headers['user-agent']).toBe(USER_AGENT);
    }
  });

  it('renews the token once it nears expires_in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
    const up = await serve({ 'GET /search': EMPTY_SEARCH });
    const reddit = connector(up);

    await reddit.search(request(['first']));
    vi.setSystemTime(new Date('2026-03-02T10:30:00Z')); // half-way through the fixture's expires_in: 3600
    await reddit.search(request(['second']));
    expect(up.callsTo('/api/v1/access_token')).toHaveLength(1);

    vi.setSystemTime(new Date('2026-03-02T11:00:00Z'));
    await reddit.search(request(['third']));
    expect(up.callsTo('/api/v1/access_token')).toHaveLength(2);
    expect(up.callsTo('/search')).toHaveLength(3);
  });

  it('treats {"error":"invalid_grant"} sent with HTTP 200 as auth_failed', async () => {
    const up = await serve({
      'POST /api/v1/access_token': { json: fixture('reddit/oauth-token-error-invalid-grant-http200.json') },
      'GET /search': EMPTY_SEARCH,
    });
    const err = await failure(connector(up).search(request(['anything'])));
    expect(err.kind).toBe('auth_failed');
    expect(err.platform).toBe('reddit');
    expect(err.message).toContain('invalid_grant');
    expect(err.message).toContain('REDDIT_CLIENT_ID');
    expect(up.callsTo('/search')).toHaveLength(0);
  });

  it('treats a 401 from the token endpoint as auth_failed without retrying', async () => {
    const up = await serve({
      'POST /api/v1/access_token': { status: 401, json: fixture('reddit/error-401-unauthorized.json') },
    });
    const err = await failure(connector(up).search(request(['anything'])));
    expect(err.kind).toBe('auth_failed');
    expect(err.status).toBe(401);
    expect(up.callsTo('/api/v1/access_token')).toHaveLength(1);
  });

  it('reports a 429 on the token endpoint as rate_limited', async () => {
    const up = await serve({
      'POST /api/v1/access_token': { status: 429, json: fixture('reddit/error-429-access-token.json') },
    });
    const err = await failure(connector(up, { budgetMs: 300 }).search(request(['anything'])));
    expect(err.kind).toBe('rate_limited');
  });

  it('keeps reporting the rate limit when the retry after a 429 is cut off by the budget', async () => {
    const up = await serve({
      'POST /api/v1/access_token': [{ status: 429, json: fixture('reddit/error-429-access-token.json') }, { hang: true }],
    });
    const err = await failure(connector(up, { timeoutMs: 6000, budgetMs: 1500 }).search(request(['anything'])));
    expect(up.callsTo('/api/v1/access_token')).toHaveLength(2);
    expect(err.kind).toBe('rate_limited');
  });

  it('renews a token the API rejects with 401 and retries once', async () => {
    const unauthorized = { status: 401, json: fixture('reddit/error-401-unauthorized.json') };
    const up = await serve({ 'GET /search': [unauthorized, { json: fixture(SEARCH_PAGED) }] });
    const items = await connector(up).search(request(['test']));
    expect(items.map((i) => i.nativeId)).toContain('hybow9');
    expect(up.callsTo('/api/v1/access_token')).toHaveLength(2);
  });

  it('gives up with auth_failed when the API keeps answering 401', async () => {
    const up = await serve({ 'GET /search': { status: 401, json: fixture('reddit/error-401-unauthorized.json') } });
    const err = await failure(connector(up).search(request(['anything'])));
    expect(err.kind).toBe('auth_failed');
    expect(err.status).toBe(401);
    expect(up.callsTo('/api/v1/access_token')).toHaveLength(2);
    expect(up.callsTo('/search')).toHaveLength(2);
  });
});

describe('Reddit search', () => {
  it('maps posts from a recorded search and asks for the right listing', async () => {
    const up = await serve({ 'GET /search': { json: fixture(SEARCH_2020) } });
    const items = await connector(up).search(request(['praw oauth search'], { limit: 10 }));

    expect(items).toHaveLength(31);
    expect(items.every((i) => i.platform === 'reddit' && i.type === 'post')).toBe(true);
    expect(byId(items, 'b6b9uf')).toEqual({
      platform: 'reddit',
      nativeId: 'b6b9uf',
      type: 'post',
      title:
        "I'm trying to identify users from a list that have been permabanned from a sub I mod. This information isn't available from the API. How can I get reddit to return a regular old HTML page instead of JSON?",
      text: expect.stringMatching(/^###Edit: I was able to solve my problem\./),
      url: 'https://www.reddit.com/r/redditdev/comments/b6b9uf/im_trying_to_identify_users_from_a_list_that_have/',
      source: 'r/redditdev',
      author: 'jenbanim',
      createdUtc: 1553728251,
      engagement: { upvotes: 9, comments: 14, views: 0 },
      searchRank: 1, // second in Reddit's listing
    });
    expect(byId(items, '6ganxe').source).toBe('r/learnpython');

    const [search] = up.callsTo('/search');
    expect(Object.fromEntries(search!.query)).toEqual({
      q: 'praw oauth search',
      sort: 'relevance',
      t: 'all',
      limit: '25', // 2.5 x the requested 10
      type: 'link',
      raw_json: '1',
    });

    // Comment threads of the eight best posts with comments (by score), all in parallel.
    const threads = up.callsTo(/^\/comments\//);
    expect(new Set(threads.map((c) => c.params.id))).toEqual(new Set(['b6b9uf', '5e1az9', '5icq4p', '69kgrz', '57fb27', '6ganxe', '5pixyq', '7by720']));
    for (const call of threads) {
      expect(call.query.get('sort')).toBe('top');
      expect(call.query.get('raw_json')).toBe('1');
      expect(Number(call.query.get('depth'))).toBeGreaterThan(0);
      expect(Number(call.query.get('limit'))).toBeGreaterThan(0);
    }
  });

  it('sends the time range as t=', async () => {
    const up = await serve({ 'GET /search': EMPTY_SEARCH });
    const reddit = connector(up);
    for (const timeRange of ['day', 'week', 'month', 'year'] as const) {
      await reddit.search(request([`q ${timeRange}`], { timeRange }));
    }
    expect(up.callsTo('/search').map((c) => c.query.get('t'))).toEqual(['day', 'week', 'month', 'year']);
  });

  it('monitoring: asks for the newest posts and keeps only those created since the given time', async () => {
    const up = await serve({ 'GET /search': { json: fixture(SEARCH_2020) } });
    const since = 1553728251; // b6b9uf's creation
    const items = await connector(up).search(request(['praw oauth search'], { since }));

    const [search] = up.callsTo('/search');
    expect(search!.query.get('sort')).toBe('new');
    expect(search!.query.get('t')).toBe('all'); // 2019 is more than a year back
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.createdUtc >= since)).toBe(true);
    expect(items.map((i) => i.nativeId)).toContain('b6b9uf');
    expect(items.length).toBeLessThan(31);
  });

  it('monitoring: asks for the narrowest window that reaches back to the given time', async () => {
    const up = await serve({ 'GET /search': EMPTY_SEARCH });
    const reddit = connector(up);
    const now = Math.floor(Date.now() / 1000);
    for (const ago of [1800, 20 * 3600, 3 * 86_400, 20 * 86_400]) await reddit.search(request([`q ${ago}`], { since: now - ago }));
    expect(up.callsTo('/search').map((c) => c.query.get('t'))).toEqual(['hour', 'day', 'week', 'month']);
  });

  it('runs every query alternative and dedupes posts found by several', async () => {
    const up = await serve({
      'GET /search': searchByQuery({ 'praw oauth search': SEARCH_2020, 'praw oauth': SEARCH_2016 }),
    });
    const items = await connector(up).search(request(['praw oauth search', 'praw oauth', 'praw oauth search ']));

    // 31 + 6 posts, 4 of them in both answers (3gpbiu, 3b4erh, 1qvzkd, 3qc02b); the third query repeats the first.
    expect(items).toHaveLength(33);
    expect(new Set(items.map((i) => i.nativeId)).size).toBe(33);
    expect(
      up
        .callsTo('/search')
        .map((c) => c.query.get('q'))
        .sort(),
    ).toEqual(['praw oauth', 'praw oauth search']);
    expect(byId(items, '4at068').source).toBe('r/p18s');
    // The 2016 answer links with ?ref=search_posts; the stored url is canonical.
    expect(byId(items, '4at068').url).toBe(
      'https://www.reddit.com/r/p18s/comments/4at068/たびたび話題になるサイドバーの閲覧中ユーザ数についてまた調べた/',
    );
  });

  it('follows `after` for one more page when the first falls short', async () => {
    const up = await serve({
      'GET /search': (call) =>
        call.query.get('after') === 't3_hmwhd7' ? { json: fixture(SEARCH_2016) } : { json: fixture(SEARCH_PAGED) },
    });
    const items = await connector(up).search(request(['test'], { limit: 10 }));

    const searches = up.callsTo('/search');
    expect(searches).toHaveLength(2); // one more page only, although that page is short too
    expect(searches[0]!.query.has('after')).toBe(false);
    expect(searches[1]!.query.get('after')).toBe('t3_hmwhd7');
    expect(searches[1]!.query.get('q')).toBe('test');
    expect(items.map((i) => i.nativeId).slice(0, 2)).toEqual(['hybow9', 'hmwhd7']);
    expect(items.filter((i) => i.type === 'post')).toHaveLength(8);
    expect(byId(items, 'hmwhd7')).toMatchObject({
      title: 'Brazilian president Jair Bolsonaro tests positive for coronavirus',
      source: 'r/worldnews',
      engagement: { upvotes: 149238, comments: 7415, views: 0 },
    });
  });

  it('does not page when the first page already holds enough', async () => {
    const listing = fixture<Listing>(SEARCH_2020);
    listing.data.after = 't3_2wtg1n'; // as if more existed: 31 posts already cover the page of 25
    const up = await serve({ 'GET /search': { json: listing } });
    await connector(up).search(request(['praw oauth search'], { limit: 10 }));
    expect(up.callsTo('/search')).toHaveLength(1);
  });

  it('drops removed and deleted posts', async () => {
    // The recorded answer with two posts edited the way Reddit shows removed/deleted ones.
    const listing = fixture<Listing>(SEARCH_2020);
    const removed = listing.data.children.find((c) => c.data.id === 'b6b9uf')!.data;
    Object.assign(removed, { removed_by_category: 'moderator', selftext: '[removed]' });
    const deleted = listing.data.children.find((c) => c.data.id === '5e1az9')!.data;
    Object.assign(deleted, { author: '[deleted]', selftext: '[deleted]', removed_by_category: 'deleted' });
    const up = await serve({ 'GET /search': { json: listing } });

    const items = await connector(up).search(request(['praw oauth search']));
    expect(items).toHaveLength(29);
    expect(items.map((i) => i.nativeId)).not.toContain('b6b9uf');
    expect(items.map((i) => i.nativeId)).not.toContain('5e1az9');
    // Nor are their threads fetched: the next best posts take their place.
    const threads = up.callsTo(/^\/comments\//).map((c) => c.params.id);
    expect(threads).not.toContain('b6b9uf');
    expect(new Set(threads)).toEqual(new Set(['5icq4p', '69kgrz', '57fb27', '6ganxe', '5pixyq', '7by720', '3b4erh', '5eexmn']));
  });
});

describe('Reddit comment threads', () => {
  /**
   * A search Listing made of the post objects that head the three recorded comment threads. The
   * recorded gx8r8z post was removed by a moderator of its test subreddit (`removed_by_category`),
   * so the connector rightly drops it; `restore` clears that mark so its real comment tree is read.
   */
  function listingOfThreadPosts(restore = true): Listing {
    const children = Object.values(THREADS).map((name) => fixture<Listing[]>(name)[0]!.data.children[0]!);
    if (restore) for (const child of children) child.data.removed_by_category = null;
    return { kind: 'Listing', data: { after: null, children } };
  }

  async function searchWithThreads(limit: number) {
    const up = await serve({
      'GET /search': { json: listingOfThreadPosts() },
      'GET /comments/:id': (call) => {
        const name = THREADS[call.params.id ?? ''];
        return name ? { json: fixture(name) } : NOT_FOUND;
      },
    });
    const items = await connector(up).search(request(['anything'], { limit }));
    return { up, items };
  }

  it('walks nested replies and drops deleted and removed comments', async () => {
    const { items } = await searchWithThreads(40);
    const thread = items.filter((i) => i.parentPost?.id === 'gx8r8z');

    // Breadth-first: top level, then replies. fwxxs5d ([deleted]) and fx1jgsp ([removed]) are gone,
    // but the replies under the deleted fwxxs5d are real and kept.
    expect(thread.map((i) => i.nativeId)).toEqual(['fszpw9i', 'fszpuyo', 'fx19hsi', 'fx1bybl', 'fx1ec2p', 'fx1ie8s']);
    expect(items.map((i) => i.nativeId)).not.toContain('fwxxs5d');
    expect(items.map((i) => i.nativeId)).not.toContain('fx1jgsp');

    expect(byId(items, 'fx1ie8s')).toEqual({
      platform: 'reddit',
      nativeId: 'fx1ie8s',
      type: 'comment',
      title: 'test',
      text: 'Comment reply',
      url: 'https://www.reddit.com/r/Lil_SpazJoekp/comments/gx8r8z/test/fx1ie8s/',
      source: 'r/Lil_SpazJoekp',
      author: '<USERNAME>',
      createdUtc: 1593988097,
      engagement: { upvotes: 1, comments: 0, views: 0 },
      parentPost: { id: 'gx8r8z', title: 'test', url: 'https://www.reddit.com/r/Lil_SpazJoekp/comments/gx8r8z/test/' },
      searchRank: 0, // its post's position
    });
    expect(byId(items, 'fx19hsi').engagement.comments).toBe(1);
    expect(byId(items, 'gx8r8z')).toMatchObject({ type: 'post', source: 'r/Lil_SpazJoekp', title: 'test' });
  });

  it('counts the replies `more` stubs hide', async () => {
    // No /api/morechildren route here (a 404): the thread keeps what /comments gave; expansion is tested below.
    const { items } = await searchWithThreads(40);
    const thread = items.filter((i) => i.parentPost?.id === '3hahrw');

    // 10 loaded comments; cu5th6m's author is [deleted].
    expect(thread).toHaveLength(9);
    expect(thread.map((i) => i.nativeId)).not.toContain('cu5th6m');

    // cu5pebp: one loaded reply (cu5sye5) plus a `more` stub holding 4.
    const top = byId(items, 'cu5pebp');
    expect(top.engagement).toEqual({ upvotes: 1127, comments: 5, views: 0 });
    expect(top.title).toBe('Ba Dum Tsss');
    expect(top.source).toBe('r/funny');
    // 2017 answers carry no comment permalink: it is built from the post's.
    expect(top.url).toBe('https://www.reddit.com/r/funny/comments/3hahrw/ba_dum_tsss/cu5pebp/');
    expect(byId(items, 'cu5tgzu').text).toBe('>I have a glandular problem! ');
  });

  it('caps each thread, keeping top-level comments first', async () => {
    const { up, items } = await searchWithThreads(40);
    const limits = up.callsTo(/^\/comments\//).map((c) => Number(c.query.get('limit')));
    const cap = limits[0]!;
    expect(new Set(limits).size).toBe(1);

    const thread = items.filter((i) => i.parentPost?.id === 'fjn0j9');
    expect(thread).toHaveLength(cap);
    // The recorded thread has 72 top-level comments, so a capped walk never reaches a reply;
    // flbzqul (author [deleted]) is skipped.
    const topLevel = fixture<Listing[]>(THREADS.fjn0j9!)[1]!
      .data.children.filter((c) => c.kind === 't1' && c.data.author !== '[deleted]')
      .map((c) => c.data.id);
    expect(thread.map((i) => i.nativeId)).toEqual(topLevel.slice(0, cap));
    expect(byId(items, 'fkpsl0o')).toMatchObject({
      author: 'BigNekkers',
      engagement: { upvotes: 245, comments: 5, views: 0 }, // five direct replies in the recording
      parentPost: { id: 'fjn0j9', title: 'IMPORTANT PSA: No, you did not win a gift card.' },
    });
  });

  it('ranks each post by its best position across the query alternatives; comments inherit it', async () => {
    const forward = listingOfThreadPosts(); // gx8r8z, 3hahrw, fjn0j9
    const backward: Listing = { kind: 'Listing', data: { after: null, children: [...forward.data.children].reverse() } };
    const up = await serve({
      'GET /search': (call) => ({ json: call.query.get('q') === 'first' ? forward : backward }),
      'GET /comments/:id': (call) => {
        const name = THREADS[call.params.id ?? ''];
        return name ? { json: fixture(name) } : NOT_FOUND;
      },
    });
    const items = await connector(up).search(request(['first', 'second'], { limit: 40 }));
    const posts = items.filter((i) => i.type === 'post');
    expect(Object.fromEntries(posts.map((i) => [i.nativeId, i.searchRank]))).toEqual({ gx8r8z: 0, '3hahrw': 1, fjn0j9: 0 });
    const comments = items.filter((i) => i.type === 'comment');
    expect(comments.length).toBeGreaterThan(0);
    for (const c of comments) expect(c.searchRank).toBe(byId(items, c.parentPost!.id).searchRank);
  });

  it('keeps the posts when a comment thread cannot be read', async () => {
    const up = await serve({
      'GET /search': { json: listingOfThreadPosts(false) },
      'GET /comments/:id': { status: 403, json: fixture('reddit/error-403-bare.json') },
    });
    const items = await connector(up).search(request(['anything']));
    // gx8r8z as recorded carries removed_by_category: "moderator" and is dropped.
    expect(items.map((i) => i.nativeId)).toEqual(['3hahrw', 'fjn0j9']);
    expect(
      up
        .callsTo(/^\/comments\//)
        .map((c) => c.params.id)
        .sort(),
    ).toEqual(['3hahrw', 'fjn0j9']);
  });
});

describe('Reddit `more` stubs', () => {
  const THREAD_3HAHRW = THREADS['3hahrw']!;

  /** A search Listing holding the post objects that head the named recorded threads (gx8r8z's removal mark cleared). */
  function listingOf(...names: string[]): Listing {
    const children = names.map((name) => fixture<Listing[]>(name)[0]!.data.children[0]!);
    for (const child of children) child.data.removed_by_category = null;
    return { kind: 'Listing', data: { after: null, children } };
  }

  /** The ids the recorded 3hahrw thread folds behind its top-level `more` stub, in Reddit's order. */
  function topLevelStubIds(): string[] {
    const stub = fixture<Listing[]>(THREAD_3HAHRW)[1]!.data.children.find(
      (c) => c.kind === 'more' && c.data.parent_id === 't3_3hahrw',
    );
    return stub!.data.children as string[];
  }

  async function serveThreads(morechildren: RouteTable[string], ...names: string[]) {
    return serve({
      'GET /search': { json: listingOf(...names) },
      'GET /comments/:id': (call) => {
        const name = THREADS[call.params.id ?? ''];
        return name ? { json: fixture(name) } : NOT_FOUND;
      },
      'GET /api/morechildren': morechildren,
    });
  }

  it("expands the best thread's `more` stub with one /api/morechildren call, within the per-thread cap", async () => {
    const up = await serveThreads({ json: fixture(MORE_3HAHRW) }, THREAD_3HAHRW);
    const items = await connector(up).search(request(['ba dum tss'], { limit: 20 }));

    const calls = up.callsTo('/api/morechildren', 'GET');
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    // The first 100 ids of the top-level stub: the very request the fixture answered (see PROVENANCE.md).
    const stubIds = topLevelStubIds();
    expect(stubIds.length).toBeGreaterThan(100);
    expect(stubIds.slice(0, 3)).toEqual(['cu5u1vm', 'cu5uca3', 'cu5tx53']);
    expect(Object.fromEntries(call.query)).toEqual({
      api_type: 'json',
      link_id: 't3_3hahrw',
      children: stubIds.slice(0, 100).join(','),
      sort: 'top',
      limit_children: 'false',
      raw_json: '1',
    });
    expect(call.headers.authorization).toBe('Bearer REDACTED');
    expect(call.headers['user-agent']).toBe(USER_AGENT);

    const cap = Number(up.callsTo('/comments/3hahrw')[0]!.query.get('limit'));
    expect(cap).toBe(50); // one thread: the 50 items aimed at for limit 20
    const thread = items.filter((i) => i.parentPost?.id === '3hahrw');
    expect(thread).toHaveLength(cap);
    const ids = thread.map((i) => i.nativeId);
    expect(new Set(ids).size).toBe(ids.length);
    // The thread's own 9 readable comments first, then the expansion.
    expect(ids.slice(0, 9)).toEqual([
      'cu5pebp',
      'cu5oif1',
      'cu5s3hd',
      'cu5q4m5',
      'cu5p1hh',
      'cu5sye5',
      'cu5t516',
      'cu5uluu',
      'cu5tgzu',
    ]);
    expect(ids.slice(9, 13)).toEqual(['cu5spl9', 'cu5w7za', 'cu5v77p', 'cu5pr4y']); // cu5tcm9 between them is [deleted]
    expect(ids).not.toContain('cu5tcm9');

    // Mapped exactly like a thread's comments: post title, built permalink, replies counted from the flat answer
    // (cu5w5tg loaded, plus the `more` stub cu5vbyu folding one).
    expect(byId(items, 'cu5spl9')).toEqual({
      platform: 'reddit',
      nativeId: 'cu5spl9',
      type: 'comment',
      title: 'Ba Dum Tsss',
      text: 'Source?',
      url: 'https://www.reddit.com/r/funny/comments/3hahrw/ba_dum_tsss/cu5spl9/',
      source: 'r/funny',
      author: 'Trixzy',
      createdUtc: expect.any(Number),
      engagement: { upvotes: 67, comments: 2, views: 0 },
      parentPost: { id: '3hahrw', title: 'Ba Dum Tsss', url: 'https://www.reddit.com/r/funny/comments/3hahrw/ba_dum_tsss/' },
      searchRank: 0,
    });
    expect(byId(items, 'cu5w7za')).toMatchObject({
      author: 'greaseleg',
      text: expect.stringMatching(/^As a drummer and an asshole/),
    });
  });

  it('takes the shallowest comments of the answer first', async () => {
    const up = await serveThreads({ json: fixture(MORE_3HAHRW) }, THREAD_3HAHRW);
    const items = await connector(up).search(request(['ba dum tss'], { limit: 100 }));
    const expanded = items.filter((i) => i.parentPost?.id === '3hahrw').slice(9);

    // The answer is pre-order; its top-level comments (parent t3_3hahrw) must all come before any reply.
    const things = fixture<{ json: { data: { things: Thing[] } } }>(MORE_3HAHRW).json.data.things;
    const topLevel = new Set(things.filter((t) => t.kind === 't1' && t.data.parent_id === 't3_3hahrw').map((t) => t.data.id));
    const firstReply = expanded.findIndex((i) => !topLevel.has(i.nativeId));
    expect(firstReply).toBeGreaterThan(0);
    expect(expanded.slice(firstReply).every((i) => !topLevel.has(i.nativeId))).toBe(true);
    // A nested reply from the answer: cu5w5tg answers cu5spl9.
    expect(byId(items, 'cu5w5tg')).toMatchObject({ author: 'Terranoch', parentPost: { id: '3hahrw' } });
    expect(up.callsTo('/api/morechildren')).toHaveLength(1);
  });

  it("keeps the thread's comments when /api/morechildren fails (500, then out of budget)", async () => {
    const up = await serveThreads(
      [{ status: 500, json: { message: 'Internal Server Error', error: 500 } }, { hang: true }],
      THREAD_3HAHRW,
    );
    const items = await connector(up, { budgetMs: 1500 }).search(request(['ba dum tss'], { limit: 40 }));

    const unfolds = up.callsTo('/api/morechildren');
    expect(unfolds).toHaveLength(2); // retried once, then the budget ran out
    await vi.waitFor(() => expect(unfolds[1]!.abandoned).toBe(true)); // given up, not waited on
    const thread = items.filter((i) => i.parentPost?.id === '3hahrw');
    expect(thread).toHaveLength(9);
    expect(byId(items, 'cu5pebp').text).toMatch(/^Man I am glad/);
    expect(byId(items, '3hahrw').type).toBe('post');
  });

  it('makes no /api/morechildren call for a thread without a `more` stub', async () => {
    const up = await serveThreads({ json: fixture(MORE_3HAHRW) }, THREADS.gx8r8z!);
    const items = await connector(up).search(request(['test'], { limit: 40 }));
    // Six readable comments, fewer than the cap: only the missing stub keeps the call away.
    expect(items.filter((i) => i.parentPost?.id === 'gx8r8z')).toHaveLength(6);
    expect(up.callsTo('/api/morechildren')).toHaveLength(0);
  });

  it('makes no /api/morechildren call when the thread already fills its cap', async () => {
    // The recorded thread with its comments repeated under new ids, so it holds more than the smallest cap.
    const thread = fixture<Listing[]>(THREAD_3HAHRW);
    const children = thread[1]!.data.children;
    const comments = children.filter((c) => c.kind === 't1');
    const readable = () => children.filter((c) => c.kind === 't1' && !/^\[(deleted|removed)\]$/.test(String(c.data.body))).length;
    for (let copy = 1; readable() < 40; copy++) {
      children.unshift(...comments.map((c) => ({ ...c, data: { ...c.data, id: `${c.data.id}c${copy}`, name: `${String(c.data.name)}c${copy}` } })));
    }
    const up = await serve({
      'GET /search': { json: listingOf(THREAD_3HAHRW) },
      'GET /comments/:id': { json: thread },
      'GET /api/morechildren': { json: fixture(MORE_3HAHRW) },
    });
    const items = await connector(up).search(request(['ba dum tss'], { limit: 1 }));
    expect(items.filter((i) => i.parentPost?.id === '3hahrw')).toHaveLength(30); // the smallest cap
    expect(up.callsTo('/api/morechildren')).toHaveLength(0);
  });

  it('expands a thread that shows few comments even when it is not the best one', async () => {
    // Both threads fall short of the cap; the stub-less fjn0j9 has the better score and needs no call.
    const listing = listingOf(THREAD_3HAHRW, THREADS.fjn0j9!);
    listing.data.children[1]!.data.score = 1_000_000;
    const up = await serve({
      'GET /search': { json: listing },
      'GET /comments/:id': (call) => ({ json: fixture(THREADS[call.params.id ?? '']!) }),
      'GET /api/morechildren': { json: fixture(MORE_3HAHRW) },
    });
    const items = await connector(up).search(request(['anything'], { limit: 100 }));
    expect(items.filter((i) => i.parentPost?.id === '3hahrw').length).toBeGreaterThan(9);
    expect(up.callsTo('/api/morechildren').map((c) => c.query.get('link_id'))).toEqual(['t3_3hahrw']);
  });

  it.each([
    [undefined, 2],
    [1, 1],
    [0, 0],
  ])('opens at most maxThreads=%s threads (here %s)', async (maxThreads, opened) => {
    const up = await serve({
      'GET /search': { json: listingOf(THREAD_3HAHRW, THREADS.fjn0j9!) },
      'GET /comments/:id': (call) => ({ json: fixture(THREADS[call.params.id ?? '']!) }),
      'GET /api/morechildren': { json: fixture(MORE_3HAHRW) },
    });
    const items = await connector(up).search(request(['anything'], { limit: 100, ...(maxThreads === undefined ? {} : { maxThreads }) }));
    expect(up.calls.filter((c) => c.path.startsWith('/comments/'))).toHaveLength(opened);
    expect(items.filter((i) => i.type === 'post')).toHaveLength(2);
  });

  it('unfolds the first three thin threads in the order they were picked, whichever answers first', async () => {
    const listing = listingOf(THREAD_3HAHRW, THREAD_3HAHRW, THREAD_3HAHRW, THREAD_3HAHRW);
    listing.data.children.forEach((child, i) => Object.assign(child.data, { id: `bbb00${i}`, score: 1000 - i }));
    const up = await serve({
      'GET /search': { json: listing },
      // The best-placed thread answers last.
      'GET /comments/:id': async (call) => {
        if (call.params.id === 'bbb000') await new Promise((r) => setTimeout(r, 100));
        return { json: fixture(THREAD_3HAHRW) };
      },
      'GET /api/morechildren': { json: fixture(MORE_3HAHRW) },
    });
    await connector(up).search(request(['anything'], { limit: 40 }));
    const unfolded = up.callsTo('/api/morechildren').map((c) => c.query.get('link_id'));
    expect(unfolded.sort()).toEqual(['t3_bbb000', 't3_bbb001', 't3_bbb002']);
  });

  /**
   * Every search finds the recorded 3hahrw thread under the id it searched for, so each expansion
   * is its own request; /api/morechildren answers once `answer` resolves, counting how many were in flight at most.
   */
  async function serveThreadPerQuery(answer: () => Promise<unknown>) {
    let inFlight = 0;
    let most = 0;
    const up = await serve({
      'GET /search': (call) => {
        const listing = listingOf(THREAD_3HAHRW);
        listing.data.children[0]!.data.id = call.query.get('q')!;
        return { json: listing };
      },
      'GET /comments/:id': () => ({ json: fixture(THREAD_3HAHRW) }),
      'GET /api/morechildren': async () => {
        most = Math.max(most, ++inFlight);
        await answer();
        inFlight -= 1;
        return { json: fixture(MORE_3HAHRW) };
      },
    });
    return { up, most: () => most };
  }

  it('sends one /api/morechildren request at a time, even from concurrent searches, and skips those beyond the queue', async () => {
    const ids = ['aaa001', 'aaa002', 'aaa003', 'aaa004', 'aaa005', 'aaa006', 'aaa007'];
    // No expansion answers before a search has finished: only the one skipped can, so six are pending by then.
    let firstDone!: () => void;
    const oneFinished = new Promise<void>((resolve) => (firstDone = resolve));
    const { up, most } = await serveThreadPerQuery(() => Promise.race([oneFinished, new Promise((r) => setTimeout(r, 3000))]));
    const reddit = connector(up);
    const searches = await Promise.all(ids.map((id) => reddit.search(request([id], { limit: 40 })).finally(firstDone)));
    expect(most()).toBe(1);
    // Six expansions wait their turn and each reaches its search; the seventh keeps its thread as fetched.
    expect(up.callsTo('/api/morechildren')).toHaveLength(6);
    const shown = searches.map((items) => items.filter((i) => i.type === 'comment').length).sort((a, b) => a - b);
    expect(shown[0]).toBe(9);
    expect(shown.slice(1).every((n) => n > 9)).toBe(true);
  });

  it('a search that stops waiting for its turn to unfold never sends its call, and the next one still waits', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { up, most } = await serveThreadPerQuery(() => held);
    const reddit = connector(up);
    const first = reddit.search(request(['ccc001'], { limit: 40 }));
    await vi.waitFor(() => expect(up.callsTo('/api/morechildren')).toHaveLength(1));
    const gaveUp = new AbortController();
    const second = reddit.search(request(['ccc002'], { limit: 40, signal: gaveUp.signal }));
    await vi.waitFor(() => expect(up.callsTo('/comments/ccc002')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50)); // its thread parsed: it now waits for its turn
    gaveUp.abort(new Error('client went away'));
    await expect(second).rejects.toThrow('client went away');
    const third = reddit.search(request(['ccc003'], { limit: 40 }));
    await vi.waitFor(() => expect(up.callsTo('/comments/ccc003')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(up.callsTo('/api/morechildren')).toHaveLength(1); // the third waits for the first, not for the one that gave up
    release();
    await Promise.all([first, third]);
    expect(most()).toBe(1);
    expect(up.callsTo('/api/morechildren').map((c) => c.query.get('link_id'))).toEqual(['t3_ccc001', 't3_ccc003']);
  });

  it('tells which threads it opened, those it could not read included', async () => {
    const up = await serve({
      'GET /search': { json: listingOf(THREAD_3HAHRW, THREADS.fjn0j9!) },
      'GET /comments/:id': (call) => (call.params.id === 'fjn0j9' ? { status: 500, json: {} } : { json: fixture(THREAD_3HAHRW) }),
      'GET /api/morechildren': { json: fixture(MORE_3HAHRW) },
    });
    const opened: string[] = [];
    const items = await connector(up, { budgetMs: 1500 }).search(request(['anything'], { limit: 40, onThreadsOpened: (ids) => opened.push(...ids) }));
    expect(opened.sort()).toEqual(['3hahrw', 'fjn0j9']);
    expect(items.some((i) => i.parentPost?.id === 'fjn0j9')).toBe(false);
  });

  it('hands over its posts before it opens their threads, the same items the search returns', async () => {
    const up = await serve({
      'GET /search': { json: listingOf(THREAD_3HAHRW, THREADS.fjn0j9!) },
      'GET /comments/:id': (call) => ({ json: fixture(THREADS[call.params.id ?? ''] ?? THREAD_3HAHRW) }),
      'GET /api/morechildren': { json: fixture(MORE_3HAHRW) },
    });
    const told: { ids: string[]; threadsAsked: number }[] = [];
    const items = await connector(up).search(
      request(['anything'], { limit: 40, onPostsFound: (posts) => told.push({ ids: posts.map((p) => p.nativeId), threadsAsked: up.calls.filter((c) => c.path.startsWith('/comments/')).length }) }),
    );
    expect(told).toEqual([{ ids: ['3hahrw', 'fjn0j9'], threadsAsked: 0 }]);
    expect(items.filter((i) => i.type === 'post').map((i) => i.nativeId)).toEqual(told[0]!.ids);
    expect(items.some((i) => i.type === 'comment')).toBe(true);

    const despite = await connector(up).search(
      request(['anything else'], {
        limit: 40,
        onPostsFound: () => {
          throw new Error('the listener broke');
        },
      }),
    );
    expect(despite.map((i) => i.nativeId)).toEqual(items.map((i) => i.nativeId));
  });

  it('a later pass skips the threads the first read and spends what the first left unopened', async () => {
    const up = await serve({
      'GET /search': { json: listingOf(THREAD_3HAHRW, THREADS.fjn0j9!, THREADS.gx8r8z!) },
      'GET /comments/:id': (call) => ({ json: fixture(THREADS[call.params.id ?? '']!) }),
    });
    // The connector's own number is 8; the first pass read 7 (one of them 3hahrw), so 1 + 1 may open now.
    const opened = ['3hahrw', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6'];
    await connector(up).search(request(['anything'], { limit: 100, maxThreads: 1, openedThreads: opened }));
    expect(up.calls.filter((c) => c.path.startsWith('/comments/')).map((c) => c.path).sort()).toEqual(['/comments/fjn0j9', '/comments/gx8r8z']);
  });

});

describe('Reddit rate limits, retries and timeouts', () => {
  it('waits out retry-after on a 429 (HTML body) and then succeeds', async () => {
    const up = await serve({
      'GET /search': [
        { status: 429, headers: { 'content-type': 'text/html; charset=UTF-8', 'retry-after': '1' }, body: TOO_MANY_HTML },
        { json: fixture(SEARCH_PAGED) },
      ],
      'GET /comments/:id': { json: fixture(THREADS.gx8r8z!) },
    });
    const started = Date.now();
    const items = await connector(up).search(request(['test']));
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(items.map((i) => i.nativeId)).toContain('hmwhd7');
    expect(up.callsTo('/search').length).toBeGreaterThanOrEqual(2);
  });

  it('reports rate_limited with retryAfterSeconds when retry-after exceeds the budget', async () => {
    const up = await serve({
      'GET /search': {
        status: 429,
        headers: { 'content-type': 'text/html; charset=UTF-8', 'retry-after': '4' },
        body: TOO_MANY_HTML,
      },
    });
    const err = await failure(connector(up, { budgetMs: 2000 }).search(request(['test'])));
    // No point sleeping into a certain failure: a connector that waited out the 4 s would find its
    // 2 s budget spent and report a timeout instead.
    expect(err.kind).toBe('rate_limited');
    expect(err.retryAfterSeconds).toBe(4);
    expect(up.callsTo('/search')).toHaveLength(1);
  });

  it('holds calls while x-ratelimit-remaining is spent and reports rate_limited past the budget', async () => {
    const spent = { 'x-ratelimit-remaining': '0.0', 'x-ratelimit-reset': '300', 'x-ratelimit-used': '600' };
    const up = await serve({ 'GET /search': { headers: spent, json: fixture(SEARCH_PAGED) } });
    const reddit = connector(up);

    // The answer itself is good; the comment threads that would follow must not be sent.
    const items = await reddit.search(request(['test'], { limit: 40 }));
    expect(items.map((i) => i.nativeId)).toEqual(['hybow9', 'hmwhd7']);
    expect(up.callsTo(/^\/comments\//)).toHaveLength(0);

    const before = up.calls.length;
    const err = await failure(reddit.search(request(['other'])));
    expect(err.kind).toBe('rate_limited');
    expect(err.retryAfterSeconds).toBeGreaterThan(290);
    expect(err.retryAfterSeconds).toBeLessThanOrEqual(300);
    expect(up.calls.length).toBe(before);
  });

  it('waits for a rate-limit window that resets within the budget', async () => {
    const up = await serve({
      'GET /search': {
        headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1' },
        json: fixture(SEARCH_PAGED),
      },
      'GET /comments/:id': { json: fixture(THREADS.gx8r8z!) },
    });
    const started = Date.now();
    const items = await connector(up).search(request(['test'], { limit: 40 }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(up.callsTo(/^\/comments\//).length).toBeGreaterThan(0);
    expect(items.some((i) => i.type === 'comment')).toBe(true);
  });

  it('retries a 5xx and succeeds', async () => {
    const up = await serve({ 'GET /search': [{ status: 503, body: 'upstream busy' }, { json: fixture(SEARCH_PAGED) }] });
    const items = await connector(up).search(request(['test']));
    expect(items.map((i) => i.nativeId)).toContain('hybow9');
    expect(up.callsTo('/search').length).toBeGreaterThanOrEqual(2);
  });

  it('reports upstream_error after three 5xx answers', async () => {
    const up = await serve({ 'GET /search': { status: 500, json: { message: 'Internal Server Error', error: 500 } } });
    const err = await failure(connector(up).search(request(['test'])));
    expect(err.kind).toBe('upstream_error');
    expect(err.status).toBe(500);
    expect(up.callsTo('/search')).toHaveLength(3);
  });

  it('reports timeout when the upstream hangs, well within the budget', async () => {
    const up = await serve({ 'GET /search': { hang: true } });
    const started = Date.now();
    const err = await failure(connector(up, { timeoutMs: 200, budgetMs: 1500 }).search(request(['test'])));
    expect(err.kind).toBe('timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    const calls = up.callsTo('/search');
    expect(calls.length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(calls.every((c) => c.abandoned)).toBe(true));
  });

  it('stops at the budget even when each call is within its own timeout', async () => {
    const up = await serve({ 'GET /search': { delayMs: 5000, json: fixture(SEARCH_PAGED) } });
    const err = await failure(connector(up, { timeoutMs: 6000, budgetMs: 400 }).search(request(['test'])));
    expect(err.kind).toBe('timeout');
    // The answer was 5 s away: the connector gave up on the call rather than wait for it.
    await vi.waitFor(() => expect(up.callsTo('/search')[0]?.abandoned).toBe(true));
  });

  it("rejects with the caller's abort reason when the caller aborts", async () => {
    const up = await serve({ 'GET /search': { hang: true } });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('client went away')), 100);
    await expect(connector(up).search(request(['test'], { signal: controller.signal }))).rejects.toThrow('client went away');
  });
});

describe('Reddit caching and configuration', () => {
  function recordingCache(): SourceCache & { keys: string[]; ttls: number[] } {
    const inner = createMemoryCache();
    const keys: string[] = [];
    const ttls: number[] = [];
    return {
      keys,
      ttls,
      get: (key) => inner.get(key),
      async set(key, value, ttl) {
        keys.push(key);
        ttls.push(ttl);
        await inner.set(key, value, ttl);
      },
    };
  }

  it('answers a repeated search from the cache without any upstream call', async () => {
    const up = await serve({
      'GET /search': { json: fixture(SEARCH_PAGED) },
      'GET /comments/:id': { json: fixture(THREADS.gx8r8z!) },
    });
    const cache = recordingCache();
    const reddit = connector(up, { cache, cacheTtlSeconds: 120 });

    const first = await reddit.search(request(['test']));
    const callsAfterFirst = up.calls.length;
    const second = await reddit.search(request(['test']));

    expect(second).toEqual(first);
    expect(up.calls.length).toBe(callsAfterFirst);
    // A second connector sharing the cache (another server process) spends nothing either, not even a token.
    const other = connector(up, { cache });
    expect(await other.search(request(['test']))).toEqual(first);
    expect(up.calls.length).toBe(callsAfterFirst);

    expect(cache.ttls.every((t) => t === 120)).toBe(true);
    for (const key of cache.keys) {
      expect(key).not.toContain(CLIENT_SECRET);
      expect(key).not.toContain(CLIENT_ID);
      expect(key).not.toContain('REDACTED');
    }
  });

  it('does not cache errors', async () => {
    const up = await serve({
      'GET /search': [{ status: 500 }, { status: 500 }, { status: 500 }, { json: fixture(SEARCH_PAGED) }],
    });
    const reddit = connector(up);
    await failure(reddit.search(request(['test'])));
    const items = await reddit.search(request(['test']));
    expect(items.map((i) => i.nativeId)).toContain('hybow9');
  });

  it('is not configured without client id and secret, and says which settings are missing', async () => {
    const up = await serve({});
    const reddit = createRedditConnector({ userAgent: USER_AGENT, apiUrl: up.url, authUrl: up.url, clientSecret: '' });
    expect(reddit.platform).toBe('reddit');
    expect(reddit.configured).toBe(false);
    expect(reddit.missingSettings).toEqual(['REDDIT_CLIENT_ID', 'REDDIT_CLIENT_SECRET']);
    const err = await failure(reddit.search(request(['test'])));
    expect(err.kind).toBe('not_configured');
    expect(err.message).toContain('REDDIT_CLIENT_ID, REDDIT_CLIENT_SECRET');
    expect(up.calls).toHaveLength(0);

    const partly = createRedditConnector({ clientId: 'x', userAgent: USER_AGENT, apiUrl: up.url, authUrl: up.url });
    expect(partly.missingSettings).toEqual(['REDDIT_CLIENT_SECRET']);
    expect(connector(up).configured).toBe(true);
  });

  it('returns [] without calling Reddit when there is nothing to search', async () => {
    const up = await serve({});
    expect(await connector(up).search(request(['', '  ']))).toEqual([]);
    expect(up.calls).toHaveLength(0);
  });
});
