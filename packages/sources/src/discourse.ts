/**
 * Forums the founder names (Discourse), read anonymously: no key, each forum's own public API.
 * Topics and posts come from `{forum}/search.json` (each planned query names its forum, see core's
 * forums.ts); the best topics' posts from `{forum}/t/{id}.json`. Posts are HTML (`cooked`), turned
 * into plain text; search hits carry an excerpt (`blurb`) until their topic is opened. The forum's
 * address is the user's, so where it points is checked before every search (DNS rebinding).
 */
import { discoursePlan, NOTHING_PLANNED, parseDiscourseQuery, privateAddressMessage, type RawItem, discourseKeywordPlan } from '@firstsignal/core';
import { z } from 'zod';
import { connector } from './connector';
import { PlatformError } from './errors';
import { htmlToPlainText } from './html';
import { buildUrl, createHttpClient, resolveOptions, retryAfterSeconds, type CallContext, type HttpClient, type UpstreamFailure } from './http';
import { hostProblem } from './public-host';
import type { Source } from './source';
import type { Connector, ConnectorOptions } from './types';
import { bestEffort, createdAfter, epochSeconds, parseEach, pickThreads, runChains, tell } from './util';

export interface DiscourseConfig extends ConnectorOptions {
  /** DISCOURSE_ENABLED: it needs no key, so it is on unless turned off. */
  enabled?: boolean;
  /** DISCOURSE_ALLOW_PRIVATE_URLS: forums inside our own network may be called (tests, intranets). */
  allowPrivate?: boolean;
  /** Looks up where a forum points now (public-host.ts); tests stand in for DNS. */
  hostProblem?: typeof hostProblem;
}

const ENABLE_SETTING = 'DISCOURSE_ENABLED=true';
/** Topics opened for their posts across the named forums (one call each). */
const TOPIC_THREADS = 5;
/** A private-network forum: the API shows this error's own message (search/platforms.ts). */
export const REFUSED_ADDRESS = 'refused_address';

const searchPostSchema = z.object({
  id: z.number(),
  username: z.string().nullish(),
  created_at: z.string(),
  like_count: z.number().nullish(),
  blurb: z.string().nullish(),
  post_number: z.number(),
  topic_id: z.number(),
});
const searchTopicSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  posts_count: z.number().nullish(),
  like_count: z.number().nullish(),
  views: z.number().nullish(),
  category_id: z.number().nullish(),
  created_at: z.string().nullish(),
  archetype: z.string().nullish(),
});
const searchSchema = z.object({
  posts: z.array(z.unknown()).nullish(),
  topics: z.array(z.unknown()).nullish(),
  categories: z.array(z.unknown()).nullish(),
});
const categorySchema = z.object({ id: z.number(), name: z.string() });
const topicPostSchema = z.object({
  id: z.number(),
  username: z.string().nullish(),
  created_at: z.string(),
  cooked: z.string().nullish(),
  post_number: z.number(),
  post_type: z.number().nullish(),
  like_count: z.number().nullish(),
  reply_count: z.number().nullish(),
  hidden: z.boolean().nullish(),
  deleted_at: z.string().nullish(),
  actions_summary: z.array(z.object({ id: z.number(), count: z.number().nullish() }).passthrough()).nullish(),
});
const topicSchema = z.object({ post_stream: z.object({ posts: z.array(z.unknown()) }) });
/** Discourse's error answer; a rate limit names its wait in `extras.wait_seconds`. */
const errorSchema = z.object({
  errors: z.array(z.string()).optional(),
  error_type: z.string().optional(),
  extras: z.object({ wait_seconds: z.number().optional() }).nullish(),
});

interface Topic {
  forum: string;
  id: number;
  slug: string;
  title: string;
  text: string;
  author: string;
  category?: string | undefined;
  likes: number;
  replies: number;
  views: number;
  createdUtc: number;
  rank?: number;
}

interface Found {
  topics: Topic[];
  /** Replies the search matched, with their excerpt until the topic is opened. */
  replies: RawItem[];
}

export function createDiscourseConnector(cfg: DiscourseConfig): Connector {
  const missingSettings = cfg.enabled === false ? [ENABLE_SETTING] : [];
  const options = resolveOptions(cfg);
  const lookUp = cfg.hostProblem ?? hostProblem;
  // One client per forum: a forum's Retry-After holds back that forum only.
  const clients = new Map<string, HttpClient>();
  const clientOf = (forum: string) => {
    const host = new URL(forum).host;
    let client = clients.get(host);
    if (!client) clients.set(host, (client = createHttpClient({ platform: 'discourse', options, classify: classify(host) })));
    return client;
  };

  function forumGet<T>(forum: string, path: string, params: Record<string, string | undefined>, parse: (body: unknown) => T, description: string, ctx: CallContext) {
    const url = buildUrl(forum, path, params);
    return clientOf(forum).request({ url, cacheKey: `discourse:${url}`, headers: { accept: 'application/json' }, parse, description }, ctx);
  }

  async function searchForum(query: string, since: number | null, latest: boolean, ctx: CallContext): Promise<Found> {
    const parsed = parseDiscourseQuery(query);
    if (!parsed) return { topics: [], replies: [] };
    const { forum, q } = parsed;
    // `after:` is a day; the exact time is filtered below.
    const filters = [since === null ? '' : `after:${new Date(since * 1000).toISOString().slice(0, 10)}`, latest ? 'order:latest' : ''];
    const term = [q, ...filters].filter(Boolean).join(' ');
    return forumGet(forum, '/search.json', { q: term }, (body) => found(forum, searchSchema.parse(body), latest), `search of ${new URL(forum).host}`, ctx);
  }

  /** A topic's posts as plain text: its first post's full text, and its replies. */
  async function openTopic(topic: Topic, ctx: CallContext): Promise<RawItem[]> {
    const posts = await forumGet(topic.forum, `/t/${topic.id}.json`, {}, (body) => parseEach(topicPostSchema, topicSchema.parse(body).post_stream.posts), `topic ${topic.id}`, ctx);
    const items: RawItem[] = [];
    for (const post of posts) {
      // Moderator notes, small actions and whispers are not what people said.
      if ((post.post_type ?? 1) !== 1 || post.hidden || post.deleted_at) continue;
      const text = htmlToPlainText(post.cooked);
      if (!text) continue;
      if (post.post_number === 1) items.push(topicItem({ ...topic, text }));
      else items.push(replyItem(topic, post, text, post.like_count ?? likesOf(post.actions_summary)));
    }
    return items;
  }

  /** The named forums that point outside our own network right now; the others are refused. */
  async function publicForums(queries: string[]): Promise<Set<string>> {
    const forums = [...new Set(queries.map((q) => parseDiscourseQuery(q)?.forum).filter((f): f is string => f !== undefined))];
    if (cfg.allowPrivate) return new Set(forums);
    const problems = await Promise.all(forums.map(async (forum) => ({ forum, problem: await lookUp(forum) })));
    const ok = problems.filter((p) => p.problem === null).map((p) => p.forum);
    if (ok.length === 0 && problems.length > 0) {
      const { forum, problem } = problems[0]!;
      const host = new URL(forum).hostname;
      throw new PlatformError('upstream_error', 'discourse', problem === 'private' ? privateAddressMessage(host) : `${host} could not be found`, {
        reason: REFUSED_ADDRESS,
      });
    }
    return new Set(ok);
  }

  return connector('discourse', missingSettings, options, async (req, ctx, queries) => {
    const allowed = await publicForums(queries);
    const kept = req.queries.flatMap((q, i) => (allowed.has(parseDiscourseQuery(q)?.forum ?? '') ? [{ q, broader: req.broader?.[i] ?? [] }] : []));
    const chains = { queries: kept.map((k) => k.q), broader: kept.map((k) => k.broader) };
    // A monitored run asks for what is new since its last run, newest first.
    const since = req.since ?? createdAfter(req.timeRange);
    const results = await runChains(chains, (q) => searchForum(q, since, req.since !== undefined, ctx).then((f) => [f]), (f) => f.topics.length + f.replies.length > 0);
    const perChain = results.map((list) => list.flatMap((f) => f.topics));

    const items = new Map<string, RawItem>();
    for (const f of results.flat()) {
      for (const t of f.topics) if (!items.has(topicId(t))) items.set(topicId(t), topicItem(t));
      for (const r of f.replies) if (!items.has(r.nativeId)) items.set(r.nativeId, r);
    }
    tell(req.onPostsFound, [...items.values()].filter((i) => i.type === 'post'));

    const best = pickThreads(perChain, (t) => `${t.title} ${t.text}`, topicId, TOPIC_THREADS, req);
    const opened = await Promise.all(best.map((t) => bestEffort(openTopic(t, ctx), [])));
    // An opened topic's full posts take the place of the search's excerpts.
    for (const item of opened.flat()) items.set(item.nativeId, item);
    return [...items.values()].filter((item) => req.since === undefined || item.createdUtc >= req.since);
  });
}

/** The topics of a search answer, with the matched first post's excerpt as their text, and the matched replies. */
function found(forum: string, body: z.output<typeof searchSchema>, latest: boolean): Found {
  const categories = new Map(parseEach(categorySchema, body.categories ?? []).map((c) => [c.id, htmlToPlainText(c.name)]));
  const posts = parseEach(searchPostSchema, body.posts ?? []);
  const topics = parseEach(searchTopicSchema, body.topics ?? [])
    .filter((t) => (t.archetype ?? 'regular') === 'regular')
    .map((raw, i): Topic => {
      const first = posts.find((p) => p.topic_id === raw.id && p.post_number === 1);
      return {
        forum,
        id: raw.id,
        slug: raw.slug,
        // Titles come HTML-escaped ("&amp;").
        title: htmlToPlainText(raw.title),
        text: htmlToPlainText(first?.blurb),
        author: first?.username || 'a forum member',
        category: raw.category_id == null ? undefined : categories.get(raw.category_id),
        likes: raw.like_count ?? 0,
        replies: Math.max(0, (raw.posts_count ?? 1) - 1),
        views: raw.views ?? 0,
        createdUtc: epochSeconds(raw.created_at ?? first?.created_at ?? ''),
        ...(latest ? {} : { rank: i }),
      };
    });
  const byId = new Map(topics.map((t) => [t.id, t]));
  const replies = posts.flatMap((p) => {
    const topic = byId.get(p.topic_id);
    const text = htmlToPlainText(p.blurb);
    return topic && p.post_number > 1 && text ? [replyItem(topic, p, text, p.like_count ?? 0)] : [];
  });
  return { topics, replies };
}

const topicId = (t: Pick<Topic, 'forum' | 'id'>) => `${new URL(t.forum).host}${new URL(t.forum).pathname.replace(/\/$/, '')}-t${t.id}`;
const topicUrl = (t: Topic) => `${t.forum}/t/${t.slug}/${t.id}`;

/** The forum, its category when the answer names it, and the author. */
function sourceOf(t: Topic, author: string): string {
  return `${new URL(t.forum).host}${t.category ? ` › ${t.category}` : ''} · ${author}`;
}

function topicItem(t: Topic): RawItem {
  return {
    platform: 'discourse',
    nativeId: topicId(t),
    type: 'post',
    title: t.title,
    text: t.text,
    url: topicUrl(t),
    source: sourceOf(t, t.author),
    author: t.author,
    createdUtc: t.createdUtc,
    engagement: { upvotes: t.likes, comments: t.replies, views: t.views },
    ...(t.rank === undefined ? {} : { searchRank: t.rank }),
  };
}

function replyItem(t: Topic, post: { id: number; username?: string | null | undefined; created_at: string; post_number: number }, text: string, likes: number): RawItem {
  const author = post.username || 'a forum member';
  return {
    platform: 'discourse',
    nativeId: `${topicId(t)}-p${post.id}`,
    type: 'comment',
    title: t.title,
    text,
    url: `${topicUrl(t)}/${post.post_number}`,
    source: sourceOf(t, author),
    author,
    createdUtc: epochSeconds(post.created_at),
    engagement: { upvotes: likes, comments: 0, views: 0 },
    parentPost: { id: topicId(t), title: t.title, url: topicUrl(t) },
    ...(t.rank === undefined ? {} : { searchRank: t.rank }),
  };
}

/** Likes, on forums whose posts count them only in `actions_summary` (action 2 is a like). */
function likesOf(actions: readonly { id: number; count?: number | null | undefined }[] | null | undefined): number {
  return actions?.find((a) => a.id === 2)?.count ?? 0;
}

function classify(host: string) {
  return (failure: UpstreamFailure): PlatformError => {
    const { status, headers, body, description } = failure;
    const error = errorSchema.safeParse(body).data;
    const detail = error?.errors?.[0] ? `: ${error.errors[0].slice(0, 200)}` : '';
    if (status === 429 || error?.error_type === 'rate_limit') {
      const after = retryAfterSeconds(headers) ?? error?.extras?.wait_seconds;
      return new PlatformError('rate_limited', 'discourse', `${host} rate limit reached (${description})${detail}`, {
        status,
        // A wait longer than a few seconds will not pass within a search.
        retryable: (after ?? 0) < 10,
        ...(after === undefined ? {} : { retryAfterSeconds: after }),
      });
    }
    if (status === 403 || status === 401) {
      return new PlatformError('auth_failed', 'discourse', `${host} is not public: it asks visitors to log in (${description})`, { status });
    }
    return new PlatformError('upstream_error', 'discourse', `${host} answered HTTP ${status} (${description})${detail}`, { status, retryable: status >= 500 });
  };
}

/** Forums in the registry: no key; searched only when a search names forums. */
export const discourseSource: Source<{ DISCOURSE_ENABLED: boolean; DISCOURSE_ALLOW_PRIVATE_URLS: boolean }> = {
  display: {
    postNoun: 'Topic',
    engagement: {
      post: [
        { field: 'upvotes', noun: 'like' },
        { field: 'comments', noun: 'reply' },
        { field: 'views', noun: 'view' },
      ],
      comment: [{ field: 'upvotes', noun: 'like' }],
    },
    note: 'No key; searches the Discourse forums you name in a search (up to 5)',
  },
  connect: (s, shared) => createDiscourseConnector({ enabled: s.DISCOURSE_ENABLED, allowPrivate: s.DISCOURSE_ALLOW_PRIVATE_URLS, ...shared }),
  plan: (facets, chosen) => discoursePlan(facets, chosen.forums),
  keywordPlan: (expr, _facets, chosen) => discourseKeywordPlan(expr, chosen.forums),
  // Only the named forums among those chosen, by the host their items name ("forum.example.org › Billing").
  within: (plan, communities) => {
    const hosts = new Set(communities.map((c) => c.split(' › ')[0]!.trim().toLowerCase()));
    const keep = plan.queries.flatMap((q, i) => {
      const forum = parseDiscourseQuery(q)?.forum;
      return forum && hosts.has(new URL(forum).host.toLowerCase()) ? [i] : [];
    });
    return keep.length ? { queries: keep.map((i) => plan.queries[i]!), broader: keep.map((i) => plan.broader[i] ?? []) } : NOTHING_PLANNED;
  },
};
