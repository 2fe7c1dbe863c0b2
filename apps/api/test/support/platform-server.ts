/**
 * A local stand-in for Reddit's and YouTube's APIs that answers in their real shapes and with
 * their query semantics (Reddit ANDs terms and understands quotes and OR groups; YouTube treats
 * `|` as OR), serving the conversations in ./conversations.ts. Tests and benchmarks point the
 * production connectors at it through REDDIT_API_URL, REDDIT_AUTH_URL and YOUTUBE_API_URL.
 */
import { startUpstream, type Handler, type RecordedCall, type Reply, type Upstream } from '@firstsignal/sources/testing';
import { REDDIT_POSTS, YOUTUBE_VIDEOS, type WorldComment, type WorldPost, type WorldVideo } from './conversations';

export interface PlatformBehaviour {
  /** Added to every answer: lets the latency benchmark model real round trips. */
  delayMs?: number;
  /** Reddit answers every API call with 429 and this retry-after. */
  redditRateLimitedFor?: number;
  /** YouTube answers search.list with quotaExceeded. */
  youtubeQuotaExceeded?: boolean;
  /** Every Reddit search and thread call fails this way (the access token still works). */
  redditFault?: PlatformFault;
  /** Every YouTube call fails this way. */
  youtubeFault?: PlatformFault;
  /** Awaited before any answer: lets a test hold some calls (a search's second pass) until it has seen what came before. */
  hold?: (call: RecordedCall) => Promise<void> | undefined;
}

/**
 * How an upstream breaks: a 429 for a second, a 5xx, each in the platform's own shape (Reddit
 * sends an HTML page, YouTube a JSON error), no answer at all, or a 200 whose JSON is cut off.
 */
export type PlatformFault = 'too many requests' | 'server error' | 'hang' | 'garbage';

/** Reddit's 429: an HTML page, with how long to wait. */
const redditTooMany = (retryAfterSeconds: number): Reply => ({
  status: 429,
  headers: { 'retry-after': String(retryAfterSeconds), 'content-type': 'text/html' },
  body: '<html><body><h1>whoa there, pardner!</h1></body></html>',
});

const REDDIT_FAULTS: Record<PlatformFault, Reply> = {
  'too many requests': redditTooMany(1),
  'server error': { status: 503, headers: { 'content-type': 'text/html' }, body: '<html><body><h1>all of our servers are busy right now</h1></body></html>' },
  hang: { hang: true },
  garbage: { headers: { 'content-type': 'application/json; charset=UTF-8' }, body: '{"kind": "Listing", "data": {"after": null, "children": [{"kind": "t3", "da' },
};

const YOUTUBE_FAULTS: Record<PlatformFault, Reply> = {
  'too many requests': {
    status: 429,
    headers: { 'retry-after': '1' },
    json: { error: { code: 429, message: 'Too many requests.', errors: [{ message: 'Too many requests.', domain: 'youtube.quota', reason: 'rateLimitExceeded' }] } },
  },
  'server error': {
    status: 503,
    json: { error: { code: 503, message: 'The service is currently unavailable.', errors: [{ message: 'The service is currently unavailable.', domain: 'global', reason: 'backendError' }] } },
  },
  hang: { hang: true },
  garbage: { headers: { 'content-type': 'application/json; charset=UTF-8' }, body: '{"kind": "youtube#searchListResponse", "items": [{"id": ' },
};

export interface PlatformServer extends Upstream {
  env: { REDDIT_CLIENT_ID: string; REDDIT_CLIENT_SECRET: string; REDDIT_API_URL: string; REDDIT_AUTH_URL: string; YOUTUBE_API_KEY: string; YOUTUBE_API_URL: string };
  behaviour: PlatformBehaviour;
}

const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const words = (text: string) => text.toLowerCase().match(/[a-z0-9$']+/g) ?? [];

/** Does `text` contain this term or phrase as whole words (prefix-tolerant for plurals)? */
function contains(text: string, term: string): boolean {
  const t = words(term);
  if (t.length === 0) return true;
  const w = words(text);
  outer: for (let i = 0; i + t.length <= w.length; i++) {
    for (let j = 0; j < t.length; j++) {
      const a = w[i + j]!;
      const b = t[j]!;
      if (!(a === b || a.startsWith(b) || b.startsWith(a) && a.length >= 4 && b.length - a.length <= 2)) continue outer;
    }
    return true;
  }
  return false;
}

/** Reddit search: top-level clauses AND together; `(a OR b)` and `a OR b` are alternatives. */
export function redditMatches(q: string, text: string): boolean {
  const clauses: string[][] = [];
  const tokens = q.match(/\([^)]*\)|"[^"]*"|\S+/g) ?? [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token === 'OR') continue;
    const alternatives = token.startsWith('(')
      ? token.slice(1, -1).split(/\s+OR\s+/).map((s) => s.replace(/"/g, ''))
      : [token.replace(/"/g, '')];
    if (tokens[i - 1] === 'OR' && clauses.length) clauses[clauses.length - 1]!.push(...alternatives);
    else clauses.push(alternatives);
  }
  return clauses.every((alts) => alts.some((alt) => contains(text, alt)));
}

/** YouTube search: `|` separates alternatives; within one, every word must appear. */
export function youtubeMatches(q: string, text: string): boolean {
  return q.split('|').some((alt) => words(alt).filter((w) => w.length > 2).every((w) => contains(text, w)));
}

function withinRange(daysAgo: number, t: string | null): boolean {
  const limits: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };
  return !t || t === 'all' || daysAgo <= (limits[t] ?? Infinity);
}

function redditComment(c: WorldComment, post: WorldPost): unknown {
  return {
    kind: 't1',
    data: {
      id: c.id,
      name: `t1_${c.id}`,
      author: c.author,
      body: c.body,
      score: c.score,
      created_utc: nowSeconds() - post.createdDaysAgo * DAY + 3600,
      permalink: `/r/${post.subreddit}/comments/${post.id}/x/${c.id}/`,
      subreddit: post.subreddit,
      link_id: `t3_${post.id}`,
      replies: c.replies?.length ? { kind: 'Listing', data: { children: c.replies.map((r) => redditComment(r, post)), after: null } } : '',
    },
  };
}

function redditPost(p: WorldPost): unknown {
  return {
    kind: 't3',
    data: {
      id: p.id,
      name: `t3_${p.id}`,
      title: p.title,
      selftext: p.selftext,
      author: p.author,
      subreddit: p.subreddit,
      subreddit_name_prefixed: `r/${p.subreddit}`,
      score: p.score,
      ups: p.score,
      num_comments: p.comments.length,
      created_utc: nowSeconds() - p.createdDaysAgo * DAY,
      permalink: `/r/${p.subreddit}/comments/${p.id}/x/`,
      url: `https://www.reddit.com/r/${p.subreddit}/comments/${p.id}/x/`,
      is_self: true,
      over_18: false,
      ...(p.selftext === '[removed]' ? { removed_by_category: 'moderator' } : {}),
    },
  };
}

const isoDaysAgo = (days: number) => new Date(Date.now() - days * DAY * 1000).toISOString();

function videoSearchItem(v: WorldVideo) {
  return {
    kind: 'youtube#searchResult',
    etag: `etag-${v.id}`,
    id: { kind: 'youtube#video', videoId: v.id },
    snippet: { publishedAt: isoDaysAgo(v.createdDaysAgo), channelId: `UC${v.id}`, title: v.title, description: v.description, channelTitle: v.channel },
  };
}

function videoItem(v: WorldVideo) {
  return {
    kind: 'youtube#video',
    etag: `etag-v-${v.id}`,
    id: v.id,
    snippet: { publishedAt: isoDaysAgo(v.createdDaysAgo), channelId: `UC${v.id}`, title: v.title, description: v.description, channelTitle: v.channel },
    statistics: { viewCount: String(v.views), likeCount: String(v.likes), favoriteCount: '0', commentCount: String(v.comments.length) },
  };
}

function ytError(status: number, reason: string, message: string): Reply {
  return { status, json: { error: { code: status, message, errors: [{ message, domain: 'youtube.quota', reason }] } } };
}

export async function startPlatformServer(
  world: { posts?: WorldPost[]; videos?: WorldVideo[] } = {},
  behaviour: PlatformBehaviour = {},
): Promise<PlatformServer> {
  const posts = world.posts ?? REDDIT_POSTS;
  const videos = world.videos ?? YOUTUBE_VIDEOS;
  const delay = (reply: Reply): Reply => (behaviour.delayMs ? { ...reply, delayMs: behaviour.delayMs } : reply);
  const redditFailure = (): Reply | undefined =>
    behaviour.redditRateLimitedFor
      ? redditTooMany(behaviour.redditRateLimitedFor)
      : behaviour.redditFault
        ? REDDIT_FAULTS[behaviour.redditFault]
        : undefined;
  const youtubeFault = (): Reply | undefined => (behaviour.youtubeFault ? YOUTUBE_FAULTS[behaviour.youtubeFault] : undefined);

  const held = (routes: Record<string, Handler>) =>
    Object.fromEntries(
      Object.entries(routes).map(([route, handler]): [string, Handler] => [
        route,
        async (call, nth) => {
          await behaviour.hold?.(call);
          return handler(call, nth);
        },
      ]),
    );

  const redditSearch = (call: RecordedCall, among: readonly WorldPost[]) => {
    const failure = redditFailure();
    if (failure) return delay(failure);
    const q = call.query.get('q') ?? '';
    const hits = among.filter((p) => redditMatches(q, `${p.title} ${p.selftext}`) && withinRange(p.createdDaysAgo, call.query.get('t')));
    const limit = Number(call.query.get('limit') ?? 25);
    return delay({
      headers: { 'x-ratelimit-remaining': '95.0', 'x-ratelimit-reset': '300', 'x-ratelimit-used': '5' },
      json: { kind: 'Listing', data: { after: null, dist: Math.min(limit, hits.length), children: hits.slice(0, limit).map(redditPost), before: null } },
    });
  };

  const upstream = await startUpstream(held({
    'POST /api/v1/access_token': () => delay({ json: { access_token: 'local-token', token_type: 'bearer', expires_in: 86400, scope: '*' } }),
    'GET /search': (call: RecordedCall) => {
      if (call.query.has('key')) {
        const fault = youtubeFault();
        if (fault) return delay(fault);
        if (behaviour.youtubeQuotaExceeded) return delay(ytError(403, 'quotaExceeded', 'The request cannot be completed because you have exceeded your quota.'));
        const q = call.query.get('q') ?? '';
        const after = call.query.get('publishedAfter');
        const hits = videos.filter((v) => youtubeMatches(q, `${v.title} ${v.description}`) && (!after || isoDaysAgo(v.createdDaysAgo) >= after));
        const max = Number(call.query.get('maxResults') ?? 5);
        return delay({ json: { kind: 'youtube#searchListResponse', etag: 'e', regionCode: 'US', pageInfo: { totalResults: hits.length, resultsPerPage: max }, items: hits.slice(0, max).map(videoSearchItem) } });
      }
      return redditSearch(call, posts);
    },
    // A multireddit's search ("/r/a+b/search"): with restrict_sr, only those subreddits' posts.
    'GET /r/:subs/search': (call: RecordedCall) => {
      const subs = call.params.subs!.toLowerCase().split('+');
      return redditSearch(call, call.query.get('restrict_sr') === 'on' ? posts.filter((p) => subs.includes(p.subreddit.toLowerCase())) : posts);
    },
    'GET /comments/:id': (call: RecordedCall) => {
      const failure = redditFailure();
      if (failure) return delay(failure);
      const post = posts.find((p) => p.id === call.params.id);
      if (!post) return delay({ status: 404, json: { message: 'Not Found', error: 404 } });
      return delay({
        json: [
          { kind: 'Listing', data: { children: [redditPost(post)], after: null } },
          { kind: 'Listing', data: { children: post.comments.map((c) => redditComment(c, post)), after: null } },
        ],
      });
    },
    'GET /videos': (call: RecordedCall) => {
      const fault = youtubeFault();
      if (fault) return delay(fault);
      const ids = (call.query.get('id') ?? '').split(',');
      return delay({ json: { kind: 'youtube#videoListResponse', items: videos.filter((v) => ids.includes(v.id)).map(videoItem), pageInfo: { totalResults: ids.length, resultsPerPage: ids.length } } });
    },
    'GET /commentThreads': (call: RecordedCall) => {
      const fault = youtubeFault();
      if (fault) return delay(fault);
      const video = videos.find((v) => v.id === call.query.get('videoId'));
      if (!video) return delay(ytError(404, 'videoNotFound', 'The video identified by the videoId parameter could not be found.'));
      if (video.commentsDisabled) return delay(ytError(403, 'commentsDisabled', 'The video identified by the videoId parameter has disabled comments.'));
      const terms = call.query.get('searchTerms');
      const comments = video.comments.filter((c) => !terms || words(terms).some((t) => contains(c.text, t)));
      return delay({
        json: {
          kind: 'youtube#commentThreadListResponse',
          items: comments.map((c) => ({
            kind: 'youtube#commentThread',
            id: c.id,
            snippet: {
              videoId: video.id,
              totalReplyCount: 0,
              canReply: true,
              isPublic: true,
              topLevelComment: {
                kind: 'youtube#comment',
                id: c.id,
                snippet: { videoId: video.id, textDisplay: c.text, textOriginal: c.text, authorDisplayName: c.author, likeCount: c.likes, publishedAt: isoDaysAgo(video.createdDaysAgo - 1), updatedAt: isoDaysAgo(video.createdDaysAgo - 1) },
              },
            },
          })),
        },
      });
    },
  }));

  return Object.assign(upstream, {
    behaviour,
    env: {
      REDDIT_CLIENT_ID: 'local-client',
      REDDIT_CLIENT_SECRET: 'local-secret',
      REDDIT_API_URL: upstream.url,
      REDDIT_AUTH_URL: upstream.url,
      YOUTUBE_API_KEY: 'local-key',
      YOUTUBE_API_URL: upstream.url,
    },
  });
}
