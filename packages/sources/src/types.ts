import type { RawItem, SearchablePlatform, TimeRange } from '@firstsignal/core';
import type { SourceCache } from './cache';
import type { PlatformError } from './errors';
import type { Transport } from './transport';

/** '' means all time; the same vocabulary as the search form (core). */
export type { TimeRange };

export interface PlatformSearchRequest {
  /** Platform-ready query strings built by core, run at once. */
  queries: string[];
  /**
   * `broader[i]`: fallbacks for `queries[i]`, narrow to broad; the next one runs only when the
   * one before found fewer than a handful of items (core's SearchPlan).
   */
  broader?: string[][];
  /**
   * How well a post or video (title and text) matches the founder's query, 0..1: decides which
   * threads and videos are opened for their comments. Without it, the platform's order decides.
   */
  rankThread?: (text: string) => number;
  /** At most this many threads or videos opened for comments (each connector has its own default). */
  maxThreads?: number;
  /**
   * A later pass of the same search: the threads (post, video or story ids) the earlier pass
   * opened (its `onThreadsOpened`). They are not opened again, and the places that pass left
   * unused (of the connector's own number) come on top of `maxThreads`, so the search's total
   * stays the same.
   */
  openedThreads?: readonly string[];
  /**
   * Told the ids of the threads this pass opens for comments, whether or not they can be read. A
   * listener that throws does not fail the search.
   */
  onThreadsOpened?: (ids: readonly string[]) => void;
  /**
   * Told the posts (Reddit) or stories (Hacker News) as soon as the search calls have found them,
   * before their threads are opened, so the caller can start on them while the comments load;
   * `search` returns the same items. YouTube does not call it: a video's item needs videos.list,
   * which goes out with the comments. A listener that throws does not fail the search.
   */
  onPostsFound?: (posts: readonly RawItem[]) => void;
  /**
   * Told what the founder should know about a search that worked (a competitor app named that the
   * store does not have): the search reports it with the platform's results, never as an empty
   * silent result. A listener that throws does not fail the search.
   */
  onNote?: (note: string) => void;
  timeRange: TimeRange;
  /**
   * Monitoring: only what was created at or after this time (epoch seconds), asked for newest
   * first; it takes the place of `timeRange`.
   */
  since?: number;
  /** How many items (posts + comments) the caller would like at most, roughly; connectors fetch ~2-3x this to leave room for scoring. */
  limit: number;
  signal?: AbortSignal;
  /**
   * Called once, before the first call of this pass the cache cannot answer (an answered-from-cache
   * pass never calls it): reserves the pass's cost in the source's shared budget, or throws
   * PlatformError rate_limited when the window is spent, and then nothing is called.
   */
  reserve?: () => Promise<void>;
}

export interface Connector {
  readonly platform: SearchablePlatform;
  /** false when required settings are missing or the platform is turned off; `missingSettings` names them (e.g. ['REDDIT_CLIENT_ID','REDDIT_CLIENT_SECRET']). */
  readonly configured: boolean;
  readonly missingSettings: string[];
  /**
   * What works only in part with the settings given (GitHub without a token searches issues, not
   * discussions), naming the setting that would add it; the health endpoint shows it.
   */
  readonly notes?: readonly string[];
  /**
   * A failure it remembers and answers searches with, without calling the platform, until it
   * clears (Bluesky's refused sign-in): the health endpoint shows it, so an operator sees it
   * before a founder does.
   */
  problem?(): PlatformError | undefined;
  /** Throws PlatformError. Never returns [] to mean "blocked": not configured / auth / rate limit / timeout are errors. */
  search(req: PlatformSearchRequest): Promise<RawItem[]>;
}

export interface ConnectorOptions {
  /** How calls reach the platform: undici's request by default (transport.ts); fetch itself fits. */
  fetch?: Transport;
  cache?: SourceCache;
  /** default 600 */
  cacheTtlSeconds?: number;
  /** per call, default 6000 */
  timeoutMs?: number;
  /** whole search incl. retries, default 12000 */
  budgetMs?: number;
  /** default 4 */
  maxConcurrency?: number;
}
