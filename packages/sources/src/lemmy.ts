/**
 * Lemmy (API v3, no key needed for reading), on one instance (LEMMY_URL, lemmy.world by default),
 * which searches what it has federated from the others too (`listing_type=All`). One
 * `/api/v3/search` call with `type_=All` brings a query's posts and comments at once (the search
 * limit of an instance, 60 calls per 10 minutes per address by default, is the scarce one); the
 * best posts' comment trees come from `/api/v3/comment/list`. Text is Markdown, turned into plain
 * text; what is deleted or removed is never delivered.
 */
import { lemmyPlan, minuteWindow, parseWithinQuery, planWithin, truncate, withinQuery, type RawItem, type TimeRange, lemmyKeywordPlan } from '@firstsignal/core';
import { z } from 'zod';
import { connector } from './connector';
import { PlatformError } from './errors';
import { buildUrl, createHttpClient, resolveOptions, retryAfterSeconds, type CallContext, type UpstreamFailure } from './http';
import { markdownToPlainText } from './markdown';
import { COMMENTS, type Source } from './source';
import type { Connector, ConnectorOptions } from './types';
import { bestEffort, clamp, commentsPerThread, createdAfter, epochSeconds, fetchTarget, parseEach, pickThreads, runChains, tell } from './util';

export interface LemmyConfig extends ConnectorOptions {
  /** The instance, e.g. https://lemmy.world (its API is under /api/v3). */
  instanceUrl: string;
  /** LEMMY_ENABLED: Lemmy needs no key, so it is on unless turned off. */
  enabled?: boolean;
}

const ENABLE_SETTING = 'LEMMY_ENABLED=true';
/** Posts whose comment trees are read (one call each, from the instance's generous read limit). */
const COMMENT_THREADS = 4;
/** Reply levels of a comment tree read: the people we look for are rarely deeper. */
const MAX_DEPTH = 6;
/** Searches a minute monitoring may spend: half of an instance's default 60 per 10 minutes. */
const MONITOR_SEARCHES_PER_MINUTE = 3;
/** Relevance within the chosen time range: Lemmy's "Top" sorts are per period. */
const TOP_SORT: Record<TimeRange, string> = { '': 'TopAll', day: 'TopDay', week: 'TopWeek', month: 'TopMonth', year: 'TopYear' };

const actor = z.object({ name: z.string(), actor_id: z.string() });
const gone = { deleted: z.boolean().default(false), removed: z.boolean().default(false) };
const postSchema = z.object({ id: z.number(), name: z.string(), body: z.string().nullish(), published: z.string(), ...gone });
const communitySchema = actor.extend(gone);
const postViewSchema = z.object({
  post: postSchema,
  creator: actor,
  community: communitySchema,
  counts: z.object({ score: z.number().default(0), comments: z.number().default(0) }),
});
const commentViewSchema = z.object({
  comment: z.object({ id: z.number(), content: z.string(), published: z.string(), ...gone }),
  creator: actor,
  post: postSchema,
  community: communitySchema,
  counts: z.object({ score: z.number().default(0), child_count: z.number().default(0) }),
});
const searchSchema = z.object({ posts: z.array(z.unknown()).default([]), comments: z.array(z.unknown()).default([]) });
const commentListSchema = z.object({ comments: z.array(z.unknown()) });
const errorSchema = z.object({ error: z.string(), message: z.string().optional() });

interface Post {
  kind: 'post';
  id: number;
  title: string;
  text: string;
  community: string;
  author: string;
  createdUtc: number;
  score: number;
  comments: number;
  rank?: number;
}
interface Comment {
  kind: 'comment';
  id: number;
  text: string;
  community: string;
  author: string;
  createdUtc: number;
  score: number;
  replies: number;
  postId: number;
  postTitle: string;
  rank?: number;
}
type Hit = Post | Comment;

export function createLemmyConnector(cfg: LemmyConfig): Connector {
  const missingSettings = cfg.enabled === false ? [ENABLE_SETTING] : [];
  const options = resolveOptions(cfg);
  const http = createHttpClient({ platform: 'lemmy', options, classify });
  const site = cfg.instanceUrl.replace(/\/+$/, '');

  function apiGet<T>(path: string, params: Record<string, string | undefined>, parse: (body: unknown) => T, description: string, ctx: CallContext) {
    const url = buildUrl(site, path, params);
    return http.request({ url, cacheKey: `lemmy:${url}`, parse, description }, ctx);
  }

  /** A query's posts and comments, in the instance's order (`rank`) when it ranks them. */
  function search(query: string, sort: string, limit: number, ctx: CallContext): Promise<Hit[]> {
    // A search restricted to communities asks each by its name ("parenting@lemmy.ml").
    const { scope, q } = parseWithinQuery(query);
    const params = { q, type_: 'All', sort, listing_type: 'All', limit: String(limit), page: '1', ...(scope ? { community_name: scope } : {}) };
    const ranked = sort !== 'New';
    return apiGet('/api/v3/search', params, (body) => parseSearch(body, ranked), 'search', ctx);
  }

  function thread(post: Post, ctx: CallContext): Promise<Comment[]> {
    const params = { post_id: String(post.id), sort: 'Top', max_depth: String(MAX_DEPTH), limit: '50', type_: 'All' };
    const parse = (body: unknown) => parseEach(commentViewSchema, commentListSchema.parse(body).comments).flatMap(toComment);
    return apiGet('/api/v3/comment/list', params, parse, 'comments', ctx);
  }

  return connector('lemmy', missingSettings, options, async (req, ctx, queries) => {
    const target = fetchTarget(req.limit);
    const limit = clamp(Math.ceil(target / queries.length), 10, 50);
    // Lemmy's search has no date filter: a monitored run asks newest first and keeps what is new.
    const since = req.since ?? createdAfter(req.timeRange);
    const sort = req.since !== undefined ? 'New' : TOP_SORT[req.timeRange];
    const found = await runChains(req, async (q) => (await search(q, sort, limit, ctx)).filter((h) => since === null || h.createdUtc >= since));

    const items = new Map<string, RawItem>();
    const add = (item: RawItem) => {
      const had = items.get(item.nativeId);
      if (!had) items.set(item.nativeId, item);
      else if (item.searchRank !== undefined && (had.searchRank === undefined || item.searchRank < had.searchRank)) had.searchRank = item.searchRank;
    };
    const postLists = found.map((list) => list.filter((h): h is Post => h.kind === 'post'));
    for (const post of postLists.flat()) add(postItem(site, post));
    tell(req.onPostsFound, [...items.values()]);

    const best = pickThreads(
      postLists.map((list) => list.filter((p) => p.comments > 0)),
      (p) => `${p.title} ${p.text}`,
      (p) => nativeId(p),
      COMMENT_THREADS,
      req,
    );
    const perThread = commentsPerThread(target, best.length);
    const trees = await Promise.all(best.map((post) => bestEffort(thread(post, ctx), [])));
    best.forEach((post, i) => {
      for (const comment of (trees[i] ?? []).slice(0, perThread)) add(commentItem(site, comment, post.rank));
    });
    for (const hit of found.flat()) if (hit.kind === 'comment') add(commentItem(site, hit, hit.rank));
    // A thread's older comments are not new to a monitored run.
    return [...items.values()].filter((item) => req.since === undefined || item.createdUtc >= req.since);
  });
}

/** Lemmy writes `published` in UTC, without the zone before 0.19 ("2023-06-12T23:37:46.566375"). */
function publishedUtc(published: string): number {
  return epochSeconds(/(Z|[+-]\d\d:?\d\d)$/i.test(published) ? published : `${published}Z`);
}

/** `name@host`: the same name lives on many instances. */
function handle(a: { name: string; actor_id: string }): string {
  const host = URL.canParse(a.actor_id) ? new URL(a.actor_id).host : '';
  return host ? `${a.name}@${host}` : a.name;
}

function toPost(view: z.output<typeof postViewSchema>, rank: number | undefined): Post[] {
  const { post, community, creator, counts } = view;
  const title = post.name.trim();
  if (post.deleted || post.removed || community.deleted || community.removed || !title) return [];
  return [
    {
      kind: 'post',
      id: post.id,
      title,
      text: markdownToPlainText(post.body),
      community: `!${handle(community)}`,
      author: handle(creator),
      createdUtc: publishedUtc(post.published),
      score: counts.score,
      comments: counts.comments,
      ...(rank === undefined ? {} : { rank }),
    },
  ];
}

function toComment(view: z.output<typeof commentViewSchema>, rank?: number): Comment[] {
  const { comment, post, community, creator, counts } = view;
  // A comment under a post that is gone is gone with it on the site.
  if (comment.deleted || comment.removed || post.deleted || post.removed || community.deleted || community.removed) return [];
  const text = markdownToPlainText(comment.content);
  if (!text) return [];
  return [
    {
      kind: 'comment',
      id: comment.id,
      text,
      community: `!${handle(community)}`,
      author: handle(creator),
      createdUtc: publishedUtc(comment.published),
      score: counts.score,
      replies: counts.child_count,
      postId: post.id,
      postTitle: post.name.trim(),
      ...(rank === undefined ? {} : { rank }),
    },
  ];
}

function parseSearch(body: unknown, ranked: boolean): Hit[] {
  const answer = searchSchema.parse(body);
  const posts = parseEach(postViewSchema, answer.posts).flatMap((v, i) => toPost(v, ranked ? i : undefined));
  const comments = parseEach(commentViewSchema, answer.comments).flatMap((v, i) => toComment(v, ranked ? i : undefined));
  return [...posts, ...comments];
}

const nativeId = (p: Pick<Post, 'id'>) => `post-${p.id}`;
/** The community and the author, as a card shows them (signals carry no author of their own). */
const sourceOf = (hit: Pick<Hit, 'community' | 'author'>) => `${hit.community} · ${hit.author}`;
const postUrl = (site: string, id: number) => `${site}/post/${id}`;

function postItem(site: string, post: Post): RawItem {
  return {
    platform: 'lemmy',
    nativeId: nativeId(post),
    type: 'post',
    title: post.title,
    text: post.text,
    url: postUrl(site, post.id),
    source: sourceOf(post),
    author: post.author,
    createdUtc: post.createdUtc,
    engagement: { upvotes: post.score, comments: post.comments, views: 0 },
    ...(post.rank === undefined ? {} : { searchRank: post.rank }),
  };
}

function commentItem(site: string, comment: Comment, searchRank: number | undefined): RawItem {
  return {
    platform: 'lemmy',
    nativeId: `comment-${comment.id}`,
    type: 'comment',
    title: comment.postTitle,
    text: comment.text,
    url: `${site}/comment/${comment.id}`,
    source: sourceOf(comment),
    author: comment.author,
    createdUtc: comment.createdUtc,
    engagement: { upvotes: comment.score, comments: comment.replies, views: 0 },
    parentPost: { id: nativeId({ id: comment.postId }), title: comment.postTitle, url: postUrl(site, comment.postId) },
    ...(searchRank === undefined ? {} : { searchRank }),
  };
}

/** Lemmy answers `{"error": "rate_limit_error"}` (HTTP 400 before 0.19, 429 since); a proxy in front may send a bare 429. */
function classify(failure: UpstreamFailure): PlatformError {
  const { status, headers, body, description } = failure;
  const error = errorSchema.safeParse(body).data;
  const detail = error ? `: ${truncate(error.message ? `${error.error} (${error.message})` : error.error, 200, '')}` : '';
  if (status === 429 || error?.error === 'rate_limit_error') {
    const after = retryAfterSeconds(headers);
    return new PlatformError('rate_limited', 'lemmy', `Lemmy rate limit reached (${description})${detail}`, {
      status,
      // Its search limit refills slowly (60 per 10 minutes by default): try again only when told a short wait.
      retryable: after !== undefined && after < 10,
      ...(after === undefined ? {} : { retryAfterSeconds: after }),
    });
  }
  return new PlatformError('upstream_error', 'lemmy', `Lemmy answered HTTP ${status} (${description})${detail}`, {
    status,
    retryable: status >= 500,
  });
}

/** Lemmy in the registry: no key; one instance, which searches what it has federated. */
export const lemmySource: Source<{ LEMMY_ENABLED: boolean; LEMMY_URL: string }> = {
  display: {
    postNoun: 'Post',
    engagement: {
      post: [{ field: 'upvotes', noun: 'point' }, COMMENTS],
      // A comment's "comments" are its replies, as on Hacker News.
      comment: [{ field: 'upvotes', noun: 'point' }, COMMENTS],
    },
    note: 'No key; one instance (LEMMY_URL), about 60 searches per 10 minutes per server',
  },
  connect: (s, shared) => createLemmyConnector({ instanceUrl: s.LEMMY_URL, enabled: s.LEMMY_ENABLED, ...shared }),
  plan: lemmyPlan,
  keywordPlan: lemmyKeywordPlan,
  // One community per search call: community_name is its name without the "!" its items show
  // ("!parenting@lemmy.ml", the form core's namedCommunity gives every chosen one).
  within: (plan, communities) => {
    return planWithin(plan, communities.map((c) => c.slice('!'.length)), withinQuery);
  },
  budget: {
    window: minuteWindow,
    // Each instance sets its own limits (a bucket of 60 searches per 10 minutes by default): searches rely on its 429s.
    limit: () => null,
    monitorShare: () => MONITOR_SEARCHES_PER_MINUTE,
    // One search per query (posts and comments together); comment trees count against another, larger limit.
    cost: (plan) => plan.queries.length,
  },
};
