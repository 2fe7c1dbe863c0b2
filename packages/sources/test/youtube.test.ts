import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createYouTubeConnector,
  type ConnectorOptions,
  type PlatformSearchRequest,
} from '../src/index';
import { byId, failure, recordingCache } from './support/items';
import { fixture } from './support/fixtures';
import { startUpstream, type RecordedCall, type Reply, type RouteTable, type Upstream } from './support/upstream';

interface Video {
  id: string;
  etag: string;
  snippet: Record<string, unknown>;
}
interface VideoList {
  items: Video[];
}
interface SearchList {
  items: Array<{ id: { videoId: string } } & Record<string, unknown>>;
  pageInfo: Record<string, number>;
}

const API_KEY = 'test-youtube-key';
const BASE = '/youtube/v3';
const TED = 'Ks-_Mh1QhMc'; // "Your body language may shape who you are | Amy Cuddy"
const SKATEPARK = 'GvgqDSnpRQM';
const PROSTHETIC = 'V4DDt30Aat4';
const SURFING_FIRST = 'gQ_1zX-F_No'; // first result of the recorded "surfing" search

/** Every recorded videos.list item, answered by id like the real endpoint. */
const VIDEO_POOL = new Map(
  [
    ...fixture<VideoList>('youtube/videos-list-statistics-2-items-2023.json').items,
    ...fixture<VideoList>('youtube/videos-list-statistics-1-item-2023.json').items,
  ].map((v) => [v.id, v]),
);

/**
 * A search.list answer for the given videos. No recorded search returns the videos we have
 * statistics for, so this keeps the recorded envelope (kind, etag, regionCode, pageInfo) of the
 * "surfing" search and lists search results made from the recorded videos' ids and snippets.
 * `extra` ids are taken as recorded from the surfing search.
 */
function searchAnswer(ids: string[], extra: string[] = []): SearchList {
  const surfing = fixture<SearchList>('youtube/search-list-q-surfing-page1.json');
  const recorded = surfing.items.filter((item) => extra.includes(item.id.videoId));
  const made = ids.map((id) => {
    const video = VIDEO_POOL.get(id)!;
    return { kind: 'youtube#searchResult', etag: video.etag, id: { kind: 'youtube#video', videoId: id }, snippet: video.snippet };
  });
  const items = [...made, ...recorded];
  return { ...surfing, items, pageInfo: { totalResults: items.length, resultsPerPage: items.length } };
}

function emptySearch(): SearchList {
  return {
    ...fixture<SearchList>('youtube/search-list-q-surfing-page1.json'),
    items: [],
    pageInfo: { totalResults: 0, resultsPerPage: 0 },
  };
}

function videosAnswer(call: RecordedCall): Reply {
  const ids = (call.query.get('id') ?? '').split(',');
  const items = ids.flatMap((id) => VIDEO_POOL.get(id) ?? []);
  return {
    json: {
      kind: 'youtube#videoListResponse',
      etag: 'test',
      items,
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    },
  };
}

const NO_THREADS = {
  json: {
    ...fixture<Record<string, unknown>>('youtube/commentThreads-list-search-terms.json'),
    items: [],
    pageInfo: { totalResults: 0, resultsPerPage: 20 },
  },
} satisfies Reply;
const COMMENTS_DISABLED = { status: 403, json: fixture('youtube/error-403-commentsDisabled.synthesized.json') } satisfies Reply;

/** commentThreads.list by videoId: TED gets the recorded 5-thread page, the skatepark film the recorded searchTerms answer. */
function threadsAnswer(overrides: Record<string, Reply> = {}) {
  return (call: RecordedCall): Reply => {
    const videoId = call.query.get('videoId') ?? '';
    if (overrides[videoId]) return overrides[videoId];
    if (videoId === TED) return { json: fixture('youtube/commentThreads-list-by-video-page1.json') };
    if (videoId === SKATEPARK) return { json: fixture('youtube/commentThreads-list-search-terms.json') };
    return NO_THREADS;
  };
}

let upstream: Upstream | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

async function serve(routes: RouteTable): Promise<Upstream> {
  upstream = await startUpstream({
    [`GET ${BASE}/search`]: { json: searchAnswer([TED, SKATEPARK, PROSTHETIC]) },
    [`GET ${BASE}/videos`]: videosAnswer,
    [`GET ${BASE}/commentThreads`]: threadsAnswer(),
    ...routes,
  });
  return upstream;
}

function connector(up: Upstream, options: ConnectorOptions = {}) {
  return createYouTubeConnector({ apiKey: API_KEY, apiUrl: `${up.url}${BASE}`, ...options });
}

function request(extra: Partial<PlatformSearchRequest> = {}): PlatformSearchRequest {
  return { queries: ['body language'], timeRange: '', limit: 10, ...extra };
}

const TED_TITLE = 'Your body language may shape who you are | Amy Cuddy';

describe('YouTube search', () => {
  it('maps videos with their statistics and comment threads with plain text', async () => {
    const up = await serve({});
    const items = await connector(up).search(request());

    const videos = items.filter((i) => i.type === 'post');
    expect(videos.map((v) => v.nativeId)).toEqual([TED, SKATEPARK, PROSTHETIC]);
    expect(byId(items, TED)).toEqual({
      platform: 'youtube',
      nativeId: TED,
      type: 'post',
      title: TED_TITLE,
      text: expect.stringMatching(/^Body language affects how others see us, but it may also change how we see ourselves/),
      url: `https://www.youtube.com/watch?v=${TED}`,
      source: 'TED',
      author: 'TED',
      createdUtc: Date.parse('2012-10-01T15:27:35Z') / 1000,
      engagement: { upvotes: 391633, comments: 9518, views: 23278951 },
      searchRank: 0, // first in search.list
    });
    expect(byId(items, PROSTHETIC)).toMatchObject({
      searchRank: 2,
      title: 'Mark Lesek: A New/Old Prosthetic',
      source: 'Google Search Stories',
      engagement: { upvotes: 1827, comments: 358, views: 3603770 },
    });

    const comments = items.filter((i) => i.type === 'comment');
    expect(comments).toHaveLength(6); // 5 threads on the TED talk, 1 on the skatepark film, none matched on the third
    expect(byId(items, 'UgyZ1jqkHKYvi1-ruOZ4AaABAg')).toEqual({
      platform: 'youtube',
      nativeId: 'UgyZ1jqkHKYvi1-ruOZ4AaABAg',
      type: 'comment',
      title: TED_TITLE,
      text: 'Google.com', // textOriginal; textDisplay is an <a> element
      url: `https://www.youtube.com/watch?v=${TED}&lc=UgyZ1jqkHKYvi1-ruOZ4AaABAg`,
      source: 'TED',
      author: 'himani agarwal',
      createdUtc: Date.parse('2019-11-26T15:51:44.000Z') / 1000,
      engagement: { upvotes: 0, comments: 0, views: 0 },
      parentPost: { id: TED, title: TED_TITLE, url: `https://www.youtube.com/watch?v=${TED}` },
      searchRank: 0, // its video's position
    });
    expect(byId(items, 'UgwI_ylXVnzPS8Q-oAV4AaABAg').engagement).toEqual({ upvotes: 0, comments: 2, views: 0 });
    expect(byId(items, 'UgwI_ylXVnzPS8Q-oAV4AaABAg').text).not.toContain('&#39;');
    expect(byId(items, 'UgysQP-vp089eFP0Stl4AaABAg').engagement.upvotes).toBe(4);
    expect(byId(items, 'UgyUBI0HsgL9emxcZpR4AaABAg')).toMatchObject({
      searchRank: 1, // a comment on SKATEPARK, second in search.list
      text: 'Hello',
      author: 'DevRagz',
      parentPost: { id: SKATEPARK, title: 'Andrew Willis, Skatepark Engineer' },
    });
  });

  it('asks each endpoint for what it needs, with the key but without publishedAfter for all time', async () => {
    const up = await serve({});
    await connector(up).search(request({ limit: 10 }));

    const searches = up.callsTo(`${BASE}/search`);
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(searches[0]!.query)).toEqual({
      part: 'snippet',
      type: 'video',
      q: 'body language',
      maxResults: '13', // half of 2.5 x 10, rounded up
      order: 'relevance',
      key: API_KEY,
    });

    const videos = up.callsTo(`${BASE}/videos`);
    expect(videos).toHaveLength(1);
    expect(videos[0]!.query.get('id')).toBe(`${TED},${SKATEPARK},${PROSTHETIC}`);
    expect(videos[0]!.query.get('part')).toBe('statistics,snippet');
    expect(videos[0]!.query.get('key')).toBe(API_KEY);

    const threads = up.callsTo(`${BASE}/commentThreads`);
    expect(threads.map((c) => c.query.get('videoId')).sort()).toEqual([TED, SKATEPARK, PROSTHETIC].sort());
    for (const call of threads) {
      expect(call.query.has('searchTerms')).toBe(false);
      expect(call.query.get('order')).toBe('relevance');
      expect(call.query.get('textFormat')).toBe('plainText');
      expect(call.query.get('part')).toBe('snippet,replies'); // replies cost no extra unit
      expect(Number(call.query.get('maxResults'))).toBeGreaterThan(0);
    }
  });

  it('delivers the replies a thread carries (part=replies) as comments on the video', async () => {
    const page = fixture<{ items: Array<Record<string, unknown> & { id: string }> }>('youtube/commentThreads-list-by-video-page1.json');
    const replies = fixture<{ items: unknown[] }>('youtube/comments-list-by-parent-page1.json').items;
    page.items = page.items.map((t) => (t.id === 'UgwI_ylXVnzPS8Q-oAV4AaABAg' ? { ...t, replies: { comments: replies } } : t));
    const up = await serve({ [`GET ${BASE}/commentThreads`]: threadsAnswer({ [TED]: { json: page } }) });
    const items = await connector(up).search(request());

    expect(byId(items, 'Ugw5zYU6n9pmIgAZWvN4AaABAg.91zT3cYb5B291za6voUoRh')).toEqual({
      platform: 'youtube',
      nativeId: 'Ugw5zYU6n9pmIgAZWvN4AaABAg.91zT3cYb5B291za6voUoRh',
      type: 'comment',
      title: TED_TITLE,
      text: 'this is the third reply!',
      url: `https://www.youtube.com/watch?v=${TED}&lc=Ugw5zYU6n9pmIgAZWvN4AaABAg.91zT3cYb5B291za6voUoRh`,
      source: 'TED',
      author: 'kun liu',
      createdUtc: Date.parse('2019-12-01T04:46:31.000Z') / 1000,
      engagement: { upvotes: 0, comments: 0, views: 0 },
      parentPost: { id: TED, title: TED_TITLE, url: `https://www.youtube.com/watch?v=${TED}` },
      searchRank: 0,
    });
    expect(items.filter((i) => i.type === 'comment')).toHaveLength(8); // 6 threads + 2 replies
  });

  it('sends publishedAfter for a time range, rounded to the hour', async () => {
    const up = await serve({});
    const before = Date.now();
    await connector(up).search(request({ timeRange: 'week' }));

    const publishedAfter = up.callsTo(`${BASE}/search`)[0]!.query.get('publishedAfter');
    expect(publishedAfter).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00Z$/);
    const weekAgo = before - 7 * 86_400_000;
    const sent = Date.parse(publishedAfter!);
    expect(sent).toBeLessThanOrEqual(weekAgo);
    expect(sent).toBeGreaterThan(weekAgo - 3_600_000);
  });

  it('monitoring: asks for the newest videos published since the given time, to the second', async () => {
    const up = await serve({});
    await connector(up).search(request({ since: 1795515245 }));
    const [search] = up.callsTo(`${BASE}/search`);
    expect(search!.query.get('order')).toBe('date');
    expect(search!.query.get('publishedAfter')).toBe('2026-11-24T10:14:05Z');
  });

  it('fetches comments only for the first five videos', async () => {
    const extra = fixture<SearchList>('youtube/search-list-q-surfing-page1.json')
      .items.slice(0, 4)
      .map((i) => i.id.videoId);
    const up = await serve({ [`GET ${BASE}/search`]: { json: searchAnswer([TED, SKATEPARK, PROSTHETIC], extra) } });
    await connector(up).search(request());
    const asked = up.callsTo(`${BASE}/commentThreads`).map((c) => c.query.get('videoId'));
    expect(asked.sort()).toEqual([TED, SKATEPARK, PROSTHETIC, ...extra.slice(0, 2)].sort());
    expect(up.callsTo(`${BASE}/videos`)[0]!.query.get('id')!.split(',')).toHaveLength(7);
  });

  it('drops videos that videos.list no longer returns, with their comments', async () => {
    // The first recorded surfing result has no videos.list entry here, as for a video deleted since indexing.
    const up = await serve({
      [`GET ${BASE}/search`]: { json: searchAnswer([TED], [SURFING_FIRST]) },
      [`GET ${BASE}/commentThreads`]: threadsAnswer({
        [SURFING_FIRST]: { json: fixture('youtube/commentThreads-list-search-terms.json') },
      }),
    });
    const items = await connector(up).search(request());
    expect(items.filter((i) => i.type === 'post').map((i) => i.nativeId)).toEqual([TED]);
    expect(items.every((i) => i.nativeId === TED || i.parentPost?.id === TED)).toBe(true);
    expect(items).toHaveLength(6);
  });

  it('backs off to the broader query when the first finds little', async () => {
    const up = await serve({
      [`GET ${BASE}/search`]: (call) =>
        call.query.get('q') === 'body language' ? { json: emptySearch() } : { json: searchAnswer([TED, SKATEPARK]) },
    });
    const items = await connector(up).search(request({ queries: ['body language'], broader: [['power posing']] }));
    expect(up.callsTo(`${BASE}/search`).map((c) => c.query.get('q'))).toEqual(['body language', 'power posing']);
    expect(items.filter((i) => i.type === 'post').map((i) => i.nativeId)).toEqual([TED, SKATEPARK]);
  });

  it('returns [] when no query finds a video, after its chain of fallbacks', async () => {
    const up = await serve({ [`GET ${BASE}/search`]: { json: emptySearch() } });
    const items = await connector(up).search(request({ queries: ['a'], broader: [['b']] }));
    expect(items).toEqual([]);
    expect(up.callsTo(`${BASE}/search`)).toHaveLength(2);
    expect(up.callsTo(`${BASE}/videos`)).toHaveLength(0);
  });

  it('never filters comments by searchTerms: people rarely repeat the query words', async () => {
    const up = await serve({});
    await connector(up).search(request());
    expect(up.callsTo(`${BASE}/commentThreads`).every((c) => !c.query.has('searchTerms'))).toBe(true);
  });
});

describe('YouTube errors', () => {
  it('treats commentsDisabled as no comments and still returns the videos', async () => {
    const up = await serve({ [`GET ${BASE}/commentThreads`]: threadsAnswer({ [TED]: COMMENTS_DISABLED }) });
    const items = await connector(up).search(request());
    expect(items.filter((i) => i.type === 'post').map((i) => i.nativeId)).toEqual([TED, SKATEPARK, PROSTHETIC]);
    const comments = items.filter((i) => i.type === 'comment');
    expect(comments.map((c) => c.nativeId)).toEqual(['UgyUBI0HsgL9emxcZpR4AaABAg']);
    // Not retried: it is an answer, not a failure.
    expect(up.callsTo(`${BASE}/commentThreads`).filter((c) => c.query.get('videoId') === TED)).toHaveLength(1);
  });

  it('reports quotaExceeded as rate_limited until the quota resets, without retrying', async () => {
    const up = await serve({
      [`GET ${BASE}/search`]: { status: 403, json: fixture('youtube/error-403-quotaExceeded.synthesized.json') },
    });
    const youtube = connector(up);
    const err = await failure(youtube.search(request()));
    expect(err.kind).toBe('rate_limited');
    expect(err.platform).toBe('youtube');
    expect(err.reason).toBe('quotaExceeded');
    expect(err.retryAfterSeconds).toBeGreaterThan(0);
    expect(err.retryAfterSeconds).toBeLessThanOrEqual(86_400);
    expect(err.message).not.toContain('<a');
    expect(up.callsTo(`${BASE}/search`)).toHaveLength(1);
    expect(up.callsTo(`${BASE}/videos`)).toHaveLength(0);

    // The quota is spent for the day: the next search is refused without spending another call.
    const again = await failure(youtube.search(request({ queries: ['something else'] })));
    expect(again.kind).toBe('rate_limited');
    expect(up.calls).toHaveLength(1);
  });

  it.each([
    ['keyInvalid', 400, 'youtube/error-400-keyInvalid.json'],
    ['accessNotConfigured', 403, 'youtube/error-403-accessNotConfigured.json'],
    ['PERMISSION_DENIED', 403, 'youtube/error-403-permission-denied.json'],
  ])('reports %s as auth_failed naming YOUTUBE_API_KEY', async (reason, status, name) => {
    const up = await serve({ [`GET ${BASE}/search`]: { status, json: fixture(name) } });
    const err = await failure(connector(up).search(request()));
    expect(err.kind).toBe('auth_failed');
    expect(err.status).toBe(status);
    expect(err.reason).toBe(reason);
    expect(err.message).toContain('YouTube API key is not configured properly');
    expect(err.message).toContain('YOUTUBE_API_KEY');
    expect(err.message).not.toContain(API_KEY);
    expect(up.callsTo(`${BASE}/search`)).toHaveLength(1);
  });

  it('never puts the API key (it travels in the query string) in an error message', async () => {
    // fetch's own errors may quote the URL; an upstream message may echo the request.
    const throwing = (async (url: string | URL | Request) => {
      throw new TypeError(`Failed to parse URL from ${String(url)}`);
    }) as typeof fetch;
    const up = await serve({});
    const unreachable = await failure(connector(up, { fetch: throwing, budgetMs: 2000 }).search(request()));
    expect(unreachable.kind).toBe('upstream_error');
    expect(unreachable.message).toContain('key=[redacted]');
    expect(unreachable.message).not.toContain(API_KEY);
    expect(unreachable.cause).toBeUndefined();

    const echo = {
      error: {
        code: 500,
        message: `Backend failed for /youtube/v3/search?part=snippet&key=${API_KEY}`,
        errors: [{ reason: 'backendError' }],
      },
    };
    const up2 = await serve({ [`GET ${BASE}/search`]: { status: 500, json: echo } });
    const failed = await failure(connector(up2, { budgetMs: 2000 }).search(request()));
    expect(failed.message).not.toContain(API_KEY);
  });

  it('retries a 5xx on videos.list', async () => {
    const up = await serve({
      [`GET ${BASE}/videos`]: (call, nth) =>
        nth === 0
          ? {
              status: 503,
              json: {
                error: { code: 503, message: 'The service is currently unavailable.', errors: [{ reason: 'backendError' }] },
              },
            }
          : videosAnswer(call),
    });
    const items = await connector(up).search(request());
    expect(items.filter((i) => i.type === 'post')).toHaveLength(3);
    expect(up.callsTo(`${BASE}/videos`)).toHaveLength(2);
  });

  it('keeps the videos when comment threads hang, within the budget', async () => {
    const up = await serve({ [`GET ${BASE}/commentThreads`]: { hang: true } });
    const items = await connector(up, { timeoutMs: 200, budgetMs: 2000 }).search(request());
    expect(items.map((i) => i.nativeId)).toEqual([TED, SKATEPARK, PROSTHETIC]);
    // The hanging calls never answer: the search came back because the connector gave up on each.
    const hung = up.callsTo(`${BASE}/commentThreads`);
    expect(hung.length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(hung.every((c) => c.abandoned)).toBe(true));
  });

  it('reports timeout when search.list hangs', async () => {
    const up = await serve({ [`GET ${BASE}/search`]: { hang: true } });
    const err = await failure(connector(up, { timeoutMs: 200, budgetMs: 2000 }).search(request()));
    expect(err.kind).toBe('timeout');
    expect(err.platform).toBe('youtube');
  });
});

describe('YouTube caching and configuration', () => {
  it('answers a repeated search from the cache; cache keys never hold the API key', async () => {
    const up = await serve({});
    const { cache, keys } = recordingCache();
    const youtube = connector(up, { cache });
    const first = await youtube.search(request({ timeRange: 'month' }));
    const calls = up.calls.length;
    expect(calls).toBe(5); // search + videos + 3 comment threads

    expect(await youtube.search(request({ timeRange: 'month' }))).toEqual(first);
    expect(up.calls).toHaveLength(calls);
    expect(keys).toHaveLength(5);
    for (const key of keys) expect(key).not.toContain(API_KEY);
  });

  it('is not configured without an API key', async () => {
    const up = await serve({});
    const youtube = createYouTubeConnector({ apiUrl: `${up.url}${BASE}` });
    expect(youtube.platform).toBe('youtube');
    expect(youtube.configured).toBe(false);
    expect(youtube.missingSettings).toEqual(['YOUTUBE_API_KEY']);
    const err = await failure(youtube.search(request()));
    expect(err.kind).toBe('not_configured');
    expect(err.message).toContain('YOUTUBE_API_KEY');
    expect(up.calls).toHaveLength(0);
  });
});
