/**
 * Bluesky (AT Protocol). Search needs an account: a session is created on the PDS
 * (`com.atproto.server.createSession`, handle + app password) and reused for every search; an
 * expired access token is renewed with `refreshSession`, or a new session when that fails too.
 * Posts come from `app.bsky.feed.searchPosts` (by `top`, or `latest` from the last run for
 * monitoring), the replies of the best posts from `app.bsky.feed.getPostThread`. Bluesky asks
 * that search serve human-directed queries (bluesky-social/atproto#3423): monitoring gets a
 * small hourly share. The app password goes only into the createSession body: never a URL, a
 * cache key, an error or a log line.
 */
import { truncateWords, utcHourWindow, blueskyPlan, type RawItem, blueskyKeywordPlan } from '@firstsignal/core';
import { z } from 'zod';
import { bearerGet, type BearerToken } from './bearer';
import { connector } from './connector';
import { PlatformError } from './errors';
import { buildUrl, createHttpClient, resolveOptions, retryAfterSeconds, type CallContext, type UpstreamFailure } from './http';
import type { Source } from './source';
import type { Connector, ConnectorOptions } from './types';
import { bestEffort, clamp, createdAfter, fetchTarget, parseEach, pickThreads, runChains, tell } from './util';

export interface BlueskyConfig extends ConnectorOptions {
  /** BLUESKY_SERVICE_URL: the account's PDS (https://bsky.social), which also serves app.bsky.* calls. */
  serviceUrl: string;
  /** BLUESKY_HANDLE */
  handle?: string | undefined;
  /** BLUESKY_APP_PASSWORD: a secret. */
  appPassword?: string | undefined;
}

const SETTINGS = ['BLUESKY_HANDLE', 'BLUESKY_APP_PASSWORD'] as const;
/** Posts whose replies are read (one getPostThread each). */
const COMMENT_THREADS = 4;
/** How deep a thread's replies are read: the people we look for are often a reply or two down. */
const REPLY_DEPTH = 4;
/** searchPosts' own bounds for `limit`. */
const LIMIT = { min: 25, max: 100 };
/** Searches (and thread reads) monitoring may make in an hour: a modest share (atproto#3423). */
export const BLUESKY_MONITOR_CALLS_PER_HOUR = 60;
const TITLE_MAX = 100;
/**
 * How long a refused sign-in is remembered: a wrong app password stays wrong until the settings
 * change (which builds a new connector), and asking again with every search would only earn the
 * account a lock-out. After this, one search tries again (the password may have been restored).
 */
export const SIGN_IN_RETRY_MINUTES = 15;

const sessionSchema = z.object({ accessJwt: z.string(), refreshJwt: z.string() });
const errorSchema = z.object({ error: z.string().optional(), message: z.string().optional() });
const facetSchema = z.object({
  index: z.object({ byteStart: z.number().int(), byteEnd: z.number().int() }),
  features: z.array(z.object({ $type: z.string().optional(), uri: z.string().optional() })),
});
const postSchema = z.object({
  uri: z.string().startsWith('at://'),
  author: z.object({ did: z.string(), handle: z.string(), displayName: z.string().nullish() }),
  record: z.object({
    text: z.string().default(''),
    createdAt: z.string().optional(),
    facets: z.array(z.unknown()).optional(),
  }),
  likeCount: z.number().default(0),
  replyCount: z.number().default(0),
  indexedAt: z.string().optional(),
});
const searchSchema = z.object({ posts: z.array(z.unknown()) });
/** A thread node: a post with its replies, or a notFound / blocked stub (no `post`). */
interface ThreadNode {
  post?: unknown;
  replies?: unknown[];
}
const threadSchema = z.object({ thread: z.unknown() });
const nodeSchema = z.object({ post: z.unknown().optional(), replies: z.array(z.unknown()).optional() });

interface Session {
  accessJwt: string;
  refreshJwt: string;
}

interface Post {
  uri: string;
  nativeId: string;
  title: string;
  text: string;
  url: string;
  handle: string;
  author: string;
  createdUtc: number;
  likes: number;
  replies: number;
  rank?: number;
}

export function createBlueskyConnector(cfg: BlueskyConfig): Connector {
  const missingSettings = SETTINGS.filter((s) => !(s === 'BLUESKY_HANDLE' ? cfg.handle : cfg.appPassword));
  const options = resolveOptions(cfg);
  const http = createHttpClient({ platform: 'bluesky', options, classify });
  let session: Session | undefined;
  /** Concurrent searches share one createSession or refreshSession instead of each spending one. */
  let pending: Promise<Session> | undefined;

  function postSession(path: string, init: { body?: string; bearer?: string }, ctx: CallContext): Promise<Session> {
    return http.request(
      {
        url: buildUrl(cfg.serviceUrl, path, {}),
        method: 'POST',
        headers: init.bearer ? { Authorization: `Bearer ${init.bearer}` } : { 'Content-Type': 'application/json' },
        ...(init.body === undefined ? {} : { body: init.body }),
        parse: (body) => sessionSchema.parse(body),
        description: 'session',
      },
      ctx,
    );
  }

  /** The refused sign-in, told again without a call until `until` (epoch ms). */
  let refused: { error: PlatformError; until: number } | undefined;

  async function createSession(ctx: CallContext): Promise<Session> {
    if (refused && Date.now() < refused.until) throw refused.error;
    try {
      return await postSession(
        '/xrpc/com.atproto.server.createSession',
        { body: JSON.stringify({ identifier: cfg.handle, password: cfg.appPassword }) },
        ctx,
      );
    } catch (err) {
      if (!(err instanceof PlatformError) || err.kind !== 'auth_failed') throw err;
      const until = Date.now() + SIGN_IN_RETRY_MINUTES * 60_000;
      const at = new Date(until).toISOString().slice(11, 16);
      const error = new PlatformError(
        'auth_failed',
        'bluesky',
        `${err.message}. Not tried again until ${at} UTC, or until those settings change`,
        { ...(err.status === undefined ? {} : { status: err.status }), ...(err.reason === undefined ? {} : { reason: err.reason }) },
      );
      refused = { error, until };
      throw error;
    }
  }

  async function refreshed(stale: Session, ctx: CallContext): Promise<Session> {
    try {
      return await postSession('/xrpc/com.atproto.server.refreshSession', { bearer: stale.refreshJwt }, ctx);
    } catch (err) {
      // A refresh token that expired or was revoked: sign in again.
      if (err instanceof PlatformError && (err.status === 400 || err.status === 401)) return createSession(ctx);
      throw err;
    }
  }

  function shared(work: () => Promise<Session>): Promise<Session> {
    pending ??= work()
      .then((s) => (session = s))
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  function currentSession(ctx: CallContext): Promise<Session> {
    if (session) return Promise.resolve(session);
    return pending ?? shared(() => createSession(ctx));
  }

  /** An expired access token (400 or 401 `ExpiredToken`) is renewed with the refresh token. */
  const bearer: BearerToken = {
    current: async (ctx) => (await currentSession(ctx)).accessJwt,
    isStale: (err) => err.reason === 'ExpiredToken',
    renew: (stale, ctx) => {
      // Another search renewed it already.
      if (!session || session.accessJwt !== stale) return currentSession(ctx);
      const old = session;
      session = undefined;
      return shared(() => refreshed(old, ctx));
    },
  };

  function xrpcGet<T>(
    method: string,
    params: Record<string, string | undefined>,
    parse: (body: unknown) => T,
    description: string,
    ctx: CallContext,
  ): Promise<T> {
    const url = buildUrl(cfg.serviceUrl, `/xrpc/${method}`, params);
    return bearerGet(http, { url, cacheKey: `bluesky:${url}`, parse, description }, bearer, ctx);
  }

  function searchPosts(q: string, sort: 'top' | 'latest', since: string | undefined, limit: number, ctx: CallContext): Promise<Post[]> {
    return xrpcGet(
      'app.bsky.feed.searchPosts',
      { q, sort, since, limit: String(limit) },
      (body) => readPosts(searchSchema.parse(body).posts, sort === 'top'),
      'search',
      ctx,
    );
  }

  async function replies(root: Post, ctx: CallContext): Promise<RawItem[]> {
    const thread = await xrpcGet(
      'app.bsky.feed.getPostThread',
      { uri: root.uri, depth: String(REPLY_DEPTH), parentHeight: '0' },
      (body) => threadSchema.parse(body).thread,
      'thread',
      ctx,
    );
    return flattenReplies(thread).map((reply) => replyItem(root, reply));
  }

  const bluesky = connector('bluesky', missingSettings, options, async (req, ctx, queries) => {
    const limit = clamp(Math.ceil(fetchTarget(req.limit) / queries.length), LIMIT.min, LIMIT.max);
    // A monitored run asks for what is new since its last run: newest first, from then on.
    const from = req.since ?? createdAfter(req.timeRange);
    const since = from === null ? undefined : new Date(from * 1000).toISOString();
    const sort = req.since !== undefined ? 'latest' : 'top';
    const found = await runChains(req, (q) => searchPosts(q, sort, since, limit, ctx));

    const items = new Map<string, RawItem>();
    for (const post of found.flat()) if (!items.has(post.nativeId)) items.set(post.nativeId, postItem(post));
    tell(req.onPostsFound, [...items.values()]);

    const best = pickThreads(
      found.map((list) => list.filter((p) => p.replies > 0)),
      (p) => p.text,
      (p) => p.nativeId,
      COMMENT_THREADS,
      req,
    );
    const threads = await Promise.all(best.map((post) => bestEffort(replies(post, ctx), [])));
    for (const item of threads.flat()) if (!items.has(item.nativeId)) items.set(item.nativeId, item);
    return [...items.values()].filter((item) => req.since === undefined || item.createdUtc >= req.since);
  });
  return { ...bluesky, problem: () => (refused && Date.now() < refused.until ? refused.error : undefined) };
}

function readPosts(values: readonly unknown[], ranked: boolean): Post[] {
  return parseEach(postSchema, values)
    .map((raw, i) => post(raw, ranked ? i : undefined))
    .filter((p) => p.text.length > 0);
}

function post(raw: z.output<typeof postSchema>, rank: number | undefined): Post {
  const rkey = raw.uri.split('/').pop() ?? '';
  const text = plainText(raw.record.text, parseEach(facetSchema, raw.record.facets ?? []));
  const display = raw.author.displayName?.trim();
  const created = Date.parse(raw.record.createdAt ?? raw.indexedAt ?? '');
  return {
    uri: raw.uri,
    nativeId: `${raw.author.did}-${rkey}`,
    title: truncateWords(text.split('\n').find((line) => line.trim()) ?? '', TITLE_MAX),
    text,
    url: `https://bsky.app/profile/${raw.author.handle}/post/${rkey}`,
    handle: raw.author.handle,
    author: display ? `${display} (@${raw.author.handle})` : `@${raw.author.handle}`,
    createdUtc: Number.isFinite(created) ? Math.floor(created / 1000) : 0,
    likes: raw.likeCount,
    replies: raw.replyCount,
    ...(rank === undefined ? {} : { rank }),
  };
}

/**
 * The post's text as its reader sees it, with each link whole: the text shows a shortened link
 * ("example.com/pric…") and its link facet holds the address. Facets count UTF-8 bytes, so emoji
 * and other multi-byte text before a link shift nothing. Mentions and hashtags are in the text.
 */
export function plainText(text: string, facets: readonly z.output<typeof facetSchema>[]): string {
  const bytes = Buffer.from(text, 'utf8');
  const links = facets
    .map((f) => ({ ...f.index, uri: f.features.find((x) => x.$type === 'app.bsky.richtext.facet#link')?.uri }))
    .filter((f): f is { byteStart: number; byteEnd: number; uri: string } => !!f.uri && f.byteStart >= 0 && f.byteEnd <= bytes.length && f.byteStart < f.byteEnd)
    .sort((a, b) => a.byteStart - b.byteStart);
  const parts: string[] = [];
  let at = 0;
  for (const link of links) {
    if (link.byteStart < at) continue;
    parts.push(bytes.subarray(at, link.byteStart).toString('utf8'), link.uri);
    at = link.byteEnd;
  }
  parts.push(bytes.subarray(at).toString('utf8'));
  return parts.join('').trim();
}

/** Every reply of a thread, depth first; notFound and blocked stubs have no post and are skipped. */
function flattenReplies(thread: unknown): Post[] {
  const out: Post[] = [];
  const walk = (node: ThreadNode) => {
    for (const child of node.replies ?? []) {
      const parsed = nodeSchema.safeParse(child);
      if (!parsed.success) continue;
      const reply = postSchema.safeParse(parsed.data.post);
      if (reply.success) {
        const p = post(reply.data, undefined);
        if (p.text) out.push(p);
      }
      walk(parsed.data);
    }
  };
  const root = nodeSchema.safeParse(thread);
  if (root.success) walk(root.data);
  return out;
}

function postItem(p: Post): RawItem {
  return {
    platform: 'bluesky',
    nativeId: p.nativeId,
    type: 'post',
    title: p.title,
    text: p.text,
    url: p.url,
    source: `Bluesky · @${p.handle}`,
    author: p.author,
    createdUtc: p.createdUtc,
    engagement: { upvotes: p.likes, comments: p.replies, views: 0 },
    ...(p.rank === undefined ? {} : { searchRank: p.rank }),
  };
}

function replyItem(root: Post, reply: Post): RawItem {
  return {
    ...postItem(reply),
    type: 'comment',
    title: root.title,
    parentPost: { id: root.nativeId, title: root.title, url: root.url },
    ...(root.rank === undefined ? {} : { searchRank: root.rank }),
  };
}

/** XRPC errors are `{ error, message }`; rate limits come as 429 with `ratelimit-reset` (epoch seconds). */
function classify(failure: UpstreamFailure): PlatformError {
  const { status, headers, body, description } = failure;
  const error = errorSchema.safeParse(body).data;
  const detail = error?.error ? `: ${error.error}${error.message ? ` (${error.message.slice(0, 200)})` : ''}` : '';
  const reason = error?.error ? { reason: error.error } : {};
  if (status === 429) {
    const after = retryAfterSeconds(headers) ?? resetSeconds(headers);
    return new PlatformError('rate_limited', 'bluesky', `Bluesky rate limit reached (${description})${detail}`, {
      status,
      ...reason,
      // A spent hourly or daily allowance will not come back within a search.
      retryable: (after ?? 0) < 10,
      ...(after === undefined ? {} : { retryAfterSeconds: after }),
    });
  }
  if (description === 'session' && (status === 400 || status === 401)) {
    return new PlatformError(
      'auth_failed',
      'bluesky',
      `Bluesky refused the sign-in${detail}; check BLUESKY_HANDLE and BLUESKY_APP_PASSWORD (an app password from Settings → Privacy and security → App passwords)`,
      { status, ...reason },
    );
  }
  if (status === 401 || error?.error === 'ExpiredToken' || error?.error === 'InvalidToken') {
    return new PlatformError('auth_failed', 'bluesky', `Bluesky refused the session (${description})${detail}`, { status, ...reason });
  }
  return new PlatformError('upstream_error', 'bluesky', `Bluesky answered HTTP ${status} (${description})${detail}`, {
    status,
    ...reason,
    retryable: status >= 500,
  });
}

/** `ratelimit-reset`: when the window resets, in epoch seconds. */
function resetSeconds(headers: Headers): number | undefined {
  const reset = Number(headers.get('ratelimit-reset') ?? NaN);
  return Number.isFinite(reset) && reset > 0 ? Math.max(0, Math.ceil(reset - Date.now() / 1000)) : undefined;
}

/** Bluesky in the registry: an account's handle and an app password. */
export const blueskySource: Source<{
  BLUESKY_HANDLE?: string | undefined;
  BLUESKY_APP_PASSWORD?: string | undefined;
  BLUESKY_SERVICE_URL: string;
}> = {
  display: {
    postNoun: 'Post',
    engagement: {
      post: [
        { field: 'upvotes', noun: 'like' },
        { field: 'comments', noun: 'reply', plural: 'replies' },
      ],
      comment: [
        { field: 'upvotes', noun: 'like' },
        { field: 'comments', noun: 'reply', plural: 'replies' },
      ],
    },
    note: 'An account and an app password; monitoring searches sparingly, as Bluesky asks',
  },
  connect: (s, shared) =>
    createBlueskyConnector({ serviceUrl: s.BLUESKY_SERVICE_URL, handle: s.BLUESKY_HANDLE, appPassword: s.BLUESKY_APP_PASSWORD, ...shared }),
  plan: blueskyPlan,
  // No `within`: searchPosts has no community to narrow to (a post's community is Bluesky itself); a restricted search's local filter keeps its items.
  keywordPlan: blueskyKeywordPlan,
  budget: {
    window: utcHourWindow,
    // No published search quota, only per-account rate limits (429 with ratelimit-reset is obeyed).
    limit: () => null,
    monitorShare: () => BLUESKY_MONITOR_CALLS_PER_HOUR,
    // A search per query (a broader one may follow), then the replies of the posts opened.
    cost: (plan) => (plan.queries.length > 0 ? plan.queries.length * 2 + COMMENT_THREADS : 0),
  },
};
