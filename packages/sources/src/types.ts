import type { RawItem, TimeRange } from '@firstsignal/core';
import type { SourceCache } from './cache';

/** '' means all time; the same vocabulary as the search form (core). */
export type { TimeRange };

export interface PlatformSearchRequest {
  /** Platform-ready query strings built by core (Reddit: several alternatives, each run as one search; YouTube: one q). */
  queries: string[];
  /** YouTube commentThreads.list searchTerms (plain words); ignored by Reddit. */
  commentTerms?: string;
  timeRange: TimeRange;
  /** How many items (posts + comments) the caller would like at most, roughly; connectors fetch ~2-3x this to leave room for scoring. */
  limit: number;
  signal?: AbortSignal;
}

export interface Connector {
  readonly platform: 'reddit' | 'youtube';
  /** false when required settings are missing; `missingSettings` names them (e.g. ['REDDIT_CLIENT_ID','REDDIT_CLIENT_SECRET']). */
  readonly configured: boolean;
  readonly missingSettings: string[];
  /** Throws PlatformError. Never returns [] to mean "blocked": not configured / auth / rate limit / timeout are errors. */
  search(req: PlatformSearchRequest): Promise<RawItem[]>;
}

export interface ConnectorOptions {
  fetch?: typeof fetch;
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
