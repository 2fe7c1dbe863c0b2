import {
  COMMENT_THREADS as THREADS_PER_PASS,
  hackernewsFeedbackPlan,
  hackernewsPlan,
  truncate,
  type RawItem,
  type TimeRange,
  hackernewsKeywordPlan,
} from '@firstsignal/core';
import { z } from 'zod';
import { connector } from './connector';
import { PlatformError } from './errors';
import { htmlToPlainText } from './html';
import {
  buildUrl,
  createHttpClient,
  resolveOptions,
  retryAfterSeconds,
  type CallContext,
  type UpstreamFailure,
} from './http';
import { COMMENTS, type Source } from './source';
import type { Connector, ConnectorOptions } from './types';
import { bestEffort, clamp, createdAfter, commentsPerThread, fetchTarget, pickThreads, runChains, tell } from './util';

export interface HackerNewsConfig extends ConnectorOptions {
  /** https://hn.algolia.com/api/v1 */
  apiUrl: string;
  /** HN_ENABLED: Hacker News needs no key, so it is on unless turned off. */
  enabled?: boolean;
}

const SITE = 'https://news.ycombinator.com/item';
/** The setting that turns Hacker News back on, named in "not configured". */
const ENABLE_SETTING = 'HN_ENABLED=true';
/**
 * Short ranges are searched newest first (`search_by_date`, the monitoring order): relevance
 * there is weighted by points, which a thread from this morning has not had time to earn.
 */
const NEWEST_FIRST = new Set<TimeRange>(['day', 'week']);
/** Stories whose whole thread (`items/:id`) is read for comments. */
const COMMENT_THREADS = THREADS_PER_PASS.hackernews;
/**
 * A thread kept from `items/:id`, breadth first: big threads run to thousands of comments, and
 * the ones worth reading are among the first few hundred.
 */
const TREE_MAX = 400;
/** Placeholders Hacker News shows for items that are gone; never delivered. */
const GONE_TEXT = new Set(['[dead]', '[deleted]', '[flagged]', '[removed]', '[dupe]']);

const tags = z.array(z.string()).default([]);
/** Fields both kinds of search hit share; Algolia's `_highlightResult` is not read (our own scoring explains). */
const hitBase = {
  objectID: z.string(),
  created_at_i: z.number(),
  author: z.string().nullish(),
  _tags: tags,
  dead: z.boolean().optional(),
  deleted: z.boolean().optional(),
};
const storyHitSchema = z.object({
  ...hitBase,
  title: z.string().nullish(),
  url: z.string().nullish(),
  story_text: z.string().nullish(),
  points: z.number().nullish(),
  num_comments: z.number().nullish(),
});
const commentHitSchema = z.object({
  ...hitBase,
  comment_text: z.string().nullish(),
  story_id: z.number().nullish(),
  story_title: z.string().nullish(),
  parent_id: z.number().nullish(),
  points: z.number().nullish(),
});
const searchSchema = z.object({
  hits: z.array(z.unknown()),
  nbPages: z.number().default(0),
  page: z.number().default(0),
});
/** One node of `items/:id`; deleted ones keep their place in the tree with null author and text. */
const nodeSchema = z.object({
  id: z.number(),
  type: z.string().nullish(),
  author: z.string().nullish(),
  title: z.string().nullish(),
  text: z.string().nullish(),
  points: z.number().nullish(),
  created_at_i: z.number(),
  dead: z.boolean().optional(),
  deleted: z.boolean().optional(),
  children: z.array(z.unknown()).default([]),
});
const algoliaErrorSchema = z.object({ message: z.string() });

/** A story or comment as we keep it (and cache it): plain text, nothing gone. */
interface Story {
  kind: 'story';
  id: string;
  title: string;
  text: string;
  author: string;
  createdUtc: number;
  points: number;
  comments: number;
  tags: string[];
  /** Position in Algolia's relevance order; absent for newest-first answers. */
  rank?: number;
}
interface Comment {
  kind: 'comment';
  id: string;
  text: string;
  author: string;
  createdUtc: number;
  points: number;
  /** Direct replies (known for thread comments, not for search hits). */
  replies: number;
  storyId: string;
  storyTitle: string;
  rank?: number;
}
type Hit = Story | Comment;
interface SearchPage {
  hits: Hit[];
  nbPages: number;
}

export function createHackerNewsConnector(cfg: HackerNewsConfig): Connector {
  const missingSettings = cfg.enabled === false ? [ENABLE_SETTING] : [];
  const options = resolveOptions(cfg);
  const http = createHttpClient({ platform: 'hackernews', options, classify });

  function apiGet<T>(
    path: string,
    params: Record<string, string | undefined>,
    parse: (body: unknown) => T,
    description: string,
    ctx: CallContext,
  ) {
    const url = buildUrl(cfg.apiUrl, path, params);
    return http.request({ url, cacheKey: `hackernews:${url}`, parse, description }, ctx);
  }

  /** One page of stories or comments matching every word of `query`. */
  function searchPage(
    endpoint: string,
    query: string,
    tag: 'story' | 'comment',
    hitsPerPage: number,
    page: number,
    since: number | null,
    ctx: CallContext,
  ) {
    const params = {
      query,
      tags: tag,
      hitsPerPage: String(hitsPerPage),
      page: page > 0 ? String(page) : undefined,
      numericFilters: since === null ? undefined : `created_at_i>${since}`,
    };
    const ranked = endpoint === '/search';
    return apiGet(endpoint, params, (body) => parseSearch(body, tag, ranked ? page * hitsPerPage : null), 'search', ctx);
  }

  /** Up to `wanted` readable hits: a second page only when the first was full yet fell short (gone items). */
  async function searchHits(
    endpoint: string,
    query: string,
    tag: 'story' | 'comment',
    wanted: number,
    since: number | null,
    ctx: CallContext,
  ): Promise<Hit[]> {
    const first = await searchPage(endpoint, query, tag, wanted, 0, since, ctx);
    if (first.hits.length >= wanted || first.nbPages <= 1 || first.hits.length === 0) return first.hits;
    const more = await bestEffort(searchPage(endpoint, query, tag, wanted, 1, since, ctx).then((p) => p.hits), []);
    return [...first.hits, ...more];
  }

  /** A story's readable comments from its whole tree, breadth first. */
  function thread(story: Story, ctx: CallContext): Promise<Comment[]> {
    return apiGet(`/items/${encodeURIComponent(story.id)}`, {}, (body) => parseTree(body, story), 'thread', ctx);
  }

  return connector('hackernews', missingSettings, options, async (req, ctx, queries) => {
    const target = fetchTarget(req.limit);
    // Stories and comments each get half of what a query should bring.
    const perSearch = clamp(Math.ceil(target / 2 / queries.length), 10, 50);
    // A monitored run asks for what is new since its last run: newest first, from then on.
    const since = req.since ?? createdAfter(req.timeRange);
    const endpoint = req.since !== undefined || NEWEST_FIRST.has(req.timeRange) ? '/search_by_date' : '/search';

    const found = await runChains(req, async (q) => {
      // Comment hits enrich the stories: losing them costs those comments, not the search.
      const [stories, comments] = await Promise.all([
        searchHits(endpoint, q, 'story', perSearch, since, ctx),
        bestEffort(searchHits(endpoint, q, 'comment', perSearch, since, ctx), []),
      ]);
      return [...stories, ...comments];
    });

    const storyLists = found.map((list) => list.filter((h): h is Story => h.kind === 'story'));
    // Each item once: a thread's copy of a comment knows its replies, a search hit its own
    // position; the item keeps the best position of its copies.
    const byId = new Map<string, RawItem>();
    const add = (item: RawItem) => {
      const had = byId.get(item.nativeId);
      if (!had) byId.set(item.nativeId, item);
      else if (item.searchRank !== undefined && (had.searchRank === undefined || item.searchRank < had.searchRank)) {
        had.searchRank = item.searchRank;
      }
    };
    for (const story of storyLists.flat()) add(storyItem(story));
    tell(req.onPostsFound, [...byId.values()]);

    const best = pickThreads(
      storyLists.map((list) => list.filter((s) => s.comments > 0)),
      (s) => `${s.title} ${s.text}`,
      (s) => s.id,
      COMMENT_THREADS,
      req,
    );
    const perThread = commentsPerThread(target, best.length);
    const trees = await Promise.all(best.map((story) => bestEffort(thread(story, ctx), [])));
    best.forEach((story, i) => {
      for (const comment of bestComments(trees[i] ?? [], perThread, req.rankThread)) add(commentItem(comment, story.rank));
    });
    for (const hit of found.flat()) if (hit.kind === 'comment') add(commentItem(hit, hit.rank));
    // A thread's older comments are not new to a monitored run.
    return [...byId.values()].filter((item) => req.since === undefined || item.createdUtc >= req.since);
  });
}

function classify(failure: UpstreamFailure): PlatformError {
  const { status, headers, body, description } = failure;
  const message = algoliaErrorSchema.safeParse(body).data?.message;
  const detail = message ? `: ${truncate(message, 200, '')}` : '';
  if (status === 429) {
    const after = retryAfterSeconds(headers);
    return new PlatformError('rate_limited', 'hackernews', `Hacker News search rate limit reached (${description})${detail}`, {
      status,
      retryable: true,
      ...(after === undefined ? {} : { retryAfterSeconds: after }),
    });
  }
  return new PlatformError(
    'upstream_error',
    'hackernews',
    `Hacker News search answered HTTP ${status} (${description})${detail}`,
    {
      status,
      retryable: status >= 500,
    },
  );
}

function isGone(
  author: string | null | undefined,
  text: string,
  flags: { dead?: boolean | undefined; deleted?: boolean | undefined },
): boolean {
  return !author || Boolean(flags.dead) || Boolean(flags.deleted) || GONE_TEXT.has(text.trim().toLowerCase());
}

/** A search answer as stories or comments, without the gone ones; `firstRank` null for newest-first answers. */
function parseSearch(body: unknown, tag: 'story' | 'comment', firstRank: number | null): SearchPage {
  const answer = searchSchema.parse(body);
  const hits: Hit[] = [];
  answer.hits.forEach((raw, i) => {
    const rank = firstRank === null ? {} : { rank: firstRank + i };
    if (tag === 'story') {
      const h = storyHitSchema.safeParse(raw).data;
      const title = h?.title?.trim() ?? '';
      if (!h || !title || isGone(h.author, title, h)) return;
      const text = htmlToPlainText(h.story_text);
      if (GONE_TEXT.has(text.toLowerCase())) return;
      hits.push({
        kind: 'story',
        id: h.objectID,
        title,
        text,
        author: h.author!,
        createdUtc: h.created_at_i,
        points: h.points ?? 0,
        comments: h.num_comments ?? 0,
        tags: h._tags,
        ...rank,
      });
    } else {
      const h = commentHitSchema.safeParse(raw).data;
      const text = htmlToPlainText(h?.comment_text);
      if (!h || !text || isGone(h.author, text, h) || h.story_id == null) return;
      hits.push({
        kind: 'comment',
        id: h.objectID,
        text,
        author: h.author!,
        createdUtc: h.created_at_i,
        points: h.points ?? 0,
        replies: 0,
        storyId: String(h.story_id),
        storyTitle: h.story_title?.trim() ?? '',
        ...rank,
      });
    }
  });
  return { hits, nbPages: answer.nbPages };
}

/**
 * `items/:id`: the story and its whole comment tree (`children`, recursively). Comments come out
 * breadth first (the top level leads), at most TREE_MAX; a gone comment is dropped but its
 * replies stay, as on the site.
 */
function parseTree(body: unknown, story: Story): Comment[] {
  const root = nodeSchema.parse(body);
  const out: Comment[] = [];
  let level: unknown[] = root.children;
  while (level.length > 0 && out.length < TREE_MAX) {
    const next: unknown[] = [];
    for (const raw of level) {
      const parsed = nodeSchema.safeParse(raw);
      if (!parsed.success) continue;
      const node = parsed.data;
      next.push(...node.children);
      const text = htmlToPlainText(node.text);
      if (node.type !== 'comment' || !text || isGone(node.author, text, node)) continue;
      const replies = node.children.filter(isLiveNode).length;
      out.push({
        kind: 'comment',
        id: String(node.id),
        text,
        author: node.author!,
        createdUtc: node.created_at_i,
        points: node.points ?? 0,
        replies,
        storyId: story.id,
        storyTitle: root.title?.trim() || story.title,
      });
      if (out.length >= TREE_MAX) break;
    }
    level = next;
  }
  return out;
}

/** A cheap look at a reply, only to count it: it has an author and some text and is not flagged gone. */
function isLiveNode(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null) return false;
  const node = raw as { author?: unknown; text?: unknown; dead?: unknown; deleted?: unknown };
  return (
    typeof node.author === 'string' &&
    node.author !== '' &&
    typeof node.text === 'string' &&
    node.text !== '' &&
    node.dead !== true &&
    node.deleted !== true
  );
}

/** The comments of a thread that match the query best (breadth-first order breaks ties). */
function bestComments(comments: Comment[], max: number, rankThread?: (text: string) => number): Comment[] {
  if (!rankThread) return comments.slice(0, max);
  return comments
    .map((comment, i) => ({ comment, i, score: rankThread(comment.text) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, max)
    .map((s) => s.comment);
}

function itemUrl(id: string): string {
  return `${SITE}?id=${encodeURIComponent(id)}`;
}

/** Where a story lives on the site: its kind, from Algolia's tags or the title's own tag. */
function storyKind(title: string, tags: readonly string[] = []): string {
  if (tags.includes('ask_hn') || /^ask hn\b/i.test(title)) return 'Ask HN';
  if (tags.includes('show_hn') || /^show hn\b/i.test(title)) return 'Show HN';
  return 'Hacker News';
}

function storyItem(story: Story): RawItem {
  return {
    platform: 'hackernews',
    nativeId: story.id,
    type: 'post',
    title: story.title,
    text: story.text,
    url: itemUrl(story.id),
    source: storyKind(story.title, story.tags),
    author: story.author,
    createdUtc: story.createdUtc,
    engagement: { upvotes: story.points, comments: story.comments, views: 0 },
    ...(story.rank === undefined ? {} : { searchRank: story.rank }),
  };
}

function commentItem(comment: Comment, searchRank: number | undefined): RawItem {
  const postUrl = itemUrl(comment.storyId);
  return {
    platform: 'hackernews',
    nativeId: comment.id,
    type: 'comment',
    title: comment.storyTitle,
    text: comment.text,
    url: itemUrl(comment.id),
    source: storyKind(comment.storyTitle),
    author: comment.author,
    createdUtc: comment.createdUtc,
    // Hacker News shows no points on comments; Algolia sends null for them.
    engagement: { upvotes: comment.points, comments: comment.replies, views: 0 },
    parentPost: { id: comment.storyId, title: comment.storyTitle, url: postUrl },
    ...(searchRank === undefined ? {} : { searchRank }),
  };
}

/** Hacker News in the registry: Algolia's public API, no key (decisions §9). */
export const hackernewsSource: Source<{ HN_ENABLED: boolean; HN_API_URL: string }> = {
  display: {
    postNoun: 'Story',
    // Points for stories; comments carry none.
    engagement: { post: [{ field: 'upvotes', noun: 'point' }, COMMENTS], comment: [COMMENTS] },
    note: 'No key; about 10,000 requests an hour per server',
  },
  connect: (s, shared) => createHackerNewsConnector({ apiUrl: s.HN_API_URL, enabled: s.HN_ENABLED, ...shared }),
  plan: hackernewsPlan,
  // No `within`: Algolia's search has no community to narrow to (a story's kind is its community); a restricted search's local filter keeps its items.
  keywordPlan: hackernewsKeywordPlan,
  feedbackPlan: hackernewsFeedbackPlan,
};
