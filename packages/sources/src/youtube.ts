import { COMMENT_THREADS, pacificDayWindow, timeRangeStart, YOUTUBE_UNITS, youtubeFetchCost, youtubeKeywordPlan, youtubePlan, type RawItem, type TimeRange } from '@firstsignal/core';
import { z } from 'zod';
import { connector } from './connector';
import { PlatformError } from './errors';
import {
  buildUrl,
  createHttpClient,
  redactSecrets,
  resolveOptions,
  retryAfterSeconds,
  type CallContext,
  type UpstreamFailure,
} from './http';
import { COMMENTS, UPVOTES, VIEWS, type Source } from './source';
import type { Connector, ConnectorOptions } from './types';
import { bestEffort, clamp, commentsPerThread, epochSeconds, fetchTarget, parseEach, pickThreads, runChains } from './util';

export interface YouTubeConfig extends ConnectorOptions {
  apiKey?: string;
  /** https://www.googleapis.com/youtube/v3 */
  apiUrl: string;
}

/** commentThreads.list costs 1 unit, but each is a round trip: only the best videos get one. */
const COMMENT_VIDEOS = COMMENT_THREADS.youtube;
const WATCH = 'https://www.youtube.com/watch';

const QUOTA_REASONS = new Set(['quotaexceeded', 'dailylimitexceeded']);
const RATE_REASONS = new Set(['ratelimitexceeded', 'userratelimitexceeded', 'rate_limit_exceeded']);
const KEY_REASONS = new Set([
  'keyinvalid',
  'keyexpired',
  'api_key_invalid',
  'api_key_service_blocked',
  'accessnotconfigured',
  'service_disabled',
  'forbidden',
  'iprefererblocked',
  'permission_denied',
]);
/** Per-video conditions on commentThreads.list that mean "no comments here", not a failed search. */
const NO_COMMENTS_REASONS = new Set(['commentsdisabled', 'videonotfound']);

const searchSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.object({ videoId: z.string().optional() }).optional(),
        snippet: z.object({ title: z.string().default(''), description: z.string().default('') }).optional(),
      }),
    )
    .default([]),
});
const count = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => {
    const n = Number(v ?? 0);
    return Number.isFinite(n) ? n : 0;
  });
const videoSchema = z.object({
  id: z.string(),
  snippet: z.object({
    title: z.string(),
    description: z.string().default(''),
    channelTitle: z.string().default(''),
    publishedAt: z.string(),
  }),
  statistics: z.object({ viewCount: count, likeCount: count, commentCount: count }).default({
    viewCount: 0,
    likeCount: 0,
    commentCount: 0,
  }),
});
const commentSchema = z.object({
  id: z.string(),
  snippet: z.object({
    textOriginal: z.string(),
    authorDisplayName: z.string().default(''),
    likeCount: z.number().default(0),
    publishedAt: z.string(),
  }),
});
const threadSchema = z.object({
  id: z.string(),
  snippet: z.object({
    totalReplyCount: z.number().default(0),
    topLevelComment: commentSchema,
  }),
  // part=replies: up to five replies, at no extra quota cost.
  replies: z.object({ comments: z.array(commentSchema).default([]) }).optional(),
});
const listSchema = z.object({ items: z.array(z.unknown()).default([]) });
const googleErrorSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    status: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
    details: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});

type Video = z.output<typeof videoSchema>;
type Comment = z.output<typeof commentSchema>;

export function createYouTubeConnector(cfg: YouTubeConfig): Connector {
  const missingSettings = cfg.apiKey ? [] : ['YOUTUBE_API_KEY'];
  const options = resolveOptions(cfg);
  const http = createHttpClient({ platform: 'youtube', options, classify });

  function apiGet<T>(
    path: string,
    params: Record<string, string | undefined>,
    parse: (body: unknown) => T,
    ctx: CallContext,
  ): Promise<T> {
    return http.request(
      {
        url: buildUrl(cfg.apiUrl, path, { ...params, key: cfg.apiKey }),
        // Same parameters minus the key: the key is a secret and does not change the answer.
        cacheKey: `youtube:${buildUrl(cfg.apiUrl, path, params)}`,
        parse,
        description: path.replace(/^\//, ''),
      },
      ctx,
    );
  }

  // search.list costs 100 of the default 10,000 daily units: one call per query, no paging.
  function searchVideos(q: string, maxResults: number, publishedAfter: string | undefined, ctx: CallContext, order = 'relevance') {
    const params = { part: 'snippet', type: 'video', q, maxResults: String(maxResults), order, publishedAfter };
    return apiGet(
      '/search',
      params,
      (body) =>
        searchSchema.parse(body).items.flatMap((item) =>
          item.id?.videoId ? [{ id: item.id.videoId, text: `${item.snippet?.title ?? ''} ${item.snippet?.description ?? ''}` }] : [],
        ),
      ctx,
    );
  }

  function videoDetails(ids: string[], ctx: CallContext): Promise<Video[]> {
    return apiGet(
      '/videos',
      { part: 'statistics,snippet', id: ids.join(',') },
      (body) => parseEach(videoSchema, listSchema.parse(body).items),
      ctx,
    );
  }

  async function commentThreads(videoId: string, maxResults: number, ctx: CallContext) {
    const params = {
      part: 'snippet,replies',
      videoId,
      order: 'relevance',
      textFormat: 'plainText',
      maxResults: String(maxResults),
    };
    try {
      return await apiGet('/commentThreads', params, (body) => parseEach(threadSchema, listSchema.parse(body).items), ctx);
    } catch (err) {
      if (err instanceof PlatformError && err.reason !== undefined && NO_COMMENTS_REASONS.has(err.reason.toLowerCase())) {
        return [];
      }
      throw err;
    }
  }

  return connector('youtube', missingSettings, options, async (req, ctx) => {
    const target = fetchTarget(req.limit);
    const maxVideos = clamp(Math.ceil(target / 2), 5, 50);
    const since = req.since;
    // Newest first since a time (monitoring), or by relevance within the form's time range.
    const publishedAfter = since === undefined ? publishedAfterFor(req.timeRange) : isoSeconds(since);
    const order = since === undefined ? 'relevance' : 'date';

    const found = await runChains(req, (q) => searchVideos(q, maxVideos, publishedAfter, ctx, order));
    // Each video once, at its best position across the queries (0 = first).
    const rankOf = new Map<string, number>();
    for (const list of found) list.forEach((v, i) => rankOf.set(v.id, Math.min(rankOf.get(v.id) ?? i, i)));
    const ids = [...rankOf.keys()];
    if (ids.length === 0) return [];

    // Comments come from the videos that match the query best, with no searchTerms filter: it
    // keeps only comments that repeat the query's exact words, which people rarely do.
    const best = pickThreads(found, (v) => v.text, (v) => v.id, COMMENT_VIDEOS, req).map((v) => v.id);
    const perVideo = commentsPerThread(target, best.length);
    const [videos, threads] = await Promise.all([
      videoDetails(ids.slice(0, 50), ctx),
      Promise.all(best.map((id) => bestEffort(commentThreads(id, perVideo, ctx), []))),
    ]);

    // videos.list leaves out videos deleted or made private since search indexed them: so do we.
    // searchRank is the video's position in search.list (0 = first); its comments inherit it.
    const byId = new Map(videos.map((v) => [v.id, v]));
    const items: RawItem[] = [];
    for (const [id, rank] of rankOf) {
      const video = byId.get(id);
      if (video) items.push(videoItem(video, rank));
    }
    best.forEach((videoId, i) => {
      const video = byId.get(videoId);
      if (!video) return;
      for (const thread of threads[i] ?? []) {
        const replies = thread.replies?.comments ?? [];
        const comments: [Comment, number][] = [[thread.snippet.topLevelComment, thread.snippet.totalReplyCount], ...replies.map((r): [Comment, number] => [r, 0])];
        for (const [comment, replyCount] of comments) {
          const item = commentItem(comment, replyCount, video, rankOf.get(videoId) ?? i);
          if (item.text.trim() !== '' && (since === undefined || item.createdUtc >= since)) items.push(item);
        }
      }
    });
    return items;
  });
}

/** Rounded down to the hour so repeated searches build the same URL and hit the cache. */
function publishedAfterFor(range: TimeRange): string | undefined {
  const start = timeRangeStart(range, Math.floor(Date.now() / 1000));
  if (start === null) return undefined;
  return isoSeconds(Math.floor(start / 3600) * 3600);
}

/** RFC 3339 without milliseconds, as YouTube's publishedAfter takes it. */
function isoSeconds(epochSeconds: number): string {
  return new Date(Math.floor(epochSeconds) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function classify(failure: UpstreamFailure): PlatformError {
  const { status, headers, body, description } = failure;
  const parsed = googleErrorSchema.safeParse(body);
  const error = parsed.success ? parsed.data.error : undefined;
  const reasons = [
    ...(error?.errors ?? []).map((e) => e.reason),
    ...(error?.details ?? []).map((d) => d.reason),
    error?.status,
  ].filter((r): r is string => typeof r === 'string' && r !== '');
  const has = (set: Set<string>) => reasons.find((r) => set.has(r.toLowerCase()));
  const upstreamMessage = error?.message ? `: ${redactSecrets(stripTags(error.message))}` : '';

  const noComments = has(NO_COMMENTS_REASONS);
  if (noComments) {
    return new PlatformError('upstream_error', 'youtube', `YouTube ${description}: ${noComments}`, {
      status,
      reason: noComments,
    });
  }
  const quota = has(QUOTA_REASONS);
  if (quota) {
    return new PlatformError('rate_limited', 'youtube', `YouTube API daily quota exhausted (${quota})${upstreamMessage}`, {
      status,
      reason: quota,
      retryAfterSeconds: secondsUntilPacificMidnight(new Date()),
    });
  }
  const rate = has(RATE_REASONS);
  if (rate || status === 429) {
    const after = retryAfterSeconds(headers);
    return new PlatformError('rate_limited', 'youtube', `YouTube rate limit reached (${rate ?? 'HTTP 429'})`, {
      status,
      retryable: true,
      ...(rate ? { reason: rate } : {}),
      ...(after === undefined ? {} : { retryAfterSeconds: after }),
    });
  }
  const key = has(KEY_REASONS);
  if (key || status === 401) {
    return new PlatformError(
      'auth_failed',
      'youtube',
      `The YouTube API key is not configured properly (YOUTUBE_API_KEY: ${key ?? `HTTP ${status}`})${upstreamMessage}`,
      { status, ...(key ? { reason: key } : {}) },
    );
  }
  return new PlatformError('upstream_error', 'youtube', `YouTube answered HTTP ${status} (${description})${upstreamMessage}`, {
    status,
    retryable: status >= 500,
    ...(reasons[0] ? { reason: reasons[0] } : {}),
  });
}

/** YouTube's daily quota resets at midnight Pacific time. */
function secondsUntilPacificMidnight(now: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Math.max(1, 86_400 - (part('hour') * 3600 + part('minute') * 60 + part('second')));
}

function stripTags(text: string): string {
  return text.replace(/<[^>]*>/g, '');
}

function videoUrl(id: string): string {
  return `${WATCH}?v=${encodeURIComponent(id)}`;
}

function videoItem(video: Video, searchRank: number): RawItem {
  return {
    platform: 'youtube',
    nativeId: video.id,
    type: 'post',
    title: video.snippet.title,
    text: video.snippet.description,
    url: videoUrl(video.id),
    source: video.snippet.channelTitle,
    author: video.snippet.channelTitle,
    createdUtc: epochSeconds(video.snippet.publishedAt),
    engagement: {
      upvotes: video.statistics.likeCount,
      comments: video.statistics.commentCount,
      views: video.statistics.viewCount,
    },
    searchRank,
  };
}

function commentItem(top: Comment, replyCount: number, video: Video, searchRank: number): RawItem {
  const parentUrl = videoUrl(video.id);
  return {
    platform: 'youtube',
    nativeId: top.id,
    type: 'comment',
    title: video.snippet.title,
    text: top.snippet.textOriginal,
    url: `${parentUrl}&lc=${encodeURIComponent(top.id)}`,
    source: video.snippet.channelTitle,
    author: top.snippet.authorDisplayName,
    createdUtc: epochSeconds(top.snippet.publishedAt),
    engagement: { upvotes: top.snippet.likeCount, comments: replyCount, views: 0 },
    parentPost: { id: video.id, title: video.snippet.title, url: parentUrl },
    searchRank,
  };
}

/** YouTube in the registry: a Data API key, whose daily units make each search dear. */
export const youtubeSource: Source<{ YOUTUBE_API_KEY?: string | undefined; YOUTUBE_API_URL: string; YOUTUBE_UNITS_PER_DAY: number; MONITOR_YOUTUBE_UNITS_PER_DAY: number }> = {
  display: {
    postNoun: 'Post',
    // Views are counted for videos, not for comments.
    engagement: { post: [UPVOTES, COMMENTS, VIEWS], comment: [UPVOTES, COMMENTS] },
    note: 'Needs a YouTube Data API key; 10,000 units a day',
  },
  connect: (s, shared) => createYouTubeConnector({ apiKey: s.YOUTUBE_API_KEY, apiUrl: s.YOUTUBE_API_URL, ...shared }),
  plan: youtubePlan,
  // No `within`: search.list narrows by channelId, but a video's community is its channel's title,
  // and finding the id costs a 100-unit channel search per channel; a restricted search's local
  // filter keeps the chosen channels' videos.
  keywordPlan: youtubeKeywordPlan,
  budget: {
    window: pacificDayWindow,
    limit: (s) => s.YOUTUBE_UNITS_PER_DAY,
    monitorShare: (s) => s.MONITOR_YOUTUBE_UNITS_PER_DAY,
    cost: (plan) => youtubeFetchCost(plan.queries.length),
    fallbackCost: YOUTUBE_UNITS.search,
  },
};
