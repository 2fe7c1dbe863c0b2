/**
 * A local stand-in for Reddit's and YouTube's APIs over the eval world (world.ts). It answers in
 * the platforms' real shapes (the conventions of apps/api/test/support/platform-server.ts and
 * the recorded responses in /work/shared/fixtures) and with their query semantics, so the real
 * connectors, query planner and scorer can be measured end to end:
 *
 * - Reddit search (Lucene-like): terms are ANDed; `OR` joins alternatives and binds tighter than
 *   the implicit AND (`a b OR c` = a AND (b OR c)); `-term` / `NOT term` exclude; "quoted
 *   phrases" match consecutive words; parentheses group; `title:`, `selftext:`, `subreddit:`,
 *   `author:` restrict a term to a field. Whole words, case-insensitive, plurals and possessives
 *   folded (a light form of the engine's stemming: "restaurants" finds "restaurant", but
 *   "scheduling" does not find "schedule"); common English stopwords are ignored. A query of only
 *   exclusions matches nothing. `sort`, `t`, `limit` and `after` paging as the API does.
 * - Reddit threads: `/comments/{id}` (and `/r/{sub}/comments/{id}`) show the first
 *   MORE_AFTER top-level comments (and replies down to `depth`), folding the rest behind a
 *   `more` stub; `/api/morechildren` unfolds them, flat and pre-order.
 * - YouTube search.list: OR over title and description (`|` also separates alternatives, `-term`
 *   excludes), ranked by how many terms a video matches, then a seeded order; `maxResults`,
 *   `pageToken`; search snippets carry a truncated description, videos.list the full one.
 *   commentThreads.list (`searchTerms`: every term must appear; 403 commentsDisabled),
 *   comments.list (`parentId`). Quota units are counted: search 100, every other call 1.
 *
 * Every request is counted per platform. Each platform is a module of routes under its own
 * path prefix (PlatformModule); the others live in their own files (hackernews.ts,
 * stackexchange.ts, …) and join PLATFORM_MODULES.
 */
import { mapStrings } from '@firstsignal/core';
import { startUpstream, type RecordedCall, type Reply, type RouteTable, type Upstream } from '@firstsignal/sources/testing';
import { EVAL_PLATFORMS, type EvalPlatform, type EvalTopic } from './corpus/types';
import { appstoreModule } from './appstore';
import { blueskyModule } from './bluesky';
import { discourseModule } from './discourse';
import { githubModule } from './github';
import { hackernewsModule } from './hackernews';
import { indexWords } from './words';
import { lemmyModule } from './lemmy';
import { stackexchangeModule } from './stackexchange';
import { hash32, MORE_AFTER, threadRequestComments, type World, type WorldComment, type WorldThread } from './world';

export { fold, indexWords } from './words';

const DAY = 86_400;

// ---------------------------------------------------------------------------------------------
// Words as the platforms' search indexes see them
// ---------------------------------------------------------------------------------------------

/** Lucene's default English stop set: these never decide a match. */
const STOP = new Set(
  'a an and are as at be but by for if in into is it no not of on or such that the their then there these they this to was will with'.split(
    ' ',
  ),
);

/** Does the word sequence `phrase` occur in `words`? */
function hasPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  outer: for (let i = 0; i + phrase.length <= words.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (words[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}

const countPhrase = (words: readonly string[], phrase: readonly string[]) => {
  let n = 0;
  for (let i = 0; i + phrase.length <= words.length; i++) if (phrase.every((p, j) => words[i + j] === p)) n++;
  return n;
};

// ---------------------------------------------------------------------------------------------
// Reddit query language
// ---------------------------------------------------------------------------------------------

type Field = 'title' | 'selftext' | 'subreddit' | 'author';
export type RedditQuery =
  | { kind: 'term'; words: string[]; field?: Field }
  | { kind: 'and' | 'or'; nodes: RedditQuery[] }
  | { kind: 'not'; node: RedditQuery };

type Token = { t: '(' | ')' | 'NEG' | 'AND' | 'OR' | 'NOT' } | { t: 'TERM'; text: string; field?: Field; phrase: boolean };

function lex(q: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < q.length) {
    const c = q[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '(' || c === ')') {
      out.push({ t: c });
      i++;
      continue;
    }
    if (c === '-' && i + 1 < q.length && !/[\s)]/.test(q[i + 1]!)) {
      out.push({ t: 'NEG' });
      i++;
      continue;
    }
    let field: Field | undefined;
    const prefix = /^(title|selftext|subreddit|author):/i.exec(q.slice(i));
    if (prefix) {
      field = prefix[1]!.toLowerCase() as Field;
      i += prefix[0].length;
    }
    if (q[i] === '"') {
      const end = q.indexOf('"', i + 1);
      const text = q.slice(i + 1, end < 0 ? q.length : end);
      i = end < 0 ? q.length : end + 1;
      out.push({ t: 'TERM', text, phrase: true, ...(field ? { field } : {}) });
      continue;
    }
    let j = i;
    while (j < q.length && !/[\s()"]/.test(q[j]!)) j++;
    const text = q.slice(i, j);
    i = j;
    if (!field && (text === 'AND' || text === 'OR' || text === 'NOT')) out.push({ t: text });
    else if (text) out.push({ t: 'TERM', text, phrase: false, ...(field ? { field } : {}) });
  }
  return out;
}

/** Parses a Reddit search query; undefined when nothing in it can match (empty, only stopwords). */
export function parseRedditQuery(q: string): RedditQuery | undefined {
  const tokens = lex(q);
  let pos = 0;
  const peek = () => tokens[pos];

  function and(): RedditQuery | undefined {
    const nodes: RedditQuery[] = [];
    while (pos < tokens.length && peek()!.t !== ')') {
      if (peek()!.t === 'AND' || peek()!.t === 'OR') {
        pos++; // a dangling operator is ignored, as the engine does
        continue;
      }
      const n = or();
      if (n) nodes.push(n);
    }
    return nodes.length === 0 ? undefined : nodes.length === 1 ? nodes[0] : { kind: 'and', nodes };
  }
  function or(): RedditQuery | undefined {
    const nodes: RedditQuery[] = [];
    const first = unary();
    if (first) nodes.push(first);
    while (peek()?.t === 'OR') {
      pos++;
      const n = unary();
      if (n) nodes.push(n);
    }
    return nodes.length === 0 ? undefined : nodes.length === 1 ? nodes[0] : { kind: 'or', nodes };
  }
  function unary(): RedditQuery | undefined {
    const tok = tokens[pos++];
    if (!tok) return undefined;
    if (tok.t === 'NEG' || tok.t === 'NOT') {
      const n = unary();
      return n ? { kind: 'not', node: n } : undefined;
    }
    if (tok.t === '(') {
      const n = and();
      if (peek()?.t === ')') pos++;
      return n;
    }
    if (tok.t !== 'TERM') return undefined;
    const words = indexWords(tok.text);
    // Stopwords are dropped from the index: a lone one constrains nothing.
    if (words.length === 0 || (!tok.phrase && !tok.field && words.length === 1 && STOP.has(words[0]!))) return undefined;
    return { kind: 'term', words, ...(tok.field ? { field: tok.field } : {}) };
  }

  return and();
}

export interface RedditDoc {
  title: string[];
  selftext: string[];
  subreddit: string;
  author: string;
}

export function redditDoc(t: Pick<WorldThread, 'title' | 'indexedBody' | 'community' | 'author'>): RedditDoc {
  return {
    title: indexWords(t.title),
    selftext: indexWords(t.indexedBody),
    subreddit: t.community.toLowerCase(),
    author: t.author.toLowerCase(),
  };
}

function termMatches(node: { words: string[]; field?: Field }, doc: RedditDoc): boolean {
  switch (node.field) {
    case 'title':
      return hasPhrase(doc.title, node.words);
    case 'selftext':
      return hasPhrase(doc.selftext, node.words);
    case 'subreddit':
      return node.words.join('') === doc.subreddit.replace(/[^a-z0-9]/g, '');
    case 'author':
      return node.words.join('') === doc.author.replace(/[^a-z0-9]/g, '');
    default:
      return hasPhrase(doc.title, node.words) || hasPhrase(doc.selftext, node.words);
  }
}

/** Does the document match? A group of only exclusions matches nothing, as in Lucene. */
export function redditEval(node: RedditQuery, doc: RedditDoc): boolean {
  switch (node.kind) {
    case 'term':
      return termMatches(node, doc);
    case 'not':
      return !redditEval(node.node, doc);
    case 'and':
      return node.nodes.some((n) => n.kind !== 'not') && node.nodes.every((n) => redditEval(n, doc));
    case 'or':
      return node.nodes.some((n) => n.kind !== 'not' && redditEval(n, doc));
  }
}

/** Terms that count towards relevance: those not under an exclusion. */
function positiveTerms(node: RedditQuery): { words: string[]; field?: Field }[] {
  if (node.kind === 'term') return [node];
  if (node.kind === 'not') return [];
  return node.nodes.flatMap(positiveTerms);
}

export function redditMatches(q: string, thread: Pick<WorldThread, 'title' | 'indexedBody' | 'community' | 'author'>): boolean {
  const query = parseRedditQuery(q);
  return query !== undefined && query.kind !== 'not' && redditEval(query, redditDoc(thread));
}

const REDDIT_T: Record<string, number> = { hour: 3600, day: DAY, week: 7 * DAY, month: 30 * DAY, year: 365 * DAY };

export interface RedditSearchOptions {
  sort?: string | null;
  t?: string | null;
  subreddit?: string;
}

/** The posts a Reddit search lists, in its order (deleted and removed posts included, as Reddit shows them). */
export function redditSearch(world: World, q: string, options: RedditSearchOptions = {}): WorldThread[] {
  const query = parseRedditQuery(q);
  if (!query || query.kind === 'not') return [];
  const since = REDDIT_T[options.t ?? ''];
  const terms = positiveTerms(query);
  const hits: { thread: WorldThread; relevance: number }[] = [];
  for (const thread of world.threads) {
    if (thread.platform !== 'reddit') continue;
    if (options.subreddit && thread.community.toLowerCase() !== options.subreddit.toLowerCase()) continue;
    if (since !== undefined && thread.createdUtc < world.now - since) continue;
    const doc = redditDoc(thread);
    if (!redditEval(query, doc)) continue;
    // Title hits weigh most; repeats in the body add a little; votes break near-ties.
    let relevance = 0;
    for (const term of terms)
      relevance += 3 * Math.min(1, countPhrase(doc.title, term.words)) + Math.min(3, countPhrase(doc.selftext, term.words));
    relevance += 0.5 * Math.log10(1 + thread.score);
    hits.push({ thread, relevance });
  }
  const ageHours = (t: WorldThread) => (world.now - t.createdUtc) / 3600;
  const sorters: Record<string, (a: (typeof hits)[number], b: (typeof hits)[number]) => number> = {
    relevance: (a, b) => b.relevance - a.relevance,
    new: (a, b) => b.thread.createdUtc - a.thread.createdUtc,
    top: (a, b) => b.thread.score - a.thread.score,
    comments: (a, b) => b.thread.allComments.length - a.thread.allComments.length,
    hot: (a, b) => b.thread.score / (ageHours(b.thread) + 2) ** 1.5 - a.thread.score / (ageHours(a.thread) + 2) ** 1.5,
  };
  const sorter = sorters[options.sort ?? 'relevance'] ?? sorters.relevance!;
  return hits
    .sort((a, b) => sorter(a, b) || b.thread.createdUtc - a.thread.createdUtc || (a.thread.id < b.thread.id ? -1 : 1))
    .map((h) => h.thread);
}

// ---------------------------------------------------------------------------------------------
// YouTube query language
// ---------------------------------------------------------------------------------------------

interface YouTubeQuery {
  include: string[][];
  exclude: string[][];
}

/** search.list's `q`: alternatives (OR; `|` is an explicit OR), `-term` excludes, quotes keep a phrase. */
export function parseYouTubeQuery(q: string): YouTubeQuery {
  const include: string[][] = [];
  const exclude: string[][] = [];
  for (const m of q.matchAll(/(-?)"([^"]*)"?|(-?)([^\s|"]+)/g)) {
    const negative = (m[1] ?? m[3]) === '-';
    const raw = m[2] ?? m[4] ?? '';
    if (!m[2] && (raw === 'OR' || raw === 'AND')) continue;
    const words = indexWords(raw);
    if (words.length === 0 || (m[2] === undefined && words.length === 1 && STOP.has(words[0]!))) continue;
    // Outside quotes a hyphenated word is a phrase too ("mite-count").
    (negative ? exclude : include).push(words);
  }
  return { include, exclude };
}

/** How many of the query's alternatives a text matches; 0 when it matches none or an exclusion. */
export function youtubeMatchCount(query: YouTubeQuery, text: string): number {
  const words = indexWords(text);
  if (query.exclude.some((p) => hasPhrase(words, p))) return 0;
  return new Set(query.include.filter((p) => hasPhrase(words, p)).map((p) => p.join(' '))).size;
}

export interface YouTubeSearchOptions {
  order?: string | null;
  publishedAfter?: string | null;
  publishedBefore?: string | null;
}

/** The videos a search.list lists, in its order (deleted videos included: the index lags). */
export function youtubeSearch(world: World, q: string, options: YouTubeSearchOptions = {}): WorldThread[] {
  const query = parseYouTubeQuery(q);
  if (query.include.length === 0) return [];
  const after = options.publishedAfter ? Date.parse(options.publishedAfter) / 1000 : -Infinity;
  const before = options.publishedBefore ? Date.parse(options.publishedBefore) / 1000 : Infinity;
  const hits: { thread: WorldThread; matched: number }[] = [];
  for (const thread of world.threads) {
    if (thread.platform !== 'youtube' || thread.createdUtc < after || thread.createdUtc >= before) continue;
    const matched = youtubeMatchCount(query, `${thread.title}\n${thread.indexedBody}`);
    if (matched > 0) hits.push({ thread, matched });
  }
  const sorters: Record<string, (a: (typeof hits)[number], b: (typeof hits)[number]) => number> = {
    relevance: (a, b) => b.matched - a.matched || hash32(a.thread.id) - hash32(b.thread.id),
    date: (a, b) => b.thread.createdUtc - a.thread.createdUtc,
    viewCount: (a, b) => b.thread.views - a.thread.views,
    rating: (a, b) => b.thread.score - a.thread.score,
  };
  const sorter = sorters[options.order ?? 'relevance'] ?? sorters.relevance!;
  return hits.sort((a, b) => sorter(a, b) || (a.thread.id < b.thread.id ? -1 : 1)).map((h) => h.thread);
}

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

export interface RequestRecord {
  platform: EvalPlatform;
  method: string;
  path: string;
  query: string;
  status: number;
}

/** What one search cost upstream and what it was shown. */
export interface Meter {
  requests: Record<EvalPlatform, number>;
  youtubeUnits: number;
  log: RequestRecord[];
  /** Keys (`${platform}:${id}`) of every post, video and comment the platforms answered with. */
  served: Set<string>;
}

const newMeter = (): Meter => ({
  requests: Object.fromEntries(EVAL_PLATFORMS.map((p) => [p, 0])) as Record<EvalPlatform, number>,
  youtubeUnits: 0,
  log: [],
  served: new Set(),
});

/** One platform's routes, mounted under `prefix`; `env` gives the app settings that point at it. */
export interface PlatformModule {
  platform: EvalPlatform;
  routes: (ctx: ModuleContext) => RouteTable;
  env: (baseUrl: string) => Record<string, string>;
  /** The naive baseline's search: the threads the platform lists for the input's content words, in its order. */
  naive: (world: World, words: readonly string[]) => WorldThread[];
  /** The replies one thread request shows, in the platform's order (the naive baseline reads these). */
  readable: (thread: WorldThread) => WorldComment[];
  /** What a search of this platform adds to its parameters (Forums: the forums the topic names). */
  searchParams?: (topic: EvalTopic, baseUrl: string) => Record<string, unknown>;
  /** The world's key of a signal id that holds something the world cannot know (a forum's port). */
  worldKey?: (signalId: string) => string;
}

export interface ModuleContext {
  world: World;
  meter: () => Meter;
  /** Counts and logs a request, and records the items in the answer as served. */
  answer: (platform: EvalPlatform, call: RecordedCall, reply: Reply, served?: readonly string[], units?: number) => Reply;
}

export interface EvalPlatformServer extends Upstream {
  env: Record<string, string>;
  /** The current search's meter (the same object throughout; reset in place). */
  meter: Meter;
  /** Starts a new meter (call before each search). */
  resetMeter(): void;
  /** The search parameters the searched platforms add for a topic. */
  searchParams(topic: EvalTopic, searched: readonly EvalPlatform[]): Record<string, unknown>;
  /** A signal's id as the world's key. */
  worldKey(signalId: string): string;
}

const iso = (epoch: number) => new Date(epoch * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
const listing = (children: unknown[], after: string | null) => ({
  kind: 'Listing',
  data: { after, dist: children.length, modhash: '', children, before: null },
});
const clampInt = (v: string | null, dflt: number, min: number, max: number) => {
  const n = Number(v ?? dflt);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.floor(n))) : dflt;
};

// ---- Reddit --------------------------------------------------------------------------------

const REDDIT_TOKEN = 'eval-access-token';
const REDDIT_CLIENT = { id: 'eval-client', secret: 'eval-secret' };
/** Reddit allows 100 requests a minute per OAuth client; a search is measured as if alone in its window. */
const REDDIT_WINDOW = 100;

function redditPost(t: WorldThread) {
  const permalink = `/r/${t.community}/comments/${t.id}/${slug(t.title)}/`;
  return {
    kind: 't3',
    data: {
      id: t.id,
      name: `t3_${t.id}`,
      title: t.title,
      selftext: t.body,
      author: t.author,
      subreddit: t.community,
      subreddit_name_prefixed: `r/${t.community}`,
      score: t.score,
      ups: t.score,
      upvote_ratio: 0.93,
      num_comments: t.allComments.length,
      created: t.createdUtc,
      created_utc: t.createdUtc,
      permalink,
      url: `https://www.reddit.com${permalink}`,
      is_self: true,
      over_18: false,
      stickied: false,
      removed_by_category: t.gone === 'deleted' ? 'deleted' : t.gone === 'removed' ? 'moderator' : null,
      ...(t.crosspostOf ? { crosspost_parent: `t3_${t.crosspostOf}` } : {}),
    },
  };
}

function slug(title: string): string {
  return indexWords(title).slice(0, 8).join('_').replace(/['’]/g, '') || 'post';
}

function redditComment(c: WorldComment, t: WorldThread, depth: number, replies: unknown) {
  return {
    kind: 't1',
    data: {
      id: c.id,
      name: `t1_${c.id}`,
      author: c.author,
      body: c.text,
      score: c.score,
      ups: c.score,
      created: c.createdUtc,
      created_utc: c.createdUtc,
      depth,
      link_id: `t3_${t.id}`,
      parent_id: c.parentId ? `t1_${c.parentId}` : `t3_${t.id}`,
      permalink: `/r/${t.community}/comments/${t.id}/${slug(t.title)}/${c.id}/`,
      subreddit: t.community,
      replies,
    },
  };
}

function moreStub(ids: string[], parentName: string, depth: number) {
  return {
    kind: 'more',
    data: { count: ids.length, name: `t1_${ids[0]}`, id: ids[0], parent_id: parentName, depth, children: ids },
  };
}

const sortComments = (comments: readonly WorldComment[], sort: string | null) =>
  sort === 'new'
    ? [...comments].sort((a, b) => b.createdUtc - a.createdUtc)
    : sort === 'old'
      ? [...comments].sort((a, b) => a.createdUtc - b.createdUtc)
      : [...comments].sort((a, b) => b.score - a.score);

const descendants = (c: WorldComment): WorldComment[] => c.replies.flatMap((r) => [r, ...descendants(r)]);

const isGone = (c: WorldComment) => c.text.trim() === '[deleted]' || c.text.trim() === '[removed]';

const redditModule: PlatformModule = {
  platform: 'reddit',
  naive: (world, words) => redditSearch(world, words.join(' OR '), { sort: 'relevance', t: 'all' }).slice(0, 100),
  readable: threadRequestComments,
  env: (base) => ({
    REDDIT_CLIENT_ID: REDDIT_CLIENT.id,
    REDDIT_CLIENT_SECRET: REDDIT_CLIENT.secret,
    REDDIT_API_URL: `${base}/reddit`,
    REDDIT_AUTH_URL: `${base}/reddit-www`,
  }),
  routes: ({ world, meter, answer }) => {
    const reply = (call: RecordedCall, build: () => Reply, served: string[] = []): Reply => {
      const used = meter().requests.reddit + 1;
      const headers = {
        'x-ratelimit-used': String(used),
        'x-ratelimit-remaining': String(Math.max(0, REDDIT_WINDOW - used)),
        'x-ratelimit-reset': '60',
      };
      if (call.headers.authorization !== `Bearer ${REDDIT_TOKEN}`)
        return answer('reddit', call, { status: 401, headers, json: { message: 'Unauthorized', error: 401 } });
      if (used > REDDIT_WINDOW)
        return answer('reddit', call, {
          status: 429,
          headers: { ...headers, 'retry-after': '60', 'content-type': 'text/html' },
          body: '<html><body><h1>whoa there, pardner!</h1></body></html>',
        });
      const r = build();
      return answer('reddit', call, { ...r, headers: { ...headers, ...r.headers } }, r.status && r.status >= 400 ? [] : served);
    };

    const search = (call: RecordedCall) => {
      const q = call.query.get('q') ?? '';
      const sub = call.params.sub;
      const restrict = sub !== undefined && call.query.get('restrict_sr') !== 'false' && call.query.get('restrict_sr') !== '0';
      const hits = redditSearch(world, q, {
        sort: call.query.get('sort'),
        t: call.query.get('t'),
        ...(restrict ? { subreddit: sub } : {}),
      });
      const limit = clampInt(call.query.get('limit'), 25, 1, 100);
      const afterName = call.query.get('after');
      const start = afterName ? hits.findIndex((h) => `t3_${h.id}` === afterName) + 1 : 0;
      const page = start === 0 && afterName ? [] : hits.slice(start, start + limit);
      const more = start + limit < hits.length && page.length > 0;
      return reply(
        call,
        () => ({ json: listing(page.map(redditPost), more ? `t3_${page[page.length - 1]!.id}` : null) }),
        page.map((t) => t.key),
      );
    };

    const thread = (call: RecordedCall) => {
      const t = world.byId.get(call.params.id ?? '');
      if (!t || t.platform !== 'reddit') return reply(call, () => ({ status: 404, json: { message: 'Not Found', error: 404 } }));
      const sort = call.query.get('sort');
      const depthLimit = clampInt(call.query.get('depth'), 10, 1, 10);
      const limit = clampInt(call.query.get('limit'), 200, 1, 500);
      const served: string[] = [t.key];
      let budget = limit;
      // Breadth within each level as Reddit does: a comment's replies nest under it; what does not fit becomes a stub.
      const render = (comments: readonly WorldComment[], depth: number, parentName: string, topLevel: boolean): unknown[] => {
        const sorted = sortComments(comments, sort);
        const shown: unknown[] = [];
        const cap = topLevel ? Math.min(MORE_AFTER, budget) : budget;
        let i = 0;
        for (; i < sorted.length && shown.length < cap && budget > 0; i++) {
          const c = sorted[i]!;
          budget--;
          served.push(c.key);
          let replies: unknown = '';
          if (c.replies.length > 0) {
            const children =
              depth + 1 < depthLimit
                ? render(c.replies, depth + 1, `t1_${c.id}`, false)
                : [
                    moreStub(
                      c.replies.map((r) => r.id),
                      `t1_${c.id}`,
                      depth + 1,
                    ),
                  ];
            replies = listing(children, null);
          }
          shown.push(redditComment(c, t, depth, replies));
        }
        const rest = sorted.slice(i);
        if (rest.length > 0)
          shown.push(
            moreStub(
              rest.map((c) => c.id),
              parentName,
              depth,
            ),
          );
        return shown;
      };
      const children = render(t.comments, 0, `t3_${t.id}`, true);
      return reply(call, () => ({ json: [listing([redditPost(t)], null), listing(children, null)] }), served);
    };

    return {
      'POST /reddit-www/api/v1/access_token': (call: RecordedCall) => {
        const basic = Buffer.from(`${REDDIT_CLIENT.id}:${REDDIT_CLIENT.secret}`).toString('base64');
        if (call.headers.authorization !== `Basic ${basic}`)
          return answer('reddit', call, { status: 401, json: { message: 'Unauthorized', error: 401 } });
        if (new URLSearchParams(call.body).get('grant_type') !== 'client_credentials')
          return answer('reddit', call, { json: { error: 'unsupported_grant_type' } });
        return answer('reddit', call, {
          json: { access_token: REDDIT_TOKEN, token_type: 'bearer', expires_in: 86400, scope: '*' },
        });
      },
      'GET /reddit/search': search,
      'GET /reddit/r/:sub/search': search,
      'GET /reddit/comments/:id': thread,
      'GET /reddit/comments/:id/:slug': thread,
      'GET /reddit/r/:sub/comments/:id': thread,
      'GET /reddit/r/:sub/comments/:id/:slug': thread,
      'GET /reddit/api/morechildren': (call: RecordedCall) => {
        const t = world.byId.get((call.query.get('link_id') ?? '').replace(/^t3_/, ''));
        if (!t)
          return reply(call, () => ({
            json: { json: { errors: [['INVALID_LINK', 'that link does not exist', 'link_id']], data: { things: [] } } },
          }));
        const ids = (call.query.get('children') ?? '').split(',').filter(Boolean).slice(0, 100);
        const things: unknown[] = [];
        const served: string[] = [];
        const seen = new Set<string>();
        const emit = (c: WorldComment, depth: number) => {
          if (seen.has(c.id)) return;
          seen.add(c.id);
          served.push(c.key);
          things.push(redditComment(c, t, depth, ''));
          if (call.query.get('limit_children') !== 'true')
            for (const r of sortComments(c.replies, call.query.get('sort'))) emit(r, depth + 1);
        };
        for (const id of ids) {
          const found = world.comments.get(id);
          if (found && found.thread === t) emit(found.comment, depthOf(world, found.comment));
        }
        return reply(call, () => ({ json: { json: { errors: [], data: { things } } } }), served);
      },
    };
  },
};

function depthOf(world: World, c: WorldComment): number {
  let d = 0;
  for (let p = c.parentId; p; p = world.comments.get(p)?.comment.parentId) d++;
  return d;
}

// ---- YouTube -------------------------------------------------------------------------------

const YOUTUBE_KEY = 'eval-key';
const UNITS: Record<string, number> = { search: 100, videos: 1, commentThreads: 1, comments: 1 };
/** search.list snippets carry the start of a description, as YouTube's do. */
const SNIPPET_DESCRIPTION = 160;

const pageToken = (offset: number) => Buffer.from(`o${offset}`).toString('base64url');
const offsetOf = (token: string | null) => {
  if (!token) return 0;
  const m = /^o(\d+)$/.exec(Buffer.from(token, 'base64url').toString());
  return m ? Number(m[1]) : -1;
};

function ytError(status: number, reason: string, message: string, domain = 'youtube.commentThread'): Reply {
  return { status, json: { error: { code: status, message, errors: [{ message, domain, reason }] } } };
}

function videoSnippet(t: WorldThread, description: string) {
  return {
    publishedAt: iso(t.createdUtc),
    channelId: `UC${hash32(t.community).toString(36).padStart(8, '0')}${t.community.length}`,
    title: t.title,
    description,
    channelTitle: t.community,
    liveBroadcastContent: 'none',
  };
}

function ytComment(c: WorldComment, t: WorldThread, parentId?: string) {
  return {
    kind: 'youtube#comment',
    etag: `etag-${c.id}`,
    id: c.id,
    snippet: {
      videoId: t.id,
      textDisplay: c.text,
      textOriginal: c.text,
      ...(parentId ? { parentId } : {}),
      authorDisplayName: c.author,
      canRate: true,
      viewerRating: 'none',
      likeCount: c.score,
      publishedAt: iso(c.createdUtc),
      updatedAt: iso(c.createdUtc),
    },
  };
}

const youtubeModule: PlatformModule = {
  platform: 'youtube',
  naive: (world, words) => youtubeSearch(world, words.join('|')).slice(0, 50),
  readable: (thread) =>
    [...thread.comments]
      .sort((a, b) => b.score - a.score)
      .slice(0, 20)
      .filter((c) => !isGone(c)),
  env: (base) => ({ YOUTUBE_API_KEY: YOUTUBE_KEY, YOUTUBE_API_URL: `${base}/youtube/v3` }),
  routes: ({ world, answer }) => {
    const guard =
      (endpoint: string, handler: (call: RecordedCall) => { reply: Reply; served?: string[] }) => (call: RecordedCall) => {
        const units = UNITS[endpoint] ?? 1;
        if (call.query.get('key') !== YOUTUBE_KEY) {
          return answer(
            'youtube',
            call,
            {
              status: 400,
              json: {
                error: {
                  code: 400,
                  message: 'API key not valid. Please pass a valid API key.',
                  errors: [
                    { message: 'API key not valid. Please pass a valid API key.', domain: 'global', reason: 'badRequest' },
                  ],
                  status: 'INVALID_ARGUMENT',
                },
              },
            },
            [],
            0,
          );
        }
        const { reply, served } = handler(call);
        return answer('youtube', call, reply, served, units);
      };
    const video = (id: string) => {
      const t = world.byId.get(id);
      return t && t.platform === 'youtube' ? t : undefined;
    };
    /** YouTube keeps one level of replies: every reply below a top-level comment, oldest first. */
    const repliesOf = (c: WorldComment) => descendants(c).sort((a, b) => a.createdUtc - b.createdUtc);

    return {
      'GET /youtube/v3/search': guard('search', (call) => {
        const hits = youtubeSearch(world, call.query.get('q') ?? '', {
          order: call.query.get('order'),
          publishedAfter: call.query.get('publishedAfter'),
          publishedBefore: call.query.get('publishedBefore'),
        });
        const max = clampInt(call.query.get('maxResults'), 5, 0, 50);
        const offset = offsetOf(call.query.get('pageToken'));
        if (offset < 0)
          return { reply: ytError(400, 'invalidPageToken', 'The request specifies an invalid page token.', 'youtube.search') };
        const page = hits.slice(offset, offset + max);
        const items = page.map((t) => {
          const d =
            t.indexedBody.length > SNIPPET_DESCRIPTION
              ? `${t.indexedBody.slice(0, SNIPPET_DESCRIPTION).replace(/\s+\S*$/, '')} ...`
              : t.indexedBody;
          return {
            kind: 'youtube#searchResult',
            etag: `etag-s-${t.id}`,
            id: { kind: 'youtube#video', videoId: t.id },
            snippet: videoSnippet(t, d),
          };
        });
        return {
          reply: {
            json: {
              kind: 'youtube#searchListResponse',
              etag: 'etag-search',
              ...(offset + max < hits.length ? { nextPageToken: pageToken(offset + max) } : {}),
              ...(offset > 0 ? { prevPageToken: pageToken(Math.max(0, offset - max)) } : {}),
              regionCode: 'US',
              pageInfo: { totalResults: hits.length, resultsPerPage: max },
              items,
            },
          },
          served: page.filter((t) => !t.gone).map((t) => t.key),
        };
      }),
      'GET /youtube/v3/videos': guard('videos', (call) => {
        const ids = (call.query.get('id') ?? '').split(',').filter(Boolean).slice(0, 50);
        // Deleted and removed videos drop out of videos.list, though search still lists them for a while.
        const found = ids.map(video).filter((t): t is WorldThread => !!t && !t.gone);
        const items = found.map((t) => ({
          kind: 'youtube#video',
          etag: `etag-v-${t.id}`,
          id: t.id,
          snippet: videoSnippet(t, t.indexedBody),
          statistics: {
            viewCount: String(t.views),
            likeCount: String(t.score),
            favoriteCount: '0',
            ...(t.commentsDisabled ? {} : { commentCount: String(t.allComments.length) }),
          },
        }));
        return {
          reply: {
            json: {
              kind: 'youtube#videoListResponse',
              etag: 'etag-videos',
              items,
              pageInfo: { totalResults: items.length, resultsPerPage: items.length },
            },
          },
          served: found.map((t) => t.key),
        };
      }),
      'GET /youtube/v3/commentThreads': guard('commentThreads', (call) => {
        const t = video(call.query.get('videoId') ?? '');
        if (!t || t.gone)
          return {
            reply: ytError(
              404,
              'videoNotFound',
              'The video identified by the <code><a href="/youtube/v3/docs/commentThreads/list#videoId">videoId</a></code> parameter could not be found.',
            ),
          };
        if (t.commentsDisabled)
          return {
            reply: ytError(
              403,
              'commentsDisabled',
              'The video identified by the <code><a href="/youtube/v3/docs/commentThreads/list#videoId">videoId</a></code> parameter has disabled comments.',
            ),
          };
        const terms = indexWords(call.query.get('searchTerms') ?? '').filter((w) => !STOP.has(w));
        let threads = t.comments.filter((c) => c.text.trim() !== '[deleted]' && c.text.trim() !== '[removed]');
        if (terms.length > 0)
          threads = threads.filter((c) => [c, ...repliesOf(c)].some((x) => terms.every((w) => indexWords(x.text).includes(w))));
        threads =
          call.query.get('order') === 'time'
            ? threads.sort((a, b) => b.createdUtc - a.createdUtc)
            : threads.sort(
                (a, b) => b.score + 2 * repliesOf(b).length - (a.score + 2 * repliesOf(a).length) || hash32(a.id) - hash32(b.id),
              );
        const max = clampInt(call.query.get('maxResults'), 20, 1, 100);
        const offset = offsetOf(call.query.get('pageToken'));
        if (offset < 0) return { reply: ytError(400, 'invalidPageToken', 'The request specifies an invalid page token.') };
        const page = threads.slice(offset, offset + max);
        const withReplies = (call.query.get('part') ?? '').split(',').includes('replies');
        const served: string[] = [];
        const items = page.map((c) => {
          served.push(c.key);
          const replies = repliesOf(c).filter((r) => r.text.trim() !== '[deleted]');
          if (withReplies) served.push(...replies.slice(0, 5).map((r) => r.key));
          return {
            kind: 'youtube#commentThread',
            etag: `etag-t-${c.id}`,
            id: c.id,
            snippet: {
              channelId: videoSnippet(t, '').channelId,
              videoId: t.id,
              topLevelComment: ytComment(c, t),
              canReply: true,
              totalReplyCount: replies.length,
              isPublic: true,
            },
            ...(withReplies && replies.length > 0
              ? { replies: { comments: replies.slice(0, 5).map((r) => ytComment(r, t, c.id)) } }
              : {}),
          };
        });
        return {
          reply: {
            json: {
              kind: 'youtube#commentThreadListResponse',
              etag: 'etag-threads',
              ...(offset + max < threads.length ? { nextPageToken: pageToken(offset + max) } : {}),
              pageInfo: { totalResults: page.length, resultsPerPage: max },
              items,
            },
          },
          served,
        };
      }),
      'GET /youtube/v3/comments': guard('comments', (call) => {
        const parent = world.comments.get(call.query.get('parentId') ?? '');
        if (!parent || parent.thread.platform !== 'youtube')
          return {
            reply: ytError(
              404,
              'commentNotFound',
              'The comment identified by the parentId parameter could not be found.',
              'youtube.comment',
            ),
          };
        const replies = repliesOf(parent.comment).filter((r) => r.text.trim() !== '[deleted]');
        const max = clampInt(call.query.get('maxResults'), 20, 1, 100);
        const offset = offsetOf(call.query.get('pageToken'));
        const page = replies.slice(Math.max(0, offset), Math.max(0, offset) + max);
        return {
          reply: {
            json: {
              kind: 'youtube#commentListResponse',
              etag: 'etag-comments',
              ...(offset + max < replies.length ? { nextPageToken: pageToken(offset + max) } : {}),
              pageInfo: { resultsPerPage: max },
              items: page.map((r) => ytComment(r, parent.thread, parent.comment.id)),
            },
          },
          served: page.map((r) => r.key),
        };
      }),
    };
  },
};

export const PLATFORM_MODULES: readonly PlatformModule[] = [
  redditModule,
  youtubeModule,
  hackernewsModule,
  stackexchangeModule,
  lemmyModule,
  githubModule,
  blueskyModule,
  appstoreModule,
  discourseModule,
];

/** Starts the stand-in over a world; `modules` adds platforms (e.g. Hacker News) beside Reddit and YouTube. */
/** How the world answers beyond its platforms' semantics (the speed benches' needs). */
export interface ServeOptions {
  /** Every answer waits this long, as a platform across the internet does. */
  delayMs?: number;
  /**
   * A mark appended to every text the answers carry (any JSON string with a space in it), read
   * when each answer is made: changing it makes every post new text, so no cache keyed by text
   * (the sentence encoder's) can answer a search that asks the world again.
   */
  textMark?: () => string;
}

/** Every string with a space in it (titles, bodies, comments; never ids or URLs) with `mark` appended. */
const markTexts = (json: unknown, mark: string) => mapStrings(json, (text) => (text.includes(' ') ? `${text} ${mark}` : text));

export async function startEvalPlatforms(
  world: World,
  modules: readonly PlatformModule[] = PLATFORM_MODULES,
  options: ServeOptions = {},
): Promise<EvalPlatformServer> {
  const meter = newMeter();
  const ctx: ModuleContext = {
    world,
    meter: () => meter,
    answer(platform, call, plain, served = [], units = 0) {
      const mark = options.textMark?.();
      const reply: Reply = {
        ...plain,
        ...(mark && plain.json !== undefined ? { json: markTexts(plain.json, mark) } : {}),
        ...(options.delayMs ? { delayMs: options.delayMs } : {}),
      };
      meter.requests[platform] += 1;
      if (platform === 'youtube') meter.youtubeUnits += units;
      meter.log.push({
        platform,
        method: call.method,
        path: call.path,
        query: call.query.toString(),
        status: reply.status ?? 200,
      });
      if (!reply.status || reply.status < 400) for (const key of served) meter.served.add(key);
      return reply;
    },
  };
  const routes: RouteTable = Object.assign({}, ...modules.map((m) => m.routes(ctx)));
  const upstream = await startUpstream(routes);
  return Object.assign(upstream, {
    env: Object.assign({}, ...modules.map((m) => m.env(upstream.url))) as Record<string, string>,
    meter,
    resetMeter() {
      Object.assign(meter, newMeter());
    },
    searchParams: (topic: EvalTopic, searched: readonly EvalPlatform[]) =>
      Object.assign({}, ...modules.filter((m) => searched.includes(m.platform)).map((m) => m.searchParams?.(topic, upstream.url) ?? {})) as Record<string, unknown>,
    worldKey: (id: string) => modules.reduce((key, m) => m.worldKey?.(key) ?? key, id),
  });
}
