import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBlueskyConnector, SIGN_IN_RETRY_MINUTES, type PlatformSearchRequest } from '../src/index';
import { fixture } from './support/fixtures';
import { byId, failure, recordingCache } from './support/items';
import { startUpstream, type RecordedCall, type RouteTable, type Upstream } from './support/upstream';

const SESSION = fixture<{ accessJwt: string; refreshJwt: string }>('bluesky/create-session.json');
const RENEWED = { ...SESSION, accessJwt: 'access-2', refreshJwt: 'refresh-2' };
const PASSWORD = 'abcd-efgh-ijkl-mnop';
const SEARCH = '/xrpc/app.bsky.feed.searchPosts';
const THREAD = '/xrpc/app.bsky.feed.getPostThread';
const CREATE = '/xrpc/com.atproto.server.createSession';
const REFRESH = '/xrpc/com.atproto.server.refreshSession';

const NADIA = 'did:plc:nadia2exampleaaaaaaaaaaa-3lbq7xk2abc2k';

let upstream: Upstream | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

/** A PDS stand-in whose app.bsky calls need the access token of its latest session. */
async function connector(routes: RouteTable = {}) {
  let valid = SESSION.accessJwt;
  const expired = { status: 400, json: fixture('bluesky/expired-token.json') };
  const authed = (reply: (call: RecordedCall) => unknown) => (call: RecordedCall) =>
    call.headers.authorization === `Bearer ${valid}` ? { json: reply(call) } : expired;
  upstream = await startUpstream({
    [`POST ${CREATE}`]: (_call, nth) => {
      valid = nth === 0 ? SESSION.accessJwt : `access-new-${nth}`;
      return { json: { ...SESSION, accessJwt: valid } };
    },
    [`POST ${REFRESH}`]: (call) => {
      if (call.headers.authorization !== `Bearer ${SESSION.refreshJwt}`) return expired;
      valid = RENEWED.accessJwt;
      return { json: RENEWED };
    },
    [`GET ${SEARCH}`]: authed(() => fixture('bluesky/search-posts.json')),
    // Nadia's post has its thread; any other opened post has no readable replies.
    [`GET ${THREAD}`]: authed((call) =>
      call.query.get('uri')?.includes('3lbq7xk2abc2k') ? fixture('bluesky/get-post-thread.json') : { thread: { $type: 'app.bsky.feed.defs#notFoundPost', notFound: true } },
    ),
    ...routes,
  });
  const { cache, keys } = recordingCache();
  const bsky = createBlueskyConnector({
    serviceUrl: upstream.url,
    handle: 'founder.bsky.social',
    appPassword: PASSWORD,
    cache,
    timeoutMs: 2000,
    budgetMs: 4000,
  });
  return { bsky, keys, expire: () => (valid = 'nobody-has-this') };
}

const REQUEST: PlatformSearchRequest = { queries: ['invoice freelancers'], timeRange: '', limit: 10 };

describe('Bluesky connector', () => {
  it('signs in once, searches the top posts, reads the replies of the best one, with handles, links and likes', async () => {
    const { bsky } = await connector();
    const items = await bsky.search(REQUEST);

    const [create] = upstream!.callsTo(CREATE);
    expect(JSON.parse(create!.body)).toEqual({ identifier: 'founder.bsky.social', password: PASSWORD });
    const [search] = upstream!.callsTo(SEARCH);
    expect(Object.fromEntries(search!.query)).toEqual({ q: 'invoice freelancers', sort: 'top', limit: '25' });
    expect(search!.headers.authorization).toBe(`Bearer ${SESSION.accessJwt}`);
    // Only posts with replies are opened.
    expect(upstream!.callsTo(THREAD).map((c) => c.query.get('uri'))).toEqual([
      'at://did:plc:nadia2exampleaaaaaaaaaaa/app.bsky.feed.post/3lbq7xk2abc2k',
      'at://did:plc:oldpost2exampleaaaaaaaaa/app.bsky.feed.post/3kzqsm4e2g22a',
    ]);

    const post = byId(items, NADIA);
    expect(post).toMatchObject({
      platform: 'bluesky',
      type: 'post',
      url: 'https://bsky.app/profile/nadia.bsky.social/post/3lbq7xk2abc2k',
      author: 'Nadia 🌙 (@nadia.bsky.social)',
      source: 'Bluesky · @nadia.bsky.social',
      engagement: { upvotes: 42, comments: 3, views: 0 },
      createdUtc: Math.floor(Date.parse('2026-11-20T09:15:04.512Z') / 1000),
      searchRank: 0,
    });
    // The shortened link is whole again; the ZWJ emoji before it, the hashtag and the handle are kept.
    expect(post.text).toBe(
      "👩‍💻 Freelancers: is there an invoice tool that chases late payments for me? I'd pay for it. Tried https://example.com/invoice-reminders but it only emails once. #freelance cc @mira.bsky.social",
    );
    expect(post.title).toMatch(/^👩‍💻 Freelancers: is there an invoice tool/);
    expect(post.title.length).toBeLessThanOrEqual(100);
    // Right-to-left text as written; no display name, the handle alone.
    expect(byId(items, 'did:plc:karim2exampleaaaaaaaaaaa-3lbpz4qq2ds2x').text).toBe('مرحبا! أبحث عن أداة فواتير للمستقلين ترسل تذكيرات تلقائية 🧾');
    expect(byId(items, 'did:plc:oldpost2exampleaaaaaaaaa-3kzqsm4e2g22a').author).toBe('@old.example.com');

    // Replies, nested ones too, as comments of their post; notFound and blocked stubs are skipped.
    const reply = byId(items, 'did:plc:jopark2exampleaaaaaaaaaa-3lbq8aa4cde2f');
    expect(reply).toMatchObject({
      type: 'comment',
      text: "Same here. I'd happily pay $10/month for automatic reminders 💸",
      url: 'https://bsky.app/profile/jo.park.dev/post/3lbq8aa4cde2f',
      author: 'Jo Park (@jo.park.dev)',
      engagement: { upvotes: 6, comments: 1, views: 0 },
      parentPost: { id: NADIA, title: post.title, url: post.url },
      searchRank: 0,
    });
    expect(byId(items, 'did:plc:sam2exampleaaaaaaaaaaaaa-3lbq8ff6ghi2j').text).toContain('👨‍👩‍👧');
    expect(items.map((i) => i.nativeId).filter((id) => id.includes('gone') || id.includes('blocked'))).toEqual([]);
  });

  it('reuses the session across searches', async () => {
    const { bsky } = await connector();
    await Promise.all([bsky.search(REQUEST), bsky.search({ ...REQUEST, queries: ['invoice'] })]);
    await bsky.search({ ...REQUEST, queries: ['late payments'] });
    expect(upstream!.callsTo(CREATE)).toHaveLength(1);
    expect(upstream!.callsTo(SEARCH)).toHaveLength(3);
  });

  it('renews an expired access token with the refresh token and goes on', async () => {
    const { bsky, expire } = await connector();
    await bsky.search(REQUEST);
    expire();
    const items = await bsky.search({ ...REQUEST, queries: ['late payments'] });
    expect(items.length).toBeGreaterThan(0);
    const [refresh] = upstream!.callsTo(REFRESH);
    expect(refresh!.headers.authorization).toBe(`Bearer ${SESSION.refreshJwt}`);
    expect(upstream!.callsTo(SEARCH).at(-1)!.headers.authorization).toBe('Bearer access-2');
    expect(upstream!.callsTo(CREATE)).toHaveLength(1);
  });

  it('signs in anew when the refresh token has expired too', async () => {
    const { bsky, expire } = await connector({ [`POST ${REFRESH}`]: { status: 400, json: fixture('bluesky/expired-token.json') } });
    await bsky.search(REQUEST);
    expire();
    const items = await bsky.search({ ...REQUEST, queries: ['late payments'] });
    expect(items.length).toBeGreaterThan(0);
    expect(upstream!.callsTo(REFRESH)).toHaveLength(1);
    expect(upstream!.callsTo(CREATE)).toHaveLength(2);
    expect(upstream!.callsTo(SEARCH).at(-1)!.headers.authorization).toBe('Bearer access-new-1');
  });

  it('says "auth failed" naming both settings for a wrong app password, and never repeats the password', async () => {
    const { bsky, keys } = await connector({ [`POST ${CREATE}`]: { status: 401, json: fixture('bluesky/auth-failed.json') } });
    const err = await failure(bsky.search(REQUEST));
    expect(err.kind).toBe('auth_failed');
    expect(err.message).toContain('Invalid identifier or password');
    expect(err.message).toContain('BLUESKY_HANDLE');
    expect(err.message).toContain('BLUESKY_APP_PASSWORD');
    expect(JSON.stringify({ message: err.message, err })).not.toContain(PASSWORD);
    expect(upstream!.callsTo(SEARCH)).toHaveLength(0);
    expect(keys.join(' ')).not.toContain(PASSWORD);
  });

  it('remembers a refused sign-in: later searches say so without asking again, until the time it names', async () => {
    const { bsky } = await connector({ [`POST ${CREATE}`]: { status: 401, json: fixture('bluesky/auth-failed.json') } });
    const first = await failure(bsky.search(REQUEST));
    expect(first.message).toMatch(/Invalid identifier or password.*BLUESKY_APP_PASSWORD.*\. Not tried again until \d\d:\d\d UTC, or until those settings change$/);
    const again = await failure(bsky.search({ ...REQUEST, queries: ['another query'] }));
    expect(again).toMatchObject({ kind: 'auth_failed', message: first.message });
    expect(upstream!.callsTo(CREATE)).toHaveLength(1);

    const realNow = Date.now.bind(Date);
    const later = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + (SIGN_IN_RETRY_MINUTES + 1) * 60_000);
    try {
      expect((await failure(bsky.search(REQUEST))).kind).toBe('auth_failed');
      expect(upstream!.callsTo(CREATE)).toHaveLength(2);
    } finally {
      later.mockRestore();
    }
  });

  it('keeps the password and the tokens out of URLs and cache keys', async () => {
    const { bsky, keys } = await connector();
    await bsky.search(REQUEST);
    expect(keys.length).toBeGreaterThan(0);
    for (const secret of [PASSWORD, SESSION.accessJwt, SESSION.refreshJwt]) {
      expect(keys.join(' ')).not.toContain(secret);
      expect(upstream!.calls.map((c) => c.path + c.query.toString()).join(' ')).not.toContain(secret);
    }
  });

  it('asks for the latest posts since the last run for monitoring, and keeps only what is newer', async () => {
    const { bsky } = await connector();
    const since = Date.parse('2026-11-19T00:00:00Z') / 1000;
    const items = await bsky.search({ ...REQUEST, since });
    const [search] = upstream!.callsTo(SEARCH);
    expect(search!.query.get('sort')).toBe('latest');
    expect(search!.query.get('since')).toBe('2026-11-19T00:00:00.000Z');
    expect(items.every((i) => i.createdUtc >= since)).toBe(true);
    expect(items.map((i) => i.nativeId)).toContain(NADIA);
    expect(items.map((i) => i.nativeId)).not.toContain('did:plc:karim2exampleaaaaaaaaaaa-3lbpz4qq2ds2x');
    // Monitoring's results have no search rank: the order is by time.
    expect(byId(items, NADIA).searchRank).toBeUndefined();
  });

  it('backs off to the broader query when the first finds few posts', async () => {
    const { bsky } = await connector();
    await bsky.search({ ...REQUEST, broader: [['invoice']] });
    // Three posts is fewer than a handful: the broader query runs too.
    expect(upstream!.callsTo(SEARCH).map((c) => c.query.get('q'))).toEqual(['invoice freelancers', 'invoice']);
  });

  it('reads a 429 as rate limited with Retry-After, or with ratelimit-reset', async () => {
    const { bsky } = await connector({ [`GET ${SEARCH}`]: { status: 429, headers: { 'retry-after': '120' }, json: { error: 'RateLimitExceeded' } } });
    expect(await failure(bsky.search(REQUEST))).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 120 });
    await upstream!.close();

    const reset = Math.floor(Date.now() / 1000) + 300;
    const second = await connector({
      [`GET ${SEARCH}`]: {
        status: 429,
        headers: { 'ratelimit-limit': '3000', 'ratelimit-remaining': '0', 'ratelimit-reset': String(reset) },
        json: { error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' },
      },
    });
    const err = await failure(second.bsky.search(REQUEST));
    expect(err.kind).toBe('rate_limited');
    expect(err.retryAfterSeconds).toBeGreaterThan(290);
    expect(err.retryAfterSeconds).toBeLessThanOrEqual(300);
    expect(upstream!.callsTo(SEARCH)).toHaveLength(1);
  });

  it('keeps the posts when a thread cannot be read', async () => {
    const { bsky } = await connector({ [`GET ${THREAD}`]: { status: 500, json: { error: 'InternalServerError' } } });
    const items = await bsky.search(REQUEST);
    expect(items.map((i) => i.type)).toEqual(['post', 'post', 'post']);
  });

  it('is not configured without a handle or an app password, naming them, and calls nothing', async () => {
    const bsky = createBlueskyConnector({ serviceUrl: 'http://127.0.0.1:9' });
    expect(bsky.configured).toBe(false);
    expect(bsky.missingSettings).toEqual(['BLUESKY_HANDLE', 'BLUESKY_APP_PASSWORD']);
    const err = await failure(bsky.search(REQUEST));
    expect(err.kind).toBe('not_configured');
    expect(err.message).toBe('Bluesky is not configured: set BLUESKY_HANDLE, BLUESKY_APP_PASSWORD');
    expect(createBlueskyConnector({ serviceUrl: 'http://127.0.0.1:9', handle: 'a.bsky.social' }).missingSettings).toEqual([
      'BLUESKY_APP_PASSWORD',
    ]);
  });
});
