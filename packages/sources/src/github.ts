/**
 * GitHub issues (REST API 2022-11-28) and, with a token, discussions (GraphQL): feature requests,
 * complaints and questions about the tools in the idea's space. Issues come from `/search/issues`
 * (core's planner's queries, `is:issue` added); the best issues' comments from
 * `/repos/{owner}/{repo}/issues/{n}/comments`. Discussions come from GraphQL's
 * `search(type: DISCUSSION)` for the same queries, each with its first comments in the same
 * answer (GitHub answers GraphQL only to a signed-in caller: without GITHUB_TOKEN each search says
 * discussions were not searched, and the health endpoint says so too). Bodies are Markdown,
 * turned into plain text. Pull requests, which search also returns, are left out.
 *
 * GitHub counts three limits apart, per address without a token and per token with one: search
 * (10 requests a minute, 30 with GITHUB_TOKEN), the rest of the REST API, comments included (60
 * an hour, 5,000 with GITHUB_TOKEN), and GraphQL (5,000 points an hour; a discussion search of
 * this size costs one). So each has its own HTTP client, paused on its own headers, and a search
 * without a token opens fewer issues for comments (COMMENT_THREADS): at 60 an hour, a few
 * searches would otherwise spend the hour.
 */
import { minuteWindow, githubPlan, planWithin, type RawItem, githubKeywordPlan } from '@firstsignal/core';
import { z } from 'zod';
import { connector } from './connector';
import { PlatformError } from './errors';
import { buildUrl, createHttpClient, resolveOptions, retryAfterSeconds, type CallContext, type UpstreamFailure } from './http';
import { markdownToPlainText } from './markdown';
import type { Source } from './source';
import type { Connector, ConnectorOptions } from './types';
import { bestEffort, clamp, commentsPerThread, createdAfter, epochSeconds, fetchTarget, parseEach, pickThreads, runChains, tell } from './util';

export interface GitHubConfig extends ConnectorOptions {
  /** https://api.github.com */
  apiUrl: string;
  /** GITHUB_TOKEN: sent as `Authorization: Bearer`, never in a URL, a cache key or a message. */
  token?: string | undefined;
  /** GITHUB_ENABLED: unset, GitHub is on with a token and off without; true or false decide. */
  enabled?: boolean | undefined;
}

/** Without a token GitHub stays off until asked for: its keyless limits are small. */
const ENABLE_SETTINGS = 'GITHUB_TOKEN or GITHUB_ENABLED=true';
const TURN_ON = 'GITHUB_ENABLED=true';
const API_VERSION = '2022-11-28';
const USER_AGENT = 'FirstSignal (https://github.com/firstsignal)';
/** Issues opened for comments per search: one core API request each (60 an hour without a token). */
const COMMENT_THREADS = { keyless: 2, keyed: 6 };
/** Search requests a minute monitoring may spend, of the 10 (30 with a token) an address gets. */
/** GitHub's search API: requests a minute per address, or per token. */
const SEARCHES_PER_MINUTE = { keyless: 10, keyed: 30 };
const MONITOR_SHARE = { keyless: 6, keyed: 20 };
/** `repo:` qualifiers per query of a search restricted to repositories (GitHub refuses queries over 256 characters). */
const REPOS_PER_QUERY = 4;

/** A planned chain is at most this long (core's github-query.ts): a monitored run may try them all. */
const LONGEST_CHAIN = 3;
/** GitHub's advice when a secondary limit names no wait. */
const SECONDARY_WAIT_SECONDS = 60;

/** Said with every search without a token, and by the health endpoint. */
export const DISCUSSIONS_NEED_TOKEN = 'GitHub Discussions are not configured: set GITHUB_TOKEN (without it only issues are searched)';
/** A discussion's comments read with it, in the same GraphQL answer. */
const DISCUSSION_COMMENTS = 30;
/**
 * GraphQL's search of discussions (docs.github.com/graphql/reference/queries#search). One node a
 * discussion and up to DISCUSSION_COMMENTS comments each: at 25 discussions a search costs one
 * point of the 5,000 an hour.
 */
const DISCUSSION_SEARCH = `query($q: String!, $first: Int!, $comments: Int!) {
  search(type: DISCUSSION, query: $q, first: $first) {
    nodes {
      ... on Discussion {
        id number title body url createdAt upvoteCount
        author { __typename login }
        repository { nameWithOwner }
        comments(first: $comments) {
          totalCount
          nodes { id body url createdAt upvoteCount author { __typename login } }
        }
      }
    }
  }
}`;

const userSchema = z.object({ login: z.string(), type: z.string().optional() }).nullable().optional();
/** GraphQL's actor: `__typename` "Bot" for an app's account; null for a deleted one. */
const actorSchema = z.object({ login: z.string(), __typename: z.string().optional() }).nullable().optional();
const discussionCommentSchema = z.object({
  id: z.string(),
  body: z.string().nullable().optional(),
  url: z.string(),
  createdAt: z.string(),
  upvoteCount: z.number().default(0),
  author: actorSchema,
});
const discussionSchema = z.object({
  id: z.string(),
  number: z.number(),
  title: z.string(),
  body: z.string().nullable().optional(),
  url: z.string(),
  createdAt: z.string(),
  upvoteCount: z.number().default(0),
  author: actorSchema,
  repository: z.object({ nameWithOwner: z.string() }),
  comments: z.object({ totalCount: z.number().default(0), nodes: z.array(z.unknown()).default([]) }),
});
const graphqlSchema = z.object({
  data: z.object({ search: z.object({ nodes: z.array(z.unknown()) }) }).nullable().optional(),
  errors: z.array(z.object({ type: z.string().optional(), message: z.string().default('') })).optional(),
});
type DiscussionComment = z.output<typeof discussionCommentSchema>;
const reactionsSchema = z.object({ total_count: z.number().default(0) }).nullable().optional();
const issueSchema = z.object({
  id: z.number(),
  number: z.number(),
  title: z.string(),
  body: z.string().nullable().optional(),
  html_url: z.string(),
  repository_url: z.string().regex(/\/repos\/[^/]+\/[^/]+$/),
  user: userSchema,
  comments: z.number().default(0),
  created_at: z.string(),
  reactions: reactionsSchema,
});
const commentSchema = z.object({
  id: z.number(),
  html_url: z.string().optional(),
  body: z.string().nullable().optional(),
  user: userSchema,
  created_at: z.string(),
  reactions: reactionsSchema,
});
const searchSchema = z.object({ items: z.array(z.unknown()) });
const errorSchema = z.object({ message: z.string() });

/** An issue or a discussion: a thread whose comments may be read. */
interface Issue {
  /** RawItem.nativeId: `issue-{id}` or `discussion-{node id}`. */
  nativeId: string;
  /** owner/name */
  repo: string;
  number: number;
  title: string;
  text: string;
  url: string;
  author: string;
  reactions: number;
  comments: number;
  createdUtc: number;
  rank?: number;
  /** A discussion's comments, read with it (an issue's need a call of their own). */
  replies?: DiscussionComment[];
}

/** Whether a configuration searches GitHub: the setting decides, else a token turns it on. */
export function githubEnabled(cfg: Pick<GitHubConfig, 'token' | 'enabled'>): boolean {
  return cfg.enabled ?? Boolean(cfg.token);
}

export function createGitHubConnector(cfg: GitHubConfig): Connector {
  const missingSettings = githubEnabled(cfg) ? [] : [cfg.enabled === false ? TURN_ON : ENABLE_SETTINGS];
  const options = resolveOptions(cfg);
  const classify = classifier(Boolean(cfg.token));
  // Search and the core API are limited apart: a spent search minute must not hold back comments.
  const searchHttp = createHttpClient({ platform: 'github', options, classify, pauseFromHeaders });
  const coreHttp = createHttpClient({ platform: 'github', options, classify, pauseFromHeaders });
  const graphqlHttp = createHttpClient({ platform: 'github', options, classify, pauseFromHeaders });
  const headers: Record<string, string> = {
    Accept: 'application/vnd.github+json',
    'X-GitHub-Api-Version': API_VERSION,
    'User-Agent': USER_AGENT,
    ...(cfg.token ? { Authorization: `Bearer ${cfg.token}` } : {}),
  };
  const threads = cfg.token ? COMMENT_THREADS.keyed : COMMENT_THREADS.keyless;

  function get<T>(
    http: typeof searchHttp,
    description: string,
    path: string,
    params: Record<string, string | undefined>,
    parse: (body: unknown) => T,
    ctx: CallContext,
  ): Promise<T> {
    const url = buildUrl(cfg.apiUrl, path, params);
    // The token travels in a header only, so the URL is the whole key.
    return http.request({ url, headers, cacheKey: `github:${url}`, description, parse }, ctx);
  }

  function searchIssues(query: string, newest: boolean, from: number | null, perPage: number, ctx: CallContext): Promise<Issue[]> {
    return unscopedIfUnsearchable(query, (q) => searchIssuesOnce(q, newest, from, perPage, ctx));
  }

  function searchIssuesOnce(query: string, newest: boolean, from: number | null, perPage: number, ctx: CallContext): Promise<Issue[]> {
    const q = [query, 'is:issue', from === null ? null : `created:>=${utcDay(from)}`].filter(Boolean).join(' ');
    // Best match is GitHub's default order: no `sort` for a relevance search.
    const params = { q, sort: newest ? 'created' : undefined, order: newest ? 'desc' : undefined, per_page: String(perPage) };
    return get(
      searchHttp,
      'search',
      '/search/issues',
      params,
      (body) => {
        const items = searchSchema.parse(body).items.filter((item) => !isPullRequest(item));
        return parseEach(issueSchema, items)
          .filter((raw) => raw.user?.type !== 'Bot')
          .map((raw, i) => issue(raw, newest ? undefined : i));
      },
      ctx,
    );
  }

  /**
   * Discussions matching `query` (the same words and qualifiers as issues), best match first or,
   * for monitoring, newest first. A read-only query: its answer is cached like a GET's, keyed
   * by its variables (the token is in a header, never in the key).
   */
  function searchDiscussions(query: string, newest: boolean, from: number | null, first: number, ctx: CallContext): Promise<Issue[]> {
    return unscopedIfUnsearchable(query, (q) => searchDiscussionsOnce(q, newest, from, first, ctx));
  }

  function searchDiscussionsOnce(query: string, newest: boolean, from: number | null, first: number, ctx: CallContext): Promise<Issue[]> {
    const q = [query, from === null ? null : `created:>=${utcDay(from)}`, newest ? 'sort:created-desc' : null].filter(Boolean).join(' ');
    const variables = { q, first: Math.min(first, 100), comments: DISCUSSION_COMMENTS };
    return graphqlHttp.request(
      {
        url: buildUrl(cfg.apiUrl, '/graphql', {}),
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: DISCUSSION_SEARCH, variables }),
        cacheKey: `github:graphql:discussions:${JSON.stringify(variables)}`,
        description: 'discussion search',
        parse: (body, answerHeaders) => {
          const answer = graphqlSchema.parse(body);
          const search = answer.data?.search;
          // An unsearchable repository may come beside an empty `search`: not "no discussions".
          const refused = !search || (search.nodes.length === 0 && answer.errors?.some(namesUnsearchable));
          if (refused) throw graphqlError(answer.errors ?? [], answerHeaders, Boolean(cfg.token));
          return parseEach(discussionSchema, search.nodes)
            .filter((raw) => !isBot(raw.author))
            .map((raw, i) => discussion(raw, newest ? undefined : i));
        },
      },
      ctx,
    );
  }

  /** Issues and, with a token, discussions for one query, taken in turn; a failed discussion search costs only discussions. */
  async function searchBoth(query: string, newest: boolean, from: number | null, perPage: number, ctx: CallContext, notes: Set<string>): Promise<Issue[]> {
    const [issues, discussions] = await Promise.all([
      searchIssues(query, newest, from, perPage, ctx),
      cfg.token
        ? searchDiscussions(query, newest, from, perPage, ctx).catch((err: unknown) => {
            if (!(err instanceof PlatformError)) throw err;
            notes.add(`GitHub Discussions could not be searched: ${err.message}`);
            return [];
          })
        : [],
    ]);
    return interleave(issues, discussions);
  }

  function comments(parent: Issue, perPage: number, ctx: CallContext): Promise<RawItem[]> {
    if (parent.replies) return Promise.resolve(discussionComments(parent, perPage));
    const [owner, name] = parent.repo.split('/').map(encodeURIComponent);
    return get(
      coreHttp,
      'comments',
      `/repos/${owner}/${name}/issues/${parent.number}/comments`,
      { per_page: String(perPage) },
      (body) =>
        parseEach(commentSchema, z.array(z.unknown()).parse(body))
          .filter((raw) => raw.user?.type !== 'Bot')
          .map((raw) => commentItem(parent, raw))
          .filter((item) => item.text.length > 0),
      ctx,
    );
  }

  const search = connector('github', missingSettings, options, async (req, ctx, queries) => {
    const target = fetchTarget(req.limit);
    const perPage = clamp(Math.ceil(target / queries.length), 10, 50);
    // A monitored run asks for what is new since its last run: newest first, from that day on.
    const from = req.since ?? createdAfter(req.timeRange);
    const notes = new Set<string>(cfg.token ? [] : [DISCUSSIONS_NEED_TOKEN]);
    const found = await runChains(req, (q) => searchBoth(q, req.since !== undefined, from, perPage, ctx, notes));
    for (const note of notes) tell(req.onNote, note);

    const items = new Map<string, RawItem>();
    for (const i of found.flat()) if (!items.has(issueId(i))) items.set(issueId(i), issueItem(i));
    tell(req.onPostsFound, [...items.values()]);

    const best = pickThreads(
      found.map((list) => list.filter((i) => i.comments > 0)),
      (i) => `${i.title} ${i.text}`,
      issueId,
      threads,
      req,
    );
    const perThread = commentsPerThread(target, best.length);
    const replies = await Promise.all(best.map((i) => bestEffort(comments(i, perThread, ctx), [])));
    for (const item of replies.flat()) items.set(item.nativeId, item);
    return [...items.values()].filter((item) => req.since === undefined || item.createdUtc >= req.since);
  });
  return search.configured && !cfg.token ? { ...search, notes: [DISCUSSIONS_NEED_TOKEN] } : search;
}

/**
 * A restricted search names its repositories with `repo:`; GitHub refuses the whole query when
 * one of them is deleted, renamed or private (issues: HTTP 422; discussions: a 200 whose GraphQL
 * errors say so, graphqlError). Asked again without them, the search still keeps only the chosen
 * repositories' items (the local filter), rather than failing or finding nothing.
 */
async function unscopedIfUnsearchable<T>(query: string, ask: (query: string) => Promise<T>): Promise<T> {
  try {
    return await ask(query);
  } catch (err) {
    const unscoped = query.replace(/\s*\brepo:\S+/g, '');
    const unsearchable = err instanceof PlatformError && (err.status === 422 || err.reason === UNSEARCHABLE);
    if (!unsearchable || unscoped === query) throw err;
    return ask(unscoped);
  }
}

/** PlatformError reason: a GraphQL search named a repository GitHub cannot search. */
const UNSEARCHABLE = 'unsearchable_repository';

/** GraphQL's error for a `repo:` it cannot search: type INVALID, with REST's 422 message. */
const namesUnsearchable = (e: { type?: string | undefined; message: string }) => e.type === 'INVALID' || /cannot be searched/i.test(e.message);

/** One list from two, taken in turn, so neither kind crowds the other out of a chain's first places. */
function interleave<T>(a: readonly T[], b: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < a.length) out.push(a[i]!);
    if (i < b.length) out.push(b[i]!);
  }
  return out;
}

const isBot = (author: z.output<typeof actorSchema>) => author?.__typename === 'Bot';

/**
 * A GraphQL answer without data: a spent limit (`RATE_LIMITED`, sent with a 200 and
 * `x-ratelimit-remaining: 0`) is rate limited until `x-ratelimit-reset`; anything else is an error.
 */
function graphqlError(errors: readonly { type?: string | undefined; message: string }[], headers: Headers, hasToken: boolean): PlatformError {
  const first = errors[0];
  const detail = first?.message ? `: ${first.message.slice(0, 200)}` : '';
  if (errors.some((e) => e.type === 'RATE_LIMITED' || /rate limit/i.test(e.message))) {
    const after = retryAfterSeconds(headers) ?? spentWindowSeconds(headers) ?? SECONDARY_WAIT_SECONDS;
    return new PlatformError('rate_limited', 'github', `GitHub rate limit reached (discussion search)${detail}`, {
      retryable: after < 10,
      retryAfterSeconds: after,
    });
  }
  const hint = hasToken ? '' : ' (GITHUB_TOKEN)';
  const reason = errors.some(namesUnsearchable) ? { reason: UNSEARCHABLE } : {};
  return new PlatformError('upstream_error', 'github', `GitHub refused the discussion search${hint}${detail}`, reason);
}

/** Search returns pull requests too, marked by their `pull_request` key. */
function isPullRequest(item: unknown): boolean {
  return typeof item === 'object' && item !== null && 'pull_request' in item;
}

/** `created:>=` takes a date: the UTC day of `epoch`, so a day's repeated runs share the cache. */
function utcDay(epoch: number): string {
  return new Date(epoch * 1000).toISOString().slice(0, 10);
}

/** A deleted account shows as "ghost" on GitHub. */
const loginOf = (user: z.output<typeof userSchema>) => user?.login ?? 'ghost';

function issue(raw: z.output<typeof issueSchema>, rank: number | undefined): Issue {
  const [, owner, name] = /\/repos\/([^/]+)\/([^/]+)$/.exec(raw.repository_url)!;
  return {
    nativeId: `issue-${raw.id}`,
    repo: `${decodeURIComponent(owner!)}/${decodeURIComponent(name!)}`,
    number: raw.number,
    title: raw.title.trim(),
    text: markdownToPlainText(raw.body),
    url: raw.html_url,
    author: loginOf(raw.user),
    reactions: raw.reactions?.total_count ?? 0,
    comments: raw.comments,
    createdUtc: epochSeconds(raw.created_at),
    ...(rank === undefined ? {} : { rank }),
  };
}

function discussion(raw: z.output<typeof discussionSchema>, rank: number | undefined): Issue {
  return {
    nativeId: `discussion-${raw.id}`,
    repo: raw.repository.nameWithOwner,
    number: raw.number,
    title: raw.title.trim(),
    text: markdownToPlainText(raw.body),
    url: raw.url,
    author: raw.author?.login ?? 'ghost',
    reactions: raw.upvoteCount,
    comments: raw.comments.totalCount,
    createdUtc: epochSeconds(raw.createdAt),
    replies: parseEach(discussionCommentSchema, raw.comments.nodes).filter((c) => !isBot(c.author)),
    ...(rank === undefined ? {} : { rank }),
  };
}

const issueId = (i: Pick<Issue, 'nativeId'>) => i.nativeId;

/** A discussion's best comments (most upvoted first), read with it: no further call. */
function discussionComments(parent: Issue, max: number): RawItem[] {
  return [...(parent.replies ?? [])]
    .sort((a, b) => b.upvoteCount - a.upvoteCount)
    .slice(0, max)
    .map((c) =>
      threadComment(parent, {
        nativeId: `discussion-comment-${c.id}`,
        text: markdownToPlainText(c.body),
        url: c.url,
        author: c.author?.login ?? 'ghost',
        createdUtc: epochSeconds(c.createdAt),
        upvotes: c.upvoteCount,
      }),
    )
    .filter((item) => item.text.length > 0);
}

function issueItem(i: Issue): RawItem {
  return {
    platform: 'github',
    nativeId: issueId(i),
    type: 'post',
    title: i.title,
    text: i.text,
    url: i.url,
    source: i.repo,
    author: i.author,
    createdUtc: i.createdUtc,
    engagement: { upvotes: i.reactions, comments: i.comments, views: 0 },
    ...(i.rank === undefined ? {} : { searchRank: i.rank }),
  };
}

function commentItem(parent: Issue, raw: z.output<typeof commentSchema>): RawItem {
  return threadComment(parent, {
    nativeId: `comment-${raw.id}`,
    text: markdownToPlainText(raw.body),
    url: raw.html_url ?? `${parent.url}#issuecomment-${raw.id}`,
    author: loginOf(raw.user),
    createdUtc: epochSeconds(raw.created_at),
    upvotes: raw.reactions?.total_count ?? 0,
  });
}

/** A comment on an issue or a discussion, pointing at it. */
function threadComment(
  parent: Issue,
  c: { nativeId: string; text: string; url: string; author: string; createdUtc: number; upvotes: number },
): RawItem {
  return {
    platform: 'github',
    nativeId: c.nativeId,
    type: 'comment',
    title: parent.title,
    text: c.text,
    url: c.url,
    source: parent.repo,
    author: c.author,
    createdUtc: c.createdUtc,
    engagement: { upvotes: c.upvotes, comments: 0, views: 0 },
    parentPost: { id: issueId(parent), title: parent.title, url: parent.url },
    ...(parent.rank === undefined ? {} : { searchRank: parent.rank }),
  };
}

/** Seconds until `x-ratelimit-reset` (epoch seconds), when the window is spent. */
function spentWindowSeconds(headers: Headers): number | undefined {
  if (headers.get('x-ratelimit-remaining') !== '0') return undefined;
  const reset = Number(headers.get('x-ratelimit-reset'));
  return Number.isFinite(reset) && reset > 0 ? Math.max(0, Math.ceil(reset - Date.now() / 1000)) : undefined;
}

/** Holds the client's further calls once an answer says its window is spent (milliseconds). */
function pauseFromHeaders(headers: Headers): number | undefined {
  const seconds = spentWindowSeconds(headers);
  return seconds === undefined ? undefined : seconds * 1000;
}

/**
 * GitHub answers a spent limit with 403 (or 429): the primary limit says so in
 * `x-ratelimit-remaining: 0` and names its end in `x-ratelimit-reset`; a secondary limit sends
 * `retry-after`, or only its message, and then asks for at least a minute.
 */
function classifier(hasToken: boolean) {
  return function classify(failure: UpstreamFailure): PlatformError {
    const { status, headers, body, description } = failure;
    const message = errorSchema.safeParse(body).data?.message;
    const detail = message ? `: ${message.slice(0, 200)}` : '';
    const secondary = /secondary rate limit/i.test(message ?? '');
    const limited =
      (status === 403 || status === 429) &&
      (status === 429 || headers.get('x-ratelimit-remaining') === '0' || headers.has('retry-after') || /rate limit/i.test(message ?? ''));
    if (limited) {
      const after = retryAfterSeconds(headers) ?? spentWindowSeconds(headers) ?? (secondary ? SECONDARY_WAIT_SECONDS : undefined);
      const hint = hasToken || secondary ? '' : ' (GITHUB_TOKEN raises it)';
      return new PlatformError('rate_limited', 'github', `GitHub rate limit reached (${description})${hint}${detail}`, {
        status,
        retryable: after !== undefined && after < 10,
        ...(after === undefined ? {} : { retryAfterSeconds: after }),
      });
    }
    if (status === 401) {
      return new PlatformError('auth_failed', 'github', `GitHub refused the token (GITHUB_TOKEN)${detail}`, { status });
    }
    return new PlatformError('upstream_error', 'github', `GitHub answered HTTP ${status} (${description})${detail}`, {
      status,
      retryable: status >= 500,
    });
  };
}

/** GitHub issues (and discussions with a token) in the registry: off on a fresh install; on with a token, or keyless when enabled. */
export const githubSource: Source<{
  GITHUB_ENABLED?: boolean | undefined;
  GITHUB_TOKEN?: string | undefined;
  GITHUB_API_URL: string;
}> = {
  display: {
    postNoun: 'Issue',
    postNounsByLink: [{ linkHas: '/discussions/', noun: 'Discussion' }],
    engagement: {
      post: [
        { field: 'upvotes', noun: 'reaction' },
        { field: 'comments', noun: 'comment' },
      ],
      comment: [{ field: 'upvotes', noun: 'reaction' }],
    },
    note: 'Issues: 10 searches a minute per server; GITHUB_TOKEN adds discussions and raises it to 30',
  },
  connect: (s, shared) =>
    createGitHubConnector({ apiUrl: s.GITHUB_API_URL, token: s.GITHUB_TOKEN, enabled: s.GITHUB_ENABLED, ...shared }),
  plan: githubPlan,
  keywordPlan: githubKeywordPlan,
  // The chosen repositories as `repo:` qualifiers (GitHub ORs them), a few per query to stay
  // within its query length; issues and discussions alike.
  within: (plan, communities) => {
    const repos = communities.map((r) => `repo:${r}`);
    const scopes = Array.from({ length: Math.ceil(repos.length / REPOS_PER_QUERY) }, (_, i) => repos.slice(i * REPOS_PER_QUERY, (i + 1) * REPOS_PER_QUERY).join(' '));
    return planWithin(plan, scopes, (scope, query) => `${query} ${scope}`);
  },
  budget: {
    window: minuteWindow,
    limit: (s) => (s.GITHUB_TOKEN ? SEARCHES_PER_MINUTE.keyed : SEARCHES_PER_MINUTE.keyless),
    monitorShare: (s) => (s.GITHUB_TOKEN ? MONITOR_SHARE.keyed : MONITOR_SHARE.keyless),
    // Searches only: comments are counted by GitHub apart, and a spent hour costs only comments.
    // With a token each search also sends one discussion search (a GraphQL point): at most 30 a
    // minute, 1,800 points an hour of GraphQL's 5,000, so this count bounds those too.
    cost: (plan) => plan.queries.length * LONGEST_CHAIN,
  },
};
