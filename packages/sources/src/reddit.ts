import {
  parseWithinQuery,
  planWithin,
  withinQuery,
  COMMENT_THREADS as THREADS_PER_PASS,
  minuteWindow,
  redditFeedbackPlan,
  redditFetchCost,
  redditPlan,
  UNFOLDED_THREADS,
  type RawItem,
  type TimeRange,
  redditKeywordPlan,
} from '@firstsignal/core';
import { z } from 'zod';
import { bearerGet, type BearerToken } from './bearer';
import { connector } from './connector';
import { PlatformError } from './errors';
import {
  before,
  buildUrl,
  createHttpClient,
  resolveOptions,
  retryAfterSeconds,
  type CallContext,
  type UpstreamFailure,
} from './http';
import { COMMENTS, UPVOTES, type Source } from './source';
import type { Connector, ConnectorOptions } from './types';
import { bestEffort, clamp, commentsPerThread, fetchTarget, parseEach, pickThreads, runChains, tell } from './util';

export interface RedditConfig extends ConnectorOptions {
  clientId?: string;
  clientSecret?: string;
  userAgent: string;
  /** https://oauth.reddit.com */
  apiUrl: string;
  /** https://www.reddit.com (token endpoint host) */
  authUrl: string;
}

const SITE = 'https://www.reddit.com';
/** Reddit's free API allowance per OAuth client (averaged over 10 minutes; we count it per minute). */
const REDDIT_REQUESTS_PER_MINUTE = 100;
const REDDIT_T: Record<TimeRange, string> = { '': 'all', day: 'day', week: 'week', month: 'month', year: 'year' };
/** Reddit has no comment search, so comments come from the threads of this many best posts. */
const COMMENT_THREADS = THREADS_PER_PASS.reddit;
const COMMENT_DEPTH = 4;
/**
 * A thread that shows fewer comments than this but folds more behind `more` stubs is expanded
 * with one /api/morechildren call: the people we look for are often the folded replies, and the
 * call waits for the thread's answer (a third round trip), so it is only worth it when the thread
 * gave little.
 */
const EXPAND_BELOW = 10;
/**
 * Reddit serves /api/morechildren one request at a time per client, so expansions take turns;
 * beyond this many in flight or waiting (across the client's searches) one is skipped rather than
 * stall its search.
 */
const MAX_PENDING_EXPANSIONS = 6;
/** /api/morechildren takes at most this many comment ids per call. */
const MORE_CHILDREN_MAX = 100;
/** Renew this long before expiry so a token never dies between the check and the call. */
const TOKEN_RENEW_MARGIN_MS = 60_000;
const GONE = new Set(['[deleted]', '[removed]']);

const thingSchema = z.object({ kind: z.string(), data: z.unknown() });
const listingSchema = z.object({
  kind: z.literal('Listing'),
  data: z.object({ after: z.string().nullish(), children: z.array(thingSchema) }),
});
const postSchema = z.object({
  id: z.string(),
  title: z.string(),
  selftext: z.string().default(''),
  author: z.string(),
  subreddit: z.string(),
  permalink: z.string(),
  created_utc: z.number(),
  score: z.number().default(0),
  num_comments: z.number().default(0),
  removed_by_category: z.string().nullish(),
});
const commentSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: z.string(),
  subreddit: z.string().optional(),
  permalink: z.string().optional(),
  created_utc: z.number(),
  score: z.number().default(0),
  replies: z.unknown().optional(),
});
const moreSchema = z.object({ children: z.array(z.string()).default([]) });
/** /api/morechildren answers a flat list (pre-order); `parent_id` rebuilds the tree, `replies` is always "". */
const moreChildrenSchema = z.object({
  json: z.object({ data: z.object({ things: z.array(thingSchema) }) }),
});
const parentSchema = z.object({ parent_id: z.string() });
const tokenSchema = z.object({
  access_token: z.string().optional(),
  expires_in: z.number().optional(),
  error: z.union([z.string(), z.number()]).optional(),
  message: z.string().optional(),
});

type RedditPost = z.output<typeof postSchema>;
interface RedditComment {
  id: string;
  body: string;
  author: string;
  subreddit?: string;
  permalink?: string;
  created_utc: number;
  score: number;
  /** Direct replies, counting those Reddit left behind `more` stubs. */
  replyCount: number;
}
interface SearchPage {
  after: string | null;
  posts: RedditPost[];
}
interface Thread {
  post?: RedditPost;
  comments: RedditComment[];
  /** Comment ids folded behind `more` stubs, shallowest stubs first (the top level leads). */
  more: string[];
}

export function createRedditConnector(cfg: RedditConfig): Connector {
  const missingSettings = [...(cfg.clientId ? [] : ['REDDIT_CLIENT_ID']), ...(cfg.clientSecret ? [] : ['REDDIT_CLIENT_SECRET'])];
  const options = resolveOptions(cfg);
  const http = createHttpClient({ platform: 'reddit', options, classify, pauseFromHeaders });
  const userAgent = cfg.userAgent;
  let token: { value: string; renewAt: number } | undefined;
  let pendingToken: Promise<string> | undefined;
  /** Reddit answers a second concurrent /api/morechildren request with an error: expansions take turns. */
  let expansionTail: Promise<void> = Promise.resolve();
  let expansionsPending = 0;

  async function accessToken(ctx: CallContext): Promise<string> {
    if (token && Date.now() < token.renewAt) return token.value;
    // Concurrent calls share one token request instead of each spending one.
    pendingToken ??= fetchToken(ctx).finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  }

  async function fetchToken(ctx: CallContext): Promise<string> {
    const basic = Buffer.from(`${cfg.clientId ?? ''}:${cfg.clientSecret ?? ''}`).toString('base64');
    const answer = await http.request(
      {
        url: buildUrl(cfg.authUrl, '/api/v1/access_token', {}),
        method: 'POST',
        headers: {
          Authorization: `Basic ${basic}`,
          'User-Agent': userAgent,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
        parse: (body) => tokenSchema.parse(body),
        description: 'access token',
      },
      ctx,
    );
    // Reddit reports some token failures with HTTP 200 and an `error` field.
    if (answer.error !== undefined || !answer.access_token) {
      const why = answer.error !== undefined ? String(answer.error) : 'no access_token in the answer';
      throw new PlatformError(
        'auth_failed',
        'reddit',
        `Reddit refused the app credentials (${why}); check REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET`,
        { status: 200, reason: why },
      );
    }
    const lifetimeMs = (answer.expires_in ?? 3600) * 1000;
    token = {
      value: answer.access_token,
      renewAt: Date.now() + lifetimeMs - Math.min(TOKEN_RENEW_MARGIN_MS, lifetimeMs / 10),
    };
    return token.value;
  }

  /** Reddit revokes a token early now and then: a 401 with one we thought valid renews it. */
  const bearer: BearerToken = {
    current: accessToken,
    isStale: (err) => err.status === 401,
    renew: async (stale) => {
      if (token?.value === stale) token = undefined;
    },
  };

  function apiGet<T>(
    path: string,
    params: Record<string, string | undefined>,
    parse: (body: unknown) => T,
    description: string,
    ctx: CallContext,
  ): Promise<T> {
    const url = buildUrl(cfg.apiUrl, path, { ...params, raw_json: '1' });
    return bearerGet(http, { url, cacheKey: `reddit:${url}`, headers: { 'User-Agent': userAgent }, parse, description }, bearer, ctx);
  }

  async function searchQuery(query: string, t: string, perQuery: number, ctx: CallContext, sort = 'relevance'): Promise<RedditPost[]> {
    // A search restricted to subreddits asks them alone (`/r/a+b/search`, restrict_sr).
    const { scope, q } = parseWithinQuery(query);
    const path = scope ? `/r/${scope}/search` : '/search';
    const params = { q, sort, t, limit: String(perQuery), type: 'link', ...(scope ? { restrict_sr: 'on' } : {}) };
    const first = await apiGet(path, params, parseSearch, 'search', ctx);
    const usable = first.posts.filter((p) => !isGonePost(p)).length;
    // One more page only when the first fell short of what we asked for; losing it costs only extras.
    if (!first.after || usable >= perQuery || first.posts.length === 0) return first.posts;
    const after = first.after;
    const more = await bestEffort(apiGet(path, { ...params, after }, parseSearch, 'search', ctx).then((p) => p.posts), []);
    return [...first.posts, ...more];
  }

  /**
   * The comments of the opened threads, at most `perThread` each; they inherit their post's
   * `searchRank`. A thin thread (fewer than EXPAND_BELOW comments shown, more behind `more` stubs)
   * gets one /api/morechildren call for the folded ones, the first UNFOLDED_THREADS thin threads
   * in the order they were picked, so which ones never depends on which answered first. A thread
   * that cannot be read costs its comments, not the search.
   */
  async function threadsComments(
    threads: readonly { post: RedditPost; rank: number }[],
    perThread: number,
    ctx: CallContext,
  ): Promise<RawItem[][]> {
    // Each thread read once: its comments as shown, and whether it is thin.
    const reads = threads.map(({ post }) =>
      bestEffort(
        apiGet(`/comments/${encodeURIComponent(post.id)}`, { limit: String(perThread), depth: String(COMMENT_DEPTH), sort: 'top' }, parseThread, 'comments', ctx).then(
          (page) => {
            const comments = readable(page.comments).slice(0, perThread);
            return { page, comments, thin: page.more.length > 0 && comments.length < Math.min(perThread, EXPAND_BELOW) };
          },
        ),
        null,
      ),
    );
    return Promise.all(
      threads.map(async ({ post, rank }, i) => {
        const read = await reads[i]!;
        if (!read) return [];
        const { page, comments } = read;
        // The thread's own copy of the post is the one its comments' permalinks refer to.
        const parent = page.post ?? post;
        if (read.thin && (await Promise.all(reads.slice(0, i))).filter((r) => r?.thin).length < UNFOLDED_THREADS) {
          // Best-effort: a failed expansion keeps what the thread already gave.
          const folded = await bestEffort(moreChildren(post.id, page.more.slice(0, MORE_CHILDREN_MAX), ctx), []);
          const seen = new Set(comments.map((c) => c.id));
          for (const comment of readable(folded)) {
            if (comments.length >= perThread) break;
            if (seen.has(comment.id)) continue;
            seen.add(comment.id);
            comments.push(comment);
          }
        }
        return comments.map((c) => commentItem(c, parent, rank));
      }),
    );
  }

  /**
   * The comments behind `more` stubs, one request at a time per client: [] when too many are
   * pending or the search's deadline comes before its turn, the abort's reason when the caller
   * aborts first (either way it never calls).
   */
  async function moreChildren(postId: string, ids: string[], ctx: CallContext): Promise<RedditComment[]> {
    if (expansionsPending >= MAX_PENDING_EXPANSIONS) return [];
    expansionsPending++;
    const previous = expansionTail;
    let finished!: () => void;
    const mine = new Promise<void>((resolve) => (finished = resolve));
    // The next call waits for the one before this and then for this one's request (or its giving up).
    expansionTail = previous.then(() => mine);
    try {
      if (!(await before(previous, ctx))) return [];
      const params = { api_type: 'json', link_id: `t3_${postId}`, children: ids.join(','), sort: 'top', limit_children: 'false' };
      return await apiGet('/api/morechildren', params, parseMoreChildren, 'more comments', ctx);
    } finally {
      finished();
      expansionsPending--;
    }
  }

  return connector('reddit', missingSettings, options, async (req, ctx) => {
    const target = fetchTarget(req.limit);
    const perQuery = clamp(Math.ceil(target / req.queries.length), 25, 100);
    const since = req.since;
    const t = since === undefined ? (REDDIT_T[req.timeRange] ?? 'all') : sinceWindow(since);
    const sort = since === undefined ? 'relevance' : 'new';
    const usable = (post: RedditPost) => !isGonePost(post) && (since === undefined || post.created_utc >= since);

    const found = (await runChains(req, (q) => searchQuery(q, t, perQuery, ctx, sort), usable)).map((page) => page.filter(usable));
    // Each post once, with its position in Reddit's listing (0 = first), the best across the queries.
    const posts = new Map<string, { post: RedditPost; rank: number }>();
    for (const page of found) {
      page.forEach((post, rank) => {
        if (isGonePost(post)) return;
        const had = posts.get(post.id);
        if (!had) posts.set(post.id, { post, rank });
        else had.rank = Math.min(had.rank, rank);
      });
    }
    const postItems = [...posts.values()].map(({ post, rank }) => postItem(post, rank));
    tell(req.onPostsFound, postItems);

    // Most engaged first, so the query match (when given) breaks its ties by engagement.
    const withComments = found.map((page) =>
      page.filter((p) => p.num_comments > 0 && !isGonePost(p)).sort((a, b) => b.score - a.score || b.num_comments - a.num_comments),
    );
    const threads = pickThreads(withComments, (p) => `${p.title} ${p.selftext}`, (p) => p.id, COMMENT_THREADS, req).map(
      (post) => posts.get(post.id)!,
    );
    const perThread = commentsPerThread(target, threads.length);
    const commentLists = await threadsComments(threads, perThread, ctx);

    const items = [...postItems];
    const seen = new Set(items.map((i) => i.nativeId));
    for (const comment of commentLists.flat()) {
      if (seen.has(comment.nativeId) || (since !== undefined && comment.createdUtc < since)) continue;
      seen.add(comment.nativeId);
      items.push(comment);
    }
    return items;
  });
}

/** Reddit's narrowest `t` window that still reaches back to `since` (newest-first searches). */
function sinceWindow(since: number): string {
  const age = Date.now() / 1000 - since;
  if (age <= 3600) return 'hour';
  if (age <= 86_400) return 'day';
  if (age <= 7 * 86_400) return 'week';
  if (age <= 31 * 86_400) return 'month';
  return age <= 366 * 86_400 ? 'year' : 'all';
}

function classify(failure: UpstreamFailure): PlatformError {
  const { status, headers, description } = failure;
  if (status === 401 || status === 403) {
    return new PlatformError(
      'auth_failed',
      'reddit',
      `Reddit refused the ${description} request (HTTP ${status}); check REDDIT_CLIENT_ID, REDDIT_CLIENT_SECRET and that the app is approved for API access`,
      { status },
    );
  }
  if (status === 429) {
    const after = retryAfterSeconds(headers) ?? resetSeconds(headers);
    return new PlatformError('rate_limited', 'reddit', `Reddit rate limit reached (${description})`, {
      status,
      retryable: true,
      ...(after === undefined ? {} : { retryAfterSeconds: after }),
    });
  }
  return new PlatformError('upstream_error', 'reddit', `Reddit answered HTTP ${status} (${description})`, {
    status,
    retryable: status >= 500,
  });
}

/** Reddit's window headers: when the window is spent, hold calls until it resets. */
function pauseFromHeaders(headers: Headers): number | undefined {
  const remaining = Number(headers.get('x-ratelimit-remaining') ?? NaN);
  if (!Number.isFinite(remaining) || remaining >= 1) return undefined;
  const reset = resetSeconds(headers);
  return reset === undefined ? undefined : reset * 1000;
}

function resetSeconds(headers: Headers): number | undefined {
  const reset = Number(headers.get('x-ratelimit-reset') ?? NaN);
  return Number.isFinite(reset) && reset >= 0 ? Math.ceil(reset) : undefined;
}

function parseSearch(body: unknown): SearchPage {
  const listing = listingSchema.parse(body);
  const posts = parseEach(
    postSchema,
    listing.data.children.filter((c) => c.kind === 't3').map((c) => c.data),
  );
  return { after: listing.data.after ?? null, posts };
}

/** `/comments/{id}` answers [post listing, comment listing]; comments come out breadth-first, so a cap keeps the top level. */
function parseThread(body: unknown): Thread {
  const [postListing, commentListing] = z.tuple([listingSchema, listingSchema]).parse(body);
  const post = parseEach(
    postSchema,
    postListing.data.children.map((c) => c.data),
  )[0];
  const comments: RedditComment[] = [];
  const more: string[] = [];
  let level: z.output<typeof thingSchema>[][] = [commentListing.data.children];
  while (level.length > 0) {
    const next: z.output<typeof thingSchema>[][] = [];
    for (const children of level) {
      for (const child of children) {
        // `more` stubs stay folded here; their ids let the thread expand them in one call.
        if (child.kind === 'more') more.push(...(moreSchema.safeParse(child.data).data?.children ?? []));
        if (child.kind !== 't1') continue;
        const parsed = commentSchema.safeParse(child.data);
        if (!parsed.success) continue;
        const { replies, ...comment } = parsed.data;
        const replyListing = listingSchema.safeParse(replies);
        const replyChildren = replyListing.success ? replyListing.data.data.children : [];
        comments.push({ ...comment, replyCount: countReplies(replyChildren) });
        if (replyChildren.length > 0) next.push(replyChildren);
      }
    }
    level = next;
  }
  return post ? { post, comments, more } : { comments, more };
}

/**
 * /api/morechildren's flat, pre-order list as comments, breadth-first like a thread so a cap keeps
 * the shallowest; each counts its direct replies (and those behind `more` stubs) in the answer.
 */
function parseMoreChildren(body: unknown): RedditComment[] {
  const things = moreChildrenSchema.parse(body).json.data.things;
  const replies = new Map<string, number>();
  const parsed: { comment: Omit<RedditComment, 'replyCount'>; parent: string | undefined }[] = [];
  for (const thing of things) {
    const parent = parentSchema.safeParse(thing.data).data?.parent_id;
    // Counted like countReplies: a loaded reply is one, a stub is as many as it folds.
    const count =
      thing.kind === 't1' ? 1 : thing.kind === 'more' ? (moreSchema.safeParse(thing.data).data?.children.length ?? 0) : 0;
    if (parent !== undefined && count > 0) replies.set(parent, (replies.get(parent) ?? 0) + count);
    if (thing.kind !== 't1') continue;
    const comment = commentSchema.safeParse(thing.data);
    if (!comment.success) continue;
    const { replies: _replies, ...rest } = comment.data;
    parsed.push({ comment: rest, parent });
  }
  // Parents come before their replies, so one pass gives each comment its depth within the answer.
  const depth = new Map<string, number>();
  for (const { comment, parent } of parsed) {
    const above = parent === undefined ? undefined : depth.get(parent);
    depth.set(`t1_${comment.id}`, above === undefined ? 0 : above + 1);
  }
  return parsed
    .map(({ comment }) => ({ ...comment, replyCount: replies.get(`t1_${comment.id}`) ?? 0 }))
    .sort((a, b) => (depth.get(`t1_${a.id}`) ?? 0) - (depth.get(`t1_${b.id}`) ?? 0));
}

/** Deleted and removed comments are dropped wherever comments come from; their replies stay. */
function readable(comments: RedditComment[]): RedditComment[] {
  return comments.filter((c) => !GONE.has(c.author) && !GONE.has(c.body.trim()) && c.body.trim() !== '');
}

function countReplies(children: z.output<typeof thingSchema>[]): number {
  let n = 0;
  for (const child of children) {
    if (child.kind === 't1') n += 1;
    else if (child.kind === 'more') n += moreSchema.safeParse(child.data).data?.children.length ?? 0;
  }
  return n;
}

function isGonePost(post: RedditPost): boolean {
  return Boolean(post.removed_by_category) || GONE.has(post.author) || GONE.has(post.selftext.trim());
}

/** Search permalinks can carry tracking (`?ref=search_posts`); the canonical link has none. */
function redditUrl(permalink: string): string {
  const path = permalink.split('?')[0] ?? permalink;
  return `${SITE}${path.startsWith('/') ? '' : '/'}${path}`;
}

function postItem(post: RedditPost, searchRank: number): RawItem {
  return {
    platform: 'reddit',
    nativeId: post.id,
    type: 'post',
    title: post.title,
    text: post.selftext,
    url: redditUrl(post.permalink),
    source: `r/${post.subreddit}`,
    author: post.author,
    createdUtc: Math.floor(post.created_utc),
    engagement: { upvotes: post.score, comments: post.num_comments, views: 0 },
    searchRank,
  };
}

function commentItem(comment: RedditComment, post: RedditPost, searchRank: number): RawItem {
  const postUrl = redditUrl(post.permalink);
  // Older answers omit a comment's permalink; it is the post's plus the comment id.
  const url = comment.permalink ? redditUrl(comment.permalink) : `${postUrl.replace(/\/?$/, '/')}${comment.id}/`;
  return {
    platform: 'reddit',
    nativeId: comment.id,
    type: 'comment',
    title: post.title,
    text: comment.body,
    url,
    source: `r/${comment.subreddit ?? post.subreddit}`,
    author: comment.author,
    createdUtc: Math.floor(comment.created_utc),
    engagement: { upvotes: comment.score, comments: comment.replyCount, views: 0 },
    parentPost: { id: post.id, title: post.title, url: postUrl },
    searchRank,
  };
}

/** Reddit in the registry: an approved OAuth app, searched through its API. */
export const redditSource: Source<{
  REDDIT_CLIENT_ID?: string | undefined;
  REDDIT_CLIENT_SECRET?: string | undefined;
  REDDIT_USER_AGENT: string;
  REDDIT_API_URL: string;
  REDDIT_AUTH_URL: string;
  MONITOR_REDDIT_REQUESTS_PER_MINUTE: number;
}> = {
  display: {
    postNoun: 'Post',
    // Reddit's API reports no views.
    engagement: { post: [UPVOTES, COMMENTS], comment: [UPVOTES, COMMENTS] },
    note: 'Needs an approved Reddit app; 100 requests a minute',
  },
  connect: (s, shared) =>
    createRedditConnector({
      clientId: s.REDDIT_CLIENT_ID,
      clientSecret: s.REDDIT_CLIENT_SECRET,
      userAgent: s.REDDIT_USER_AGENT,
      apiUrl: s.REDDIT_API_URL,
      authUrl: s.REDDIT_AUTH_URL,
      ...shared,
    }),
  plan: redditPlan,
  keywordPlan: redditKeywordPlan,
  feedbackPlan: redditFeedbackPlan,
  // Every chosen subreddit in one search (a multireddit): the same requests as an open search.
  within: (plan, communities) => {
    const subs = communities.map((c) => c.slice('r/'.length));
    return planWithin(plan, [subs.join('+')], withinQuery);
  },
  budget: {
    window: minuteWindow,
    limit: () => REDDIT_REQUESTS_PER_MINUTE,
    monitorShare: (s) => s.MONITOR_REDDIT_REQUESTS_PER_MINUTE,
    cost: (plan) => redditFetchCost(plan.queries.length),
    // Up to two pages for each broader query a search falls back to.
    fallbackCost: 2,
  },
};
