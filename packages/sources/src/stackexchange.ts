/**
 * Stack Exchange (API 2.3, no key needed: 300 requests a day per address, 10,000 with a free app
 * key). Questions come from `/search/advanced` on the sites core's planner chose (each query
 * string names its site); the best questions' answers and comments come in one call each per
 * site (ids joined by `;`). Bodies are HTML (the `withbody` filter), turned into plain text. The
 * API's `backoff` field must be obeyed: no call to the same method until it has passed.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { NOTHING_PLANNED, parseStackexchangeQuery, planWithin, siteOfHost, stackexchangeKeywordPlan, stackexchangePlan, stackexchangeQuery, utcDayWindow, type RawItem } from '@firstsignal/core';
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
import type { Source } from './source';
import type { Connector, ConnectorOptions } from './types';
import { bestEffort, clamp, createdAfter, fetchTarget, FEW_RESULTS, parseEach, pickThreads, runChains, tell } from './util';

export interface StackExchangeConfig extends ConnectorOptions {
  /** https://api.stackexchange.com */
  apiUrl: string;
  /** STACKEXCHANGE_KEY: raises the daily quota from 300 to 10,000; never part of a cache key. */
  key?: string | undefined;
  /** STACKEXCHANGE_ENABLED: it needs no key, so it is on unless turned off. */
  enabled?: boolean;
}

const ENABLE_SETTING = 'STACKEXCHANGE_ENABLED=true';
/** The built-in filter that adds `body` to questions, answers and comments. */
const FILTER = 'withbody';
/** Questions per site whose answers and comments are read (one call each per site, whatever the number). */
const COMMENT_THREADS = 4;
/** Requests a day per server address, or per app key (the API's `quota_max`), reset at midnight UTC. */
const DAILY_QUOTA = { keyless: 300, keyed: 10_000 };
/** The daily quota monitoring may spend: about half of what the address or key gets. */
const MONITOR_SHARE = { keyless: 150, keyed: 5000 };

const owner = z.object({ display_name: z.string().optional() }).optional();
const questionSchema = z.object({
  question_id: z.number(),
  title: z.string(),
  body: z.string().optional(),
  link: z.string(),
  owner,
  score: z.number().default(0),
  answer_count: z.number().default(0),
  view_count: z.number().default(0),
  creation_date: z.number(),
});
const answerSchema = z.object({
  answer_id: z.number(),
  question_id: z.number(),
  body: z.string().optional(),
  owner,
  score: z.number().default(0),
  creation_date: z.number(),
});
const commentSchema = z.object({
  comment_id: z.number(),
  post_id: z.number(),
  body: z.string().optional(),
  owner,
  score: z.number().default(0),
  creation_date: z.number(),
});
/** Every answer's wrapper; `backoff` (seconds) when the API asks us to slow down. */
const wrapperSchema = z.object({ items: z.array(z.unknown()), backoff: z.number().optional() });
const errorSchema = z.object({ error_id: z.number(), error_name: z.string(), error_message: z.string().optional() });

interface Question {
  site: string;
  id: number;
  title: string;
  text: string;
  url: string;
  author: string;
  score: number;
  answers: number;
  views: number;
  createdUtc: number;
  rank?: number;
}

export function createStackExchangeConnector(cfg: StackExchangeConfig): Connector {
  const missingSettings = cfg.enabled === false ? [ENABLE_SETTING] : [];
  const options = resolveOptions(cfg);
  // "More than 30 requests a second" from one address are dropped: 8 at once stays under it at
  // the API's usual answer times (a quarter second and up).
  const http = createHttpClient({ platform: 'stackexchange', options, classify, callsAtOnce: 8 });
  /** Per method: no call before this time (the API's `backoff`). */
  const backoffUntil = new Map<string, number>();

  async function apiGet<T>(
    method: string,
    path: string,
    params: Record<string, string | undefined>,
    parse: (items: unknown[]) => T,
    ctx: CallContext,
  ): Promise<T> {
    const wait = (backoffUntil.get(method) ?? 0) - Date.now();
    if (wait > 0) {
      if (Date.now() + wait > ctx.deadline) {
        const seconds = Math.ceil(wait / 1000);
        throw new PlatformError(
          'rate_limited',
          'stackexchange',
          `Stack Exchange asked us to wait ${seconds}s before the next ${method}`,
          { retryAfterSeconds: seconds },
        );
      }
      await sleep(wait, undefined, ctx.signal ? { signal: ctx.signal } : {});
    }
    const query = { ...params, filter: FILTER };
    const cacheKey = `stackexchange:${buildUrl(cfg.apiUrl, path, query)}`;
    const url = buildUrl(cfg.apiUrl, path, { ...query, key: cfg.key || undefined });
    return http.request(
      {
        url,
        cacheKey,
        description: method,
        parse: (body) => {
          const wrapper = wrapperSchema.parse(body);
          if (wrapper.backoff)
            backoffUntil.set(method, Math.max(backoffUntil.get(method) ?? 0, Date.now() + wrapper.backoff * 1000));
          return parse(wrapper.items);
        },
      },
      ctx,
    );
  }

  function searchQuestions(
    query: string,
    sort: 'relevance' | 'creation',
    fromdate: number | null,
    pagesize: number,
    ctx: CallContext,
  ): Promise<Question[]> {
    const { site, q } = parseStackexchangeQuery(query);
    const params = {
      q,
      site,
      sort,
      order: 'desc',
      pagesize: String(pagesize),
      fromdate: fromdate === null ? undefined : String(fromdate),
    };
    return apiGet(
      'search',
      '/2.3/search/advanced',
      params,
      // The platform's order is evidence (`searchRankNudge`) only when the site chose among many
      // matches: an answer shorter than FEW_RESULTS is every question on a small site that names
      // the words, in whatever sense ("houseplant software" → a shop's point-of-sale question),
      // so its first place says nothing and it gets no position.
      (items) =>
        parseEach(questionSchema, items).map((raw, i, all) =>
          question(site, raw, sort === 'relevance' && all.length >= FEW_RESULTS ? i : undefined),
        ),
      ctx,
    );
  }

  /** The answers and comments of one site's chosen questions, best first. */
  async function threads(site: string, questions: Question[], ctx: CallContext): Promise<RawItem[]> {
    const byId = new Map(questions.map((q) => [q.id, q]));
    const ids = questions.map((q) => q.id).join(';');
    const params = { site, sort: 'votes', order: 'desc', pagesize: '100' };
    const [answers, comments] = await Promise.all([
      bestEffort(
        apiGet('answers', `/2.3/questions/${ids}/answers`, params, (items) => parseEach(answerSchema, items), ctx),
        [],
      ),
      bestEffort(
        apiGet('comments', `/2.3/questions/${ids}/comments`, params, (items) => parseEach(commentSchema, items), ctx),
        [],
      ),
    ]);
    const items: RawItem[] = [];
    for (const a of answers) {
      const q = byId.get(a.question_id);
      if (q) items.push(reply(q, `a${a.answer_id}`, `${q.url.replace(/\/questions\/.*$/, '')}/a/${a.answer_id}`, a, a.score));
    }
    for (const c of comments) {
      const q = byId.get(c.post_id);
      if (q) items.push(reply(q, `c${c.comment_id}`, `${q.url}#comment${c.comment_id}_${q.id}`, c, c.score));
    }
    return items.filter((item) => item.text.length > 0);
  }

  return connector('stackexchange', missingSettings, options, async (req, ctx, queries) => {
    const pagesize = clamp(Math.ceil(fetchTarget(req.limit) / queries.length), 10, 50);
    // A monitored run asks for what is new since its last run: newest first, from then on.
    const fromdate = req.since ?? createdAfter(req.timeRange);
    const sort = req.since !== undefined ? 'creation' : 'relevance';
    const found = await runChains(req, (q) => searchQuestions(q, sort, fromdate, pagesize, ctx));

    const items = new Map<string, RawItem>();
    for (const q of found.flat()) if (!items.has(nativeId(q))) items.set(nativeId(q), questionItem(q));
    tell(req.onPostsFound, [...items.values()]);

    const best = pickThreads(
      found.map((list) => list.filter((q) => q.answers > 0)),
      (q) => `${q.title} ${q.text}`,
      nativeId,
      COMMENT_THREADS,
      req,
    );
    const sites = [...new Set(best.map((q) => q.site))];
    const replies = await Promise.all(
      sites.map((site) =>
        threads(
          site,
          best.filter((q) => q.site === site),
          ctx,
        ),
      ),
    );
    for (const item of replies.flat()) items.set(item.nativeId, item);
    return [...items.values()].filter((item) => req.since === undefined || item.createdUtc >= req.since);
  });
}

function question(site: string, raw: z.output<typeof questionSchema>, rank: number | undefined): Question {
  return {
    site,
    id: raw.question_id,
    // Titles come HTML-escaped ("&quot;").
    title: htmlToPlainText(raw.title),
    text: htmlToPlainText(raw.body),
    url: raw.link,
    author: htmlToPlainText(raw.owner?.display_name) || 'a former user',
    score: raw.score,
    answers: raw.answer_count,
    views: raw.view_count,
    createdUtc: raw.creation_date,
    ...(rank === undefined ? {} : { rank }),
  };
}

const nativeId = (q: Pick<Question, 'site' | 'id'>) => `${q.site}-q${q.id}`;

/** The site and the author: content there is CC BY-SA, which asks for both beside the link. */
function sourceOf(url: string, author: string): string {
  return `${new URL(url).host} · ${author} (CC BY-SA)`;
}

function questionItem(q: Question): RawItem {
  return {
    platform: 'stackexchange',
    nativeId: nativeId(q),
    type: 'post',
    title: q.title,
    text: q.text,
    url: q.url,
    source: sourceOf(q.url, q.author),
    author: q.author,
    createdUtc: q.createdUtc,
    engagement: { upvotes: q.score, comments: q.answers, views: q.views },
    ...(q.rank === undefined ? {} : { searchRank: q.rank }),
  };
}

function reply(
  q: Question,
  id: string,
  url: string,
  raw: { body?: string | undefined; owner?: { display_name?: string | undefined } | undefined; creation_date: number },
  score: number,
): RawItem {
  const author = htmlToPlainText(raw.owner?.display_name) || 'a former user';
  return {
    platform: 'stackexchange',
    nativeId: `${q.site}-${id}`,
    type: 'comment',
    title: q.title,
    text: htmlToPlainText(raw.body),
    url,
    source: sourceOf(q.url, author),
    author,
    createdUtc: raw.creation_date,
    engagement: { upvotes: score, comments: 0, views: 0 },
    parentPost: { id: nativeId(q), title: q.title, url: q.url },
    ...(q.rank === undefined ? {} : { searchRank: q.rank }),
  };
}

/** Stack Exchange's error wrapper; a throttle names the seconds to wait in its message. */
function classify(failure: UpstreamFailure): PlatformError {
  const { status, headers, body, description } = failure;
  const error = errorSchema.safeParse(body).data;
  const detail = error ? `: ${error.error_name}${error.error_message ? ` (${error.error_message.slice(0, 200)})` : ''}` : '';
  if (status === 429 || error?.error_name === 'throttle_violation') {
    const inMessage = /(\d+) seconds?/.exec(error?.error_message ?? '')?.[1];
    const after = retryAfterSeconds(headers) ?? (inMessage ? Number(inMessage) : undefined);
    return new PlatformError('rate_limited', 'stackexchange', `Stack Exchange rate limit reached (${description})${detail}`, {
      status,
      // A spent daily quota will not come back within a search.
      retryable: status === 429 && (after ?? 0) < 10,
      ...(after === undefined ? {} : { retryAfterSeconds: after }),
    });
  }
  if (error && ['access_denied', 'key_required', 'access_token_required', 'invalid_access_token'].includes(error.error_name)) {
    return new PlatformError('auth_failed', 'stackexchange', `Stack Exchange refused the key (STACKEXCHANGE_KEY)${detail}`, {
      status,
    });
  }
  return new PlatformError(
    'upstream_error',
    'stackexchange',
    `Stack Exchange answered HTTP ${status} (${description})${detail}`,
    {
      status,
      retryable: status >= 500,
    },
  );
}

/** Stack Exchange in the registry: no key needed; a free app key raises its daily quota. */
export const stackexchangeSource: Source<{
  STACKEXCHANGE_ENABLED: boolean;
  STACKEXCHANGE_KEY?: string | undefined;
  STACKEXCHANGE_API_URL: string;
}> = {
  display: {
    postNoun: 'Question',
    engagement: {
      post: [
        { field: 'upvotes', noun: 'vote' },
        { field: 'comments', noun: 'answer' },
        { field: 'views', noun: 'view' },
      ],
      comment: [{ field: 'upvotes', noun: 'vote' }],
    },
    note: 'No key; 300 requests a day per server, 10,000 with STACKEXCHANGE_KEY',
  },
  connect: (s, shared) =>
    createStackExchangeConnector({
      apiUrl: s.STACKEXCHANGE_API_URL,
      key: s.STACKEXCHANGE_KEY,
      enabled: s.STACKEXCHANGE_ENABLED,
      ...shared,
    }),
  plan: stackexchangePlan,
  // The chosen sites instead of the planner's (`site=`), named by their host as items name them.
  within: (plan, communities) => {
    const sites = communities.flatMap((c) => siteOfHost(c) ?? []);
    return sites.length ? planWithin(plan, sites, (site, query) => stackexchangeQuery(site, parseStackexchangeQuery(query).q)) : NOTHING_PLANNED;
  },
  keywordPlan: (expr, facets) => stackexchangeKeywordPlan(expr, facets),
  budget: {
    window: utcDayWindow,
    limit: (s) => (s.STACKEXCHANGE_KEY ? DAILY_QUOTA.keyed : DAILY_QUOTA.keyless),
    monitorShare: (s) => (s.STACKEXCHANGE_KEY ? MONITOR_SHARE.keyed : MONITOR_SHARE.keyless),
    // A search per query, then answers and comments for each site whose questions are opened.
    cost: (plan) => (plan.queries.length > 0 ? plan.queries.length * 3 : 0),
    // A search's broader query is one more search.
    fallbackCost: 1,
  },
};
